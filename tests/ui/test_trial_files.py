"""Issue 17, what a trial of the real window found about files (points 8 and 9)."""

from __future__ import annotations

from pathlib import Path

from configurator.model.setting_edits import SetName

from .ui_helpers import TEMPLATES, TWO_GPU_TEMPLATE

WINDOWS_UNSAFE = set('\\/:*?"<>|')


def test_a_template_opened_from_the_command_line_is_an_untitled_copy(window, dialogs):
    """Point 8: Save wrote into the application's templates folder."""
    before = TWO_GPU_TEMPLATE.read_bytes()
    window.open_files([str(TWO_GPU_TEMPLATE)])
    assert window.document.path is None
    assert str(TWO_GPU_TEMPLATE) not in window.preferences.recent_files()
    window.document.push(SetName("my copy"))
    assert not window.files.save()  # the script cancels the Save As dialog it opens
    assert len(dialogs.asked("save_path")) == 1
    assert TWO_GPU_TEMPLATE.read_bytes() == before


def test_save_as_proposes_a_file_name_valid_on_windows(window, dialogs):
    """Point 9: it proposed "Beginner: one GTX 1060 6GB.gwb.json"."""
    assert window.files.new_from_template(TEMPLATES["1"])
    window.files.save_as()
    (suggested,), = dialogs.asked("save_path")
    name = Path(suggested).name
    assert not WINDOWS_UNSAFE & set(name), name
    assert name.startswith("Beginner- one GTX 1060 6GB")
