"""Issue 18, finding 7 (the PDF and the text helpers): user text is never interpreted."""

from __future__ import annotations

from pathlib import Path

import pytest
from bom_cases import needs_poppler, page_texts, resolved_and_report
from factory import base_data, gpu, psu, with_parts

from configurator.model.safe_text import (
    BIDI_CONTROLS,
    drawable,
    drawable_lines,
    plain_html,
    plain_tooltip,
)

REVERSED = "txt\u202eexe.txt"


@pytest.mark.parametrize("control", sorted(BIDI_CONTROLS), ids=lambda c: f"U+{ord(c):04X}")
def test_every_bidirectional_control_is_shown_not_obeyed(control: str) -> None:
    shown = drawable(f"a{control}b")
    assert control not in shown and f"<U+{ord(control):04X}>" in shown


def test_line_breaks_and_other_controls_stay_on_one_line() -> None:
    for text in ("PSU\n1600", "a\rb", "a\u2028b", "a\x1bb", "a\x00b", "a\u0085b"):
        shown = drawable(text)
        assert shown.isprintable(), repr(shown)
    assert drawable("PSU\nname") == "PSU\u23cename"
    assert drawable_lines("one\ntwo\u202e") == "one\ntwo<U+202E>"


def test_ordinary_names_come_back_unchanged() -> None:
    for text in ("GeForce RTX 4090", "显卡 工作站", "كرت الشاشة", "👩‍💻 lab", "a\u00a0b", ""):
        assert drawable(text) == text


def test_html_is_escaped_where_qt_reads_it() -> None:
    assert plain_html("<b>x</b> & y") == "&lt;b&gt;x&lt;/b&gt; &amp; y"
    assert plain_tooltip("<b>x</b>\nnote") == "<qt>&lt;b&gt;x&lt;/b&gt;<br>note</qt>"
    assert plain_tooltip("plain\nnote") == "plain\nnote"


@needs_poppler
def test_the_pdf_prints_a_reversing_name_in_its_own_order(tmp_path: Path, qapp) -> None:
    from configurator.report.export import export_bom

    data = with_parts(base_data(1), gpu(name=REVERSED), psu(name="Evil PSU\nsecond line"))
    resolved, report = resolved_and_report(data)
    pdf = tmp_path / "bom.pdf"
    export_bom(resolved, report, None, pdf_path=pdf)
    text = "\n".join(page_texts(pdf))
    assert "txt<U+202E>exe.txt" in text, text
    assert "txt.exe" not in text.replace("<U+202E>", "")
    assert "Evil PSU\u23cesecond line" in text or "Evil PSU⏎second" in text, text


def test_plain_html_escapes_as_html_escape_does() -> None:
    import html

    from configurator.model.safe_text import drawable, plain_html

    for text in ("<b>big</b> & co", "&amp; stays text", "a > b < c", "'quotes' \"kept\"",
                 "tab\there", "", "显卡 <驱动>"):
        assert plain_html(text) == html.escape(drawable(text), quote=False)
