"""Remote seats (a person on another phone joined to the host): the host's bridge plays their moves and undos when
the page names the player, never shows them as the table's own seat, and answers for them on request."""

import json

from gameshelf.engine.bridge import Session
from gameshelf.engine.match import normalize_seats
from gameshelf.engine import catalog


def call(session, **req):
    return json.loads(session.handle(json.dumps(req)))


def test_a_remote_seat_is_named_like_a_person_and_checked_like_any_seat():
    toy = catalog.get("toy")
    assert normalize_seats(toy, ["human", "remote"]) == [{"name": "Player 1", "kind": "human"}, {"name": "Player 2", "kind": "remote"}]
    assert normalize_seats(toy, [{"kind": "remote", "name": " Bea "}, "bot"])[0] == {"name": "Bea", "kind": "remote"}


def test_the_table_shows_its_own_human_while_the_remote_seat_acts_and_plays_for_it_when_named():
    s = Session()
    first = call(s, op="new", game="toy", seats=[{"kind": "remote", "name": "Bea"}, {"kind": "human", "name": "Ann"}], seed=3)
    assert first["to_act"] == [0] and first["viewer"] == 1 and first["legal"] == []
    assert call(s, op="move", move={"type": "mark"})["kind"] == "illegal"  # the table's seat is not to act
    seen = call(s, op="state", seat=0)
    assert seen["viewer"] == 0 and {"type": "mark"} in seen["legal"]
    moved = call(s, op="move", player=0, move={"type": "mark"}, seat=0)
    assert moved["ok"] and moved["viewer"] == 0 and moved["can_undo"] is True
    assert call(s, op="state")["viewer"] == 1  # the table's own seat did not move
    undone = call(s, op="undo", player=0, seat=0)
    assert undone["ok"] and undone["record"]["moves"] == [] and undone["log"]["lines"] == []


def test_a_table_with_only_remote_seats_and_bots_shows_the_spectator_view():
    s = Session()
    answer = call(s, op="new", game="toy", seats=["remote", "bot"], seed=5)
    assert answer["viewer"] is None and answer["view"]["players"][0]["hand"] is None


def test_another_seats_undo_is_refused_and_changes_nothing():
    s = Session()
    call(s, op="new", game="toy", seats=["remote", "remote"], seed=2)
    call(s, op="move", player=0, move={"type": "mark"})
    before = call(s, op="state", seat=0)
    for player in (1, None, "0", 7, [0]):
        assert call(s, op="undo", player=player)["kind"] == "illegal"
    assert call(s, op="state", seat=0) == before


def test_a_phone_gets_the_moves_since_the_log_length_it_has_and_its_own_seats_words():
    s = Session()
    call(s, op="new", game="toy", seats=["remote", "human"], seed=3)
    first = call(s, op="state", seat=0, since=0, labels=True)
    assert first["full"] is False and first["log"] == {"start": 0, "lines": []} and len(first["labels"]) == len(first["legal"])
    call(s, op="move", player=0, move={"type": "mark"})
    call(s, op="move", player=0, move={"type": "end"})
    later = call(s, op="state", seat=0, since=1)
    assert later["log"]["start"] == 1 and len(later["log"]["lines"]) == 1 and later["record"]["moves"] == [[0, {"type": "end"}]]
    assert call(s, op="state", seat=0, since=99)["log"] == {"start": 2, "lines": []}  # a phone ahead (after an undo) gets the cut
    assert call(s, op="labels", seat=1) == {"ok": True, "labels": call(s, op="state", seat=1, labels=True)["labels"]}
    for bad in ({"since": -1}, {"since": "1"}, {"since": True}):
        assert call(s, op="state", seat=0, **bad)["kind"] == "bad-request"
    for bad in (2, -1, None, "0"):
        assert call(s, op="labels", seat=bad)["kind"] == "bad-request"


def test_every_game_has_a_number_in_join_codes():
    from gameshelf.engine.protocol import JOIN_GAMES
    assert set(catalog.game_ids()) - {"toy"} <= set(JOIN_GAMES) and len(set(JOIN_GAMES)) == len(JOIN_GAMES)


def test_a_seat_handed_to_a_bot_or_to_this_device_keeps_its_name_moves_and_save():
    s = Session()
    call(s, op="new", game="toy", seats=[{"kind": "remote", "name": "Bea"}, {"kind": "human", "name": "Ann"}], seed=3)
    call(s, op="move", player=0, move={"type": "mark"})
    handed = call(s, op="seat", seat=0, kind="bot", bot="random")
    assert handed["full"] and handed["seats"][0] == {"name": "Bea", "kind": "bot", "bot": "random"}
    assert handed["record"]["setup"]["seats"][0]["kind"] == "bot" and handed["record"]["moves"] == [[0, {"type": "mark"}]]
    assert handed["bot_to_act"] == 0 and handed["can_undo"] is False
    here = call(s, op="seat", seat=0, kind="human")
    assert here["seats"][0] == {"name": "Bea", "kind": "human"} and here["viewer"] == 0 and here["can_undo"] is True
    back = call(s, op="seat", seat=0, kind="remote")
    assert back["seats"][0] == {"name": "Bea", "kind": "remote"} and back["viewer"] == 1


def test_a_bad_seat_handover_is_refused_and_changes_nothing():
    s = Session()
    call(s, op="new", game="toy", seats=["remote", "human"], seed=3)
    before = call(s, op="state")
    for bad in ({"seat": 2, "kind": "bot"}, {"seat": "0", "kind": "bot"}, {"seat": 0, "kind": "ghost"},
                {"seat": 0, "kind": "bot", "bot": "grandmaster"}, {"seat": 0, "kind": "bot", "bot": 7}, {"seat": 0}):
        assert call(s, op="seat", **bad)["kind"] in ("illegal", "bad-request"), bad
    assert call(s, op="state") == before
