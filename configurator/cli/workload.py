"""`configurator workload FILE`: will a workload fit this build, how long will it run, what does
a run cost here or rented (docs/workload.md).

    configurator workload FILE.gwb (--preset ID | --config CONFIG.json | --params-b N)
                          --task TASK [--precision P] [--tokens N] [--seq-len S]
                          [--micro-batch B] [--sharded] [--recompute] [--mfu X]
                          [--optimizer O] [--lora-rank R] [--format text|json]
    configurator workload --list-presets [--format text|json]

Beside them, the buy-or-rent inputs a run's cost rests on (in USD): --hours-per-day,
--kwh-price, --months (defaults of the cost command).

Exit codes: 0 it fits (or a GPU's memory is not published: not checked), 1 it does not fit
(the output says by how much and what would make it fit), 2 bad input (a negative token count,
an MFU outside (0, 1], an unknown preset, a build without GPUs, a malformed config.json, a
file that cannot be read), with one line on stderr and never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys

from PySide6.QtCore import QCoreApplication

from configurator.analysis.cost_inputs import (
    DEFAULT_HOURS_PER_DAY,
    DEFAULT_KWH_PRICE,
    DEFAULT_MONTHS,
    CostInputs,
)
from configurator.analysis.workload_inputs import (
    DEFAULT_LORA_RANK,
    DEFAULT_MFU,
    DEFAULT_MICRO_BATCH,
    DEFAULT_OPTIMIZER,
    DEFAULT_PRECISION,
    DEFAULT_SEQ_LEN,
    OPTIMIZERS,
    PRECISIONS,
    TASKS,
)
from configurator.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_FINDINGS,
    EXIT_OK,
    CliError,
    Command,
    load_build,
    open_catalog,
)
from configurator.cli.cost import hours_per_day, kwh_price, months

translate = QCoreApplication.translate

# The workload's inputs by the option that gives them: a refusal names the option.
OPTION_OF = {"tokens": "--tokens", "seq_len": "--seq-len", "micro_batch": "--micro-batch",
             "mfu": "--mfu", "lora_rank": "--lora-rank", "params_b": "--params-b",
             "model": "--preset", "task": "--task", "precision": "--precision",
             "optimizer": "--optimizer"}
# Every workload option by its destination (add_workload_options), and its default (DESIGN
# section 10's).
WORKLOAD_OPTIONS = {**{dest: option for dest, option in OPTION_OF.items() if dest != "model"},
                    "preset": "--preset", "config": "--config", "sharded": "--sharded",
                    "recompute": "--recompute"}
DEFAULTS = {"precision": DEFAULT_PRECISION, "optimizer": DEFAULT_OPTIMIZER,
            "seq_len": DEFAULT_SEQ_LEN, "micro_batch": DEFAULT_MICRO_BATCH, "mfu": DEFAULT_MFU,
            "lora_rank": DEFAULT_LORA_RANK, "sharded": False, "recompute": False}


def number(text: str) -> int | float:
    """A number as written (a whole one stays whole); its range is the workload's to check,
    so that the refusal names the input and says what is allowed."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(translate("WorkloadCli", "{text!r} is not a number")
                                         .format(text=text)) from None
    return int(value) if value.is_integer() and abs(value) < 2**53 else value


def add_workload_options(parser: argparse.ArgumentParser) -> None:
    """The workload's options (docs/workload.md), shared by `workload` and `complete`."""
    model = parser.add_mutually_exclusive_group()
    model.add_argument("--preset", metavar="ID", help=translate(
        "WorkloadCli", "a model of db/workload_presets.csv (configurator workload "
                       "--list-presets lists them)"))
    model.add_argument("--config", metavar="CONFIG.json", help=translate(
        "WorkloadCli", "a Hugging Face config.json of the model"))
    model.add_argument("--params-b", type=number, metavar="N", help=translate(
        "WorkloadCli", "the model's parameters in billions (its shape not known)"))
    parser.add_argument("--task", choices=TASKS)
    parser.add_argument("--precision", choices=PRECISIONS, default=DEFAULTS["precision"])
    parser.add_argument("--optimizer", choices=OPTIMIZERS, default=DEFAULTS["optimizer"])
    parser.add_argument("--tokens", type=number, metavar="N", help=translate(
        "WorkloadCli", "tokens to train on (required for training) or to generate"))
    parser.add_argument("--seq-len", type=number, default=DEFAULTS["seq_len"], metavar="S")
    parser.add_argument("--micro-batch", type=number, default=DEFAULTS["micro_batch"],
                        metavar="B")
    parser.add_argument("--sharded", action="store_true", help=translate(
        "WorkloadCli", "shard weights, gradients and optimizer states over the GPUs "
                       "(ZeRO-3 / FSDP)"))
    parser.add_argument("--recompute", action="store_true", help=translate(
        "WorkloadCli", "recompute activations in the backward pass"))
    parser.add_argument("--mfu", type=number, default=DEFAULTS["mfu"], metavar="X",
                        help=translate("WorkloadCli", "model FLOPs utilisation, above 0 and "
                                                      "at most 1 (default %(default)g)"))
    parser.add_argument("--lora-rank", type=number, default=DEFAULTS["lora_rank"], metavar="R")


