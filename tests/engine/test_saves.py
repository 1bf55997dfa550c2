"""Saves: v2 round trips checked by hash, v1 saves migrated, damaged, foreign or newer saves refused with a reason."""

import copy
import json
import pathlib

import pytest

from gameshelf.engine.game import state_hash
from gameshelf.engine.match import Match
from gameshelf.engine.messages import text
from gameshelf.engine.protocol import SAVE_VERSION
from gameshelf.engine.saves import BadSave, from_save, v1_keys_respelled
from tests.kit import bot_free_move, to_save


def sample_save():
    match = Match("toy", ["human", "bot"], 9, {"bonus": 5})
    match.make_move(0, {"type": "mark"})
    match.make_move(0, {"type": "draw"})
    return match, to_save(match, "abc", 100, 200, rev=3)


def test_round_trip_through_json_text_is_exact():
    match, save = sample_save()
    assert save["version"] == 2 and save["moves"] == match.log and save["hash"] == state_hash(match.state)
    assert "state" not in save and "log" not in save
    written = json.dumps(save)
    again = from_save(json.loads(written))
    assert again.state == match.state and again.log == match.log and again.lines == match.lines
    assert json.dumps(to_save(again, "abc", 100, 200, rev=3)) == written
    assert text(save["summary"]["status"], seat_names=save["summary"]["players"]) == "Player 1 to play"
    assert save["summary"]["moves"] == 2 and save["summary"]["players"] == ["Player 1", "Bot 2"]


def v1_save(match):
    """The v1 save main wrote for a match: the move log under `log` and the whole state."""
    save = {k: v for k, v in to_save(match, "old", 1, 2).items() if k not in ("moves", "hash", "rev")}
    return dict(save, version=1, log=match.log, state=match.state)


def test_a_v1_save_is_migrated_on_load_by_replaying_its_log():
    match, _ = sample_save()
    again = from_save(json.loads(json.dumps(v1_save(match))))
    assert again.state == match.state and again.log == match.log


def test_a_v1_save_with_the_old_color_spelling_still_loads():
    match = Match("ticket-to-ride-nordic", ["human", "human"], 5, {"ferry_sets_on_color": False})
    for _ in range(150):  # ferry payments, whose keys are not in card order, change the discard order
        match.make_move(*bot_free_move(match))
    old = json.loads(json.dumps(v1_save(match)).replace("ferry_sets_on_color", "ferry_sets_on_colour"))
    assert old["options"] == {"three_locomotive_reset": False, "ferry_sets_on_colour": False}
    assert from_save(old).state == match.state


def test_v1_keys_respelled_respells_keys_only():
    assert v1_keys_respelled({"colours": ["colour"], "a": [{"colour": 1}]}) == {"colors": ["colour"], "a": [{"color": 1}]}


@pytest.mark.parametrize(
    "damage, reason",
    [
        (lambda s: s.update(format="chess-save"), "not a Gameshelf save"),
        (lambda s: s.update(version=SAVE_VERSION + 1), "newer version"),
        (lambda s: s.update(version="1"), "format version"),
        (lambda s: s.update(game="monopoly"), "does not have"),
        (lambda s: s.update(rules_version=99), "other rules"),
        (lambda s: s.update(seed="9"), "damaged"),
        (lambda s: s.update(moves={}), "damaged"),
        (lambda s: s.pop("moves"), "damaged"),
        (lambda s: s["moves"].append([1, {"type": "mark"}]), "damaged"),
        (lambda s: s["moves"].insert(0, "junk"), "damaged"),
        (lambda s: s.update(seats=[]), "damaged"),
        (lambda s: s.update(hash="0123456789abcdef"), "hash does not match"),
        (lambda s: s.pop("hash"), "hash does not match"),
    ],
)
def test_damaged_saves_are_refused_with_a_reason(damage, reason):
    _, save = sample_save()
    bad = copy.deepcopy(save)
    damage(bad)
    with pytest.raises(BadSave, match=reason):
        from_save(bad)


def test_a_v1_save_whose_state_does_not_match_its_log_is_refused():
    match, _ = sample_save()
    bad = v1_save(match)
    bad["state"]["players"][0]["marks"] = 40
    with pytest.raises(BadSave, match="does not match"):
        from_save(bad)


def test_non_dict_saves_are_refused():
    for junk in [None, [], "save", 3]:
        with pytest.raises(BadSave):
            from_save(junk)


def test_v1_saves_written_by_the_v1_code_load():
    """tests/engine/v1_saves.json: saves of every game that main's v1 code (f2a40a5) wrote after random moves."""
    saves = json.loads((pathlib.Path(__file__).with_name("v1_saves.json")).read_text())
    assert {s["game"] for s in saves} == {"ticket-to-ride", "ticket-to-ride-nordic", "kingdom-builder", "off-the-rails",
                                          "trick-of-the-rails"}
    for save in saves:
        assert save["version"] == 1
        match = from_save(save)
        assert match.log == save["log"] and len(match.lines) == len(save["log"])


def test_a_save_from_an_older_state_layout_loads_by_its_replay_and_a_new_one_is_still_hash_checked(monkeypatch):
    match, old = sample_save()
    monkeypatch.setattr(type(match.game), "state_layout", 2)
    assert from_save(copy.deepcopy(old)).log == match.log  # written before the layout changed: its hash cannot match
    again = from_save(copy.deepcopy(old))
    new = to_save(again, "abc", 100, 200, rev=3)
    assert new["hash"] == state_hash(again.state) + "/2" and from_save(copy.deepcopy(new)).state == match.state
    with pytest.raises(BadSave, match="hash does not match"):
        from_save(dict(new, hash="0123456789abcdef/2"))
    with pytest.raises(BadSave, match="damaged"):
        from_save(dict(old, moves=old["moves"] + [[1, {"type": "mark"}]]))
