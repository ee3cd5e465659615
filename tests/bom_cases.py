"""Builds for the BOM tests: small custom-part builds (tests/factory.py) with what the PDF
must print literally, a build with errors, a 60-line BOM and a Chinese name."""

from __future__ import annotations

import copy
import json
import shutil
import subprocess
from pathlib import Path

import pytest
from factory import base_data, chassis, gpu, psu, resolved, with_parts

from configurator.model.build import ResolvedBuild
from configurator.rules import Report, validate

MARKUP_NAME = "<b>Lab & Co</b> <script>alert('x')</script> rack #1"
MARKUP_GPU = "Card <i>fast</i> & <u>cool</u>"
MARKUP_EXTRA = "Riser <b>cable</b> & bracket"
MARKUP_REASON = "<b>riser</b> planned & fans <script>x</script>"
MARKUP_NOTES = "Deliver to <lab> & call first.\nSecond line: <br/> stays text."
CHINESE_NAME = "深度学习工作站 见门户马"  # 工 见 门 户 马 share glyphs with radicals

TOOLS = ("pdftotext", "pdffonts", "pdfimages", "pdfinfo")
needs_poppler = pytest.mark.skipif(
    any(shutil.which(tool) is None for tool in TOOLS),
    reason="poppler-utils (pdftotext, pdffonts, pdfimages, pdfinfo) is not installed; .ci/run "
           "installs it with apt-get")


def waived_data() -> dict:
    """Validated: open-air cards side by side (a warning, waived), markup everywhere."""
    data = with_parts(base_data(2), gpu(cooler="open-air", name=MARKUP_GPU))
    data["name"] = MARKUP_NAME
    data["notes"] = MARKUP_NOTES
    data["extras"] = [{"name": MARKUP_EXTRA, "qty": 2, "price_usd": 35.5}]
    data["waivers"] = [{"rule": "THERMAL-ADJACENT", "reason": MARKUP_REASON}]
    return data


def error_data() -> dict:
    """Two cards too long for the case (errors), and a waiver that cannot apply."""
    data = with_parts(base_data(2), gpu(length_mm=400))
    data["name"] = "Too long"
    data["waivers"] = [{"rule": "PHYS-GPU-LENGTH", "reason": "we will cut the case"}]
    return data


def incomplete_data() -> dict:
    data = base_data(1)
    del data["psu"]
    data["name"] = "No PSU yet"
    return data


def sixty_line_data() -> dict:
    """Eight part lines and 52 extras: 60 BOM lines, more than one page holds."""
    data = base_data(1)
    data["name"] = "Sixty lines"
    data["extras"] = [{"name": f"Spare item {i:02d}", "qty": 1 + i % 3, "price_usd": 10.0 + i}
                      for i in range(52)]
    return data


def chinese_data() -> dict:
    data = with_parts(base_data(1), gpu(name="显卡 工作站"))
    data["name"] = CHINESE_NAME
    return data


def unknown_and_estimated_data() -> dict:
    """Rev. 3 marks: nobody published the cards' height (PHYS-GPU-HEIGHT cannot judge them),
    their TDP and the chassis' airflow are estimates (POWER-HEADROOM rests on the TDP)."""
    data = with_parts(base_data(2), gpu(name="Estimated Card", tdp_w=400, peak_w=450,
                                        unknown=["height_mm"], estimated=["tdp_w"]),
                      chassis(estimated=["airflow_cfm"]), psu(watts=1300))
    data["name"] = "Unknown and estimated"
    return data


def resolved_and_report(data: dict) -> tuple[ResolvedBuild, Report]:
    r = resolved(copy.deepcopy(data))
    return r, validate(r)


def write_build(path: Path, data: dict) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def run_tool(*args: str) -> str:
    result = subprocess.run(list(args), capture_output=True, text=True, timeout=60,
                            check=True)
    return result.stdout


def page_texts(pdf: Path) -> list[str]:
    """pdftotext in content-stream order, one string per page."""
    text = run_tool("pdftotext", "-raw", "-enc", "UTF-8", str(pdf), "-")
    pages = text.split("\f")
    return pages[:-1] if pages and not pages[-1].strip() else pages


def squeezed(text: str) -> str:
    """Text without whitespace: a wrapped cell reads as its one string again."""
    return "".join(text.split())
