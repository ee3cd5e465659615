"""Part names with markup, very long names and non-Latin scripts survive every view and
export (issue 10): shown literally, never interpreted as rich text, never lost."""

from __future__ import annotations

import csv
import io
import json
import shutil
import subprocess
from pathlib import Path

import pytest
from cli_runner import run_cli
from factory import base_data, gpu, with_parts
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QGraphicsSimpleTextItem, QGraphicsTextItem, QLabel

MARKUP = "<b>Bold</b> & <script>alert(1)</script> Card"
LONG = "Very long card name " + "x" * 400
CHINESE = "七彩虹 战斧 显卡 ✓"
ARABIC = "بطاقة رسومات"


def _hostile_build() -> dict:
    data = base_data(0)
    data["name"] = f"{MARKUP} {CHINESE}"
    data["notes"] = f"{ARABIC} <i>notes</i> & more"
    data = with_parts(data, gpu(id="g-markup", name=MARKUP), gpu(id="g-long", name=LONG),
                      gpu(id="g-zh", name=CHINESE), gpu(id="g-ar", name=ARABIC))
    data["gpus"] = [{"part": "g-markup", "slot": "S1"}, {"part": "g-long", "slot": "S3"},
                    {"part": "g-zh", "slot": "S5"}, {"part": "g-ar", "slot": "S7"}]
    data["extras"] = [{"name": "<u>riser</u> & cable", "price_usd": 35}]
    data["waivers"] = [{"rule": "PCIE-X8", "reason": "<em>accepted</em> & 已知"}]
    return data


@pytest.fixture
def hostile_file(tmp_path: Path) -> Path:
    path = tmp_path / "hostile.gwb.json"
    path.write_text(json.dumps(_hostile_build(), ensure_ascii=False), encoding="utf-8")
    return path


def _model_texts(view: QAbstractItemView) -> list[str]:
    model = view.model()
    texts: list[str] = []

    def walk(parent):
        for row in range(model.rowCount(parent)):
            for column in range(model.columnCount(parent)):
                index = model.index(row, column, parent)
                value = model.data(index, Qt.ItemDataRole.DisplayRole)
                if value is not None:
                    texts.append(str(value))
            walk(model.index(row, 0, parent))

    walk(view.rootIndex())
    return texts


def test_every_view_shows_hostile_names_literally(window, hostile_file: Path) -> None:
    assert window.files.open_path(hostile_file)
    names = (MARKUP, LONG, CHINESE, ARABIC)
    # No label may interpret a name as rich text.
    for label in window.findChildren(QLabel):
        text = label.text()
        if any(fragment in text for fragment in ("<b>Bold", "<script>", "<i>notes", "<u>riser")):
            assert label.textFormat() == Qt.TextFormat.PlainText, text
    # Item views (BOM, checks) hold the names as they are.
    view_texts = [t for view in window.findChildren(QAbstractItemView) for t in _model_texts(view)]
    joined = "\n".join(view_texts)
    for name in names:
        assert name in joined or name[:60] in joined, name[:30]
    # The chassis drawing writes them as plain text items.
    scene_texts = []
    for item in window.chassis_view.chassis_scene.items():
        if isinstance(item, QGraphicsSimpleTextItem):
            scene_texts.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            scene_texts.append(item.toPlainText())
            assert "<b>Bold" not in item.toHtml().replace("&lt;b&gt;", "")
    scene = "\n".join(scene_texts)
    for name in (MARKUP, CHINESE, ARABIC):
        assert name[:20] in scene, name


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils not installed")
def test_exports_keep_hostile_names_literally(hostile_file: Path, tmp_path: Path) -> None:
    pdf, csv_path = tmp_path / "bom.pdf", tmp_path / "bom.csv"
    result = run_cli("bom", str(hostile_file), "-o", str(pdf), "--csv", str(csv_path),
                     "--force")
    assert result.returncode == 0, result.stderr
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                          text=True).stdout
    squashed = " ".join(text.split())
    for fragment in ("<b>Bold</b> & <script>alert(1)</script>", CHINESE.split()[0],
                     "<u>riser</u> & cable", "<em>accepted</em> &"):
        assert fragment in squashed, fragment
    rows = list(csv.reader(io.StringIO(csv_path.read_text(encoding="utf-8-sig"))))
    cells = {cell for row in rows for cell in row}
    assert MARKUP in cells and LONG in cells and CHINESE in cells and ARABIC in cells


def test_validate_json_keeps_hostile_names(hostile_file: Path) -> None:
    result = run_cli("validate", str(hostile_file), "--format", "json")
    assert result.returncode in (0, 1), result.stderr
    report = json.loads(result.stdout)
    messages = " ".join(f["message"] for f in report["findings"])
    assert MARKUP in messages or CHINESE in messages or ARABIC in messages
