"""Every lesson board of every game through the bridge's lesson ops, as a wandering learner drives it: random legal
moves (a step solved any way it can be), moves of wrong JSON types, Show me, Next and Reset in any order, and lesson
requests with fields of every JSON type. Each answer is a board or a short refusal that changed nothing; a wrong move
leaves the board as it was; Show me always solves the step, whatever the learner played before."""

import random

import pytest

from gameshelf.engine import catalog, lessons
from tests.fuzz.driver import TALLY, Table, assert_refused
from tests.fuzz.mutate import WEIRD, bad_move

ACTIONS = 60  # requests per lesson board
OPS = ["lesson_open", "lesson_list", "lesson_move", "lesson_show", "lesson_next", "lesson_reset", "lesson_state",
       "lesson_close"]


def hostile(rng, ref, legal):
    """A lesson request with one field of a wrong type or value, or a move of wrong JSON types."""
    if rng.random() < 0.5 and legal:
        return {"op": "lesson_move", "board": "b", "move": bad_move(rng, rng.choice(legal))}
    request = {"op": rng.choice(OPS), "board": "b", "lesson": ref, "lang": "fr", "move": rng.choice(legal or [{}])}
    field = rng.choice(["op", "board", "lesson", "lang", "game", "move"])
    return dict(request, **{field: rng.choice(WEIRD + ["", "b" * 65, ref + "/x", "/" + ref, "fr-FR", "<b>"])})


def board(table):
    """The lesson run on board "b" (None when the board is closed)."""
    return table.session.lessons.runs.get("b", (None,))[0]


def fingerprint(table):
    """Everything a refused request or a wrong move must leave as it was."""
    run = board(table)
    return run and (run.step, run.status, run.state, list(run.moves))


@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_a_wandering_learner_and_hostile_lesson_requests_never_break_a_board(game_id):
    rng = random.Random(game_id)
    for lesson in lessons.load(game_id):
        ref = f"{game_id}/{lesson['id']}"
        table = Table()
        answer = table.send({"op": "lesson_open", "board": "b", "lesson": ref, "lang": rng.choice(["en", "fr"])})
        assert answer["ok"], answer
        for _ in range(ACTIONS):
            status, before = answer["lesson"]["status"], fingerprint(table)
            choice = rng.random()
            if choice < 0.3:
                request = hostile(rng, ref, answer["legal"])
            elif choice < 0.55 and answer["legal"]:
                request = {"op": "lesson_move", "board": "b", "move": rng.choice(answer["legal"])}
            elif choice < 0.7 and status in ("playing", "wrong"):
                request = {"op": "lesson_show", "board": "b"}
            else:
                request = {"op": rng.choice(["lesson_next", "lesson_reset", "lesson_state"]), "board": "b"}
            reply = table.send(request)
            TALLY["lesson requests"] += 1
            if not reply["ok"]:
                assert_refused(reply, repr(request)[:300])
                assert fingerprint(table) == before, "a refused lesson request changed the board"
                continue
            if reply.get("board") != "b":  # a list, a close, or another board opened by a hostile request
                answer = table.send({"op": "lesson_open", "board": "b", "lesson": ref}) if board(table) is None else (
                    table.send({"op": "lesson_state", "board": "b"}))
                continue
            if request["op"] == "lesson_show":
                assert reply["lesson"]["status"] in ("solved", "done"), reply["lesson"]
            if reply["lesson"]["status"] == "wrong":
                assert fingerprint(table)[2:] == before[2:], "a wrong move changed the position"
            answer = reply
