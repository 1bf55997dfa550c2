"""Your games in Chromium: a game finished on the device is recorded (and stays when its save is deleted), the
screen's figures, charts and list match the records, a damaged record is set aside without losing the others,
and the history goes out to a file and comes back merged without duplicates."""

import json

import pytest

from tests.web.conftest import wait_ready
from tests.web.pagekit import PLAY_TO_THE_END

HISTORY = "() => window.gameshelf.history()"


def finished_game(page, site_url):
    """Play a 2-player Kingdom Builder game against Normal to its end on the page; its last snapshot."""
    page.goto(site_url + "#new=kingdom-builder&seats=human,bot:heuristic&names=Ann&seed=3")
    wait_ready(page)
    page.wait_for_function("() => window.gameshelf.snapshot()")
    snap = page.evaluate(PLAY_TO_THE_END)
    page.wait_for_function("() => window.gameshelf.history().length === 1")
    return snap


@pytest.mark.returning
def test_a_finished_game_is_in_your_games_and_stays_when_its_save_is_deleted(page, site_url):
    snap = finished_game(page, site_url)
    [record] = page.evaluate(HISTORY)
    totals = [p["total"] for p in snap["score"]["players"]]
    assert record["game"] == "kingdom-builder" and record["totals"] == totals and record["winners"] == snap["score"]["winners"]
    assert record["seats"] == [{"name": "Ann", "kind": "human"}, {"name": "Bot 2", "kind": "bot", "bot": "heuristic"}]
    assert record["moves"] == len(snap["log"]) and record["hints"] is False and len(json.dumps(record)) < 2000
    page.goto(site_url)
    wait_ready(page)
    page.locator(".save-card").get_by_role("button", name="Delete").click()
    page.locator(".modal").get_by_role("button", name="Delete").click()
    page.wait_for_function("() => !document.querySelector('.save-card')")
    assert page.evaluate(HISTORY) == [record]
    page.get_by_role("button", name="Your games").click()
    page.wait_for_function("() => document.body.dataset.screen === 'history'")
    won = 0 in record["winners"]
    row = page.locator(".history-game-row td").all_inner_texts()
    assert row[:4] == ["All opponents", "1", "1" if won else "0", "100%" if won else "0%"] and row[4] == str(totals[0])
    assert page.locator(".history-item").count() == 1
    assert page.locator(".history-result").inner_text() == ("Won" if won else "Lost")
    page.locator(".history-item").get_by_role("button", name="Replay").click()
    page.wait_for_function("() => document.body.dataset.screen === 'viewer' && window.gameshelf.snapshot()?.over")


def test_a_damaged_record_is_set_aside_the_figures_follow_the_records_and_a_history_file_merges_back(page, site_url, tmp_path):
    finished_game(page, site_url)
    [record] = page.evaluate(HISTORY)
    older = {**record, "id": "older-1", "ended": record["ended"] - 86_400_000, "winners": [1], "totals": [40, 55]}
    page.evaluate("""([older]) => {
      localStorage.setItem("gameshelf:history:" + older.id, JSON.stringify(older));
      localStorage.setItem("gameshelf:history:broken", "{");
    }""", [older])
    page.goto(site_url + "#history")
    wait_ready(page)
    page.wait_for_function("() => document.body.dataset.screen === 'history'")
    assert "1 history record could not be read" in page.locator(".history .banner").inner_text()
    assert page.locator(".history-item").count() == 2
    assert page.evaluate("() => localStorage.getItem('gameshelf:history-damaged:broken')") == "{"
    games, wins = page.locator(".history-game-row td").all_inner_texts()[1:3]
    assert games == "2" and wins == str(int(0 in record["winners"]))
    rates = page.locator(".history-chart").first.locator("tbody td").all_text_contents()
    assert rates == ["Normal", "50%" if 0 in record["winners"] else "0%", "2"]
    scores = page.locator(".history-chart").nth(1).locator("tbody td").all_text_contents()
    assert scores[1::2] == ["40", str(record["totals"][0])]  # oldest first
    page.get_by_label("Result").select_option("lost")
    assert page.locator(".history-item").count() == 2 - (0 in record["winners"])
    with page.expect_download() as download:
        page.get_by_role("button", name="Export the history").click()
    exported = tmp_path / "history.json"
    download.value.save_as(exported)
    page.get_by_role("button", name="Clear history").click()
    page.locator(".modal").get_by_role("button", name="Clear history").click()
    page.wait_for_function("() => document.querySelector('.history-empty')")
    assert page.evaluate(HISTORY) == []
    for added in ("2 games added (0 already here", "0 games added (2 already here"):
        page.locator(".history input[type=file]").set_input_files(str(exported))
        page.wait_for_function("(text) => document.body.textContent.includes(text)", arg=added)
    assert sorted(r["id"] for r in page.evaluate(HISTORY)) == sorted([record["id"], "older-1"])
    page.locator(".history input[type=file]").set_input_files({"name": "x.json", "mimeType": "application/json", "buffer": b"[1, 2]"})
    page.wait_for_function("() => document.body.textContent.includes('That file is not a Gameshelf history.')")
    assert len(page.evaluate(HISTORY)) == 2
