"""The embedded board in Chromium, through the built dist/: messages from its host page (a page of the site with
boards added as a third-party page would add them), resuming in its own namespace, windows that are not its parent."""

import pytest

from tests.web.conftest import wait_ready
from tests.web.pagekit import STATE, stored_games

# From the host page: post `messages` to an iframe in order and resolve with the first answer (not ready or height).
ASK = """([frameId, ...messages]) => new Promise((resolve) => {
  const target = document.getElementById(frameId).contentWindow;
  const onMessage = (event) => {
    if (event.source !== target || !event.data || ["gameshelf:ready", "gameshelf:height"].includes(event.data.type)) return;
    window.removeEventListener("message", onMessage);
    resolve(event.data);
  };
  window.addEventListener("message", onMessage);
  for (const message of messages) target.postMessage(message, location.origin);
})"""
GET = {"type": "gameshelf:get"}
STORAGE_KEYS = "() => Object.keys(localStorage)"
FOUR_PLAYERS = "embed.html#new=ticket-to-ride&seats=human,bot:random,bot:random,bot:random&seed=5"
THREE_PLAYERS = "embed.html#new=ticket-to-ride&seats=human,bot:random,bot:random&seed=5"

# Add iframes (id -> src) to the page, as a host page would, and wait until each board is ready and idle.
ADD_BOARDS = """async (boards) => {
  for (const [id, src] of Object.entries(boards)) {
    document.querySelector("main").append(Object.assign(document.createElement("iframe"), { id, src, width: 800, height: 500 }));
  }
  const ready = (id) => new Promise((resolve) => {
    const poll = () => {
      const api = document.getElementById(id).contentWindow.gameshelf;
      if (api && api.ready) api.ready.then(() => api.waitIdle()).then(resolve);
      else setTimeout(poll, 50);
    };
    poll();
  });
  await Promise.all(Object.keys(boards).map(ready));
}"""


def host_with_boards(page, site_url, boards):
    """Open a page of the site without boards of its own (explain.html) and add `boards` {id: src} to it."""
    page.goto(site_url + "explain.html")
    page.evaluate(ADD_BOARDS, boards)


def test_the_embed_answers_valid_messages_and_refuses_malformed_ones(page, site_url):
    host_with_boards(page, site_url, {"board-four": FOUR_PLAYERS})
    state = page.evaluate(ASK, ["board-four", {"type": "gameshelf:get"}])
    assert state["type"] == "gameshelf:state" and state["game"] == "ticket-to-ride" and state["legal"]

    moved = page.evaluate(ASK, ["board-four", {"type": "gameshelf:play", "move": state["legal"][0]}])
    assert moved["type"] == "gameshelf:move" and moved["events"] and "view" in moved and "legal" in moved
    assert "last" not in moved and "record" not in moved and "save" not in moved

    focus = {"type": "gameshelf:focus", "target": {"route": 1}, "zoom": 3}
    probe = {"type": "gameshelf:probe"}  # answered with an error (focus itself is not answered)
    assert page.evaluate(ASK, ["board-four", focus, probe])["request"] == "gameshelf:probe", "focus is not answered"
    offset = page.frame_locator("#board-four").locator("body").evaluate("""() => {
      const p = window.gameshelf.pointOf({ route: 1 });
      const r = document.querySelector(".board-canvas").getBoundingClientRect();
      return Math.hypot(p.x - (r.left + r.width / 2), p.y - (r.top + r.height / 2));
    }""")
    assert offset < 1, "the focused route is not in the middle of the board"

    for bad in [{"type": "gameshelf:play"}, {"type": "gameshelf:play", "move": {"type": "teleport"}},
                {"type": "gameshelf:focus", "target": {"route": 1}, "zoom": "huge"}, {"type": "gameshelf:focus", "target": 7},
                {"type": "gameshelf:new", "setup": {"game": "ticket-to-ride", "seats": "x"}},
                {"type": "gameshelf:new", "setup": {"game": 5}}, {"type": "gameshelf:dance"}]:
        answer = page.evaluate(ASK, ["board-four", bad])
        assert answer["type"] == "gameshelf:error" and answer["error"], bad
    assert page.evaluate(ASK, ["board-four", "hello", {"kind": "gameshelf:get"}, GET])["type"] == "gameshelf:state"

    fresh = page.evaluate(ASK, ["board-four", {"type": "gameshelf:new", "setup": {"game": "ticket-to-ride", "seats": ["human", "bot:random"], "seed": 4}}])
    assert fresh["type"] == "gameshelf:state" and len(fresh["view"]["players"]) == 2
    keys = page.frame_locator("#board-four").locator("body").evaluate(STORAGE_KEYS)
    assert keys and all(k.startswith("gameshelf-embed:") for k in keys), keys


