"""Make Chinese text in Qt's PDFs extract (copy, search, pdftotext) as the characters drawn.

Qt writes each embedded font's ToUnicode map by asking, for every BMP code point from 0
upwards, which glyph the font uses, and keeps the *lowest* code point per glyph. CJK fonts
(Noto Sans CJK SC included) draw a Kangxi radical and its ideograph with one glyph, so 工
(U+5DE5) extracts as the radical ⼯ (U+2F2F), 见 as ⻅, 门 as ⻔: look-alikes that no search
finds. The fix: learn from the font itself which low code points share a glyph with a
unified ideograph, and append to the PDF an incremental update (PDF 1.7, 7.5.6) that replaces
the affected ToUnicode maps. Nothing else in the file is touched, so offsets stay valid.
"""

from __future__ import annotations

import functools
import re

from PySide6.QtGui import QFont, QRawFont

# Code points below the unified ideographs that a CJK font may draw with an ideograph's
# glyph: CJK Radicals Supplement, Kangxi Radicals, CJK Strokes and Extension A.
SHADOW_RANGE = (0x2E80, 0x4DC0)
UNIFIED_IDEOGRAPHS = (0x4E00, 0xA000)
CMAP_BLOCK_ENTRIES = 100  # the PDF limit of entries between beginbfchar and endbfchar


@functools.cache
def shadow_table(family: str) -> dict[int, int]:
    """{low code point: unified ideograph} for code points that share a glyph in `family`.

    Needs a QGuiApplication. Empty when the family is not installed.
    """
    font = QFont()
    font.setFamilies([family])
    font.setPixelSize(64)
    raw = QRawFont.fromFont(font)
    if not raw.isValid() or raw.familyName() != family:
        return {}
    ideographs = "".join(chr(c) for c in range(*UNIFIED_IDEOGRAPHS))
    low = "".join(chr(c) for c in range(*SHADOW_RANGE))
    glyphs_hi = raw.glyphIndexesForString(ideographs)
    glyphs_lo = raw.glyphIndexesForString(low)
    if len(glyphs_hi) != len(ideographs) or len(glyphs_lo) != len(low):
        return {}  # one glyph per BMP character is what this relies on
    by_glyph: dict[int, int] = {}
    for char, glyph in zip(ideographs, glyphs_hi, strict=True):
        if glyph:
            by_glyph.setdefault(glyph, ord(char))
    return {ord(char): by_glyph[glyph] for char, glyph in zip(low, glyphs_lo, strict=True)
            if glyph and glyph in by_glyph}


_HEX = rb"<([0-9A-Fa-f]+)>"
_RANGE_RE = re.compile(_HEX + rb"\s*" + _HEX + rb"\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])")
_CHAR_RE = re.compile(_HEX + rb"\s*" + _HEX)
_BLOCK_RE = re.compile(rb"\d+\s+begin(bfrange|bfchar)\s(.*?)end\1", re.DOTALL)


def _parse_cmap(cmap: bytes) -> dict[int, str] | None:
    """{character code: destination hex} of a ToUnicode CMap; None if it cannot be read."""
    mapping: dict[int, str] = {}
    for kind, body in _BLOCK_RE.findall(cmap):
        if kind == b"bfchar":
            for src, dst in _CHAR_RE.findall(body):
                mapping[int(src, 16)] = dst.decode("ascii").upper()
            continue
        for lo_hex, hi_hex, dst in _RANGE_RE.findall(body):
            lo, hi = int(lo_hex, 16), int(hi_hex, 16)
            if dst.startswith(b"["):
                values = re.findall(_HEX, dst)
                for offset, value in enumerate(values[: hi - lo + 1]):
                    mapping[lo + offset] = value.decode("ascii").upper()
            elif len(dst) == 6:  # <XXXX>: one UTF-16 unit, incremented along the range
                base = int(dst[1:-1], 16)
                for offset in range(hi - lo + 1):
                    mapping[lo + offset] = f"{base + offset:04X}"
            else:
                return None  # a multi-unit base incremented: not what Qt writes
    return mapping


