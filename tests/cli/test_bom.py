"""`configurator bom FILE -o OUT.pdf [--csv OUT.csv] [--force] [--paper a4|letter]` run as a
user runs it, in a separate process (docs/architecture.md)."""

from __future__ import annotations

from pathlib import Path

from bom_cases import (
    error_data,
    incomplete_data,
    needs_poppler,
    page_texts,
    run_tool,
    waived_data,
    write_build,
)
from cli_runner import run_cli

pytestmark = needs_poppler
TEMPLATE = Path(__file__).parents[2] / "resources" / "templates" / "2-one-gpu.gwb.json"


def bom(*args: str):
    return run_cli("bom", *args)


def test_validated_template_exports_pdf_and_csv(tmp_path: Path) -> None:
    pdf, table = tmp_path / "out.pdf", tmp_path / "out.csv"
    result = bom(str(TEMPLATE), "-o", str(pdf), "--csv", str(table))
    assert result.returncode == 0, result.stderr
    assert pdf.read_bytes().startswith(b"%PDF") and table.read_bytes().startswith(b"\xef\xbb\xbf")
    pages = page_texts(pdf)
    assert all("VALIDATED" in page and "NOT VALIDATED" not in page for page in pages)
    assert "595 x 842" in run_tool("pdfinfo", str(pdf))


def test_build_with_errors_is_refused_with_one_line(tmp_path: Path) -> None:
    pdf = tmp_path / "out.pdf"
    result = bom(str(write_build(tmp_path / "bad.gwb.json", error_data())), "-o", str(pdf))
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "2 error(s)" in lines[0] and "--force" in lines[0]
    assert not pdf.exists()


def test_force_exports_not_validated_on_every_page(tmp_path: Path) -> None:
    pdf, table = tmp_path / "forced.pdf", tmp_path / "forced.csv"
    build = write_build(tmp_path / "bad.gwb.json", error_data())
    result = bom(str(build), "-o", str(pdf), "--csv", str(table), "--force", "--paper",
                 "letter")
    assert result.returncode == 0, result.stderr
    pages = page_texts(pdf)
    assert len(pages) >= 2
    for page in pages:
        assert "NOT VALIDATED · 2 error(s)" in page
    assert "612 x 792" in run_tool("pdfinfo", str(pdf))
    assert "NOT VALIDATED" in table.read_text(encoding="utf-8-sig")


def test_incomplete_build_is_refused(tmp_path: Path) -> None:
    result = bom(str(write_build(tmp_path / "part.gwb.json", incomplete_data())), "-o",
                 str(tmp_path / "out.pdf"))
    assert result.returncode == 1
    assert "incomplete" in result.stderr and "PSU" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_waived_markup_build_exports(tmp_path: Path) -> None:
    pdf = tmp_path / "waived.pdf"
    result = bom(str(write_build(tmp_path / "w.gwb.json", waived_data())), "-o", str(pdf))
    assert result.returncode == 0, result.stderr
    assert "<b>Lab & Co</b>" in page_texts(pdf)[0]


def test_unwritable_output_exits_2_without_traceback(tmp_path: Path) -> None:
    result = bom(str(TEMPLATE), "-o", str(tmp_path / "no-such-folder" / "out.pdf"))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and "cannot write" in result.stderr
