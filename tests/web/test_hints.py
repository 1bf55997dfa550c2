"""Hints in Chromium: off unless the new-game dialog asks for them; the Hint button (by keyboard) shows the Hard bot's
legal move on the board with its reason, says it in the live region, and marks the game in its save and its history
record, across a reload."""

import json

from tests.web.conftest import wait_ready
from tests.web.keyboard import tab_to
from tests.web.pagekit import KEEP_ALL, PLAY_TO_THE_END, STATE, idle, stored_games, table_id

HINTED = "#new=ticket-to-ride&seats=human,bot:random&names=Ann&seed=9&hints=1"
REASON = "#hint-reason:not([hidden])"
SHOWN_MOVE = "() => JSON.parse(document.querySelector('.hint-box').dataset.hint)"


def open_table(page, site_url, link):
    """Open a table from a link (a hash) and wait until it is idle on the first snapshot."""
    page.goto(site_url + link)
    wait_ready(page)
    page.wait_for_function("() => window.gameshelf.snapshot() !== null")
    page.evaluate("() => window.gameshelf.setBotPace(0)")
    idle(page)


def ask_by_keyboard(page):
    """Tab to the Hint button, press Enter, and wait for the reason line."""
    tab_to(page, lambda tag, cls, game: "hint-btn" in cls)
    page.keyboard.press("Enter")
    page.locator(REASON).wait_for()
    idle(page)


def test_the_new_game_dialog_offers_hints_off_by_default_and_a_table_without_them_has_no_button(open_site, page):
    open_site("")
    page.locator(".game-card[data-game='kingdom-builder'] .new-game-btn").click()
    box = page.locator(".modal input[name='hints']")
    assert box.is_visible() and not box.is_checked()
    page.locator(".modal .start-btn").click()
    page.wait_for_function("() => location.hash.startsWith('#play=') && window.gameshelf.snapshot() !== null")
    idle(page)
    assert page.locator(".hint-box").is_hidden()
    assert "hints" not in stored_games(page)[table_id(page)]["setup"]


def test_a_hint_shows_a_legal_move_and_its_reason_and_marks_the_save_across_a_reload(page, site_url):
    open_table(page, site_url, HINTED)
    page.evaluate(KEEP_ALL)
    assert page.locator("#hint-button").is_visible() and page.locator(REASON).count() == 0
    before = page.evaluate(STATE)
    ask_by_keyboard(page)
    move = page.evaluate(SHOWN_MOVE)
    assert move in page.evaluate("() => window.gameshelf.legalMoves()")
    reason = page.locator(REASON).inner_text()
    assert reason.startswith("Hint: ") and " — " in reason
    assert reason in page.locator("#move-announcer").inner_text()
    assert page.evaluate(STATE) == before
    assert page.locator("#hint-button").is_disabled()
    save_id = table_id(page)
    assert stored_games(page)[save_id]["setup"]["hinted"] is True
    page.reload()
    wait_ready(page)
    page.wait_for_function("() => window.gameshelf.snapshot() !== null")
    idle(page)
    setup = stored_games(page)[save_id]["setup"]
    assert setup["hints"] is True and setup["hinted"] is True
    assert page.locator("#hint-button").is_enabled() and page.locator(REASON).count() == 0
    ask_by_keyboard(page)
    assert page.evaluate(SHOWN_MOVE) in page.evaluate("() => window.gameshelf.legalMoves()")  # a timed search: not always the same move
    page.evaluate("(move) => window.gameshelf.play(move)", move)
    idle(page)
    assert page.locator(REASON).count() == 0


def test_a_game_finished_after_a_hint_is_marked_in_the_history(page, site_url):
    open_table(page, site_url, "#new=kingdom-builder&seats=human,bot:random&names=Ann&seed=3&hints=1")
    ask_by_keyboard(page)
    page.evaluate(PLAY_TO_THE_END)
    page.wait_for_function("() => window.gameshelf.history().length === 1")
    [record] = page.evaluate("() => window.gameshelf.history()")
    assert record["hints"] is True and len(json.dumps(record)) < 2000
