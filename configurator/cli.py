"""Command line (DESIGN.md section 5): the GUI by default, sub-commands for headless work.

Exit codes: 0 success, 1 the build has errors (or is refused for export), 2 bad arguments or
an unreadable file. Bad input never prints a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from configurator import APP_NAME, __version__
from configurator.cost_cli import add_cost_parser, cmd_cost

EXIT_OK, EXIT_FINDINGS, EXIT_BAD_INPUT = 0, 1, 2
KINDS = ("gpu", "cpu", "motherboard", "psu", "chassis", "memory", "storage", "nic", "bridge",
         "cooler")


class CliError(Exception):
    """A one-line message for stderr and exit code 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse's own exit code 2, one line
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="configurator",
        description=f"{APP_NAME}: design deep-learning workstations and GPU servers. "
        "Without a command it opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--lang", choices=("en", "zh_CN"), help="language of messages")
    parser.add_argument("--self-test", action="store_true", help=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    validate = sub.add_parser("validate", help="check a build file; exit 1 when it has errors")
    validate.add_argument("file")
    validate.add_argument("--format", choices=("text", "json"), default="text")

    bom = sub.add_parser("bom", help="export the bill of materials of a validated build")
    bom.add_argument("file")
    bom.add_argument("-o", "--output", required=True, metavar="OUT.pdf")
    bom.add_argument("--csv", metavar="OUT.csv")
    bom.add_argument("--force", action="store_true",
                     help="export a build that is not validated, marked NOT VALIDATED")
    bom.add_argument("--paper", choices=("a4", "letter"), default="a4")

    catalog = sub.add_parser("catalog", help="list catalog parts")
    catalog.add_argument("--kind", choices=KINDS)
    catalog.add_argument("--search", metavar="TEXT")
    catalog.add_argument("--format", choices=("text", "json"), default="text")

    plot = sub.add_parser("plot", help="GFLOPS against price or power, as PNG or SVG")
    plot.add_argument("which", choices=("price", "power"))
    plot.add_argument("-o", "--output", required=True, metavar="OUT.png|OUT.svg")
    plot.add_argument("--titans", action="store_true", help="include the Titan series")
    plot.add_argument("--price", choices=("launch", "catalog"), default="launch",
                      help="launch price or current catalog price")
    plot.add_argument("--metric", choices=("fp32", "fp16"), default="fp32",
                      help="FP32 at boost clock, or FP16 tensor (mixed precision) where known")
    add_cost_parser(sub)
    return parser


# --- commands ------------------------------------------------------------------------------


def _open_catalog():
    from configurator.catalog import open_catalog
    from configurator.catalog.source import CatalogSourceError

    try:
        catalog = open_catalog()
    except CatalogSourceError as error:
        raise CliError(f"the component catalog cannot be built: {error}") from None
    for notice in catalog.notices:
        print(f"note: {notice}", file=sys.stderr)
    return catalog


def _load(path: str, catalog):
    from configurator.model.buildfile import BuildFileError, read_build

    try:
        loaded = read_build(path, catalog)
    except BuildFileError as error:
        raise CliError(f"{path}: {error}") from None
    for notice in loaded.notices:
        print(f"note: {notice}", file=sys.stderr)
    return loaded


def cmd_validate(args: argparse.Namespace) -> int:
    from configurator.report.text import format_report_text
    from configurator.rules import validate

    catalog = _open_catalog()
    loaded = _load(args.file, catalog)
    report = validate(loaded.resolved, catalog.alternatives())
    if args.format == "json":
        print(json.dumps(report.to_json(), indent=2, ensure_ascii=False))
    else:
        print(format_report_text(loaded.build, report))
    return EXIT_FINDINGS if report.error_count else EXIT_OK


def cmd_catalog(args: argparse.Namespace) -> int:
    from configurator.catalog import format_parts_text, parts_to_json

    catalog = _open_catalog()
    if args.search:
        parts = catalog.search(args.search, args.kind)
    else:
        parts = catalog.parts(args.kind)
    if args.format == "json":
        print(json.dumps(parts_to_json(parts), indent=2, ensure_ascii=False))
    else:
        print(format_parts_text(parts) if parts else "No parts match.")
    return EXIT_OK


def _headless_qt() -> None:
    """Export commands draw with Qt; without a display they use the offscreen platform."""
    if "QT_QPA_PLATFORM" not in os.environ and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
        or sys.platform in ("win32", "darwin")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def cmd_plot(args: argparse.Namespace) -> int:
    suffix = Path(args.output).suffix.lower()
    if suffix not in (".png", ".svg"):
        raise CliError(f"{args.output}: the output must end in .png or .svg")
    _headless_qt()
    from configurator.drawing.charts import export_plot

    catalog = _open_catalog()
    try:
        export_plot(args.which, args.output, include_titans=args.titans,
                    price_basis=args.price, metric=args.metric, catalog=catalog)
    except (OSError, ValueError) as error:
        raise CliError(f"{args.output}: cannot write: {error.strerror or error}") from None
    print(f"wrote {args.output}")
    return EXIT_OK


def cmd_bom(args: argparse.Namespace) -> int:
    _headless_qt()
    from configurator.report.export import export_bom
    from configurator.rules import validate

    catalog = _open_catalog()
    loaded = _load(args.file, catalog)
    report = validate(loaded.resolved, catalog.alternatives())
    if not report.validated and not args.force:
        if not report.complete:
            reason = "the build is incomplete (missing " + (
                ", ".join(report.missing) or "placement of every GPU") + ")"
        else:
            reason = f"the build has {report.error_count} error(s)"
        print(f"{args.file}: not exported: {reason}; use --force to export it marked "
              "NOT VALIDATED", file=sys.stderr)
        return EXIT_FINDINGS
    try:
        export_bom(loaded, report, catalog, pdf_path=args.output, csv_path=args.csv,
                   paper=args.paper)
    except OSError as error:
        raise CliError(f"cannot write: {error.strerror or error}") from None
    print(f"wrote {args.output}" + (f" and {args.csv}" if args.csv else ""))
    return EXIT_OK


def run_gui(files: Sequence[str]) -> int:
    from configurator.ui.app import run_gui as start

    return start(list(files))


COMMANDS = {"validate": cmd_validate, "catalog": cmd_catalog, "plot": cmd_plot, "bom": cmd_bom,
            "cost": cmd_cost}


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # `configurator FILE` opens the GUI with FILE; argparse would take FILE for a command.
    parser = _parser()
    if argv and not argv[0].startswith("-") and argv[0] not in COMMANDS:
        if not (Path(argv[0]).exists() or argv[0].endswith(".json")):
            parser.error(f"{argv[0]!r} is neither a command ({', '.join(COMMANDS)}) nor a file")
        return run_gui(argv)
    args, rest = parser.parse_known_args(argv)
    if args.command is None:
        unknown = [a for a in rest if a.startswith("-")]
        if unknown:
            parser.error(f"unrecognized arguments: {' '.join(unknown)}")
        if args.self_test:
            from configurator.selftest import run_self_test

            return run_self_test()
        return run_gui(rest)
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    try:
        return COMMANDS[args.command](args)
    except CliError as error:
        print(f"configurator: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130


def gui_main() -> int:
    return run_gui(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
