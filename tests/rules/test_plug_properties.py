"""Properties of the plug accounting (POWER-CONNECTORS, POWER-16PIN-ADAPTER) and the spike
figure over random builds of custom cards, PSUs and power boards."""

from __future__ import annotations

import copy
import os

from factory import base_data, chassis, gpu, psu, resolved, with_parts
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from configurator.rules import validate
from configurator.rules.plugs import adapter_cables, plug_figures

EXAMPLES = 150 * (20 if os.environ.get("CONFIGURATOR_FUZZ_LONG") else 1)
SETTINGS = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
SLOTS = ("S1", "S3", "S5", "S7")


@st.composite
def plug_builds(draw) -> dict:
    cards = []
    for index in range(draw(st.integers(1, 4))):
        cards.append(gpu(id=f"g{index}", tdp_w=draw(st.integers(75, 700)),
                         pcie_6pin=draw(st.integers(0, 2)), pcie_8pin=draw(st.integers(0, 3)),
                         pcie_16pin=draw(st.integers(0, 2)), eps_8pin=draw(st.integers(0, 2)),
                         slot_width=1, architecture=draw(st.sampled_from(
                             ["Ampere", "Blackwell", "Turing", None]))))
    supply = psu(watts=draw(st.integers(500, 3000)), pcie_connectors=draw(st.integers(0, 12)),
                 pcie_16pin_connectors=draw(st.integers(0, 4)),
                 eps_connectors=draw(st.integers(0, 4)),
                 atx_version=draw(st.sampled_from([None, "2", "3.0", "3.1"])))
    data = with_parts(base_data(0), *cards, supply)
    if draw(st.booleans()):
        data = with_parts(data, chassis(gpu_power_connectors=draw(st.integers(0, 16)),
                                        gpu_power_16pin=draw(st.one_of(st.none(),
                                                                       st.integers(0, 4)))))
    qty = draw(st.integers(1, 3))
    data["psu"] = {"part": "psu", "qty": qty, "redundant": draw(st.integers(0, qty - 1))}
    data["gpus"] = [{"part": card["id"], "slot": slot,
                     "power_limit_w": draw(st.one_of(st.none(), st.integers(100, 700)))}
                    for card, slot in zip(cards, SLOTS, strict=False)]
    return data


@SETTINGS
@given(plug_builds())
def test_every_16pin_plug_is_fed_once_and_no_pool_is_overdrawn(data) -> None:
    r = resolved(data)
    figures = plug_figures(r)
    for card in figures.cards:
        assert card.native_16pin + card.adapted_16pin + card.unfed_16pin == card.pcie_16pin
    source = "chassis" if figures.chassis_board else "psu"
    native = figures.cable("16pin", source)
    assert native.wanted <= native.available
    adapter_total = sum(a.cables for a in figures.adapters)
    assert all(a.cables == adapter_cables(a.class_w) for a in figures.adapters)
    pool = figures.cable("pcie", source)
    direct = pool.wanted - sum(adapter_cables(c.class_w) * (c.adapted_16pin + c.unfed_16pin)
                               for c in figures.cards if c.pcie_16pin)
    assert adapter_total <= max(0, pool.available - direct)
    report = validate(r)
    kinds = {f.params["kind"] for f in report.findings if f.rule == "POWER-CONNECTORS"}
    assert kinds == set(figures.shortages)
    assert ("16pin" in kinds) == any(c.unfed_16pin for c in figures.cards)
    adapted = {f.parts[0] for f in report.findings if f.rule == "POWER-16PIN-ADAPTER"}
    assert adapted == {a.slot for a in figures.adapters}


@SETTINGS
@given(plug_builds())
def test_more_cables_never_add_a_shortage(data) -> None:
    before = set(plug_figures(resolved(data)).shortages)
    richer = copy.deepcopy(data)
    for part in richer["custom_parts"]:
        if part["kind"] == "psu":
            part["pcie_connectors"] += 1
            part["pcie_16pin_connectors"] += 1
            part["eps_connectors"] += 1
        if part["kind"] == "chassis" and part.get("gpu_power_connectors") is not None:
            part["gpu_power_connectors"] += 1
    assert set(plug_figures(resolved(richer)).shortages) <= before


@SETTINGS
@given(plug_builds(), st.integers(100, 650))
def test_a_lower_limit_never_raises_the_spike_or_the_class(data, limit_w) -> None:
    r = resolved(data)
    free = validate(r).power.spike_total_w
    limited = copy.deepcopy(data)
    power = {p["id"]: p["tdp_w"] for p in data["custom_parts"] if p["kind"] == "gpu"}
    for entry in limited["gpus"]:  # a limit only lowers: never above what the card draws now
        entry["power_limit_w"] = min(limit_w, entry["power_limit_w"] or power[entry["part"]])
    rl = resolved(limited)
    assert validate(rl).power.spike_total_w <= free + 1e-9
    classes = {c.slot: c.class_w for c in plug_figures(r).cards}
    for card in plug_figures(rl).cards:
        if card.class_w is not None:
            assert card.class_w <= classes[card.slot]
