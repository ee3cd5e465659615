"""One purchase list for a room (docs/lab-plan.md): every machine's parts summed by part,
the lab's stock taken first (section 8: parts on the shelf cost nothing up to their
quantity), then what is left to buy.

Pure: the stock is given as quantities by part id (`configurator stock` keeps them; an empty
mapping when the lab has none), so the list is the same whoever asks, the command line, the
window or a test.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from configurator.lab.plan import Lab, Machine
from configurator.model.build import ResolvedBuild
from configurator.model.part_base import PartBase


def parts_bought(resolved: ResolvedBuild) -> list[tuple[PartBase, int]]:
    """Every part one build buys, with its quantity, in the order of its BOM (the parts the
    rules' totals price: docs/rules.md); unplaced GPUs are bought too."""
    r = resolved
    bought: list[tuple[PartBase, int]] = []
    bought += [(part, 1) for part in (r.chassis, r.motherboard) if part is not None]
    bought += [(cpu, 1) for cpu in r.cpus]
    if r.cpu_cooler is not None:
        bought.append((r.cpu_cooler.spec, r.cpu_cooler.qty))
    bought += [(c.spec, c.qty) for c in (*r.memory, *r.storage)]
    if r.psu is not None:
        bought.append((r.psu.spec, r.psu.qty))
    bought += [(gpu.spec, 1) for gpu in r.gpus]
    bought += [(nic.spec, nic.qty) for nic in r.nics]
    bought += [(bridge.spec, 1) for bridge in r.bridges]
    return bought


@dataclass
class PurchaseLine:
    """`qty` units of one part over the whole room: `from_stock` of them off the shelf, the
    rest bought at the part's price. `machines` names where they go."""

    part: PartBase
    qty: int = 0
    from_stock: int = 0
    machines: list[str] = field(default_factory=list)

    @property
    def to_buy(self) -> int:
        return self.qty - self.from_stock

    @property
    def to_buy_usd(self) -> float:
        return self.part.price_usd * self.to_buy

    @property
    def value_usd(self) -> float:
        """Every unit at its price, stock included (what the room's machines are worth)."""
        return self.part.price_usd * self.qty


@dataclass
class ExtraLine:
    """An extra the builds list by name (a riser, a rail kit): never in stock."""

    name: str
    unit_price_usd: float
    qty: int = 0
    machines: list[str] = field(default_factory=list)

    @property
    def to_buy_usd(self) -> float:
        return self.unit_price_usd * self.qty


@dataclass
class PurchaseList:
    lines: list[PurchaseLine]
    extras: list[ExtraLine]
    not_counted: list[str]  # machines whose build could not be read

    @property
    def to_buy_usd(self) -> float:
        return (sum(line.to_buy_usd for line in self.lines)
                + sum(extra.to_buy_usd for extra in self.extras))

    @property
    def value_usd(self) -> float:
        return (sum(line.value_usd for line in self.lines)
                + sum(extra.to_buy_usd for extra in self.extras))

    @property
    def from_stock(self) -> list[PurchaseLine]:
        return [line for line in self.lines if line.from_stock]


def purchase_list(lab: Lab, stock: Mapping[str, int] | None = None) -> PurchaseList:
    """The room's parts summed by part id over every machine whose build was read, stock
    taken first: a part's `from_stock` is the smaller of its stock and what the room needs."""
    stock = stock or {}
    lines: dict[str, list[PurchaseLine]] = {}
    extras: dict[tuple[str, float], ExtraLine] = {}
    not_counted: list[str] = []
    for machine in lab.machines:
        resolved = machine.build.resolved
        if resolved is None:
            not_counted.append(machine.id)
            continue
        _add_parts(lines, machine, parts_bought(resolved))
        for extra in resolved.build.extras:
            line = extras.setdefault((extra.name, extra.price_usd),
                                     ExtraLine(extra.name, extra.price_usd))
            line.qty += extra.qty
            _name(line.machines, machine)
    flat = [line for same_id in lines.values() for line in same_id]
    for same_id in lines.values():
        # Stock is kept by part id; where two builds' own parts share an id, the first
        # (in the lab's order) takes the stock first.
        left = max(0, int(stock.get(same_id[0].part.id, 0)))
        for line in same_id:
            line.from_stock = min(left, line.qty)
            left -= line.from_stock
    return PurchaseList(flat, list(extras.values()), not_counted)


def _add_parts(lines: dict[str, list[PurchaseLine]], machine: Machine,
               bought: Iterable[tuple[PartBase, int]]) -> None:
    """Units of one part summed; two builds' custom parts of one id but other figures (each
    build file's custom parts are its own) stay apart."""
    for part, qty in bought:
        same_id = lines.setdefault(part.id, [])
        line = next((line for line in same_id if line.part == part), None)
        if line is None:
            line = PurchaseLine(part)
            same_id.append(line)
        line.qty += qty
        _name(line.machines, machine)


def _name(machines: list[str], machine: Machine) -> None:
    if machine.id not in machines:
        machines.append(machine.id)
