"""Bot ratings in Chromium: the new-game dialog names each level's rating, and Your games shows the player's
estimated rating per game from 3 counted games on (games with hints, or with two people at the device, do not
count), in English and French, worked out by Python (engine/player_ratings.py)."""

from gameshelf.engine import rating_table, ratings
from tests.web.conftest import wait_ready

GAME = "kingdom-builder"
DAY = 86_400_000


def record(n, bot, won, hints=False, people=("Ann",)):
    """A history record of a 2-seat (or more) Kingdom Builder game of `people` against one bot."""
    seats = [{"name": name, "kind": "human"} for name in people] + [{"name": "Bot", "kind": "bot", "bot": bot}]
    totals = [40] * len(people) + [30 if won else 50]
    return {"id": f"rated-{n}", "game": GAME, "ended": 1_700_000_000_000 + n * DAY, "moves": 90, "code": "GS1-x",
            "hints": hints, "seats": seats, "totals": totals, "winners": [0] if won else [len(people)]}


def seed(page, site_url, records):
    """Store these history records on the device (and only these), then open Your games."""
    page.goto(site_url)
    wait_ready(page)
    page.evaluate("""(records) => {
      for (const key of Object.keys(localStorage)) if (key.startsWith("gameshelf:history")) localStorage.removeItem(key);
      for (const r of records) localStorage.setItem("gameshelf:history:" + r.id, JSON.stringify(r));
    }""", records)
    page.goto(site_url + "#history")
    wait_ready(page)
    page.wait_for_function("() => document.body.dataset.screen === 'history' && document.querySelector('.history-item')")


def expected_line(results, games, template):
    """The estimate's line as Python works it out."""
    fit = ratings.fit_player(results)
    return template.format(rating=round(fit["rating"]), spread=round((fit["high"] - fit["low"]) / 2), n=games)


def test_the_new_game_dialog_names_each_levels_rating(open_site):
    page = open_site("")
    page.locator(f".game-card[data-game={GAME}] .new-game-btn").click()
    options = page.locator(".modal .seat-kind").nth(1).locator("option").all_inner_texts()
    levels = rating_table.level_ratings(GAME)
    names = {"random": "Random", "easy": "Easy", "heuristic": "Normal", "hard": "Hard"}
    assert levels and options[2:] == [f"Bot · {names[b]} · {levels[b]}" for b in ("random", "easy", "heuristic", "hard")]


def test_your_games_estimates_a_rating_from_three_counted_games_in_english_and_french(page, site_url):
    levels = rating_table.level_ratings(GAME)
    counted = [record(1, "heuristic", True), record(2, "hard", False)]
    not_counted = [record(3, "heuristic", True, hints=True), record(4, "easy", True, people=("Ann", "Bea"))]
    seed(page, site_url, counted + not_counted)
    assert page.locator(".history-ratings").count() == 0  # 2 counted games: no estimate yet
    counted.append(record(5, "easy", True))
    seed(page, site_url, counted + not_counted)
    results = [(levels["heuristic"], 1.0), (levels["hard"], 0.0), (levels["easy"], 1.0)]
    section = page.locator(".history-ratings")
    assert section.locator("h2").inner_text() == "Your estimated rating"
    assert section.locator(f"li[data-game={GAME}] .history-rating").inner_text() == expected_line(results, 3, "{rating} ± {spread} after {n} games")
    assert "estimate" in section.locator("p").inner_text() and "hints" in section.locator("p").inner_text()
    page.evaluate("() => localStorage.setItem('gameshelf-lang', 'fr')")
    page.reload()
    wait_ready(page)
    page.wait_for_function("() => document.documentElement.lang === 'fr' && document.querySelector('.history-ratings')")
    assert section.locator("h2").inner_text() == "Votre classement estimé"
    assert section.locator(".history-rating").inner_text() == expected_line(results, 3, "{rating} ± {spread} après {n} parties")
