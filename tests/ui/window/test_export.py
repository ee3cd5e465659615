"""The window's Export actions: a question before exporting a build that is not validated,
a file name, and a message when writing fails. Dialogs are replaced, never shown."""

from __future__ import annotations

from pathlib import Path

import pytest
from bom_cases import error_data, incomplete_data, resolved_and_report, waived_data

from configurator.ui.window import export as export_actions
from configurator.ui.window.export import (
    ExportDialogs,
    default_paper,
    export_csv_interactive,
    export_pdf_interactive,
    suggested_file_name,
)


class Recorder:
    def __init__(self, monkeypatch: pytest.MonkeyPatch, path: Path | None, confirm: bool):
        self.questions: list[str] = []
        self.failures: list[str] = []
        self.suggested: list[str] = []

        def ask_path(_cls, _parent, suggested: str) -> str | None:
            self.suggested.append(suggested)
            return None if path is None else str(path)

        def confirm_not_validated(_cls, _parent, _title: str, text: str) -> bool:
            self.questions.append(text)
            return confirm

        def failed(_cls, _parent, _title: str, text: str) -> None:
            self.failures.append(text)

        for name, function in (("pdf_path", ask_path), ("csv_path", ask_path),
                               ("confirm_not_validated", confirm_not_validated),
                               ("failed", failed)):
            monkeypatch.setattr(ExportDialogs, name, classmethod(function))


class FakeCatalog:
    version = "test-cat"


def test_validated_build_exports_without_a_question(qapp, monkeypatch, tmp_path) -> None:
    recorder = Recorder(monkeypatch, tmp_path / "lab", confirm=False)
    resolved, report = resolved_and_report(waived_data())
    written = export_pdf_interactive(None, resolved, report, FakeCatalog(), paper="a4")
    assert written == tmp_path / "lab.pdf" and written.read_bytes().startswith(b"%PDF")
    assert recorder.questions == [] and recorder.failures == []
    assert recorder.suggested[0].endswith(" - BOM.pdf")


def test_errors_ask_first_and_no_means_no_file(qapp, monkeypatch, tmp_path) -> None:
    recorder = Recorder(monkeypatch, tmp_path / "bad.pdf", confirm=False)
    resolved, report = resolved_and_report(error_data())
    assert export_pdf_interactive(None, resolved, report, FakeCatalog()) is None
    assert len(recorder.questions) == 1 and "2 error(s)" in recorder.questions[0]
    assert "NOT VALIDATED" in recorder.questions[0]
    assert recorder.suggested == [] and not (tmp_path / "bad.pdf").exists()


def test_errors_exported_when_the_user_agrees(qapp, monkeypatch, tmp_path) -> None:
    recorder = Recorder(monkeypatch, tmp_path / "bad.csv", confirm=True)
    resolved, report = resolved_and_report(error_data())
    written = export_csv_interactive(None, resolved, report)
    assert written == tmp_path / "bad.csv" and "NOT VALIDATED" in written.read_text(
        encoding="utf-8-sig")
    assert len(recorder.questions) == 1


def test_incomplete_build_asks_too(qapp, monkeypatch, tmp_path) -> None:
    recorder = Recorder(monkeypatch, None, confirm=True)
    resolved, report = resolved_and_report(incomplete_data())
    assert export_csv_interactive(None, resolved, report) is None  # cancelled the file name
    assert "incomplete: missing PSU" in recorder.questions[0]


def test_write_failure_is_reported_not_raised(qapp, monkeypatch, tmp_path) -> None:
    recorder = Recorder(monkeypatch, tmp_path / "missing-folder" / "x.pdf", confirm=True)
    resolved, report = resolved_and_report(waived_data())
    assert export_pdf_interactive(None, resolved, report, FakeCatalog()) is None
    assert len(recorder.failures) == 1 and "x.pdf" in recorder.failures[0]


def test_suggested_name_and_paper(qapp) -> None:
    resolved, _report = resolved_and_report(waived_data())
    name = suggested_file_name(resolved, ".pdf")
    assert not set('<>/\\:*?"|') & set(name) and name.endswith(" - BOM.pdf")
    resolved.build.name = ""
    # An unnamed build is proposed after its cards (issue 30 item 9), not "bill-of-materials".
    assert suggested_file_name(resolved, ".csv", "/tmp") == "/tmp/2x Test GPU 11G - BOM.csv"
    us = export_actions.QLocale(export_actions.QLocale.Language.English,
                                export_actions.QLocale.Country.UnitedStates)
    cn = export_actions.QLocale(export_actions.QLocale.Language.Chinese,
                                export_actions.QLocale.Country.China)
    assert default_paper(us) == "letter" and default_paper(cn) == "a4"
