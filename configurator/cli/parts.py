"""`configurator parts ...`: the user's own parts from the command line (their prices:
configurator.cli.price).

    configurator parts add FILE [--kind KIND] [--replace]
    configurator parts remove ID...
    configurator parts list [--kind KIND] [--damaged] [--format text|json]
    configurator parts export OUT.csv|OUT.json [--kind KIND]
    configurator parts export OUT.json --damaged

A stored part or price that fails the checks of entry (a field from a newer version, bit
rot, a row another program wrote) is kept where it is and never used: `list --damaged` names
each with the reason, `export --damaged` saves them as they are stored (JSON), `remove ID`
(or `price clear ID`) removes one (docs/architecture.md, "Damaged rows").

Each command is all or nothing: the whole input is read and checked first, one bad row
refuses it (exit 2, the row and field named on stderr) and nothing is written.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from configurator.cli.common import EXIT_OK, Command
from configurator.cli.store_commands import fail, on_the_store, write_failed
from configurator.model.parts import KINDS
from configurator.model.safe_text import drawable

translate = QCoreApplication.translate


def add_parts_parser(sub) -> argparse.ArgumentParser:
    """The `parts` sub-command's parser."""
    parts = sub.add_parser("parts", help=translate("PartsCli", "your own parts: add, remove, "
                                                               "export"))
    parts_sub = parts.add_subparsers(dest="parts_command", metavar="ACTION", required=True)
    add = parts_sub.add_parser("add", help=translate(
        "PartsCli", "add parts from a JSON part, a JSON list or a CSV of one kind"))
    add.add_argument("file")
    add.add_argument("--kind", choices=KINDS, help=translate(
        "PartsCli", "the kind of every row of a CSV without a kind column"))
    add.add_argument("--replace", action="store_true", help=translate(
        "PartsCli", "let a part replace the part of the same id: a catalog part, one of "
                    "yours or your team's"))
    remove = parts_sub.add_parser("remove", help=translate("PartsCli", "remove your parts"))
    remove.add_argument("ids", nargs="+", metavar="ID")
    listing = parts_sub.add_parser("list", help=translate(
        "PartsCli", "list your parts, or those that cannot be read (--damaged)"))
    listing.add_argument("--kind", choices=KINDS)
    listing.add_argument("--damaged", action="store_true", help=translate(
        "PartsCli", "the parts and prices kept but not used, with the reason"))
    listing.add_argument("--format", choices=("text", "json"), default="text")
    export = parts_sub.add_parser("export", help=translate(
        "PartsCli", "write your parts to a CSV or JSON file"))
    export.add_argument("output", metavar="OUT.csv|OUT.json")
    export.add_argument("--kind", choices=KINDS)
    export.add_argument("--damaged", action="store_true", help=translate(
        "PartsCli", "write the parts and prices that cannot be read, as they are stored "
        "(JSON)"))
    return parts


def cmd_parts(args: argparse.Namespace) -> int:
    def command(catalog) -> int:
        if args.parts_command == "add":
            return _add(catalog, args)
        if args.parts_command == "remove":
            return _remove(catalog, args.ids)
        if args.parts_command == "list":
            return _list(catalog, args)
        if args.damaged:
            return _export_damaged(catalog, args.output)
        return _export(catalog, args)
    return on_the_store(command, changes=args.parts_command in ("add", "remove"))


def _add(catalog, args: argparse.Namespace) -> int:
    from configurator.catalog.checks import ChangeRefusedError
    from configurator.catalog.part_files import read_parts_file

    read = read_parts_file(args.file, args.kind)
    try:
        catalog.add_custom_parts([r.spec for r in read], replace=args.replace)
    except ChangeRefusedError as refusal:
        if refusal.row is not None and refusal.where is None and refusal.row <= len(read):
            refusal = ChangeRefusedError(refusal.problem, refusal.field,
                                         where=read[refusal.row - 1].where)
        raise refusal from None
    print(translate("PartsCli", "added {n} part(s) of your own").format(n=len(read)))
    return EXIT_OK


