"""Properties of validate() over random builds of real catalog parts, partial ones included."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from configurator.model.build import OUTLET_PRESETS
from configurator.model.buildfile import BuildFileError, build_from_data, resolve
from configurator.model.card_key import CardKey
from configurator.model.edits import RemoveCard
from configurator.rules import validate

EXAMPLES = 150 * (20 if os.environ.get("CONFIGURATOR_FUZZ_LONG") else 1)
SETTINGS = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


# The session's catalog does not change: its ids by kind and its alternatives are read once
# (listing 21,000 parts at every draw was most of these tests' time).
_READ: dict[tuple[int, str], tuple[object, object]] = {}


def _once(catalog, what: str, read):
    cached = _READ.get((id(catalog), what))
    if cached is None or cached[0] is not catalog:
        cached = _READ[(id(catalog), what)] = (catalog, read())
    return cached[1]


def _ids(catalog, kind: str) -> list[str]:
    return _once(catalog, kind, lambda: [p.id for p in catalog.parts(kind)])


def _alternatives(catalog):
    return _once(catalog, "alternatives", catalog.alternatives)


def random_build(data: st.DataObject, catalog) -> dict:
    draw = data.draw
    maybe = lambda kind: draw(st.one_of(st.none(), st.sampled_from(_ids(catalog, kind))))  # noqa: E731
    build = {"format": "gpu-workstation-build", "version": 1,
             "outlet": draw(st.sampled_from(list(OUTLET_PRESETS)))}
    board_id = maybe("motherboard")
    for key, kind in (("chassis", "chassis"), ("motherboard", None)):
        value = board_id if kind is None else maybe(kind)
        if value:
            build[key] = value
    build["cpus"] = draw(st.lists(st.sampled_from(_ids(catalog, "cpu")), max_size=2))
    if draw(st.booleans()):
        build["cpu_cooler"] = {"part": draw(st.sampled_from(_ids(catalog, "cooler"))),
                               "qty": draw(st.integers(1, 2))}
    build["memory"] = [{"part": draw(st.sampled_from(_ids(catalog, "memory"))),
                        "qty": draw(st.integers(1, 16))} for _ in range(draw(st.integers(0, 2)))]
    build["storage"] = [{"part": draw(st.sampled_from(_ids(catalog, "storage")))}
                        for _ in range(draw(st.integers(0, 2)))]
    if draw(st.booleans()):
        qty = draw(st.integers(1, 3))
        build["psu"] = {"part": draw(st.sampled_from(_ids(catalog, "psu"))), "qty": qty,
                        "redundant": draw(st.integers(0, qty - 1))}
    slots = [s.id for s in catalog.get(board_id).pcie_slots] if board_id else []
    slot_choice = st.one_of(st.none(), st.sampled_from(slots)) if slots else st.none()
    build["gpus"] = [
        {"part": draw(st.sampled_from(_ids(catalog, "gpu"))), "slot": draw(slot_choice),
         "power_limit_w": draw(st.one_of(st.none(), st.integers(50, 400)))}
        for _ in range(draw(st.integers(0, 9)))
    ]
    build["nics"] = [{"part": draw(st.sampled_from(_ids(catalog, "nic"))), "slot": draw(slot_choice)}
                     for _ in range(draw(st.integers(0, 2)))]
    build["waivers"] = [{"rule": draw(st.sampled_from(["PCIE-X8", "THERMAL-AIRFLOW",
                                                         "PHYS-SLOT-BLOCKED"])),
                         "reason": "accepted"} for _ in range(draw(st.integers(0, 2)))]
    return build


def _accepted(build: dict, catalog):
    try:
        return resolve(build_from_data(build), catalog).resolved
    except BuildFileError:
        return None


@SETTINGS
@given(st.data())
def test_validate_never_raises_and_is_deterministic(catalog, data) -> None:
    r = _accepted(random_build(data, catalog), catalog)
    if r is None:
        return
    first = validate(r, _alternatives(catalog))
    second = validate(r, _alternatives(catalog))
    assert first.to_json() == second.to_json()
    assert first.validated == (first.complete and first.error_count == 0)


@SETTINGS
@given(st.data())
def test_removing_a_gpu_never_raises_peak_or_adds_hardware_errors(catalog, data) -> None:
    build = random_build(data, catalog)
    r = _accepted(build, catalog)
    if r is None or not r.placed_gpus:
        return
    slot = data.draw(st.sampled_from([g.slot for g in r.placed_gpus]))
    fewer = resolve(RemoveCard(CardKey.in_slot(slot)).apply(r.build), catalog).resolved
    before, after = validate(r), validate(fewer)
    assert after.power.peak_w <= before.power.peak_w
    old_errors = {f.key for f in before.findings if f.severity == "error"}
    # A slot that held two cards was judged by its first card only (the second is a
    # COMPAT-SLOT error): once one goes, the other's own checks are seen, not a new fault.
    slots = [card.slot for card in r.slot_cards()]
    shared = {s for s in slots if slots.count(s) > 1}
    for finding in after.findings:
        if finding.severity == "error" and finding.rule.startswith(("PHYS-", "POWER-", "PCIE-")):
            if shared & set(finding.key[2]):
                continue
            assert finding.key in old_errors, finding.message
