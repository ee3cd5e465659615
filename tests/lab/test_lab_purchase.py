"""The room's one purchase list: parts summed over the machines, stock (given by part id)
taken first, the rest to buy; its value is the sum of the machines' prices."""

from __future__ import annotations

import pytest
from factory import gpu, with_parts
from lab_factory import box, circuit, lab_data, load, machine

from configurator.lab import validate_lab
from configurator.lab.purchase import purchase_list


def _lab():
    data = lab_data([machine("m1", box(500, psus=2), ("A1", "A2")),
                     machine("m2", box(500, psus=2), ("A1",)),
                     machine("gone", "nowhere.gwb", ("A1",))],
                    circuits=[circuit("A1"), circuit("A2")])
    data["machines"][1]["build"]["extras"] = [{"name": "Rail kit", "qty": 1, "price_usd": 80}]
    return load(data).lab


def _line(listing, part_id: str):
    return next(line for line in listing.lines if line.part.id == part_id)


def test_parts_are_summed_over_the_machines() -> None:
    listing = purchase_list(_lab())
    assert _line(listing, "psu").qty == 4 and _line(listing, "psu").machines == ["m1", "m2"]
    assert _line(listing, "ram").qty == 8
    assert _line(listing, "case").qty == 2
    assert listing.extras[0].qty == 1 and listing.extras[0].machines == ["m2"]
    assert listing.not_counted == ["gone"]


def test_the_list_is_worth_what_the_machines_cost() -> None:
    lab = _lab()
    assert purchase_list(lab).value_usd == pytest.approx(validate_lab(lab).price_usd)
    assert purchase_list(lab).to_buy_usd == pytest.approx(validate_lab(lab).price_usd)


def test_stock_is_taken_first_up_to_what_the_room_needs() -> None:
    lab = _lab()
    listing = purchase_list(lab, {"psu": 2, "ram": 20, "nothing-we-use": 5})
    psu, ram = _line(listing, "psu"), _line(listing, "ram")
    assert (psu.from_stock, psu.to_buy) == (2, 2)
    assert (ram.from_stock, ram.to_buy) == (8, 0)
    assert {line.part.id for line in listing.from_stock} == {"psu", "ram"}
    saved = 2 * psu.part.price_usd + 8 * ram.part.price_usd
    assert listing.to_buy_usd == pytest.approx(purchase_list(lab).to_buy_usd - saved)
    assert listing.value_usd == pytest.approx(purchase_list(lab).value_usd)


def test_no_stock_means_everything_is_bought() -> None:
    listing = purchase_list(_lab())
    assert all(line.from_stock == 0 and line.to_buy == line.qty for line in listing.lines)


def test_custom_parts_of_one_id_but_other_figures_stay_apart() -> None:
    other = with_parts(box(500), gpu(price_usd=1234, tdp_w=178))
    data = lab_data([machine("m1", box(500), ("A1",)), machine("m2", other, ("A1",))])
    listing = purchase_list(load(data).lab, {"gpu-a": 1})
    cards = [line for line in listing.lines if line.part.id == "gpu-a"]
    assert sorted(line.part.price_usd for line in cards) == [700, 1234]
    assert [line.from_stock for line in cards] == [1, 0]
