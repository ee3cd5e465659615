"""PCIe lane allocation (docs/rules.md): halving, lane tables, sockets, chipset, switches, NICs."""

from __future__ import annotations

import pytest
from factory import base_data, board, cpu, gpu, nic, resolved, slot, with_parts

from configurator.rules import validate


def _lanes(data: dict) -> dict[str, int]:
    return {s: link.lanes for s, link in validate(resolved(data)).pcie.items()}


def _cards(cpu_lanes: int, slots: list[str], board_slots: list[dict], **gpu_fields) -> dict:
    data = base_data(0)
    data["gpus"] = [{"part": "gpu-a", "slot": s} for s in slots]
    return with_parts(data, cpu(pcie_lanes=cpu_lanes), board(slots=board_slots),
                      gpu(**gpu_fields))


FOUR = [slot("S1", 1), slot("S3", 3), slot("S5", 5), slot("S7", 7)]


def test_sixteen_lane_cpu_with_two_x16_slots_gives_x8_x8() -> None:
    assert _lanes(_cards(16, ["S1", "S3"], FOUR)) == {"S1": 8, "S3": 8}


def test_twenty_eight_lanes_two_gpus_give_x16_x8() -> None:
    assert _lanes(_cards(28, ["S1", "S3"], FOUR)) == {"S1": 16, "S3": 8}


def test_forty_lanes_four_gpus_give_x16_x8_x8_x8() -> None:
    assert _lanes(_cards(40, ["S1", "S3", "S5", "S7"], FOUR)) == {
        "S1": 16, "S3": 8, "S5": 8, "S7": 8}


def test_sixteen_lanes_five_single_slot_cards_leave_one_slot_without_lanes() -> None:
    five = [slot(f"S{i}", i) for i in range(1, 6)]
    data = _cards(16, [f"S{i}" for i in range(1, 6)], five, slot_width=1)
    lanes = _lanes(data)
    assert lanes == {"S1": 4, "S2": 4, "S3": 4, "S4": 4, "S5": 0}
    report = validate(resolved(data))
    no_lanes = [f for f in report.findings if f.rule == "PCIE-NO-LANES"]
    assert [f.parts for f in no_lanes] == [["S5"]]
    assert "used up" in no_lanes[0].message
    assert all(report.pcie[s].estimated for s in lanes)


def test_card_on_the_empty_socket_of_a_dual_socket_board_gets_no_lanes() -> None:
    slots = [slot("A", 1), slot("B", 3, cpu=1)]
    data = _cards(40, ["A", "B"], slots)
    data = with_parts(data, board(slots=slots, cpu_sockets=2))
    assert _lanes(data) == {"A": 16, "B": 0}
    finding = next(f for f in validate(resolved(data)).findings if f.rule == "PCIE-NO-LANES")
    assert "socket 2, which has no CPU" in finding.message


def test_reserved_lanes_come_off_the_first_socket() -> None:
    data = _cards(28, ["S1", "S3"], FOUR)
    data = with_parts(data, board(slots=FOUR, cpu_lanes_reserved=12))
    assert _lanes(data) == {"S1": 8, "S3": 8}  # 16 left: 16+16 -> 16+8 -> 8+8


def test_chipset_and_switch_slots_get_their_width_without_the_cpu_budget() -> None:
    slots = [slot("C", 1), slot("P", 3, source="chipset", max_lanes=4),
             slot("W1", 5, source="switch"), slot("W2", 7, source="switch")]
    data = _cards(16, ["C", "P", "W1", "W2"], slots)
    data = with_parts(data, board(slots=slots, switch_uplink_lanes=16, cpu_lanes_reserved=16),
                      cpu(pcie_lanes=32))
    report = validate(resolved(data))
    assert {s: link.lanes for s, link in report.pcie.items()} == {"C": 16, "P": 4, "W1": 16, "W2": 16}
    # behind the switch the two cards share the x16 uplink's 15.76 GB/s
    assert report.pcie["W1"].bandwidth_gb_s == pytest.approx(16 * 0.985 / 2)
    assert report.pcie["C"].bandwidth_gb_s == pytest.approx(16 * 0.985)
    rules = {f.rule for f in report.findings}
    assert {"PCIE-CHIPSET", "PCIE-SWITCH", "PCIE-NARROW"} <= rules


def test_generation_is_the_lowest_of_slot_card_and_cpu() -> None:
    slots = [slot("S1", 1, gen=4)]
    data = _cards(16, ["S1"], slots, pcie_gen=4)
    assert validate(resolved(data)).pcie["S1"].gen == 3  # the CPU is gen 3
    data = with_parts(data, cpu(pcie_lanes=16, pcie_gen=4))
    link = validate(resolved(data)).pcie["S1"]
    assert (link.gen, link.bandwidth_gb_s) == (4, pytest.approx(16 * 1.969))


