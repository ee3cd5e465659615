"""Parts as text (configurator.words.key_figures) and JSON for `configurator catalog`."""

from __future__ import annotations

import json
from pathlib import Path

from configurator.catalog import open_catalog, parts_to_json
from configurator.model.parts import PART_TYPES
from configurator.words.key_figures import display_width, format_parts_text, key_figures


def test_text_columns_are_aligned(mini_db: Path) -> None:
    with open_catalog(mini_db) as catalog:
        text = format_parts_text(catalog.parts())
    lines = text.splitlines()
    assert lines[0].split() == ["ID", "KIND", "NAME", "PRICE", "KEY", "FIGURES"]
    assert len(lines) == 1 + 8
    key_column = lines[0].index("KEY FIGURES")
    price_end = key_column - 2
    for line in lines[1:]:
        assert line[price_end - 1] != " "  # prices are right-aligned under PRICE
        assert line[key_column - 2 : key_column] == "  "
    t4 = next(line for line in lines if line.startswith("tesla-t4 "))
    assert "8.1 TFLOPS FP32, 16 GB, 70 W, 1 slots, passive" in t4
    assert " - " in t4  # no price known


def test_every_kind_has_key_figures(mini_db: Path) -> None:
    with open_catalog(mini_db) as catalog:
        text = format_parts_text(catalog.parts())
    assert "1,600 W" not in text and "1600 W, titanium, 9 PCIe plugs" in text
    assert "$1,199" in text and "$699" in text
    assert "LGA2011-3, 4C/8T, 3.7 GHz, 40 lanes, 135 W" in text
    assert "125 mm, 140 W, LGA2011-3/LGA2066" in text


def test_no_parts() -> None:
    assert format_parts_text([]) == "No parts.\n"
    assert parts_to_json([]) == []


def test_json_holds_every_field_of_the_kind(mini_db: Path) -> None:
    with open_catalog(mini_db) as catalog:
        data = parts_to_json(catalog.parts())
    json.dumps(data)  # plain JSON data
    for item in data:
        assert set(item) == set(PART_TYPES[item["kind"]].model_fields)
    board = next(item for item in data if item["kind"] == "motherboard")
    assert board["pcie_slots"][0] == {
        "id": "PCIE1", "position": 1, "mech_lanes": 16, "max_lanes": 16, "gen": 3,
        "source": "cpu", "open_ended": False, "cpu": 0, "switch_id": "0",
    }


def test_chinese_headings_keep_the_columns_aligned() -> None:
    from configurator.catalog.shipped.source import load_sources

    from .sources import REAL_DB

    words = {"KIND": "类型", "NAME": "名称", "gpu": "显卡"}
    parts = [part for part in load_sources(REAL_DB).parts if part.kind == "gpu"][:3]
    lines = format_parts_text(parts, translate=lambda text: words.get(text, text)).splitlines()
    assert lines[0].startswith("ID") and "类型" in lines[0]
    name_column = [display_width(line[:line.index(part.name)])
                   for line, part in zip(lines[1:], parts, strict=True)]
    header_name = display_width(lines[0][:lines[0].index("名称")])
    assert set(name_column) == {header_name}


def test_a_figure_nobody_published_shows_as_a_question_mark() -> None:
    from configurator.model.parts import ChassisSpec, CpuSpec

    cpu = CpuSpec(id="c", name="CPU", socket="AM5", cores=8, threads=16, base_clock_ghz=3.8,
                  tdp_w=65, pcie_lanes=256, unknown=["pcie_lanes"])
    assert key_figures(cpu) == "AM5, 8C/16T, 3.8 GHz, ? lanes, 65 W"
    case = ChassisSpec(id="k", name="Case", form_factors=["ATX"], expansion_slots=7,
                       max_gpu_length_mm=315, max_gpu_height_mm=1000, max_cooler_height_mm=170,
                       airflow_cfm=5000, unknown=["airflow_cfm", "max_gpu_height_mm"])
    assert key_figures(case) == "ATX, 7 slots, GPU <= 315 mm, ? CFM"
