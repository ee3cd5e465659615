"""Cloud GPU offerings and power/throughput curves, read from db/ (no Qt, no catalog).

Two human-edited CSV files (their header comments define every column):
`db/cloud_offerings.csv` (what renting costs) and `db/power_performance.csv` (what a power
limit costs in throughput). The caller passes the paths: this layer may not import
configurator.catalog, which knows where db/ is (configurator.catalog.paths.source_dir()).

Every refusal is an `OfferingsError` naming the file and line, never a traceback.
"""

from __future__ import annotations

import csv
import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from configurator.analysis.currencies import CURRENCIES
from configurator.model.messages import Message, T, message
from configurator.model.parts import GpuSpec

OFFERINGS_FILE = "cloud_offerings.csv"
POWER_PERFORMANCE_FILE = "power_performance.csv"

PriceUnit = Literal["hour", "month"]
Metric = Literal["fp32", "fp16"]
PRICE_UNITS: tuple[str, ...] = ("hour", "month")

OFFERING_COLUMNS = (
    "id", "provider", "instance", "gpu_model", "gpu_count", "price", "price_unit", "currency",
    "region", "price_date", "fp32_gflops_per_gpu", "fp16_gflops_per_gpu", "notes", "source_url",
)
CURVE_COLUMNS = (
    "architecture", "card", "workload", "reference_w", "power_limit_w", "throughput_fraction",
    "source_url", "notes",
)


class OfferingsError(ValueError):
    """A data file that cannot be used; str() is one line naming the file and line, in
    English; `message` is the same, to be translated (configurator.words.messages)."""

    def __init__(self, text: Message) -> None:
        self.message = text
        super().__init__(str(text))


def _refuse(path: Path, line: int | None, column: str | None,
            problem: Message) -> OfferingsError:
    """The error of a place in a data file (the same templates as the catalog sources')."""
    where: Message | str = (str(path) if line is None
                            else message(T("{file} line {line}"), file=str(path), line=line))
    if column is not None:
        return OfferingsError(message(T("{where}, column {column}: {problem}"), where=where,
                                      column=column, problem=problem))
    return OfferingsError(message(T("{where}: {problem}"), where=where, problem=problem))


@dataclass(frozen=True)
class Offering:
    """One rentable machine. `gpu_count` counts GPU dies (CUDA devices), not boards."""

    id: str
    provider: str
    instance: str
    gpu_model: str
    gpu_count: float
    price: float
    price_unit: PriceUnit
    currency: str
    region: str
    price_date: str
    source_url: str
    fp32_gflops_per_gpu: float | None = None
    fp16_gflops_per_gpu: float | None = None
    notes: str = ""

    @property
    def label(self) -> str:
        return f"{self.provider} {self.instance}"

    def gflops(self, gpu: GpuSpec | None, metric: Metric = "fp32") -> float | None:
        """The instance's throughput: its own per-GPU figure when the file gives one, else the
        gpus.csv board figure shared among the board's GPU dies. None when unknown."""
        override = self.fp32_gflops_per_gpu if metric == "fp32" else self.fp16_gflops_per_gpu
        if override is not None:
            return override * self.gpu_count
        if gpu is None:
            return None
        board = gpu.fp32_gflops if metric == "fp32" else gpu.fp16_gflops
        if board is None:
            return None
        return board * self.gpu_count / gpu.gpu_count


@dataclass(frozen=True)
class PowerCurve:
    """Throughput against power limit for one architecture, as fractions of a reference.

    `power_fractions` (limit / reference_w) ascend; `throughput_fractions` match them."""

    architecture: str
    card: str
    workload: str
    reference_w: float
    power_fractions: tuple[float, ...]
    throughput_fractions: tuple[float, ...]
    source_url: str


# --- reading ---------------------------------------------------------------------------------


def data_rows(path: Path) -> Iterator[tuple[int, dict[str, str]]]:
    """(line number, row by column) of a CSV with '#' comment lines and a header row."""
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except FileNotFoundError:
        raise _refuse(path, None, None, message(T("no such file"))) from None
    except UnicodeDecodeError as error:
        raise _refuse(path, None, None, message(T("not UTF-8 text ({reason} at byte {byte})"),
                                                reason=error.reason, byte=error.start)) from None
    except OSError as error:
        raise _refuse(path, None, None, message(T("cannot read: {error}"),
                                                error=error.strerror or str(error))) from None
    # Comment lines become blank lines so that csv's line numbers still match the file.
    lines = ["\n" if line.lstrip().startswith("#") else line for line in text.splitlines(True)]
    reader = csv.reader(lines, strict=True)
    header: list[str] | None = None
    try:
        for cells in reader:
            if not any(cell.strip() for cell in cells):
                continue
            if header is None:
                header = [cell.strip() for cell in cells]
                continue
            if len(cells) != len(header):
                raise _refuse(path, reader.line_num, None, message(
                    T("{cells} cells, but the header has {columns} columns"),
                    cells=len(cells), columns=len(header)))
            yield reader.line_num, {h: c.strip() for h, c in zip(header, cells, strict=True)}
    except csv.Error as error:
        raise _refuse(path, reader.line_num, None, message(
            T("the CSV quoting is broken ({reason})"), reason=str(error))) from None


