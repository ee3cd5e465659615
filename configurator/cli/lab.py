"""`configurator lab ...`: lab plans of several machines (docs/lab-plan.md).

    configurator lab validate FILE.gwlab [--format text|json]
    configurator lab bom FILE.gwlab -o OUT.pdf [--csv OUT.csv] [--force] [--paper a4|letter]

`lab validate` exits as `validate` does: 0 without errors, 1 with errors (a machine whose
build file cannot be read is one), 2 when the lab file itself cannot be read. `lab bom`
exports one purchase list for the room with a page per circuit and rack and each machine's
own checks, when the lab and every machine in it are validated (exit 0); otherwise it refuses
(exit 1, one line) unless `--force`, which exports it marked NOT VALIDATED on every page.
"""

from __future__ import annotations

import argparse
import json
import sys

from PySide6.QtCore import QCoreApplication

from configurator.cli.common import (
    EXIT_FINDINGS,
    EXIT_OK,
    CliError,
    Command,
    add_export_arguments,
    check_export_names,
    headless_qt,
    open_catalog,
    print_note,
    write_export,
)

translate = QCoreApplication.translate


def add_lab_parser(sub) -> argparse.ArgumentParser:
    lab = sub.add_parser("lab", help=translate(
        "LabCli", "lab plans: several machines on a room's circuits, racks and cooling"))
    lab_sub = lab.add_subparsers(dest="lab_command", metavar="ACTION", required=True)
    validate = lab_sub.add_parser("validate", help=translate(
        "LabCli", "check a lab plan; exit 1 when it has errors"))
    validate.add_argument("file", metavar="FILE.gwlab")
    validate.add_argument("--format", choices=("text", "json"), default="text")
    bom = lab_sub.add_parser("bom", help=translate(
        "LabCli", "export the room's purchase list, a page per circuit and rack, and each "
                  "machine's checks"))
    bom.add_argument("file", metavar="FILE.gwlab")
    add_export_arguments(bom, translate(
        "LabCli", "export a lab that is not validated, marked NOT VALIDATED"))
    return lab


def load_lab(path: str, catalog):
    """The lab file at `path` read against `catalog` (a LoadedLab), its notices on stderr;
    CliError naming the file when the lab itself cannot be read."""
    from configurator.lab import read_lab
    from configurator.model.json_input import BuildFileError
    from configurator.words.messages import refusal_text

    try:
        loaded = read_lab(path, catalog)
    except BuildFileError as error:
        raise CliError(f"{path}: {refusal_text(error)}") from None
    for notice in loaded.notices:
        print_note(notice)
    return loaded


def cmd_lab(args: argparse.Namespace) -> int:
    if args.lab_command == "validate":
        return _validate(args)
    return _bom(args)


def _validate(args: argparse.Namespace) -> int:
    from configurator.lab import validate_lab
    from configurator.report.lab_text import format_lab_text

    catalog = open_catalog()
    lab = load_lab(args.file, catalog).lab
    # Each machine's findings with their fixes, as `configurator validate` gives them.
    report = validate_lab(lab, catalog.alternatives())
    if args.format == "json":
        print(json.dumps(report.to_json(), indent=2, ensure_ascii=False, allow_nan=False))
    else:
        print(format_lab_text(lab, report))
    return EXIT_OK if report.validated else EXIT_FINDINGS


def _bom(args: argparse.Namespace) -> int:
    headless_qt()
    from configurator.lab import validate_lab
    from configurator.report.lab_export import export_lab_bom
    from configurator.words.lab import why_lab_not_validated

    check_export_names(args.output, args.csv)
    catalog = open_catalog()
    lab = load_lab(args.file, catalog).lab
    report = validate_lab(lab, catalog.alternatives())
    reason = why_lab_not_validated(report)
    if reason and not args.force:
        print(translate("LabCli", "{file}: not exported: {reason}; use --force to export it "
                                  "marked NOT VALIDATED").format(file=args.file, reason=reason),
              file=sys.stderr)
        return EXIT_FINDINGS
    # The lab's parts on the shelf (`configurator stock`) are taken first.
    write_export(lambda: export_lab_bom(lab, report, catalog, pdf_path=args.output,
                                        csv_path=args.csv, paper=args.paper,
                                        stock=catalog.stock()), args.output)
    if args.csv:
        print(translate("Cli", "wrote {file} and {csv}").format(file=args.output, csv=args.csv))
    else:
        print(translate("Cli", "wrote {file}").format(file=args.output))
    return EXIT_OK


COMMANDS = (Command("lab", add_lab_parser, cmd_lab, draws=True),)