def workload_options_given(args: argparse.Namespace) -> list[str]:
    """The workload options given other than at their defaults, by option (`complete` asks
    whether a workload is given at all, and refuses one given twice)."""
    return [option for dest, option in WORKLOAD_OPTIONS.items()
            if getattr(args, dest, None) != DEFAULTS.get(dest)]


def add_workload_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    parser = subparsers.add_parser("workload", help=translate(
        "WorkloadCli", "will a workload fit this build, how long will it run, what does a run "
                       "cost here or rented"))
    parser.add_argument("file", nargs="?", help=translate("WorkloadCli", "a build file (*.gwb)"))
    add_workload_options(parser)
    parser.add_argument("--list-presets", action="store_true", help=translate(
        "WorkloadCli", "list the presets and stop"))
    parser.add_argument("--hours-per-day", type=hours_per_day, default=DEFAULT_HOURS_PER_DAY,
                        metavar="H", help=translate(
                            "WorkloadCli", "busy hours a day, for the run's share of the "
                                           "purchase (default %(default)g)"))
    parser.add_argument("--kwh-price", type=kwh_price, default=DEFAULT_KWH_PRICE, metavar="P",
                        help=translate("WorkloadCli", "electricity price in USD per kWh "
                                                      "(default %(default)g)"))
    parser.add_argument("--months", type=months, default=DEFAULT_MONTHS, metavar="M",
                        help=translate("WorkloadCli", "lifetime in months (default "
                                                      "%(default)s)"))
    parser.add_argument("--format", choices=("text", "json"), default="text")
    return parser


def refusal_line(error) -> str:
    """A workload's refusal in one line, its input named by the option that gave it."""
    from configurator.words.messages import message_text

    where = error.where
    if isinstance(where, str) and where in OPTION_OF:
        return f"{OPTION_OF[where]}: {message_text(error.problem)}"
    return message_text(error.message)


def _model(args: argparse.Namespace, presets):
    from configurator.analysis.workload_inputs import (
        model_from_config_file,
        model_from_params_b,
        model_from_preset,
    )

    if args.preset is not None:
        return model_from_preset(args.preset, presets)
    if args.config is not None:
        return model_from_config_file(args.config)
    if args.params_b is not None:
        return model_from_params_b(args.params_b)
    raise CliError(translate("WorkloadCli", "give the model: --preset ID, --config "
                                            "CONFIG.json or --params-b N"))


def workload_from_options(args: argparse.Namespace, presets):
    from configurator.analysis.workload_inputs import Workload

    if args.task is None:
        raise CliError(translate("WorkloadCli", "give the task: --task {tasks}").format(
            tasks="|".join(TASKS)))
    return Workload(_model(args, presets), args.task, precision=args.precision,
                    optimizer=args.optimizer, tokens=args.tokens, seq_len=args.seq_len,
                    micro_batch=args.micro_batch, recompute=args.recompute,
                    sharded=args.sharded, mfu=args.mfu, lora_rank=args.lora_rank).check()


def _list_presets(args: argparse.Namespace) -> int:
    from configurator.report.workload_section import load_workload_data, presets_json, presets_text

    presets = load_workload_data().presets
    if args.format == "json":
        print(json.dumps(presets_json(presets), indent=2, ensure_ascii=False, allow_nan=False))
    else:
        sys.stdout.write(presets_text(presets))
    return EXIT_OK


def cmd_workload(args: argparse.Namespace) -> int:
    from configurator.analysis.offerings import OfferingsError
    from configurator.analysis.workload import to_json
    from configurator.analysis.workload_model import WorkloadError
    from configurator.report.workload_section import assemble, load_workload_data, text_report
    from configurator.rules import validate
    from configurator.words.messages import message_text
    from configurator.words.names import template_text

    try:
        if args.list_presets:
            return _list_presets(args)
        if args.file is None:
            raise CliError(translate("WorkloadCli", "give a build file (or --list-presets)"))
        catalog = open_catalog()
        data = load_workload_data(catalog.parts("gpu"))
        workload = workload_from_options(args, data.presets)
        loaded = load_build(args.file, catalog)
        report = validate(loaded.resolved, catalog.alternatives())
        inputs = CostInputs(hours_per_day=args.hours_per_day, kwh_price=args.kwh_price,
                            months=args.months)
        try:
            result = assemble(loaded.resolved, report, workload, inputs, data)
        except WorkloadError as error:  # no GPU placed: the file is what is wrong
            raise CliError(f"{args.file}: {message_text(error.problem)}") from None
    except WorkloadError as error:
        print(f"configurator: {refusal_line(error)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except OfferingsError as error:
        print(f"configurator: {message_text(error.message)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except CliError as error:
        print(f"configurator: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.format == "json":
        print(json.dumps(to_json(result), indent=2, ensure_ascii=False, allow_nan=False))
    else:
        sys.stdout.write(text_report(result, template_text(loaded.build.name) or args.file))
    return EXIT_FINDINGS if result.fits is False else EXIT_OK


COMMANDS = (Command("workload", add_workload_parser, cmd_workload),)
