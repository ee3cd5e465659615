"""`configurator parts` and `configurator price` (docs/architecture.md): round trips, all or nothing
(one bad row anywhere and the user database is untouched), `--replace`, quotes, and what
`catalog --format json` says of the user's parts and prices."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from user_parts_samples import SAMPLES

from configurator.catalog import open_catalog
from configurator.cli import main
from configurator.model.parts import PART_TYPES

ALL = [PART_TYPES[kind].model_validate(data) for kind, data in SAMPLES.items()]


@pytest.fixture
def fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, catalog, _session_data_dir):
    """A data folder with the session's compiled catalog and no user database yet."""
    def make(name: str = "data") -> Path:
        folder = tmp_path / name
        folder.mkdir()
        shutil.copy(_session_data_dir / "catalog.sqlite", folder / "catalog.sqlite")
        monkeypatch.setenv("CONFIGURATOR_DATA_DIR", str(folder))
        return folder
    return make


def run(capsys: pytest.CaptureFixture, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def mine() -> list:
    with open_catalog() as catalog:
        return sorted((p for p in catalog.user_parts()), key=lambda p: p.id)


@pytest.mark.parametrize("suffix", [".csv", ".json"])
def test_an_export_imports_unchanged_on_a_fresh_database(fresh, tmp_path, capsys, suffix):
    fresh("one")
    source = tmp_path / "mine.json"
    source.write_text(json.dumps(list(SAMPLES.values())))
    assert run(capsys, "parts", "add", str(source))[0] == 0
    before = mine()
    assert len(before) == len(SAMPLES)
    out = tmp_path / f"export{suffix}"
    assert run(capsys, "parts", "export", str(out))[0] == 0
    fresh("two")
    assert mine() == []
    code, _, err = run(capsys, "parts", "add", str(out))
    assert code == 0, err
    assert mine() == before


def test_a_csv_of_one_kind_in_the_db_columns(fresh, tmp_path, capsys):
    fresh()
    out = tmp_path / "chassis.csv"
    chassis = PART_TYPES["chassis"].model_validate(SAMPLES["chassis"])
    with open_catalog() as catalog:
        catalog.add_custom_part(chassis)
    assert run(capsys, "parts", "export", str(out), "--kind", "chassis")[0] == 0
    assert out.read_text().splitlines()[0].startswith("id,name,")  # no kind column
    fresh("again")
    assert run(capsys, "parts", "add", str(out))[0] == 2  # which kind?
    assert run(capsys, "parts", "add", str(out), "--kind", "chassis")[0] == 0
    assert mine() == [chassis]


def test_one_bad_row_anywhere_refuses_the_whole_file(fresh, tmp_path, capsys):
    fresh()
    rows = [dict(SAMPLES["gpu"], id=f"card-{i}") for i in range(5)]
    rows[3]["length_mm"] = 5
    source = tmp_path / "cards.json"
    source.write_text(json.dumps(rows))
    code, _, err = run(capsys, "parts", "add", str(source))
    assert code == 2
    assert "cards.json index 3" in err and "length_mm" in err
    assert mine() == []
    csv_file = tmp_path / "cards.csv"
    csv_file.write_text("kind,id,name,model,fp32_gflops,memory_gb,tdp_w,length_mm\n"
                        "gpu,a,A,M,1000,8,200,250\n"
                        "gpu,b,B,M,1000,8,abc,250\n")
    code, _, err = run(capsys, "parts", "add", str(csv_file))
    assert code == 2 and "cards.csv line 3, field tdp_w" in err, err
    assert mine() == []


def test_a_catalog_id_needs_replace(fresh, tmp_path, capsys):
    fresh()
    with open_catalog() as catalog:
        t4 = catalog.get("tesla-t4").model_dump(mode="json")
    source = tmp_path / "t4.json"
    source.write_text(json.dumps({**t4, "name": "My T4"}))
    code, _, err = run(capsys, "parts", "add", str(source))
    assert code == 2 and "--replace" in err
    assert run(capsys, "parts", "add", str(source), "--replace")[0] == 0
    code, out, _ = run(capsys, "catalog", "--search", "my t4", "--format", "json")
    (row,) = json.loads(out)
    assert row["origin"] == "user" and "catalog_price_usd" not in row
    assert run(capsys, "parts", "remove", "tesla-t4")[0] == 0
    assert run(capsys, "parts", "remove", "tesla-t4")[0] == 2  # not one of yours any more


def test_prices_set_clear_and_show_beside_the_catalog_price(fresh, capsys):
    fresh()
    code, _, err = run(capsys, "price", "set", "tesla-t4", "1700", "--date", "2026-11-30",
                       "--source", "https://shop.example/t4")
    assert code == 0, err
    _, out, _ = run(capsys, "catalog", "--kind", "gpu", "--search", "tesla t4",
                    "--format", "json")
    row = next(r for r in json.loads(out) if r["id"] == "tesla-t4")
    assert row["price_usd"] == 1700 and row["price_date"] == "2026-11-30"
    assert row["origin"] == "catalog" and row["catalog_price_usd"] != 1700
    for bad in (["-1"], ["nan"], ["1e7"], ["10", "--date", "2026-13-01"],
                ["10", "--source", "file:///etc/passwd"]):
        code, _, err = run(capsys, "price", "set", "tesla-t4", *bad)
        assert code == 2 and err.count("\n") == 1, (bad, err)
    assert run(capsys, "price", "set", "no-such-part", "10")[0] == 2
    assert run(capsys, "price", "clear", "tesla-t4")[0] == 0
    _, out, _ = run(capsys, "catalog", "--search", "tesla t4", "--format", "json")
    assert all("catalog_price_usd" not in r for r in json.loads(out))


def test_the_text_listing_marks_your_parts_and_prices(fresh, tmp_path, capsys):
    fresh()
    _, out, _ = run(capsys, "catalog", "--search", "tesla t4")
    assert "(your part)" not in out and "*" not in out
    with open_catalog() as catalog:
        t4 = catalog.get("tesla-t4").model_dump(mode="json")
    source = tmp_path / "lab-t4.json"
    source.write_text(json.dumps({**t4, "id": "lab-t4", "name": "Lab T4"}))
    assert run(capsys, "parts", "add", str(source))[0] == 0
    assert run(capsys, "price", "set", "tesla-t4", "1700")[0] == 0
    _, out, _ = run(capsys, "catalog", "--search", "t4")
    lines = out.splitlines()
    mine_line = next(line for line in lines if line.startswith("lab-t4 "))
    catalog_line = next(line for line in lines if line.startswith("tesla-t4 "))
    assert "Lab T4 (your part)" in mine_line and "$1,700*" not in mine_line
    assert "(your part)" not in catalog_line and "$1,700*" in catalog_line
    assert lines[-1].startswith("* your own price")


def test_the_json_listing_of_a_part_adds_back_as_ones_own(fresh, tmp_path, capsys):
    """`catalog --format json` says where a part came from (`origin`, `catalog_price_usd`);
    a user who edits that output and adds it gets the part, not a refusal of those keys."""
    fresh()
    assert run(capsys, "price", "set", "tesla-t4", "1700")[0] == 0
    _, out, _ = run(capsys, "catalog", "--search", "tesla t4", "--format", "json")
    (row,) = [r for r in json.loads(out) if r["id"] == "tesla-t4"]
    assert row["origin"] == "catalog" and "catalog_price_usd" in row
    source = tmp_path / "lab-t4.json"
    source.write_text(json.dumps({**row, "id": "lab-t4", "name": "Lab T4"}))
    code, _, err = run(capsys, "parts", "add", str(source))
    assert code == 0, err
    with open_catalog() as catalog:
        assert catalog.get("lab-t4").price_usd == 1700 and catalog.origin("lab-t4") == "user"
    source.write_text(json.dumps({**row, "id": "lab-t5", "colour": "red"}))
    code, _, err = run(capsys, "parts", "add", str(source))
    assert code == 2 and "colour" in err  # any other unknown key is still refused


def test_a_quote_by_id_and_mpn_is_all_or_nothing(fresh, tmp_path, capsys):
    fresh()
    with open_catalog() as catalog:
        catalog.add_custom_part(ALL[0])  # mpn LAB-5090
    quote = tmp_path / "quote.csv"
    quote.write_text("id,mpn,price_usd,price_date,source_url\n"
                     "tesla-t4,,1650,2026-11-01,https://vendor.example/q/1\n"
                     ",lab-5090,1899.5,,\n"
                     "no-such-part,,10,,\n")
    code, _, err = run(capsys, "price", "import", str(quote))
    assert code == 2 and "quote.csv line 4" in err
    with open_catalog() as catalog:
        assert not catalog.has_price_override("tesla-t4")
    quote.write_text("\n".join(quote.read_text().splitlines()[:3]) + "\n")
    assert run(capsys, "price", "import", str(quote))[0] == 0
    with open_catalog() as catalog:
        assert catalog.user_price("tesla-t4").source_url == "https://vendor.example/q/1"
        assert catalog.get("lab-gpu").price_usd == 1899.5
    quote.write_text("id,price_usd\ntesla-t4,1e400\n")
    code, _, err = run(capsys, "price", "import", str(quote))
    assert code == 2 and "line 2, field price_usd" in err


def test_export_refuses_another_suffix(fresh, tmp_path, capsys):
    fresh()
    assert run(capsys, "parts", "export", str(tmp_path / "x.txt"))[0] == 2


def test_a_real_vendor_quote_with_other_columns_is_read_and_they_are_listed(fresh, tmp_path,
                                                                           capsys):
    """Issue 30 item 5: a vendor's quote was refused for its description and qty columns."""
    fresh()
    quote = tmp_path / "vendor-quote.csv"
    # columns named as a vendor names them, in any case, among others the import ignores
    quote.write_text("Description,ID,qty,Price_USD,price_date,source_url\n"
                     "NVIDIA T4 16GB passive,tesla-t4,2,1650,2026-11-01,"
                     "https://vendor.example/q/7\n")
    code, out, err = run(capsys, "price", "import", str(quote))
    assert code == 0, err
    assert "set 1 price(s)" in out
    assert "ignored column(s): Description, qty" in out  # named as the file names them
    with open_catalog() as catalog:
        assert catalog.get("tesla-t4").price_usd == 1650
        assert catalog.user_price("tesla-t4").source_url == "https://vendor.example/q/7"
