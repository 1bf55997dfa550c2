"""The strength curve's points: Hard against Normal on CPU time, counted pair by pair with a Wilson interval."""

import pytest

from gameshelf.engine import catalog, rating_runs, strength_curve


@pytest.fixture(autouse=True)
def toy_in_catalog():
    """The shipped catalog alone: the committed curve measures the shelf's games, not the test-only Toy."""


def test_a_point_counts_every_pair_of_its_games_and_brackets_its_share():
    p = strength_curve.point("trick-of-the-rails", 0.005, games=2, seed=9000)
    pairs = p["wins"] + p["losses"] + p["draws"]
    assert p["players"] == 3 and pairs >= 2 * 2  # each 3-seat game seats Hard and Normal at least twice against each other
    assert p["share"] == (p["wins"] + p["draws"] / 2) / pairs
    assert 0 <= p["low"] <= p["share"] <= p["high"] <= 1


def test_a_curve_has_one_point_per_budget_in_budget_order():
    points = strength_curve.curve("ticket-to-ride", budgets=(0.004, 0.002), games=2)
    assert [p["budget"] for p in points] == [0.002, 0.004]
    assert all(p["wins"] + p["losses"] + p["draws"] == 2 for p in points)


def test_the_committed_curve_measures_every_game_at_every_budget_and_hard_is_never_below_normal():
    committed = strength_curve.load()["games"]
    for game_id in catalog.game_ids():
        points = committed[game_id]
        assert [p["budget"] for p in points] == list(strength_curve.BUDGETS), game_id
        for p in points:
            assert p["share"] >= 0.5, (game_id, p["budget"])  # no level weaker than the one below it, at any budget
            assert p["players"] == rating_runs.players_of(game_id)
