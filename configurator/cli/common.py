"""What every sub-command of `configurator` shares: exit codes, the one-line error, the
parser class, opening the catalog and reading a build file.

A module that adds sub-commands (cost_cli, and others' modules) imports this one, never
configurator.cli, and declares its commands as a tuple of `Command`:

    COMMANDS = (Command("parts", add_parts_parser, cmd_parts),)

where `add_parts_parser(subparsers)` adds the sub-parser and `cmd_parts(args) -> int` runs
it. configurator.cli lists each module's COMMANDS once (one line per module).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from configurator.cli.argparse_words import argparse_text

EXIT_OK, EXIT_FINDINGS, EXIT_BAD_INPUT = 0, 1, 2

translate = QCoreApplication.translate


class CliError(Exception):
    """A one-line message for stderr and exit code 2."""


class Parser(argparse.ArgumentParser):
    """argparse with its own exit code 2 and a one-line, translated error."""

    def error(self, message: str) -> None:
        self.exit(EXIT_BAD_INPUT, argparse_text("%(prog)s: error: %(message)s\n") % {
            "prog": self.prog, "message": message})


Subparsers = argparse._SubParsersAction  # argparse names no public type for it


@dataclass(frozen=True)
class Command:
    """One sub-command: its name, how it adds its parser, how it runs.

    `draws`: the command paints (charts, the chassis, a PDF) and needs a QApplication."""

    name: str
    add_parser: Callable[[Subparsers], argparse.ArgumentParser]
    run: Callable[[argparse.Namespace], int]
    draws: bool = False


def text_streams_that_take_every_character() -> None:
    """Part names, Chinese messages and JSON hold any character, but a redirected stream
    (`> parts.txt` on Windows) is opened in the locale's code page, where printing them would
    end in a traceback. Redirected output is written in UTF-8, as the app's files are (and
    as JSON must be); a console that cannot show a character shows a replacement instead."""
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "")
        if encoding == "utf8" or not hasattr(stream, "reconfigure"):
            continue
        try:
            if stream.isatty():
                stream.reconfigure(errors="replace")
            else:
                stream.reconfigure(encoding="utf-8")
        except (OSError, ValueError):
            continue  # a stream that cannot be changed (closed, or replaced by a test)


class TerminalSafeStream:
    """A text stream whose every write goes through `safe_text.terminal_text`: what a
    command prints (part and build names from other people's files among it) can neither
    act on the terminal nor hide what follows (issue 29, F8). Everything else is the
    stream's own."""

    def __init__(self, stream) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        from configurator.model.safe_text import terminal_text

        self._stream.write(terminal_text(text))
        return len(text)

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str):
        return getattr(self._stream, name)


def terminal_safe_streams(stdout: bool = True) -> None:
    """stderr (and stdout, unless it carries JSON, whose strings escape every control
    character themselves) through TerminalSafeStream."""
    for name in ("stdout", "stderr") if stdout else ("stderr",):
        stream = getattr(sys, name)
        if not isinstance(stream, TerminalSafeStream):
            setattr(sys, name, TerminalSafeStream(stream))


def take_option(argv: list[str], option: str) -> tuple[list[str | None], list[str]]:
    """Every value of `OPTION X` / `OPTION=X` wherever it stands (before or after the
    command; None for one given no value), and the arguments without them. Arguments after
    `--` are left alone. For the global options the parser cannot place (`--lang`,
    `--team-db`): they are taken before it runs."""
    values: list[str | None] = []
    rest: list[str] = []
    index = 0
    while index < len(argv):
        arg = argv[index]
        if arg == "--":
            rest.extend(argv[index:])
            break
        if arg == option or arg.startswith(option + "="):
            if "=" in arg:
                values.append(arg.partition("=")[2])
            elif index + 1 < len(argv):
                index += 1
                values.append(argv[index])
            else:
                values.append(None)
        else:
            rest.append(arg)
        index += 1
    return values, rest


def print_note(notice) -> None:
    from configurator.words.messages import message_text

    print(translate("Cli", "note: {notice}").format(notice=message_text(notice)),
          file=sys.stderr)


def settings_team_url() -> str | None:
    """The URL of Preferences > Team catalog (QSettings, as the window keeps it)."""
    from PySide6.QtCore import QSettings

    from configurator.catalog.stores.team.url import SETTINGS_KEY

    value = QSettings().value(SETTINGS_KEY, "")
    return str(value) if value else None


