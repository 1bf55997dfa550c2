"""The bridge's position ops: the code of a match or a save, replays seen from a seat, continuing, bad codes refused."""

import json

import pytest

from gameshelf.engine import catalog, positions, simulate
from gameshelf.engine.bridge import Session
from gameshelf.engine.replay import Replay, code_of
from tests.fuzz.codes import deep, forged, written_out

ANN_AND_BOB = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}]


def call(session, **req):
    return json.loads(session.handle(json.dumps(req)))


def played(session, moves):
    """Start a two-human Toy game in `session`, play the shown seat's first legal move `moves` times; the full answer."""
    answer = call(session, op="new", game="toy", seats=ANN_AND_BOB, seed=3)
    for _ in range(moves):
        call(session, op="move", move=answer["legal"][0])
        answer = call(session, op="state")
    return answer


def test_a_code_opens_the_view_and_log_the_table_shows():
    s = Session()
    table = played(s, 3)
    code = call(s, op="position")["code"]
    moment = call(s, op="replay", code=code)
    assert moment["ok"] and moment["count"] == 3 and moment["at"] == 3
    assert moment["seat"] == table["viewer"] and moment["view"] == table["view"]
    assert moment["full"] and moment["log"] == table["log"] and moment["seats"] == table["seats"]
    assert moment["to_act"] == table["to_act"] and moment["over"] is False and moment["score"] is None


def test_each_moment_shows_only_the_chosen_seats_hidden_cards():
    s = Session()
    played(s, 4)
    code = call(s, op="position")["code"]
    game = catalog.get("toy")
    states = positions.replay(*positions.decode(code))[2]
    for at in range(5):
        for seat in (0, 1, None):
            moment = call(s, op="replay", code=code, at=at, seat=seat)
            assert moment["view"] == game.view(states[at], seat) and len(moment["log"]["lines"]) == at
    spectator = call(s, op="replay", code=code, at=4, seat=None)["view"]
    assert all(p["hand"] is None for p in spectator["players"])
    assert call(s, op="replay", code=code, at=4, seat=1)["view"]["players"][1]["hand"] is not None


def test_a_finished_game_shows_every_hand_and_its_score():
    match = simulate.play_out("toy", 2, 5, ["random"], check=False)
    moment = Session().handle(json.dumps({"op": "replay", "code": code_of(match), "seat": 0}))
    moment = json.loads(moment)
    assert moment["over"] and moment["score"] == match.game.score(match.state)
    assert all(p["hand"] is not None for p in moment["view"]["players"])


def test_cut_codes_and_codes_of_saves_are_the_same_positions():
    s = Session()
    played(s, 4)
    whole = call(s, op="position")["code"]
    cut = call(s, op="position", at=2)["code"]
    assert call(s, op="replay", code=cut)["view"] == call(s, op="replay", code=whole, at=2)["view"]
    assert call(s, op="position", code=whole, at=2)["code"] == cut
    record = call(s, op="state")["record"]
    save = {"format": "gameshelf-save", "version": 2, **record["setup"], "moves": record["moves"], "hash": record["hash"]}
    assert call(Session(), op="position", save=save)["code"] == whole


def test_a_step_sends_what_changed_and_a_saves_code_opens_without_playing_again(monkeypatch):
    s = Session()
    played(s, 4)
    record = call(s, op="state")["record"]
    save = {"format": "gameshelf-save", "version": 2, **record["setup"], "moves": record["moves"], "hash": record["hash"]}
    code = call(s, op="position", save=save)["code"]
    kept = s.replay
    monkeypatch.setattr(Replay, "of_code", None)  # the viewer opening the save's code plays nothing again
    whole = call(s, op="replay", code=code, at=1)
    assert s.replay is kept and whole["full"] and whole["log"] == {"start": 0, "lines": kept.match.lines[:1]}
    forward = call(s, op="replay", code=code, at=3, seat=None, shown=1)
    assert forward["log"] == {"start": 1, "lines": kept.match.lines[1:3]} and not forward["full"]
    assert forward.keys() == {"ok", "full", "at", "seat", "to_act", "over", "score", "view", "log"}
    back = call(s, op="replay", code=code, at=2, seat=None, shown=3)
    assert back["log"] == {"start": 2, "lines": []} and back["view"] == catalog.get("toy").view(kept.states[2], None)
    assert call(s, op="replay", code=code, shown=9)["kind"] == "bad-position"


