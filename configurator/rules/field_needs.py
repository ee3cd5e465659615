"""Which part fields each rule reads (docs/build-file.md, part fields: `estimated` and `unknown`).

One table, `NEEDS`: for every rule id, the fields it reads by part kind, the kinds without
which it does not judge at all, and whether each of its findings judges one card (and names
that card's slot) or the build as a whole. From it:
- "not checked": a part that lists a field the rule reads in its `unknown` holds a default
  nobody published; the rule does not judge on it. Its findings on that part are withheld
  (all of them when the part is shared by every judgement: the chassis, the board, the PSUs,
  or when the rule judges the build as a whole) and the Report lists the rule, the part and
  the fields under `not_checked` (docs/rules.md, "Not checked and estimated").
- "estimated": a finding that rests on a field a part lists in its `estimated` says so
  (`params["estimated"]`, and a note in its text); the figures of section 4.6 that rest on
  one are listed in `Report.estimated_figures`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from configurator.model.build import ResolvedBuild
from configurator.model.part_base import PartBase
from configurator.rules.thresholds import FULL_RATING_FROM_V, LOW_LINE_BELOW_V

# A pseudo-field of the PSU: the output the outlet's volts select (`watts`, and
# `watts_low_line` below 200 V or `watts_200v` from 200 to 220 V: docs/rules.md).
PSU_OUTPUT = "<output>"
# A pseudo-kind in `requires`: a card (GPU or add-in card) standing in a slot.
CARD = "card"


@dataclass(frozen=True)
class Needs:
    fields: Mapping[str, tuple[str, ...]]
    requires: tuple[str, ...] = ()
    each: bool = False  # each finding judges one card and names its slot


def _merge(*tables: Mapping[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    merged: dict[str, tuple[str, ...]] = {}
    for table in tables:
        for kind, names in table.items():
            merged[kind] = tuple(dict.fromkeys((*merged.get(kind, ()), *names)))
    return merged


SLOTS = {"motherboard": ("pcie_slots",)}
CARD_WIDTH = {"gpu": ("slot_width",), "nic": ("slot_width",)}
LANES = {"gpu": ("pcie_lanes", "pcie_gen"), "nic": ("pcie_lanes", "pcie_gen"),
         "cpu": ("pcie_lanes", "pcie_gen"),
         "motherboard": ("pcie_slots", "lane_table", "cpu_lanes_reserved",
                         "switch_uplink_lanes", "switch_uplink_full_cpu_lanes",
                         "switch_uplink_lanes_reduced")}
# What `peak_w` adds up (docs/rules.md).
DRAW = {"gpu": ("tdp_w", "peak_w"), "cpu": ("tdp_w", "peak_w"), "motherboard": ("power_w",),
        "memory": ("power_w",), "storage": ("power_w",), "nic": ("power_w",),
        "chassis": ("fan_count",)}
OUTPUT = {"psu": (PSU_OUTPUT,)}
GPU_DRAW = {"gpu": ("tdp_w", "peak_w")}
HEAT = _merge(DRAW, {"gpu": ("cooler",)})
PLUGS = {"gpu": ("pcie_6pin", "pcie_8pin", "pcie_16pin", "pcie_12pin", "eps_8pin", "tdp_w",
                 "peak_w"),
         "psu": ("pcie_connectors", "pcie_16pin_connectors", "eps_connectors"),
         "motherboard": ("eps_8pin", "pcie_aux_plugs"),
         "chassis": ("gpu_power_connectors", "gpu_power_16pin")}

NEEDS: dict[str, Needs] = {
    "PHYS-SLOT-BLOCKED": Needs(_merge(CARD_WIDTH, SLOTS), (CARD, "motherboard"), each=True),
    "PHYS-CASE-SLOTS": Needs(_merge(CARD_WIDTH, SLOTS, {"chassis": ("expansion_slots",)}),
                             (CARD, "chassis"), each=True),
    "PHYS-GPU-LENGTH": Needs({"gpu": ("length_mm",), "chassis": ("max_gpu_length_mm",)},
                             ("gpu", "chassis"), each=True),
    "PHYS-GPU-HEIGHT": Needs({"gpu": ("height_mm", "power_connector_position", "pcie_16pin"),
                              "chassis": ("max_gpu_height_mm",)}, ("gpu", "chassis"),
                             each=True),
    "COMPAT-FORM-FACTOR": Needs({"motherboard": ("form_factor",), "chassis": ("form_factors",)},
                                ("motherboard", "chassis")),
    "COMPAT-SOCKET": Needs({"cpu": ("socket",), "motherboard": ("socket",)},
                           ("cpu", "motherboard")),
    "COMPAT-CHIPSET": Needs({"cpu": ("chipsets",), "motherboard": ("chipset",)},
                            ("cpu", "motherboard")),
    "COMPAT-CPU-COUNT": Needs({"motherboard": ("cpu_sockets",)}, ("cpu", "motherboard")),
    "COMPAT-MEMORY-TYPE": Needs({"memory": ("memory_type",), "motherboard": ("memory_type",)},
                                ("memory", "motherboard")),
    "COMPAT-MEMORY-REGISTERED": Needs({"memory": ("registered",),
                                       "motherboard": ("memory_registered",)},
                                      ("memory", "motherboard")),
    "COMPAT-DIMM-SLOTS": Needs({"motherboard": ("dimm_slots",)}, ("memory", "motherboard")),
    "COMPAT-MEMORY-ECC": Needs({"memory": ("ecc",), "motherboard": ("ecc",), "cpu": ("ecc",)},
                               ("memory", "motherboard")),
    "COMPAT-PSU-COUNT": Needs({"chassis": ("psu_bays",)}, ("psu", "chassis")),
    "COMPAT-PSU-FORM": Needs({"psu": ("form_factor",), "chassis": ("psu_form_factors",)},
                             ("psu", "chassis")),
    "COMPAT-SYSTEM": Needs({"chassis": ("board_ids",), "motherboard": ("form_factor",)},
                           ("motherboard", "chassis")),
    "COMPAT-SLOT": Needs(_merge({"gpu": ("pcie_lanes",), "nic": ("pcie_lanes",)}, SLOTS),
                         (CARD, "motherboard"), each=True),
    "COMPAT-COOLER": Needs({"cooler": ("height_mm", "sockets", "tdp_rating_w"),
                            "chassis": ("max_cooler_height_mm",),
                            "cpu": ("socket", "tdp_w", "peak_w")}, ("cooler", "cpu")),
    "PCIE-NO-LANES": Needs(LANES, (CARD, "motherboard"), each=True),
    "PCIE-NARROW": Needs(LANES, ("gpu", "motherboard"), each=True),
    "PCIE-X8": Needs(LANES, ("gpu", "motherboard"), each=True),
    "PCIE-OLD-GEN": Needs(LANES, ("gpu", "motherboard"), each=True),
    "PCIE-CHIPSET": Needs(SLOTS, ("gpu", "motherboard"), each=True),
    "PCIE-SWITCH": Needs(_merge(LANES, SLOTS), ("gpu", "motherboard")),
    "POWER-OVERLOAD": Needs(_merge(DRAW, OUTPUT), ("psu",)),
    "POWER-HEADROOM": Needs(_merge(DRAW, OUTPUT), ("psu",)),
    "POWER-GPU-SHARE": Needs(_merge(GPU_DRAW, OUTPUT, {"chassis": ("gpu_power_share",)}),
                             ("gpu", "psu", "chassis")),
    "CHASSIS-GPU-POWER": Needs(_merge(GPU_DRAW, {"chassis": ("max_gpu_power_w",)}),
                               ("gpu", "chassis")),
    # Judged without a GPU too: the board's EPS and slot-power plugs draw on the PSUs' cables.
    "POWER-CONNECTORS": Needs(PLUGS, ("psu",)),
    "POWER-16PIN-ADAPTER": Needs(PLUGS, ("gpu",)),
    "POWER-TRANSIENT": Needs(_merge(DRAW, OUTPUT, {"gpu": ("architecture",),
                                                   "psu": ("atx_version",
                                                           "pcie_16pin_connectors")}),
                             ("gpu", "psu")),
    "POWER-OUTLET": Needs(_merge(DRAW, OUTPUT, {"psu": ("efficiency",)}), ("psu",)),
    "THERMAL-AIRFLOW": Needs(_merge(HEAT, {"chassis": ("airflow_cfm", "server_airflow")}),
                             ("chassis",)),
    "THERMAL-ADJACENT": Needs(_merge({"gpu": ("cooler",)}, CARD_WIDTH, SLOTS),
                              ("gpu", "motherboard"), each=True),
    "THERMAL-MANY-OPEN-AIR": Needs({"gpu": ("cooler",)}, ("gpu",)),
    "THERMAL-PASSIVE": Needs({"gpu": ("cooler",), "chassis": ("server_airflow",)},
                             ("gpu", "chassis"), each=True),
    "SIZE-RAM-VS-VRAM": Needs({"memory": ("capacity_gb",), "gpu": ("memory_gb",)},
                              ("memory", "gpu")),
    "SIZE-MEMORY-CHANNELS": Needs({"motherboard": ("memory_channels",)},
                                  ("memory", "motherboard", "cpu")),
    "SIZE-CPU-CORES": Needs({"cpu": ("cores",)}, ("cpu", "gpu")),
    "SIZE-CPU-CLOCK": Needs({"cpu": ("boost_clock_ghz", "base_clock_ghz")}, ("cpu", "gpu")),
    "SIZE-SSD": Needs({"storage": ("storage_kind",)}, ("storage",)),
    "SIZE-VRAM": Needs({"gpu": ("memory_gb",)}, ("gpu",), each=True),
    "SIZE-DISPLAY": Needs({"cpu": ("integrated_graphics",), "motherboard": ("bmc_graphics",)},
                          ("cpu", "motherboard", "gpu")),
    "SERVER-ECC": Needs({"memory": ("ecc",)}, ("memory", "gpu")),
    "SERVER-NIC": Needs({"nic": ("speed_gbit_s",)}, ("gpu",)),
    "SERVER-REDUNDANT-PSU": Needs({}, ("gpu", "psu")),
    "GPU-MIXED": Needs({"gpu": ("model",)}, ("gpu",)),
    "NVLINK-BRIDGE": Needs({"bridge": ("spacing_slots", "compatible_models"),
                            "gpu": ("nvlink", "nvlink_links", "model")},
                           ("bridge", "motherboard"), each=True),
    "BUILD-INCOMPLETE": Needs({}),
}

def table_keys(table: Mapping[str, tuple[str, ...]]) -> frozenset[tuple[str, str]]:
    """Every (kind, field) a table may read, the PSU's outputs at any volts included."""
    keys = set()
    for kind, names in table.items():
        for name in names:
            outputs = ("watts", "watts_low_line", "watts_200v") if name == PSU_OUTPUT else (name,)
            keys.update((kind, output) for output in outputs)
    return frozenset(keys)


