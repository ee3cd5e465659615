"""The in-memory catalog with the user's overlay: lookups, search, custom parts, prices."""

from __future__ import annotations

import datetime as dt
import json
import time
from pathlib import Path

import pytest

from configurator.catalog import Catalog, open_catalog
from configurator.model.buildfile import read_build_bytes
from configurator.model.parts import KINDS, CpuSpec, GpuSpec

from .sources import CPUS, write_csv
from .stores.user.test_user_db import my_card


@pytest.fixture
def catalog(mini_db: Path):
    with open_catalog(mini_db) as opened:
        yield opened


def test_every_part_is_loaded_and_looked_up_by_id(catalog: Catalog) -> None:
    assert catalog.version == "2026.01"
    assert len(catalog) == 8
    t4 = catalog.get("tesla-t4")
    assert isinstance(t4, GpuSpec) and t4.cooler == "passive"
    assert catalog.get("no-such-part") is None
    assert "tesla-t4" in catalog


def test_parts_are_sorted_by_kind_then_name(catalog: Catalog) -> None:
    parts = catalog.parts()
    kinds = [part.kind for part in parts]
    assert kinds == sorted(kinds, key=KINDS.index)
    gpus = catalog.parts("gpu")
    assert [part.name for part in gpus] == sorted(part.name for part in gpus)
    assert [part.id for part in catalog.parts("cpu")] == ["ryzen-7-2700x", "xeon-e5-2637-v4"]
    assert catalog.parts("nic") == []
    with pytest.raises(ValueError, match="unknown part kind 'gpus'"):
        catalog.parts("gpus")


def test_alternatives_hold_every_kind(catalog: Catalog) -> None:
    alternatives = catalog.alternatives()
    assert list(alternatives) == list(KINDS)
    assert [part.id for part in alternatives["psu"]] == ["evga-1600-t2"]
    assert alternatives["storage"] == []


@pytest.mark.parametrize(
    ("text", "kind", "expected"),
    [
        ("1080 ti", None, ["gtx-1080-ti-fe"]),
        ("TI 1080", None, ["gtx-1080-ti-fe"]),  # any order, any case
        ("turing", None, ["rtx-2080-ti-fe", "tesla-t4"]),  # architecture
        ("rtx 2080", "gpu", ["rtx-2080-ti-fe"]),
        ("900-1G150", None, ["rtx-2080-ti-fe"]),  # mpn
        ("lga2011-3", None, ["xeon-e5-2637-v4", "asus-x99-e-ws", "noctua-nh-u9dx-i4"]),
        ("lga2066", None, ["noctua-nh-u9dx-i4"]),  # a cooler's second socket
        ("x99 ssi-ceb", None, ["asus-x99-e-ws"]),  # chipset and form factor
        ("tesla", "cpu", []),
        ("titanium", None, ["evga-1600-t2"]),
        ("nvidia 1080 amd", None, []),  # every word must match
    ],
)
def test_search_by_words(catalog: Catalog, text: str, kind: str | None, expected) -> None:
    assert [part.id for part in catalog.search(text, kind)] == expected


def test_an_empty_search_lists_everything(catalog: Catalog) -> None:
    assert catalog.search("  ") == catalog.parts()
    assert catalog.search("", "gpu") == catalog.parts("gpu")


def test_a_custom_part_shadows_the_catalog_part(mini_db: Path, catalog: Catalog) -> None:
    original = catalog.get("tesla-t4")
    mine = GpuSpec(**{**original.model_dump(), "name": "Tesla T4 (my measured figures)",
                      "fp32_gflops": 7900.0, "source_url": None})
    with pytest.raises(ValueError, match="catalog part's id"):
        catalog.add_custom_part(mine)
    catalog.add_custom_part(mine, replace=True)
    assert catalog.get("tesla-t4") == mine
    assert catalog.is_custom("tesla-t4")
    assert catalog.catalog_part("tesla-t4") == original
    assert [p.name for p in catalog.search("measured")] == ["Tesla T4 (my measured figures)"]
    assert len(catalog) == 8  # shadowed, not added
    catalog.close()
    with open_catalog(mini_db) as reopened:
        assert reopened.get("tesla-t4").fp32_gflops == 7900.0
        assert reopened.remove_custom_part("tesla-t4") is True
        assert reopened.get("tesla-t4") == original
        assert not reopened.is_custom("tesla-t4")
        assert reopened.remove_custom_part("tesla-t4") is False


def test_a_new_custom_part_joins_its_kind(catalog: Catalog) -> None:
    catalog.add_custom_part(my_card())
    assert catalog.is_custom("my-card") and not catalog.is_custom("tesla-t4")
    assert "my-card" in [part.id for part in catalog.parts("gpu")]
    assert "my-card" in [part.id for part in catalog.alternatives()["gpu"]]
    with pytest.raises(TypeError):
        catalog.add_custom_part({"id": "x"})  # type: ignore[arg-type]


