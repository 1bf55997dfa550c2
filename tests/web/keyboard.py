"""Keyboard-only driving for the accessibility tests: reach a control by Tab, play by the board cursor or the moves list."""

# What has the focus, as one short comparable text.
FOCUSED = """() => {
  const a = document.activeElement;
  const card = a && a.closest("[data-game]");
  return [a ? a.tagName.toLowerCase() : "", a ? a.className : "", card ? card.dataset.game : ""].join("|");
}"""


def tab_to(page, matches, limit=80):
    """Press Tab until the focused element satisfies `matches(tag, class, game)`; fails after `limit` presses."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        tag, cls, game = page.evaluate(FOCUSED).split("|")
        if matches(tag, cls, game):
            return
    raise AssertionError("Tab never reached the control")


def wait_my_turn(page):
    """Wait until the table is idle; true when the viewer has moves (false once the game is over)."""
    page.evaluate("() => window.gameshelf.waitIdle()")
    return page.evaluate("() => !window.gameshelf.snapshot().over && window.gameshelf.legalMoves().length > 0")


def log_length(page):
    """How many log lines the table shows."""
    return page.evaluate("() => window.gameshelf.snapshot().log.length")


def answer_dialogs(page):
    """While a picker is open, press Enter on the focused (first) choice; returns how many were answered."""
    answered = 0
    while page.locator(".modal-backdrop").count() and answered < 4:
        page.keyboard.press("Enter")
        page.evaluate("() => window.gameshelf.waitIdle()")
        answered += 1
    return answered


def board_move(page):
    """Go to the board, move the cursor and press Enter; true when the cursor had a target (a move may follow)."""
    page.keyboard.press("b")
    if not page.evaluate("() => Boolean(document.activeElement.dataset.cursor)"):
        return False
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.evaluate("() => window.gameshelf.waitIdle()")  # a move the target played is answered before the log is read
    answer_dialogs(page)
    return True


def list_move(page):
    """Go to the list of moves and play the focused (first) one with Enter."""
    page.keyboard.press("m")
    page.evaluate("() => window.gameshelf.waitIdle()")  # the open list asks Python for the moves' words
    assert page.evaluate("() => document.activeElement.classList.contains('move-btn')")
    page.keyboard.press("Enter")
    answer_dialogs(page)
