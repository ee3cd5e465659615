"""scripts/import_opendb.py over a sample of OpenDB (tests/data/opendb-sample: 33 product
files of the snapshot, unchanged): what each kind maps to, what is unknown, estimated or
dropped, duplicates, and that the same snapshot gives the same files byte for byte, from
its folder or its archive."""

from __future__ import annotations

import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import import_opendb  # noqa: E402
from opendb_import import build, fields  # noqa: E402
from opendb_import.build import import_snapshot  # noqa: E402
from opendb_import.snapshot import read_snapshot  # noqa: E402

from configurator.catalog.shipped.source import IMPORTED_DIR, OPENDB, load_sources  # noqa: E402
from configurator.model.parts import PART_TYPES  # noqa: E402

SAMPLE = ROOT / "tests" / "data" / "opendb-sample"
COMMIT = "136a77aec16a30ba81a7cc6b448a8bace9a25359"
ASTRAL = "odb-5b292073-e997-48f8-83c7-95f0cf71bb0c"


@pytest.fixture(scope="module")
def results() -> dict[str, build.KindResult]:
    return import_snapshot(read_snapshot(SAMPLE), COMMIT)


def _part(results: dict[str, build.KindResult], kind: str, part_id: str):
    return next(part for part in results[kind].parts if part.id == part_id)


def _run(*args: str) -> int:
    return import_opendb.main([*args, "--commit", COMMIT, "--curated", str(ROOT / "db")])


def test_a_partner_card_has_opendbs_figures(results) -> None:
    card = _part(results, "gpu", ASTRAL)
    assert card.name == "ASUS ROG Astral GeForce RTX 5090 32GB GDDR7"
    assert card.manufacturer == "ASUS"
    assert card.mpn == "rog-astral-rtx5090-32g-gaming / 90YV0LW1-M0NA00"
    assert (card.length_mm, card.slot_width, card.tdp_w) == (357.6, 3.8, 575)
    assert (card.pcie_16pin, card.pcie_8pin, card.pcie_6pin, card.pcie_12pin) == (1, 0, 0, 0)
    assert (card.model, card.series, card.architecture) == (
        "GeForce RTX 5090", "RTX 5000", "Blackwell")
    assert (card.cuda_cores, card.boost_clock_mhz, card.fp32_gflops) == (21760, 2437, 106058.2)
    assert (card.pcie_gen, card.pcie_lanes, card.cooler) == (5, 16, "open-air")
    assert card.reference_design is False and card.launch_year == 2025
    assert card.source_url == ("https://github.com/buildcores/buildcores-open-db/blob/"
                               f"{COMMIT}/open-db/GPU/5b292073-e997-48f8-83c7-95f0cf71bb0c.json")
    # OpenDB has no price, no height and no plug position: unknown, never a guess.
    assert {"price_usd", "height_mm", "power_connector_position"} <= set(card.unknown)
    assert card.estimated == [] and card.discontinued is None


def test_a_plug_count_of_zero_is_unknown_not_none(results) -> None:
    card = _part(results, "gpu", "odb-0955b58d-7aec-40de-93c6-16c35224d97c")  # Astral BTF
    assert {"pcie_6pin", "pcie_8pin", "pcie_16pin", "pcie_12pin"} <= set(card.unknown)
    # A card whose plugs OpenDB entered keeps its zeros as known.
    assert not {"pcie_6pin", "pcie_8pin"} & set(_part(results, "gpu", ASTRAL).unknown)


def test_nvidias_12_pin_of_a_founders_edition_is_not_a_16_pin(results) -> None:
    card = _part(results, "gpu", "odb-1f858c49-1b4b-40f2-8aba-1a96fade0ee4")  # FE 3080 Ti
    assert (card.pcie_12pin, card.pcie_16pin, card.reference_design) == (1, 0, True)


def test_figures_from_the_chip_are_marked_estimated(results) -> None:
    # OpenDB gives this RTX 4070 the 4070 SUPER's 7,168 cores: NVIDIA's 5,888 win.
    card = _part(results, "gpu", "odb-f815fdf7-334e-4a87-b9f6-1a42f278698c")
    assert card.cuda_cores == 5888 and {"cuda_cores", "fp32_gflops"} <= set(card.estimated)
    assert card.fp32_gflops == pytest.approx(2 * 5888 * card.boost_clock_mhz / 1000, abs=0.1)
    assert results["gpu"].notes["OpenDB's CUDA core count differs from NVIDIA's"] == 1
    # A card whose interface names no generation takes its architecture's.
    btf = _part(results, "gpu", "odb-0955b58d-7aec-40de-93c6-16c35224d97c")
    assert btf.pcie_gen == 5 and "pcie_gen" in btf.estimated


