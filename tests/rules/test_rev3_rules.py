"""The rules of docs/rules.md at their thresholds (just below, at, just above), their
hardware-first fixes, and what "not checked" and "estimated" do to findings and figures."""

from __future__ import annotations

import pytest
from cases import BASE_HEAT_W, BASE_PEAK_W
from factory import (
    alternatives_of,
    base_data,
    board,
    chassis,
    gpu,
    memory,
    psu,
    resolved,
    with_parts,
)

from configurator.model.part_edits import SetBoard, SetPsu
from configurator.model.parts import PART_TYPES
from configurator.model.setting_edits import SetOutlet
from configurator.rules import ALL_RULE_IDS, validate
from configurator.rules.field_needs import FIGURE_NEEDS, NEEDS, PSU_OUTPUT
from configurator.rules.plugs import plug_figures
from configurator.rules.thresholds import (
    DELTA_T_PER_W_PER_CFM,
    GPU_POWER_SHARE_ROUNDING,
    LEGACY_EXCURSION,
    POWER_OVERLOAD_ERROR_LOAD,
)

BASE_NON_GPU_W = BASE_PEAK_W - 250


def _found(report, rule_id: str, severity: str | None = None):
    return [f for f in report.findings
            if f.rule == rule_id and (severity is None or f.severity == severity)]


def _severities(data: dict, rule_id: str) -> set[str]:
    return {f.severity for f in _found(validate(resolved(data)), rule_id)}


# --- the table of fields each rule reads ----------------------------------------------------


def test_every_rule_has_one_entry_in_the_table_and_names_real_fields() -> None:
    assert set(NEEDS) == set(ALL_RULE_IDS)
    for table in [needs.fields for needs in NEEDS.values()] + list(FIGURE_NEEDS.values()):
        for kind, names in table.items():
            fields = PART_TYPES[kind].model_fields
            assert all(n in fields or n == PSU_OUTPUT for n in names), (kind, names)
    for needs in NEEDS.values():
        assert all(kind in PART_TYPES or kind == "card" for kind in needs.requires)


# --- POWER-OVERLOAD: a warning from 100 to 110 %, an error above -----------------------------


@pytest.mark.parametrize(("peak_w", "psu_w", "severities"), [
    (399, 400, set()),  # 99.75 %: POWER-HEADROOM's, not this rule's
    (400, 400, set()),  # 100 %
    (401, 400, {"warning"}),
    (440, 400, {"warning"}),  # 110 %
    (441, 400, {"error"}),
])
def test_power_overload_band(peak_w, psu_w, severities) -> None:
    data = with_parts(base_data(1), gpu(tdp_w=peak_w - BASE_NON_GPU_W), psu(watts=psu_w))
    report = validate(resolved(data))
    assert report.power.peak_w == peak_w
    assert {f.severity for f in _found(report, "POWER-OVERLOAD")} == severities
    if severities:
        [finding] = _found(report, "POWER-OVERLOAD")
        assert "up to" in finding.message
        if severities == {"warning"}:
            assert "measure the draw at the wall" in finding.message
            assert "limit the cards" in finding.message
    assert POWER_OVERLOAD_ERROR_LOAD == 1.10


# --- POWER-GPU-SHARE and CHASSIS-GPU-POWER ---------------------------------------------------


@pytest.mark.parametrize(("gpu_w", "fires"), [
    (499, False), (500, False), (500 * (1 + GPU_POWER_SHARE_ROUNDING), False), (501, True),
])
def test_gpu_share_of_the_working_psus(gpu_w, fires) -> None:
    # Two 750 W units, GPUs at most a third: 500 W (Lenovo's ST650 V2 rule).
    data = with_parts(base_data(1), gpu(tdp_w=gpu_w), psu(watts=750),
                      chassis(gpu_power_share=1 / 3, psu_bays=2))
    data["psu"] = {"part": "psu", "qty": 2}
    found = _found(validate(resolved(data)), "POWER-GPU-SHARE", "error")
    assert bool(found) == fires
    if found:
        assert found[0].params["limit_w"] == pytest.approx(500)


def test_a_redundant_unit_does_not_count_for_the_share() -> None:
    data = with_parts(base_data(1), gpu(tdp_w=300), psu(watts=750),
                      chassis(gpu_power_share=1 / 3, psu_bays=2))
    data["psu"] = {"part": "psu", "qty": 2, "redundant": 1}
    assert _found(validate(resolved(data)), "POWER-GPU-SHARE", "error")


