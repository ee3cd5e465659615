"""What the user sees of plugs and cables (issue 14): each card's plugs by kind in the chassis
drawing, cables used and available per kind in the PSU's box, the adapters the build needs as
BOM lines of their own, and the same in the PDF and `validate`'s text."""

from __future__ import annotations

from pathlib import Path

from bom_cases import needs_poppler, page_texts, resolved_and_report, squeezed
from factory import chassis, psu, with_parts
from plug_cases import plug_build
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from configurator.drawing.chassis_scene import build_chassis_scene
from configurator.model.build import Build
from configurator.model.card_key import CardKey
from configurator.report.bom import assemble_bom, lines_price_usd
from configurator.report.csv_export import bom_csv_text
from configurator.report.pdf.document import bom_pdf_bytes
from configurator.report.text import format_report_text


def _texts(item) -> list[str]:
    out = []
    for child in item.childItems():
        if isinstance(child, QGraphicsSimpleTextItem):
            out.append(child.text())
        out.extend(_texts(child))
    return out


def _tips(item) -> list[str]:
    return [child.toolTip() for child in item.childItems() if child.toolTip()]


def test_bom_lists_the_adapter_as_its_own_line(qapp) -> None:
    resolved, report = resolved_and_report(plug_build())
    bom = assemble_bom(resolved, report)
    kinds = [line.kind for line in bom.lines]
    assert kinds.index("gpu") < kinds.index("adapter")
    [adapter] = [line for line in bom.lines if line.kind == "adapter"]
    assert adapter.name == "16-pin 12V-2x6 adapter, 3 × 8-pin to 16-pin, 450 W"
    assert adapter.qty == 1 and adapter.unit_price_usd == 0
    assert adapter.note.startswith("slot S3; on the PSUs' 6+2-pin cables")
    assert abs(lines_price_usd(bom.lines) - report.totals.price_usd) < 1e-6
    assert "adapter,,16-pin 12V-2x6 adapter" in bom_csv_text(bom).replace('"', "")


def test_two_adapters_of_one_kind_share_a_line(qapp) -> None:
    data = plug_build()
    data["custom_parts"] = [p for p in data["custom_parts"] if p["kind"] != "psu"]
    data["custom_parts"].append(psu(pcie_connectors=6, eps_connectors=3))
    resolved, report = resolved_and_report(data)
    [adapter] = [line for line in assemble_bom(resolved, report).lines if line.kind == "adapter"]
    assert adapter.qty == 2 and adapter.note.startswith("slots S1, S3")


def test_chassis_drawing_shows_plugs_by_kind_and_psu_cables(qapp) -> None:
    resolved, report = resolved_and_report(plug_build())
    scene = build_chassis_scene(resolved, report)
    assert _texts(scene.cards[CardKey.in_slot("S1")]).count("16-pin") == 1
    assert _texts(scene.cards[CardKey.in_slot("S3")]).count("16-pin") == 1
    assert "EPS" in _texts(scene.cards[CardKey.in_slot("S7")])
    assert "16-pin plug on an adapter (450 W class)" in _tips(scene.cards[CardKey.in_slot("S3")])
    assert "16-pin plug on a native cable" in _tips(scene.cards[CardKey.in_slot("S1")])
    assert "8-pin EPS (CPU) plug" in _tips(scene.cards[CardKey.in_slot("S7")])
    psu_item = scene.marked["psu"][0]
    texts = _texts(psu_item)
    assert "Cables used:" in texts
    assert {"6+2-pin 3/6", "16-pin 1/1", "EPS 2/3"} <= set(texts)


def test_psu_box_shows_a_short_kind(qapp) -> None:
    data = with_parts(plug_build(), psu(pcie_connectors=2, pcie_16pin_connectors=0,
                                        eps_connectors=3))
    resolved, report = resolved_and_report(data)
    scene = build_chassis_scene(resolved, report)
    texts = _texts(scene.marked["psu"][0])
    assert "6+2-pin 6/2" in texts  # six wanted, two there


def test_an_eps_plug_without_a_cable_is_red(qapp) -> None:
    data = with_parts(plug_build(), psu(pcie_connectors=6, pcie_16pin_connectors=1,
                                        eps_connectors=1))
    resolved, report = resolved_and_report(data)
    scene = build_chassis_scene(resolved, report)
    [block] = [c for c in scene.cards[CardKey.in_slot("S7")].childItems()
               if c.toolTip() == "8-pin EPS (CPU) plug"]
    assert block.brush().color().name() == "#d32f2f"
    [fed] = [c for c in scene.cards[CardKey.in_slot("S1")].childItems() if "native" in c.toolTip()]
    assert fed.brush().color().name() == "#c8e6c9"


def test_power_board_cables_are_shown_apart(qapp) -> None:
    data = with_parts(plug_build(), chassis(server_airflow=True, gpu_power_connectors=8,
                                            gpu_power_16pin=2))
    resolved, report = resolved_and_report(data)
    scene = build_chassis_scene(resolved, report)
    texts = _texts(scene.marked["psu"][0])
    assert "Power board:" in texts and "16-pin 2/2" in texts and "8-pin 1/8" in texts  # the EPS card


def test_validate_text_names_spikes_cables_and_adapters(qapp) -> None:
    _resolved, report = resolved_and_report(plug_build())
    text = format_report_text(Build(), report)
    assert "Spikes: " in text and "for about 10 ms" in text
    assert "Cables: 6+2-pin PCIe (PSUs) 3 of 6 used" in text
    assert "Adapter in slot S3: 16-pin 12V-2x6 adapter, 3 × 8-pin to 16-pin, 450 W" in text


@needs_poppler
def test_pdf_power_section_and_bom_say_the_same(qapp, tmp_path: Path) -> None:
    resolved, report = resolved_and_report(plug_build())
    path = tmp_path / "plugs.pdf"
    path.write_bytes(bom_pdf_bytes(resolved, report, catalog_version="t"))
    text = squeezed("".join(page_texts(path)))
    for needle in ("Power adapter", "16-pin 12V-2x6 adapter, 3 × 8-pin to 16-pin, 450 W",
                   "Power spikes", "6+2-pin PCIe (PSUs)", "3 of 6 used", "16-pin 12V-2x6 (PSUs)",
                   "8-pin EPS (PSUs)", "Adapter, slot S3"):
        assert squeezed(needle) in text, needle
