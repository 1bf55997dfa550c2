"""The bridge's lesson ops: many boards in one worker, wrong moves change nothing, the match is never touched."""

import json

import pytest

from gameshelf.engine import catalog, lessons
from gameshelf.engine.bridge import Session
from gameshelf.engine.game import state_hash
from tests.engine.test_lessons import LESSON

HUMAN_AND_BOT = [{"kind": "human", "name": "Ann"}, {"kind": "bot"}]
REAL_GAMES = ["ticket-to-ride", "ticket-to-ride-nordic", "kingdom-builder", "off-the-rails", "trick-of-the-rails"]


def call(session, **req):
    return json.loads(session.handle(json.dumps(req)))


@pytest.fixture
def toy_lessons(monkeypatch):
    """The Toy game has the one three-step lesson of test_lessons."""
    monkeypatch.setitem(lessons._cache, "toy", [LESSON])


def test_a_lesson_answer_is_a_full_table_answer_of_the_learner_plus_its_board_and_lesson(toy_lessons):
    s = Session()
    lesson = call(s, op="lesson_open", board="a", lesson="toy/marks")
    call(s, op="new", game="toy", seats=[{"kind": "human", "name": "You"}, {"kind": "bot"}], seed=1)
    table = call(s, op="state", seat=0)
    assert set(lesson) == set(table) - {"record"} | {"board", "lesson"}
    assert lesson["full"] is True and lesson["rules_version"] == table["rules_version"] and lesson["log"] == table["log"]


def test_a_lesson_board_plays_wrong_solved_next_done(toy_lessons):
    s = Session()
    start = call(s, op="lesson_open", board="a", lesson="toy/marks")
    assert start["ok"] and start["board"] == "a" and start["viewer"] == 0 and start["seats"][0]["name"] == "You"
    assert {"type": "mark"} in start["legal"] and start["events"] == []
    assert {"type": "draw"} in start["legal"], "the step's scripted wrong move is offered"
    assert start["lesson"] == {"game": "toy", "id": "marks", "title": "Marks", "rule": "Marks are free", "step": 0,
                               "steps": 3, "status": "playing", "feedback": None, "text": "A mark scores a point.",
                               "prompt": "Make a mark.", "hint": []}
    wrong = call(s, op="lesson_move", board="a", move={"type": "draw"})
    assert wrong["lesson"]["status"] == "wrong" and wrong["lesson"]["feedback"] == "A card is not a mark."
    assert wrong["view"] == start["view"] and wrong["legal"] == start["legal"] and wrong["events"] == []
    solved = call(s, op="lesson_move", board="a", move={"type": "mark"})
    assert solved["lesson"]["status"] == "solved" and solved["legal"] == [], "a solved step takes no more moves"
    assert solved["events"] and solved["view"] != start["view"]
    assert call(s, op="lesson_move", board="a", move={"type": "end"})["kind"] == "bad-request"
    step2 = call(s, op="lesson_next", board="a")
    assert step2["lesson"]["step"] == 1 and step2["lesson"]["hint"] == [{"cell": [0, 0]}] and step2["legal"]
    replied = call(s, op="lesson_show", board="a")
    kinds = [e["kind"] for e in replied["events"]]
    assert replied["lesson"]["status"] == "solved" and len(kinds) >= 3, "the replies' events come with the answer"
    call(s, op="lesson_next", board="a")
    assert call(s, op="lesson_show", board="a")["lesson"]["status"] == "done"
    again = call(s, op="lesson_reset", board="a")
    assert again["view"] == start["view"] and again["lesson"] == start["lesson"]
    assert call(s, op="lesson_state", board="a") == again


def test_boards_are_independent_and_never_touch_the_match(toy_lessons):
    s = Session()
    call(s, op="new", game="toy", seats=HUMAN_AND_BOT, seed=4)
    call(s, op="move", move={"type": "end"})
    thinking = call(s, op="bot", slice=0.000001)
    before = (state_hash(s.match.state), list(s.match.log), s.thinking)
    call(s, op="lesson_open", board="a", lesson="toy/marks")
    call(s, op="lesson_open", board="b", lesson="toy/marks")
    call(s, op="lesson_move", board="a", move={"type": "mark"})
    assert call(s, op="lesson_state", board="b")["lesson"]["status"] == "playing"
    assert call(s, op="lesson_state", board="a")["lesson"]["status"] == "solved"
    assert (state_hash(s.match.state), s.match.log, s.thinking) == before, "a lesson op changed the match"
    if thinking.get("thinking"):
        assert call(s, op="bot")["ok"], "the paused bot search goes on after lesson ops"
    assert call(s, op="lesson_close", board="a") == {"ok": True}
    assert call(s, op="lesson_state", board="a")["kind"] == "bad-request"