def fixed_cmap(cmap: bytes, table: dict[int, int]) -> bytes | None:
    """The CMap with shadowed code points replaced, or None when nothing changes."""
    mapping = _parse_cmap(cmap)
    if not mapping:
        return None
    changed = False
    for code, dst in mapping.items():
        if len(dst) == 4 and int(dst, 16) in table:
            mapping[code] = f"{table[int(dst, 16)]:04X}"
            changed = True
    if not changed:
        return None
    head_end = cmap.find(b"endcodespacerange")
    if head_end < 0:
        return None
    head = cmap[: head_end + len(b"endcodespacerange")] + b"\n"
    blocks = []
    items = sorted(mapping.items())
    for start in range(0, len(items), CMAP_BLOCK_ENTRIES):
        chunk = items[start:start + CMAP_BLOCK_ENTRIES]
        entries = b"".join(b"<%04X> <%s>\n" % (code, dst.encode("ascii")) for code, dst in chunk)
        blocks.append(b"%d beginbfchar\n%sendbfchar\n" % (len(chunk), entries))
    tail = b"endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n"
    return head + b"".join(blocks) + tail


_STARTXREF_RE = re.compile(rb"startxref\s+(\d+)\s+%%EOF\s*$")
_OBJ_RE = re.compile(rb"(\d+)\s+0\s+obj\s*<<\s*/Length\s+(\d+)\s*>>\s*stream\r?\n")


def _xref_offsets(pdf: bytes, at: int) -> dict[int, int]:
    """Object offsets from a classic cross-reference table (what QPdfWriter writes)."""
    match = re.compile(rb"xref\s+").match(pdf, at)
    if match is None:
        return {}
    offsets: dict[int, int] = {}
    position = match.end()
    section = re.compile(rb"(\d+)\s+(\d+)\s*\r?\n")
    while (head := section.match(pdf, position)) is not None:
        first, count = int(head.group(1)), int(head.group(2))
        position = head.end()
        for index in range(count):
            entry = pdf[position:position + 20]
            if entry[17:18] == b"n":
                offsets[first + index] = int(entry[:10])
            position += 20
    return offsets


def fix_tounicode(pdf: bytes, table: dict[int, int]) -> bytes:
    """`pdf` with every ToUnicode map that names a shadowed code point corrected."""
    if not table:
        return pdf
    end = _STARTXREF_RE.search(pdf[-64:])
    if end is None:
        return pdf
    previous_xref = int(end.group(1))
    offsets = _xref_offsets(pdf, previous_xref)
    replaced: dict[int, bytes] = {}
    for number in sorted({int(n) for n in re.findall(rb"/ToUnicode\s+(\d+)\s+0\s+R", pdf)}):
        match = _OBJ_RE.match(pdf, offsets.get(number, -1)) if number in offsets else None
        if match is None or int(match.group(1)) != number:
            continue  # compressed or shaped otherwise: leave it as Qt wrote it
        body = pdf[match.end():match.end() + int(match.group(2))]
        new_body = fixed_cmap(body, table)
        if new_body is not None:
            replaced[number] = new_body
    trailer = re.search(rb"trailer\s*<<(.*?)>>\s*startxref", pdf[previous_xref:], re.DOTALL)
    if not replaced or trailer is None:
        return pdf
    out = bytearray(pdf if pdf.endswith(b"\n") else pdf + b"\n")
    placed: list[tuple[int, int]] = []
    for number, body in replaced.items():
        placed.append((number, len(out)))
        out += b"%d 0 obj\n<< /Length %d >>\nstream\n%s\nendstream\nendobj\n" % (
            number, len(body), body)
    xref_at = len(out)
    out += b"xref\n" + b"".join(b"%d 1\n%010d 00000 n \n" % (n, at) for n, at in placed)
    old_trailer = re.sub(rb"/Prev\s+\d+", b"", trailer.group(1))
    out += b"trailer\n<<%s/Prev %d\n>>\nstartxref\n%d\n%%%%EOF\n" % (
        old_trailer, previous_xref, xref_at)
    return bytes(out)
