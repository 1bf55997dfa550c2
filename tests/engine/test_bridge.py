"""The JSON bridge (protocol v2): full and delta answers, records, check, errors that change nothing, undo, sliced bots."""

import json

import pytest

from gameshelf.engine.bridge import Session
from gameshelf.engine.game import state_hash
from gameshelf.engine.messages import text
from tests.kit import Storage

HUMAN_AND_BOT = [{"kind": "human", "name": "Ann"}, {"kind": "bot"}]
FULL_ONLY = {"game", "title", "has_secrets", "seats", "rules_version"}
EVERY_ANSWER = {"ok", "full", "viewer", "to_act", "bot_to_act", "can_undo", "over", "score", "view", "legal",
                "log", "events", "record"}


def call(session, **req):
    return json.loads(session.handle(json.dumps(req)))


def test_new_gives_a_full_answer_and_a_move_a_delta():
    s = Session()
    full = call(s, op="new", game="toy", seats=HUMAN_AND_BOT, seed=4, labels=True)
    assert set(full) == EVERY_ANSWER | FULL_ONLY | {"labels"} and full["full"] is True
    assert full["viewer"] == 0 and full["to_act"] == [0] and full["bot_to_act"] is None
    assert {"type": "mark"} in full["legal"] and full["view"]["players"][1]["hand"] is None
    assert len(full["labels"]) == len(full["legal"]) and "Mark" in full["labels"]
    assert full["log"] == {"start": 0, "lines": []} and full["events"] == []
    assert full["record"]["setup"] == {"game": "toy", "rules_version": 1, "options": {"short": False, "bonus": 0},
                                       "seats": full["seats"], "seed": 4}
    delta = call(s, op="move", move={"type": "end"}, labels=True)
    assert set(delta) == EVERY_ANSWER | {"labels"} and delta["full"] is False
    assert delta["log"] == {"start": 0, "lines": ["Ann ends"]}
    assert delta["events"] == [{"kind": "end", "seat": 0}]
    assert delta["record"]["start"] == 0 and delta["record"]["moves"] == [[0, {"type": "end"}]]
    assert delta["bot_to_act"] == 1 and delta["legal"] == delta["labels"] == [] and delta["viewer"] == 0
    after_bot = call(s, op="bot")
    assert set(after_bot) == EVERY_ANSWER  # no words unless asked
    assert call(s, op="labels") == {"ok": True, "labels": call(s, op="state", labels=True)["labels"]}
    assert after_bot["log"]["start"] == 1 and len(after_bot["log"]["lines"]) == 1
    assert after_bot["record"]["start"] == 1 and after_bot["record"]["moves"][0][0] == 1


def test_the_moves_words_come_only_when_asked_and_a_bad_flag_changes_nothing():
    s = Session()
    plain = call(s, op="new", game="toy", seats=["human", "human"], seed=2)
    assert "labels" not in plain
    words = call(s, op="labels")["labels"]
    assert len(words) == len(plain["legal"]) == len(set(words))
    refused = call(s, op="move", move={"type": "mark"}, labels="yes")
    assert refused["ok"] is False and refused["kind"] == "bad-request" and "labels" in refused["error"]
    assert call(s, op="state") == plain


def test_records_rebuild_a_save_that_loads_and_checks_to_the_same_game():
    s, storage = Session(), Storage()
    storage.keep(call(s, op="new", game="toy", seats=["human", "human"], seed=8))
    storage.keep(call(s, op="move", move={"type": "mark"}))
    storage.keep(call(s, op="undo"))
    for move in ({"type": "draw"}, {"type": "end"}, {"type": "mark"}):
        answer = storage.keep(call(s, op="move", move=move, public_view=move["type"] == "mark"))
    assert [m for _, m in storage.save["moves"]] == [{"type": "draw"}, {"type": "end"}, {"type": "mark"}]
    assert storage.save["hash"] == state_hash(s.match.state) and storage.save["summary"]["moves"] == 3
    assert storage.save["public_view"] == s.match.game.view(s.match.state, None)
    checked = call(s, op="check", save=storage.save)
    assert checked == {"ok": True, "game": "toy", "title": "Toy", "summary": storage.save["summary"], "moves": 3}
    loaded = call(Session(), op="load", save=storage.save)
    assert loaded["full"] and loaded["view"] == answer["view"] and loaded["viewer"] == 1
    assert loaded["log"]["lines"] == ["Player 1 draws", "Player 1 ends", "Player 2 marks"]