def test_share_fix_is_a_bigger_psu_then_one_more_then_a_limit() -> None:
    data = with_parts(base_data(1), gpu(tdp_w=300), psu(watts=750, price_usd=150),
                      chassis(gpu_power_share=1 / 3, psu_bays=2))
    bigger = psu(id="psu-1000", watts=1000, price_usd=250)
    [finding] = _found(validate(resolved(data), alternatives_of(data, bigger)), "POWER-GPU-SHARE")
    assert finding.fix_action == SetPsu("psu-1000", 1, 0)
    [finding] = _found(validate(resolved(data), alternatives_of(data)), "POWER-GPU-SHARE")
    assert finding.fix_action == SetPsu("psu", 2, 0)  # a bay is free: 2 x 750 W
    data = with_parts(data, chassis(gpu_power_share=1 / 3, psu_bays=1))
    [finding] = _found(validate(resolved(data), alternatives_of(data)), "POWER-GPU-SHARE")
    assert finding.fix_action.watts == 250  # a third of 750 W


@pytest.mark.parametrize(("max_w", "fires"), [(251, False), (250, False), (249.9, True)])
def test_chassis_gpu_power(max_w, fires) -> None:
    data = with_parts(base_data(1), chassis(max_gpu_power_w=max_w))
    assert bool(_found(validate(resolved(data)), "CHASSIS-GPU-POWER", "error")) == fires


# --- THERMAL-AIRFLOW: a warning only -------------------------------------------------------


@pytest.mark.parametrize("server", [False, True])
@pytest.mark.parametrize(("offset_c", "fires"), [(-0.1, False), (0.0, False), (0.1, True),
                                                 (30.0, True)])
def test_airflow_warns_above_10_c_or_20_c_with_server_airflow(server, offset_c, fires) -> None:
    limit_c = 20.0 if server else 10.0
    cfm = DELTA_T_PER_W_PER_CFM * BASE_HEAT_W / (limit_c + offset_c)
    data = with_parts(base_data(1), chassis(airflow_cfm=cfm, server_airflow=server))
    report = validate(resolved(data))
    assert report.thermal.delta_t_c == pytest.approx(limit_c + offset_c)
    assert _severities(data, "THERMAL-AIRFLOW") == ({"warning"} if fires else set())


# --- SIZE-MEMORY-CHANNELS ------------------------------------------------------------------


@pytest.mark.parametrize(("cpus", "modules", "fires"), [
    (1, 3, True), (1, 4, False), (1, 5, True), (1, 8, False),
    (2, 4, True), (2, 8, False), (2, 12, True), (2, 16, False),
])
def test_memory_channels(cpus, modules, fires) -> None:
    data = with_parts(base_data(1), board(memory_channels=4, cpu_sockets=2, dimm_slots=16))
    data.update(cpus=["cpu"] * cpus, memory=[{"part": "ram", "qty": modules}],
                cpu_cooler={"part": "cooler", "qty": cpus})
    assert bool(_found(validate(resolved(data)), "SIZE-MEMORY-CHANNELS", "info")) == fires


def test_memory_channels_are_not_judged_without_the_boards_figure() -> None:
    data = base_data(1)
    data["memory"] = [{"part": "ram", "qty": 3}]
    assert not _found(validate(resolved(data)), "SIZE-MEMORY-CHANNELS")


def test_memory_channels_fix_fills_every_channel() -> None:
    data = with_parts(base_data(1), board(memory_channels=4))
    data["memory"] = [{"part": "ram", "qty": 3}]
    [finding] = _found(validate(resolved(data), alternatives_of(data)), "SIZE-MEMORY-CHANNELS")
    assert finding.fix_action.qty == 4


# --- COMPAT-PSU-FORM and COMPAT-SYSTEM ------------------------------------------------------


def test_psu_form_factor_against_the_chassis_bays() -> None:
    sfx = with_parts(base_data(1), psu(form_factor="SFX"))
    [finding] = _found(validate(resolved(sfx)), "COMPAT-PSU-FORM", "error")
    assert "SFX" in finding.message and finding.parts == ["psu", "case"]
    family = with_parts(base_data(1), psu(form_factor="Supermicro PWS-2K"),
                        chassis(psu_form_factors=["Supermicro PWS-2K"]))
    assert not _found(validate(resolved(family)), "COMPAT-PSU-FORM")
    atx_in_server = with_parts(base_data(1), chassis(psu_form_factors=["Supermicro PWS-2K"]))
    assert _found(validate(resolved(atx_in_server)), "COMPAT-PSU-FORM", "error")