def test_an_add_in_nic_shares_the_cpu_lanes() -> None:
    data = _cards(24, ["S1", "S3"], FOUR)
    data = with_parts(data, nic(pcie_lanes=8))
    data["nics"] = [{"part": "nic", "slot": "S5"}]
    lanes = _lanes(data)
    # 16 + 16 + 8 = 40 > 24: S3 halves, then S1 (the widest), then S5 and S3 are tied at 8
    assert lanes == {"S1": 8, "S3": 8, "S5": 8}
    assert sum(lanes.values()) <= 24


def test_nic_takes_brackets_like_a_card() -> None:
    data = _cards(44, ["S1"], FOUR, slot_width=3)
    data = with_parts(data, nic())
    data["nics"] = [{"part": "nic", "slot": "S3"}]
    rules = {f.rule for f in validate(resolved(data)).findings}
    assert "PHYS-SLOT-BLOCKED" in rules


def test_lane_table_wins_over_halving_and_needs_the_cpu_lanes() -> None:
    table = [
        {"cpu_lanes": 44, "populated": ["S1", "S3"], "widths": {"S1": 16, "S3": 16}},
        {"cpu_lanes": 28, "populated": ["S1", "S3"], "widths": {"S1": 16, "S3": 8}},
        {"cpu_lanes": 16, "populated": ["S1", "S3"], "widths": {"S1": 8, "S3": 4}},
    ]
    base = _cards(44, ["S1", "S3"], FOUR)
    data = with_parts(base, board(slots=FOUR, lane_table=table))
    report = validate(resolved(data))
    assert {s: link.lanes for s, link in report.pcie.items()} == {"S1": 16, "S3": 16}
    assert not any(link.estimated for link in report.pcie.values())
    assert _lanes(with_parts(data, cpu(pcie_lanes=40))) == {"S1": 16, "S3": 8}
    assert _lanes(with_parts(data, cpu(pcie_lanes=16))) == {"S1": 8, "S3": 4}
    # a populated set the table does not list falls back to halving, marked estimated
    three = with_parts(data, cpu(pcie_lanes=44))
    three["gpus"].append({"part": "gpu-a", "slot": "S5"})
    report = validate(resolved(three))
    assert all(link.estimated for link in report.pcie.values())


def test_lane_table_width_is_capped_by_the_card() -> None:
    table = [{"cpu_lanes": 16, "populated": ["S1"], "widths": {"S1": 16}}]
    data = with_parts(_cards(16, ["S1"], FOUR, pcie_lanes=8),
                      board(slots=FOUR, lane_table=table))
    assert _lanes(data) == {"S1": 8}


@pytest.mark.parametrize("board_id", [
    "msi-meg-x299-creation", "msi-meg-z390-godlike", "msi-meg-x570-unify", "asus-x99-pro",
    "msi-x99a-gaming-pro-carbon", "gigabyte-x99-designare-ex", "asrock-x399-taichi",
    "gigabyte-trx40-aorus-xtreme", "supermicro-x10drg-q", "supermicro-x11dpg-qt",
])
def test_each_catalog_lane_table_row_is_reproduced(catalog, board_id: str) -> None:
    """Populate exactly a row's slots with x16 cards behind a CPU of the row's lane class:
    the allocation must be the manual's widths."""
    from configurator.model.build import Build, CustomOutlet  # noqa: F401
    from configurator.model.buildfile import resolve

    spec = catalog.get(board_id)
    assert spec is not None and spec.lane_table, board_id
    cpus = [c for c in catalog.parts("cpu") if c.socket == spec.socket]
    assert cpus
    gpu_spec = catalog.get("asus-turbo-rtx-2080-ti")
    for entry in spec.lane_table:
        cpu_spec = min((c for c in cpus if c.pcie_lanes >= entry.cpu_lanes),
                       key=lambda c: c.pcie_lanes, default=None)
        if cpu_spec is None:
            cpu_spec = cpus[0].model_copy(update={"pcie_lanes": entry.cpu_lanes})
        # the largest row the CPU qualifies for wins: use a CPU of exactly this class
        cpu_spec = cpu_spec.model_copy(update={"pcie_lanes": entry.cpu_lanes, "id": "row-cpu"})
        data = {"format": "gpu-workstation-build", "version": 1, "motherboard": board_id,
                "cpus": ["row-cpu"] * spec.cpu_sockets,
                "gpus": [{"part": "asus-turbo-rtx-2080-ti", "slot": s} for s in entry.populated],
                "custom_parts": [{"kind": "cpu", **cpu_spec.model_dump(mode="json")}]}
        from configurator.model.buildfile import build_from_data

        r = resolve(build_from_data(data), catalog).resolved
        report = validate(r)
        got = {s: report.pcie[s].lanes for s in entry.populated}
        want = {s: min(w, gpu_spec.pcie_lanes) for s, w in entry.widths.items()
                if s in entry.populated}
        assert got == want, (board_id, entry)


