"""The gameshelf command line."""

import json

from gameshelf.cli import main


def test_list_names_every_game(capsys):
    assert main(["list"]) == 0
    assert "toy" in capsys.readouterr().out


def test_simulate_json_lines_and_summary(capsys):
    assert main(["simulate", "toy", "--players", "3", "--games", "3", "--seed", "7", "--bots", "random", "--json"]) == 0
    out, err = capsys.readouterr()
    games = [json.loads(line) for line in out.splitlines()]
    assert [g["seed"] for g in games] == [7, 8, 9]
    assert set(games[0]) >= {"game", "seed", "players", "moves", "scores", "winners", "final_view"}
    assert games[0]["players"] == 3 and "games/s" in err


def test_simulate_rejects_unknown_bots(capsys):
    assert main(["simulate", "toy", "--players", "2", "--bots", "wizard"]) == 2
