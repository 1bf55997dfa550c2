"""Matches: seats, options, the undo policy and replays."""

import pytest

from gameshelf.engine.game import BadOptions, IllegalMove
from gameshelf.engine.match import Match

HUMANS = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}]


def test_seats_and_options_are_checked():
    with pytest.raises(BadOptions):
        Match("toy", ["human"], 1)
    with pytest.raises(BadOptions):
        Match("toy", ["human", "alien"], 1)
    with pytest.raises(BadOptions):
        Match("toy", ["human", {"kind": "bot", "bot": "genius"}], 1)
    with pytest.raises(BadOptions):
        Match("toy", HUMANS, 1, {"short": "yes"})
    with pytest.raises(BadOptions):
        Match("toy", HUMANS, 1, {"bonus": 3})
    with pytest.raises(BadOptions):
        Match("toy", HUMANS, 1, {"color": "red"})
    match = Match("toy", ["human", "bot"], 1, {"short": True})
    assert match.options == {"short": True, "bonus": 0}
    assert match.seats == [{"name": "Player 1", "kind": "human"}, {"name": "Bot 2", "kind": "bot", "bot": "heuristic"}]


def test_undo_takes_back_own_free_moves_within_the_turn():
    match = Match("toy", HUMANS, 3)
    match.make_move(0, {"type": "mark"})
    match.make_move(0, {"type": "mark"})
    assert match.can_undo(0) and not match.can_undo(1)
    match.undo(0)
    match.undo(0)
    assert match.log == [] and match.state == Match("toy", HUMANS, 3).state
    assert not match.can_undo(0)


def test_undo_stops_at_a_random_draw_and_at_the_end_of_a_turn():
    match = Match("toy", HUMANS, 3)
    match.make_move(0, {"type": "mark"})
    match.make_move(0, {"type": "draw"})
    assert not match.can_undo(0)
    match.make_move(0, {"type": "mark"})
    match.undo(0)
    assert not match.can_undo(0)
    match.make_move(0, {"type": "end"})
    assert not match.can_undo(0) and not match.can_undo(1)
    with pytest.raises(IllegalMove):
        match.undo(0)


def test_illegal_moves_change_nothing():
    match = Match("toy", HUMANS, 3)
    before = (match.state, list(match.log))
    for player, move in [(1, {"type": "mark"}), (0, {"type": "fly"}), (0, None), (7, {"type": "mark"}), ("0", {})]:
        with pytest.raises(IllegalMove):
            match.make_move(player, move)
    assert (match.state, match.log) == before


def test_a_move_reports_its_events_and_the_last_one_ends_the_game():
    match = Match("toy", HUMANS, 3, {"short": True})
    assert match.make_move(0, {"type": "mark"}) == [{"kind": "mark", "seat": 0}]
    while not match.over():
        events = match.make_move(match.to_act()[0], {"type": "draw"})
    score = match.game.score(match.state)
    assert events == [{"kind": "draw", "seat": events[0]["seat"]},
                      {"kind": "game_over", "seat": None, "winners": score["winners"],
                       "totals": [p["total"] for p in score["players"]]}]


def test_moves_already_listed_are_not_enumerated_again(monkeypatch):
    match = Match("toy", HUMANS, 3)
    calls = []
    original = type(match.game).legal_moves
    monkeypatch.setattr(type(match.game), "legal_moves", lambda self, *a: calls.append(a) or original(self, *a))
    legal = match.legal_moves(0)
    assert match.legal_moves(0) is legal
    match.make_move(0, {"type": "mark"})
    assert len(calls) == 1, "the move was checked against the list the answer already gave"


def test_replay_rebuilds_the_same_state_and_bots_are_deterministic():
    a = Match("toy", ["bot", "bot"], 11)
    while not a.over():
        a.bot_move()
    b = Match("toy", ["bot", "bot"], 11)
    while not b.over():
        b.bot_move()
    assert a.log == b.log and a.state == b.state
    assert Match.replay("toy", a.seats, 11, a.options, a.log).state == a.state
    with pytest.raises(IllegalMove):
        Match.replay("toy", a.seats, 11, a.options, [[1, {"type": "draw"}]])
