"""`configurator parts ...` and `configurator price ...`: the user's own parts and prices from
the command line (DESIGN.md sections 5 and 7).

    configurator parts add FILE [--kind KIND] [--replace]
    configurator parts remove ID...
    configurator parts export OUT.csv|OUT.json [--kind KIND]
    configurator price set ID PRICE_USD [--date YYYY-MM-DD] [--source URL]
    configurator price clear ID
    configurator price import QUOTE.csv

Each command is all or nothing: the whole input is read and checked first, one bad row
refuses it (exit 2, the row and field named on stderr) and nothing is written.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from configurator.catalog.store import StoreReadOnlyError
from configurator.catalog.team_connection import TeamStoreError
from configurator.cli_common import EXIT_BAD_INPUT, EXIT_OK, Command, open_catalog
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


def add_price_parser(sub) -> argparse.ArgumentParser:
    """The `price` sub-command's parser."""
    price = sub.add_parser("price", help=translate("PartsCli", "your own prices: set, clear, "
                                                               "import a quote"))
    price_sub = price.add_subparsers(dest="price_command", metavar="ACTION", required=True)
    set_ = price_sub.add_parser("set", help=translate("PartsCli", "set your price for a part"))
    set_.add_argument("id", metavar="ID")
    set_.add_argument("price_usd", metavar="PRICE_USD")
    set_.add_argument("--date", metavar="YYYY-MM-DD")
    set_.add_argument("--source", metavar="URL")
    clear = price_sub.add_parser("clear", help=translate(
        "PartsCli", "back to the catalog's price"))
    clear.add_argument("id", metavar="ID")
    quote = price_sub.add_parser("import", help=translate(
        "PartsCli", "set prices from a quote (CSV: id or mpn, price_usd, price_date, "
                    "source_url)"))
    quote.add_argument("file", metavar="QUOTE.csv")
    return price


def _refused(refusal) -> int:
    from configurator.report.message_text import message_text

    print(f"configurator: {message_text(refusal.describe())}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _reason_text(reason) -> str:
    from configurator.report.message_text import message_text

    return reason if isinstance(reason, str) else message_text(reason)


def _fail(text: str) -> int:
    print(f"configurator: {text}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _write_failed(path: str, error: Exception) -> int:
    return _fail(translate("PartsCli", "{file}: cannot write: {reason}").format(
        file=path, reason=getattr(error, "strerror", None) or error))


def _on_the_store(command: Callable[[Any], int]) -> int:
    """`command(catalog)` with the user's (or the team's) store, its refusals as one line
    and exit 2, the catalog closed after."""
    import sqlite3

    from configurator.catalog.user_checks import ChangeRefusedError
    catalog = open_catalog()
    try:
        return command(catalog)
    except ChangeRefusedError as refusal:
        return _refused(refusal)
    except (StoreReadOnlyError, TeamStoreError) as error:  # a team catalog's refusal
        return _fail(_reason_text(error.reason))
    except (OSError, sqlite3.Error) as error:
        return _write_failed(str(getattr(catalog.store, "path", "") or ""), error)
    finally:
        catalog.close()


def cmd_parts(args: argparse.Namespace) -> int:
    def command(catalog) -> int:
        if args.parts_command == "add":
            return _add(catalog, args)
        if args.parts_command == "remove":
            return _remove(catalog, args.ids)
        return _export(catalog, args)
    return _on_the_store(command)


def _add(catalog, args: argparse.Namespace) -> int:
    from configurator.catalog.user_checks import ChangeRefusedError
    from configurator.catalog.user_io import read_parts_file

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
        return _fail(translate("PartsCli", "{ids}: not one of your parts; nothing removed")
                     .format(ids=", ".join(missing)))
    removed = catalog.remove_custom_parts(ids)
    print(translate("PartsCli", "removed {n} part(s)").format(n=len(removed)))
    return EXIT_OK


def _export(catalog, args: argparse.Namespace) -> int:
    from configurator.catalog.user_io import parts_csv_text, parts_json_text
    from configurator.report.export import write_bytes_atomic

    suffix = Path(args.output).suffix.lower()
    if suffix not in (".csv", ".json"):
        return _fail(translate("PartsCli", "{file}: the output must end in .csv or .json")
                     .format(file=args.output))
    parts = list(catalog.user_parts(args.kind))
    text = (parts_json_text if suffix == ".json" else parts_csv_text)(parts, args.kind)
    try:
        write_bytes_atomic(args.output, text.encode("utf-8"))
    except OSError as error:
        return _write_failed(args.output, error)
    print(translate("PartsCli", "wrote {n} part(s) to {file}").format(n=len(parts),
                                                                      file=args.output))
    return EXIT_OK


def cmd_price(args: argparse.Namespace) -> int:
    def command(catalog) -> int:
        if args.price_command == "set":
            if args.id not in catalog:
                return _fail(translate("PartsCli", "{id}: no such part").format(id=args.id))
            catalog.set_price(args.id, args.price_usd, args.date, args.source)
            print(translate("PartsCli", "{id}: your price is set").format(id=args.id))
        elif args.price_command == "clear":
            if args.id not in catalog:
                return _fail(translate("PartsCli", "{id}: no such part").format(id=args.id))
            if catalog.clear_price(args.id):
                print(translate("PartsCli", "{id}: back to the catalog's price").format(
                    id=args.id))
            else:
                print(translate("PartsCli", "{id}: had no price of yours").format(id=args.id))
        else:
            return _import_quote(catalog, args.file)
        return EXIT_OK
    return _on_the_store(command)


def _import_quote(catalog, path: str) -> int:
    from configurator.catalog.user_io import quote_file_text, quote_matchers, read_quote
    from configurator.report.message_text import message_text

    rows = read_quote(quote_file_text(path), Path(path).name, *quote_matchers(catalog))
    for row in rows:
        if not row.prices:
            return _fail(translate("PartsCli", "{where}: {key} matches no part (by id or mpn); "
                                               "nothing imported").format(
                where=message_text(row.where), key=row.key))
    catalog.set_prices([price for row in rows for price in row.prices])
    print(translate("PartsCli", "set {n} price(s) from {file}").format(
        n=sum(len(row.prices) for row in rows), file=Path(path).name))
    return EXIT_OK


COMMANDS = (
    Command("parts", add_parts_parser, cmd_parts),
    Command("price", add_price_parser, cmd_price),
)
