"""Shrink the ICU data library that PySide6's Linux wheels ship (libicudata.so.NN, ~31 MB).

Qt's Linux build links QtCore against ICU, and ICU's data (every locale, converter,
dictionary and transliterator) is one symbol, `icudtNN_dat`, in libicudata. QtCore calls only
a few ICU services (checked with `nm -D --undefined-only libQt6Core.so.6`): case mapping
(code, no data), collation (`ucol_*`: QCollator), time-zone names (`ucal_*`) and codecs
(`ucnv_*`, for encodings Qt does not implement itself; this app reads and writes UTF-8).

This tool copies the common-data package out of the library, keeps the items those services
need for the languages the app speaks (root, English, Chinese) plus every small shared table,
and links a new library with the same soname and the same symbol:

- kept: the package's shared tables (`pool.res`, `res_index.res`, `supplementalData.res`,
  `likelySubtags.res`, time-zone rules, normalization `.nrm`, `cnvalias.icu`), the locale
  bundles of root/en/zh, and `coll/` and `zone/` for root/en/zh (`coll/ucadata.icu` is the
  root collation);
- dropped: break-iterator dictionaries (Qt has its own text boundaries), converters' `.cnv`
  tables (UTF-8/16/32, ASCII and Latin-1 are algorithmic in ICU and Qt), transliteration,
  unit/currency/language/region display names, number spell-out, character names.

A language outside the kept ones still works: ICU falls back to root data (collation by
code point order of the root table, English-like names), it does not fail.

Usage: python icu_trim.py SRC_LIB DEST_LIB [--keep-locale LANG ...]
Needs `as` and `ld` (Debian's binutils). Only ELF64 little-endian libraries are handled.
"""

from __future__ import annotations

import argparse
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

DEFAULT_LOCALES = ("root", "en", "zh")
# Subtrees kept for the chosen locales; every other subtree is dropped.
KEPT_TREES = ("coll", "zone")
# Top-level items dropped although they are not locale bundles (unused by QtCore).
DROPPED_TOP_LEVEL = re.compile(r".*\.(cnv|spp|cfu|dict)$|unames\.icu$|ulayout\.icu$")
# A locale bundle's name: language, optional script/region/variant parts.
LOCALE_NAME = re.compile(r"^(root|[a-z]{2,3})(_[A-Za-z0-9]+)*\.res$")
# Shared items of a tree that are not locales.
SHARED_IN_TREE = {"pool.res", "res_index.res"}

_SYMBOL = re.compile(rb"^icudt\d+[lbe]?_dat$")


class TrimError(Exception):
    """The library is not what this tool understands; the caller keeps the original."""


@dataclass(frozen=True)
class Package:
    header: bytes
    names: list[str]
    items: list[bytes]

    @property
    def size(self) -> int:
        return len(self.header) + sum(len(i) for i in self.items)


