"""Power plugs and the cables that feed them (docs/rules.md, POWER-CONNECTORS).

Pure arithmetic shared by the rules, their fixes and every view that shows plugs (the chassis
drawing, the PSU panel, the BOM's adapter lines): views read `Report.plugs`, never this.

Supply: per working PSU (`qty - redundant`) its 6+2-pin, native 16-pin and EPS cables; with a
chassis whose power board gives `gpu_power_connectors`, the GPUs' 6/8-pin and EPS plugs and
their 16-pin adapters draw on that board's 8-pin plugs instead, and their 16-pin plugs on its
`gpu_power_16pin` plugs first; the board's own plugs stay on the PSUs.

Order within one pool: 6/8-pin plugs first, then EPS plugs, then 16-pin plugs — native cables
to the cards of the highest power class (they save the most cables), adapters to the rest,
smallest class first (so that as many cards as possible get power).

NVIDIA's 12-pin plug (RTX 3000 Founders Editions, docs/build-file.md, part fields) takes a
native 16-pin
cable (or power-board plug) left over by the 16-pin plugs, else the adapter in the card's box
on two 6+2-pin cables, which count with the 6/8-pin plugs; it is never an adapter warning.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from configurator.model.build import PlacedGpu, PsuSet, ResolvedBuild
from configurator.rules.thresholds import (
    PCIE_12PIN_ADAPTER_CABLES,
    PCIE_CABLE_W,
    SIXTEEN_PIN_CLASSES_W,
)

PLUG_KINDS = ("pcie", "16pin", "eps")


def power_class_w(card_w: float) -> float:
    """A 16-pin plug's power class: the card's power rounded up to 150/300/450/600 W."""
    for class_w in SIXTEEN_PIN_CLASSES_W:
        if card_w <= class_w:
            return class_w
    return SIXTEEN_PIN_CLASSES_W[-1]


def adapter_cables(class_w: float) -> int:
    """6+2-pin cables an adapter needs to announce a power class."""
    return math.ceil(class_w / PCIE_CABLE_W)


@dataclass
class Adapter:
    """A 16-pin plug fed through an adapter from 6+2-pin cables (or a power board's 8-pin)."""

    slot: str
    gpu: str  # the card's name
    class_w: float
    cables: int
    source: str  # "psu" | "chassis"


@dataclass
class CardPlugs:
    """One placed card's plugs, and how each 16-pin plug is fed."""

    slot: str
    gpu: str
    pcie_6pin: int
    pcie_8pin: int
    pcie_16pin: int
    eps_8pin: int
    class_w: float | None  # per 16-pin plug; None without one
    native_16pin: int = 0
    adapted_16pin: int = 0
    unfed_16pin: int = 0
    pcie_12pin: int = 0
    native_12pin: int = 0  # fed by a native 16-pin cable (or power-board plug)


@dataclass
class CableUse:
    """Cables (or power-board plugs) of one kind at one source: how many there are and how
    many the build wants from them."""

    kind: str  # "pcie" | "16pin" | "eps"
    source: str  # "psu" | "chassis"
    available: int
    wanted: int

    @property
    def used(self) -> int:
        return min(self.available, self.wanted)

    @property
    def short(self) -> bool:
        return self.wanted > self.available


@dataclass
class Shortage:
    """A plug kind that runs short: `needed` plugs of that kind, `available` can be fed."""

    kind: str
    source: str
    needed: int
    available: int
    slots: list[str] = field(default_factory=list)  # cards left without power of this kind
    native: int = 0  # 16pin: native cables (or board plugs) at hand
    spare: int = 0  # 16pin: 6+2-pin cables (or board 8-pin plugs) left for adapters


@dataclass
class PlugFigures:
    cards: list[CardPlugs] = field(default_factory=list)
    cables: list[CableUse] = field(default_factory=list)
    adapters: list[Adapter] = field(default_factory=list)
    shortages: dict[str, Shortage] = field(default_factory=dict)
    chassis_board: bool = False  # the chassis' power board feeds the GPUs

    def cable(self, kind: str, source: str) -> CableUse | None:
        for use in self.cables:
            if use.kind == kind and use.source == source:
                return use
        return None

    def card(self, slot: str) -> CardPlugs | None:
        for card in self.cards:
            if card.slot == slot:
                return card
        return None


def _card_w(gpu: PlacedGpu, uniform_limit_w: float | None) -> float:
    watts = gpu.peak_w
    return watts if uniform_limit_w is None else min(watts, uniform_limit_w)


def _feed_16pin(cards: list[CardPlugs], native: int, spare: int, source: str,
                adapters: list[Adapter]) -> tuple[int, int]:
    """Feed the cards' 16-pin plugs: native first, then adapters. Returns (native cables
    used, adapter cables wanted, counting those of plugs that could not be fed)."""
    plugs = [(card.class_w or 0.0, index) for index, card in enumerate(cards)
             for _ in range(card.pcie_16pin)]
    plugs.sort(key=lambda p: (-p[0], p[1]))
    native_plugs, rest = plugs[:native], plugs[native:]
    for _, index in native_plugs:
        cards[index].native_16pin += 1
    wanted = 0
    for class_w, index in sorted(rest):
        cables = adapter_cables(class_w)
        wanted += cables
        card = cards[index]
        if cables <= spare:
            spare -= cables
            card.adapted_16pin += 1
            adapters.append(Adapter(card.slot, card.gpu, class_w, cables, source))
        else:
            card.unfed_16pin += 1
    return len(native_plugs), wanted


def _feed_12pin(cards: list[CardPlugs], native_left: int) -> tuple[int, int]:
    """Feed the cards' 12-pin plugs from the native cables the 16-pin plugs left. Returns
    (native cables used, 6+2-pin cables wanted by the adapters of the rest)."""
    used = 0
    adapter_cables = 0
    for card in cards:
        for _ in range(card.pcie_12pin):
            if used < native_left:
                used += 1
                card.native_12pin += 1
            else:
                adapter_cables += PCIE_12PIN_ADAPTER_CABLES
    return used, adapter_cables


def plug_figures(r: ResolvedBuild, uniform_limit_w: float | None = None) -> PlugFigures:
    """Plug demand against cable supply. Without a PSU (and without a power board) nothing is
    supplied, and no kind is reported short: the rules have no supply to compare with."""
    figures = PlugFigures()
    for gpu in r.placed_gpus:
        spec = gpu.spec
        class_w = None
        if spec.pcie_16pin:
            class_w = power_class_w(_card_w(gpu, uniform_limit_w) / spec.pcie_16pin)
        figures.cards.append(CardPlugs(gpu.slot, spec.name, spec.pcie_6pin, spec.pcie_8pin,
                                       spec.pcie_16pin, spec.eps_8pin, class_w,
                                       pcie_12pin=spec.pcie_12pin))
    cards = figures.cards
    board = r.motherboard
    board_aux = board.pcie_aux_plugs if board is not None else 0
    board_eps = board.eps_8pin if board is not None else 0
    plugs_16pin = sum(c.pcie_16pin for c in cards)
    gpu_direct = sum(c.pcie_6pin + c.pcie_8pin for c in cards)
    gpu_eps = sum(c.eps_8pin for c in cards)
    psu = r.psu
    working = psu.qty - psu.redundant if psu is not None else 0
    chassis = r.chassis
    # A power board gives 8-pin plugs, 16-pin plugs or both; either makes it feed the GPUs.
    power_board = chassis is not None and (chassis.gpu_power_connectors is not None
                                           or chassis.gpu_power_16pin is not None)
    figures.chassis_board = power_board

    if power_board:
        pool = chassis.gpu_power_connectors or 0
        native = chassis.gpu_power_16pin or 0
        native_12pin, cables_12pin = _feed_12pin(cards, max(0, native - plugs_16pin))
        gpu_direct += cables_12pin
        spare = max(0, pool - gpu_direct - gpu_eps)
        native_used, adapter_wanted = _feed_16pin(cards, native, spare, "chassis",
                                                  figures.adapters)
        figures.cables += [
            CableUse("pcie", "chassis", pool, gpu_direct + gpu_eps + adapter_wanted),
            CableUse("16pin", "chassis", native, native_used + native_12pin),
        ]
        _short(figures, "pcie", "chassis", gpu_direct, pool, [])
        _short(figures, "eps", "chassis", gpu_eps, max(0, pool - gpu_direct),
               [c.slot for c in cards if c.eps_8pin])
        _short_16pin(figures, "chassis", native, spare)
        if psu is not None:
            pcie = psu.spec.pcie_connectors * working
            eps = psu.spec.eps_connectors * working
            figures.cables += [CableUse("pcie", "psu", pcie, board_aux),
                               CableUse("eps", "psu", eps, board_eps)]
            _short(figures, "pcie", "psu", board_aux, pcie, [])
            _short(figures, "eps", "psu", board_eps, eps, [])
        return figures

    if psu is None:
        return figures
    pcie = psu.spec.pcie_connectors * working
    native = psu.spec.pcie_16pin_connectors * working
    eps = psu.spec.eps_connectors * working
    native_12pin, cables_12pin = _feed_12pin(cards, max(0, native - plugs_16pin))
    direct = gpu_direct + cables_12pin + board_aux
    spare = max(0, pcie - direct)
    native_used, adapter_wanted = _feed_16pin(cards, native, spare, "psu", figures.adapters)
    figures.cables += [
        CableUse("pcie", "psu", pcie, direct + adapter_wanted),
        CableUse("16pin", "psu", native, native_used + native_12pin),
        CableUse("eps", "psu", eps, board_eps + gpu_eps),
    ]
    _short(figures, "pcie", "psu", direct, pcie, [])
    _short(figures, "eps", "psu", board_eps + gpu_eps, eps,
           [c.slot for c in cards if c.eps_8pin])
    _short_16pin(figures, "psu", native, spare)
    return figures


def _short(figures: PlugFigures, kind: str, source: str, needed: int, available: int,
           slots: list[str]) -> None:
    # One finding per kind: the first pool found short names it.
    if needed > available and kind not in figures.shortages:
        figures.shortages[kind] = Shortage(kind, source, needed, available, slots)


def _short_16pin(figures: PlugFigures, source: str, native: int, spare: int) -> None:
    needed = sum(c.pcie_16pin for c in figures.cards)
    unfed = [c.slot for c in figures.cards if c.unfed_16pin]
    if unfed:
        fed = needed - sum(c.unfed_16pin for c in figures.cards)
        figures.shortages["16pin"] = Shortage("16pin", source, needed, fed, unfed,
                                              native=native, spare=spare)


def with_psu(r: ResolvedBuild, spec, qty: int | None = None) -> ResolvedBuild:
    """The build with another PSU (same count and redundancy unless `qty` is given)."""
    current = r.psu
    qty = qty if qty is not None else (current.qty if current else 1)
    redundant = current.redundant if current else 0
    return replace(r, psu=PsuSet(spec, qty, redundant))


def plugs_fit(r: ResolvedBuild) -> bool:
    return not plug_figures(r).shortages
