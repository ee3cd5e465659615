"""The BOM PDF read back with poppler: what a purchasing department and a lab manager rely on
(issue 6)."""

from __future__ import annotations

import re
import subprocess
from datetime import date
from pathlib import Path

import pytest
from bom_cases import (
    CHINESE_NAME,
    MARKUP_EXTRA,
    MARKUP_GPU,
    MARKUP_NAME,
    MARKUP_NOTES,
    MARKUP_REASON,
    chinese_data,
    error_data,
    incomplete_data,
    needs_poppler,
    page_texts,
    resolved_and_report,
    run_tool,
    sixty_line_data,
    squeezed,
    unknown_and_estimated_data,
    waived_data,
)
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from configurator import __version__
from configurator.drawing.chassis_scene import build_chassis_scene
from configurator.report.bom import assemble_bom
from configurator.report.pdf.document import bom_pdf_bytes
from configurator.report.pdf.sections import money, watts
from configurator.report.pdf.style import cjk_sc_family

pytestmark = needs_poppler
GENERATED = date(2026, 11, 30)


def export(tmp_path: Path, data: dict, name: str = "bom.pdf", **options) -> Path:
    resolved, report = resolved_and_report(data)
    path = tmp_path / name
    path.write_bytes(bom_pdf_bytes(resolved, report, catalog_version="test-7",
                                   generated=GENERATED, **options))
    return path


def test_every_part_line_prints_with_quantity_and_prices(qapp, tmp_path: Path) -> None:
    resolved, report = resolved_and_report(waived_data())
    bom = assemble_bom(resolved, report)
    text = squeezed("".join(page_texts(export(tmp_path, waived_data()))))
    assert len(bom.lines) == 9  # 8 part lines (both cards in one) and one extra
    for line in bom.lines:
        # One row reads, in order: item, name, note, maker, MPN, qty, unit, extended, watts.
        row = [line.kind_label, line.name, line.note, line.manufacturer or "", line.mpn or "",
               str(line.qty), money(line.unit_price_usd), money(line.extended_price_usd),
               "" if line.power_each_w is None else watts(line.power_each_w)]
        assert squeezed("".join(row)) in text, line
    gpu_line = next(line for line in bom.lines if line.kind == "gpu")
    assert gpu_line.qty == 2 and squeezed("slots S1, S3") in text


def test_totals_and_header(qapp, tmp_path: Path) -> None:
    _resolved, report = resolved_and_report(waived_data())
    pages = page_texts(export(tmp_path, waived_data()))
    text = "\n".join(pages)
    assert f"${report.totals.price_usd:,.2f}" in text
    assert f"{report.power.peak_w:,.0f} W, every part at its peak" in text
    assert f"{report.power.wall_w:,.0f} W at" in text
    assert f"{report.thermal.heat_btu_h:,.0f} BTU/h" in text
    assert "US-20A: 120 V × 20 A = 2,400 W; 1,920 W continuous" in text
    for page in pages:
        assert "Generated 2026-11-30" in page and __version__ in page and "catalog test-7" in page
    for slot, link in report.pcie.items():
        assert f"x{link.lanes} gen {link.gen}" in text and slot in text


def test_validated_banner_on_every_page(qapp, tmp_path: Path) -> None:
    pages = page_texts(export(tmp_path, waived_data()))
    assert len(pages) >= 2
    for page in pages:
        assert "VALIDATED · 0 error(s), 0 warning(s), 1 note(s), 1 waived" in page
        assert "NOT VALIDATED" not in page


def test_not_validated_banner_with_counts_on_every_page(qapp, tmp_path: Path) -> None:
    pages = page_texts(export(tmp_path, error_data()))
    for page in pages:
        assert "NOT VALIDATED · 2 error(s), 0 warning(s), 1 note(s)" in page


def test_incomplete_build_is_not_validated(qapp, tmp_path: Path) -> None:
    pages = page_texts(export(tmp_path, incomplete_data()))
    for page in pages:
        assert "NOT VALIDATED" in page and "incomplete: missing PSU" in page


def test_findings_with_severity_message_and_fix(qapp, tmp_path: Path) -> None:
    _resolved, report = resolved_and_report(error_data())
    text = squeezed("".join(page_texts(export(tmp_path, error_data()))))
    assert report.findings
    for finding in report.findings:
        severity = {"error": "Error", "warning": "Warning", "info": "Note"}[finding.severity]
        assert squeezed(f"{severity} · {finding.rule}{finding.message}") in text
        if finding.fix:
            assert squeezed(f"Fix: {finding.fix}") in text
    assert squeezed("Waiver refused (errors cannot be waived): we will cut the case") in text
    assert squeezed("PHYS-GPU-LENGTH every finding of the rule we will cut the case refused")\
        in text