_opened: list = []  # the catalogs the running command opened (closed when it returns)
_printed: dict[int, int] = {}  # how many notices of each were printed (by id())


def close_catalogs() -> None:
    """Close every catalog the command opened (a team catalog's connection among them)."""
    while _opened:
        _opened.pop().close()
    _printed.clear()


def open_catalog(offline_note: bool = True, notes: bool = True):
    """The catalog, its notices on stderr; CliError when it cannot be built. Closed by
    close_catalogs() when the command returns. `offline_note=False`: a team catalog's last
    copy is not noted (a command that needs the team says why it cannot run instead, in its
    one line). `notes=False`: the caller prints them (`print_notices`) once it knows it
    runs."""
    from configurator.catalog import open_catalog as open_
    from configurator.catalog.shipped.source import CatalogSourceError
    from configurator.catalog.stores.team.url import TeamUrlError, chosen_team_url
    from configurator.words.messages import problems_text

    try:  # the team catalog of --team-db, CONFIGURATOR_TEAM_DB or Preferences, if any
        catalog = open_(team_url=chosen_team_url(settings_team_url()))
    except CatalogSourceError as error:
        raise CliError(translate("Cli", "the component catalog cannot be built: {error}").format(
            error=problems_text(error.problems))) from None
    except TeamUrlError as error:
        raise CliError(str(error)) from None
    _opened.append(catalog)
    if notes:
        print_notices(catalog, offline_note)
    return catalog


def print_notices(catalog, offline_note: bool = True) -> None:
    """The catalog's notices on stderr (and a team catalog's last copy, unless not
    `offline_note`); what it learns later is said after the command (print_late_notices)."""
    if catalog.store.offline and offline_note:  # a team catalog's last copy: say so
        print_note(catalog.store.status_notice)
    for notice in catalog.notices:
        print_note(notice)
    _printed[id(catalog)] = len(catalog.notices)


def print_late_notices() -> None:
    """What the command's catalogs learnt after they were opened (a part found unreadable
    when first decoded, a price of no part once the listing was read whole): never hidden,
    said after the command's own output."""
    for catalog in _opened:
        printed = _printed.pop(id(catalog), None)
        if printed is not None:
            for notice in catalog.notices[printed:]:
                print_note(notice)


def load_build(path: str, catalog):
    """The build file at `path` read against `catalog` (a LoadedBuild), its notices on
    stderr; CliError naming the file when it cannot be read."""
    from configurator.model.buildfile import BuildFileError, read_build
    from configurator.words.messages import refusal_text

    try:
        loaded = read_build(path, catalog)
    except BuildFileError as error:
        raise CliError(f"{path}: {refusal_text(error)}") from None
    for notice in loaded.notices:
        print_note(notice)
    return loaded


def headless_qt() -> None:
    """Export commands draw with Qt; without a display they use the offscreen platform."""
    if "QT_QPA_PLATFORM" not in os.environ and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
        or sys.platform in ("win32", "darwin")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


# --- the exports of `bom` and `lab bom`: the same options, names checked, all files or none ---


def add_export_arguments(parser: argparse.ArgumentParser, force_help: str) -> None:
    """-o OUT.pdf, --csv OUT.csv, --force (exports what is not validated, `force_help`
    says so in the command's words) and --paper."""
    parser.add_argument("-o", "--output", required=True, metavar="OUT.pdf")
    parser.add_argument("--csv", metavar="OUT.csv")
    parser.add_argument("--force", action="store_true", help=force_help)
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4")


def check_export_names(pdf_path: str, csv_path: str | None) -> None:
    """CliError when a file's name does not end as what is written there (.pdf, .csv)."""
    from configurator.report.export import suffix_mismatch

    for path, suffix, kind in ((pdf_path, ".pdf", "PDF"), (csv_path, ".csv", "CSV")):
        if path is not None and suffix_mismatch(path, suffix):
            raise CliError(translate("Cli", "{file}: a {kind} is written there; its name must "
                                     "end in {suffix}").format(file=path, kind=kind,
                                                               suffix=suffix))


def write_export(write: Callable[[], object], pdf_path: str) -> None:
    """Run `write` (an export that writes all its files or none); CliError naming the file
    when it cannot."""
    from configurator.report.export import write_failure_text

    try:
        write()
    except OSError as error:  # nothing was written
        raise CliError(translate("Cli", "{file}: cannot write: {reason}").format(
            file=error.filename or pdf_path, reason=write_failure_text(error))) from None
