"""Command line (DESIGN.md section 5): the GUI by default, sub-commands for headless work.

Exit codes: 0 success, 1 the build has errors (or is refused for export), 2 bad arguments or
an unreadable file. Bad input never prints a traceback.

`--lang en|zh_CN` (anywhere on the line) chooses the language of the window and of the
commands' text; without it, the language of Preferences, else the system's. JSON output stays
English: it is the contract other tools read.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from configurator import __version__, cli_team, i18n
from configurator.cli_common import (
    EXIT_BAD_INPUT,
    EXIT_FINDINGS,
    EXIT_OK,
    CliError,
    Command,
    Parser,
    headless_qt,
    load_build,
    open_catalog,
    take_option,
    text_streams_that_take_every_character,
)
from configurator.cli_words import argparse_in_language, argparse_text
from configurator.model.parts import CATALOG_GPU_SERIES
from configurator.startup_gc import resume_collection

KINDS = ("gpu", "cpu", "motherboard", "psu", "chassis", "memory", "storage", "nic", "bridge",
         "cooler")
LANG_OPTION = "--lang"
# What a shell reports for a program ended by SIGPIPE (128 + 13).
EXIT_BROKEN_PIPE = 141

translate = QCoreApplication.translate
_qt_app: QCoreApplication | None = None  # the one a command made, alive until it returns


def build_parser() -> argparse.ArgumentParser:
    """The whole command line: the options, then every command of commands()."""
    parser = Parser(prog="configurator", description=translate(
        "Cli", "{app}: design deep-learning workstations and GPU servers. Without a command "
        "it opens the window.").format(app=i18n.display_name()))
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(LANG_OPTION, choices=tuple(i18n.LANGUAGES),
                        help=translate("Cli", "language of the window and of messages"))
    parser.add_argument("--self-test", action="store_true", help=argparse.SUPPRESS)
    cli_team.add_team_db_option(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for command in commands().values():
        command.add_parser(sub)
    return parser


def add_validate_parser(sub) -> argparse.ArgumentParser:
    validate = sub.add_parser("validate", help=translate(
        "Cli", "check a build file; exit 1 when it has errors"))
    validate.add_argument("file")
    validate.add_argument("--format", choices=("text", "json"), default="text")
    return validate


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


def add_catalog_parser(sub) -> argparse.ArgumentParser:
    catalog = sub.add_parser("catalog", help=translate("Cli", "list catalog parts"))
    catalog.add_argument("--kind", choices=KINDS)
    catalog.add_argument("--search", metavar="TEXT")
    catalog.add_argument("--format", choices=("text", "json"), default="text")
    return catalog


def add_plot_parser(sub) -> argparse.ArgumentParser:
    plot = sub.add_parser("plot", help=translate(
        "Cli", "GFLOPS against price or power, as PNG or SVG"))
    plot.add_argument("which", choices=("price", "power"))
    plot.add_argument("-o", "--output", required=True, metavar="OUT.png|OUT.svg")
    plot.add_argument("--titans", action="store_true",
                      help=translate("Cli", "include the Titan series"))
    # The catalog's series beyond the default three (analysis.series.OPTIONAL_SERIES, which
    # would import numpy at every start).
    optional_series = [name for name in CATALOG_GPU_SERIES
                       if name not in ("GTX 900", "GTX 1000", "RTX 2000")]
    plot.add_argument("--series", nargs="+", choices=optional_series, default=[],
                      metavar="NAME", help=translate(
                          "Cli", "add series to GTX 900, GTX 1000 and RTX 2000: {names}").format(
                          names=", ".join(f'"{name}"' for name in optional_series)))
    plot.add_argument("--log", action="store_true", help=translate(
        "Cli", "logarithmic axes (for series that span a wide range)"))
    plot.add_argument("--price", choices=("launch", "catalog"), default="launch",
                      help=translate("Cli", "launch price or current catalog price"))
    plot.add_argument("--metric", choices=("fp32", "fp16"), default="fp32", help=translate(
        "Cli", "FP32 at boost clock, or FP16 tensor (mixed precision) where known"))
    return plot


# --- commands ------------------------------------------------------------------------------


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
    """What the rules could not judge, and the figures that rest on estimates (DESIGN 2
    rev. 3), after the report's text."""
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


def _key_figure_words(text: str) -> str:
    return translate("KeyFigures", text)


def cmd_catalog(args: argparse.Namespace) -> int:
    from configurator.catalog import format_parts_text, parts_to_json

    catalog = open_catalog()
    if args.search:
        parts = catalog.search(args.search, args.kind)
    else:
        parts = catalog.parts(args.kind)
    if args.format == "json":
        print(json.dumps(parts_to_json(parts, catalog), indent=2, ensure_ascii=False,
                         allow_nan=False))
    else:
        print(format_parts_text(parts, _key_figure_words, catalog).rstrip("\n") if parts
              else translate("Cli", "No parts match."))
    return EXIT_OK


