"""Saves: exact round trips, and damaged, foreign or newer saves refused with a reason."""

import copy
import json

import pytest

from gameshelf.engine.match import Match
from gameshelf.engine.saves import VERSION, BadSave, from_save, to_save


def sample_save():
    match = Match("toy", ["human", "bot"], 9, {"bonus": 5})
    match.play(0, {"type": "mark"})
    match.play(0, {"type": "draw"})
    return match, to_save(match, "abc", 100, 200)


def test_round_trip_through_json_text_is_exact():
    match, save = sample_save()
    text = json.dumps(save)
    again = from_save(json.loads(text))
    assert again.state == match.state and again.log == match.log and again.lines == match.lines
    assert json.dumps(to_save(again, "abc", 100, 200)) == text
    assert save["summary"] == {"moves": 2, "status": "Player 1 to play", "players": ["Player 1", "Bot 2"]}


@pytest.mark.parametrize(
    "damage, reason",
    [
        (lambda s: s.update(format="chess-save"), "not a Gameshelf save"),
        (lambda s: s.update(version=VERSION + 1), "newer version"),
        (lambda s: s.update(version="1"), "format version"),
        (lambda s: s.update(game="monopoly"), "does not have"),
        (lambda s: s.update(rules_version=99), "other rules"),
        (lambda s: s.update(seed="9"), "damaged"),
        (lambda s: s.update(log={}), "damaged"),
        (lambda s: s["log"].append([1, {"type": "mark"}]), "damaged"),
        (lambda s: s["log"].insert(0, "junk"), "damaged"),
        (lambda s: s.update(seats=[]), "damaged"),
        (lambda s: s["state"]["players"][0].update(marks=40), "does not match"),
    ],
)
def test_damaged_saves_are_refused_with_a_reason(damage, reason):
    _, save = sample_save()
    bad = copy.deepcopy(save)
    damage(bad)
    with pytest.raises(BadSave, match=reason):
        from_save(bad)


def test_non_dict_saves_are_refused():
    for junk in [None, [], "save", 3]:
        with pytest.raises(BadSave):
            from_save(junk)