def _remove(catalog, ids: list[str]) -> int:
    missing = [part_id for part_id in ids if not catalog.is_custom(part_id)
               and not catalog.store.is_damaged("part", part_id)]
    if missing:
        return fail(translate("PartsCli", "{ids}: not one of your parts; nothing removed")
                     .format(ids=", ".join(missing)))
    removed = catalog.remove_custom_parts(ids)
    print(translate("PartsCli", "removed {n} part(s)").format(n=len(removed)))
    return EXIT_OK


def _export(catalog, args: argparse.Namespace) -> int:
    from configurator.catalog.part_files import parts_csv_text, parts_json_text
    from configurator.report.export import write_bytes_atomic

    suffix = Path(args.output).suffix.lower()
    if suffix not in (".csv", ".json"):
        return fail(translate("PartsCli", "{file}: the output must end in .csv or .json")
                     .format(file=args.output))
    parts = list(catalog.user_parts(args.kind))
    text = (parts_json_text if suffix == ".json" else parts_csv_text)(parts, args.kind)
    try:
        write_bytes_atomic(args.output, text.encode("utf-8"))
    except OSError as error:
        return write_failed(args.output, error)
    print(translate("PartsCli", "wrote {n} part(s) to {file}").format(
        n=len(parts), file=drawable(args.output)))
    left_out = [row for row in catalog.damaged_rows(full=True) if row.table == "part"
                and (args.kind is None or row.kind == args.kind)]
    if left_out:  # a backup that lacks parts says so
        print(translate(
            "PartsCli", "configurator: {n} of your parts cannot be read and are not in {file} "
            "({ids}): configurator parts export --damaged FILE.json saves them as they are "
            "stored").format(n=len(left_out), file=args.output,
                             ids=", ".join(row.key for row in left_out[:5])
                             + (", …" if len(left_out) > 5 else "")), file=sys.stderr)
    return EXIT_OK


def _damaged_json(catalog) -> list[dict]:
    from configurator.words.messages import message_text

    return [{"table": row.table, "id": row.key, "kind": row.kind or None,
             "reason": row.reason if isinstance(row.reason, str) else message_text(row.reason),
             "stored": row.stored} for row in catalog.damaged_rows(full=True)]


def _list(catalog, args: argparse.Namespace) -> int:
    if args.damaged:
        rows = [row for row in _damaged_json(catalog)
                if args.kind is None or row["kind"] == args.kind]
        if args.format == "json":
            print(json.dumps([{k: v for k, v in row.items() if k != "stored"} for row in rows],
                             indent=2, ensure_ascii=False, allow_nan=False))
            return EXIT_OK
        if not rows:
            print(translate("PartsCli", "No damaged parts or prices."))
        for row in rows:
            what = (translate("PartsCli", "part") if row["table"] == "part"
                    else translate("PartsCli", "price"))
            print(f"{row['id']}\t{what}\t{row['kind'] or ''}\t{row['reason']}")
        return EXIT_OK
    parts = list(catalog.user_parts(args.kind))
    if args.format == "json":
        print(json.dumps([{"id": p.id, "kind": p.kind, "name": p.name} for p in parts],
                         indent=2, ensure_ascii=False, allow_nan=False))
        return EXIT_OK
    if not parts:
        print(translate("PartsCli", "No parts of your own."))
    for part in parts:
        print(f"{part.id}\t{part.kind}\t{part.name}")
    return EXIT_OK


def _export_damaged(catalog, output: str) -> int:
    from configurator.report.export import write_bytes_atomic

    if Path(output).suffix.lower() != ".json":
        return fail(translate("PartsCli", "{file}: damaged rows are saved as JSON: the output "
                                          "must end in .json").format(file=output))
    rows = _damaged_json(catalog)
    text = json.dumps(rows, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    try:
        write_bytes_atomic(output, text.encode("utf-8"))
    except OSError as error:
        return write_failed(output, error)
    print(translate("PartsCli", "wrote {n} damaged row(s) to {file}").format(
        n=len(rows), file=drawable(output)))
    return EXIT_OK


COMMANDS = (Command("parts", add_parts_parser, cmd_parts),)
