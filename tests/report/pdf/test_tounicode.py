"""The ToUnicode repair: Chinese text drawn with a CJK font must extract as the ideographs
drawn, not as the Kangxi radicals that share their glyphs."""

from __future__ import annotations

import re

import pytest

from configurator.report.pdf.style import cjk_sc_family
from configurator.report.pdf.tounicode import fix_tounicode, fixed_cmap, shadow_table

TABLE = {0x2F2F: 0x5DE5, 0x2F30: 0x5DF1, 0x2EC5: 0x89C1}  # ⼯ 工, ⼰ 己, ⻅ 见
HEAD = (b"/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
        b"1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n")
TAIL = b"endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n"


def mapping(cmap: bytes) -> dict[int, str]:
    pairs = re.findall(rb"<([0-9A-F]{4})> <([0-9A-F]+)>", cmap.split(b"endcodespacerange")[1])
    return {int(src, 16): dst.decode() for src, dst in pairs}


def test_arrays_linear_ranges_and_chars_are_all_repaired() -> None:
    cmap = HEAD + (b"3 beginbfrange\n<0000> <0000> <0000>\n<0001> <0003> [<0041> <2F2F> <4F5C>]\n"
                   b"<0004> <0005> <2F2F>\nendbfrange\n1 beginbfchar\n<0006> <2EC5>\n"
                   b"endbfchar\n") + TAIL
    fixed = fixed_cmap(cmap, TABLE)
    assert fixed is not None and fixed.endswith(TAIL) and fixed.startswith(HEAD)
    assert mapping(fixed) == {0: "0000", 1: "0041", 2: "5DE5", 3: "4F5C", 4: "5DE5",
                              5: "5DF1", 6: "89C1"}


def test_nothing_to_repair_leaves_the_pdf_alone() -> None:
    cmap = HEAD + b"1 beginbfrange\n<0001> <0002> [<0041> <0042>]\nendbfrange\n" + TAIL
    assert fixed_cmap(cmap, TABLE) is None
    pdf = b"%PDF-1.4\n1 0 obj\n<< >>\nendobj\nxref\n0 2\n" + b"0" * 40 + b"\ntrailer\n<< >>\n"
    assert fix_tounicode(pdf + b"startxref\n15\n%%EOF\n", TABLE).startswith(pdf)


def test_the_table_comes_from_the_font(qapp) -> None:
    family = cjk_sc_family()
    if family is None:
        pytest.skip("no Simplified Chinese font (Debian: fonts-noto-cjk; .ci/run installs it)")
    table = shadow_table(family)
    assert table[0x2F2F] == ord("工") and table[0x2EC5] == ord("见")
    assert all(0x4E00 <= ideograph < 0xA000 for ideograph in table.values())