def test_an_old_generation_is_discontinued_and_says_it_is_an_estimate(results) -> None:
    card = _part(results, "gpu", "odb-06ae449c-793a-4222-99db-6ab49f466bf1")  # RTX 2080 Ti
    assert card.discontinued == "2022-10" and "discontinued" in card.estimated
    assert "nvlink" in card.unknown  # the chip can; whether this board has the fingers, unsaid
    cpu = _part(results, "cpu", "odb-01b18e41-6a82-45f2-ab4c-5f08e7983406")  # LGA1151
    assert (cpu.socket, cpu.discontinued) == ("LGA1151", "2021-11")
    assert "discontinued" in cpu.estimated
    assert _part(results, "cpu", "odb-09086e21-4979-41ba-a451-3f8bb1c9cc55").discontinued is None
    assert _part(results, "gpu", ASTRAL).discontinued is None


def test_amd_and_intel_cards_come_in_without_cuda_cores(results) -> None:
    radeon = _part(results, "gpu", "odb-039be6f9-76b0-427c-8dd0-776ca4fa59c5")
    arc = _part(results, "gpu", "odb-0b62527e-fa49-4c07-9422-651b9a7ea605")
    assert (radeon.model, radeon.architecture) == ("AMD Radeon RX 7900 XTX", "RDNA 3")
    assert (arc.model, arc.architecture) == ("Intel Arc A750", "Alchemist")
    for card in (radeon, arc):
        assert card.cuda_cores is None and "fp32_gflops" in card.estimated


def test_impossible_or_missing_figures_drop_the_record_and_are_counted(results) -> None:
    assert dict(results["gpu"].dropped) == {
        "impossible length": 1, "no slot width": 1,
        "TDP far beyond what its plugs deliver (TDP or plugs mistyped)": 1}
    assert dict(results["chassis"].dropped) == {"no expansion slot count": 1}
    assert dict(results["psu"].dropped) == {"no wattage": 1}  # an SSD filed as a PSU
    assert dict(results["cooler"].dropped) == {"impossible height": 1}  # 397 mm
    assert dict(results["memory"].dropped) == {
        "SO-DIMM (notebook) modules": 1,
        "memory type outside the catalog's (DDR3, DDR4, DDR5)": 1}
    assert dict(results["nic"].dropped) == {"not a PCIe card (USB, PCI or PCI-X)": 1}
    read = sum(result.read for result in results.values())
    kept = sum(len(result.parts) + result.duplicates + sum(result.dropped.values())
               for result in results.values())
    assert read == kept == 33


def test_one_product_entered_twice_is_one_row(results) -> None:
    ids = {part.id for part in results["gpu"].parts}
    # Both enter ROG-ASTRAL-RTX5090-O32G-WHITE with the same figures: the lower id stays.
    assert "odb-3b884570-e5b1-46ac-a0e6-02b59079e26d" in ids
    assert "odb-6beede17-5ceb-4d32-b4b6-c67c1ed62f6e" not in ids
    assert results["gpu"].duplicates == 1


def test_other_kinds_map_what_opendb_gives(results) -> None:
    case = _part(results, "chassis", "odb-0000caee-142c-48f6-99be-9c6f4dd18845")  # Meshify C
    assert (case.form_factors, case.expansion_slots, case.max_gpu_length_mm,
            case.max_cooler_height_mm, case.weight_kg) == (
        ["ATX", "micro-ATX", "mini-ITX"], 7, 315, 170, 7.52)
    assert {"airflow_cfm", "max_gpu_height_mm", "psu_form_factors", "fan_count",
            "psu_bays"} <= set(case.unknown)
    small = _part(results, "chassis", "odb-03ba5c32-d37c-424d-a122-10a66cec4179")
    assert small.psu_form_factors == ["SFX", "SFX-L"] and "psu_form_factors" not in small.unknown
    sfx = _part(results, "psu", "odb-01467667-ee75-4810-8d4d-dbc76dc815d0")
    assert (sfx.watts, sfx.form_factor, sfx.efficiency) == (1000, "SFX", "gold")
    antec = _part(results, "psu", "odb-001370cb-f65c-4532-b65a-b0195485f07d")
    assert (antec.pcie_connectors, antec.eps_connectors) == (2, 1)
    assert "pcie_16pin_connectors" in antec.unknown  # 0 in OpenDB: not entered
    liquid = _part(results, "cooler", "odb-0009985c-4992-46ca-92ff-7f4d5a8f96f9")
    assert {"AM5", "LGA1700", "LGA2011", "LGA2011-3"} <= set(liquid.sockets)
    threadripper = _part(results, "cpu", "odb-007a5a23-1e12-45b7-90d0-565b80876539")
    assert (threadripper.socket, threadripper.cores, threadripper.threads,
            threadripper.tdp_w, threadripper.ecc) == ("sTR5", 64, 128, 350, True)
    assert {"pcie_lanes", "chipsets"} <= set(threadripper.unknown)
    module = _part(results, "memory", "odb-087b988a-34c2-4496-b705-1c7e0b67eb9b")
    assert (module.capacity_gb, module.ecc, module.registered) == (64, True, True)
    drive = _part(results, "storage", "odb-0003d658-2e15-416c-b260-d2882258b170")
    assert (drive.storage_kind, drive.capacity_gb) == ("nvme", 512)
    nic = _part(results, "nic", "odb-fc1ccbef-d687-4e9d-9291-2c019f61efeb")
    assert (nic.speed_gbit_s, nic.pcie_lanes) == (10, 4)


