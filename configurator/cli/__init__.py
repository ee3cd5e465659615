"""Command line (docs/architecture.md): the GUI by default, sub-commands for headless work.

Exit codes: 0 success, 1 the build has errors (or is refused for export), 2 bad arguments or
an unreadable file. Bad input never prints a traceback.

`--lang en|zh_CN` (anywhere on the line) chooses the language of the window and of the
commands' text; without it, the language of Preferences, else the system's. JSON output stays
English: it is the contract other tools read.
"""

from __future__ import annotations

import argparse
import functools
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from configurator import __version__, i18n
from configurator.cli import team as cli_team
from configurator.cli.argparse_words import argparse_in_language, argparse_text
from configurator.cli.common import (
    EXIT_BAD_INPUT,
    CliError,
    Command,
    Parser,
    close_catalogs,
    headless_qt,
    print_late_notices,
    take_option,
    terminal_safe_streams,
    text_streams_that_take_every_character,
)
from configurator.logs import log_start, setup_logging
from configurator.startup_gc import resume_collection

LANG_OPTION = "--lang"
LOG_FILE_OPTION = "--log-file"
VERBOSE_FLAGS = ("-v", "--verbose")
# What a shell reports for a program ended by SIGPIPE (128 + 13).
EXIT_BROKEN_PIPE = 141

translate = QCoreApplication.translate
log = logging.getLogger(__name__)
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
    # For the help only: take_log_options has taken them before the parser runs.
    parser.add_argument(LOG_FILE_OPTION, metavar="PATH", help=translate(
        "Cli", "write the log to PATH (default: configurator.log in the data folder)"))
    parser.add_argument(*VERBOSE_FLAGS, action="store_true", help=translate(
        "Cli", "more details in the log, shown on stderr too"))
    cli_team.add_team_db_option(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for command in commands().values():
        command.add_parser(sub)
    return parser


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


def take_log_options(argv: list[str]) -> tuple[str | None, bool, list[str]]:
    """`--log-file PATH` and `-v` / `--verbose` wherever they stand, and the arguments
    without them. Raises CliError for a log file option without a path."""
    values, rest = take_option(argv, LOG_FILE_OPTION)
    for value in values:
        if not value:
            raise CliError(f"argument {LOG_FILE_OPTION}: expected one argument (PATH)")
    end = rest.index("--") if "--" in rest else len(rest)
    verbose = any(arg in VERBOSE_FLAGS for arg in rest[:end])
    rest = [arg for arg in rest[:end] if arg not in VERBOSE_FLAGS] + rest[end:]
    return (values[-1] if values else None), verbose, rest


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


@functools.cache
def commands() -> dict[str, Command]:
    """Every sub-command by name, in the order of the help; a module adds its own with one
    line. Their modules are imported when a command line is read, not when the window
    starts (gui_main); named here, not by strings, so that PyInstaller finds them."""
    from configurator.cli import (
        bom,
        catalog,
        complete,
        cost,
        lab,
        parts,
        plot,
        price,
        stock,
        validate,
        workload,
    )

    return {command.name: command for command in (
        *validate.COMMANDS,
        *bom.COMMANDS,
        *catalog.COMMANDS,
        *plot.COMMANDS,
        *cost.COMMANDS,
        *parts.COMMANDS,
        *price.COMMANDS,
        *stock.COMMANDS,
        *complete.COMMANDS,
        *lab.COMMANDS,
        *workload.COMMANDS,
        *cli_team.COMMANDS,
    )}


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    text_streams_that_take_every_character()
    try:
        lang, argv = take_lang(argv)
        argv = cli_team.take_team_db(argv)
        log_file, verbose, argv = take_log_options(argv)
    except CliError as error:
        print(f"configurator: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    setup_logging(log_file, verbose)
    known = commands()
    command = next((a for a in argv if a in known), None)
    log_start(f"command {command}" if command else "window")
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
    # What a command prints cannot act on the terminal (JSON escapes control characters
    # itself, and its strings are data: left as they are).
    streams = sys.stdout, sys.stderr
    terminal_safe_streams(stdout=getattr(args, "format", "text") != "json")
    try:
        return _run(known[args.command], args)
    finally:
        sys.stdout, sys.stderr = streams


def _run(command: Command, args: argparse.Namespace) -> int:
    try:
        code = command.run(args)
        print_late_notices()
        sys.stdout.flush()  # here, so that a closed pipe is met inside the handler below
        log.info("%s: exit %d", args.command, code)
        return code
    except BrokenPipeError:
        # The reader went away (`| head`): what is left has nowhere to go, and Python would
        # say so with a traceback while it flushes at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_BROKEN_PIPE
    except CliError as error:
        log.warning("%s: exit %d: %s", args.command, EXIT_BAD_INPUT, error)
        print(f"configurator: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except Exception as error:
        from configurator.catalog.stores.interface import StoreRefusedError

        if isinstance(error, StoreRefusedError):  # a store that failed mid-command (a team
            from configurator.words.messages import store_refusal_text  # server gone)

            log.warning("%s: exit %d: %s", args.command, EXIT_BAD_INPUT, error)
            print(f"configurator: {store_refusal_text(error)}", file=sys.stderr)
            return EXIT_BAD_INPUT
        log.exception("%s: failed", args.command)
        raise
    finally:
        close_catalogs()


def gui_main() -> int:
    if sys.argv[1:] == ["--self-test"]:  # hidden: smoke test of an installed build
        resume_collection()
        from configurator.selftest import run_self_test

        return run_self_test()
    log_file, verbose = None, False
    try:
        lang, files = take_lang(sys.argv[1:])
        files = cli_team.take_team_db(files)
        log_file, verbose, files = take_log_options(files)
    except CliError:
        lang, files = None, [a for a in sys.argv[1:] if not a.startswith("-")]
    setup_logging(log_file, verbose)
    log_start("window")
    return run_gui(files, lang)


if __name__ == "__main__":
    sys.exit(main())
