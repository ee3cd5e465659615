"""For every rule id: a build that triggers it and one just on the other side of its threshold.

Each case is (rule id, severity expected, build that triggers, build that does not).
"""

from __future__ import annotations

import copy

from factory import (
    base_data,
    board,
    bridge,
    chassis,
    cooler,
    cpu,
    gpu,
    memory,
    nic,
    part_of,
    psu,
    slot,
    storage,
    with_parts,
)

BASE_PEAK_W = 472.0  # base_data(1): 250 W GPU + 140 W CPU + 50 W board + 4 x 4 W + 7 W + 3 x 3 W
BASE_HEAT_W = BASE_PEAK_W - 0.7 * 250  # the GPU is a blower


BASE_NON_GPU_W = BASE_PEAK_W - 250
SIXTEEN_PIN_450 = gpu(tdp_w=450, pcie_6pin=0, pcie_8pin=0, pcie_16pin=1, slot_width=2)
EPS_CARD = gpu(pcie_6pin=0, pcie_8pin=0, eps_8pin=1, cooler="blower")


def changed(data: dict, **top) -> dict:
    data = copy.deepcopy(data)
    data.update(copy.deepcopy(top))
    return data


def with_gpus(slots: list[str], **gpu_fields) -> dict:
    data = base_data(0)
    data["gpus"] = [{"part": "gpu-a", "slot": s} for s in slots]
    return with_parts(data, gpu(**gpu_fields))


def server(gpus: int, **top) -> dict:
    """An eight-slot server board in a ducted chassis, ECC memory, 10 GbE, 2+1 PSUs."""
    slots = [slot(f"G{i + 1}", 1 + 2 * i) for i in range(8)]
    data = base_data(0)
    data["gpus"] = [{"part": "gpu-a", "slot": f"G{i + 1}"} for i in range(gpus)]
    data = with_parts(
        data,
        board(slots=slots, form_factor="proprietary", cpu_sockets=2, memory_registered="rdimm",
              ecc=True, bmc_graphics=True),
        cpu(cores=16, pcie_lanes=128, ecc=True),
        chassis(form_factors=["proprietary"], expansion_slots=16, airflow_cfm=900, fan_count=8,
                psu_bays=4, server_airflow=True),
        memory(registered=True, ecc=True, capacity_gb=32),
        psu(watts=2000, pcie_connectors=16),
        nic(speed_gbit_s=10),
    )
    data.update(cpus=["cpu", "cpu"], memory=[{"part": "ram", "qty": 8}],
                psu={"part": "psu", "qty": 3, "redundant": 1}, nics=[{"part": "nic"}],
                outlet="US-208V-30A", cpu_cooler={"part": "cooler", "qty": 2})
    data.update(copy.deepcopy(top))
    return data


def outlet_case(amps_factor: float, continuous: bool) -> dict:
    """An outlet sized against the base build's wall draw (520.8 W, 100 V: no low-line PSU)."""
    wall_w = BASE_PEAK_W / 0.906283  # efficiency of platinum at 29.5 % load
    limit_fraction = 0.8 if continuous else 1.0
    return changed(base_data(1), outlet={"volts": 100, "amps": wall_w / (100 * limit_fraction) * amps_factor})


def _sixteen_lane(slots: list[str]) -> dict:
    return with_parts(with_gpus(slots), cpu(pcie_lanes=16))


