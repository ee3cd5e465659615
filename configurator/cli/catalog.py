"""`configurator catalog [--kind KIND] [--search TEXT] [--format text|json]`: the parts, the
user's own (or the team's) with the shipped ones (JSON: `origin`, and `catalog_price_usd`
where the user set a price)."""

from __future__ import annotations

import argparse

from PySide6.QtCore import QCoreApplication

from configurator.cli.common import EXIT_OK, Command, open_catalog
from configurator.model.parts import KINDS

translate = QCoreApplication.translate


def add_catalog_parser(sub) -> argparse.ArgumentParser:
    catalog = sub.add_parser("catalog", help=translate("Cli", "list catalog parts"))
    catalog.add_argument("--kind", choices=KINDS)
    catalog.add_argument("--search", metavar="TEXT")
    catalog.add_argument("--format", choices=("text", "json"), default="text")
    return catalog


def cmd_catalog(args: argparse.Namespace) -> int:
    from pydantic_core import to_json

    from configurator.catalog import parts_to_json
    from configurator.words.key_figures import format_parts_text

    catalog = open_catalog()
    if args.search:
        parts = catalog.search(args.search, args.kind)
    else:
        parts = catalog.parts(args.kind)
    if args.format == "json":
        # pydantic-core's encoder (Rust, already installed with pydantic): the standard
        # library's json encodes an indented listing in pure Python, about a second of the
        # 21,000 parts' listing. The same text but for tiny floats (0.00001 for 1e-05).
        # Every number of a part is finite (checked where it enters); were one not, it is
        # written as null rather than as a NaN that is not JSON.
        print(to_json(parts_to_json(parts, catalog), indent=2, inf_nan_mode="null").decode())
    else:
        print(format_parts_text(parts, catalog).rstrip("\n") if parts
              else translate("Cli", "No parts match."))
    return EXIT_OK


COMMANDS = (Command("catalog", add_catalog_parser, cmd_catalog),)