def find_data_symbol(lib: bytes) -> tuple[str, int, int]:
    """(symbol name, file offset, size) of the ICU data symbol of an ELF64 LE library."""
    if lib[:4] != b"\x7fELF" or lib[4] != 2 or lib[5] != 1:
        raise TrimError("not an ELF64 little-endian library")
    (e_shoff,) = struct.unpack_from("<Q", lib, 0x28)
    e_shentsize, e_shnum = struct.unpack_from("<HH", lib, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", lib, e_shoff + i * e_shentsize)
                for i in range(e_shnum)]
    for _name, kind, _flags, _addr, offset, size, link, _info, _align, _entsize in sections:
        if kind != 11:  # SHT_DYNSYM
            continue
        strtab_offset = sections[link][4]
        for index in range(size // 24):
            st_name, _info, _other, st_shndx, st_value, st_size = struct.unpack_from(
                "<IBBHQQ", lib, offset + index * 24)
            start = strtab_offset + st_name
            name = lib[start:lib.index(b"\0", start)]
            if _SYMBOL.match(name) and st_size:
                section = sections[st_shndx]
                return name.decode(), st_value - section[3] + section[4], st_size
    raise TrimError("no icudtNN_dat symbol in the library")


def parse_package(data: bytes) -> Package:
    """Split an ICU common-data package ("CmnD") into its header, item names and items."""
    (header_size,) = struct.unpack_from("<H", data, 0)
    if data[2:4] != b"\xda\x27" or data[12:16] != b"CmnD" or data[8] != 0:
        raise TrimError("the ICU data is not a little-endian common-data package")
    (count,) = struct.unpack_from("<I", data, header_size)
    entries = [struct.unpack_from("<II", data, header_size + 4 + 8 * k) for k in range(count)]
    names = []
    for name_offset, _ in entries:
        start = header_size + name_offset
        names.append(data[start:data.index(b"\0", start)].decode("ascii"))
    offsets = [header_size + data_offset for _, data_offset in entries] + [len(data)]
    items = [data[offsets[k]:offsets[k + 1]] for k in range(count)]
    return Package(data[:header_size], names, items)


def build_package(header: bytes, names: Sequence[str], items: Sequence[bytes]) -> bytes:
    """A common-data package of `items` (names must stay sorted: ICU bisects them)."""
    if list(names) != sorted(names):
        raise TrimError("item names are not sorted")
    count = len(names)
    toc_size = 4 + 8 * count
    name_block = bytearray()
    name_offsets = []
    for name in names:
        name_offsets.append(toc_size + len(name_block))
        name_block += name.encode("ascii") + b"\0"
    first_item = len(header) + toc_size + len(name_block)
    padding = (-first_item) % 16
    data_offset = toc_size + len(name_block) + padding
    toc = bytearray(struct.pack("<I", count))
    body = bytearray()
    for name_offset, item in zip(name_offsets, items, strict=True):
        toc += struct.pack("<II", name_offset, data_offset + len(body))
        body += item + b"\0" * ((-len(item)) % 16)
    return bytes(header) + bytes(toc) + bytes(name_block) + b"\0" * padding + bytes(body)


def keep_item(name: str, locales: Iterable[str]) -> bool:
    """Whether the package item `name` ("icudt73l/coll/zh.res") is kept."""
    parts = name.split("/")[1:]  # drop the package name
    locales = tuple(locales)

    def locale_kept(file_name: str) -> bool:
        language = file_name.split(".")[0].split("_")[0]
        return language in locales

    if len(parts) == 1:
        (file_name,) = parts
        if DROPPED_TOP_LEVEL.match(file_name):
            return False
        if file_name in SHARED_IN_TREE or not LOCALE_NAME.match(file_name):
            return True  # a shared table (supplementalData.res, zoneinfo64.res, ...)
        return locale_kept(file_name)
    tree, file_name = parts[0], parts[-1]
    if tree not in KEPT_TREES:
        return False
    if file_name in SHARED_IN_TREE or not file_name.endswith(".res"):
        return True  # coll/ucadata.icu and the tree's pool
    return locale_kept(file_name)


def trim_package(data: bytes, locales: Iterable[str] = DEFAULT_LOCALES) -> bytes:
    package = parse_package(data)
    kept = [(n, i) for n, i in zip(package.names, package.items, strict=True)
            if keep_item(n, locales)]
    return build_package(package.header, [n for n, _ in kept], [i for _, i in kept])


def soname_of(path: Path) -> str:
    name = path.name
    match = re.match(r"^(lib[^.]+\.so\.\d+)", name)
    return match.group(1) if match else name


def link_data_library(symbol: str, data: bytes, soname: str, dest: Path) -> None:
    """Link a shared library exporting `symbol` = `data` (16-aligned, read-only)."""
    for tool in ("as", "ld"):
        if shutil.which(tool) is None:
            raise TrimError(f"`{tool}` is missing (install binutils)")
    with tempfile.TemporaryDirectory(prefix="icu-trim-") as scratch:
        folder = Path(scratch)
        (folder / "data.bin").write_bytes(data)
        (folder / "data.s").write_text(
            "\t.section .rodata\n"
            f"\t.globl {symbol}\n"
            f"\t.type {symbol}, @object\n"
            "\t.balign 16\n"
            f"{symbol}:\n"
            '\t.incbin "data.bin"\n'
            f"\t.size {symbol}, . - {symbol}\n"
            '\t.section .note.GNU-stack,"",@progbits\n',
            encoding="ascii",
        )
        subprocess.run(["as", "-o", "data.o", "data.s"], cwd=folder, check=True)
        subprocess.run(["ld", "-shared", "-soname", soname, "--hash-style=both",
                        "-z", "noexecstack", "-o", "out.so", "data.o"], cwd=folder, check=True)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(folder / "out.so", dest)


def trim_library(src: Path, dest: Path, locales: Iterable[str] = DEFAULT_LOCALES) -> tuple[
        int, int]:
    """Write the trimmed copy of `src` to `dest`; (size before, size after) in bytes."""
    lib = Path(src).read_bytes()
    symbol, offset, size = find_data_symbol(lib)
    trimmed = trim_package(lib[offset:offset + size], locales)
    link_data_library(symbol, trimmed, soname_of(Path(src)), Path(dest))
    check = Path(dest).read_bytes()
    symbol2, offset2, size2 = find_data_symbol(check)
    if symbol2 != symbol or check[offset2:offset2 + size2] != trimmed or offset2 % 16:
        raise TrimError("the linked library does not hold the trimmed data")
    return len(lib), len(check)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("src", type=Path)
    parser.add_argument("dest", type=Path)
    parser.add_argument("--keep-locale", action="append", dest="locales",
                        help=f"language to keep (default: {', '.join(DEFAULT_LOCALES)})")
    args = parser.parse_args(argv)
    locales = tuple(args.locales) if args.locales else DEFAULT_LOCALES
    if "root" not in locales:
        locales = ("root", *locales)
    before, after = trim_library(args.src, args.dest, locales)
    print(f"{args.src.name}: {before / 1e6:.1f} MB -> {after / 1e6:.1f} MB "
          f"(kept {', '.join(locales)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
