"""The part fields added in rev. 3 of the model (docs/build-file.md) in the catalog: db/ columns (optional, so that files
written before them load), the compiled catalog, the user's CSV export and import, and the
user database and team catalog (both store backends)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from configurator.catalog.part_files import parse_parts_csv, parts_csv_text
from configurator.catalog.shipped.compiled import build_catalog, load_catalog_parts
from configurator.catalog.shipped.source import (
    OPTIONAL_COLUMNS,
    CatalogSourceError,
    load_sources,
    parse_csv_text,
)
from configurator.catalog.stores.interface import StoreChange
from configurator.model.board_parts import MotherboardSpec
from configurator.model.parts import PART_TYPES, ChassisSpec, GpuSpec, PsuSpec

from .sources import BOARDS, GPUS, PSUS, URL, write_csv

CHASSIS_ROW = {
    "id": "sc747", "name": "Supermicro SC747", "manufacturer": "Supermicro",
    "form_factors": "E-ATX; proprietary", "expansion_slots": 11, "max_gpu_length_mm": 312,
    "max_gpu_height_mm": 150, "max_cooler_height_mm": 150, "airflow_cfm": 200, "fan_count": 4,
    "psu_bays": 2, "server_airflow": "true", "gpu_power_connectors": 8,
    "psu_form_factors": "Supermicro PWS-2K", "board_ids": "supermicro-x10drg-q",
    "max_gpu_power_w": 1200, "gpu_power_share": 0.5, "rack_units": 4, "weight_kg": 37.5,
    "estimated": "airflow_cfm; gpu_power_connectors", "discontinued": "2020-06",
}


def _rev3_db(folder: Path) -> Path:
    folder.mkdir()
    (folder / "catalog.json").write_text('{"catalog_version": "2026.12"}')
    write_csv(folder / "gpus.csv", "gpu",
              [{**GPUS[1], "pcie_12pin": 1, "fp8_gflops": 1000, "unknown": "height_mm"}])
    write_csv(folder / "psus.csv", "psu",
              [{**PSUS[0], "form_factor": "Supermicro PWS-2K", "estimated": "eps_connectors"}])
    write_csv(folder / "chassis.csv", "chassis", [CHASSIS_ROW])
    (folder / "motherboards.json").write_text(
        json.dumps([{**BOARDS[0], "memory_channels": 4}]))
    return folder


def test_the_optional_columns_are_fields_with_a_default() -> None:
    for column in OPTIONAL_COLUMNS:
        owners = [spec for spec in PART_TYPES.values() if column in spec.model_fields]
        assert owners, column
        assert all(not spec.model_fields[column].is_required() for spec in owners), column


def test_rev3_cells_are_read_by_their_fields_annotations(tmp_path: Path) -> None:
    parts = {part.id: part for part in load_sources(_rev3_db(tmp_path / "db")).parts}
    case = parts["sc747"]
    assert isinstance(case, ChassisSpec)
    assert case.psu_form_factors == ["Supermicro PWS-2K"]
    assert case.board_ids == ["supermicro-x10drg-q"]
    assert (case.max_gpu_power_w, case.gpu_power_share, case.rack_units, case.weight_kg) == (
        1200, 0.5, 4, 37.5)
    assert case.estimated == ["airflow_cfm", "gpu_power_connectors"]
    assert case.discontinued == "2020-06"
    card = parts["rtx-2080-ti-fe"]
    assert isinstance(card, GpuSpec)
    assert (card.pcie_12pin, card.fp8_gflops, card.unknown) == (1, 1000, ["height_mm"])
    assert isinstance(parts["evga-1600-t2"], PsuSpec)
    assert parts["evga-1600-t2"].form_factor == "Supermicro PWS-2K"
    assert isinstance(parts["asus-x99-e-ws"], MotherboardSpec)
    assert parts["asus-x99-e-ws"].memory_channels == 4


def test_a_source_without_the_rev3_columns_still_loads() -> None:
    header = "id,name,watts,efficiency,pcie_connectors,price_usd,price_date,manufacturer,mpn," \
             "watts_low_line,watts_200v,atx_version,pcie_16pin_connectors,eps_connectors," \
             "form_factor,source_url"
    row = f"old-psu,Old PSU,850,gold,6,100,2018-01,Maker,,,,2,0,2,ATX,{URL}"
    (part,) = parse_csv_text(f"{header}\n{row}\n", "psu", "db/psus.csv")
    assert isinstance(part, PsuSpec) and part.estimated == [] and part.discontinued is None


def test_a_bad_rev3_cell_names_its_column(tmp_path: Path) -> None:
    folder = _rev3_db(tmp_path / "db")
    write_csv(folder / "chassis.csv", "chassis", [{**CHASSIS_ROW, "estimated": "airflow"}])
    with pytest.raises(CatalogSourceError) as caught:
        load_sources(folder)
    assert ("db/chassis.csv line 2, column estimated: item 0: 'airflow' is not a field of a "
            "chassis part") in str(caught.value)
    write_csv(folder / "chassis.csv", "chassis", [{**CHASSIS_ROW, "gpu_power_share": "1.2"}])
    with pytest.raises(CatalogSourceError, match="column gpu_power_share: must be at most 1"):
        load_sources(folder)


def test_the_compiled_catalog_gives_the_rev3_fields_back(tmp_path: Path) -> None:
    folder = _rev3_db(tmp_path / "db")
    _, parts = load_catalog_parts(build_catalog(folder, tmp_path / "c.sqlite"))
    assert sorted(parts, key=lambda p: p.id) == sorted(load_sources(folder).parts,
                                                       key=lambda p: p.id)


def test_the_users_csv_export_reads_back_with_the_rev3_fields(tmp_path: Path) -> None:
    parts = load_sources(_rev3_db(tmp_path / "db")).parts
    for kind in ("gpu", "psu", "chassis"):
        text = parts_csv_text(parts, kind)
        again = [read.spec for read in parse_parts_csv(text, "export.csv", kind)]
        assert again == [p for p in parts if p.kind == kind], kind


def test_the_user_and_team_stores_keep_the_rev3_fields(store_backend, tmp_path: Path) -> None:
    parts = tuple(load_sources(_rev3_db(tmp_path / "db")).parts)
    db = store_backend.open()
    db.apply(StoreChange(put_parts=parts))
    db.close()
    again = store_backend.open()
    try:
        assert sorted(again.list_parts(), key=lambda p: p.id) == sorted(parts,
                                                                         key=lambda p: p.id)
    finally:
        again.close()
