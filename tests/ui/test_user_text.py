"""Issue 18, finding 7: user text is never interpreted in the window: names with HTML are
shown as typed in the "Opened with notes" dialog and the BOM tooltip, and bidirectional and
control characters in names are shown, never obeyed, in the chassis drawing."""

from __future__ import annotations

import json
from pathlib import Path

from factory import base_data, gpu, psu, with_parts
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsView, QMessageBox

from configurator.model.safe_text import BIDI_CONTROLS
from configurator.ui.widgets import plain_boxes

EVIL = "<b>bold</b> <img src=x> txt\u202eexe.txt"
CATALOG_GPU = "gtx-980-ref"  # a catalog id the file's own part shadows: a notice on open


def _evil_build(tmp_path: Path) -> Path:
    data = base_data(1)
    data["gpus"] = [{"part": CATALOG_GPU, "slot": "S1"}]
    data = with_parts(data, gpu(id=CATALOG_GPU, name=EVIL),
                      psu(name="Evil PSU\n1600 W\u2067 load"))
    data["custom_parts"] = [p for p in data["custom_parts"] if p["id"] != "gpu-a"]
    path = tmp_path / "evil.gwb"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_the_opened_with_notes_dialog_shows_html_as_typed(window, dialogs, tmp_path,
                                                          monkeypatch) -> None:
    assert window.files.open_path(_evil_build(tmp_path))
    (title, text), = dialogs.asked("inform")
    assert "<b>bold</b>" in text
    shown: list[tuple[Qt.TextFormat, str]] = []

    def exec_(box: QMessageBox) -> int:
        shown.append((box.textFormat(), box.text()))
        return int(QMessageBox.StandardButton.Ok)

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    plain_boxes.message_box(QMessageBox.Icon.Information, window, title, text)
    (text_format, box_text), = shown
    assert text_format == Qt.TextFormat.PlainText
    assert "<b>bold</b> <img src=x>" in box_text
    assert not any(ch in BIDI_CONTROLS for ch in box_text) and "<U+202E>" in box_text


def test_the_bom_tooltip_escapes_a_names_html(window, tmp_path) -> None:
    assert window.files.open_path(_evil_build(tmp_path))
    tree = window.bom_panel.tree
    tips = [tree.topLevelItem(i).child(j).toolTip(0) for i in range(tree.topLevelItemCount())
            for j in range(tree.topLevelItem(i).childCount())]
    evil_tips = [tip for tip in tips if "bold" in tip]
    assert evil_tips, tips
    for tip in evil_tips:
        assert "&lt;b&gt;bold&lt;/b&gt;" in tip and "<b>" not in tip
    names = [tree.topLevelItem(i).child(j).text(0) for i in range(tree.topLevelItemCount())
             for j in range(tree.topLevelItem(i).childCount())]
    assert not any(ch in BIDI_CONTROLS or ch == "\n" for name in names for ch in name)


def test_names_in_the_chassis_drawing_show_controls_instead_of_obeying_them(window,
                                                                           tmp_path) -> None:
    assert window.files.open_path(_evil_build(tmp_path))
    texts = [item.text() for view in window.findChildren(QGraphicsView)
             for item in view.scene().items() if isinstance(item, QGraphicsSimpleTextItem)]
    assert any("Evil PSU" in text for text in texts), texts
    for text in texts:
        assert "\n" not in text, text  # a second line would overprint the load label
        assert not any(ch in BIDI_CONTROLS for ch in text), text
