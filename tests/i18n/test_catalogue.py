"""The zh_CN catalogue is complete and current: nothing unfinished or obsolete, every
translation keeps its source's format fields, the compiled .qm is the one lrelease makes of
the .ts, and every string the code marks is in the .ts (lupdate's Python parser misses some
spellings: a test is cheaper than a Chinese user finding English)."""

from __future__ import annotations

import ast
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from configurator.rules.messages import all_templates

from .pseudo import ROOT, ZH_QM, ZH_TS, compile_qm, lrelease, messages

# str.format fields, argparse's %(name)s, Qt's %n, the window title's modified mark.
FIELD = re.compile(r"\{[^{}]*\}|%\(\w+\)\w|%n|\[\*\]")
ACCELERATOR = re.compile(r"&(?!&)(\w)")
PACKAGE = ROOT / "configurator"


def test_the_catalogue_has_no_unfinished_or_obsolete_entry():
    kinds = {}
    for translation in ET.parse(ZH_TS).getroot().iter("translation"):
        kind = translation.get("type")
        if kind:
            kinds[kind] = kinds.get(kind, 0) + 1
    assert kinds == {}, f"entries by type: {kinds}; run scripts/update_translations.py"
    empty = [m for m in messages() if not m.translation.strip()]
    assert not empty, empty[:5]


def test_translations_keep_the_format_fields_and_accelerators():
    def found(pattern: re.Pattern, text: str, fold: bool = False) -> set[str]:
        return {f.upper() if fold else f for f in pattern.findall(text)}

    # Keyboard accelerators keep their letter ("&File" -> "文件(&F)"), whatever its case.
    wrong = [(m.context, m.source, m.translation) for m in messages()
             if found(FIELD, m.source) != found(FIELD, m.translation)
             or found(ACCELERATOR, m.source, True) != found(ACCELERATOR, m.translation, True)]
    assert not wrong, "\n".join(map(repr, wrong))


def test_the_qm_is_built_from_the_current_ts(tmp_path):
    if lrelease() is None:
        pytest.skip("pyside6-lrelease is missing (it ships with PySide6-Essentials)")
    rebuilt = tmp_path / "configurator_zh_CN.qm"
    compile_qm(ZH_TS, rebuilt)
    assert ZH_QM.read_bytes() == rebuilt.read_bytes(), (
        "resources/translations/configurator_zh_CN.qm is stale: run "
        "scripts/update_translations.py")


def test_the_marked_templates_are_generated_from_the_current_code_and_templates():
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import update_translations
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    marked = PACKAGE / "words" / "marked"
    generated = {path.name: path.read_text(encoding="utf-8") for path in marked.glob("*.py")}
    assert generated == update_translations.marked_sources(), (
        "configurator/words/marked/ is stale: run scripts/update_translations.py")
    assert all(len(text.splitlines()) <= 400 for text in generated.values())


def _marked(path: Path) -> set[tuple[str, str]]:
    """(context, text) of every literal the module marks: translate("C", "text"),
    QT_TRANSLATE_NOOP("C", "text") and self.tr("text") (context: the enclosing class)."""
    found = set()

    def visit(node: ast.AST, cls: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, child.name)
                continue
            if isinstance(child, ast.Call):
                func, args = child.func, child.args
                name = func.id if isinstance(func, ast.Name) else (
                    func.attr if isinstance(func, ast.Attribute) else "")
                literal = [isinstance(a, ast.Constant) and isinstance(a.value, str)
                           for a in args]
                if name in ("translate", "QT_TRANSLATE_NOOP") and len(args) >= 2 and all(
                        literal[:2]):
                    found.add((args[0].value, args[1].value))
                elif (name == "tr" and isinstance(func, ast.Attribute)
                      and isinstance(func.value, ast.Name) and func.value.id == "self"
                      and args and literal[0] and cls):
                    found.add((cls, args[0].value))
            visit(child, cls)

    visit(ast.parse(path.read_text(encoding="utf-8")), None)
    return found


def test_every_marked_string_of_the_code_is_in_the_catalogue():
    in_ts = {(m.context, m.source) for m in messages()}
    missing = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for key in sorted(_marked(path) - in_ts):
            missing.append(f"{path.relative_to(ROOT)}: {key}")
    assert not missing, "not in the .ts (run scripts/update_translations.py):\n" + "\n".join(
        missing)


def test_every_rule_template_is_in_the_findings_context():
    findings = {m.source for m in messages() if m.context == "Findings"}
    assert set(all_templates()) <= findings


def test_every_reader_and_catalog_template_is_in_the_messages_context():
    from configurator.model.messages import templates_in

    sources = sorted(path for layer in ("model", "catalog", "analysis")
                     for path in (PACKAGE / layer).rglob("*.py"))
    templates = set(templates_in(sources))
    assert "unknown key" in templates and "line {line}, column {column}" in templates
    assert "reference_w differs within one curve" in templates  # the cost data's
    in_messages = {m.source for m in messages() if m.context == "Messages"}
    assert templates <= in_messages, sorted(templates - in_messages)


def test_every_lab_template_is_in_its_context():
    """The lab's checks are findings ("Findings"); its file's reader and its edits speak in
    messages ("Messages")."""
    from configurator.lab.context import FINDING_MODULES
    from configurator.model.messages import templates_in

    lab = PACKAGE / "lab"
    checks = [lab / name for name in FINDING_MODULES]
    rest = [path for path in lab.glob("*.py") if path.name not in FINDING_MODULES]
    findings = {m.source for m in messages() if m.context == "Findings"}
    in_messages = {m.source for m in messages() if m.context == "Messages"}
    assert set(templates_in(checks)) <= findings
    assert set(templates_in(rest)) <= in_messages
    assert "unknown circuit {id!r} (the lab's circuits: {names})" in templates_in(rest)
