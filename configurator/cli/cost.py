"""`configurator cost FILE`: buy or rent, from the command line (issue 8; docs/architecture.md).

    configurator cost FILE [--hours-per-day H] [--kwh-price P] [--months M]
                           [--currency USD|CNY|EUR] [--per-usd RATE] [--idle FRACTION]
                           [--metric fp32|fp16] [--offering ID ...] [--format text|json]

configurator/cli.py lists this module's COMMANDS.

Exit codes as every command: 0 with the figures; 2 for bad arguments (negative numbers, more
than 24 hours a day, not a number, an unknown offering) or a file that cannot be read, with
one line on stderr and never a traceback.
"""

from __future__ import annotations

import argparse
import json
import math
import sys

from PySide6.QtCore import QCoreApplication

from configurator.analysis.cost_inputs import (
    DEFAULT_HOURS_PER_DAY,
    DEFAULT_IDLE_FRACTION,
    DEFAULT_KWH_PRICE,
    DEFAULT_MONTHS,
    HOURS_PER_DAY,
    KWH_PRICE_MAX,
    MAX_MONTHS,
    PER_USD_MAX,
    PER_USD_MIN,
    CostInputs,
)
from configurator.analysis.currencies import CURRENCIES, DEFAULT_PER_USD
from configurator.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_OK,
    CliError,
    Command,
    load_build,
    open_catalog,
)

translate = QCoreApplication.translate
SMALLEST = 1e-6  # the smallest non-zero number an option takes


