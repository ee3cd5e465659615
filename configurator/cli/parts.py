"""`configurator parts ...`: the user's own parts from the command line (their prices:
configurator.cli.price).

    configurator parts add FILE [--kind KIND] [--replace]
    configurator parts remove ID...
    configurator parts export OUT.csv|OUT.json [--kind KIND]

Each command is all or nothing: the whole input is read and checked first, one bad row
refuses it (exit 2, the row and field named on stderr) and nothing is written.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from configurator.cli.common import EXIT_OK, Command
from configurator.cli.store_commands import fail, on_the_store, write_failed
from configurator.model.parts import KINDS

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
        "PartsCli", "let a part with a catalog part's id replace that part"))
    remove = parts_sub.add_parser("remove", help=translate("PartsCli", "remove your parts"))
    remove.add_argument("ids", nargs="+", metavar="ID")
    export = parts_sub.add_parser("export", help=translate(
        "PartsCli", "write your parts to a CSV or JSON file"))
    export.add_argument("output", metavar="OUT.csv|OUT.json")
    export.add_argument("--kind", choices=KINDS)
    return parts


def cmd_parts(args: argparse.Namespace) -> int:
    def command(catalog) -> int:
        if args.parts_command == "add":
            return _add(catalog, args)
        if args.parts_command == "remove":
            return _remove(catalog, args.ids)
        return _export(catalog, args)
    return on_the_store(command)


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
    missing = [part_id for part_id in ids if not catalog.is_custom(part_id)]
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
    print(translate("PartsCli", "wrote {n} part(s) to {file}").format(n=len(parts),
                                                                      file=args.output))
    return EXIT_OK


COMMANDS = (Command("parts", add_parts_parser, cmd_parts),)
