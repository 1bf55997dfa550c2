"""Your games with a long history, in a browser on this machine (bench/bench.py runs it): the shelf's first paint
with no history and with 2,000 stored games (it must not slow down), and the time to draw Your games with them."""

from pages import open_ready

RECORDS = 2000
PLANT = """(n) => {
  const games = ["ticket-to-ride", "ticket-to-ride-nordic", "kingdom-builder", "off-the-rails", "trick-of-the-rails"];
  const levels = ["random", "easy", "heuristic", "hard"];
  for (let i = 0; i < n; i++) {
    const totals = [40 + (i * 37) % 90, 40 + (i * 53) % 90];
    localStorage.setItem(`gameshelf:history:bench-${i}`, JSON.stringify({
      id: `bench-${i}`, game: games[i % 5], ended: 1.7e12 + i * 3.6e6, moves: 150, code: "x".repeat(700), hints: false,
      seats: [{ name: "Ann", kind: "human" }, { name: "Bot 2", kind: "bot", bot: levels[i % 4] }],
      totals, winners: [totals[0] >= totals[1] ? 0 : 1] }));
  }
  return localStorage.length;
}"""
SHELF_PAINTED = "() => document.querySelector('.game-card:not(.skeleton)') ? performance.now() : null"
HISTORY_DRAWN = """async () => {
  const start = performance.now();
  location.hash = "#history";
  while (!document.querySelector(".history-item")) await new Promise(requestAnimationFrame);
  return performance.now() - start;
}"""


def shelf_ms(page, site):
    """ms from navigation to the shelf's first game card (a reload of the site)."""
    page.goto(site)
    return page.wait_for_function(SHELF_PAINTED).json_value()


def history_figures(browser, site):
    """{shelf_ms: {empty, full}, history_ms, records} of one fresh context."""
    context = browser.new_context()
    page = open_ready(context.new_page(), site)
    empty = min(shelf_ms(page, site) for _ in range(3))
    page.evaluate(PLANT, RECORDS)
    full = min(shelf_ms(page, site) for _ in range(3))
    page.evaluate("() => window.gameshelf.ready")
    drawn = page.evaluate(HISTORY_DRAWN)
    context.close()
    return {"shelf_ms": {"empty": round(empty), "full": round(full)}, "history_ms": round(drawn), "records": RECORDS}


def rows(figures):
    """The figures as (label, value, target) rows of the bench's table."""
    shelf = figures["shelf_ms"]
    return [
        (f"Shelf painted, no history / {figures['records']} games in the history (best of 3)", f"{shelf['empty']} ms / {shelf['full']} ms", "as fast"),
        (f"Your games drawn with {figures['records']} games", f"{figures['history_ms']} ms", ""),
    ]
