"""The post-game analysis (engine/analysis.py) on a whole bot game, and its command line."""

import json

import pytest

from gameshelf.cli import main
from gameshelf.engine import analysis, bridge, simulate
from gameshelf.engine.bots import finish
from gameshelf.engine.game import IllegalMove
from gameshelf.engine.positions import BadPosition
from gameshelf.engine.replay import Replay, code_of
from gameshelf.engine.search import MIN_WORLDS

ROUNDS = MIN_WORLDS  # sampled worlds per decision: the fewest that may judge a move


@pytest.fixture(scope="module")
def bot_game():
    """(code, match) of a 3-player Trick of the Rails game between Normal bots (its last tricks are forced)."""
    match = simulate.play_out("trick-of-the-rails", 3, 1, ["heuristic"], check=False)
    return code_of(match), match


@pytest.fixture(scope="module")
def analysed(bot_game):
    """(progress fractions, result) of seat 0's analysis of the bot game."""
    steps = analysis.analyse(bot_game[0], 0, rounds=ROUNDS)
    fractions = []
    while True:
        try:
            fractions.append(next(steps))
        except StopIteration as done:
            return fractions, done.value


def test_every_decision_of_the_seat_is_reported_in_order(bot_game, analysed):
    _, match = bot_game
    result = analysed[1]
    assert [d["at"] for d in result["decisions"]] == [at for at, (player, _) in enumerate(match.log) if player == 0]
    assert all(d["played"] == match.log[d["at"]][1] for d in result["decisions"])
    assert (result["game"], result["seat"], result["mode"], result["measure"]) == ("trick-of-the-rails", 0, "fair", "win")


def test_a_forced_move_is_never_judged(analysed):
    forced = [d for d in analysed[1]["decisions"] if d["forced"]]
    assert forced
    assert all(d["mark"] is None and d["cost"] is None and d["worlds"] == 0 for d in forced)


def test_a_judged_move_has_its_worlds_interval_and_a_mark_only_when_the_interval_excludes_zero(analysed):
    judged = [d for d in analysed[1]["decisions"] if not d["forced"]]
    assert judged and all(d["worlds"] == ROUNDS for d in judged)
    for d in judged:
        assert d["best_value"] >= d["played_value"] and d["cost"] == pytest.approx(d["best_value"] - d["played_value"])
        assert d["low"] <= d["cost"] <= d["high"]
        assert d["mark"] == analysis.mark_of(d["cost"], d["low"], "win")
        assert d["mark"] is None or d["low"] > 0


def test_the_curve_and_summary_match_the_decisions(analysed):
    result = analysed[1]
    judged = [d for d in result["decisions"] if not d["forced"]]
    assert result["curve"] == [{"at": d["at"], "value": d["played_value"]} for d in judged]
    summary = result["summary"]
    assert summary["judged"] == len(judged)
    assert {name: summary[name] for name in ("inaccuracy", "mistake", "blunder")} == {
        name: sum(d["mark"] == name for d in judged) for name in ("inaccuracy", "mistake", "blunder")}
    assert summary["average_cost"] == pytest.approx(sum(d["cost"] for d in judged) / len(judged))


def test_progress_rises_to_one(analysed):
    fractions = analysed[0]
    assert fractions == sorted(fractions) and fractions[-1] == 1.0 and all(0 <= f <= 1 for f in fractions)


def test_marks_need_the_threshold_and_an_interval_above_zero():
    assert analysis.mark_of(0.3, 0.01, "win") == "blunder"
    assert analysis.mark_of(0.12, 0.01, "win") == "mistake"
    assert analysis.mark_of(0.06, 0.01, "win") == "inaccuracy"
    assert analysis.mark_of(0.04, 0.01, "win") is None
    assert analysis.mark_of(0.5, 0.0, "win") is None
    assert analysis.mark_of(0.5, None, "win") is None
    assert analysis.mark_of(11, 1, "score") == "blunder" and analysis.mark_of(3, 1, "score") == "inaccuracy"


def test_the_same_analysis_twice_is_identical(bot_game, analysed):
    assert finish(analysis.analyse(bot_game[0], 0, rounds=ROUNDS)) == analysed[1]