CASES: list[tuple[str, str, dict, dict]] = [
    ("PHYS-SLOT-BLOCKED", "error", with_gpus(["S1", "S3"], slot_width=2.5),
     with_gpus(["S1", "S3"], slot_width=2.0)),
    ("PHYS-CASE-SLOTS", "error", with_parts(with_gpus(["S7"]), chassis(expansion_slots=7)),
     with_gpus(["S7"])),
    ("PHYS-GPU-LENGTH", "error", with_parts(base_data(1), gpu(length_mm=331)),
     with_parts(base_data(1), gpu(length_mm=330))),
    ("PHYS-GPU-HEIGHT", "error", with_parts(base_data(1), gpu(height_mm=141)),
     with_parts(base_data(1), gpu(height_mm=140))),
    ("COMPAT-FORM-FACTOR", "error", with_parts(base_data(1), chassis(form_factors=["ATX"])),
     with_parts(base_data(1), chassis(form_factors=["E-ATX"]))),
    ("COMPAT-SOCKET", "error", with_parts(base_data(1), cpu(socket="AM4")), base_data(1)),
    ("COMPAT-CPU-COUNT", "error", changed(base_data(1), cpus=["cpu", "cpu"],
                                          cpu_cooler={"part": "cooler", "qty": 2}),
     with_parts(changed(base_data(1), cpus=["cpu", "cpu"], cpu_cooler={"part": "cooler", "qty": 2}),
                board(cpu_sockets=2))),
    ("COMPAT-MEMORY-TYPE", "error", with_parts(base_data(1), memory(memory_type="DDR3")),
     base_data(1)),
    ("COMPAT-MEMORY-REGISTERED", "error", with_parts(base_data(1), memory(registered=True)),
     with_parts(base_data(1), memory(registered=True), board(memory_registered="both"))),
    ("COMPAT-DIMM-SLOTS", "error", changed(base_data(1), memory=[{"part": "ram", "qty": 9}]),
     changed(base_data(1), memory=[{"part": "ram", "qty": 8}])),
    ("COMPAT-MEMORY-ECC", "warning", with_parts(base_data(1), memory(ecc=True)),
     with_parts(base_data(1), memory(ecc=True), board(ecc=True), cpu(ecc=True))),
    ("COMPAT-PSU-COUNT", "error", changed(base_data(1), psu={"part": "psu", "qty": 2}),
     with_parts(changed(base_data(1), psu={"part": "psu", "qty": 2}), chassis(psu_bays=2))),
    ("COMPAT-SLOT", "error",
     with_parts(base_data(1), board(slots=[slot("S1", 1, mech_lanes=8, max_lanes=8), slot("S3", 3)])),
     with_parts(base_data(1), board(slots=[slot("S1", 1, mech_lanes=8, max_lanes=8, open_ended=True),
                                           slot("S3", 3)]))),
    ("COMPAT-COOLER", "error", with_parts(base_data(1), cooler(height_mm=171)),
     with_parts(base_data(1), cooler(height_mm=170))),
    ("COMPAT-COOLER", "warning", with_parts(base_data(1), cooler(tdp_rating_w=139)),
     with_parts(base_data(1), cooler(tdp_rating_w=140))),
    ("PCIE-NO-LANES", "error",
     with_parts(with_gpus(["S1", "S3"]), board(cpu_sockets=2, slots=[slot("S1", 1), slot("S3", 3, cpu=1)])),
     with_parts(changed(with_gpus(["S1", "S3"]), cpus=["cpu", "cpu"], cpu_cooler={"part": "cooler", "qty": 2}),
                board(cpu_sockets=2, slots=[slot("S1", 1), slot("S3", 3, cpu=1)]))),
    ("PCIE-NARROW", "warning", _sixteen_lane(["S1", "S3", "S5"]), _sixteen_lane(["S1", "S3"])),
    ("PCIE-X8", "info", _sixteen_lane(["S1", "S3"]),
     with_parts(with_gpus(["S1", "S3"]), cpu(pcie_lanes=32))),
    ("PCIE-OLD-GEN", "warning",
     with_parts(base_data(1), board(slots=[slot("S1", 1, gen=2), slot("S3", 3)])), base_data(1)),
    ("PCIE-CHIPSET", "warning",
     with_parts(base_data(1), board(slots=[slot("S1", 1, source="chipset"), slot("S3", 3)])),
     base_data(1)),
    ("PCIE-SWITCH", "info",
     with_parts(with_gpus(["S1", "S3"]), board(slots=[slot("S1", 1, source="switch"),
                                                      slot("S3", 3, source="switch")])),
     with_parts(with_gpus(["S1", "S3"]), board(slots=[slot("S1", 1, source="switch"),
                                                      slot("S3", 3, source="switch", switch_id="1")]))),
    # Rev. 3: a warning from 100 to 110 % load, an error above 110 %.
    ("POWER-OVERLOAD", "warning", with_parts(base_data(1), psu(watts=BASE_PEAK_W - 1)),
     with_parts(base_data(1), psu(watts=BASE_PEAK_W))),
    ("POWER-OVERLOAD", "error", with_parts(base_data(1), psu(watts=429)),
     with_parts(base_data(1), psu(watts=430))),
    ("POWER-HEADROOM", "warning", with_parts(base_data(1), psu(watts=BASE_PEAK_W / 0.8 - 1)),
     with_parts(base_data(1), psu(watts=BASE_PEAK_W / 0.8))),
    ("POWER-CONNECTORS", "error", with_parts(base_data(1), psu(pcie_connectors=1)),
     with_parts(base_data(1), psu(pcie_connectors=2))),
    ("POWER-OUTLET", "warning", outlet_case(0.999, continuous=True),
     outlet_case(1.001, continuous=True)),
    ("POWER-OUTLET", "error", outlet_case(0.999, continuous=False),
     outlet_case(1.001, continuous=False)),
    ("THERMAL-AIRFLOW", "warning", with_parts(base_data(1), chassis(airflow_cfm=52)),
     with_parts(base_data(1), chassis(airflow_cfm=53))),
    # Rev. 3: never an error; 20 C in a chassis with server airflow.
    ("THERMAL-AIRFLOW", "warning",
     with_parts(base_data(1), chassis(airflow_cfm=26, server_airflow=True)),
     with_parts(base_data(1), chassis(airflow_cfm=27, server_airflow=True))),
    ("THERMAL-ADJACENT", "warning", with_gpus(["S1", "S3"], cooler="open-air"),
     with_gpus(["S1", "S5"], cooler="open-air")),
    ("THERMAL-MANY-OPEN-AIR", "warning", with_gpus(["S1", "S3", "S5"], cooler="open-air"),
     with_gpus(["S1", "S5"], cooler="open-air")),
    ("THERMAL-PASSIVE", "error", with_parts(base_data(1), gpu(cooler="passive")),
     with_parts(base_data(1), gpu(cooler="passive"), chassis(server_airflow=True))),
    ("SIZE-RAM-VS-VRAM", "warning", changed(with_parts(base_data(1), memory(capacity_gb=10)),
                                            memory=[{"part": "ram", "qty": 1}]),
     changed(with_parts(base_data(1), memory(capacity_gb=11)), memory=[{"part": "ram", "qty": 1}])),
    ("SIZE-CPU-CORES", "warning", with_parts(base_data(1), cpu(cores=3, threads=6)),
     with_parts(base_data(1), cpu(cores=4, threads=8))),
    ("SIZE-CPU-CLOCK", "info", with_parts(with_gpus(["S1", "S3", "S5", "S7"]), cpu(boost_clock_ghz=3.49)),
     with_parts(with_gpus(["S1", "S3", "S5", "S7"]), cpu(boost_clock_ghz=3.5))),
    ("SIZE-SSD", "warning", with_parts(base_data(1), storage(storage_kind="hdd")),
     with_parts(base_data(1), storage(storage_kind="sata-ssd"))),
    ("SIZE-VRAM", "warning", with_parts(base_data(1), gpu(memory_gb=3.9)),
     with_parts(base_data(1), gpu(memory_gb=4))),
    ("SIZE-VRAM", "info", with_parts(base_data(1), gpu(memory_gb=7.9)),
     with_parts(base_data(1), gpu(memory_gb=8))),
    ("SIZE-DISPLAY", "info", base_data(1), with_parts(base_data(1), cpu(integrated_graphics=True))),
    ("SERVER-ECC", "warning", with_parts(server(8), memory(registered=True, capacity_gb=32)),
     with_parts(server(7), memory(registered=True, capacity_gb=32))),
    ("SERVER-NIC", "warning", server(8, nics=[]), server(7, nics=[])),
    ("SERVER-REDUNDANT-PSU", "warning", server(8, psu={"part": "psu", "qty": 3}),
     server(8, psu={"part": "psu", "qty": 3, "redundant": 1})),
    ("GPU-MIXED", "info",
     changed(with_parts(with_gpus(["S1"]), gpu(id="gpu-b", model="Other GPU")),
             gpus=[{"part": "gpu-a", "slot": "S1"}, {"part": "gpu-b", "slot": "S5"}]),
     changed(with_parts(with_gpus(["S1"]), gpu(id="gpu-b")),
             gpus=[{"part": "gpu-a", "slot": "S1"}, {"part": "gpu-b", "slot": "S5"}])),
    ("NVLINK-BRIDGE", "error",
     changed(with_parts(with_gpus(["S1", "S5"], nvlink=True), bridge(spacing_slots=3)),
             bridges=[{"part": "bridge", "between": ["S1", "S5"]}]),
     changed(with_parts(with_gpus(["S1", "S5"], nvlink=True), bridge(spacing_slots=4)),
             bridges=[{"part": "bridge", "between": ["S1", "S5"]}])),
    ("BUILD-INCOMPLETE", "info", changed(base_data(1), storage=[]), base_data(1)),
    # Current hardware (docs/build-file.md-4 revised): chipsets, 16-pin and EPS plugs, spikes.
    ("COMPAT-CHIPSET", "error",
     with_parts(base_data(1), cpu(chipsets=["X299"]), board(chipset="Z390")),
     with_parts(base_data(1), cpu(chipsets=["X299"]), board(chipset="x299"))),
    # A 450 W 16-pin card: its adapter takes three 6+2-pin cables.
    ("POWER-CONNECTORS", "error",
     with_parts(base_data(1), SIXTEEN_PIN_450, psu(pcie_connectors=2)),
     with_parts(base_data(1), SIXTEEN_PIN_450, psu(pcie_connectors=3))),
    # The board's EPS plug and a data-center card's EPS plug: two EPS cables.
    ("POWER-CONNECTORS", "error",
     with_parts(base_data(1), EPS_CARD, psu(eps_connectors=1)),
     with_parts(base_data(1), EPS_CARD, psu(eps_connectors=2))),
    ("POWER-16PIN-ADAPTER", "warning",
     with_parts(base_data(1), SIXTEEN_PIN_450, psu(pcie_connectors=10)),
     with_parts(base_data(1), SIXTEEN_PIN_450, psu(pcie_connectors=10, pcie_16pin_connectors=1))),
    # The rest of the base build draws 222 W; the 1,600 W legacy PSU trips its over-power
    # protection at 115 %, 1,840 W (rev. 3).
    ("POWER-TRANSIENT", "warning",
     with_parts(base_data(1), gpu(spike_w=1840 - BASE_NON_GPU_W + 1)),
     with_parts(base_data(1), gpu(spike_w=1840 - BASE_NON_GPU_W - 1))),
    # Rev. 3.
    ("COMPAT-PSU-FORM", "error", with_parts(base_data(1), psu(form_factor="SFX")),
     with_parts(base_data(1), psu(form_factor="SFX"), chassis(psu_form_factors=["ATX", "SFX"]))),
    ("COMPAT-SYSTEM", "error", with_parts(base_data(1), chassis(board_ids=["its-own-board"])),
     with_parts(base_data(1), chassis(board_ids=["its-own-board", "board"]))),
    # GPUs at most a quarter of 1,000 W: 250 W (and the rounding of the fraction, 0.25 W).
    ("POWER-GPU-SHARE", "error",
     with_parts(base_data(1), gpu(tdp_w=251), psu(watts=1000), chassis(gpu_power_share=0.25)),
     with_parts(base_data(1), gpu(tdp_w=250), psu(watts=1000), chassis(gpu_power_share=0.25))),
    ("CHASSIS-GPU-POWER", "error", with_parts(base_data(1), chassis(max_gpu_power_w=249)),
     with_parts(base_data(1), chassis(max_gpu_power_w=250))),
    ("SIZE-MEMORY-CHANNELS", "info",
     changed(with_parts(base_data(1), board(memory_channels=4)), memory=[{"part": "ram", "qty": 3}]),
     with_parts(base_data(1), board(memory_channels=4))),
    # NVIDIA's 12-pin takes two 6+2-pin cables through the adapter in its box.
    ("POWER-CONNECTORS", "error",
     with_parts(base_data(1), gpu(pcie_6pin=0, pcie_8pin=0, pcie_12pin=1), psu(pcie_connectors=1)),
     with_parts(base_data(1), gpu(pcie_6pin=0, pcie_8pin=0, pcie_12pin=1), psu(pcie_connectors=2))),
]


