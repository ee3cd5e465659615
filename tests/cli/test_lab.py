"""`configurator lab validate` and `configurator lab bom` (docs/lab-plan.md): exit codes as
`validate` and `bom`, the JSON shape of the section, and the PDF read back with pdftotext: one
purchase list for the room, a page per circuit and per rack, each machine's own checks."""

from __future__ import annotations

import json
from pathlib import Path

from bom_cases import needs_poppler, page_texts
from cli_runner import run_cli
from lab_factory import box, circuit, lab_data, machine, too_long_gpu

TEMPLATES = Path(__file__).parents[2] / "resources" / "templates"


def _write(folder: Path, data: dict, name: str = "room.gwlab") -> Path:
    path = folder / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _good(folder: Path) -> Path:
    (folder / "box.gwb").write_text(json.dumps(box(500, name="Box A")), encoding="utf-8")
    data = lab_data([machine("m1", "box.gwb", ("A1",), rack="R1"),
                     machine("m2", box(700, psus=2, name="Box B"), ("A1", "A2"), rack="R1")],
                    circuits=[circuit("A1", 2000), circuit("A2", 2000)],
                    racks=[{"id": "R1", "units": 42, "max_kw": 10}],
                    room={"cooling_w": 5000})
    data["name"] = "Lab 2.14"
    return _write(folder, data)


def test_validate_a_good_lab_exits_0_and_gives_the_json_of_the_design(tmp_path) -> None:
    result = run_cli("lab", "validate", str(_good(tmp_path)), "--format", "json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert set(data) >= {"validated", "findings", "figures", "machines"}
    assert data["validated"] is True
    assert set(data["figures"]) == {"circuits", "heat_w", "heat_btu_h", "racks", "machines",
                                    "gpus", "price_usd"}
    assert set(data["figures"]["circuits"]["A1"]) == {"wall_w", "capacity_w", "continuous_w",
                                                      "load", "machines"}
    assert data["figures"]["circuits"]["A1"]["wall_w"] == 850.0
    assert set(data["figures"]["racks"]["R1"]) == {"units_used", "units", "kw", "max_kw",
                                                   "weight_kg"}
    assert [m["id"] for m in data["machines"]] == ["m1", "m2"]
    assert set(data["machines"][0]) == {"id", "validated", "wall_w", "findings"}


def test_validate_text(tmp_path) -> None:
    result = run_cli("lab", "validate", str(_good(tmp_path)))
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Lab 2.14: VALIDATED")
    assert "Circuit A1" in result.stdout and "m2 (Box B): validated" in result.stdout


def test_validate_a_lab_with_errors_exits_1(tmp_path) -> None:
    data = lab_data([machine("m1", too_long_gpu(box(500)), ("A1",)),
                     machine("m2", "gone.gwb", ("A1",))])
    result = run_cli("lab", "validate", str(_write(tmp_path, data)), "--format", "json")
    assert result.returncode == 1
    data = json.loads(result.stdout)
    rules = {(f["rule"], tuple(f["parts"])) for f in data["findings"]}
    assert ("LAB-MACHINE", ("m1",)) in rules and ("LAB-MACHINE", ("m2",)) in rules
    assert data["machines"][1] == {"id": "m2", "validated": False, "wall_w": None,
                                   "findings": []}


def test_an_unreadable_lab_exits_2_with_one_line_naming_the_place(tmp_path) -> None:
    data = lab_data([machine("m1", box(), ("B9",))])
    result = run_cli("lab", "validate", str(_write(tmp_path, data)))
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert "machines[0].circuits[0]" in lines[0] and "unknown circuit 'B9'" in lines[0]
    assert "Traceback" not in result.stderr
    missing = run_cli("lab", "validate", str(tmp_path / "nowhere.gwlab"))
    assert missing.returncode == 2 and "no such file" in missing.stderr


@needs_poppler
def test_bom_of_a_validated_lab(tmp_path) -> None:
    pdf, table = tmp_path / "room.pdf", tmp_path / "room.csv"
    result = run_cli("lab", "bom", str(_good(tmp_path)), "-o", str(pdf), "--csv", str(table))
    assert result.returncode == 0, result.stderr
    pages = page_texts(pdf)
    assert all("VALIDATED" in page and "NOT VALIDATED" not in page for page in pages)
    first = pages[0]
    assert "Purchase list for the room" in first
    # Both boxes' parts summed: 4 + 4 memory modules, 1 + 2 PSUs.
    rows = table.read_text(encoding="utf-8-sig").splitlines()
    memory = next(r for r in rows if r.startswith("memory,ram,"))
    assert memory.split(",")[5] == "8"
    psus = [r for r in rows if r.startswith("psu,psu,")]
    assert sum(int(r.split(",")[5]) for r in psus) == 3
    circuits = [p for p in pages if "Circuit A1" in p or "Circuit A2" in p]
    assert len(circuits) == 2
    assert any("Rack R1" in page for page in pages)
    machines = [p for p in pages if "Machine m1: Box A" in p or "Machine m2: Box B" in p]
    assert len(machines) == 2


@needs_poppler
def test_bom_of_a_lab_that_is_not_validated(tmp_path) -> None:
    data = lab_data([machine("m1", too_long_gpu(box(500)), ("A1",))])
    lab = _write(tmp_path, data)
    pdf = tmp_path / "room.pdf"
    refused = run_cli("lab", "bom", str(lab), "-o", str(pdf))
    assert refused.returncode == 1 and not pdf.exists()
    assert len(refused.stderr.strip().splitlines()) == 1 and "--force" in refused.stderr
    forced = run_cli("lab", "bom", str(lab), "-o", str(pdf), "--force")
    assert forced.returncode == 0, forced.stderr
    pages = page_texts(pdf)
    assert all("NOT VALIDATED" in page for page in pages)
    assert any("PHYS-GPU-LENGTH" in page for page in pages)


def test_bom_refuses_an_output_of_another_kind(tmp_path) -> None:
    result = run_cli("lab", "bom", str(_good(tmp_path)), "-o", str(tmp_path / "x.png"))
    assert result.returncode == 2 and "must end in .pdf" in result.stderr
