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
    CliError,
    Command,
    headless_qt,
    load_build,
    open_catalog,
)
from configurator.model.safe_text import drawable

translate = QCoreApplication.translate


def add_bom_parser(sub) -> argparse.ArgumentParser:
    bom = sub.add_parser("bom", help=translate(
        "Cli", "export the bill of materials of a validated build"))
    bom.add_argument("file")
    bom.add_argument("-o", "--output", required=True, metavar="OUT.pdf")
    bom.add_argument("--csv", metavar="OUT.csv")
    bom.add_argument("--force", action="store_true", help=translate(
        "Cli", "export a build that is not validated, marked NOT VALIDATED"))
    bom.add_argument("--paper", choices=("a4", "letter"), default="a4")
    return bom


def cmd_bom(args: argparse.Namespace) -> int:
    headless_qt()
    from configurator.report.bom import why_not_validated
    from configurator.report.export import export_bom, suffix_mismatch, write_failure_text
    from configurator.rules import validate

    for path, suffix, kind in ((args.output, ".pdf", "PDF"), (args.csv, ".csv", "CSV")):
        if path is not None and suffix_mismatch(path, suffix):
            raise CliError(translate("Cli", "{file}: a {kind} is written there; its name must "
                                     "end in {suffix}").format(file=path, kind=kind,
                                                               suffix=suffix))
    catalog = open_catalog()
    loaded = load_build(args.file, catalog)
    report = validate(loaded.resolved, catalog.alternatives())
    if not report.validated and not args.force:
        reason = why_not_validated(loaded.resolved, report)
        print(translate("Cli", "{file}: not exported: {reason}; use --force to export it "
                               "marked NOT VALIDATED").format(file=args.file, reason=reason),
              file=sys.stderr)
        return EXIT_FINDINGS
    try:
        export_bom(loaded, report, catalog, pdf_path=args.output, csv_path=args.csv,
                   paper=args.paper)
    except OSError as error:  # nothing was written (export_bom writes all files or none)
        raise CliError(translate("Cli", "{file}: cannot write: {reason}").format(
            file=error.filename or args.output, reason=write_failure_text(error))) from None
    if args.csv:
        print(translate("Cli", "wrote {file} and {csv}").format(file=drawable(args.output),
                                                                 csv=drawable(args.csv)))
    else:
        print(translate("Cli", "wrote {file}").format(file=drawable(args.output)))
    return EXIT_OK


COMMANDS = (Command("bom", add_bom_parser, cmd_bom, draws=True),)
