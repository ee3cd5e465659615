"""Every threshold and table of the rules (docs/rules.md), in one place."""

# 4.1 physical
TOP_CONNECTOR_CLEARANCE_MM = 30.0  # power plugs on a card's top edge need this much above it
# A 16-pin 12V-2x6 plug needs a straight run of about 35 mm before its first bend (cable
# makers' guidance; a bend right at the plug is what unseats and melts them).
TOP_16PIN_CLEARANCE_MM = 35.0

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
# POWER-OVERLOAD (docs/rules.md): a warning above 1.0, an error above 1.10. `peak_w` sums
# every part's rating: an upper bound that measured machines stay 5-13 % under (docs/rules.md
# rev. 3), so a load just past 1.0 is a risk to measure, not a certain failure.
POWER_OVERLOAD_LOAD = 1.0
POWER_OVERLOAD_ERROR_LOAD = 1.10
POWER_HEADROOM_LOAD = 0.8
# POWER-GPU-SHARE: a maker's fraction written as a decimal is rounded (Lenovo's 1/3 given as
# 0.3333 is 0.01 % short of it); GPU power past the limit by less than this share is within
# that rounding (four 300 W cards on two 1,800 W units: 1,200 W against 1,199.9 W).
GPU_POWER_SHARE_ROUNDING = 0.001
LOW_LINE_BELOW_V = 200.0  # below: a PSU gives `watts_low_line` (100-127 V mains)
FULL_RATING_FROM_V = 220.0  # from 200 V to below this: `watts_200v`; from here on `watts`
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

# 4.3 plugs. One 6+2-pin cable carries 150 W (PCIe CEM); a card's 16-pin plug fed through an
# adapter takes one 6+2-pin cable per 150 W of its power class; the sense pins announce 150,
# 300, 450 or 600 W (PCIe CEM 5.0 / ATX 3.0 design guide 336521, section 3.3: "Sense1 /
# Sense0"; adapters shipped with cards take 2/3/4 x 8-pin for 300/450/600 W).
PCIE_CABLE_W = 150.0
SIXTEEN_PIN_CLASSES_W = (150.0, 300.0, 450.0, 600.0)
# NVIDIA's 12-pin Micro-Fit (RTX 3080 / 3090 Founders Editions, docs/build-file.md, part
# fields): the adapter
# in the card's box joins two 8-pin PCIe cables into it (NVIDIA's RTX 3090 page: "12-pin to
# dual 8-pin adapter included"); a native 12-pin or 16-pin cable feeds it alone.
PCIE_12PIN_ADAPTER_CABLES = 2