# A slot the board switches off while another holds a card (beside docs/build-file.md: `disabled_by`,
# the MSI MEG X570 UNIFY's "PCI_E2 is disabled when PCI_E4 is used").
SHARED = [slot("E1", 1), slot("E2", 3, source="chipset", max_lanes=4, disabled_by=["E4"]),
          slot("E3", 5, max_lanes=8), slot("E4", 7, source="chipset", max_lanes=4)]


def test_a_slot_switched_off_by_another_card_gets_no_lanes_and_says_why() -> None:
    data = _cards(24, ["E1", "E2", "E4"], SHARED, slot_width=1, pcie_lanes=16)
    report = validate(resolved(data))
    assert {s: link.lanes for s, link in report.pcie.items()} == {"E1": 16, "E2": 0, "E4": 4}
    (finding,) = [f for f in report.findings if f.rule == "PCIE-NO-LANES"]
    assert finding.parts == ["E2", "E4"]
    assert "switches it off while slot E4 holds a card" in finding.message
    alone = _cards(24, ["E1", "E2"], SHARED, slot_width=1)
    assert _lanes(alone) == {"E1": 16, "E2": 4}
    assert "PCIE-NO-LANES" not in {f.rule for f in validate(resolved(alone)).findings}


def test_a_switched_off_cpu_slot_takes_nothing_from_the_cpu_budget() -> None:
    slots = [slot("A", 1), slot("B", 3, disabled_by=["C"]), slot("C", 5)]
    data = _cards(32, ["A", "B", "C"], slots, slot_width=1)
    assert _lanes(data) == {"A": 16, "B": 0, "C": 16}  # not 16 + 8 + 8


def test_the_drop_that_switches_a_slot_off_is_red_on_its_target() -> None:
    from configurator.model.parts import GpuSpec
    from configurator.rules import whatif_placements

    data = _cards(24, ["E2"], SHARED, slot_width=1)
    card = GpuSpec.model_validate(gpu(id="gpu-b", slot_width=1))
    verdicts = whatif_placements(resolved(data), card).verdicts
    assert verdicts["E4"].colour == "red"
    assert "PCIE-NO-LANES" in {f.rule for f in verdicts["E4"].local}
    assert verdicts["E3"].colour != "red"


def test_a_board_whose_slot_is_switched_off_by_a_slot_it_lacks_is_refused() -> None:
    from pydantic import ValidationError

    from configurator.model.board_parts import MotherboardSpec

    for bad in (["E9"], ["E2"]):
        slots = [slot("E1", 1), slot("E2", 3, disabled_by=bad)]
        with pytest.raises(ValidationError, match="switched off by"):
            MotherboardSpec.model_validate(board(slots=slots))


def test_a_switch_uplink_narrows_with_a_cpu_of_fewer_lanes() -> None:
    """The Gigabyte X99 Designare EX: x16 from a 40-lane CPU, x8 from a 28-lane one."""
    slots = [slot("W1", 1, source="switch"), slot("W2", 3, source="switch")]
    narrowing = board(slots=slots, switch_uplink_lanes=16, switch_uplink_full_cpu_lanes=40,
                      switch_uplink_lanes_reduced=8)

    def share(cpu_lanes: int) -> tuple[float, str]:
        data = with_parts(_cards(cpu_lanes, ["W1", "W2"], slots), narrowing)
        report = validate(resolved(data))
        (finding,) = [f for f in report.findings if f.rule == "PCIE-SWITCH"]
        return report.pcie["W1"].bandwidth_gb_s, finding.message

    wide_gb_s, wide_text = share(40)
    narrow_gb_s, narrow_text = share(28)
    assert wide_gb_s == pytest.approx(16 * 0.985 / 2) and "x16 uplink" in wide_text
    assert narrow_gb_s == pytest.approx(8 * 0.985 / 2) and "x8 uplink" in narrow_text


def test_a_narrowing_uplink_needs_both_figures() -> None:
    from pydantic import ValidationError

    from configurator.model.board_parts import MotherboardSpec

    with pytest.raises(ValidationError, match="go together"):
        MotherboardSpec.model_validate(board(switch_uplink_full_cpu_lanes=40))
    with pytest.raises(ValidationError, match="wider than the full"):
        MotherboardSpec.model_validate(board(switch_uplink_lanes=8,
                                             switch_uplink_full_cpu_lanes=40,
                                             switch_uplink_lanes_reduced=16))
