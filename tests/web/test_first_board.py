"""A first visit's `#new=` link: the chosen game's board (the build's board view, no deal) is drawn before Python is
up, nothing can be played on it, and the real game takes its place once Python answers."""

import pytest

from gameshelf.engine import catalog
from tests.web.conftest import wait_ready

INKED = """() => {
  const c = document.querySelector(".board-canvas");
  const pixels = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
  let inked = 0;
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i]) inked++;
  return inked / (pixels.length / 4);
}"""

GAMES = [gid for gid in catalog.game_ids() if gid != "toy"]


def setup_link(gid):
    """A `#new=` link of the game: Ann's seat and bots, as many as the game needs at least."""
    game = catalog.get(gid)
    bots = ",".join(["bot:random"] * (max(2, game.min_players) - 1))
    return f"#new={gid}&seats=human,{bots}&names=Ann&seed=4"


def hold_python(context):
    """Hold every request for Pyodide's wasm (the page's, the worker's, the service worker's) until released: the
    list of held routes."""
    held = []
    context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    return held


@pytest.mark.parametrize("gid", GAMES)
def test_a_new_game_link_draws_its_board_before_python_then_the_game_arrives(context, site_url, gid):
    held = hold_python(context)
    page = context.new_page()
    page.goto(site_url + setup_link(gid))
    page.locator(".table[data-preview]").wait_for()
    assert held, "the wasm was asked for and is held: Python cannot be up"
    assert page.evaluate(INKED) > 0.3, "the board was not drawn"
    assert "Ann" in page.locator(".game-panel").inner_text(), "the link's seat names"
    page.wait_for_function("() => window.gameshelf && window.gameshelf.snapshot")  # app.js is there too
    assert page.evaluate("window.gameshelf.snapshot()") is None and page.evaluate("window.gameshelf.legalMoves()") == []
    assert page.locator(".table-turn").inner_text() == "Setting up the table…", "no one's turn yet"

    for route in held:
        route.fallback()
    context.unroute("**/pyodide.asm.wasm")
    wait_ready(page)
    page.evaluate("() => window.gameshelf.setBotPace(0)")
    page.evaluate("() => window.gameshelf.waitIdle()")
    assert page.locator(".table[data-preview]").count() == 0
    snap = page.evaluate("window.gameshelf.snapshot()")
    assert snap["game"] == gid and snap["seats"][0]["name"] == "Ann" and snap["legal"], "Ann is to play"
    before = len(snap["log"])
    page.evaluate("async () => { await window.gameshelf.play(window.gameshelf.legalMoves()[0]); await window.gameshelf.waitIdle(); }")
    assert len(page.evaluate("window.gameshelf.snapshot()")["log"]) > before, "the move was played"
    assert page.evaluate(INKED) > 0.3


def test_a_new_game_from_the_shelf_shows_its_board_while_python_boots(context, site_url):
    held = hold_python(context)
    page = context.new_page()
    page.goto(site_url)
    page.locator(".game-card[data-game='kingdom-builder'] .new-game-btn").click()
    page.locator(".modal .start-btn").click()
    page.locator(".table[data-preview]").wait_for()
    assert held and page.evaluate(INKED) > 0.3
    for route in held:
        route.fallback()
    context.unroute("**/pyodide.asm.wasm")
    page.wait_for_function("() => window.gameshelf.snapshot && window.gameshelf.snapshot() !== null")
    assert page.locator(".table[data-preview]").count() == 0
