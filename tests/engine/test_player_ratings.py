"""The player's rating per game from Your games' records: which records count, each bot seat a result by rank."""

import json

import pytest

from gameshelf.engine import player_ratings, rating_table, ratings
from gameshelf.engine.bridge import Session

GAME = "kingdom-builder"


def record(bots, totals, winners, hints=False, people=1):
    """A history record: `people` human seats, then one bot seat per level of `bots`."""
    seats = [{"kind": "human"}] * people + [{"kind": "bot", "bot": b} for b in bots]
    return {"game": GAME, "seats": seats, "totals": totals, "winners": winners, "hints": hints}


def test_each_rated_bot_seat_is_one_result_by_place():
    levels = {"easy": 1200, "heuristic": 1500}
    found = player_ratings.results_of(record(["easy", "heuristic"], [50, 60, 40], [1]), levels)
    assert found == [(1200, 0.0), (1500, 1.0)]  # below the winning Easy, above Normal
    assert player_ratings.results_of(record(["easy"], [50, 50], []), levels) == [(1200, 0.5)]
    assert player_ratings.results_of(record(["easy"], [50, 40], [0], hints=True), levels) == []
    assert player_ratings.results_of(record(["easy"], [50, 40, 30], [0], people=2), levels) == []
    assert player_ratings.results_of(record(["unrated"], [50, 40], [0]), levels) == []


def test_a_game_is_estimated_from_three_counted_games_on_as_fit_player_does():
    levels = rating_table.level_ratings(GAME)
    games = [record(["heuristic"], [50, 40], [0]), record(["hard"], [30, 40], [1]), record(["easy"], [50, 40], [0], hints=True)]
    assert player_ratings.estimates(games) == {}
    games.append(record(["easy"], [50, 40], [0]))
    fit = ratings.fit_player([(levels["heuristic"], 1.0), (levels["hard"], 0.0), (levels["easy"], 1.0)])
    assert player_ratings.estimates(games) == {GAME: {**fit, "games": 3}}


def test_the_bridge_answers_the_estimates_and_refuses_unreadable_records():
    session = Session()
    games = [record(["heuristic"], [50, 40], [0])] * 3
    answer = json.loads(session.handle(json.dumps({"op": "rating_estimates", "records": games})))
    assert answer == {"ok": True, "estimates": json.loads(json.dumps(player_ratings.estimates(games)))}
    refused = json.loads(session.handle(json.dumps({"op": "rating_estimates", "records": [{"game": GAME}]})))
    assert not refused["ok"] and refused["kind"] == "bad-request" and refused["error"] == "the history records could not be read"


@pytest.mark.parametrize("records", [None, []])
def test_no_records_no_estimate(records):
    assert json.loads(Session().handle(json.dumps({"op": "rating_estimates", "records": records}))) == {"ok": True, "estimates": {}}