def test_a_custom_part_is_validated_again(catalog: Catalog) -> None:
    unchecked = CpuSpec.model_construct(**{**CpuSpec(**_cpu()).model_dump(), "cores": 0})
    with pytest.raises(ValueError, match="cores"):
        catalog.add_custom_part(unchecked)
    assert catalog.get("my-cpu") is None


def _cpu() -> dict:
    return {k: v for k, v in CPUS[1].items() if k != "pcie_lanes"} | {
        "id": "my-cpu", "pcie_lanes": 24, "ecc": False}


def test_a_price_override_applies_and_survives_a_catalog_rebuild(
    mini_db: Path, data_dir: Path, catalog: Catalog
) -> None:
    catalog.set_price("gtx-1080-ti-fe", 450, "2026-10")
    assert catalog.get("gtx-1080-ti-fe").price_usd == 450
    assert catalog.get("gtx-1080-ti-fe").price_date == "2026-10"
    assert catalog.catalog_part("gtx-1080-ti-fe").price_usd == 699
    catalog.close()
    # A new catalog release: the source changes, the compiled catalog is rebuilt.
    write_csv(mini_db / "cpus.csv", "cpu", CPUS[:1])
    (mini_db / "catalog.json").write_text(json.dumps({"catalog_version": "2026.02"}))
    before = (data_dir / "catalog.sqlite").stat().st_mtime_ns
    with open_catalog(mini_db) as rebuilt:
        assert rebuilt.version == "2026.02"
        assert (data_dir / "catalog.sqlite").stat().st_mtime_ns != before
        assert rebuilt.get("ryzen-7-2700x") is None
        assert rebuilt.get("gtx-1080-ti-fe").price_usd == 450
        assert rebuilt.has_price_override("gtx-1080-ti-fe")
        assert rebuilt.clear_price("gtx-1080-ti-fe") is True
        assert rebuilt.get("gtx-1080-ti-fe").price_usd == 699
        assert rebuilt.clear_price("gtx-1080-ti-fe") is False


def test_a_price_override_applies_to_a_custom_part_too(catalog: Catalog) -> None:
    catalog.set_price("tesla-t4", 1500)
    catalog.add_custom_part(catalog.catalog_part("tesla-t4").model_copy(update={"name": "T4"}),
                            replace=True)
    assert catalog.get("tesla-t4").price_usd == 1500
    assert catalog.get("tesla-t4").name == "T4"


def test_set_price_checks_its_input(catalog: Catalog) -> None:
    with pytest.raises(KeyError):
        catalog.set_price("no-such-part", 10)
    for bad in (-1, 2_000_000, float("nan")):
        with pytest.raises(ValueError, match="a price must be a finite number"):
            catalog.set_price("tesla-t4", bad)
    catalog.set_price("tesla-t4", 1999)
    assert catalog.get("tesla-t4").price_date == dt.date.today().strftime("%Y-%m")


def test_the_catalog_resolves_build_files(catalog: Catalog) -> None:
    data = {"format": "gpu-workstation-build", "version": 1, "motherboard": "asus-x99-e-ws",
            "cpus": ["xeon-e5-2637-v4"], "gpus": [{"part": "tesla-t4", "slot": "PCIE1"}]}
    loaded = read_build_bytes(json.dumps(data).encode(), catalog)
    assert loaded.resolved.gpus[0].spec.model == "Tesla T4"


def test_an_unwritable_data_folder_still_gives_a_working_catalog(
    mini_db: Path, tmp_path: Path
) -> None:
    blocker = tmp_path / "blocked"
    blocker.write_text("a file where the data folder should be")
    with open_catalog(mini_db, data_dir=blocker) as catalog:
        assert len(catalog) == 8
        assert len(catalog.notices) == 2  # no compiled catalog, no user database
        catalog.add_custom_part(my_card())
        assert catalog.is_custom("my-card")


def test_search_keeps_up_with_typing_over_10000_parts() -> None:
    template = GpuSpec(id="x", name="x", model="GeForce RTX 2080 Ti", architecture="Turing",
                       fp32_gflops=13448, memory_gb=11, tdp_w=250, length_mm=267)
    parts = [
        template.model_copy(update={"id": f"card-{n}", "name": f"Vendor {n % 97} card {n}",
                                    "mpn": f"MPN-{n:05d}"})
        for n in range(10_000)
    ]
    catalog = Catalog(parts, "test")
    catalog.search("warm")  # the first search sorts once
    start = time.perf_counter()
    for typed in ("v", "ve", "ven", "vend", "vendor", "vendor 4", "vendor 42", "vendor 42 ti"):
        results = catalog.search(typed)
    per_keystroke_s = (time.perf_counter() - start) / 8
    def matches(part: GpuSpec) -> bool:
        text = f"{part.name} {part.id} {part.mpn} {part.model}".casefold()
        return all(word in text for word in ("vendor", "42", "ti"))

    assert {p.id for p in results} == {p.id for p in parts if matches(p)}
    assert "card-42" in {p.id for p in results}
    assert per_keystroke_s < 0.05
    catalog.close()
