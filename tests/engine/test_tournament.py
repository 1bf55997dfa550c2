"""Bot tournaments: seatings, statistics, and the `gameshelf tournament` command."""

import json
import time

import pytest

from gameshelf.cli import main
from gameshelf.engine import search, tournament


def test_lineups_rotate_the_bots_through_every_seat_once():
    assert tournament.lineups(["hard", "heuristic"], 2) == [["hard", "heuristic"], ["heuristic", "hard"]]
    assert tournament.lineups(["hard", "heuristic", "heuristic"], 3) == [
        ["hard", "heuristic", "heuristic"], ["heuristic", "heuristic", "hard"], ["heuristic", "hard", "heuristic"]]
    assert tournament.lineups(["hard", "heuristic"], 4) == [["hard", "heuristic"] * 2, ["heuristic", "hard"] * 2]
    assert tournament.lineups(["hard", "heuristic"], 1) == [["hard"], ["heuristic"]]


def test_wilson_interval_matches_known_values():
    low, high = tournament.wilson(0, 10)
    assert low == 0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = tournament.wilson(26, 40)
    assert low == pytest.approx(0.4951, abs=1e-3) and high == pytest.approx(0.7787, abs=1e-3)
    assert tournament.wilson(0, 0) == (0.0, 1.0)


def test_percentile_by_nearest_rank():
    assert tournament.percentile([], 0.5) == 0.0
    assert tournament.percentile([3, 1, 2, 4], 0.5) == 2
    assert tournament.percentile(list(range(1, 101)), 0.95) == 95


def test_ties_split_the_win_and_share_the_place():
    records = {}
    score = {"players": [{"total": 10}, {"total": 10}, {"total": 4}], "winners": [0, 1]}
    tournament.tally(records, ["hard", "heuristic", "heuristic"], score)
    assert records["hard"]["wins"] == 0.5 and records["heuristic"]["wins"] == 0.5
    assert records["hard"]["ranks"] == [1] and records["heuristic"]["ranks"] == [1, 3]
    assert records["hard"]["margins"] == [0] and records["heuristic"]["margins"] == [0, -6]


def test_json_summary_has_exactly_the_agreed_fields(capsys):
    assert main(["tournament", "toy", "--players", "2", "--bots", "random", "--games", "4", "--seed", "3", "--json"]) == 0
    out, err = capsys.readouterr()
    summary = json.loads(out)
    assert set(summary) == {"game", "players", "games", "budget", "bots"}
    assert summary["game"] == "toy" and summary["players"] == 2 and summary["games"] == 4
    entry = summary["bots"]["random"]
    assert set(entry) == {"games", "wins", "win_rate", "wilson_low", "wilson_high", "mean_rank", "mean_margin",
                          "decision_p50_s", "decision_p95_s"}
    assert entry["games"] == 4 and entry["wins"] == 4 and err.count("game ") == 4


def test_ticket_to_ride_table_names_each_bot(capsys):
    assert main(["tournament", "ticket-to-ride", "--players", "2", "--bots", "heuristic,random", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "heuristic" in out and "random" in out and "95% interval" in out


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_an_invariant_break_fails_the_command(toy_in_catalog, monkeypatch, jobs):
    def broken(state):
        raise AssertionError("cards appeared from nowhere")

    monkeypatch.setattr(toy_in_catalog, "check_invariants", broken)
    assert main(["tournament", "toy", "--players", "2", "--bots", "random", "--games", "3", "--jobs", jobs]) == 1


def test_games_shared_out_to_processes_are_the_games_of_one_process(toy_in_catalog):
    lines = {}

    def seen(jobs):
        lines[jobs] = []
        result = tournament.run("toy", 3, ["random"], 6, 0.1, seed=40, jobs=jobs,
                                on_game=lambda k, deal, seating, score: lines[jobs].append((k, deal, seating, score)))
        for entry in result["bots"].values():
            entry.pop("decision_p50_s"), entry.pop("decision_p95_s")
        return result

    assert seen(2) == seen(1)
    assert lines[2] == lines[1] and [k for k, *_ in lines[1]] == list(range(6))


def test_unknown_bots_are_refused():
    assert main(["tournament", "toy", "--players", "2", "--bots", "wizard"]) == 2


def test_a_cpu_clock_tournament_restores_the_wall_clock(capsys):
    assert main(["tournament", "ticket-to-ride", "--players", "2", "--bots", "hard,random", "--games", "1",
                 "--budget", "0.01", "--clock", "cpu", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["bots"]["hard"]["wins"] == 1 and summary["bots"]["hard"]["decision_p50_s"] > 0
    assert search.clock is time.monotonic