def _check_header(path: Path, row: Mapping[str, str], line: int, columns: tuple[str, ...]) -> None:
    missing = [c for c in columns if c not in row]
    if missing:
        raise _refuse(path, line, None, message(T("missing column(s): {names}"),
                                                names=", ".join(missing)))


def _number(path: Path, line: int, row: Mapping[str, str], column: str, *,
            optional: bool = False, positive: bool = False) -> float | None:
    text = row[column]
    if not text:
        if optional:
            return None
        raise _refuse(path, line, column, message(T("a number is required")))
    try:
        value = float(text)
    except ValueError:
        raise _refuse(path, line, column, message(T("should be a number (got {got})"),
                                                  got=repr(text))) from None
    if not math.isfinite(value) or value < 0 or (positive and value == 0):
        raise _refuse(path, line, column, message(T("{value} is out of range"), value=text))
    return value


def _required(path: Path, line: int, row: Mapping[str, str], column: str) -> str:
    if not row[column]:
        raise _refuse(path, line, column, message(T("a value is required")))
    return row[column]


def load_offerings(path: str | Path) -> list[Offering]:
    """Every offering of a cloud_offerings.csv, in file order."""
    path = Path(path)
    offerings: list[Offering] = []
    seen: set[str] = set()
    for line, row in data_rows(path):
        _check_header(path, row, line, OFFERING_COLUMNS)
        offering_id = _required(path, line, row, "id")
        if offering_id in seen:
            raise _refuse(path, line, None, message(T("id {id!r} appears twice"),
                                                    id=offering_id))
        seen.add(offering_id)
        unit, currency = row["price_unit"], row["currency"]
        if unit not in PRICE_UNITS:
            raise _refuse(path, line, "price_unit", message(
                T("should be one of {choices} (got {got})"), choices=", ".join(PRICE_UNITS),
                got=repr(unit)))
        if currency not in CURRENCIES:
            raise _refuse(path, line, "currency", message(
                T("should be one of {choices} (got {got})"), choices=", ".join(CURRENCIES),
                got=repr(currency)))
        offerings.append(Offering(
            id=offering_id,
            provider=_required(path, line, row, "provider"),
            instance=_required(path, line, row, "instance"),
            gpu_model=_required(path, line, row, "gpu_model"),
            gpu_count=_number(path, line, row, "gpu_count", positive=True),
            price=_number(path, line, row, "price"),
            price_unit="hour" if unit == "hour" else "month",
            currency=currency,
            region=row["region"],
            price_date=row["price_date"],
            source_url=_required(path, line, row, "source_url"),
            fp32_gflops_per_gpu=_number(path, line, row, "fp32_gflops_per_gpu", optional=True),
            fp16_gflops_per_gpu=_number(path, line, row, "fp16_gflops_per_gpu", optional=True),
            notes=row["notes"],
        ))
    return offerings


def load_power_curves(path: str | Path) -> dict[str, PowerCurve]:
    """The curves of a power_performance.csv by architecture (lower case). When a file holds
    two workloads for one architecture, the first one listed is that architecture's curve."""
    path = Path(path)
    points: dict[str, list[tuple[float, float]]] = {}
    first_row: dict[str, dict[str, str]] = {}
    for line, row in data_rows(path):
        _check_header(path, row, line, CURVE_COLUMNS)
        key = _required(path, line, row, "architecture").casefold()
        first = first_row.setdefault(key, row)
        if row["workload"] != first["workload"]:
            continue
        _required(path, line, row, "source_url")
        reference_w = _number(path, line, row, "reference_w", positive=True)
        if reference_w != float(first["reference_w"]):
            raise _refuse(path, line, None, message(T("reference_w differs within one curve")))
        limit_w = _number(path, line, row, "power_limit_w", positive=True)
        kept = _number(path, line, row, "throughput_fraction", positive=True)
        points.setdefault(key, []).append((limit_w / reference_w, kept))
    curves: dict[str, PowerCurve] = {}
    for key, pairs in points.items():
        pairs.sort()
        fractions = tuple(p for p, _ in pairs)
        if len(set(fractions)) != len(fractions):
            raise _refuse(path, None, None, message(
                T("the {curve} curve lists one power limit twice"), curve=key))
        row = first_row[key]
        curves[key] = PowerCurve(
            architecture=row["architecture"], card=row["card"], workload=row["workload"],
            reference_w=float(row["reference_w"]), power_fractions=fractions,
            throughput_fractions=tuple(t for _, t in pairs), source_url=row["source_url"],
        )
    return curves


def gpus_by_model(gpus: list[GpuSpec]) -> dict[str, GpuSpec]:
    """One spec per GPU `model` (the reference design when there is one), for throughput."""
    by_model: dict[str, GpuSpec] = {}
    for gpu in gpus:
        current = by_model.get(gpu.model)
        if current is None or (gpu.reference_design and not current.reference_design):
            by_model[gpu.model] = gpu
    return by_model
