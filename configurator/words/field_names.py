"""The names of the parts' spec fields in the user's language: the parts editor's labels
(with the unit) and the fields a finding rests on or a check could not judge.

Labels are marked for lupdate here (context "PartForm") and translated when shown
(`field_label`); a field the table does not know shows its name."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

FIELD_LABELS: dict[str, str] = {
    "id": QT_TRANSLATE_NOOP("PartForm", "ID (slug)"),
    "name": QT_TRANSLATE_NOOP("PartForm", "Name"),
    "price_usd": QT_TRANSLATE_NOOP("PartForm", "Price (USD)"),
    "price_date": QT_TRANSLATE_NOOP("PartForm", "Price date"),
    "manufacturer": QT_TRANSLATE_NOOP("PartForm", "Manufacturer"),
    "mpn": QT_TRANSLATE_NOOP("PartForm", "Part number (MPN)"),
    "source_url": QT_TRANSLATE_NOOP("PartForm", "Source URL"),
    "model": QT_TRANSLATE_NOOP("PartForm", "GPU model"),
    "series": QT_TRANSLATE_NOOP("PartForm", "Series"),
    "architecture": QT_TRANSLATE_NOOP("PartForm", "Architecture"),
    "launch_year": QT_TRANSLATE_NOOP("PartForm", "Launch year"),
    "launch_price_usd": QT_TRANSLATE_NOOP("PartForm", "Launch price (USD)"),
    "cuda_cores": QT_TRANSLATE_NOOP("PartForm", "CUDA cores"),
    "boost_clock_mhz": QT_TRANSLATE_NOOP("PartForm", "Boost clock (MHz)"),
    "fp32_gflops": QT_TRANSLATE_NOOP("PartForm", "FP32 (GFLOPS)"),
    "fp16_gflops": QT_TRANSLATE_NOOP("PartForm", "FP16 tensor (GFLOPS)"),
    "memory_gb": QT_TRANSLATE_NOOP("PartForm", "Memory (GB)"),
    "memory_type": QT_TRANSLATE_NOOP("PartForm", "Memory type"),
    "memory_bandwidth_gb_s": QT_TRANSLATE_NOOP("PartForm", "Memory bandwidth (GB/s)"),
    "tdp_w": QT_TRANSLATE_NOOP("PartForm", "TDP (W)"),
    "peak_w": QT_TRANSLATE_NOOP("PartForm", "Peak power (W)"),
    "pcie_gen": QT_TRANSLATE_NOOP("PartForm", "PCIe generation"),
    "pcie_lanes": QT_TRANSLATE_NOOP("PartForm", "PCIe lanes"),
    "slot_width": QT_TRANSLATE_NOOP("PartForm", "Width (brackets)"),
    "length_mm": QT_TRANSLATE_NOOP("PartForm", "Length (mm)"),
    "height_mm": QT_TRANSLATE_NOOP("PartForm", "Height (mm)"),
    "cooler": QT_TRANSLATE_NOOP("PartForm", "Cooler"),
    "pcie_6pin": QT_TRANSLATE_NOOP("PartForm", "6-pin PCIe plugs"),
    "pcie_8pin": QT_TRANSLATE_NOOP("PartForm", "8-pin PCIe plugs"),
    "pcie_16pin": QT_TRANSLATE_NOOP("PartForm", "16-pin plugs (12V-2x6)"),
    "eps_8pin": QT_TRANSLATE_NOOP("PartForm", "8-pin EPS plugs"),
    "power_connector_position": QT_TRANSLATE_NOOP("PartForm", "Power plugs at"),
    "spike_w": QT_TRANSLATE_NOOP("PartForm", "Measured spike (W)"),
    "nvlink": QT_TRANSLATE_NOOP("PartForm", "NVLink"),
    "nvlink_links": QT_TRANSLATE_NOOP("PartForm", "NVLink bridges it takes"),
    "reference_design": QT_TRANSLATE_NOOP("PartForm", "Reference design"),
    "gpu_count": QT_TRANSLATE_NOOP("PartForm", "GPUs on the board"),
    "socket": QT_TRANSLATE_NOOP("PartForm", "Socket"),
    "cores": QT_TRANSLATE_NOOP("PartForm", "Cores"),
    "threads": QT_TRANSLATE_NOOP("PartForm", "Threads"),
    "base_clock_ghz": QT_TRANSLATE_NOOP("PartForm", "Base clock (GHz)"),
    "boost_clock_ghz": QT_TRANSLATE_NOOP("PartForm", "Boost clock (GHz)"),
    "ecc": QT_TRANSLATE_NOOP("PartForm", "ECC"),
    "integrated_graphics": QT_TRANSLATE_NOOP("PartForm", "Integrated graphics"),
    "chipsets": QT_TRANSLATE_NOOP("PartForm", "Supported chipsets"),
    "cpu_sockets": QT_TRANSLATE_NOOP("PartForm", "CPU sockets"),
    "form_factor": QT_TRANSLATE_NOOP("PartForm", "Form factor"),
    "chipset": QT_TRANSLATE_NOOP("PartForm", "Chipset"),
    "memory_registered": QT_TRANSLATE_NOOP("PartForm", "Memory modules (UDIMM/RDIMM)"),
    "dimm_slots": QT_TRANSLATE_NOOP("PartForm", "DIMM slots"),
    "bmc_graphics": QT_TRANSLATE_NOOP("PartForm", "BMC graphics"),
    "power_w": QT_TRANSLATE_NOOP("PartForm", "Power (W)"),
    "pcie_aux_plugs": QT_TRANSLATE_NOOP("PartForm", "PCIe plugs for slot power"),
    "cpu_lanes_reserved": QT_TRANSLATE_NOOP("PartForm", "CPU lanes for onboard devices"),
    "switch_uplink_lanes": QT_TRANSLATE_NOOP("PartForm", "PCIe switch uplink lanes"),
    "switch_uplink_full_cpu_lanes": QT_TRANSLATE_NOOP("PartForm",
                                                      "CPU lanes the full uplink needs"),
    "switch_uplink_lanes_reduced": QT_TRANSLATE_NOOP("PartForm",
                                                     "Uplink lanes from a CPU with fewer"),
    "pcie_slots": QT_TRANSLATE_NOOP("PartForm", "PCIe slots"),
    "lane_table": QT_TRANSLATE_NOOP("PartForm", "Lane table"),
    "lane_table_source": QT_TRANSLATE_NOOP("PartForm", "Lane table source"),
    "watts": QT_TRANSLATE_NOOP("PartForm", "Output (W)"),
    "watts_low_line": QT_TRANSLATE_NOOP("PartForm", "Output at 100-127 V (W)"),
    "watts_200v": QT_TRANSLATE_NOOP("PartForm", "Output at 200-219 V (W)"),
    "efficiency": QT_TRANSLATE_NOOP("PartForm", "Efficiency"),
    "atx_version": QT_TRANSLATE_NOOP("PartForm", "ATX version"),
    "pcie_connectors": QT_TRANSLATE_NOOP("PartForm", "6+2-pin PCIe cables"),
    "pcie_16pin_connectors": QT_TRANSLATE_NOOP("PartForm", "16-pin cables"),
    "eps_connectors": QT_TRANSLATE_NOOP("PartForm", "8-pin EPS cables"),
    "form_factors": QT_TRANSLATE_NOOP("PartForm", "Board form factors"),
    "expansion_slots": QT_TRANSLATE_NOOP("PartForm", "Expansion brackets"),
    "max_gpu_length_mm": QT_TRANSLATE_NOOP("PartForm", "Longest card (mm)"),
    "max_gpu_height_mm": QT_TRANSLATE_NOOP("PartForm", "Tallest card (mm)"),
    "max_cooler_height_mm": QT_TRANSLATE_NOOP("PartForm", "Tallest CPU cooler (mm)"),
    "airflow_cfm": QT_TRANSLATE_NOOP("PartForm", "Intake airflow (CFM)"),
    "fan_count": QT_TRANSLATE_NOOP("PartForm", "Fans"),
    "psu_bays": QT_TRANSLATE_NOOP("PartForm", "PSU bays"),
    "server_airflow": QT_TRANSLATE_NOOP("PartForm", "Ducted server airflow"),
    "gpu_power_connectors": QT_TRANSLATE_NOOP("PartForm", "GPU 8-pin plugs of the chassis"),
    "gpu_power_16pin": QT_TRANSLATE_NOOP("PartForm", "GPU 16-pin plugs of the chassis"),
    "capacity_gb": QT_TRANSLATE_NOOP("PartForm", "Capacity (GB)"),
    "registered": QT_TRANSLATE_NOOP("PartForm", "Registered (RDIMM)"),
    "storage_kind": QT_TRANSLATE_NOOP("PartForm", "Drive type"),
    "read_mbps": QT_TRANSLATE_NOOP("PartForm", "Sequential read (MB/s)"),
    "speed_gbit_s": QT_TRANSLATE_NOOP("PartForm", "Speed (Gb/s)"),
    "spacing_slots": QT_TRANSLATE_NOOP("PartForm", "Spacing (slots)"),
    "compatible_models": QT_TRANSLATE_NOOP("PartForm", "Compatible GPU models"),
    "tdp_rating_w": QT_TRANSLATE_NOOP("PartForm", "Rated for (W)"),
    "sockets": QT_TRANSLATE_NOOP("PartForm", "Sockets"),
    "pcie_12pin": QT_TRANSLATE_NOOP("PartForm", "12-pin plugs (RTX 30 FE)"),
    "psu_form_factors": QT_TRANSLATE_NOOP("PartForm", "PSU form factors it takes"),
    "board_ids": QT_TRANSLATE_NOOP("PartForm", "Boards it ships with"),
    "max_gpu_power_w": QT_TRANSLATE_NOOP("PartForm", "Most power per GPU (W)"),
    "gpu_power_share": QT_TRANSLATE_NOOP("PartForm", "GPUs' share of PSU watts"),
    "memory_channels": QT_TRANSLATE_NOOP("PartForm", "Memory channels"),
}


def field_label(field: str) -> str:
    """The field's label as the parts editor shows it: "Length (mm)", "长度（mm）"."""
    label = FIELD_LABELS.get(field)
    return QCoreApplication.translate("PartForm", label) if label is not None else field


def field_in_sentence(field: str) -> str:
    """The field's label inside a sentence ("length (mm) of the ..."): an English label that
    starts with a capital word (not an abbreviation such as TDP or PCIe) is lower-cased."""
    label = field_label(field)
    first = label.split(" ", 1)[0]
    if first[:1].isupper() and first[1:].islower():
        return label[:1].lower() + label[1:]
    return label
