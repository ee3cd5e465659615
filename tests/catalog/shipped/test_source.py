"""Reading db/ sources: cell coercion, and errors that name file, line and column."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from configurator.catalog.csv_cells import coerce_cell
from configurator.catalog.shipped.source import (
    CatalogSourceError,
    load_sources,
    parse_csv_text,
    read_catalog_version,
    source_hash,
)
from configurator.model.board_parts import MotherboardSpec
from configurator.model.parts import CoolerSpec, CpuSpec, GpuSpec

from ..sources import BOARDS, GPUS, URL, write_csv

CPU_HEADER = ("id,name,manufacturer,mpn,price_usd,price_date,socket,cores,threads,"
              "base_clock_ghz,boost_clock_ghz,tdp_w,peak_w,pcie_lanes,pcie_gen,memory_type,ecc,"
              "integrated_graphics,chipsets,source_url")
CPU_ROW = ("i7-7700k,Intel Core i7-7700K,Intel,,339,2017-01,LGA1151,4,8,4.2,4.5,91,,16,3,DDR4,"
           f"false,true,Z270;Z170,{URL}")


@pytest.mark.parametrize(
    ("text", "annotation", "expected"),
    [
        ("16", GpuSpec.model_fields["pcie_lanes"].annotation, 16),  # Literal of ints
        ("3584", GpuSpec.model_fields["cuda_cores"].annotation, 3584),  # int | None
        ("2.7", GpuSpec.model_fields["slot_width"].annotation, 2.7),
        ("TRUE", GpuSpec.model_fields["nvlink"].annotation, True),
        ("false", GpuSpec.model_fields["nvlink"].annotation, False),
        ("blower", GpuSpec.model_fields["cooler"].annotation, "blower"),
        ("LGA2066; LGA2011-3;", CoolerSpec.model_fields["sockets"].annotation,
         ["LGA2066", "LGA2011-3"]),
    ],
)
def test_cells_are_converted_by_the_field_annotation(text, annotation, expected) -> None:
    value = coerce_cell(text, annotation)
    assert value == expected
    assert type(value) is type(expected)


def test_a_csv_row_becomes_a_validated_spec_and_empty_cells_take_defaults() -> None:
    (cpu,) = parse_csv_text(f"{CPU_HEADER}\n{CPU_ROW}\n", "cpu")
    assert isinstance(cpu, CpuSpec)
    assert (cpu.cores, cpu.boost_clock_ghz, cpu.integrated_graphics) == (4, 4.5, True)
    assert cpu.peak_w is None and cpu.mpn is None  # empty cells
    assert cpu.chipsets == ["Z270", "Z170"]
    assert cpu.kind == "cpu"


def test_comments_blank_lines_and_reordered_columns_are_accepted() -> None:
    columns = CPU_HEADER.split(",")
    cells = CPU_ROW.split(",")
    reordered_header = ",".join(reversed(columns))
    reordered_row = ",".join(reversed(cells))
    text = f"# a comment\n\n{reordered_header}\n  # another\n{reordered_row}\n,,,\n"
    (cpu,) = parse_csv_text(text, "cpu")
    assert cpu.id == "i7-7700k"


def _error(text: str, kind: str = "cpu") -> str:
    with pytest.raises(CatalogSourceError) as caught:
        parse_csv_text(text, kind, display="db/cpus.csv")
    return str(caught.value)


def test_a_bad_number_names_file_line_and_column() -> None:
    bad = CPU_ROW.replace(",4,8,", ",four,8,")
    message = _error(f"# comment\n{CPU_HEADER}\n{CPU_ROW.replace('i7-7700k', 'a')}\n{bad}\n")
    assert message.startswith("db/cpus.csv line 4, column cores: ")
    assert "'four'" in message


@pytest.mark.parametrize(
    ("replace", "by", "column", "words"),
    [
        (",false,true,", ",nope,true,", "ecc", "true or false"),
        (",91,", ",0,", "tdp_w", "at least 1"),
        (",16,3,DDR4", ",16,7,DDR4", "pcie_gen", "should be one of 1, 2, 3, 4, 5 (got 7)"),
        ("i7-7700k", "I7 7700K", "id", "slug"),
        (URL, "", "source_url", "required"),
    ],
)
def test_every_kind_of_bad_cell_names_its_column(replace, by, column, words) -> None:
    message = _error(f"{CPU_HEADER}\n{CPU_ROW.replace(replace, by)}\n")
    assert f"db/cpus.csv line 2, column {column}: " in message
    if words:
        assert words in message


def test_a_missing_required_cell_is_reported() -> None:
    message = _error(f"{CPU_HEADER}\n{CPU_ROW.replace(',LGA1151,', ',,')}\n")
    assert "db/cpus.csv line 2, column socket: required key is missing" in message


def test_header_and_row_shape_problems() -> None:
    assert "unknown column(s): colour" in _error(f"{CPU_HEADER},colour\n{CPU_ROW},red\n")
    assert "missing column(s): mpn" in _error(
        CPU_HEADER.replace(",mpn", "") + "\n" + CPU_ROW.replace("Intel,,", "Intel,") + "\n"
    )
    message = _error(f"{CPU_HEADER}\n{CPU_ROW},extra\n")
    assert "db/cpus.csv line 2: 21 cells, but the header (line 1) has 20 columns" in message


def test_every_bad_row_is_listed_not_only_the_first() -> None:
    rows = [CPU_ROW.replace("i7-7700k", f"cpu-{n}").replace(",4,8,", ",x,8,") for n in range(3)]
    with pytest.raises(CatalogSourceError) as caught:
        parse_csv_text("\n".join([CPU_HEADER, *rows]), "cpu", display="db/cpus.csv")
    assert [str(p).split(",")[0] for p in caught.value.problems] == [
        "db/cpus.csv line 2", "db/cpus.csv line 3", "db/cpus.csv line 4",
    ]


def test_a_missing_file_is_an_empty_kind(tmp_path: Path) -> None:
    write_csv(tmp_path / "gpus.csv", "gpu", GPUS[:1])
    source = load_sources(tmp_path)
    assert [part.kind for part in source.parts] == ["gpu"]
    assert source.version == "unversioned"


def test_motherboards_json_drops_notes_and_keeps_nested_slots(tmp_path: Path) -> None:
    (tmp_path / "motherboards.json").write_text(json.dumps(BOARDS))
    (board,) = load_sources(tmp_path).parts
    assert isinstance(board, MotherboardSpec)
    assert len(board.pcie_slots) == 7 and board.lane_table[0].cpu_lanes == 40


def test_a_bad_board_names_its_index_and_field(tmp_path: Path) -> None:
    good = BOARDS[0]
    bad = json.loads(json.dumps(good))
    bad["id"] = "second-board"
    bad["pcie_slots"][1]["max_lanes"] = 12
    (tmp_path / "motherboards.json").write_text(json.dumps([good, bad]))
    with pytest.raises(CatalogSourceError) as caught:
        load_sources(tmp_path)
    assert str(caught.value).startswith(
        f"{tmp_path.name}/motherboards.json index 1, field pcie_slots[1].max_lanes: "
    )


def test_a_lane_table_naming_an_unknown_slot_is_refused(tmp_path: Path) -> None:
    board = json.loads(json.dumps(BOARDS[0]))
    board["lane_table"][0]["populated"] = ["PCIE9"]
    (tmp_path / "motherboards.json").write_text(json.dumps([board]))
    with pytest.raises(CatalogSourceError, match=r"index 0: lane_table\[0\] names slot 'PCIE9'"):
        load_sources(tmp_path)


def test_invalid_json_names_line_and_column(tmp_path: Path) -> None:
    (tmp_path / "motherboards.json").write_text('[\n  {"id": "x",}\n]')
    with pytest.raises(CatalogSourceError, match=r"motherboards.json line 2, column \d+"):
        load_sources(tmp_path)


def test_ids_are_unique_across_files(tmp_path: Path) -> None:
    write_csv(tmp_path / "gpus.csv", "gpu", GPUS[:1])
    cooler = {"id": GPUS[0]["id"], "name": "A cooler", "height_mm": 150, "sockets": "AM4"}
    write_csv(tmp_path / "coolers.csv", "cooler", [cooler])
    with pytest.raises(CatalogSourceError) as caught:
        load_sources(tmp_path)
    assert str(caught.value) == (
        f"{tmp_path.name}/coolers.csv line 2, id: 'gtx-1080-ti-fe' is already used by "
        f"{tmp_path.name}/gpus.csv line 2; ids are unique across the whole catalog"
    )


def test_catalog_version_and_source_hash(tmp_path: Path) -> None:
    (tmp_path / "catalog.json").write_text('{"catalog_version": "2026.11"}')
    assert read_catalog_version(tmp_path) == "2026.11"
    before = source_hash(tmp_path)
    write_csv(tmp_path / "gpus.csv", "gpu", GPUS[:1])
    assert source_hash(tmp_path) != before
    (tmp_path / "README.md").write_text("docs do not change the catalog")
    after_docs = source_hash(tmp_path)
    (tmp_path / "README.md").write_text("still not")
    assert source_hash(tmp_path) == after_docs
    (tmp_path / "catalog.json").write_text('{"version": 1}')
    with pytest.raises(CatalogSourceError, match="catalog_version"):
        read_catalog_version(tmp_path)


def test_a_json_null_takes_the_default_unless_the_field_may_be_null(tmp_path: Path) -> None:
    board = {**BOARDS[0], "price_usd": None, "switch_uplink_lanes": None, "power_w": None}
    (tmp_path / "motherboards.json").write_text(json.dumps([board]))
    (parsed,) = load_sources(tmp_path).parts
    assert (parsed.price_usd, parsed.power_w, parsed.switch_uplink_lanes) == (0.0, 50.0, None)
    (tmp_path / "motherboards.json").write_text(json.dumps([{**board, "socket": None}]))
    with pytest.raises(CatalogSourceError, match="index 0, field socket: required key"):
        load_sources(tmp_path)


def test_broken_quoting_names_its_line() -> None:
    message = _error(f'{CPU_HEADER}\n{CPU_ROW}\n"i9,"x"y,\n')
    assert message.startswith("db/cpus.csv line 3: ")