def test_the_command_line_analyses_a_code_from_simulate(capsys, analysed):
    assert main(["simulate", "trick-of-the-rails", "--players", "3", "--seed", "1", "--bots", "heuristic", "--json"]) == 0
    code = json.loads(capsys.readouterr().out.splitlines()[0])["code"]
    assert main(["analyse", code, "--seat", "0", "--rounds", str(ROUNDS), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == dict(analysed[1], budget=analysis.BUDGET)
    assert main(["analyse", code, "--seat", "0", "--rounds", str(ROUNDS)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == analysed[1]["summary"]["judged"] + 1
    assert lines[-1].startswith("trick-of-the-rails, seat 0 (fair, by win):")


def test_the_command_line_refuses_a_damaged_code(capsys):
    assert main(["analyse", "not-a-code"]) == 2
    assert "error" in capsys.readouterr().err


def call(session, **req):
    """One bridge request's answer, as a dict."""
    return json.loads(session.handle(json.dumps(req)))


def test_the_bridge_analyses_in_slices_until_done_and_can_stop(bot_game):
    code, match = bot_game
    session = bridge.Session()
    first = call(session, op="analyse", code=code, seat=0, budget=0.01, slice=0.001)
    assert first["ok"] and first["thinking"] and 0 <= first["progress"] < 1
    assert call(session, op="analyse_stop") == {"ok": True} and session.analysis is None
    answers = [call(session, op="analyse", code=code, seat=0, budget=0.01, slice=0.001)]
    while answers[-1]["thinking"]:
        answers.append(call(session, op="analyse", code=code, seat=0, budget=0.01, slice=0.001))
    progress = [a["progress"] for a in answers[:-1]]
    assert progress == sorted(progress)
    result = answers[-1]["analysis"]
    assert (result["game"], result["seat"], result["mode"], result["budget"]) == ("trick-of-the-rails", 0, "fair", 0.01)
    assert [d["at"] for d in result["decisions"]] == [at for at, (player, _) in enumerate(match.log) if player == 0]


def test_the_bridge_refuses_a_bad_code_or_seat(bot_game):
    session = bridge.Session()
    assert call(session, op="analyse", code="not-a-code")["kind"] == "bad-position"
    assert call(session, op="analyse", code=bot_game[0], seat=3)["kind"] == "bad-request"
    assert call(session, op="analyse", code=bot_game[0], budget=0)["kind"] == "bad-request"


def judged_decisions(analysed):
    """The analysis's judged decisions (more than one legal move)."""
    return [d for d in analysed[1]["decisions"] if not d["forced"]]


def test_trying_the_move_played_again_gives_the_analysis_own_judgement(bot_game, analysed):
    replay = Replay.of_code(bot_game[0])
    for decision in judged_decisions(analysed)[:4]:
        assert finish(analysis.retry(replay, 0, decision["at"], decision["played"], rounds=ROUNDS)) == decision


def test_trying_the_best_move_is_as_good_as_the_best(bot_game, analysed):
    replay = Replay.of_code(bot_game[0])
    for decision in judged_decisions(analysed)[:4]:
        tried = finish(analysis.retry(replay, 0, decision["at"], decision["best"], rounds=ROUNDS))
        assert tried["best"] == decision["best"] and tried["cost"] == 0.0 and tried["mark"] is None


def test_a_try_must_be_a_legal_move_at_one_of_the_seats_decisions(bot_game):
    replay = Replay.of_code(bot_game[0])
    rival_turn = next(at for at, (player, _) in enumerate(bot_game[1].log) if player == 1)
    with pytest.raises(BadPosition):
        finish(analysis.retry(replay, 0, rival_turn, bot_game[1].log[rival_turn][1], rounds=ROUNDS))
    with pytest.raises(IllegalMove):
        finish(analysis.retry(replay, 0, 0, {"type": "no-such-move"}, rounds=ROUNDS))


def test_the_bridge_offers_the_seats_moves_and_judges_a_try_in_slices(bot_game, analysed):
    code, match = bot_game
    replay = Replay.of_code(code)
    decision = judged_decisions(analysed)[0]
    session = bridge.Session()
    offered = call(session, op="analyse_try", code=code, seat=0, at=decision["at"])["moves"]
    state = replay.states[decision["at"]]
    assert [m["move"] for m in offered] == replay.game.legal_moves(state, 0)
    assert [m["label"] for m in offered] == json.loads(json.dumps([replay.game.move_label(state, 0, m["move"]) for m in offered]))
    request = dict(op="analyse_try", code=code, seat=0, at=decision["at"], move=offered[-1]["move"], budget=0.01, slice=0.001)
    answers = [call(session, **request)]
    while answers[-1]["thinking"]:
        answers.append(call(session, **request))
    tried = answers[-1]["decision"]
    assert tried["at"] == decision["at"] and tried["played"] == offered[-1]["move"] and session.analysis is None
    assert call(session, op="analyse_try", code=code, seat=0, at=decision["at"], move={"type": "no"})["kind"] == "illegal"
    assert call(session, op="analyse_try", code=code, seat=0, at=-1)["kind"] == "bad-position"


def test_a_decision_is_weighed_in_one_world_at_least_even_past_its_deadline(bot_game, monkeypatch):
    ticks = iter(range(0, 10**9, 1000))  # a clock where every reading is 1,000 s later: every deadline has passed
    monkeypatch.setattr(analysis.search, "clock", lambda: next(ticks))
    result = finish(analysis.analyse(bot_game[0], 0, budget=0.01))
    judged = [d for d in result["decisions"] if not d["forced"]]
    assert judged and all(d["worlds"] == 1 and d["played_value"] is not None for d in judged)
