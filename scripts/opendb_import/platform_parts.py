"""OpenDB's cases, PSUs, CPU coolers and CPUs as catalog rows (db/README.md).

A field OpenDB does not give is in `unknown`. Where the field has no default (a chassis'
`max_gpu_height_mm`, a CPU's `pcie_lanes`) it holds the limit that can condemn nothing — a
GPU length limit of 1,000 mm, 256 lanes — so that even a check that forgot `unknown` could
not refuse a build on a figure nobody published; the rules list such parts under "not
checked" (docs/rules.md) and the listing shows these figures as "?".
"""

from __future__ import annotations

from typing import Any

from configurator.model import limits

from .fields import DroppedError, Row, base_row, count, figure, release_year, text, within
from .generations import cpu_discontinued
from .sockets import BOARD_FORM_FACTORS, PSU_FORM_FACTORS, cooler_sockets, socket_name

# Figures no real part has: a record giving one is dropped (and counted).
CASE_GPU_LENGTH_MM = (100.0, 1000.0)
CASE_COOLER_HEIGHT_MM = (30.0, 300.0)
CASE_WEIGHT_KG = (0.5, 150.0)
POUND_KG = 0.45359237  # OpenDB's case weights are in pounds (its schema)
PSU_WATTS = (100.0, 3500.0)
COOLER_HEIGHT_MM = (20.0, 250.0)
CPU_TDP_W = (1.0, 1000.0)
CPU_CLOCK_GHZ = (0.5, 7.0)
UNKNOWN_LANES = 256  # the most a CPU field allows: lanes never run out on a placeholder
EFFICIENCY = {
    "80+": "80+", "80+ Standard": "80+", "80+ White": "80+", "80+ Bronze": "bronze",
    "80+ Silver": "silver", "80+ Gold": "gold", "80+ Platinum": "platinum",
    "80+ Titanium": "titanium",
}
MEMORY_TYPES = ("DDR5", "DDR4", "DDR3")


def _section(data: dict[str, Any], key: str) -> dict[str, Any]:
    value = data.get(key)
    return value if isinstance(value, dict) else {}


def chassis_row(uuid: str, data: dict[str, Any], commit: str) -> Row:
    row = base_row("chassis", "PCCase", uuid, data, commit)
    forms: list[str] = []
    for value in data.get("supported_motherboard_form_factors") or []:
        form = BOARD_FORM_FACTORS.get(value, text(value))
        if form is not None and form not in forms:
            forms.append(form)
    if not forms:
        raise DroppedError("no board form factor")
    row.set("form_factors", forms)
    slots = count(data.get("expansion_slots"))
    if slots is None:
        raise DroppedError("no expansion slot count")
    if slots > limits.POSITION_MAX:
        raise DroppedError("impossible expansion slot count")
    row.set("expansion_slots", slots)
    length = within(figure(data.get("max_video_card_length")), *CASE_GPU_LENGTH_MM,
                    "impossible GPU length limit")
    if length is not None:
        row.set("max_gpu_length_mm", length)
    else:
        row.not_given("max_gpu_length_mm", float(limits.LENGTH_MM_MAX))
    cooler = within(figure(data.get("max_cpu_cooler_height")), *CASE_COOLER_HEIGHT_MM,
                    "impossible CPU cooler height limit")
    if cooler is not None:
        row.set("max_cooler_height_mm", cooler)
    else:
        row.not_given("max_cooler_height_mm", float(limits.LENGTH_MM_MAX))
    psu_forms = [PSU_FORM_FACTORS.get(value, value) for value in
                 data.get("supported_power_supply_form_factors") or [] if text(value)]
    if psu_forms:
        row.set("psu_form_factors", list(dict.fromkeys(psu_forms)))
    else:
        row.not_given("psu_form_factors")
    weight_lb = figure(data.get("weight"))
    if weight_lb is not None:
        weight = within(round(weight_lb * POUND_KG, 2), *CASE_WEIGHT_KG, "impossible weight")
        row.set("weight_kg", weight)
    row.not_given("max_gpu_height_mm", float(limits.LENGTH_MM_MAX))
    row.not_given("airflow_cfm", float(limits.AIRFLOW_CFM_MAX))
    for name in ("fan_count", "psu_bays"):
        row.not_given(name)
    row.set("server_airflow", False)  # desktop cases, not ducted server chassis
    return row