def _number(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(translate("CostCli", "{text!r} is not a number").format(
            text=text)) from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(translate("CostCli", "{text!r} is not a finite number")
                                         .format(text=text))
    if value != 0 and abs(value) < SMALLEST:
        # 1e-320 is above zero, yet means nothing here and makes the figures overflow.
        raise argparse.ArgumentTypeError(translate(
            "CostCli", "{text} is too close to zero; give 0 or at least {smallest:g}").format(
            text=text, smallest=SMALLEST))
    return value


def _at_most(value: float, text: str, largest: float) -> float:
    if value > largest:
        raise argparse.ArgumentTypeError(translate("CostCli", "{text} is above {largest:g}")
                                         .format(text=text, largest=largest))
    return value


def non_negative(text: str) -> float:
    value = _number(text)
    if value < 0:
        raise argparse.ArgumentTypeError(translate("CostCli", "{text} is negative").format(
            text=text))
    return value


def positive(text: str) -> float:
    value = _number(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(translate("CostCli", "{text} is not above zero").format(
            text=text))
    return value


def kwh_price(text: str) -> float:
    return _at_most(non_negative(text), text, KWH_PRICE_MAX)


def per_usd(text: str) -> float:
    value = positive(text)
    if value < PER_USD_MIN:
        raise argparse.ArgumentTypeError(translate("CostCli", "{text} is below {smallest:g}")
                                         .format(text=text, smallest=PER_USD_MIN))
    return _at_most(value, text, PER_USD_MAX)


def hours_per_day(text: str) -> float:
    value = non_negative(text)
    if value > HOURS_PER_DAY:
        raise argparse.ArgumentTypeError(translate(
            "CostCli", "{text} is more than the 24 hours of a day").format(text=text))
    return value


def fraction(text: str) -> float:
    value = non_negative(text)
    if value > 1:
        raise argparse.ArgumentTypeError(translate("CostCli", "{text} is above 1 (100 %)").format(
            text=text))
    return value


def months(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(translate(
            "CostCli", "{text!r} is not a whole number of months").format(text=text)) from None
    if not 1 <= value <= MAX_MONTHS:
        raise argparse.ArgumentTypeError(translate(
            "CostCli", "{text} is not between 1 and {max} months").format(
            text=text, max=MAX_MONTHS))
    return value


def add_cost_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """Add the `cost` sub-command to configurator's sub-parsers; returns its parser."""
    cost = subparsers.add_parser(
        "cost", help=translate(
            "CostCli", "buy or rent: the cost of owning a build against cloud GPU instances"))
    cost.add_argument("file", help=translate("CostCli", "a build file (*.gwb)"))
    cost.add_argument("--hours-per-day", type=hours_per_day, default=DEFAULT_HOURS_PER_DAY,
                      metavar="H", help=translate(
                          "CostCli", "busy hours a day, 0-24 (default %(default)g)"))
    cost.add_argument("--kwh-price", type=kwh_price, default=None, metavar="P",
                      help=translate("CostCli", "electricity price per kWh in --currency "
                                     "(default {price} USD, converted)").format(
                          price=DEFAULT_KWH_PRICE))
    cost.add_argument("--months", type=months, default=DEFAULT_MONTHS, metavar="M",
                      help=translate("CostCli", "lifetime in months (default %(default)s)"))
    cost.add_argument("--currency", choices=CURRENCIES, default="USD",
                      help=translate("CostCli", "currency of --kwh-price and of the results "
                                     "(default %(default)s)"))
    cost.add_argument("--per-usd", type=per_usd, default=None, metavar="RATE",
                      help=translate("CostCli", "units of --currency per US dollar (default: "
                                     "CNY {cny:g}, EUR {eur:g})").format(
                          cny=DEFAULT_PER_USD["CNY"], eur=DEFAULT_PER_USD["EUR"]))
    cost.add_argument("--idle", type=fraction, default=DEFAULT_IDLE_FRACTION, metavar="FRACTION",
                      help=translate("CostCli", "idle draw as a fraction of the peak wall "
                                     "draw, for the hours the machine is on but not busy "
                                     "(default %(default)g; 0: switched off)"))
    cost.add_argument("--metric", choices=("fp32", "fp16"), default="fp32",
                      help=translate("CostCli", "GPU throughput compared: FP32 or FP16 tensor "
                                     "(default %(default)s)"))
    cost.add_argument("--offering", action="append", metavar="ID",
                      help=translate("CostCli", "compare only this offering (repeatable; ids "
                                     "of db/cloud_offerings.csv)"))
    cost.add_argument("--format", choices=("text", "json"), default="text")
    return cost


def inputs_from(args: argparse.Namespace) -> CostInputs:
    if args.per_usd is not None and args.currency == "USD":
        raise CliError(translate("CostCli", "--per-usd is the rate of --currency to the US "
                                 "dollar; with USD it is 1: give --currency CNY or EUR, or "
                                 "leave --per-usd out"))
    per_usd = args.per_usd if args.per_usd is not None else DEFAULT_PER_USD[args.currency]
    # Without a price, the US default converted, so that `--currency CNY` alone makes sense.
    kwh_price = args.kwh_price if args.kwh_price is not None else DEFAULT_KWH_PRICE * per_usd
    return CostInputs(hours_per_day=args.hours_per_day, kwh_price=kwh_price,
                      currency=args.currency, per_usd=per_usd, months=args.months,
                      idle_fraction=args.idle, metric=args.metric)


def cmd_cost(args: argparse.Namespace) -> int:
    from configurator.analysis.offerings import OfferingsError
    from configurator.report.cost_section import assemble, load_cost_data, text_report, to_json
    from configurator.rules import validate
    from configurator.words.names import template_text

    try:
        inputs = inputs_from(args)
        try:
            inputs.check()
        except ValueError as error:  # argparse checked each number; this checks them together
            raise CliError(str(error)) from None
        catalog = open_catalog()
        loaded = load_build(args.file, catalog)
        try:
            data = load_cost_data(catalog.parts("gpu"))
        except OfferingsError as error:
            from configurator.words.messages import message_text

            raise CliError(translate("CostCli", "the offerings data cannot be read: {error}")
                               .format(error=message_text(error.message))) from None
        known = {o.id for o in data.offerings}
        unknown = [i for i in args.offering or () if i not in known]
        if unknown:
            raise CliError(translate("CostCli", "unknown offering {ids}; offerings are "
                                         "{known}").format(ids=", ".join(unknown),
                                                           known=", ".join(sorted(known))))
        report = validate(loaded.resolved, catalog.alternatives())
        section = assemble(loaded.resolved, report, inputs, data, args.offering)
    except CliError as error:
        print(f"configurator: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.format == "json":
        print(json.dumps(to_json(section), indent=2, ensure_ascii=False, allow_nan=False))
    else:
        print(text_report(section, template_text(loaded.build.name) or args.file))
    return EXIT_OK


COMMANDS = (Command("cost", add_cost_parser, cmd_cost),)