def test_a_generic_server_module_is_not_judged_in_a_chassis_with_a_power_board() -> None:
    server = with_parts(base_data(1), psu(form_factor="server", pcie_connectors=0),
                        chassis(gpu_power_connectors=4))
    report = validate(resolved(server))
    assert not _found(report, "COMPAT-PSU-FORM")
    assert [e.to_json() for e in report.not_checked if e.rule == "COMPAT-PSU-FORM"] == [
        {"rule": "COMPAT-PSU-FORM", "parts": ["psu"], "fields": ["form_factor"]}]
    in_a_tower = with_parts(base_data(1), psu(form_factor="server"))
    assert _found(validate(resolved(in_a_tower)), "COMPAT-PSU-FORM", "error")


def test_psu_form_fix_is_a_unit_the_bays_take() -> None:
    data = with_parts(base_data(1), psu(form_factor="SFX", watts=750))
    pool = [psu(id="atx-1000", watts=1000, price_usd=150),
            psu(id="sfx-1000", watts=1000, form_factor="SFX", price_usd=100)]
    [finding] = _found(validate(resolved(data), alternatives_of(data, *pool)), "COMPAT-PSU-FORM")
    assert finding.fix_action == SetPsu("atx-1000", 1, 0)


def test_a_system_chassis_takes_only_its_own_boards() -> None:
    own = board(id="own-board", price_usd=500)
    data = with_parts(base_data(1), chassis(board_ids=["own-board"]))
    report = validate(resolved(data), alternatives_of(data, own))
    [finding] = _found(report, "COMPAT-SYSTEM", "error")
    assert "Board own-board" in finding.message
    assert finding.fix_action == SetBoard("own-board", frozenset({"S1", "S3", "S5", "S7"}))
    fine = with_parts(base_data(1), chassis(board_ids=["own-board", "board"]))
    assert not _found(validate(resolved(fine)), "COMPAT-SYSTEM")


def test_a_server_board_in_a_system_that_names_no_board_is_not_judged() -> None:
    data = with_parts(base_data(1), board(form_factor="proprietary"),
                      chassis(form_factors=["proprietary"]))
    report = validate(resolved(data))
    assert not _found(report, "COMPAT-SYSTEM")
    assert [e.to_json() for e in report.not_checked if e.rule == "COMPAT-SYSTEM"] == [
        {"rule": "COMPAT-SYSTEM", "parts": ["case"], "fields": ["board_ids"]}]


# --- POWER-TRANSIENT: legacy units carry spikes up to their OPP ------------------------------


@pytest.mark.parametrize(("offset_w", "fires"), [(-1, False), (1, True)])
def test_transient_at_a_legacy_psus_opp(offset_w, fires) -> None:
    limit_w = 1600 * LEGACY_EXCURSION
    data = with_parts(base_data(1), gpu(spike_w=limit_w - BASE_NON_GPU_W + offset_w),
                      psu(watts=1600, atx_version="2"))
    report = validate(resolved(data))
    found = _found(report, "POWER-TRANSIENT", "warning")
    assert bool(found) == fires
    if found:
        assert found[0].params["excursion_pct"] == pytest.approx(115)
        assert "over-power protection" in found[0].message


# --- NVIDIA's 12-pin plug ------------------------------------------------------------------


TWELVE_PIN = gpu(id="fe", pcie_6pin=0, pcie_8pin=0, pcie_12pin=1, tdp_w=350)


def test_a_12_pin_card_takes_two_cables_and_no_adapter_warning() -> None:
    data = with_parts(base_data(1), TWELVE_PIN, psu(pcie_connectors=2))
    data["gpus"] = [{"part": "fe", "slot": "S1"}]
    report = validate(resolved(data))
    assert not _found(report, "POWER-16PIN-ADAPTER") and not _found(report, "POWER-CONNECTORS")
    assert report.plugs.cable("pcie", "psu").wanted == 2 and not report.plugs.adapters


