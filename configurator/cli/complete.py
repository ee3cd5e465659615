"""`configurator complete FILE -o OUT` (docs/architecture.md): the best completion of a
partial build from the catalog (the user's and the team's parts included).

Exit 0 with OUT written (a build file whose notes say what was added); 1 when no complete
build without errors exists, with the constraint that rules every candidate out; 2 for bad
input (an unreadable file, a budget that is not a positive number, OUT not writable).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math

from PySide6.QtCore import QCoreApplication

from configurator.cli.common import (
    EXIT_FINDINGS,
    EXIT_OK,
    CliError,
    Command,
    load_build,
    open_catalog,
)
from configurator.model.safe_text import drawable

translate = QCoreApplication.translate
MAX_TIME_LIMIT_S = 24 * 3600.0


def _budget(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(translate(
            "Cli", "{value!r} is not a price in USD above 0").format(value=text))
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value <= 0 or value > MAX_TIME_LIMIT_S:
        raise argparse.ArgumentTypeError(translate(
            "Cli", "{value!r} is not a number of seconds above 0 and at most {most:g}").format(
            value=text, most=MAX_TIME_LIMIT_S))
    return value


def add_complete_parser(sub) -> argparse.ArgumentParser:
    from configurator.rules.complete.search import (
        DEFAULT_OBJECTIVE,
        DEFAULT_TIME_LIMIT_S,
        OBJECTIVES,
    )

    parser = sub.add_parser("complete", help=translate(
        "Cli", "fill in what a partial build lacks from the catalog, the best build for the "
               "objective"))
    parser.add_argument("file")
    parser.add_argument("-o", "--output", required=True, metavar="OUT")
    parser.add_argument("--objective", choices=OBJECTIVES, default=DEFAULT_OBJECTIVE,
                        help=translate("Cli", "fewest-warnings: no error, the fewest "
                                              "warnings, then the lowest price; cheapest: the "
                                              "lowest price without an error"))
    parser.add_argument("--budget", type=_budget, metavar="USD",
                        help=translate("Cli", "the highest total price"))
    parser.add_argument("--include-discontinued", action="store_true",
                        help=translate("Cli", "also offer parts no longer sold (the build's "
                                              "own parts are kept whatever their state)"))
    parser.add_argument("--time-limit", type=_seconds, default=DEFAULT_TIME_LIMIT_S,
                        metavar="SECONDS",
                        help=translate("Cli", "stop searching after about this long and give "
                                              "the best build found, marked as not proven "
                                              "best (default {seconds:g})").format(
                            seconds=DEFAULT_TIME_LIMIT_S))
    parser.add_argument("--format", choices=("text", "json"), default="text")
    return parser


def answer_lines(completion) -> list[str]:
    from configurator.words.completion import added_lines, summary_text

    lines = [summary_text(completion), *(f"  {line}" for line in added_lines(completion))]
    if completion.from_stock:
        lines.append("  " + translate("Cli", "From stock: {parts}; to buy: {to_buy_usd:,.2f} USD")
                     .format(parts=", ".join(f"{a.qty} x {a.part}" for a in completion.from_stock),
                             to_buy_usd=completion.to_buy_usd))
    return lines


def result_text(result, output: str | None) -> str:
    from configurator.words.completion import message_text
    from configurator.words.findings import finding_text

    notes = [translate("Cli", "Note: {note}").format(note=message_text(note))
             for note in result.notes]
    if not result.found:
        return "\n".join([translate("Cli", "No complete build without errors: {reason}").format(
            reason=message_text(result.reason)), *notes])
    best = result.best
    heading = (translate("Cli", "Best completion:") if result.exact else translate(
        "Cli", "Best completion found within the time limit (not proven the best):"))
    lines = [heading, *answer_lines(best)]
    warnings = [f for f in best.report.findings if f.severity == "warning" and not f.waived]
    if warnings:
        lines.append(translate("Cli", "Warnings:"))
        lines.extend(f"  ! {finding_text(f)}" for f in warnings)
    if result.alternatives:
        lines.append(translate("Cli", "Alternatives with another board or chassis:"))
        for alternative in result.alternatives:
            first, *rest = answer_lines(alternative)
            lines.append(f"- {first}")
            lines.extend(rest)
    lines.extend(notes)
    if output:
        lines.append(translate("Cli", "wrote {file}").format(file=drawable(str(output))))
    return "\n".join(lines)


def cmd_complete(args: argparse.Namespace) -> int:
    from configurator.model.buildfile import write_build
    from configurator.rules.complete.result import completion_notes, with_notes
    from configurator.rules.complete.search import complete_build
    from configurator.words.completion import notes_translate

    catalog = open_catalog()
    loaded = load_build(args.file, catalog)
    result = complete_build(loaded.resolved, catalog.alternatives(), args.objective,
                            args.budget, catalog_version=catalog.version,
                            include_discontinued=args.include_discontinued,
                            time_limit_s=args.time_limit, stock=catalog.stock())
    if result.found:
        best = result.best
        noted = with_notes(best, completion_notes(best, notes_translate))
        try:
            write_build(args.output, dataclasses.replace(best.resolved, build=noted),
                        catalog.version)
        except OSError as error:
            raise CliError(translate("Cli", "{file}: cannot write: {reason}").format(
                file=args.output, reason=error.strerror or error)) from None
    if args.format == "json":
        print(json.dumps(result.to_json(), indent=2, ensure_ascii=False, allow_nan=False))
    else:
        print(result_text(result, args.output if result.found else None))
    return EXIT_OK if result.found else EXIT_FINDINGS


COMMANDS = (Command("complete", add_complete_parser, cmd_complete),)
