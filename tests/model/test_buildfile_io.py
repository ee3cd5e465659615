"""Round trips, atomic saves, snapshots and custom parts shadowing catalog ids."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from factory import base_data, board, cpu, gpu, slot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from configurator.model.build import OUTLET_PRESETS
from configurator.model.buildfile import (
    BuildFileError,
    build_from_data,
    dumps_build,
    read_build,
    read_build_bytes,
    resolve,
    write_build,
)
from configurator.model.parts import PART_TYPES

SLOTS = ["S1", "S3", "S5", "S7"]
text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=60)


@st.composite
def builds(draw) -> dict:
    data = base_data(0)
    if draw(st.booleans()):
        data["outlet"] = draw(st.sampled_from(list(OUTLET_PRESETS)))
    else:
        data["outlet"] = {"volts": draw(st.floats(90, 480)), "amps": draw(st.floats(1, 100))}
    data["name"] = draw(text)
    data["notes"] = draw(st.text(max_size=300))
    data["memory"] = [{"part": "ram", "qty": draw(st.integers(1, 64))}]
    data["psu"] = {"part": "psu", "qty": (qty := draw(st.integers(1, 4))),
                   "redundant": draw(st.integers(0, qty - 1))}
    slots = draw(st.lists(st.sampled_from([*SLOTS, None]), max_size=6))
    data["gpus"] = [
        {"part": "gpu-a", "slot": s,
         "power_limit_w": draw(st.one_of(st.none(), st.floats(1, 10_000)))}
        for s in slots
    ]
    data["waivers"] = draw(st.lists(st.fixed_dictionaries({
        "rule": st.sampled_from(["PCIE-X8", "THERMAL-ADJACENT", "POWER-OUTLET"]),
        "reason": text.filter(lambda t: t.strip()),
    }), max_size=3))
    data["extras"] = draw(st.lists(st.fixed_dictionaries({
        "name": text.filter(bool), "qty": st.integers(1, 64),
        "price_usd": st.floats(0, 1_000_000)}), max_size=3))
    for key in ("cpu_cooler", "storage", "chassis"):
        if draw(st.booleans()):
            data.pop(key)
    return data


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(builds())
def test_random_valid_builds_survive_a_round_trip(data: dict) -> None:
    loaded = resolve(build_from_data(data), None)
    again = read_build_bytes(dumps_build(loaded.build).encode(), None)
    assert again.build == loaded.build
    assert [g.slot for g in again.resolved.gpus] == [g["slot"] for g in data["gpus"]]


def test_write_is_atomic_and_keeps_a_backup(tmp_path: Path) -> None:
    path = tmp_path / "box.gwb.json"
    first = resolve(build_from_data(base_data(1)), None)
    write_build(path, first.resolved, "test")
    second_data = base_data(2)
    second_data["name"] = "second"
    write_build(path, resolve(build_from_data(second_data), None).resolved, "test")
    assert read_build(path, None).build.name == "second"
    backup = path.with_name("box.gwb.json.bak")
    assert read_build(backup, None).build.name == "test"
    assert not [p for p in tmp_path.iterdir() if p.suffix == ".tmp"]


@pytest.mark.process
def test_a_crash_in_the_middle_of_a_save_leaves_the_old_file_intact(tmp_path: Path) -> None:
    path = tmp_path / "box.gwb.json"
    write_build(path, resolve(build_from_data(base_data(1)), None).resolved, "test")
    before = path.read_bytes()
    # The child dies (os._exit, like a power cut for Python) after writing the temporary file
    # but before replacing the build file.
    script = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {str(Path(__file__).parents[1])!r})
        from factory import base_data
        from configurator.model import buildfile
        from configurator.model.buildfile import build_from_data, resolve, write_build
        real_replace = os.replace
        def dying_replace(src, dst):
            if str(dst).endswith(".gwb.json"):
                os._exit(9)
            real_replace(src, dst)
        buildfile.os.replace = dying_replace
        data = base_data(3)
        data["name"] = "half-saved"
        write_build({str(path)!r}, resolve(build_from_data(data), None).resolved, "test")
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.returncode == 9, result.stderr
    assert path.read_bytes() == before
    assert read_build(path, None).build.name == "test"


class DictLookup:
    def __init__(self, *parts: dict) -> None:
        self.parts = {p["id"]: PART_TYPES[p["kind"]].model_validate(p) for p in parts}

    def get(self, part_id: str):
        return self.parts.get(part_id)


def test_catalog_part_removed_since_saving_opens_from_the_snapshot(tmp_path: Path) -> None:
    data = base_data(1)
    catalog_gpu = gpu(id="catalog-card", name="Catalog Card")
    data["custom_parts"] = [p for p in data["custom_parts"] if p["kind"] != "gpu"]
    data["gpus"] = [{"part": "catalog-card", "slot": "S1"}]
    old_catalog = DictLookup(catalog_gpu)
    path = tmp_path / "old.gwb.json"
    write_build(path, resolve(build_from_data(data), old_catalog).resolved, "2026.11")
    saved = json.loads(path.read_text())
    assert saved["parts_snapshot"]["catalog_version"] == "2026.11"
    assert [p["id"] for p in saved["parts_snapshot"]["parts"]] == ["catalog-card"]

    loaded = read_build(path, DictLookup())  # the new catalog no longer has the card
    assert loaded.resolved.gpus[0].spec.name == "Catalog Card"
    notices = [str(notice) for notice in loaded.notices]
    assert any("no longer in the catalog" in n and "catalog-card" in n for n in notices)


def test_a_board_whose_slots_the_catalog_renamed_since_saving_opens_as_saved(
        tmp_path: Path) -> None:
    """A catalog update transcribes a board's slot map from its manual and renames its
    slots: a file saved before still opens, with the board as saved, and says so."""

    data = base_data(2)
    data["custom_parts"] = [p for p in data["custom_parts"] if p["kind"] != "motherboard"]
    old_board = board(slots=[slot("S1", 1), slot("S3", 3), slot("S5", 5), slot("S7", 7)])
    new_board = board(slots=[slot("CPU1 SLOT1", 1), slot("CPU1 SLOT3", 3)])
    path = tmp_path / "old.gwb"
    write_build(path, resolve(build_from_data(data), DictLookup(old_board)).resolved, "2026.11")

    loaded = read_build(path, DictLookup(new_board))
    assert [s.id for s in loaded.resolved.motherboard.pcie_slots] == ["S1", "S3", "S5", "S7"]
    assert [g.slot for g in loaded.resolved.gpus] == ["S1", "S3"]
    (notice,) = [str(n) for n in loaded.notices]
    assert "other slots now" in notice and "S1, S3" in notice
    # A file whose cards stand in slots the catalog's board still has takes the catalog's.
    data["gpus"] = [{"part": "gpu-a", "slot": "CPU1 SLOT1"}]
    write_build(path, resolve(build_from_data(data), DictLookup(new_board)).resolved, "2026.12")
    again = read_build(path, DictLookup(new_board))
    assert again.resolved.motherboard == DictLookup(new_board).get("board")
    assert again.notices == []
    # Without a snapshot (or one without those slots) the refusal names the slot as before.
    bare = json.loads(path.read_text())
    bare.pop("parts_snapshot")
    bare["gpus"] = [{"part": "gpu-a", "slot": "S5"}]
    with pytest.raises(BuildFileError, match="has no slot 'S5'"):
        read_build_bytes(json.dumps(bare).encode(), DictLookup(new_board))


def test_custom_part_shadows_the_catalog_part_and_the_user_is_told() -> None:
    data = base_data(1)
    data["custom_parts"].append(cpu(id="catalog-cpu", name="My tuned CPU", cores=32))
    data["cpus"] = ["catalog-cpu"]
    catalog = DictLookup(cpu(id="catalog-cpu", name="Stock CPU", cores=8))
    loaded = read_build_bytes(json.dumps(data).encode(), catalog)
    assert loaded.resolved.cpus[0].cores == 32
    assert any("replaces the catalog part" in str(n) for n in loaded.notices)


def test_unplaced_gpu_and_slotted_nic_resolve() -> None:
    data = base_data(1)
    data["gpus"].append({"part": "gpu-a", "slot": None})
    data["custom_parts"].append({"kind": "nic", "id": "nic", "name": "NIC", "speed_gbit_s": 10})
    data["nics"] = [{"part": "nic", "slot": "S7"}, {"part": "nic", "qty": 2}]
    r = read_build_bytes(json.dumps(data).encode(), None).resolved
    assert [g.slot for g in r.gpus] == ["S1", None]
    assert r.unplaced_gpus[0].spec.id == "gpu-a"
    assert [(c.slot, c.kind) for c in r.slot_cards()] == [("S1", "gpu"), ("S7", "nic")]


def test_saved_file_is_readable_json_without_defaults(tmp_path: Path) -> None:
    path = tmp_path / "x.gwb.json"
    write_build(path, resolve(build_from_data(base_data(1)), None).resolved, "v")
    saved = json.loads(path.read_text())
    assert saved["format"] == "gpu-workstation-build" and saved["version"] == 1
    assert "qty" not in saved["gpus"][0] and "power_limit_w" not in saved["gpus"][0]
    assert "parts_snapshot" not in saved  # every part is a custom part of the file