# Figures of section 4.6 and the fields they rest on.
FIGURE_NEEDS: dict[str, Mapping[str, tuple[str, ...]]] = {
    "power.peak_w": DRAW,
    "power.usable_w": OUTPUT,
    "power.load": _merge(DRAW, OUTPUT),
    "power.efficiency": _merge(DRAW, OUTPUT, {"psu": ("efficiency",)}),
    "power.wall_w": _merge(DRAW, OUTPUT, {"psu": ("efficiency",)}),
    "power.spike_total_w": _merge(DRAW, {"gpu": ("spike_w", "architecture")}),
    "thermal.heat_w": HEAT,
    "thermal.heat_btu_h": HEAT,
    "thermal.delta_t_c": _merge(HEAT, {"chassis": ("airflow_cfm",)}),
    "totals.price_usd": {kind: ("price_usd",) for kind in
                         ("gpu", "cpu", "motherboard", "psu", "chassis", "memory", "storage",
                          "nic", "bridge", "cooler")},
    "totals.gpu_memory_gb": {"gpu": ("memory_gb",)},
    "totals.fp32_tflops": {"gpu": ("fp32_gflops",)},
    "totals.fp16_tflops": {"gpu": ("fp16_gflops",)},
    "totals.ram_gb": {"memory": ("capacity_gb",)},
}