def test_waived_finding_and_waiver_reason(qapp, tmp_path: Path) -> None:
    text = squeezed("".join(page_texts(export(tmp_path, waived_data()))))
    assert squeezed("Warning (waived) · THERMAL-ADJACENT") in text
    assert squeezed(f"Waived: {MARKUP_REASON}") in text
    assert squeezed(f"THERMAL-ADJACENT every finding of the rule {MARKUP_REASON} "
                    "silences 1 finding(s)") in text


def test_not_checked_list_is_printed(qapp, tmp_path: Path) -> None:
    from configurator.rules.not_checked import NOT_CHECKED

    text = squeezed("".join(page_texts(export(tmp_path, waived_data()))))
    for item in NOT_CHECKED:
        assert squeezed(item) in text


def test_what_was_not_judged_and_what_rests_on_estimates_is_printed(qapp, tmp_path: Path
                                                                     ) -> None:
    """A short section after the findings: the check that could not judge the cards and the
    missing field by its label; the finding and the figures that rest on estimates say so."""
    raw = "\n".join(page_texts(export(tmp_path, unknown_and_estimated_data())))
    text = squeezed(raw)
    findings = text.index(squeezed("Findings (2)"))
    section = text.index(squeezed("Not checked in this build (1)"))
    never = text.index(squeezed("The application does not verify the following."))
    assert findings < section < never
    assert squeezed("PHYS-GPU-HEIGHT: Estimated Card (S1, S3): Height (mm)") in text
    assert squeezed("(rests on estimated figures: TDP (W) of the Estimated Card)") in text
    assert squeezed("Estimated figures (resting on estimates, not makers' figures): "
                    "peak power,") in text
    assert squeezed("1,122 W (estimated)") in text  # the peak power among the figures
    assert "air temperature rise" in raw and "height_mm" not in raw and "tdp_w" not in raw
    # Without marks, neither the section nor a mark.
    plain = squeezed("".join(page_texts(export(tmp_path, waived_data(), name="plain.pdf"))))
    assert squeezed("in this build") not in plain and "(estimated)" not in plain


def test_what_was_not_judged_in_chinese(qapp, tmp_path: Path) -> None:
    from PySide6.QtCore import QLocale

    from configurator import i18n

    if cjk_sc_family() is None:
        pytest.skip("no Simplified Chinese font (Debian: fonts-noto-cjk; .ci/run installs it)")
    locale = QLocale()
    i18n.install_language("zh_CN")
    try:
        text = squeezed("".join(page_texts(export(tmp_path, unknown_and_estimated_data()))))
    finally:
        i18n.install_language("en")
        QLocale.setDefault(locale)
    assert squeezed("本配置中未检查的项目（1）") in text
    assert squeezed("PHYS-GPU-HEIGHT：Estimated Card（S1、S3）：高度（mm）") in text
    assert squeezed("Estimated Card 的 TDP（W）") in text
    assert "（估计值）" in text


def test_user_text_prints_literally_never_as_markup(qapp, tmp_path: Path) -> None:
    pages = page_texts(export(tmp_path, waived_data()))
    raw = "\n".join(pages)
    text = squeezed(raw)
    for typed in (MARKUP_NAME, MARKUP_GPU, MARKUP_EXTRA, MARKUP_REASON, *MARKUP_NOTES.split("\n")):
        assert squeezed(typed) in text, typed
    assert MARKUP_NAME in pages[0]  # the header holds the whole name, unbroken
    assert "&amp;" not in raw and "&lt;" not in raw


def test_sixty_line_bom_spans_pages_with_header_on_each(qapp, tmp_path: Path) -> None:
    resolved, report = resolved_and_report(sixty_line_data())
    assert len(assemble_bom(resolved, report).lines) == 60
    pages = [squeezed(page) for page in page_texts(export(tmp_path, sixty_line_data()))]
    bom_pages = [i for i, page in enumerate(pages) if "Spareitem" in page]
    assert len(bom_pages) >= 2, "60 lines should not fit on one page"
    header = squeezed("Item Part Manufacturer / MPN Qty Unit USD Extended USD Peak W each")
    for index in bom_pages:
        assert header in pages[index], f"page {index + 1} lacks the BOM header"
        if index:
            assert squeezed("Bill of materials (continued)") in pages[index]
    text = "".join(pages)
    for i in range(52):
        assert f"Spareitem{i:02d}{1 + i % 3}{money(10.0 + i)}" in text
    assert squeezed(f"Total: 60 line(s) {sum(1 + i % 3 for i in range(52)) + 11}") in text


