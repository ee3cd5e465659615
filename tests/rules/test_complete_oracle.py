"""The completion search against brute force (issue 19): on small random catalogs, every
combination of the missing parts is validated, and the best value of the objective must be
the solver's."""

from __future__ import annotations

import itertools

import factory as f
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from configurator.model.build import Build, GpuEntry
from configurator.model.buildfile import resolve
from configurator.model.parts import PART_TYPES
from configurator.rules import validate
from configurator.rules.complete.search import complete_build
from configurator.rules.complete.space import Pick, missing_levels, resolved_for


def _spec(data: dict):
    data = dict(data)
    return PART_TYPES[data.pop("kind")].model_validate(data)


@st.composite
def catalogs(draw):
    """(build, parts by kind): a partial build of custom GPUs and a catalog to complete it."""
    ids = itertools.count()

    def uid(prefix: str) -> str:
        return f"{prefix}-{next(ids)}"

    sockets = st.sampled_from(["S1", "S1", "S2"])
    boards = []
    for _ in range(draw(st.integers(1, 2))):
        positions = draw(st.sampled_from([[1, 3, 5, 7], [1, 4, 7], [1, 2, 3, 4], [2, 5],
                                          [1, 3, 4, 6]]))
        slots = [f.slot(f"P{p}", p, mech_lanes=draw(st.sampled_from([8, 16, 16])),
                        max_lanes=draw(st.sampled_from([4, 8, 16])),
                        source=draw(st.sampled_from(["cpu", "cpu", "chipset"])))
                 for p in positions]
        for slot in slots:
            slot["max_lanes"] = min(slot["max_lanes"], slot["mech_lanes"])
        boards.append(f.board(uid("board"), slots, socket=draw(sockets) if boards else "S1",
                              cpu_sockets=draw(st.sampled_from([1, 1, 2])),
                              form_factor=draw(st.sampled_from(["ATX", "E-ATX"])),
                              memory_registered=draw(st.sampled_from(["udimm", "both",
                                                                      "both", "rdimm"])),
                              dimm_slots=draw(st.integers(1, 4)), ecc=draw(st.booleans()),
                              memory_channels=draw(st.sampled_from([None, None, 1, 2])),
                              price_usd=draw(st.integers(100, 600))))
        if boards[-1]["cpu_sockets"] == 2:
            for slot in slots[len(slots) // 2:]:
                slot["cpu"] = 1
    cpus = [f.cpu(uid("cpu"), socket=draw(sockets) if n else "S1", cores=draw(st.sampled_from([2, 4, 8])),
                  pcie_lanes=draw(st.sampled_from([16, 28, 44])),
                  tdp_w=draw(st.sampled_from([65, 140, 250])), ecc=draw(st.booleans()),
                  price_usd=draw(st.integers(100, 900)))
            for n in range(draw(st.integers(1, 2)))]
    cases = [f.chassis(uid("case"), form_factors=draw(st.sampled_from(
                 [["ATX"], ["ATX", "E-ATX"], ["ATX", "E-ATX"]])),
                 expansion_slots=draw(st.integers(4, 8)),
                 max_cooler_height_mm=draw(st.sampled_from([120, 170])),
                 airflow_cfm=draw(st.sampled_from([40, 120, 400])),
                 psu_bays=draw(st.integers(1, 2)), server_airflow=draw(st.booleans()),
                 price_usd=draw(st.integers(50, 400)))
             for _ in range(draw(st.integers(1, 2)))]
    coolers = [{"kind": "cooler", "id": uid("cooler"), "name": "Cooler",
                "height_mm": draw(st.sampled_from([100, 100, 160])),
                "tdp_rating_w": draw(st.sampled_from([95, 300])),
                "sockets": draw(st.sampled_from([["S1"], ["S2"], ["S1", "S2"]])) if n else ["S1"],
                "price_usd": draw(st.integers(20, 120))}
               for n in range(draw(st.integers(1, 2)))]
    memory = [f.memory(uid("ram"), registered=draw(st.sampled_from([False, False, True])), ecc=draw(st.booleans()),
                       capacity_gb=draw(st.sampled_from([8, 16, 32])),
                       price_usd=draw(st.integers(30, 200)))
              for _ in range(draw(st.integers(1, 2)))]
    drives = [f.storage(uid("drive"), storage_kind=draw(st.sampled_from(["nvme", "hdd"])),
                        price_usd=draw(st.integers(40, 200)))
              for _ in range(draw(st.integers(1, 2)))]
    psus = [f.psu(uid("psu"), watts=draw(st.sampled_from([450, 850, 1600])),
                  discontinued=draw(st.sampled_from([None, None, "2019-03", "2030-01"])),
                  efficiency=draw(st.sampled_from(["bronze", "platinum"])),
                  pcie_connectors=draw(st.sampled_from([2, 4, 8])),
                  price_usd=draw(st.integers(60, 500)))
            for _ in range(draw(st.integers(1, 2)))]
    gpu_kinds = [f.gpu(uid("gpu"), slot_width=draw(st.sampled_from([1, 2, 2.5])),
                       cooler=draw(st.sampled_from(["blower", "open-air", "passive"])),
                       tdp_w=draw(st.sampled_from([75, 250, 350])),
                       pcie_lanes=draw(st.sampled_from([8, 16])),
                       memory_gb=draw(st.sampled_from([4, 11, 24])))
                 for _ in range(draw(st.integers(1, 2)))]
    gpus = [draw(st.sampled_from(gpu_kinds)) for _ in range(draw(st.integers(1, 2)))]
    catalog = {"motherboard": boards, "cpu": cpus, "chassis": cases, "cooler": coolers,
               "memory": memory, "storage": drives, "psu": psus}
    parts = {kind: [_spec(p) for p in rows] for kind, rows in catalog.items()}
    # Some kinds the build already has (the first catalog part of the kind).
    given_kinds = draw(st.sets(st.sampled_from(["chassis", "cpu", "memory", "psu"]),
                               max_size=2))
    data = {"outlet": draw(st.sampled_from(["US-15A", "US-208V-30A"])),
            "custom_parts": list({g["id"]: g for g in gpus}.values())}
    if "chassis" in given_kinds:
        data["chassis"] = cases[0]["id"]
    if "cpu" in given_kinds:
        data["cpus"] = [cpus[0]["id"]]
    if "memory" in given_kinds:
        data["memory"] = [{"part": memory[0]["id"], "qty": 1}]
    if "psu" in given_kinds:
        data["psu"] = {"part": psus[0]["id"]}
    build = Build.model_validate({**data, "custom_parts": [
        _spec(g) for g in data["custom_parts"]]})
    build = build.model_copy(update={"gpus": [GpuEntry(part=g["id"]) for g in gpus]})
    lookup = {p.id: p for kind in parts.values() for p in kind}
    resolved = resolve(build, _Lookup(lookup)).resolved
    return resolved, parts


class _Lookup:
    def __init__(self, parts):
        self.parts = parts

    def get(self, part_id):
        return self.parts.get(part_id)


def _every_completion(base, parts):
    """Every pick of the missing levels: all boards, every assignment of the unplaced GPUs
    to distinct slots, every CPU in every count, every cooler (one per CPU), every memory
    module in every count the board has slots for, every drive, every PSU in every count the
    chassis has bays for with every redundancy."""
    levels = missing_levels(base)
    boards = parts["motherboard"] if "motherboard" in levels else [None]
    for board in boards:
        on_board = board or base.motherboard
        unplaced = base.unplaced_gpus
        if "slots" in levels:
            slot_ids = [s.id for s in on_board.pcie_slots]
            assignments = [tuple(zip((g.index for g in unplaced), chosen, strict=True))
                           for chosen in itertools.permutations(slot_ids, len(unplaced))]
        else:
            assignments = [None]
        cpu_sets = ([(c,) * n for c in parts["cpu"] for n in range(1, on_board.cpu_sockets + 1)]
                    if "cpu" in levels else [()])
        for slots, cpus, chassis in itertools.product(
                assignments, cpu_sets,
                parts["chassis"] if "chassis" in levels else [None]):
            in_case = chassis or base.chassis
            n_cpus = len(cpus or base.cpus)
            coolers = ([(c, n_cpus) for c in parts["cooler"]] if "cooler" in levels else [None])
            memories = ([(m, q) for m in parts["memory"]
                         for q in range(1, on_board.dimm_slots + 1)
                         if _lab_memory(on_board, len(cpus or base.cpus), m, q,
                                        sum(g.spec.memory_gb for g in base.gpus))]
                        if "memory" in levels else [None])
            drives = [(d, 1) for d in parts["storage"]] if "storage" in levels else [None]
            psus = ([(p, q, r) for p in parts["psu"] if not _discontinued(p)
                     for q in range(1, in_case.psu_bays + 1)
                     for r in range(q)] if "psu" in levels else [None])
            for cooler, memory, drive, psu in itertools.product(coolers, memories, drives,
                                                                psus):
                yield Pick(motherboard=board, slots=slots, cpus=cpus, chassis=chassis,
                           cooler=cooler, memory=memory, storage=drive, psu=psu)


CATALOG_VERSION = "2026.12"


def _discontinued(part) -> bool:
    return part.discontinued is not None and part.discontinued <= "2026-12"


def _lab_memory(board, cpus: int, module, qty: int, vram_gb: float) -> bool:
    """What a lab orders (DESIGN section 8 rev. 3), said independently of the solver: every
    channel of every CPU gets as many modules, and the memory covers the GPUs' when the
    board's slots can hold that much, else it fills the board."""
    step = (board.memory_channels or 1) * max(1, min(cpus, board.cpu_sockets))
    if qty % step:
        return False
    evens = list(range(step, board.dimm_slots + 1, step))
    if any(q * module.capacity_gb >= vram_gb for q in evens):
        return qty * module.capacity_gb >= vram_gb
    return qty == max(evens)


def _stock_saving(pick, stock) -> float:
    """What the parts the pick adds save when taken off the shelf first."""
    counted = [(c, 1) for c in (pick.motherboard, pick.chassis) if c is not None]
    if pick.cpus:
        counted.append((pick.cpus[0], len(pick.cpus)))
    counted += [(c[0], c[1]) for c in (pick.cooler, pick.memory, pick.storage, pick.psu) if c]
    return sum(part.price_usd * min(qty, stock.get(part.id, 0)) for part, qty in counted)


def _brute_force(base, parts, objective, budget_usd=None, stock=None):
    best = None
    for pick in _every_completion(base, parts):
        report = validate(resolved_for(base, pick))
        if not report.validated:
            continue
        price = round(report.totals.price_usd - _stock_saving(pick, stock or {}), 6)
        if budget_usd is not None and price > budget_usd:
            continue
        value = ((report.warning_count, price) if objective == "fewest-warnings"
                 else (price, report.warning_count))
        if best is None or value < best:
            best = value
    return best


def _value(completion, objective):
    price = round(completion.price_usd, 6)
    if objective == "fewest-warnings":
        return (completion.warnings, price)
    return (price, completion.warnings)


ORACLE = settings(max_examples=60, deadline=None,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@ORACLE
@given(catalogs(), st.sampled_from(["fewest-warnings", "cheapest"]))
def test_solver_finds_the_brute_force_optimum(case, objective):
    base, parts = case
    expected = _brute_force(base, parts, objective)
    result = complete_build(base, parts, objective, catalog_version=CATALOG_VERSION)
    if expected is None:
        assert not result.found
        assert result.reason is not None and str(result.reason)
    else:
        assert result.found, str(result.reason)
        assert _value(result.best, objective) == expected
        assert result.best.report.validated


@ORACLE
@given(catalogs(), st.integers(500, 4000))
def test_budget_is_respected_and_exact(case, budget_usd):
    base, parts = case
    expected = _brute_force(base, parts, "fewest-warnings", budget_usd)
    result = complete_build(base, parts, "fewest-warnings", budget_usd,
                            catalog_version=CATALOG_VERSION)
    if expected is None:
        assert not result.found and result.reason is not None
    else:
        assert result.found
        assert result.best.price_usd <= budget_usd
        assert _value(result.best, "fewest-warnings") == expected
        assert all(a.price_usd <= budget_usd for a in result.alternatives)


@settings(max_examples=30, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(catalogs(), st.sampled_from(["fewest-warnings", "cheapest"]), st.data())
def test_stock_taken_first_keeps_the_answer_exact(case, objective, data):
    base, parts = case
    every = [p for kind in parts.values() for p in kind]
    stock = {p.id: data.draw(st.integers(1, 3)) for p in every if data.draw(st.booleans())}
    expected = _brute_force(base, parts, objective, stock=stock)
    result = complete_build(base, parts, objective, catalog_version=CATALOG_VERSION,
                            stock=stock)
    if expected is None:
        assert not result.found
    else:
        assert result.found, str(result.reason)
        best = result.best
        value = round(best.to_buy_usd, 6)
        assert ((best.warnings, value) if objective == "fewest-warnings"
                else (value, best.warnings)) == expected
        for taken in best.from_stock:
            assert taken.qty == min(stock[taken.part], next(
                a.qty for a in best.added if a.part == taken.part))