def cmd_plot(args: argparse.Namespace) -> int:
    suffix = Path(args.output).suffix.lower()
    if suffix not in (".png", ".svg"):
        raise CliError(translate("Cli", "{file}: the output must end in .png or .svg").format(
            file=args.output))
    headless_qt()
    from configurator.drawing.chart_export import export_plot

    catalog = open_catalog()
    try:
        export_plot(args.which, args.output, include_titans=args.titans,
                    series=args.series, price_basis=args.price, metric=args.metric,
                    catalog=catalog, log_axes=args.log)
    except (OSError, ValueError) as error:
        raise CliError(translate("Cli", "{file}: cannot write: {reason}").format(
            file=args.output, reason=error.strerror or error)) from None
    print(translate("Cli", "wrote {file}").format(file=args.output))
    return EXIT_OK


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
        print(translate("Cli", "wrote {file} and {csv}").format(file=args.output, csv=args.csv))
    else:
        print(translate("Cli", "wrote {file}").format(file=args.output))
    return EXIT_OK


def run_gui(files: Sequence[str], lang: str | None = None) -> int:
    i18n.identify_application()  # Preferences (the team catalog's URL) are found by name
    cli_team.begin_team_catalog()  # connects while Qt starts
    from configurator.ui.app import run_gui as start

    return start(list(files), lang)


def take_lang(argv: list[str]) -> tuple[str | None, list[str]]:
    """`--lang X` or `--lang=X` wherever it stands (before or after the command), and the
    arguments without it. Raises CliError for a missing or unknown language."""
    values, rest = take_option(argv, LANG_OPTION)
    for value in values:
        if value not in i18n.LANGUAGES:
            raise CliError(f"argument {LANG_OPTION}: invalid choice: {value or ''!r} (choose "
                           f"from {', '.join(i18n.LANGUAGES)})")
    return (values[-1] if values else None), rest


def start_qt(command: str | None, lang: str | None) -> None:
    """The Qt application a command needs (a QApplication for drawing, else a
    QCoreApplication), with the language's translators installed."""
    global _qt_app
    if command is not None and commands()[command].draws:
        headless_qt()
        from PySide6.QtWidgets import QApplication

        if QApplication.instance() is None:
            _qt_app = QApplication(sys.argv[:1])
    elif QCoreApplication.instance() is None:
        _qt_app = QCoreApplication(sys.argv[:1])
    i18n.identify_application()  # the preferences' language is read from the user's settings
    i18n.install_language(lang)


BUILT_IN = (
    Command("validate", add_validate_parser, cmd_validate),
    Command("bom", add_bom_parser, cmd_bom, draws=True),
    Command("catalog", add_catalog_parser, cmd_catalog),
    Command("plot", add_plot_parser, cmd_plot, draws=True),
)


@functools.cache
def commands() -> dict[str, Command]:
    """Every sub-command by name, in the order of the help; a module adds its own with one
    line. Their modules are imported when a command line is read, not when the window
    starts (gui_main); named here, not by strings, so that PyInstaller finds them."""
    from configurator import cli_complete, cli_parts, cost_cli

    return {command.name: command for command in (
        *BUILT_IN,
        *cost_cli.COMMANDS,
        *cli_parts.COMMANDS,
        *cli_complete.COMMANDS,
        *cli_team.COMMANDS,
    )}


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    text_streams_that_take_every_character()
    try:
        lang, argv = take_lang(argv)
        argv = cli_team.take_team_db(argv)
    except CliError as error:
        print(f"configurator: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    known = commands()
    command = next((a for a in argv if a in known), None)
    if command is not None or any(a in ("-h", "--help") for a in argv):
        start_qt(command, lang)  # before the parser, so that its help is translated too
    with argparse_in_language():
        # `configurator FILE` opens the GUI with FILE; argparse would take FILE for a command.
        parser = build_parser()
        if argv and not argv[0].startswith("-") and argv[0] not in known:
            if not (Path(argv[0]).exists() or argv[0].endswith(".json")):
                parser.error(translate("Cli", "{arg!r} is neither a command ({commands}) nor a "
                                              "file").format(arg=argv[0],
                                                             commands=", ".join(known)))
            return run_gui(argv, lang)
        args, rest = parser.parse_known_args(argv)
        unknown = [a for a in rest if a.startswith("-")] if args.command is None else rest
        if unknown:
            parser.error(argparse_text("unrecognized arguments: %s") % " ".join(unknown))
    if args.command is None:
        if args.self_test:
            resume_collection()
            from configurator.selftest import run_self_test

            return run_self_test()
        return run_gui(rest, lang)
    resume_collection()  # paused while the program started (configurator.startup_gc)
    try:
        code = known[args.command].run(args)
        sys.stdout.flush()  # here, so that a closed pipe is met inside the handler below
        return code
    except BrokenPipeError:
        # The reader went away (`| head`): what is left has nowhere to go, and Python would
        # say so with a traceback while it flushes at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_BROKEN_PIPE
    except CliError as error:
        print(f"configurator: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130


def gui_main() -> int:
    if sys.argv[1:] == ["--self-test"]:  # hidden: smoke test of an installed build
        resume_collection()
        from configurator.selftest import run_self_test

        return run_self_test()
    try:
        lang, files = take_lang(sys.argv[1:])
        files = cli_team.take_team_db(files)
    except CliError:
        lang, files = None, [a for a in sys.argv[1:] if not a.startswith("-")]
    return run_gui(files, lang)


if __name__ == "__main__":
    sys.exit(main())
