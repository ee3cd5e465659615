"""Issue 30 item 9: a build without a name takes its file's name (window and `configurator
bom`), save dialogs propose names after the build, and the window offers a paper size."""

from __future__ import annotations

import pytest
from bom_cases import needs_poppler, page_texts, run_tool
from cli_runner import run_cli

from configurator.ui.window.export import ExportDialogs
from configurator.ui.window.preferences_dialog import PreferencesDialog

from .ui_helpers import TEMPLATES, template_data, write_build

pytestmark = needs_poppler
TODAY = TEMPLATES["6"]  # two RTX 5090


def _unnamed(tmp_path, file_name: str):
    data = template_data(TODAY)
    data["name"] = ""
    return write_build(tmp_path / file_name, data)


@pytest.fixture
def export_to(monkeypatch, tmp_path):
    """Every export is written to tmp_path/out.SUFFIX; the names proposed are kept."""
    proposed: list[str] = []

    def ask(suffix):
        def answer(_cls, _parent, suggested: str) -> str:
            proposed.append(suggested)
            return str(tmp_path / f"out{suffix}")
        return classmethod(answer)

    monkeypatch.setattr(ExportDialogs, "pdf_path", ask(".pdf"))
    monkeypatch.setattr(ExportDialogs, "csv_path", ask(".csv"))
    monkeypatch.setattr(ExportDialogs, "confirm_not_validated", classmethod(lambda *_: True))
    return proposed


def test_the_pdf_of_an_unnamed_saved_build_is_titled_by_its_file(window, tmp_path, export_to):
    assert window.files.open_path(_unnamed(tmp_path, "lab-2026.gwb"))
    window.actions_["export_pdf"].trigger()
    assert export_to == [str(tmp_path / "lab-2026 - BOM.pdf")]  # beside the build's file
    first_page = page_texts(tmp_path / "out.pdf")[0]
    assert "lab-2026" in first_page and "Untitled" not in first_page
    window.actions_["export_csv"].trigger()
    assert export_to[-1] == str(tmp_path / "lab-2026 - BOM.csv")
    assert window.document.build.name == ""  # the build itself keeps its (empty) name
    assert not window.isWindowModified()


def test_save_and_export_propose_names_after_the_cards(window, tmp_path, dialogs, export_to):
    assert window.files.new_from_template(_unnamed(tmp_path, "anything.gwb"))
    assert window.document.path is None and window.document.build.name == ""
    dialogs.answer("save_path", None)
    assert not window.files.save_as()
    (proposed,), = dialogs.asked("save_path")
    assert proposed.endswith("2x GeForce RTX 5090.gwb"), proposed
    window.actions_["export_pdf"].trigger()
    assert export_to[0].endswith("2x GeForce RTX 5090 - BOM.pdf"), export_to
    # A named build keeps proposing its name.
    assert window.files.new_from_template(TODAY)
    dialogs.answer("save_path", None)
    window.files.save_as()
    assert dialogs.asked("save_path")[-1][0].endswith(
        "Two RTX 5090 on Threadripper TRX50 at 230 V.gwb")


def test_the_paper_is_chosen_in_preferences_and_kept(window, tmp_path, export_to, settings):
    assert window.preferences.paper is None  # the region's usual paper until one is chosen
    dialog = PreferencesDialog(window.preferences, window)
    dialog.paper_box.setCurrentIndex(dialog.paper_box.findData("letter"))
    dialog.apply()
    assert window.preferences.paper == "letter"
    settings.sync()
    assert settings.value("export/paper") == "letter"
    assert window.files.open_path(_unnamed(tmp_path, "lab.gwb"))
    window.actions_["export_pdf"].trigger()
    assert "612 x 792 pts (letter)" in run_tool("pdfinfo", str(tmp_path / "out.pdf"))
    dialog = PreferencesDialog(window.preferences, window)
    assert dialog.paper_box.currentData() == "letter"
    dialog.paper_box.setCurrentIndex(dialog.paper_box.findData("a4"))
    dialog.apply()
    window.actions_["export_pdf"].trigger()
    assert "pts (A4)" in run_tool("pdfinfo", str(tmp_path / "out.pdf"))


def test_configurator_bom_titles_an_unnamed_build_by_its_file_name(tmp_path):
    path = _unnamed(tmp_path, "lab-2026.gwb")
    out = tmp_path / "bom.pdf"
    ran = run_cli("bom", str(path), "-o", str(out), "--force")
    assert ran.returncode == 0, ran.stderr
    first_page = page_texts(out)[0]
    assert "lab-2026" in first_page and "Untitled" not in first_page