# 4.3 transients. All figures are for an excursion of about 10 ms: long enough to pass a PSU's
# hold-up capacitors and reach its over-current / over-power protection (which is what shuts
# a machine down), short enough that reviews' 5-10 ms and 10-20 ms peaks describe it.
# - What a PSU must carry, as a multiple of its rating (Intel ATX Version 3 Multi Rail Desktop
#   Platform PSU Design Guide 336521, Table 3-3 "PCIe AIC and PSU Power Budget used for Peak
#   Power Excursion", the same table as the ATX12VO guide 613768 p. 23): 100 us 200 %, 1 ms
#   180 %, 10 ms 160 %, 100 ms 120 % for units above 450 W with a 12VHPWR/12V-2x6 connector;
#   150 / 145 / 135 / 110 % for units of 450 W or less or without one.
# - ATX 2.x units and units of unknown version (server modules included) have no excursion
#   requirement; what shuts one down is its over-power protection (OPP), and units are built
#   with it set above their rating (docs/rules.md, POWER-TRANSIENT: not 1.0). Measured OPP
#   trip points, Tom's Hardware's PSU reviews: Corsair AX1600i 1,907 W = 119.2 % (2018-01,
#   tomshardware.com/uk/reviews/corsair-ax1600i-psu,5406-6.html); EVGA 450 BT 118.25 %
#   (2018-06, tomshardware.com/uk/reviews/evga-450-bt-value-psu,5605-6.html); Thermaltake
#   Smart BM2 750 W 117.6 % cold, 115.9 % hot (tomshardware.com/reviews/
#   thermaltake-smart-bm2-750w-power-supply-review/3). The lowest of them, hot (a unit under
#   a long GPU load is hot), rounded down: 1.15.
ATX3_EXCURSION_VERSIONS = ("3.0", "3.1")
ATX3_EXCURSION_10MS = 1.60
ATX3_EXCURSION_10MS_SMALL = 1.35  # <= 450 W or no native 16-pin connector
ATX3_SMALL_PSU_MAX_W = 450.0
LEGACY_EXCURSION = 1.15
# - How far a card's draw rises above its rated board power for ~10 ms, by architecture,
#   when the card has no measured `spike_w`. Sources and reasoning:
#   Blackwell 1.28: Igor's Lab, RTX 5090 Founders Edition (575 W): 738.2 W for 5-10 ms
#     (627.5 W for 10-20 ms, 823.6 W for 1-5 ms, 901.1 W under 1 ms), as reported in
#     slashgear.com/1902896 and elsewhere, 2025.
#   Ada Lovelace, Hopper 1.28: ESTIMATE, taken from Blackwell: the same PCIe CEM 5.0 / ATX 3
#     generation of power management; reviews of the RTX 4090 report no abrupt spikes in
#     stress tests (sportskeeda "what-rtx-4090-s-power-consumption", FurMark 448 W flat).
#   Ampere 1.3: CALIBRATED on a measured machine (docs/rules.md). Puget Systems ran four
#     GIGABYTE RTX 3090 TURBO cards limited to 300 W with a 10-core Xeon W on one 1,600 W
#     ATX 2 unit (EVGA SuperNOVA 1600 P2) through its benchmarks without a shutdown
#     (thefpsreview.com, 2020-10-22: 1,717 W peak at the wall): the machine's spikes stayed
#     under the unit's OPP, 1.15 x 1,600 W = 1,840 W (LEGACY_EXCURSION above); with 254 W for
#     the rest of it, 4 x 300 W x ratio + 254 W <= 1,840 W gives a ratio of at most 1.32.
#     (The 1.5 used before rev. 3 was an estimate that condemned that machine; Lenovo's
#     ThinkSystem ST650 V2 rules list RTX A6000 300 W -> 654 W, 2.18x, for 200 us, a time a
#     PSU's capacitors absorb.)
#   Turing, Volta 1.25; Pascal, Maxwell, Kepler 1.2: ESTIMATES. Lenovo's 200 us figures for
#     Turing (Quadro RTX 4000 160 -> 353 W, T4 70 -> 220 W) are absorbed by a PSU's
#     capacitors; four-GPU Turing machines on 1,600 W legacy PSUs (PSU load near 80 %) are
#     the long-standing norm, which bounds the 10 ms ratio near 1.25.
#   Unknown architecture 1.3: between the two.
SPIKE_RATIO_BY_ARCHITECTURE = {
    "blackwell": 1.28,
    "ada": 1.28,
    "ada lovelace": 1.28,
    "hopper": 1.28,
    "ampere": 1.3,
    "turing": 1.25,
    "volta": 1.25,
    "pascal": 1.2,
    "maxwell": 1.2,
    "kepler": 1.2,
}
DEFAULT_SPIKE_RATIO = 1.3

# 4.4 thermal
BLOWER_EXHAUST_FRACTION = 0.7
W_TO_BTU_H = 3.412
DELTA_T_PER_W_PER_CFM = 1.76
# THERMAL-AIRFLOW (docs/rules.md) is a warning only: `airflow_cfm` is an estimate for
# almost every chassis, and an estimate may warn but never condemn. Above 10 C in a tower;
# above 20 C in a chassis with ducted server airflow, where inlet-to-exhaust rises of
# 15-20 C are by design (docs/rules.md).
THERMAL_WARNING_C = 10.0
THERMAL_SERVER_WARNING_C = 20.0
# The name before rev. 3, still read by the chassis drawing's air gauge and the PDF's heat
# line (drawing/, report/): the second mark of the gauge, now the server chassis' warning.
THERMAL_ERROR_C = THERMAL_SERVER_WARNING_C
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

# Lab plans (configurator.lab; docs/rules.md, "Lab plans")
# A circuit: error above its capacity (volts x amps), warning above its continuous limit
# (OUTLET_CONTINUOUS_FRACTION of it, the 80 % of NEC 210.19 / 210.20 for loads of 3 h or more).
LAB_CIRCUIT_OVER_LOAD = 1.0
# A remaining circuit after another fails: warning above its capacity (a breaker trips
# there; the continuous limit is for hours, a failover lasts until the other is restored).
LAB_FAILOVER_OVER_LOAD = 1.0
# A machine's remaining PSUs after a circuit fails carry its peak when their output covers
# it, the POWER-OVERLOAD limit.
LAB_FAILOVER_PSU_LOAD = POWER_OVERLOAD_LOAD
# The room: error above its cooling, warning above this share of it (the same headroom as a
# circuit's continuous limit: cooling rated at the design point, doors open, filters dusty).
LAB_HEAT_WARNING_FRACTION = 0.8
