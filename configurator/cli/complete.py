"""`configurator complete FILE -o OUT` (docs/architecture.md): the best completion of a
partial build from the catalog (the user's and the team's parts included).

Exit 0 with OUT written (a build file whose notes say what was added); 1 when no complete
build without errors exists, with the constraint that rules every candidate out; 2 for bad
input (an unreadable file, a budget that is not a positive number, OUT not writable).

With a workload (`--workload WORKLOAD.json`, or the options of `configurator workload`) the
completed build must hold it (docs/workload.md, "Completing a build around a workload"): the
build's own GPUs are kept, so when they cannot hold it the answer is exit 1 before any search,
naming the memory it needs against what the GPUs have and what would make it fit; a build
without GPUs is bad input for a workload (exit 2).
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
    from configurator.cli.workload import add_workload_options

    workload = parser.add_argument_group(translate(
        "Cli", "a workload the completed build must hold (docs/workload.md)"))
    workload.add_argument("--workload", metavar="WORKLOAD.json", help=translate(
        "Cli", "a workload object as JSON (or give it by the options below, as for "
               "`configurator workload`)"))
    add_workload_options(workload)
    return parser


def answer_lines(completion) -> list[str]:
    from configurator.words.completion import added_lines, summary_text

    lines = [summary_text(completion), *(f"  {line}" for line in added_lines(completion))]
    if completion.from_stock:
        lines.append("  " + translate("Cli", "From stock: {parts}; to buy: {to_buy_usd:,.2f} USD")
                     .format(parts=", ".join(f"{a.qty} x {a.part}" for a in completion.from_stock),
                             to_buy_usd=completion.to_buy_usd))
    return lines


def _workload_lines(estimates: list, index: int) -> list[str]:
    from configurator.report.complete_workload import answer_line

    estimate = estimates[index] if index < len(estimates) else None
    return [f"  {answer_line(estimate)}"] if estimate is not None else []


def result_text(result, output: str | None, estimates: list | None = None) -> str:
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
    estimates = estimates or []
    lines = [heading, *answer_lines(best), *_workload_lines(estimates, 0)]
    warnings = [f for f in best.report.findings if f.severity == "warning" and not f.waived]
    if warnings:
        lines.append(translate("Cli", "Warnings:"))
        lines.extend(f"  ! {finding_text(f)}" for f in warnings)
    if result.alternatives:
        lines.append(translate("Cli", "Alternatives with another board or chassis:"))
        for index, alternative in enumerate(result.alternatives, start=1):
            first, *rest = answer_lines(alternative)
            lines.append(f"- {first}")
            lines.extend(rest)
            lines.extend(_workload_lines(estimates, index))
    lines.extend(notes)
    if output:
        lines.append(translate("Cli", "wrote {file}").format(file=drawable(str(output))))
    return "\n".join(lines)


def _workload(args: argparse.Namespace, catalog):
    """The workload asked for and the data it is judged with, or (None, None); CliError for a
    workload given both ways."""
    from configurator.analysis.workload_inputs import workload_from_file
    from configurator.cli.workload import workload_from_options, workload_options_given
    from configurator.report.workload_section import load_workload_data

    options = workload_options_given(args)
    if args.workload is None and not options:
        return None, None
    if args.workload is not None and options:
        raise CliError(translate("Cli", "--workload and {option}: give the workload either as "
                                        "a file or as options").format(option=options[0]))
    data = load_workload_data(catalog.parts("gpu"))
    if args.workload is not None:
        return workload_from_file(args.workload, data.presets), data
    return workload_from_options(args, data.presets), data


def cmd_complete(args: argparse.Namespace) -> int:
    from configurator.analysis.offerings import OfferingsError
    from configurator.analysis.workload_model import WorkloadError
    from configurator.cli.workload import refusal_line
    from configurator.words.messages import message_text

    catalog = open_catalog()
    try:
        workload, data = _workload(args, catalog)
    except WorkloadError as error:
        raise CliError(refusal_line(error)) from None
    except OfferingsError as error:
        raise CliError(message_text(error.message)) from None
    loaded = load_build(args.file, catalog)
    if workload is None:
        return _complete(args, catalog, loaded)
    from configurator.report.complete_workload import constraint_for

    constraint = constraint_for(loaded.resolved, workload, data)
    if constraint is None:
        raise CliError(translate("Cli", "{file}: the build has no GPU; a workload is held by "
                                        "the build's own GPUs: add them first, then "
                                        "complete").format(file=args.file))
    if constraint.fits is False:  # no board, chassis or PSU changes the GPUs' memory
        return _refuse(args, constraint)
    return _complete(args, catalog, loaded, workload, data)


def _refuse(args: argparse.Namespace, constraint) -> int:
    from configurator.report.complete_workload import constraint_json
    from configurator.rules.complete.result import CompletionResult

    result = CompletionResult(None, [], constraint.reason)
    if args.format == "json":
        data = result.to_json()
        data["workload"] = constraint_json(constraint)
        print(json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False))
    else:  # the reason is the analysis' message (context "Messages"), not a rule's
        from configurator.words.messages import message_text

        print(translate("Cli", "No complete build without errors: {reason}").format(
            reason=message_text(constraint.reason)))
    return EXIT_FINDINGS


def _complete(args: argparse.Namespace, catalog, loaded, workload=None, data=None) -> int:
    from configurator.model.buildfile import write_build
    from configurator.rules.complete.result import completion_notes, with_notes
    from configurator.rules.complete.search import complete_build
    from configurator.words.completion import notes_translate

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
    estimates = _estimates(result, workload, data)
    if args.format == "json":
        output = result.to_json()
        if workload is not None:
            output["workload"] = _answer_json(estimates, 0)
            for index, alternative in enumerate(output["alternatives"], start=1):
                alternative["workload"] = _answer_json(estimates, index)
        print(json.dumps(output, indent=2, ensure_ascii=False, allow_nan=False))
    else:
        print(result_text(result, args.output if result.found else None, estimates))
    return EXIT_OK if result.found else EXIT_FINDINGS


def _estimates(result, workload, data) -> list:
    """The workload worked out on each answer (best first); empty without a workload."""
    if workload is None:
        return []
    from configurator.report.complete_workload import answer_estimate

    return [answer_estimate(answer, workload, data) for answer in result.answers]


def _answer_json(estimates: list, index: int):
    from configurator.report.complete_workload import answer_json

    return answer_json(estimates[index]) if index < len(estimates) else None


COMMANDS = (Command("complete", add_complete_parser, cmd_complete),)