# Parts a fix may pick from, besides the build's own.
def fix_pool() -> list[dict]:
    return [
        psu(id="psu-2000", watts=2000, pcie_connectors=16, price_usd=600),
        psu(id="psu-1000", watts=1000, pcie_connectors=6, price_usd=200),
        chassis(id="case-big", expansion_slots=10, max_gpu_length_mm=450, max_gpu_height_mm=200,
                max_cooler_height_mm=190, airflow_cfm=400, fan_count=6, psu_bays=2,
                form_factors=["ATX", "E-ATX"], price_usd=300),
        chassis(id="case-server", expansion_slots=16, max_gpu_length_mm=320, max_gpu_height_mm=200,
                max_cooler_height_mm=190, airflow_cfm=900, psu_bays=4, server_airflow=True,
                form_factors=["E-ATX", "proprietary"], price_usd=2000),
        gpu(id="gpu-blower", cooler="blower", price_usd=750),
        gpu(id="gpu-short", length_mm=200, height_mm=100, power_connector_position="end",
            price_usd=800),
        cpu(id="cpu-big", cores=18, threads=36, pcie_lanes=64, price_usd=1800),
        cpu(id="cpu-am4", socket="AM4"),
        memory(id="ram-32", capacity_gb=32, price_usd=150),
        memory(id="ram-ecc-32", capacity_gb=32, ecc=True, price_usd=170),
        memory(id="rdimm-32", capacity_gb=32, ecc=True, registered=True, price_usd=180),
        cooler(id="cooler-low", height_mm=120, tdp_rating_w=300, price_usd=70),
        storage(id="nvme-2", price_usd=200),
        nic(id="nic-25", speed_gbit_s=25, pcie_lanes=8, price_usd=300),
        bridge(id="bridge-4", spacing_slots=4),
        bridge(id="bridge-2", spacing_slots=2),
        psu(id="psu-atx31", watts=1600, pcie_connectors=6, pcie_16pin_connectors=2,
            eps_connectors=3, atx_version="3.1", price_usd=450),
        board(id="board-x299", chipset="X299", price_usd=450),
        cpu(id="cpu-z390", chipsets=["Z390"], pcie_lanes=44, price_usd=900),
    ]


__all__ = ["BASE_HEAT_W", "BASE_PEAK_W", "CASES", "fix_pool", "part_of", "server", "with_gpus"]
