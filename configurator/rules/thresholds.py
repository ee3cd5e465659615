"""Every threshold and table of the rules (DESIGN.md section 4), in one place."""

# 4.1 physical
TOP_CONNECTOR_CLEARANCE_MM = 30.0  # power plugs on a card's top edge need this much above it

# 4.2 PCIe: per-lane bandwidth, one direction, GB/s, by generation
PCIE_LANE_GB_S = {1: 0.25, 2: 0.5, 3: 0.985, 4: 1.969, 5: 3.938}
PCIE_HALVE_ABOVE_LANES = 4  # the halving procedure never narrows a link below x4
PCIE_NARROW_BELOW_LANES = 8
PCIE_X8_LANES = 8
PCIE_OLD_GEN_AT_MOST = 2
DEFAULT_SWITCH_UPLINK_LANES = 16
PCIE_SWITCH_MIN_GPUS = 2

# 4.3 power
FAN_W = 3.0
# A power-limit fix never goes below this share of a card's own power: lower than that, cards
# refuse the limit (nvidia-smi's minimum) or lose too much speed to be worth it.
MIN_POWER_LIMIT_FRACTION = 0.5
POWER_OVERLOAD_LOAD = 1.0
POWER_HEADROOM_LOAD = 0.8
LOW_LINE_BELOW_V = 200.0
OUTLET_CONTINUOUS_FRACTION = 0.8
# 80 PLUS efficiency at 20 %, 50 % and 100 % load, 115 V internal.
EFFICIENCY_POINTS = {
    "80+": (0.80, 0.80, 0.80),
    "bronze": (0.82, 0.85, 0.82),
    "silver": (0.85, 0.88, 0.85),
    "gold": (0.87, 0.90, 0.87),
    "platinum": (0.90, 0.92, 0.89),
    "titanium": (0.92, 0.94, 0.90),
}
EFFICIENCY_LOADS = (0.2, 0.5, 1.0)

# 4.4 thermal
BLOWER_EXHAUST_FRACTION = 0.7
W_TO_BTU_H = 3.412
DELTA_T_PER_W_PER_CFM = 1.76
THERMAL_WARNING_C = 10.0
THERMAL_ERROR_C = 20.0
MANY_OPEN_AIR_GPUS = 3

# 4.5 sizing
MIN_CORES = 4
CORES_PER_GPU = 2
CLOCK_CHECK_MIN_GPUS = 4
MIN_BOOST_CLOCK_GHZ = 3.5
VRAM_WARNING_BELOW_GB = 4.0
VRAM_INFO_BELOW_GB = 8.0
SERVER_MIN_GPUS = 8
SERVER_NIC_MIN_GBIT_S = 10.0
