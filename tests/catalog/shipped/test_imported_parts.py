"""The imported parts (db/opendb/, db/README.md) in the catalog: a start decodes only
the curated rows; the window lists the imported ones after it shows, the command line when
first needed; each is decoded when read, many at once; the source of each part is told; a
part without a price is not offered by fixes or Complete Build until the user prices it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from configurator.catalog import open_catalog, paths
from configurator.catalog.checks import ChangeRefusedError
from configurator.catalog.shipped.compiled import ensure_catalog, load_catalog_parts
from configurator.catalog.shipped.imported import ImportedParts
from configurator.catalog.shipped.source import IMPORTED_DIR

ROOT = Path(__file__).resolve().parents[3]
SAMPLE = ROOT / "tests" / "data" / "opendb-sample"
COMMIT = "136a77aec16a30ba81a7cc6b448a8bace9a25359"
ASTRAL = "odb-5b292073-e997-48f8-83c7-95f0cf71bb0c"
CURATED_PARTS = 8  # tests/catalog/sources.py


@pytest.fixture
def db(mini_db: Path) -> Path:
    sys.path.insert(0, str(ROOT / "scripts"))
    import import_opendb

    assert import_opendb.main([str(SAMPLE), "--commit", COMMIT, "--curated", str(mini_db),
                               "--out", str(mini_db / IMPORTED_DIR)]) == 0
    return mini_db


def test_a_start_decodes_the_curated_parts_only(db: Path, data_dir: Path) -> None:
    db_path = ensure_catalog(db, paths.catalog_db_path(data_dir))
    _, curated = load_catalog_parts(db_path, curated_only=True)
    _, every = load_catalog_parts(db_path)
    assert len(curated) == CURATED_PARTS and len(every) == CURATED_PARTS + 23
    assert not any(part.id.startswith("odb-") for part in curated)


def test_the_window_lists_imported_parts_after_it_shows(db: Path) -> None:
    with open_catalog(db, defer_user_parts=True) as catalog:
        assert len(catalog.parts()) == CURATED_PARTS and not catalog.user_parts_loaded
        # A build file opened at start finds its imported parts by id all the same.
        astral = catalog.get(ASTRAL)
        assert astral is not None and astral.length_mm == 357.6
        assert catalog.source(ASTRAL) == "opendb" and catalog.origin(ASTRAL) == "catalog"
        assert catalog.source("tesla-t4") == "curated" and catalog.source("nope") is None
        assert catalog.load_user_parts(10) is False  # a page at a time
        assert catalog.listed_later_count == 10
        assert catalog.load_user_parts() is True and catalog.user_parts_loaded
        assert len(catalog.parts()) == len(catalog) == CURATED_PARTS + 23
        assert [part.id for part in catalog.search("astral 5090 white")] == [
            "odb-3b884570-e5b1-46ac-a0e6-02b59079e26d"]


def test_the_command_line_lists_them_when_first_needed(db: Path) -> None:
    with open_catalog(db) as catalog:
        assert len(catalog) == CURATED_PARTS + 23
        assert ASTRAL in {part.id for part in catalog.parts("gpu")}


def test_a_long_list_is_decoded_many_parts_a_question(
        db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []
    original = ImportedParts.get_parts

    def counting(self, kinds):
        asked.append(len(kinds))
        return original(self, kinds)

    monkeypatch.setattr(ImportedParts, "get_parts", counting)
    with open_catalog(db) as catalog:
        gpus = list(catalog.parts("gpu"))
    assert len(gpus) == 3 + 8 and asked == [8]


def test_unpriced_imported_parts_are_offered_only_once_priced(db: Path) -> None:
    with open_catalog(db, defer_user_parts=True) as catalog:
        catalog.set_price(ASTRAL, 2999, "2026-11")
        before_listing = {part.id for part in catalog.alternatives()["gpu"]}
        catalog.load_user_parts()
        listed = {part.id for part in catalog.alternatives()["gpu"]}
    assert ASTRAL in before_listing and ASTRAL in listed
    assert not {part_id for part_id in listed if part_id.startswith("odb-")} - {ASTRAL}
    assert {"gtx-1080-ti-fe", "rtx-2080-ti-fe", "tesla-t4"} <= listed


def test_a_part_of_your_own_with_an_imported_id_must_say_replace(db: Path) -> None:
    with open_catalog(db) as catalog:
        mine = catalog.get(ASTRAL).model_copy(update={"name": "My Astral"})
        with pytest.raises(ChangeRefusedError, match="catalog part's id"):
            catalog.add_custom_part(mine)
        catalog.add_custom_part(mine, replace=True)
        assert catalog.get(ASTRAL).name == "My Astral" and catalog.source(ASTRAL) == "user"
        assert catalog.catalog_part(ASTRAL).name.startswith("ASUS ROG Astral")


def test_the_list_filters_by_fit_without_decoding_imported_parts(
        db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from configurator.catalog.fit import FitContext

    decoded: list[int] = []
    original = ImportedParts.get_parts
    monkeypatch.setattr(ImportedParts, "get_parts",
                        lambda self, kinds: decoded.append(len(kinds)) or original(self, kinds))
    with open_catalog(db) as catalog:
        every = catalog.search("", "gpu").ids
        short = catalog.search("", "gpu", fit=FitContext(chassis_gpu_length_mm=300)).ids
        assert not decoded  # the figures come from the listing
        longer = {part_id for part_id in every if part_id not in short}
        assert ASTRAL in longer  # 357.6 mm
        assert all(catalog.get(part_id).length_mm > 300 for part_id in longer)
        assert all(catalog.get(part_id).length_mm <= 300 for part_id in short)
        # Typing narrows within the filtered parts.
        assert catalog.search("rtx", "gpu", fit=FitContext(chassis_gpu_length_mm=300)).ids == [
            part_id for part_id in short if "rtx" in catalog.get(part_id).name.casefold()
            or "rtx" in catalog.get(part_id).model.casefold()]
