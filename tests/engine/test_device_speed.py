"""The device speed: playouts per second on the search's fast path, the budget it matches, and the bridge's op."""

import json

from gameshelf.engine import catalog, device_speed, strength_curve
from gameshelf.engine.bridge import Session

CURVE = {"games": {"g": [{"budget": 0.1, "share": 0.5}, {"budget": 0.4, "share": 0.7}]}}


def test_a_device_twice_as_fast_as_the_reference_matches_twice_the_budget():
    assert device_speed.budget_of(device_speed.REFERENCE) == 1.0
    assert device_speed.budget_of(device_speed.REFERENCE / 4) == 0.25


def test_the_measure_counts_whole_playouts_on_the_clock_given_after_its_warm_up():
    ticks = iter(range(100))  # the clock is read once before the playouts and once after each: a tick a playout
    assert device_speed.measure(seconds=3, clock=lambda: next(ticks), warm_up=2) == 1.0
    assert next(ticks) == 7  # two playouts warming up (ticks 0-2), then three counted (ticks 3-6)


def test_the_curve_is_read_between_its_budgets_on_a_log_scale_and_held_at_its_ends():
    assert strength_curve.expected("g", 0.2, CURVE) == 0.6
    assert strength_curve.expected("g", 0.05, CURVE) == 0.5 and strength_curve.expected("g", 1.0, CURVE) == 0.7
    assert strength_curve.expected("unmeasured", 0.2, CURVE) is None


def test_the_op_measures_and_says_what_hard_is_worth_here_without_touching_the_match():
    session = Session()
    started = json.loads(session.handle(json.dumps({"op": "new", "game": "ticket-to-ride", "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 3})))
    answer = json.loads(session.handle(json.dumps({"op": "device_speed"})))
    assert answer["ok"] and answer["playouts_per_s"] > 0
    assert answer["budget"] == round(device_speed.budget_of(answer["playouts_per_s"]), 3)
    assert answer["hard"] == {gid: strength_curve.expected(gid, answer["budget"]) for gid in catalog.game_ids()}
    again = json.loads(session.handle(json.dumps({"op": "state"})))
    assert again["legal"] == started["legal"]
