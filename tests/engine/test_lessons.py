"""The lesson framework on the Toy game: checks as data, a run's statuses, validation and the CLI."""

import copy

import pytest

from gameshelf.cli import main
from gameshelf.engine import catalog, lessons
from gameshelf.engine.lessons import BadLesson, LessonRun, passes

SETUP = {"game": "toy", "rules_version": 1, "options": {}, "seed": 3, "seats": [{"kind": "human"}, {"kind": "bot"}]}
LESSON = {
    "id": "marks", "title": "Marks", "rule": "Marks are free", "seat": 0,
    "start": {"setup": SETUP, "moves": [[0, {"type": "end"}], [1, {"type": "end"}]]},
    "steps": [
        {"text": "A mark scores a point.", "prompt": "Make a mark.",
         "check": {"view": [{"path": ["players", 0, "marks"], "op": "increased"}]},
         "feedback": "That scores nothing.", "wrong": [{"move": {"type": "draw"}, "feedback": "A card is not a mark."}],
         "hint": [], "solution": {"type": "mark"}, "success": "One point."},
        {"text": "End your turn.", "prompt": "End it.", "check": {"like": {"type": "end"}},
         "feedback": "End the turn.", "wrong": [{"move": {"type": "mark"}, "feedback": "Enough marks."}],
         "hint": [{"cell": [0, 0]}], "solution": {"type": "end"}, "replies": [[1, {"type": "draw"}], [1, {"type": "end"}]]},
        {"text": "Draw.", "prompt": "Draw a card.", "check": {"move": {"type": "draw"}},
         "feedback": "Draw.", "wrong": [{"move": {"type": "fly"}, "feedback": "No such move."}],
         "hint": [], "solution": {"type": "draw"}},
    ],
}


@pytest.fixture
def toy_lessons(monkeypatch):
    """The Toy game has the one lesson above."""
    monkeypatch.setitem(lessons._cache, "toy", [LESSON])
    return LESSON


def test_checks_are_data():
    assert lessons.matches({"type": "claim", "cards": {"red": 2}}, {"type": "claim", "route": 3, "cards": {"red": 2}})
    assert not lessons.matches({"cards": {"red": 2}}, {"cards": {"red": 1}})
    before, after = {"p": [{"n": 1}], "xs": [1]}, {"p": [{"n": 2}], "xs": [1, 2]}
    assert lessons.holds({"path": ["p", 0, "n"], "op": "increased"}, before, after)
    assert lessons.holds({"path": ["xs", "#count"], "op": ">=", "value": 2}, before, after)
    assert lessons.holds({"path": ["xs"], "op": "contains", "value": 2}, before, after)
    assert not lessons.holds({"path": ["missing", 3], "op": "==", "value": None}, before, after)
    assert lessons.passes({"like": [{"type": "a"}, {"type": "b"}]}, {"type": "b"}, before, after, [])
    assert not lessons.passes({"like": {"type": "a"}, "view": []}, {"type": "b"}, before, after, [])
    took = [{"kind": "card_drawn", "seat": 0, "count": 1}, {"kind": "tile_taken", "seat": 0, "tile": "farm"}]
    assert lessons.passes({"effects": [{"kind": "tile_taken", "tile": "farm"}]}, {"type": "b"}, before, after, took)
    assert not lessons.passes({"effects": [{"kind": "tile_taken", "tile": "oasis"}]}, {"type": "b"}, before, after, took)


def test_a_run_goes_playing_wrong_solved_done(toy_lessons):
    run = LessonRun.open("toy/marks")
    start = run.state
    assert run.status_dict()["status"] == "playing" and run.status_dict()["steps"] == 3
    answer = run.try_move({"type": "draw"})
    assert answer["status"] == "wrong" and answer["feedback"] == "A card is not a mark."
    assert run.state is start, "a wrong move is taken back"
    assert run.try_move({"type": "end"})["feedback"] == "That scores nothing."
    with pytest.raises(BadLesson):
        run.next()
    assert run.try_move({"type": "mark"}) == run.status_dict()
    assert run.status == "solved" and run.feedback == "One point."
    with pytest.raises(BadLesson):
        run.try_move({"type": "end"})
    run.next()
    assert run.try_move({"type": "fly"})["feedback"] == "End the turn.", "an illegal move is wrong, not an error"
    run.show_me()
    assert run.moves[-3:] == [[0, {"type": "end"}], [1, {"type": "draw"}], [1, {"type": "end"}]], "replies played"
    run.next()
    assert run.try_move({"type": "fly"})["feedback"] == "No such move."
    assert run.show_me()["status"] == "done"
    assert run.reset()["step"] == 0 and run.state is start and len(run.moves) == 2


def test_the_toy_lesson_validates_and_broken_ones_are_named(toy_lessons):
    assert lessons.validate("toy") == []
    broken = copy.deepcopy(LESSON)
    broken["steps"][0]["wrong"] = [{"move": {"type": "mark"}, "feedback": "?"}]
    broken["steps"][1]["solution"] = {"type": "draw"}
    assert lessons.problems("toy", broken) == ["""toy/marks: step 1: the wrong move '{"type": "mark"}' passes the check"""]
    broken["steps"][0]["wrong"] = []
    assert "gives no wrong move" in lessons.problems("toy", broken)[0]
    broken = copy.deepcopy(LESSON)
    broken["steps"][1]["solution"] = {"type": "draw"}
    assert lessons.problems("toy", broken) == ["toy/marks: step 2: the solution does not pass the check"]
    broken["start"]["moves"] = [[1, {"type": "end"}]]
    assert "start position" in lessons.problems("toy", broken)[0]
    broken = copy.deepcopy(LESSON)
    broken["steps"][1]["replies"] = [[0, {"type": "draw"}]]
    assert "scripted reply" in lessons.problems("toy", broken)[0]
    broken["steps"][1]["replies"] = [[1, {"type": "draw"}]]
    assert "does not have to act" in lessons.problems("toy", broken)[0]
    broken["steps"][1]["replies"] = [[0, {"type": "draw"}]]
    assert "scripted reply" in lessons.problems("toy", broken)[0]
    del broken["steps"][2]["hint"]
    broken["steps"][1].pop("replies")
    assert lessons.problems("toy", broken) == ["toy/marks: step 3: misses hint"]


