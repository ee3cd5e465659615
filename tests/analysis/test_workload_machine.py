"""A build as a workload sees it: its dies, PCIe links from the Report, NVLink bridges."""

from __future__ import annotations

import factory
import pytest

from configurator.analysis.workload_machine import (
    NVLINK_BY_MODEL,
    WorkloadMachine,
    machine_from,
    slowest_link,
)
from configurator.analysis.workload_model import WorkloadError
from configurator.rules import validate

from .workload_cases import dies

RTX_3090 = "GeForce RTX 3090"


def _machine(data: dict) -> WorkloadMachine:
    resolved = factory.resolved(data)
    return machine_from(resolved, validate(resolved))


def test_two_gpus_on_pcie_3_x16_take_the_reports_bandwidth() -> None:
    data = factory.base_data(gpus=2)
    machine = _machine(data)
    assert machine.gpus == 2
    assert machine.pcie_gb_s == pytest.approx((15.76, 15.76))
    assert slowest_link(machine) == (pytest.approx(15.76), "pcie")
    report = validate(factory.resolved(data))
    assert machine.wall_w == pytest.approx(report.power.wall_w)
    assert machine.price_usd == pytest.approx(report.totals.price_usd)
    assert not machine.wall_is_dc_peak


def test_a_slot_at_x8_is_the_slowest_link() -> None:
    data = factory.base_data(gpus=2)
    board = factory.part_of(data, "board")
    board["pcie_slots"][1]["max_lanes"] = 8
    machine = _machine(factory.with_parts(data, board))
    assert slowest_link(machine) == (pytest.approx(8 * 0.985), "pcie")


def test_an_nvlink_bridge_joins_two_cards_with_its_own_figure() -> None:
    data = factory.base_data(gpus=2)
    card = factory.gpu(model=RTX_3090, nvlink=True)
    data = factory.with_parts(data, card, factory.bridge(compatible_models=[RTX_3090]))
    data["bridges"] = [{"part": "bridge", "between": ["S1", "S3"]}]
    machine = _machine(data)
    assert machine.nvlink_gb_s == {(0, 1): NVLINK_BY_MODEL[RTX_3090].gb_s_per_direction}
    assert slowest_link(machine) == (56.25, "nvlink")


def test_a_bridge_for_other_cards_is_not_counted() -> None:
    data = factory.base_data(gpus=2)
    data = factory.with_parts(data, factory.gpu(model=RTX_3090, nvlink=True),
                              factory.bridge(compatible_models=["TITAN RTX"]))
    data["bridges"] = [{"part": "bridge", "between": ["S1", "S3"]}]
    assert _machine(data).nvlink_gb_s == {}


def test_a_two_die_board_counts_twice_with_half_its_figures() -> None:
    data = factory.base_data(gpus=1)
    data = factory.with_parts(data, factory.gpu(gpu_count=2, memory_gb=24, fp32_gflops=8736))
    machine = _machine(data)
    assert machine.gpus == 2
    assert machine.dies[0].memory_gb == 12 and machine.dies[0].fp32_gflops == 4368


def test_a_build_without_gpus_is_refused() -> None:
    data = factory.base_data(gpus=0)
    with pytest.raises(WorkloadError, match=r"^the build: the build has no GPU$"):
        _machine(data)
    data["gpus"] = [{"part": "gpu-a", "slot": None}]
    with pytest.raises(WorkloadError, match=r"no GPU is placed in a slot \(1 bought"):
        _machine(data)


def test_no_psu_uses_the_dc_peak() -> None:
    data = factory.base_data(gpus=1)
    del data["psu"]
    machine = _machine(data)
    assert machine.wall_is_dc_peak and machine.wall_w > 0


def _ring(pcie: list[float | None], bridges: dict[tuple[int, int], float]) -> WorkloadMachine:
    return WorkloadMachine(tuple(dies(len(pcie))), tuple(pcie), bridges)


def test_the_slowest_hop_of_the_best_ring() -> None:
    # Four cards in two bridged pairs: the ring still crosses PCIe between the pairs.
    assert slowest_link(_ring([16, 16, 8, 16], {(0, 1): 50, (2, 3): 50})) == (8, "pcie")
    # Three cards, two bridged: the bridged pair's ends and the third all use PCIe.
    assert slowest_link(_ring([4, 16, 16], {(0, 1): 50})) == (4, "pcie")
    # A chain 0-1-2 with PCIe only at its ends: the middle card's slow slot does not count.
    assert slowest_link(_ring([16, 2, 16], {(0, 1): 50, (1, 2): 50})) == (16, "pcie")
    # Four cards bridged in a ring: NVLink all the way.
    assert slowest_link(_ring([1, 1, 1, 1], {(0, 1): 50, (1, 2): 50, (2, 3): 50,
                                             (0, 3): 25})) == (25, "nvlink")
    # A slower bridge than PCIe is the slowest hop.
    assert slowest_link(_ring([32, 32, 32], {(0, 1): 25})) == (25, "nvlink")
    # One GPU: no link; an unknown link that is needed: not known.
    assert slowest_link(_ring([16], {})) == (None, "")
    assert slowest_link(_ring([16, None], {})) == (None, "pcie")
    assert slowest_link(_ring([16, None], {(0, 1): 50})) == (50, "nvlink")