@pytest.mark.parametrize("req", [
    {"op": "lesson_open", "lesson": "toy/marks"},
    {"op": "lesson_open", "board": "<script>", "lesson": "toy/marks"},
    {"op": "lesson_open", "board": "a", "lesson": "toy/nope"},
    {"op": "lesson_open", "board": "a", "lesson": "nope/marks"},
    {"op": "lesson_open", "board": "a", "lesson": 7},
    {"op": "lesson_move", "board": "never-opened", "move": {"type": "mark"}},
    {"op": "lesson_next", "board": "a"},
    {"op": "lesson_list", "game": "nope"},
    {"op": "lesson_open", "board": "a", "lesson": "toy/marks", "lang": "<fr>"},
    {"op": "lesson_list", "lang": 7},
])
def test_bad_lesson_requests_are_refused_with_a_reason(toy_lessons, req):
    s = Session()
    answer = json.loads(s.handle(json.dumps(req)))
    assert answer["ok"] is False and answer["kind"] in ("bad-request", "too-large") and answer["error"]
    assert s.match is None


def test_lesson_list_names_every_lesson_with_its_rule():
    listed = call(Session(), op="lesson_list")["lessons"]
    assert {l["game"] for l in listed} == set(REAL_GAMES)
    for game_id in REAL_GAMES:
        assert [l["id"] for l in listed if l["game"] == game_id] == [l["id"] for l in lessons.load(game_id)]
    assert all(l["rule"].startswith("#") and l["steps"] >= 1 and l["title"] for l in listed)


@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_a_french_board_serves_the_overlay_texts_and_plays_the_same_moves(game_id):
    s = Session()
    english, french = lessons.load(game_id)[0], lessons.load(game_id, "fr")[0]
    ref = f"{game_id}/{english['id']}"
    start = call(s, op="lesson_open", board="fr", lesson=ref, lang="fr")
    assert start["lesson"]["title"] == french["title"] != "" and start["seats"][start["viewer"]]["name"] == "Vous"
    step = english["steps"][0]
    assert (start["lesson"]["text"], start["lesson"]["prompt"]) == (french["steps"][0]["text"], french["steps"][0]["prompt"])
    assert (start["lesson"]["text"], start["lesson"]["prompt"]) != (step["text"], step["prompt"]), "the texts are French"
    wrong = call(s, op="lesson_move", board="fr", move=step["wrong"][0]["move"])
    assert wrong["lesson"]["feedback"] == french["steps"][0]["wrong"][0]["feedback"] != step["wrong"][0]["feedback"]
    solved = call(s, op="lesson_show", board="fr")["lesson"]
    assert solved["feedback"] == french["steps"][0].get("success") and solved["status"] in ("solved", "done")
    same = call(s, op="lesson_open", board="en", lesson=ref)
    assert same["lesson"]["title"] == english["title"] and same["view"] == start["view"] and same["legal"] == start["legal"]
    assert [l["title"] for l in call(s, op="lesson_list", game=game_id, lang="fr")["lessons"]] == \
        [l["title"] for l in lessons.load(game_id, "fr")]


def test_a_language_without_an_overlay_gets_the_english_texts(toy_lessons):
    answer = call(Session(), op="lesson_open", board="a", lesson="toy/marks", lang="de")
    assert answer["lesson"]["title"] == "Marks" and answer["seats"][0]["name"] == "You"


@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_every_lesson_plays_through_the_bridge(game_id):
    s = Session()
    for entry in lessons.listing(game_id):
        answer = call(s, op="lesson_open", board=game_id, lesson=f"{game_id}/{entry['id']}")
        for step in range(entry["steps"]):
            assert answer["lesson"]["step"] == step and answer["legal"], f"{entry['id']} step {step + 1} takes no move"
            wrong = lessons.find(game_id, entry["id"])["steps"][step]["wrong"][0]["move"]
            solution = lessons.find(game_id, entry["id"])["steps"][step]["solution"]
            hint = call(s, op="lesson_hint", board=game_id)
            assert hint["move"] == solution and hint["label"] and hint["reason"], "the hint is the step's solution, with why"
            assert call(s, op="lesson_state", board=game_id) == answer, "a hint changes nothing on the board"
            assert wrong in answer["legal"], "the board offers the scripted mistake, so a learner can try it"
            refused = call(s, op="lesson_move", board=game_id, move=wrong)
            assert refused["lesson"]["status"] == "wrong" and refused["view"] == answer["view"]
            assert call(s, op="lesson_hint", board=game_id)["move"] == solution, "after a mistake the hint still shows the way"
            assert solution in answer["legal"], "the renderer can offer the solution"
            answer = call(s, op="lesson_move", board=game_id, move=solution)
            assert answer["lesson"]["status"] in ("solved", "done")
            if answer["lesson"]["status"] == "solved":
                answer = call(s, op="lesson_next", board=game_id)
        assert answer["lesson"]["status"] == "done"
        assert call(s, op="lesson_hint", board=game_id)["ok"] is False, "a finished lesson has no hint"
