"""Bot level ratings: the Bradley-Terry fit, one player's rating, the pairwise count of rating games, the committed file."""

import math

from gameshelf import cli
from gameshelf.engine import catalog, rating_runs, rating_table, ratings

STRENGTHS = {"random": 1000, "easy": 1300, "heuristic": 1500, "hard": 1700}


def synthetic(strengths, games):
    """Pairings of rating_runs.PAIRINGS with each pair's expected results over `games` games (no draws)."""
    out = []
    for a, b in rating_runs.PAIRINGS:
        wins = round(games * ratings.expected(strengths[a], strengths[b]))
        out.append({"a": a, "b": b, "wins": wins, "losses": games - wins, "draws": 0})
    return out


def half_width(level):
    """Half an interval's width."""
    return (level["high"] - level["low"]) / 2


def test_fit_recovers_known_strengths_from_many_games():
    fitted = ratings.fit(synthetic(STRENGTHS, 100000))
    for name, strength in STRENGTHS.items():
        assert abs(fitted[name]["rating"] - strength) < 2, (name, fitted[name])
        assert fitted[name]["low"] < strength + 1e-9 and strength - 1e-9 < fitted[name]["high"]


def test_random_is_anchored_at_1000_whatever_the_results():
    fitted = ratings.fit(synthetic({"random": 0, "easy": 50, "heuristic": 900, "hard": 1000}, 40))
    assert fitted["random"] == {"rating": 1000.0, "low": 1000.0, "high": 1000.0}
    assert fitted["easy"]["rating"] > 1000


def test_interval_shrinks_with_more_games():
    few, many = ratings.fit(synthetic(STRENGTHS, 20)), ratings.fit(synthetic(STRENGTHS, 2000))
    for name in ("easy", "heuristic", "hard"):
        assert half_width(many[name]) < half_width(few[name]) / 5


def test_virtual_draw_keeps_a_perfect_score_finite():
    pairings = [{"a": "random", "b": "easy", "wins": 0, "losses": 20, "draws": 0}]
    easy = ratings.fit(pairings)["easy"]
    # 20 wins and a virtual draw: 20.5 of 21 points, odds 41 to 1
    assert abs(easy["rating"] - (1000 + 400 * math.log10(41))) < 1e-6
    assert 1000 < easy["low"] < easy["high"] < 2500


def test_a_draw_counts_half():
    fitted = ratings.fit([{"a": "random", "b": "easy", "wins": 5, "losses": 5, "draws": 10}])
    assert abs(fitted["easy"]["rating"] - 1000) < 1e-6


def test_fit_player_recovers_a_known_rating():
    results = []
    for opponent in (1000, 1300, 1600):
        p = ratings.expected(1400, opponent)
        wins = round(10000 * p)
        results += [(opponent, 1.0)] * wins + [(opponent, 0.0)] * (10000 - wins)
    player = ratings.fit_player(results)
    assert abs(player["rating"] - 1400) < 2 and player["games"] == 30000
    assert player["low"] < 1400 < player["high"] and player["high"] - player["low"] < 20


def test_fit_player_is_finite_for_a_perfect_score_and_none_without_games():
    player = ratings.fit_player([(1200, 1.0)] * 3)
    # 3.5 of 4 points against 1200: odds 7 to 1
    assert abs(player["rating"] - (1200 + 400 * math.log10(7))) < 1e-6
    assert ratings.fit_player([]) is None


def test_every_pair_of_seats_of_the_two_bots_in_a_game_is_one_result():
    score = {"players": [{"total": 30}, {"total": 10}, {"total": 10}], "winners": [0]}
    counts = {"wins": 0, "losses": 0, "draws": 0}
    rating_runs.count_pairs(counts, ["easy", "random", "easy"], score, "random", "easy")
    assert counts == {"wins": 0, "losses": 1, "draws": 1}


def test_at_an_odd_seat_count_each_level_has_the_extra_seat_in_half_the_games():
    seatings = []
    rating_runs.play_pairing("trick-of-the-rails", "random", "easy", 12, 0.05, on_game=lambda k, deal, seating, score: seatings.append(seating))
    assert len(seatings) == 12 and sum(s.count("random") == 2 for s in seatings) == 6
    assert rating_runs.orders_of("random", "easy", 2) == [["random", "easy"]]


def test_a_pairing_counts_one_result_per_two_player_game():
    counts = rating_runs.play_pairing("kingdom-builder", "random", "easy", 2, 0.05)
    assert counts["a"] == "random" and counts["wins"] + counts["losses"] + counts["draws"] == 2


def test_the_committed_file_covers_every_game_and_level():
    saved = rating_table.load()
    assert sorted(saved) == sorted(set(catalog.game_ids()) - {"toy"})  # the Toy game is tests/engine's own
    for game_id, entry in saved.items():
        levels = entry["levels"]
        assert set(levels) == set(catalog.get(game_id).bots()), game_id
        assert levels["random"] == {"rating": 1000, "low": 1000, "high": 1000}
        for level in levels.values():
            assert level["low"] <= level["rating"] <= level["high"]
        assert [(p["a"], p["b"]) for p in entry["pairings"]] == list(rating_runs.PAIRINGS)
        for p in entry["pairings"]:
            assert all(isinstance(p[k], int) and p[k] >= 0 for k in ("wins", "losses", "draws"))
        assert entry["command"].startswith(f"gameshelf ratings {game_id} ") and entry["budget"] > 0
        assert catalog.get(game_id).info()["ratings"] == {name: level["rating"] for name, level in levels.items()}


def test_the_ratings_command_saves_a_game_beside_the_others(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(rating_table, "FILE", str(tmp_path / "ratings.json"))
    rating_table.save("ticket-to-ride", {"levels": {"random": {"rating": 1000.0, "low": 1000.0, "high": 1000.0}}})
    assert cli.main(["ratings", "kingdom-builder", "--games", "1", "--budget", "0.02", "--clock", "cpu", "--save"]) == 0
    printed = capsys.readouterr().out
    saved = rating_table.load()
    assert sorted(saved) == ["kingdom-builder", "ticket-to-ride"]
    entry = saved["kingdom-builder"]
    assert entry["command"] == "gameshelf ratings kingdom-builder --players 2 --games 1 --budget 0.02 --seed 1000 --clock cpu"
    assert entry["command"] in printed and "random vs easy:" in printed
    assert all(isinstance(v, int) for level in entry["levels"].values() for v in level.values())
    assert sum(p["wins"] + p["losses"] + p["draws"] for p in entry["pairings"]) == len(rating_runs.PAIRINGS)