def test_cli_lists_and_fails_on_a_broken_lesson(toy_lessons, monkeypatch, capsys):
    assert main(["lessons", "toy", "--json"]) == 0
    assert '"id": "marks"' in capsys.readouterr().out
    broken = copy.deepcopy(LESSON)
    broken["steps"][0]["solution"] = {"type": "draw"}
    monkeypatch.setitem(lessons._cache, "toy", [LESSON, dict(broken, id="bad")])
    assert main(["lessons", "toy"]) == 1
    out, err = capsys.readouterr()
    assert "toy/marks: Marks (3 steps)" in out and "toy/bad" in err and "toy/marks" not in err


def test_unknown_lessons_and_games_are_refused():
    with pytest.raises(BadLesson):
        LessonRun.open("no-such-game/x")
    with pytest.raises(BadLesson):
        LessonRun.open("ticket-to-ride/no-such-lesson")


def test_every_game_is_listed_even_without_a_lesson_file(capsys):
    assert main(["lessons"]) == 0
    assert "toy/" not in capsys.readouterr().out


def toy_step(check, solution, wrong, **extra):
    """A Toy lesson step with placeholder texts."""
    return {"text": "Text.", "prompt": "Prompt.", "check": check, "feedback": "No.", "hint": [{"cell": [0, 0]}],
            "wrong": [{"move": wrong, "feedback": "Not that."}], "solution": solution, **extra}


ANOTHER_WAY = {  # step 1 may be solved by a mark instead of the scripted end, and the lesson's path no longer holds
    "id": "another-way", "title": "Another way", "rule": "Marks are free", "seat": 0,
    "start": {"setup": SETUP, "moves": [[0, {"type": "end"}], [1, {"type": "end"}], [0, {"type": "mark"}]]},
    "steps": [
        toy_step({"like": [{"type": "end"}, {"type": "mark"}]}, {"type": "end"}, {"type": "draw"},
                 replies=[[1, {"type": "end"}]]),
        toy_step({"like": [{"type": "mark"}, {"type": "draw"}]}, {"type": "mark"}, {"type": "end"}),
        toy_step({"move": {"type": "end"}, "view": [{"path": ["players", 0, "cards"], "op": "==", "value": 0}]},
                 {"type": "end"}, {"type": "draw"}),
    ],
}


@pytest.mark.parametrize("lang, note", [("en", "Your earlier move changed the game"), ("fr", "Votre coup précédent")])
def test_after_a_step_solved_another_way_show_me_plays_from_the_board_or_from_the_lessons_position(lang, note):
    assert lessons.problems("toy", ANOTHER_WAY) == []
    run = LessonRun("toy", ANOTHER_WAY, lang)
    assert run.try_move({"type": "mark"})["status"] == "solved", "the scripted reply, no longer legal, is left out"
    assert run.moves[-1] == [0, {"type": "mark"}] and run.game.to_act(run.state) == [0]
    step = run.next()
    assert step["feedback"] is None and step["hint"] == [], "the learner's board stays; the hint was for the solution"
    assert run.show_me()["status"] == "solved" and run.moves[-1] == [0, {"type": "draw"}], "a third mark is not legal"
    step = run.next()
    assert step["status"] == "playing" and note in step["feedback"] and step["hint"] == [{"cell": [0, 0]}]
    assert (run.state, run.moves) == run.scripted(2), "no end passes after a draw: back to the lesson's position"
    assert run.show_me()["status"] == "done"


def alternatives(run):
    """The learner's legal moves, other than the solution, that pass the step's check: what a learner may solve it with."""
    step, before = run.current(), run.view()
    legal = [m for m in run.game.legal_moves(run.state, run.seat) if m != step["solution"]]
    return [m for m in legal if run.outcome(m, before) is not None]


def sample(moves, most=8):
    """At most `most` moves spread over the list."""
    return moves[:: max(1, len(moves) // most)][:most]


def opened_at(ref, lang, step):
    """A run of a lesson brought to `step` by Show me (the lesson's own path)."""
    run = LessonRun.open(ref, lang)
    for _ in range(step):
        run.show_me()
        run.next()
    return run


def show_me_passes(run):
    """Show me on the current step solves it with a move of the learner that passes the step's check."""
    state, before, played = run.state, run.view(), len(run.moves)
    assert run.show_me()["status"] in ("solved", "done"), run.status_dict()
    seat, move = run.moves[played]
    assert seat == run.seat
    after, effects = run.game.play(state, seat, move)
    assert passes(run.lesson["steps"][run.step]["check"], move, before, run.game.view(after, seat), effects)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_show_me_solves_every_later_step_after_any_step_is_solved_another_way(game_id, lang):
    tried = 0
    for lesson in lessons.load(game_id, lang):
        ref, count = f"{game_id}/{lesson['id']}", len(lesson["steps"])
        for step in range(count):
            for move in sample(alternatives(opened_at(ref, lang, step))):
                run = opened_at(ref, lang, step)
                assert run.try_move(move)["status"] in ("solved", "done"), (ref, step, move)
                for later in range(step + 1, count):
                    assert run.next()["step"] == later
                    show_me_passes(run)
                tried += 1
    assert tried or not lessons.load(game_id, lang)