@pytest.mark.returning
def test_an_embedded_game_resumes_after_a_reload_in_its_own_namespace(open_site, page):
    open_site("embed.html#new=ticket-to-ride&seats=human,bot:random&seed=4")
    assert page.locator(".table-topbar").count() == 0, "an embedded board has no menus"
    assert "#play=" in page.url
    page.evaluate("""async () => {
      const keeps = window.gameshelf.legalMoves().filter((m) => m.type === "keep_tickets");
      await window.gameshelf.play(keeps[0]);
      await window.gameshelf.waitIdle();
    }""")
    before = page.evaluate(STATE)
    page.reload()
    page.wait_for_function("() => window.gameshelf && window.gameshelf.ready")
    page.evaluate("window.gameshelf.ready.then(() => window.gameshelf.waitIdle())")
    assert page.evaluate(STATE) == before
    games = stored_games(page, "gameshelf-embed")
    assert len(games) == 1 and next(iter(games.values()))["setup"]["game"] == "ticket-to-ride"
    assert all(k.startswith("gameshelf-embed:") for k in page.evaluate(STORAGE_KEYS))


# In one window: count the messages it receives (the embed's own listener, added earlier, runs first).
COUNT_MESSAGES = "() => { window.__messages = 0; window.addEventListener('message', () => { window.__messages += 1; }); }"
LOG_LENGTH = "() => window.gameshelf.snapshot().log.length"


def test_the_embed_ignores_messages_from_windows_other_than_its_parent(page, site_url, context):
    host_with_boards(page, site_url, {"board-three": THREE_PLAYERS, "board-four": FOUR_PLAYERS})
    four = page.locator("#board-four").element_handle().content_frame()
    three = page.locator("#board-three").element_handle().content_frame()
    four.evaluate(COUNT_MESSAGES)
    three.evaluate(COUNT_MESSAGES)
    moves = four.evaluate(LOG_LENGTH)
    legal = four.evaluate("() => window.gameshelf.legalMoves()")
    # A sibling frame (the other board) posts a move and a get to board four.
    three.evaluate("""(move) => {
      const sibling = window.parent.document.getElementById("board-four").contentWindow;
      sibling.postMessage({ type: "gameshelf:play", move }, "*");
      sibling.postMessage({ type: "gameshelf:get" }, "*");
    }""", legal[0])
    four.wait_for_function("() => window.__messages >= 2")
    four.evaluate("() => window.gameshelf.waitIdle()")
    assert four.evaluate(LOG_LENGTH) == moves, "a sibling frame played a move"
    assert three.evaluate("() => window.__messages") == 0, "the board answered a window that is not its parent"

    # A page opened with window.open is not the board's parent either.
    with context.expect_page() as opened:
        page.evaluate("() => { window.popup = window.open('embed.html#new=ticket-to-ride&seats=human,bot:random&seed=4'); }")
    popup = opened.value
    wait_ready(popup)
    popup.evaluate("() => window.gameshelf.waitIdle()")
    popup.evaluate(COUNT_MESSAGES)
    before = popup.evaluate(LOG_LENGTH)
    move = popup.evaluate("() => window.gameshelf.legalMoves()[0]")
    page.evaluate("(move) => window.popup.postMessage({ type: 'gameshelf:play', move }, '*')", move)
    popup.wait_for_function("() => window.__messages >= 1")
    popup.evaluate("() => window.gameshelf.waitIdle()")
    assert popup.evaluate(LOG_LENGTH) == before, "the opener played a move in a board it does not embed"