def test_the_public_view_comes_only_when_asked_and_on_every_answer_of_a_finished_game():
    s = Session()
    full = call(s, op="new", game="toy", seats=["human", "bot"], seed=5)
    assert "public_view" not in full["record"]
    asked = call(s, op="move", move={"type": "draw"}, public_view=True)
    assert asked["record"]["public_view"] == s.match.game.view(s.match.state, None) != asked["view"]
    assert "public_view" not in call(s, op="move", move={"type": "end"})["record"]
    assert call(s, op="public_view") == {"ok": True, "public_view": s.match.game.view(s.match.state, None),
                                         "hash": state_hash(s.match.state)}
    assert call(s, op="state", public_view=False)["record"].keys() == {"start", "moves", "hash", "summary", "setup"}
    assert call(s, op="move", move={"type": "end"}, public_view="yes")["kind"] == "bad-request"
    assert call(Session(), op="public_view")["kind"] == "bad-request"


def test_check_leaves_the_loaded_game_alone_and_refuses_a_wrong_hash():
    s, storage = Session(), Storage()
    storage.keep(call(s, op="new", game="toy", seats=["human", "human"], seed=8))
    storage.keep(call(s, op="move", move={"type": "draw"}))
    before = call(s, op="state")
    other = Session()
    call(other, op="new", game="toy", seats=["human", "human", "bot"], seed=3)
    assert call(other, op="check", save=storage.save)["ok"]
    assert call(other, op="state")["seats"][2]["kind"] == "bot"
    bad = dict(storage.save, hash="0" * 16)
    assert call(s, op="check", save=bad)["kind"] == "bad-save"
    assert call(s, op="load", save=bad)["kind"] == "bad-save"
    assert call(s, op="state") == before


def test_undo_answers_a_delta_that_cuts_the_log_and_the_moves():
    s = Session()
    call(s, op="new", game="toy", seats=["human", "human"], seed=8)
    call(s, op="move", move={"type": "end"})
    assert call(s, op="move", move={"type": "mark"})["can_undo"]
    undone = call(s, op="undo")
    assert undone["full"] is False and not undone["can_undo"]
    assert undone["log"] == {"start": 1, "lines": []} and undone["events"] == []
    assert undone["record"]["start"] == 1 and undone["record"]["moves"] == []


def test_errors_come_back_as_data_and_change_nothing():
    s = Session()
    call(s, op="new", game="toy", seats=["human", "bot"], seed=4)
    before = call(s, op="state")
    assert call(s, op="move", move={"type": "steal"})["kind"] == "illegal"
    assert call(s, op="move", move={"type": "mark"}, player=1)["kind"] == "illegal"
    assert call(s, op="move", move={"type": "mark"}, player=True)["kind"] == "illegal"
    assert call(s, op="bot")["kind"] == "illegal"
    assert call(s, op="undo")["kind"] == "illegal"
    assert call(s, op="fly")["kind"] == "bad-request"
    assert call(s, op="play", move={"type": "mark"})["kind"] == "bad-request", "the op is called move now"
    assert json.loads(s.handle("{not json"))["kind"] == "bad-request"
    assert json.loads(s.handle("[1]"))["kind"] == "bad-request"
    assert call(s, op="new", game="chess", seats=["human"], seed=1)["kind"] == "bad-request"
    assert call(s, op="new", game="toy", seats=["human"], seed=1)["kind"] == "bad-request"
    assert call(s, op="new", game="toy", seats=["human", "human"], seed="x")["kind"] == "bad-request"
    assert call(s, op="load", save={"format": "nope"})["kind"] == "bad-save"
    assert call(s, op="check", save={"format": "nope"})["kind"] == "bad-save"
    assert call(s, op="state") == before


def test_catalog_lists_game_info():
    games = call(Session(), op="catalog")["games"]
    toy = next(g for g in games if g["id"] == "toy")
    assert toy["bots"] == ["random", "heuristic"] and toy["options"][0]["type"] == "bool" and toy["max_players"] == 3