def psu_row(uuid: str, data: dict[str, Any], commit: str) -> Row:
    row = base_row("psu", "PSU", uuid, data, commit)
    watts = figure(data.get("wattage"))
    if watts is None:
        raise DroppedError("no wattage")
    row.set("watts", within(watts, *PSU_WATTS, "impossible wattage"))
    efficiency = EFFICIENCY.get(text(data.get("efficiency_rating")) or "")
    if efficiency is not None:
        row.set("efficiency", efficiency)
    else:
        row.not_given("efficiency")
    form = text(data.get("form_factor"))
    if form is not None:
        row.set("form_factor", PSU_FORM_FACTORS.get(form, form))
    else:
        row.not_given("form_factor")
    connectors = _section(data, "connectors")
    for field, key in (("pcie_connectors", "pcie_6_plus_2_pin"),
                       ("pcie_16pin_connectors", "pcie_12vhpwr"),
                       ("eps_connectors", "eps_8_pin")):
        plugs = count(connectors.get(key))
        if plugs is not None:
            row.set(field, min(plugs, 16 if field != "pcie_connectors" else 64))
        else:
            row.not_given(field)
    row.not_given("atx_version")
    return row


def cooler_row(uuid: str, data: dict[str, Any], commit: str) -> Row:
    row = base_row("cooler", "CPUCooler", uuid, data, commit)
    sockets = cooler_sockets([v for v in data.get("cpu_sockets") or [] if isinstance(v, str)])
    if not sockets:
        raise DroppedError("no CPU socket")
    row.set("sockets", sockets[:30])
    height = within(figure(data.get("height")), *COOLER_HEIGHT_MM, "impossible height")
    if height is not None:
        row.set("height_mm", height)
    else:
        row.not_given("height_mm", float(limits.LENGTH_MM_MIN))
    row.not_given("tdp_rating_w")
    return row


def cpu_row(uuid: str, data: dict[str, Any], commit: str) -> Row:
    row = base_row("cpu", "CPU", uuid, data, commit)
    socket = socket_name(text(data.get("socket")) or "")
    if socket is None:
        raise DroppedError("no socket")
    cores_section = _section(data, "cores")
    cores = count(cores_section.get("total"))
    if cores is None:
        raise DroppedError("no core count")
    threads = count(cores_section.get("threads"))
    performance = _section(_section(data, "clocks"), "performance")
    base = within(figure(performance.get("base")), *CPU_CLOCK_GHZ, "impossible base clock")
    if base is None:
        raise DroppedError("no base clock")
    specifications = _section(data, "specifications")
    tdp = figure(specifications.get("tdp"))
    if tdp is None:
        raise DroppedError("no TDP")
    row.values.update({"socket": socket, "cores": cores, "base_clock_ghz": base,
                       "tdp_w": within(tdp, *CPU_TDP_W, "impossible TDP")})
    if threads is not None and threads >= cores:
        row.set("threads", threads)
    else:
        row.not_given("threads", cores)
    boost = within(figure(performance.get("boost")), *CPU_CLOCK_GHZ, "impossible boost clock")
    if boost is not None and boost >= base:
        row.set("boost_clock_ghz", boost)
    else:
        row.not_given("boost_clock_ghz")
    package_power = figure(specifications.get("ppt"))  # AMD's PPT, Intel's PL2
    if package_power is not None and tdp <= package_power <= CPU_TDP_W[1]:
        row.set("peak_w", package_power)
    else:
        row.not_given("peak_w")
    types = _section(specifications, "memory").get("types") or []
    memory = next((kind for kind in MEMORY_TYPES if kind in types), None)
    if memory is not None:
        row.set("memory_type", memory)
    else:
        row.not_given("memory_type")
    ecc = specifications.get("eccSupport")
    if isinstance(ecc, bool):
        row.set("ecc", ecc)
    else:
        row.not_given("ecc")
    graphics = text(_section(specifications, "integratedGraphics").get("model"))
    if graphics is not None:
        row.set("integrated_graphics", graphics.casefold() != "none")
    else:
        row.not_given("integrated_graphics")
    row.not_given("pcie_lanes", UNKNOWN_LANES)
    for name in ("pcie_gen", "chipsets"):
        row.not_given(name)
    discontinued = cpu_discontinued(socket, release_year(data))
    if discontinued is not None:
        row.set("discontinued", discontinued, estimated=True)
    return row
