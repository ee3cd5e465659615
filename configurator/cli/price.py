"""`configurator price set ID PRICE_USD [--date YYYY-MM-DD] [--source URL]`, `price clear ID`,
`price import QUOTE.csv`: the user's own prices (docs/build-file.md names where they show).

Each is all or nothing: the whole quote is read and checked first, one bad row refuses it
(exit 2, the row and field named on stderr) and nothing is written.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from configurator.cli.common import EXIT_OK, Command
from configurator.cli.store_commands import fail, on_the_store

translate = QCoreApplication.translate


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




def cmd_price(args: argparse.Namespace) -> int:
    def command(catalog) -> int:
        if args.price_command == "set":
            if args.id not in catalog:
                return fail(translate("PartsCli", "{id}: no such part").format(id=args.id))
            catalog.set_price(args.id, args.price_usd, args.date, args.source)
            print(translate("PartsCli", "{id}: your price is set").format(id=args.id))
        elif args.price_command == "clear":
            # (A price kept but not used, of no part or damaged, is cleared all the same.)
            if args.id not in catalog and not catalog.is_damaged(args.id):
                return fail(translate("PartsCli", "{id}: no such part").format(id=args.id))
            if catalog.clear_price(args.id):
                print(translate("PartsCli", "{id}: back to the catalog's price").format(
                    id=args.id))
            else:
                print(translate("PartsCli", "{id}: had no price of yours").format(id=args.id))
        else:
            return _import_quote(catalog, args.file)
        return EXIT_OK
    return on_the_store(command)


def _import_quote(catalog, path: str) -> int:
    from configurator.catalog.part_files import quote_file_text, quote_matchers, read_quote
    from configurator.words.messages import message_text

    rows = read_quote(quote_file_text(path), Path(path).name, *quote_matchers(catalog))
    for row in rows:
        if not row.matched:
            return fail(translate("PartsCli", "{where}: {key} matches no part (by id or mpn); "
                                               "nothing imported").format(
                where=message_text(row.where), key=row.key))
    catalog.set_prices([price for row in rows for price in row.prices])
    print(translate("PartsCli", "set {n} price(s) from {file}").format(
        n=sum(len(row.prices) for row in rows), file=Path(path).name))
    return EXIT_OK


COMMANDS = (Command("price", add_price_parser, cmd_price),)