def test_a_12_pin_card_takes_a_native_cable_left_by_the_16_pin_cards() -> None:
    data = with_parts(base_data(1), TWELVE_PIN, psu(pcie_connectors=0, pcie_16pin_connectors=1))
    data["gpus"] = [{"part": "fe", "slot": "S1"}]
    report = validate(resolved(data))
    assert not _found(report, "POWER-CONNECTORS")
    assert plug_figures(resolved(data)).card("S1").native_12pin == 1
    short = with_parts(data, psu(pcie_connectors=1))
    [finding] = _found(validate(resolved(short)), "POWER-CONNECTORS")
    assert finding.params == {**finding.params, "kind": "pcie", "needed": 2, "available": 1}


# --- hardware-first fixes ------------------------------------------------------------------


def test_overload_fix_is_a_psu_then_one_more_then_a_limit() -> None:
    data = with_parts(base_data(1), psu(watts=450, price_usd=60), chassis(psu_bays=2))
    bigger = psu(id="psu-1000", watts=1000, price_usd=200)
    [finding] = _found(validate(resolved(data), alternatives_of(data, bigger)), "POWER-OVERLOAD")
    assert finding.fix_action == SetPsu("psu-1000", 1, 0)
    [finding] = _found(validate(resolved(data), alternatives_of(data)), "POWER-OVERLOAD")
    assert finding.fix_action == SetPsu("psu", 2, 0)
    assert "a bay is free" in finding.fix
    one_bay = with_parts(data, chassis(psu_bays=1))
    [finding] = _found(validate(resolved(one_bay), alternatives_of(one_bay)), "POWER-OVERLOAD")
    assert finding.fix_action.watts == 138  # a power limit, last: 80 % of 450 W - 222 W


def test_overload_fix_takes_no_psu_the_chassis_bays_refuse() -> None:
    data = with_parts(base_data(1), psu(watts=400, price_usd=60))
    sfx = psu(id="sfx-1000", watts=1000, form_factor="SFX", price_usd=100)
    [finding] = _found(validate(resolved(data), alternatives_of(data, sfx)), "POWER-OVERLOAD")
    assert not isinstance(finding.fix_action, SetPsu)


@pytest.mark.parametrize(("outlet", "next_outlet", "gpu_w"), [
    ("US-15A", "US-20A", 300), ("JP-15A", "JP-200V-20A", 300), ("CN-10A", "CN-16A", 450),
    ("UK-13A", "EU-32A", 550), ("EU-16A", "EU-32A", 700),
])
def test_outlet_fix_is_the_regions_next_circuit(outlet, next_outlet, gpu_w) -> None:
    # Four cards drawing more from the wall than the outlet's continuous limit.
    data = base_data(0)
    data["outlet"] = outlet
    data["gpus"] = [{"part": "gpu-a", "slot": s} for s in ("S1", "S3", "S5", "S7")]
    data = with_parts(data, gpu(tdp_w=gpu_w), psu(watts=4000))
    report = validate(resolved(data), alternatives_of(data))
    [finding] = _found(report, "POWER-OUTLET")
    assert finding.fix_action == SetOutlet(next_outlet)


def test_outlet_fix_walks_the_chain_to_the_first_circuit_that_carries_it() -> None:
    data = base_data(0)
    data["gpus"] = [{"part": "gpu-a", "slot": s} for s in ("S1", "S3", "S5", "S7")]
    data = with_parts(data, gpu(tdp_w=450), psu(watts=2400), chassis(fan_count=3))
    report = validate(resolved(data), alternatives_of(data))
    [finding] = _found(report, "POWER-OUTLET")
    assert finding.fix_action == SetOutlet("US-208V-30A")  # 2,024 W: more than US-20A's 1,920


# --- not checked and estimated -------------------------------------------------------------


def test_an_unknown_field_is_not_judged_on_its_default() -> None:
    # A 340 mm card in a 330 mm case, but nobody published its length.
    data = with_parts(base_data(2), gpu(length_mm=340, unknown=["length_mm"]))
    report = validate(resolved(data))
    assert not _found(report, "PHYS-GPU-LENGTH")
    assert [e.to_json() for e in report.not_checked] == [
        {"rule": "PHYS-GPU-LENGTH", "parts": ["S1", "S3"], "fields": ["length_mm"]}]
    known = with_parts(base_data(2), gpu(length_mm=340))
    assert len(_found(validate(resolved(known)), "PHYS-GPU-LENGTH", "error")) == 2