def test_finished_game_reveals_everything_scores_and_says_game_over():
    s = Session()
    call(s, op="new", game="toy", seats=["bot", "bot"], seed=2)
    answer = call(s, op="state")
    while not answer["over"]:
        answer = call(s, op="bot")
    assert answer["viewer"] is None and answer["score"]["winners"]
    assert answer["events"][-1] == {"kind": "game_over", "seat": None, "winners": answer["score"]["winners"],
                                    "totals": [p["total"] for p in answer["score"]["players"]]}
    assert all(p["hand"] is not None for p in answer["view"]["players"])
    status = answer["record"]["summary"]["status"]
    assert text(status, seat_names=answer["record"]["summary"]["players"]).startswith("Finished")
    assert answer["record"]["public_view"] == answer["view"]


class SlowThinker:
    """A searching test bot: yields progress ten times, then plays the first legal move."""

    label = "Slow"

    def think(self, game, view, legal, player, rng, deadline):
        for step in range(10):
            yield step / 10
        return legal[0]


@pytest.fixture
def slow_bot(toy_in_catalog, monkeypatch):
    """The Toy game offers the SlowThinker as its "random" bot."""
    monkeypatch.setattr(type(toy_in_catalog), "bots", lambda self: {"random": SlowThinker()})


def test_a_sliced_bot_reports_progress_until_it_decides(slow_bot, monkeypatch):
    clock = iter(range(10_000))
    monkeypatch.setattr("gameshelf.engine.bridge.time.monotonic", lambda: next(clock))  # one "second" per look
    s = Session()
    call(s, op="new", game="toy", seats=["human", "bot"], seed=1)
    call(s, op="move", move={"type": "end"})
    progress = []
    answer = call(s, op="bot", slice=1)
    while answer.get("thinking"):
        assert answer == {"ok": True, "thinking": True, "seat": 1, "progress": answer["progress"]}
        progress.append(answer["progress"])
        answer = call(s, op="bot", slice=1)
    assert progress == sorted(progress) and len(progress) >= 5 and 0 <= progress[0] < progress[-1] < 1
    assert answer["full"] is False and answer["record"]["moves"] == [[1, {"type": "draw"}]]


def test_any_other_request_drops_a_running_search(slow_bot, monkeypatch):
    clock = iter(range(10_000))
    monkeypatch.setattr("gameshelf.engine.bridge.time.monotonic", lambda: next(clock))
    s = Session()
    call(s, op="new", game="toy", seats=["human", "bot"], seed=1)
    call(s, op="move", move={"type": "end"})
    assert call(s, op="bot", slice=1)["thinking"]
    assert s.thinking is not None
    call(s, op="state")
    assert s.thinking is None
    first = call(s, op="bot", slice=1)
    assert first["thinking"] and first["progress"] == 0.0, "the search starts again"
    assert call(s, op="bot")["record"]["moves"] == [[1, {"type": "draw"}]], "without slice a bot decides at once"


@pytest.mark.parametrize("game_id", ["off-the-rails", "ticket-to-ride", "kingdom-builder", "trick-of-the-rails"])
def test_a_move_through_the_bridge_costs_one_apply_and_one_legal_moves(game_id, monkeypatch):
    s = Session()
    answer = call(s, op="new", game=game_id, seats=["human", "human"] + ["human"] * (game_id == "trick-of-the-rails"), seed=3)
    game_class = type(s.match.game)
    calls = {"perform": 0, "legal_moves": 0}
    for name in calls:
        original = getattr(game_class, name)

        def counted(self, *args, _name=name, _original=original):
            calls[_name] += 1
            return _original(self, *args)

        monkeypatch.setattr(game_class, name, counted)
    for _ in range(6):
        calls.update(perform=0, legal_moves=0)
        answer = call(s, op="move", move=answer["legal"][-1], player=answer["viewer"])
        assert answer["ok"] and calls == {"perform": 1, "legal_moves": 1}, calls


def test_an_answer_for_any_seat_leaves_the_tables_own_seat_alone():
    s = Session()
    call(s, op="new", game="toy", seats=["human", "human"], seed=8)
    table = call(s, op="move", move={"type": "draw"})
    for seat in (0, 1, None):
        other = call(s, op="state", seat=seat)
        assert other["viewer"] == seat and other["view"] == s.match.game.view(s.match.state, seat)
        assert other["legal"] == (s.match.legal_moves(seat) if seat in other["to_act"] else [])
    assert call(s, op="state")["viewer"] == table["viewer"]
    refused = call(s, op="state", seat=2)
    assert refused["ok"] is False and refused["kind"] == "bad-request" and "seat" in refused["error"]