NEEDS_KEYS = {rule_id: table_keys(needs.fields) for rule_id, needs in NEEDS.items()}
FIGURE_KEYS = {path: table_keys(table) for path, table in FIGURE_NEEDS.items()}


@dataclass(frozen=True)
class Involved:
    """A part of the build as the rules see it: `refs` are what findings name it by (the
    slots of its cards in slots, else its part id)."""

    part: PartBase
    refs: tuple[str, ...]
    card: bool  # a card standing in a slot


def involved_parts(r: ResolvedBuild) -> Iterator[Involved]:
    """Every part of the build that a rule may read, once per part id."""
    slots_of: dict[str, list[str]] = {}
    cards: dict[str, PartBase] = {}
    for gpu in r.placed_gpus:
        slots_of.setdefault(gpu.spec.id, []).append(gpu.slot)
        cards[gpu.spec.id] = gpu.spec
    for nic in r.nics:
        if nic.slot:
            slots_of.setdefault(nic.spec.id, []).append(nic.slot)
            cards[nic.spec.id] = nic.spec
    seen: set[str] = set()
    for part_id, spec in cards.items():
        seen.add(part_id)
        yield Involved(spec, tuple(slots_of[part_id]), True)
    others: list[PartBase] = [p for p in (r.chassis, r.motherboard) if p is not None]
    others += r.cpus
    if r.cpu_cooler is not None:
        others.append(r.cpu_cooler.spec)
    others += [c.spec for c in (*r.memory, *r.storage)]
    if r.psu is not None:
        others.append(r.psu.spec)
    others += [n.spec for n in r.nics if not n.slot]
    others += [b.spec for b in r.bridges]
    for spec in others:
        if spec.id not in seen:
            seen.add(spec.id)
            yield Involved(spec, (spec.id,), False)


