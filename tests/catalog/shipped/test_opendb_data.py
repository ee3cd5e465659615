"""The parts of db/opendb/, generated from BuildCores OpenDB by scripts/import_opendb.py, as
the catalog compiles them: OpenDB's figures on a partner card, a source at the snapshot's
commit for every row, curated rows winning over imported ones, plug counts OpenDB did not
enter kept unknown, and the licence shipped. (That the committed files are what the script
makes of the snapshot is checked where the snapshot is at hand: .ci/run.)"""

from __future__ import annotations

import re

import pytest

from configurator.catalog.shipped.product_keys import product_keys
from configurator.catalog.shipped.source import (
    CURATED,
    IMPORTED_DIR,
    OPENDB,
    CatalogSource,
    load_sources,
)
from configurator.model.parts import GpuSpec

from ..sources import REAL_DB

OPENDB_DIR = REAL_DB / IMPORTED_DIR
_SOURCE = re.compile(r"^https://github\.com/buildcores/buildcores-open-db/blob/([0-9a-f]{40})/"
                     r"open-db/(GPU|PCCase|PSU|CPUCooler|CPU|RAM|Storage|NetworkCard)/"
                     r"([0-9a-f-]{36})\.json$")
FOLDERS = {"gpu": "GPU", "chassis": "PCCase", "psu": "PSU", "cooler": "CPUCooler",
           "cpu": "CPU", "memory": "RAM", "storage": "Storage", "nic": "NetworkCard"}


@pytest.fixture(scope="module")
def source() -> CatalogSource:
    return load_sources(REAL_DB)


def _commit() -> str:
    match = re.search(r"at commit\s+`([0-9a-f]{40})`", (OPENDB_DIR / "README.md").read_text())
    assert match, "db/opendb/README.md names no commit"
    return match.group(1)


def test_an_imported_partner_card_has_opendbs_figures(source: CatalogSource) -> None:
    parts = {row.spec.id: row for row in source.rows}
    row = parts["odb-a73e07de-7cd9-466b-af54-66fcbd441d60"]  # OpenDB's ROG Astral 5090 OC
    card = row.spec
    assert isinstance(card, GpuSpec) and row.source == OPENDB
    assert card.name == "ROG Astral GeForce RTX™ 5090 32GB GDDR7 OC Edition"
    assert (card.manufacturer, card.model) == ("ASUS", "GeForce RTX 5090")
    assert (card.length_mm, card.slot_width, card.tdp_w, card.pcie_16pin) == (358, 3.8, 575, 1)
    assert card.reference_design is False
    fe = parts["rtx-5090-fe"].spec  # the curated Founders Edition, for comparison
    assert card.length_mm - fe.length_mm > 50 and card.slot_width > fe.slot_width


def test_every_imported_row_has_its_file_at_the_snapshots_commit(source: CatalogSource) -> None:
    commit = _commit()
    imported = [row.spec for row in source.rows if row.source == OPENDB]
    assert len(imported) > 19_000
    for part in imported:
        match = _SOURCE.match(part.source_url or "")
        assert match, (part.id, part.source_url)
        assert match.group(1) == commit and match.group(2) == FOLDERS[part.kind], part.id
        assert part.id == f"odb-{match.group(3)}"


def test_curated_rows_win_over_imported_rows_of_the_same_product(source: CatalogSource) -> None:
    curated = [row.spec for row in source.rows if row.source == CURATED]
    assert curated and not any(part.id.startswith("odb-") for part in curated)
    assert source.shadowed, "no imported row shares a maker and part number with a curated one"
    listed = {row.spec.id for row in source.rows}
    assert not set(source.shadowed) & listed
    curated_keys = set().union(*(product_keys(part) for part in curated))
    imported_keys = [product_keys(row.spec) for row in source.rows if row.source == OPENDB]
    assert not any(keys & curated_keys for keys in imported_keys)
    # ASUS's Turbo RTX 3090 (TURBO-RTX3090-24G) is a curated row; OpenDB's entry of it is out.
    assert "asus-turbo-rtx-3090" in listed
    assert "odb-c74134c9-24bf-4ab4-be25-6d558001a659" in source.shadowed
    # The curated TR PRO 9945WX has no part number; OpenDB's row of the same maker and name
    # is the same product and is out too (the catalog listed it twice, once unpriced).
    assert "ryzen-threadripper-pro-9945wx" in listed
    assert "odb-2c739528-49a0-4e78-8046-993ae71f3167" in source.shadowed
    names = [(row.spec.kind, row.spec.name.casefold()) for row in source.rows
             if row.spec.name.startswith("AMD Ryzen Threadripper PRO")]
    assert len(names) == len(set(names)), names


def test_a_plug_count_opendb_did_not_enter_stays_unknown(source: CatalogSource) -> None:
    plugs = ("pcie_6pin", "pcie_8pin", "pcie_16pin", "pcie_12pin")
    cards = [row.spec for row in source.rows if row.source == OPENDB and row.spec.kind == "gpu"]
    unknown = {card.id for card in cards if set(plugs) <= set(card.unknown)}
    assert len(unknown) > 500  # OpenDB left a quarter of its NVIDIA cards' plugs at 0
    for card in cards:
        if card.id in unknown:
            continue
        assert not set(plugs) & set(card.unknown), card.id
        assert card.pcie_6pin + card.pcie_8pin + card.pcie_16pin + card.pcie_12pin > 0, card.id


def test_the_generated_files_say_so_and_ship_the_licence() -> None:
    commit = _commit()
    for path in sorted(OPENDB_DIR.glob("*.csv")):
        head = path.read_text(encoding="utf-8").splitlines()[:3]
        assert head[0].startswith("# Generated by scripts/import_opendb.py"), path.name
        assert commit in head[1] and "ODC-By" in head[2], path.name
    licence = (OPENDB_DIR / "LICENSE.txt").read_text(encoding="utf-8")
    assert licence.startswith("# ODC Attribution License (ODC-By)")
    readme = (REAL_DB / "README.md").read_text(encoding="utf-8")
    assert "## Parts imported from BuildCores OpenDB" in readme