def test_continue_from_here_is_a_save_of_the_moment_with_new_seats():
    s = Session()
    played(s, 4)
    code = call(s, op="position")["code"]
    seats = [{"kind": "bot", "bot": "random", "name": "Ann"}, {"kind": "human", "name": "Bob"}]
    out = call(s, op="continue", code=code, at=2, seats=seats)
    assert out["ok"] and out["title"] == "Toy" and out["over"] is False and out["summary"]["moves"] == 2
    save = out["save"]
    assert save["seats"][0]["kind"] == "bot" and len(save["moves"]) == 2
    loaded = call(Session(), op="load", save=save)
    assert loaded["ok"] and loaded["view"]["deck"] == call(s, op="replay", code=code, at=2)["view"]["deck"]


@pytest.mark.parametrize("req,why", [
    ({"op": "replay", "code": "!!nope"}, "damaged"),
    ({"op": "replay", "code": ""}, "non-empty"),
    ({"op": "replay", "code": None}, "non-empty"),
    ({"op": "replay", "at": 99}, "no move"),
    ({"op": "replay", "at": -1}, "no move"),
    ({"op": "replay", "at": True}, "no move"),
    ({"op": "replay", "seat": 7}, "no seat"),
    ({"op": "position", "at": 12}, "no move"),
    ({"op": "continue", "seats": ["human"]}, "needs 2 seats"),
    ({"op": "continue", "seats": [{"kind": "alien"}, "human"]}, "cannot be continued"),
    ({"op": "position", "save": {"format": "gameshelf-save", "version": 2}}, "damaged"),
])
def test_bad_requests_are_refused_with_a_reason_and_change_nothing(req, why):
    s = Session()
    played(s, 2)
    good = call(s, op="position")["code"]
    call(s, op="replay", code=good, at=1)
    before = (s.handle('{"op":"state"}'), s.replay)
    answer = call(s, **(req if "save" in req else {"code": good, **req}))
    assert answer["ok"] is False and answer["kind"] in ("bad-position", "bad-save") and why in answer["error"]
    assert len(answer["error"]) < 160
    assert (s.handle('{"op":"state"}'), s.replay) == before


def test_codes_of_other_rules_and_unknown_games_are_refused():
    header = {"game": "toy", "rules_version": 99, "options": {}, "seed": 1, "seats": ["human", "human"]}
    assert "other rules" in call(Session(), op="replay", code=forged(header))["error"]
    assert "does not have" in call(Session(), op="replay", code=forged(dict(header, game="chess")))["error"]


@pytest.mark.parametrize("seat", [{"kind": "bot", "bot": ["hard"]}, {"kind": "bot", "bot": {"level": "hard"}},
                                  {"kind": ["bot"]}, {"kind": "human", "name": 3}, 7])
def test_continue_with_a_seat_of_wrong_types_is_a_bad_request_and_changes_nothing(seat):
    s = Session()
    played(s, 2)
    code = call(s, op="position")["code"]
    call(s, op="replay", code=code)
    before = (s.handle('{"op":"state"}'), s.replay)
    answer = call(s, op="continue", code=code, seats=[ANN_AND_BOB[0], seat])
    assert answer["ok"] is False and answer["kind"] == "bad-request" and "seat 2" in answer["error"], answer
    assert (s.handle('{"op":"state"}'), s.replay) == before


@pytest.mark.parametrize("options", ["x", 5, [1], True])
def test_a_code_whose_options_are_not_an_object_is_a_bad_position(options):
    header = {"game": "toy", "rules_version": 1, "options": options, "seed": 1, "seats": ["human", "human"]}
    for op in ("replay", "position", "continue"):
        answer = call(Session(), op=op, code=forged(header), seats=ANN_AND_BOB)
        assert answer["kind"] == "bad-position" and "options must be an object" in answer["error"], answer


def test_codes_nested_5000_deep_are_bad_positions():
    header = {"game": "toy", "rules_version": 1, "options": {}, "seed": 1, "seats": ["human", "human"]}
    for code in (forged(deep()), written_out(header, [], deep())):
        answer = call(Session(), op="replay", code=code)
        assert answer["kind"] == "bad-position" and "damaged" in answer["error"], answer


def test_a_replay_decodes_its_code_once_and_leaves_the_match_alone():
    s = Session()
    played(s, 3)
    code = call(s, op="position")["code"]
    call(s, op="replay", code=code, at=0)
    kept = s.replay
    call(s, op="replay", code=code, at=2, seat=None)
    assert s.replay is kept and isinstance(kept, Replay)
    assert call(s, op="state")["log"]["lines"] == kept.match.lines
