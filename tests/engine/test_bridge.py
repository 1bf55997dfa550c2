"""The JSON bridge: snapshots, errors that change nothing, bots and undo."""

import json

from gameshelf.engine.bridge import Session


def call(session, **req):
    return json.loads(session.handle(json.dumps(req)))


def test_new_play_and_snapshot_fields():
    s = Session()
    snap = call(s, op="new", game="toy", seats=[{"kind": "human", "name": "Ann"}, {"kind": "bot"}], seed=4, id="g1", now=5)
    assert snap["ok"] and snap["viewer"] == 0 and snap["to_act"] == [0] and snap["bot_to_act"] is None
    assert {"type": "mark"} in snap["legal"] and snap["save"]["id"] == "g1" and snap["save"]["created"] == 5
    assert snap["view"]["players"][1]["hand"] is None
    snap = call(s, op="play", move={"type": "end"}, now=6)
    assert snap["last"] == {"player": 0, "move": {"type": "end"}, "line": "Ann ends"}
    assert snap["bot_to_act"] == 1 and snap["legal"] == [] and snap["viewer"] == 0
    snap = call(s, op="bot")
    assert snap["last"]["player"] == 1


def test_errors_come_back_as_data_and_change_nothing():
    s = Session()
    call(s, op="new", game="toy", seats=["human", "bot"], seed=4)
    before = call(s, op="state")["save"]
    assert call(s, op="play", move={"type": "steal"})["kind"] == "illegal"
    assert call(s, op="play", move={"type": "mark"}, player=1)["kind"] == "illegal"
    assert call(s, op="play", move={"type": "mark"}, player=True)["kind"] == "illegal"
    assert call(s, op="bot")["kind"] == "illegal"
    assert call(s, op="undo")["kind"] == "illegal"
    assert call(s, op="fly")["kind"] == "bad-request"
    assert json.loads(s.handle("{not json"))["kind"] == "bad-request"
    assert json.loads(s.handle("[1]"))["kind"] == "bad-request"
    assert call(s, op="new", game="chess", seats=["human"], seed=1)["kind"] == "bad-request"
    assert call(s, op="new", game="toy", seats=["human"], seed=1)["kind"] == "bad-request"
    assert call(s, op="new", game="toy", seats=["human", "human"], seed="x")["kind"] == "bad-request"
    assert call(s, op="load", save={"format": "nope"})["kind"] == "bad-save"
    assert call(s, op="state")["save"] == before


def test_undo_and_load_through_the_bridge():
    s = Session()
    call(s, op="new", game="toy", seats=["human", "human"], seed=8, id="x")
    snap = call(s, op="play", move={"type": "mark"})
    assert snap["can_undo"]
    snap = call(s, op="undo")
    assert not snap["can_undo"] and snap["log"] == []
    call(s, op="play", move={"type": "end"})
    snap = call(s, op="play", move={"type": "mark"})
    assert snap["viewer"] == 1
    loaded = call(Session(), op="load", save=snap["save"])
    assert loaded["save"]["state"] == snap["save"]["state"] and loaded["viewer"] == 1


def test_catalog_lists_game_info():
    games = call(Session(), op="catalog")["games"]
    toy = next(g for g in games if g["id"] == "toy")
    assert toy["bots"] == ["random"] and toy["options"][0]["type"] == "bool" and toy["max_players"] == 3


def test_finished_game_reveals_everything_and_scores():
    s = Session()
    call(s, op="new", game="toy", seats=["bot", "bot"], seed=2)
    snap = call(s, op="state")
    while not snap["over"]:
        snap = call(s, op="bot")
    assert snap["viewer"] is None and snap["score"]["winners"]
    assert all(p["hand"] is not None for p in snap["view"]["players"])
    assert snap["save"]["summary"]["status"].startswith("Finished")
