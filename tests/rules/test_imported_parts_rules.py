"""The rules on parts imported from BuildCores OpenDB (db/README.md): what OpenDB did
not give is listed as not checked, never judged on the field's default. A card whose plug
counts OpenDB left at 0 is not passed as plug-less."""

from __future__ import annotations

import json
from pathlib import Path

from configurator.model.buildfile import read_build
from configurator.rules import validate

TEMPLATE = Path(__file__).resolve().parents[2] / "resources" / "templates" / (
    "6-two-rtx-5090-trx50.gwb")
BTF_ASTRAL = "odb-0955b58d-7aec-40de-93c6-16c35224d97c"  # plug counts all 0 in OpenDB
ASTRAL = "odb-5b292073-e997-48f8-83c7-95f0cf71bb0c"  # one 12V-2x6, entered
SLOTS = ("PCIEX16(G5)_1", "PCIEX16(G4)_4")


def _report(catalog, tmp_path: Path, cards: tuple[str, str]):
    data = json.loads(TEMPLATE.read_text(encoding="utf-8"))
    data["gpus"] = [{"part": card, "slot": slot} for card, slot in zip(cards, SLOTS,
                                                                         strict=True)]
    path = tmp_path / "build.gwb"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = read_build(path, catalog)
    return validate(loaded.resolved, catalog.alternatives())


def test_a_card_with_unknown_plugs_is_listed_as_not_checked(catalog, tmp_path: Path) -> None:
    card = catalog.get(BTF_ASTRAL)
    assert {"pcie_6pin", "pcie_8pin", "pcie_16pin", "pcie_12pin"} <= set(card.unknown)
    report = _report(catalog, tmp_path, (BTF_ASTRAL, ASTRAL))
    plugs = [entry for entry in report.not_checked if entry.rule == "POWER-CONNECTORS"]
    assert [entry.parts for entry in plugs] == [[SLOTS[0]]]
    assert {"pcie_6pin", "pcie_8pin", "pcie_16pin", "pcie_12pin"} <= set(plugs[0].fields)
    # No finding judges that card's plugs on the default of 0.
    assert not [f for f in report.findings
                if f.rule == "POWER-CONNECTORS" and SLOTS[0] in f.parts]


def test_a_card_whose_plugs_opendb_gives_is_judged(catalog, tmp_path: Path) -> None:
    report = _report(catalog, tmp_path, (ASTRAL, ASTRAL))
    assert "POWER-CONNECTORS" not in {entry.rule for entry in report.not_checked}
    # Its length and width are OpenDB's: judged, in the Torrent (GPUs to 461 mm).
    assert "PHYS-GPU-LENGTH" not in {entry.rule for entry in report.not_checked}
    # Its height is not in OpenDB: the height check lists it rather than passing it.
    height = [entry for entry in report.not_checked if entry.rule == "PHYS-GPU-HEIGHT"]
    assert height and set(height[0].parts) <= set(SLOTS)


def test_a_psu_with_unknown_cables_is_not_judged_without_gpus_either(
        catalog, tmp_path: Path) -> None:
    # OpenDB left this PSU's cable counts at 0; the board alone takes EPS and slot-power plugs.
    psu = catalog.get("odb-9ae9d1a7-5033-4303-876d-638794fba9c3")
    assert {"pcie_connectors", "eps_connectors"} <= set(psu.unknown)
    data = json.loads(TEMPLATE.read_text(encoding="utf-8"))
    data.update({"gpus": [], "psu": {"part": psu.id}})
    path = tmp_path / "board-only.gwb"
    path.write_text(json.dumps(data), encoding="utf-8")
    report = validate(read_build(path, catalog).resolved, catalog.alternatives())
    assert not [f for f in report.findings if f.rule == "POWER-CONNECTORS"]
    assert [entry.parts for entry in report.not_checked if entry.rule == "POWER-CONNECTORS"] == [
        [psu.id]]
