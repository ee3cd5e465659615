"""Build files are saved as NAME.gwb (backup NAME.gwb.bak); NAME.gwb.json files open as
before (docs/build-file.md)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from factory import base_data, gpu, psu, with_parts

from configurator.model.buildfile import (
    SUFFIX,
    build_file_stem,
    build_from_data,
    is_build_file_name,
    read_build,
    resolve,
    with_build_suffix,
    write_build,
)
from configurator.rules import validate

TEMPLATES = Path(__file__).parents[2] / "resources" / "templates"


def _current_hardware_build() -> dict:
    """A build that uses the revised fields (16-pin, EPS, 200 V rating, a new outlet)."""
    data = with_parts(base_data(1), gpu(tdp_w=450, pcie_6pin=0, pcie_8pin=0, pcie_16pin=1,
                                        spike_w=600, architecture="Ada Lovelace"),
                      psu(watts=2000, watts_200v=1800, atx_version="3.1", pcie_16pin_connectors=1,
                          eps_connectors=3))
    data["outlet"] = "JP-200V-20A"
    data["gpus"][0]["power_limit_w"] = 400
    return data


def test_suffix_helpers() -> None:
    assert SUFFIX == ".gwb"
    assert is_build_file_name("a.gwb") and is_build_file_name("A.GWB.JSON")
    assert not is_build_file_name("a.json") and not is_build_file_name("a.gwb.bak")
    assert build_file_stem("lab.gwb") == "lab" == build_file_stem("lab.gwb.json")
    assert with_build_suffix("/x/lab") == "/x/lab.gwb"
    assert with_build_suffix("/x/lab.gwb.json") == "/x/lab.gwb.json"


def test_a_gwb_save_reopens_identically_and_keeps_a_bak(tmp_path: Path) -> None:
    resolved = resolve(build_from_data(_current_hardware_build()), None).resolved
    path = tmp_path / "lab-box.gwb"
    written = write_build(path, resolved, "test")
    loaded = read_build(path, None)
    assert loaded.build.model_dump() == written.model_dump()
    before = validate(resolved).to_json()
    assert validate(loaded.resolved).to_json() == before
    assert before["figures"]["power"]["spike_total_w"] is not None
    # A second save keeps the first as NAME.gwb.bak.
    write_build(path, loaded.resolved, "test")
    assert (tmp_path / "lab-box.gwb.bak").is_file()
    assert not (tmp_path / "lab-box.gwb.json.bak").exists()
    assert json.loads((tmp_path / "lab-box.gwb.bak").read_text())["outlet"] == "JP-200V-20A"


def test_an_old_gwb_json_file_opens_as_before(tmp_path: Path, catalog) -> None:
    old = tmp_path / "old.gwb.json"
    shutil.copy(TEMPLATES / "2-one-gpu.gwb.json", old)
    loaded = read_build(old, catalog)
    renamed = tmp_path / "old.gwb"
    shutil.copy(old, renamed)
    again = read_build(renamed, catalog)
    assert loaded.build.model_dump() == again.build.model_dump()
    assert validate(loaded.resolved).to_json() == validate(again.resolved).to_json()
