"""Translation catalogues for tests: the real zh_CN .ts read as XML, a pseudo-translation of
it (every translation is its source wrapped in ⟦…⟧, format fields untouched), and lrelease."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from configurator import i18n

ROOT = Path(__file__).resolve().parents[2]
ZH_TS = ROOT / "resources" / "translations" / "configurator_zh_CN.ts"
ZH_QM = ZH_TS.with_suffix(".qm")
OPEN, CLOSE = "⟦", "⟧"


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    translation: str
    kind: str  # the translation's type attribute: "" when finished


def messages(ts: Path = ZH_TS) -> list[Message]:
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            found.append(Message(name, message.findtext("source", ""),
                                 message.findtext("comment", ""),
                                 "" if translation is None else (translation.text or ""),
                                 "" if translation is None else translation.get("type", "")))
    return found


def lrelease() -> str | None:
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    return str(beside) if beside.exists() else shutil.which("pyside6-lrelease")


def compile_qm(ts: Path, qm: Path) -> None:
    tool = lrelease()
    assert tool is not None
    subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)


def write_pseudo_ts(target: Path, ts: Path = ZH_TS) -> Path:
    tree = ET.parse(ts)
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        translation.text = f"{OPEN}{message.findtext('source', '')}{CLOSE}"
    body = ET.tostring(tree.getroot(), encoding="unicode")
    target.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body,
                      encoding="utf-8")
    return target


def install_pseudo(qm: Path) -> None:
    """The pseudo-translation as the application's catalogue, Qt's zh_CN for Qt's own."""
    assert i18n.install_language("zh_CN", catalogue=qm) == "zh_CN"
