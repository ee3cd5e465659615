"""`configurator plot {price|power} -o OUT.png|OUT.svg [--series NAME...] [--log]
[--price launch|catalog] [--metric fp32|fp16] [--titans]`: GFLOPS against price or power."""

from __future__ import annotations

import argparse
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from configurator.cli.common import EXIT_OK, CliError, Command, headless_qt, open_catalog
from configurator.model.parts import CATALOG_GPU_SERIES
from configurator.model.safe_text import drawable

translate = QCoreApplication.translate


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


def cmd_plot(args: argparse.Namespace) -> int:
    suffix = Path(args.output).suffix.lower()
    if suffix not in (".png", ".svg"):
        raise CliError(translate("Cli", "{file}: the output must end in .png or .svg").format(
            file=args.output))
    headless_qt()
    from configurator.analysis.series_gather import series_from_catalog
    from configurator.drawing.chart_export import export_plot

    catalog = open_catalog()
    series_set = series_from_catalog(catalog, include_titans=args.titans, series=args.series,
                                     price_basis=args.price, metric=args.metric)
    try:
        export_plot(args.which, args.output, series_set=series_set, log_axes=args.log)
    except (OSError, ValueError) as error:
        raise CliError(translate("Cli", "{file}: cannot write: {reason}").format(
            file=args.output, reason=error.strerror or error)) from None
    print(translate("Cli", "wrote {file}").format(file=drawable(args.output)))
    at_catalog = [p for p in series_set.all_points if p.at_catalog_price]
    if at_catalog and args.which == "price":
        # The plot marks them (hollow, "*"); a script reading the output learns it too.
        print(translate("Cli", "plotted at their catalog price for lack of a launch price "
                               "(marked *): {names}").format(
            names=", ".join(p.label.removesuffix(" *") for p in at_catalog)))
    return EXIT_OK


COMMANDS = (Command("plot", add_plot_parser, cmd_plot, draws=True),)