def test_every_row_has_its_file_at_the_commit_and_an_id_no_curated_row_has(results) -> None:
    folders = {"gpu": "GPU", "chassis": "PCCase", "psu": "PSU", "cooler": "CPUCooler",
               "cpu": "CPU", "memory": "RAM", "storage": "Storage", "nic": "NetworkCard"}
    for kind, result in results.items():
        for part in result.parts:
            uuid = part.id.removeprefix(fields.ID_PREFIX)
            assert part.id.startswith(fields.ID_PREFIX)
            assert part.source_url == (f"{fields.REPOSITORY}/blob/{COMMIT}/open-db/"
                                       f"{folders[kind]}/{uuid}.json")
            assert (SAMPLE / "open-db" / folders[kind] / f"{uuid}.json").is_file()
            assert "price_usd" in part.unknown


def test_the_same_snapshot_gives_the_same_files_byte_for_byte(tmp_path: Path) -> None:
    archive = tmp_path / "snapshot.tar.xz"
    with tarfile.open(archive, "w:xz") as tar:
        tar.add(SAMPLE, arcname="odb")
    outputs = [tmp_path / "a", tmp_path / "b", tmp_path / "c"]
    assert _run(str(SAMPLE), "--out", str(outputs[0])) == 0
    assert _run(str(SAMPLE), "--out", str(outputs[1])) == 0
    assert _run(str(archive), "--out", str(outputs[2])) == 0
    names = sorted(path.name for path in outputs[0].iterdir())
    assert names == ["LICENSE.txt", "README.md", "chassis.csv", "coolers.csv", "cpus.csv",
                     "gpus.csv", "memory.csv", "nics.csv", "psus.csv", "storage.csv"]
    for name in names:
        first = (outputs[0] / name).read_bytes()
        assert first == (outputs[1] / name).read_bytes() == (outputs[2] / name).read_bytes()
    assert (outputs[0] / "LICENSE.txt").read_bytes() == (SAMPLE / "LICENSE.txt").read_bytes()
    assert (outputs[0] / "gpus.csv").read_text().startswith(
        "# Generated by scripts/import_opendb.py from BuildCores OpenDB")
    # --check finds the folder it wrote current, and a changed or stray file not.
    assert _run(str(SAMPLE), "--out", str(outputs[0]), "--check") == 0
    (outputs[1] / "cpus.csv").write_text("edited\n")
    assert _run(str(SAMPLE), "--out", str(outputs[1]), "--check") == 1
    (outputs[2] / "bridges.csv").write_text("stray\n")
    assert _run(str(SAMPLE), "--out", str(outputs[2]), "--check") == 1


def test_the_written_files_load_as_catalog_sources_and_curated_rows_win(tmp_path: Path) -> None:
    from tests.catalog.sources import write_mini_db

    db = write_mini_db(tmp_path / "db")
    assert _run(str(SAMPLE), "--out", str(db / IMPORTED_DIR)) == 0
    source = load_sources(db)
    imported = [row.spec for row in source.rows if row.source == OPENDB]
    assert len(imported) == 23 and source.shadowed == ()
    # A curated row of the same maker and part number (spelled otherwise) shadows it.
    (db / "nics.csv").write_text(
        "id,name,manufacturer,mpn,price_usd,price_date,speed_gbit_s,power_w,pcie_lanes,"
        "pcie_gen,slot_width,source_url\n"
        "intel-x550-t2,Intel X550-T2,intel,x550t2,400,,10,11,4,3,1,https://example.com/x\n")
    source = load_sources(db)
    ids = {row.spec.id for row in source.rows}
    assert source.shadowed == ("odb-fc1ccbef-d687-4e9d-9291-2c019f61efeb",)
    assert "intel-x550-t2" in ids and "odb-fc1ccbef-d687-4e9d-9291-2c019f61efeb" not in ids


def test_a_row_the_part_model_refuses_is_a_bug_of_the_mapping(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    original = build.MAPPERS["PSU"]

    def broken(uuid, data, commit):
        row, notes = original[1](uuid, data, commit)
        row.values["watts"] = 20_000  # past the model's limit
        return row, notes

    monkeypatch.setitem(build.MAPPERS, "PSU", ("psu", broken))
    assert _run(str(SAMPLE), "--out", str(tmp_path / "out")) == 3
    assert not (tmp_path / "out").exists()


def test_columns_are_every_field_of_the_kind() -> None:
    from opendb_import.output import csv_text

    for kind in build.MAPPERS.values():
        header = csv_text(kind[0], [], COMMIT).splitlines()[3].split(",")
        assert header == [name for name in PART_TYPES[kind[0]].model_fields if name != "kind"]
