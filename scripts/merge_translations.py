"""Carry finished translations from other versions of a .ts file into the current one.

    .venv/bin/python scripts/merge_translations.py REV [REV ...]

For two branches that both added strings, a merge of the .ts files conflicts on lines that
are really independent entries. Resolve it this way instead: take either side's .ts
(`git checkout --theirs resources/translations/configurator_zh_CN.ts`), run
`scripts/update_translations.py` (lupdate adds the other side's strings, unfinished), then
run this script naming the revisions whose translations to keep (e.g. `HEAD MERGE_HEAD`, or
a branch). Each unfinished entry whose context and source a revision has translated takes
that translation; then run `scripts/update_translations.py` again to rebuild the .qm.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS_FILES = sorted((ROOT / "resources" / "translations").glob("*.ts"))


def _finished(root: ET.Element) -> dict[tuple[str, str], ET.Element]:
    found: dict[tuple[str, str], ET.Element] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for entry in context.iter("message"):
            translation = entry.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete",
                                                                   "vanished"):
                continue
            found[(name, entry.findtext("source") or "")] = translation
    return found


def merge(ts_path: Path, revisions: list[str]) -> int:
    text = ts_path.read_text(encoding="utf-8")
    tree = ET.ElementTree(ET.fromstring(text))
    known: dict[tuple[str, str], ET.Element] = {}
    relative = ts_path.relative_to(ROOT).as_posix()
    for revision in revisions:
        shown = subprocess.run(["git", "show", f"{revision}:{relative}"], cwd=ROOT,
                               capture_output=True, text=True, check=False)
        if shown.returncode != 0:
            print(f"{revision}: no {relative} there ({shown.stderr.strip()})", file=sys.stderr)
            continue
        for key, value in _finished(ET.fromstring(shown.stdout)).items():
            known.setdefault(key, value)
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for entry in context.iter("message"):
            translation = entry.find("translation")
            if translation is None or translation.get("type") != "unfinished":
                continue
            other = known.get((name, entry.findtext("source") or ""))
            if other is None:
                continue
            entry.remove(translation)
            entry.append(other)
            filled += 1
    header = text[: text.index("<TS")]
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts_path.write_text(header + body + "\n", encoding="utf-8")
    return filled


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("revisions", nargs="+", help="git revisions to take translations from")
    args = parser.parse_args()
    for ts_path in TS_FILES:
        print(f"{ts_path.name}: {merge(ts_path, args.revisions)} entries filled")
    print("now run scripts/update_translations.py to normalise the file and rebuild the .qm")
    return 0


if __name__ == "__main__":
    sys.exit(main())
