"""`configurator bom FILE -o OUT.pdf [--csv OUT.csv] [--force] [--paper a4|letter]`: the bill of
materials of a validated build (exit 0); a build that is not validated is refused (exit 1,
one line) unless `--force`, which exports it marked NOT VALIDATED on every page."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QCoreApplication

from configurator.cli.common import (
    EXIT_FINDINGS,
    EXIT_OK,
    Command,
    add_export_arguments,
    check_export_names,
    headless_qt,
    load_build,
    open_catalog,
    write_export,
)
from configurator.model.safe_text import drawable

translate = QCoreApplication.translate


def add_bom_parser(sub) -> argparse.ArgumentParser:
    bom = sub.add_parser("bom", help=translate(
        "Cli", "export the bill of materials of a validated build"))
    bom.add_argument("file")
    add_export_arguments(bom, translate(
        "Cli", "export a build that is not validated, marked NOT VALIDATED"))
    return bom


def cmd_bom(args: argparse.Namespace) -> int:
    headless_qt()
    from configurator.report.bom import why_not_validated
    from configurator.report.export import export_bom
    from configurator.rules import validate

    check_export_names(args.output, args.csv)
    catalog = open_catalog()
    loaded = load_build(args.file, catalog)
    report = validate(loaded.resolved, catalog.alternatives())
    if not report.validated and not args.force:
        reason = why_not_validated(loaded.resolved, report)
        print(translate("Cli", "{file}: not exported: {reason}; use --force to export it "
                               "marked NOT VALIDATED").format(file=args.file, reason=reason),
              file=sys.stderr)
        return EXIT_FINDINGS
    from configurator.model.buildfile import titled_by_file

    # An unnamed build is titled by its file's name (issue 30 item 9).
    write_export(lambda: export_bom(titled_by_file(loaded.resolved, args.file), report, catalog,
                                    pdf_path=args.output, csv_path=args.csv, paper=args.paper),
                 args.output)
    if args.csv:
        print(translate("Cli", "wrote {file} and {csv}").format(file=drawable(args.output),
                                                                 csv=drawable(args.csv)))
    else:
        print(translate("Cli", "wrote {file}").format(file=drawable(args.output)))
    return EXIT_OK


COMMANDS = (Command("bom", add_bom_parser, cmd_bom, draws=True),)
