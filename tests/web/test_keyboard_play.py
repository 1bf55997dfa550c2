"""Every game from the keyboard alone: from the shelf, start a game against bots and make ten decisions of your own,
at least one of them on the board through its cursor (no mouse, no window.gameshelf call that acts)."""

import pytest

from tests.web.keyboard import board_move, list_move, log_length, tab_to, wait_my_turn

GAMES = [("ticket-to-ride", 2), ("ticket-to-ride-nordic", 2), ("kingdom-builder", 2), ("off-the-rails", 1),
         ("trick-of-the-rails", 4)]
DECISIONS = 10


def start_from_shelf(page, game_id, seed):
    """Shelf -> the game's New game button -> the dialog's seed field -> Start, by keys only."""
    page.evaluate("() => window.gameshelf.ready")
    tab_to(page, lambda tag, cls, game: "new-game-btn" in cls and game == game_id)
    page.keyboard.press("Enter")
    page.locator(".modal .start-btn").wait_for()
    tab_to(page, lambda tag, cls, game: "seed-input" in cls)
    page.keyboard.press("Control+A")
    page.keyboard.type(str(seed))
    tab_to(page, lambda tag, cls, game: "start-btn" in cls)
    page.keyboard.press("Enter")
    page.wait_for_function("() => window.gameshelf.snapshot() !== null")


@pytest.mark.parametrize(("game_id", "seed"), GAMES)
def test_ten_decisions_by_keyboard_only(open_site, game_id, seed):
    page = open_site("")
    start_from_shelf(page, game_id, seed)
    decisions = board_choices = 0
    while (decisions < DECISIONS or not board_choices) and decisions < 60:
        assert wait_my_turn(page), f"the game ended after {decisions} decisions without a board choice"
        before = log_length(page)
        on_board = board_move(page)
        if on_board and log_length(page) == before:
            page.keyboard.press("Escape")  # the cursor's target opened a half-made choice: drop it
        if log_length(page) > before:
            board_choices += on_board
        else:
            list_move(page)
        page.evaluate("() => window.gameshelf.waitIdle()")
        assert log_length(page) > before, "the keys played no move"
        decisions += 1
    assert decisions >= DECISIONS and board_choices >= 1
