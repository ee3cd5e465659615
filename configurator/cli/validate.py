"""`configurator validate FILE [--format text|json]` (docs/build-file.md, docs/rules.md):
exit 0 without errors (an incomplete build is not an error), 1 with errors, 2 when the file
cannot be read."""

from __future__ import annotations

import argparse
import json

from PySide6.QtCore import QCoreApplication

from configurator.cli.common import EXIT_FINDINGS, EXIT_OK, Command, load_build, open_catalog

translate = QCoreApplication.translate


def add_validate_parser(sub) -> argparse.ArgumentParser:
    validate = sub.add_parser("validate", help=translate(
        "Cli", "check a build file; exit 1 when it has errors"))
    validate.add_argument("file")
    validate.add_argument("--format", choices=("text", "json"), default="text")
    return validate


def cmd_validate(args: argparse.Namespace) -> int:
    from configurator.report.text import format_report_text
    from configurator.rules import validate

    catalog = open_catalog()
    loaded = load_build(args.file, catalog)
    report = validate(loaded.resolved, catalog.alternatives())
    if args.format == "json":
        print(json.dumps(report.to_json(), indent=2, ensure_ascii=False, allow_nan=False))
    else:
        print(format_report_text(loaded.build, report))
        for line in rev3_lines(report):
            print(line)
    return EXIT_FINDINGS if report.error_count else EXIT_OK


def rev3_lines(report) -> list[str]:
    """What the rules could not judge, and the figures that rest on estimates
    (docs/rules.md, "Not checked and estimated"), after the report's text."""
    lines: list[str] = []
    if report.not_checked:
        lines += ["", translate("Cli", "Not checked (a figure nobody published, or a part that "
                                       "does not give it):")]
        lines += ["  " + translate("Cli", "{rule}: {parts} ({fields})").format(
            rule=entry.rule, parts=", ".join(entry.parts), fields=", ".join(entry.fields))
            for entry in report.not_checked]
    if report.estimated_figures:
        lines += ["", translate("Cli", "Estimated figures (resting on estimates, not makers' "
                                       "figures): {figures}").format(
            figures=", ".join(report.estimated_figures))]
    return lines


COMMANDS = (Command("validate", add_validate_parser, cmd_validate),)