def test_an_unknown_card_field_withholds_only_that_cards_findings() -> None:
    data = with_parts(base_data(2), gpu(length_mm=340),
                      gpu(id="gpu-b", length_mm=340, unknown=["length_mm"]))
    data["gpus"][1]["part"] = "gpu-b"
    report = validate(resolved(data))
    assert [f.parts for f in _found(report, "PHYS-GPU-LENGTH")] == [["S1"]]
    assert [(e.rule, e.parts) for e in report.not_checked] == [("PHYS-GPU-LENGTH", ["S3"])]


def test_an_unknown_shared_field_withholds_every_finding_of_the_rule() -> None:
    data = with_parts(base_data(1), psu(watts=300, unknown=["watts"]))
    report = validate(resolved(data))
    assert not _found(report, "POWER-OVERLOAD") and not _found(report, "POWER-HEADROOM")
    assert {"POWER-OVERLOAD", "POWER-HEADROOM", "POWER-OUTLET", "POWER-TRANSIENT"} <= {
        e.rule for e in report.not_checked}


def test_a_rule_that_does_not_judge_lists_nothing() -> None:
    data = with_parts(base_data(1), gpu(unknown=["length_mm"]))
    data["chassis"] = None
    report = validate(resolved(data))
    assert "PHYS-GPU-LENGTH" not in {e.rule for e in report.not_checked}


def test_a_finding_on_an_estimated_airflow_says_so() -> None:
    data = with_parts(base_data(1), chassis(airflow_cfm=20, estimated=["airflow_cfm"]))
    report = validate(resolved(data))
    [finding] = _found(report, "THERMAL-AIRFLOW", "warning")
    assert finding.params["estimated"] is True
    assert finding.params["estimated_fields"] == ["airflow_cfm of the Case case"]
    assert "estimated" in finding.message
    assert finding.to_json()["params"]["estimated"] is True
    assert "thermal.delta_t_c" in report.estimated_figures
    assert "power.peak_w" not in report.estimated_figures
    assert report.to_json()["estimated_figures"] == report.estimated_figures


def test_an_estimate_another_rule_does_not_read_marks_nothing() -> None:
    data = with_parts(base_data(1), chassis(airflow_cfm=20, estimated=["max_gpu_length_mm"]),
                      gpu(length_mm=340))
    report = validate(resolved(data))
    [length] = _found(report, "PHYS-GPU-LENGTH")
    [airflow] = _found(report, "THERMAL-AIRFLOW")
    assert length.params.get("estimated") is True and "estimated" not in airflow.params
    assert report.estimated_figures == []


def test_an_error_on_an_estimated_figure_is_a_warning_that_says_so() -> None:
    # A maker's maximum card length condemns a 340 mm card; an estimated one only warns.
    card = gpu(length_mm=340)
    maker = validate(resolved(with_parts(base_data(1), chassis(), card)))
    [error] = _found(maker, "PHYS-GPU-LENGTH", "error")
    assert "error_on_estimate" not in error.params and not maker.validated
    data = with_parts(base_data(1), chassis(estimated=["max_gpu_length_mm"]), card)
    report = validate(resolved(data))
    assert not _found(report, "PHYS-GPU-LENGTH", "error")
    [warning] = _found(report, "PHYS-GPU-LENGTH", "warning")
    assert warning.params["error_on_estimate"] is True
    assert warning.message.endswith(
        "(rests on estimated figures: max_gpu_length_mm of the Case case; a warning until a "
        "maker's figure confirms it)")
    assert warning.to_json()["severity"] == "warning" and report.validated


def test_a_summing_check_keeps_its_error_on_a_small_estimated_term() -> None:
    # 3 x 450 W cards on a 1,000 W unit: the board's estimated power changes nothing.
    data = with_parts(base_data(3), psu(watts=1000), gpu(tdp_w=450),
                      board(power_w=60, estimated=["power_w"]))
    [overload] = _found(validate(resolved(data)), "POWER-OVERLOAD")
    assert overload.severity == "error" and overload.params["estimated"] is True
    assert "error_on_estimate" not in overload.params


def test_nothing_marked_keeps_the_report_as_before() -> None:
    report = validate(resolved(base_data(1)))
    assert report.not_checked == [] and report.estimated_figures == []
    assert all("estimated" not in f.params for f in report.findings)


def test_the_memory_module_estimate_marks_the_power_figures() -> None:
    data = with_parts(base_data(1), memory(power_w=5, estimated=["power_w"]))
    report = validate(resolved(data))
    assert {"power.peak_w", "power.load", "power.wall_w", "thermal.heat_w"} <= set(
        report.estimated_figures)
    assert "totals.ram_gb" not in report.estimated_figures
