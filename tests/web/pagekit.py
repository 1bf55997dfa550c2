"""Helpers the browser tests share for driving a table through `window.gameshelf`."""

HUMAN_VS_BOT = "#new=ticket-to-ride&seats=human,bot:random&seed=9"

# Keep every offered ticket (the largest keep_tickets move), then wait for the bots to finish.
KEEP_ALL = """async () => {
  const keeps = window.gameshelf.legalMoves().filter((m) => m.type === "keep_tickets");
  keeps.sort((a, b) => b.keep.length - a.keep.length);
  await window.gameshelf.play(keeps[0]);
  await window.gameshelf.waitIdle();
}"""

# Draw one train card from the deck, then wait for the bots.
DRAW_CARD = """async () => {
  await window.gameshelf.play(window.gameshelf.legalMoves().find((m) => m.type === "draw_deck"));
  await window.gameshelf.waitIdle();
}"""

# Play a seeded choice of the legal moves, bots at once, until the game is over; its last snapshot.
PLAY_TO_THE_END = """async () => {
  window.gameshelf.setBotPace(0);
  for (let turn = 1; turn < 2000; turn++) {
    await window.gameshelf.waitIdle();
    const snap = window.gameshelf.snapshot();
    if (snap.over) return snap;
    const legal = window.gameshelf.legalMoves();
    if (legal.length) await window.gameshelf.play(legal[(turn * 7919) % legal.length]);
  }
  throw new Error("the game did not end");
}"""

# The position on screen as one comparable text.
STATE = "() => JSON.stringify([window.gameshelf.view(), window.gameshelf.legalMoves(), window.gameshelf.snapshot().log])"


def idle(page):
    """Wait until the page has no request or bot move in flight."""
    page.evaluate("() => window.gameshelf.waitIdle()")


def snapshot(page):
    """The snapshot on screen."""
    return page.evaluate("() => window.gameshelf.snapshot()")


def view(page):
    """The view on screen."""
    return page.evaluate("() => window.gameshelf.view()")


def pass_device(page):
    """Click through the hand-over screen when it shows."""
    button = page.locator(".handover:not([hidden]) button")
    if button.count():
        button.click()


def tap(page, target):
    """A real mouse click on the canvas at a renderer target, then wait for the answer."""
    point = page.evaluate("(target) => window.gameshelf.pointOf(target)", target)
    assert point, f"no point for {target}"
    page.mouse.click(point["x"], point["y"])
    idle(page)


# The stored games of a namespace, read in the page: {id: {"header": ..., "setup": ...}} (v2 games only).
STORED_GAMES = """(namespace) => {
  const games = {};
  for (const key of Object.keys(localStorage)) {
    const m = new RegExp(`^${namespace}:game:([a-z0-9-]+)$`).exec(key);
    if (m) games[m[1]] = { header: JSON.parse(localStorage.getItem(key)), setup: JSON.parse(localStorage.getItem(`${namespace}:setup:${m[1]}`)) };
  }
  return games;
}"""

# The whole stored save of one game as the page assembles it for an export.
ASSEMBLED = """([namespace, id]) => import("./shell/storage.js").then(({ SaveStore }) => new SaveStore(namespace).assemble(id))"""


def stored_games(page, namespace="gameshelf"):
    """The v2 games in the page's localStorage: {id: {"header", "setup"}}."""
    return page.evaluate(STORED_GAMES, namespace)


def device_measured(page):
    """Wait until the site's own once-per-build write (the device measure) is in: storage compared before and after an
    action then holds only what the action did."""
    page.wait_for_function("() => localStorage.getItem('gameshelf:device-speed') !== null")


def assembled(page, save_id, namespace="gameshelf"):
    """The v2 save of a stored game, assembled by the page's own storage layer."""
    return page.evaluate(ASSEMBLED, [namespace, save_id])


def table_id(page):
    """The save id of the game on the table (from the #play= hash)."""
    assert "#play=" in page.url
    return page.url.split("#play=")[1]
