"""The split of a payment with card sets that the view gives the payment picker (set_payments' spaces and
set_cards): for every set payment the Nordic view offers in a few random games, the cards on the
route's spaces plus the cards of each set add up to the payment, each set has the set's size, and the
spaces are paid the way the route asks (one colour, the route's own unless it is gray, and on a ferry
the locomotives its locomotive spaces need beyond the sets)."""

import json
import random

import pytest

from gameshelf.games.ticket_to_ride import NORDIC


def set_payments(games=2, seed=7):
    """Distinct set payments ({route, cards, sets, size, replaces}) met in random 3-seat Nordic games that rather draw than claim."""
    rng = random.Random(seed)
    found = {}
    for g in range(games):
        state = NORDIC.new(3, seed + g)
        for _ in range(400):
            acting = NORDIC.to_act(state)
            if not acting:
                break
            seat = acting[0]
            for payment in NORDIC.view(state, seat)["set_payments"]:
                found.setdefault(json.dumps(payment, sort_keys=True), payment)
            legal = NORDIC.legal_moves(state, seat)
            claims = [m for m in legal if m["type"] == "claim"]
            others = [m for m in legal if m["type"] != "claim"]
            move = rng.choice(claims if claims and (rng.random() < 0.15 or not others) else others)
            state = NORDIC.apply(state, seat, move)
    return list(found.values())


@pytest.fixture(scope="module")
def splits():
    """[(payment, route, split)] for the payments met."""
    routes = {r["id"]: r for r in NORDIC.static_data()["routes"]}
    return [(p, routes[p["route"]], {"spaces": p["spaces"], "sets": p["set_cards"]}) for p in set_payments()]


def test_both_kinds_of_set_are_met(splits):
    kinds = {p["replaces"] for p, _, _ in splits}
    assert kinds == {"locomotive", "card"}, f"the random games met only {kinds}: change the seed"
    assert any(p["sets"] > 1 for p, _, _ in splits)


def test_the_spaces_and_the_sets_add_up_to_the_payment(splits):
    for payment, route, split in splits:
        assert split, f"no split for {payment}"
        total = dict(split["spaces"])
        for card in (c for s in split["sets"] for c in s):
            total[card] = total.get(card, 0) + 1
        assert total == payment["cards"]
        assert [len(s) for s in split["sets"]] == [payment["size"]] * payment["sets"]
        assert sum(split["spaces"].values()) == route["length"] - payment["sets"]


def test_the_spaces_are_paid_as_the_route_asks(splits):
    for payment, route, split in splits:
        colors = [c for c in split["spaces"] if c != "locomotive"]
        assert len(colors) <= 1 and (route["color"] == "gray" or colors in ([], [route["color"]])), (payment, split)
        if payment["replaces"] == "locomotive":
            need = max(0, route["locomotives"] - payment["sets"])
            assert split["spaces"].get("locomotive", 0) >= need, (payment, split)
