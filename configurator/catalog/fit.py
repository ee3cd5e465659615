"""Which catalog parts fit what a build has chosen: the catalog list's "Only parts that fit"
(issue 28; the window turns it on once a board is chosen).

The filter compares the few figures that decide whether a part can go in at all: sockets
(CPU, board, cooler), board form factors (board, chassis), the GPU length limit (GPU,
chassis) and PSU form factors (PSU, chassis). A figure nobody published (the part's
`unknown`, docs/build-file.md) decides nothing: such a part is shown, as the rules list it
under "not checked" rather than refuse it. The figures are kept per part (`fit_facts`) in the
compiled catalog's listing, so that 20,000 imported parts are filtered without decoding them.
Parts of the user's own are always shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from configurator.model.build import ResolvedBuild
from configurator.model.part_base import PartBase

Facts = Mapping[str, Any]


def _known(part: PartBase, name: str) -> Any:
    return None if name in part.unknown else getattr(part, name)


def fit_facts(part: PartBase) -> dict[str, Any]:
    """The figures of `part` the filter compares (None: not published), as JSON-ready data."""
    kind = part.kind
    if kind == "gpu":
        return {"length_mm": _known(part, "length_mm")}
    if kind == "cpu":
        return {"socket": _known(part, "socket")}
    if kind == "motherboard":
        return {"socket": _known(part, "socket"), "form_factor": _known(part, "form_factor")}
    if kind == "chassis":
        return {"form_factors": _known(part, "form_factors"),
                "max_gpu_length_mm": _known(part, "max_gpu_length_mm"),
                "psu_form_factors": _known(part, "psu_form_factors")}
    if kind == "psu":
        return {"form_factor": _known(part, "form_factor")}
    if kind == "cooler":
        return {"sockets": _known(part, "sockets")}
    return {}


@dataclass(frozen=True)
class FitContext:
    """What the build's chosen parts ask of another part; None: nothing chosen, or its
    figure not published."""

    board_socket: str | None = None
    cpu_socket: str | None = None
    board_form_factor: str | None = None
    chassis_form_factors: tuple[str, ...] | None = None
    chassis_gpu_length_mm: float | None = None
    chassis_psu_form_factors: tuple[str, ...] | None = None
    longest_gpu_mm: float | None = None
    psu_form_factor: str | None = None

    @property
    def socket(self) -> str | None:
        """The socket CPUs and coolers must have: the board's, else the CPU's."""
        return self.board_socket or self.cpu_socket


def fit_context(build: ResolvedBuild) -> FitContext:
    board, chassis = build.motherboard, build.chassis
    cpu = build.cpus[0] if build.cpus else None
    lengths = [gpu.spec.length_mm for gpu in build.gpus if "length_mm" not in gpu.spec.unknown]
    psu = build.psu.spec if build.psu is not None else None
    return FitContext(
        board_socket=_known(board, "socket") if board else None,
        cpu_socket=_known(cpu, "socket") if cpu else None,
        board_form_factor=_known(board, "form_factor") if board else None,
        chassis_form_factors=_tuple(_known(chassis, "form_factors")) if chassis else None,
        chassis_gpu_length_mm=_known(chassis, "max_gpu_length_mm") if chassis else None,
        chassis_psu_form_factors=(_tuple(_known(chassis, "psu_form_factors"))
                                  if chassis else None),
        longest_gpu_mm=max(lengths) if lengths else None,
        psu_form_factor=_known(psu, "form_factor") if psu else None,
    )


def _tuple(value: list[str] | None) -> tuple[str, ...] | None:
    return tuple(value) if value is not None else None


def _within(value: Any, allowed: tuple[str, ...] | list[str] | None) -> bool:
    return value is None or allowed is None or value in allowed


def _not_longer(length: float | None, limit: float | None) -> bool:
    return length is None or limit is None or length <= limit


def fits(kind: str, facts: Facts, context: FitContext) -> bool:
    """True unless a published figure of the part and one of the build's parts rule it out."""
    if kind == "cpu":
        return _within(facts.get("socket"), _one(context.board_socket))
    if kind == "cooler":
        sockets = facts.get("sockets")
        return context.socket is None or sockets is None or context.socket in sockets
    if kind == "motherboard":
        return (_within(facts.get("socket"), _one(context.cpu_socket))
                and _within(facts.get("form_factor"), context.chassis_form_factors))
    if kind == "chassis":
        return (_within(context.board_form_factor, facts.get("form_factors"))
                and _not_longer(context.longest_gpu_mm, facts.get("max_gpu_length_mm"))
                and _within(context.psu_form_factor, facts.get("psu_form_factors")))
    if kind == "gpu":
        return _not_longer(facts.get("length_mm"), context.chassis_gpu_length_mm)
    if kind == "psu":
        return _within(facts.get("form_factor"), context.chassis_psu_form_factors)
    return True


def _one(value: str | None) -> tuple[str, ...] | None:
    return (value,) if value is not None else None


__all__ = ["FitContext", "fit_context", "fit_facts", "fits"]