class PartMarks:
    """A build's parts, read once per validation for the tables above."""

    def __init__(self, r: ResolvedBuild) -> None:
        self.volts = r.outlet.volts
        all_parts = r.all_parts()
        self.parts = [p for p in involved_parts(r) if p.part.unknown or p.part.estimated] if any(
            p.unknown or p.estimated for p in all_parts) else []
        # (kind, field) of every field marked unknown or estimated: a table that reads none
        # of them has nothing to mark, which most rules see at once.
        self.keys = {(p.part.kind, name) for p in self.parts
                     for name in (*p.part.unknown, *p.part.estimated)}
        self.kinds = {p.kind for p in all_parts if p.kind not in ("gpu", "nic")}
        if r.placed_gpus:
            self.kinds.update(("gpu", CARD))
        if any(n.slot for n in r.nics):
            self.kinds.add(CARD)
        if r.nics:
            self.kinds.add("nic")

    def judges(self, needs: Needs) -> bool:
        """The rule has what it needs to judge at all (docs/rules.md: rules whose inputs are
        missing are skipped)."""
        return all(kind in self.kinds for kind in needs.requires)

    def marks(self, table: Mapping[str, tuple[str, ...]],
              keys: frozenset[tuple[str, str]] | None = None) -> list[Marks]:
        """The parts that list a field of `table` (whose `table_keys` are `keys`) as unknown
        or estimated."""
        if (keys if keys is not None else table_keys(table)).isdisjoint(self.keys):
            return []
        found = []
        for involved in self.parts:
            names = fields_read(table, involved.part.kind, self.volts)
            if not names:
                continue
            unknown = [n for n in names if n in involved.part.unknown]
            estimated = [n for n in names if n in involved.part.estimated]
            if unknown or estimated:
                found.append(Marks(involved, unknown, estimated))
        return found


def fields_read(table: Mapping[str, tuple[str, ...]], kind: str, volts: float) -> tuple[str, ...]:
    """The fields of a kind a rule (or figure) reads, the PSU's output as the outlet selects."""
    names = table.get(kind, ())
    if PSU_OUTPUT not in names:
        return names
    output = ["watts"]
    if volts < LOW_LINE_BELOW_V:
        output.append("watts_low_line")
    elif volts < FULL_RATING_FROM_V:
        output.append("watts_200v")
    return tuple(n for n in names if n != PSU_OUTPUT) + tuple(output)


@dataclass
class Marks:
    """For one part: the fields a rule reads that the part lists as unknown or estimated."""

    involved: Involved
    unknown: list[str] = field(default_factory=list)
    estimated: list[str] = field(default_factory=list)
