"""`configurator stock set ID QTY`, `stock clear ID`, `stock list [--format json]`: the
lab's parts on the shelf (DESIGN section 8 rev. 3), kept in the user database, or in the
team catalog when one is used (read-only members are refused as for parts and prices).
Completion takes them at price 0 up to their quantity before buying.

A refusal (an unknown part, a quantity that is not a whole number from 1 to 100,000, a
store that keeps no stock) is one line on stderr with exit 2; nothing is written.
"""

from __future__ import annotations

import argparse
import json

from PySide6.QtCore import QCoreApplication

from configurator.cli.common import EXIT_OK, Command
from configurator.cli.store_commands import fail, on_the_store

translate = QCoreApplication.translate


def add_stock_parser(sub) -> argparse.ArgumentParser:
    stock = sub.add_parser("stock", help=translate(
        "PartsCli", "parts on your shelf, which completion takes first: set, clear, list"))
    stock_sub = stock.add_subparsers(dest="stock_command", metavar="ACTION", required=True)
    set_ = stock_sub.add_parser("set", help=translate(
        "PartsCli", "how many of a part are on the shelf"))
    set_.add_argument("id", metavar="ID")
    set_.add_argument("qty", metavar="QTY")
    clear = stock_sub.add_parser("clear", help=translate(
        "PartsCli", "none of a part on the shelf any more"))
    clear.add_argument("id", metavar="ID")
    listing = stock_sub.add_parser("list", help=translate("PartsCli", "what is on the shelf"))
    listing.add_argument("--format", choices=("text", "json"), default="text")
    return stock


def _whole(text: str) -> int | None:
    try:
        return int(text.strip())
    except ValueError:
        return None


def cmd_stock(args: argparse.Namespace) -> int:
    def command(catalog) -> int:
        if args.stock_command == "list":
            return _list(catalog, args.format)
        if args.id not in catalog:
            return fail(translate("PartsCli", "{id}: no such part").format(id=args.id))
        if args.stock_command == "set":
            qty = _whole(args.qty)
            catalog.set_stock(args.id, qty if qty is not None else args.qty)
            print(translate("PartsCli", "{id}: {qty} on the shelf").format(id=args.id,
                                                                           qty=qty))
        elif catalog.clear_stock(args.id):
            print(translate("PartsCli", "{id}: none on the shelf").format(id=args.id))
        else:
            print(translate("PartsCli", "{id}: was not on the shelf").format(id=args.id))
        return EXIT_OK
    return on_the_store(command)


def _list(catalog, output: str) -> int:
    stock = catalog.stock()
    rows = []
    for part_id in sorted(stock):
        part = catalog.get(part_id)
        rows.append({"part": part_id, "kind": part.kind if part else None,
                     "name": part.name if part else None, "qty": stock[part_id]})
    if output == "json":
        print(json.dumps(rows, indent=2, ensure_ascii=False, allow_nan=False))
    elif not rows:
        print(translate("PartsCli", "Nothing on the shelf."))
    else:
        for row in rows:
            name = row["name"] or translate("PartsCli", "(no longer in the catalog)")
            print(f"{row['qty']:>6} x {row['part']}  {name}")
    return EXIT_OK


COMMANDS = (Command("stock", add_stock_parser, cmd_stock),)