def test_chassis_drawing_is_vector_with_its_slot_labels(qapp, tmp_path: Path) -> None:
    path = export(tmp_path, waived_data())
    images = run_tool("pdfimages", "-list", str(path)).strip().splitlines()
    assert len(images) == 2, "a raster image in the PDF:\n" + "\n".join(images)  # the header
    resolved, report = resolved_and_report(waived_data())
    drawing_page = squeezed(page_texts(path)[-1])
    assert "Chassisdrawing" in drawing_page and "Toscale,1:" in drawing_page
    for slot in resolved.motherboard.pcie_slots:
        assert slot.id in drawing_page
    # Every label of the window's scene is text on the page, slot labels among them.
    scene = build_chassis_scene(resolved, report)
    labels = [item.text() for item in scene.items()
              if isinstance(item, QGraphicsSimpleTextItem) and item.text().strip()]
    assert len(labels) > 10
    for label in labels:
        assert squeezed(label) in drawing_page, label


def test_chinese_name_extracts_as_characters_with_embedded_cjk_font(qapp, tmp_path: Path
                                                                    ) -> None:
    if cjk_sc_family() is None:
        pytest.skip("no Simplified Chinese font (Debian: fonts-noto-cjk; .ci/run installs it)")
    path = export(tmp_path, chinese_data())
    pages = page_texts(path)
    for page in pages:
        assert CHINESE_NAME in page
    assert "显卡 工作站" in "\n".join(pages)
    assert not re.search("[\u2e80-\u2fdf]", "\n".join(pages)), "radicals instead of ideographs"
    fonts = run_tool("pdffonts", str(path)).splitlines()[2:]
    for line in fonts:
        assert line.split()[-5] == "yes", f"font not embedded: {line}"
    names = [line.split()[0] for line in fonts]
    simplified = re.compile(r"(?i)cjksc|hanssanssc|hanssanscn|yahei|pingfangsc|wenquanyi|simhei")
    assert any(simplified.search(name) for name in names), names
    assert not any(re.search(r"(?i)cjk(jp|kr|tc|hk)", name) for name in names), names


def test_letter_and_a4_paper(qapp, tmp_path: Path) -> None:
    for paper, size in (("a4", "595 x 842"), ("letter", "612 x 792")):
        path = export(tmp_path, waived_data(), f"{paper}.pdf", paper=paper)
        info = run_tool("pdfinfo", str(path))
        assert f"Page size:       {size}" in info


def test_plots_are_optional(qapp, tmp_path: Path, catalog) -> None:
    plain = page_texts(export(tmp_path, waived_data(), "plain.pdf"))
    path = export(tmp_path, waived_data(), "plots.pdf", include_plots=True, catalog=catalog)
    with_plots = page_texts(path)
    assert len(with_plots) == len(plain) + 1
    assert "GFLOPS against price and power" in with_plots[-1]
    # Every page stays vector, the plots' too (issue 17, point 20): no image at all.
    images = run_tool("pdfimages", "-list", str(path)).strip().splitlines()[2:]
    assert images == []


def test_poppler_reads_the_file_without_complaint(qapp, tmp_path: Path) -> None:
    path = export(tmp_path, chinese_data())
    result = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True)
    assert result.returncode == 0 and result.stderr == ""


def test_long_name_and_long_notes_run_over_pages(qapp, tmp_path: Path) -> None:
    data = waived_data()
    data["name"] = "A very long build name " * 21  # 483 characters
    data["notes"] = "\n".join(f"Note line {i}: " + "words " * 30 for i in range(100))
    pages = page_texts(export(tmp_path, data))
    assert squeezed(data["name"]) in squeezed(pages[0])  # in full, once, on the first page
    assert all("…" in page.splitlines()[0] for page in pages)  # the header shortens it
    text = squeezed("".join(pages))
    for i in range(100):
        assert f"Noteline{i}:" in text
    assert all("VALIDATED" in page for page in pages)
