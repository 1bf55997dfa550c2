"""The embedded board and the double-route demo page in Chromium, through the built dist/."""

from tests.web.conftest import wait_ready
from tests.web.pagekit import stored_games

# From the host page: post `messages` to an iframe in order and resolve with the first answer.
ASK = """([frameId, ...messages]) => new Promise((resolve) => {
  const target = document.getElementById(frameId).contentWindow;
  const onMessage = (event) => {
    if (event.source !== target || !event.data || event.data.type === "gameshelf:ready") return;
    window.removeEventListener("message", onMessage);
    resolve(event.data);
  };
  window.addEventListener("message", onMessage);
  for (const message of messages) target.postMessage(message, location.origin);
})"""
GET = {"type": "gameshelf:get"}

STORAGE_KEYS = "() => Object.keys(localStorage)"
DEMO_TIMEOUT_MS = 240_000  # two Pythons boot side by side on a shared machine, then about ten scripted steps
STATE = "() => JSON.stringify([window.gameshelf.view(), window.gameshelf.legalMoves(), window.gameshelf.snapshot().log])"


def open_demo(page, site_url):
    """Open the demo page and wait until both scripted boards have finished."""
    page.goto(site_url + "embed-demo.html")
    page.wait_for_function("""() => {
      const three = document.getElementById("caption-three").textContent;
      const four = document.getElementById("caption-four").textContent;
      return three.includes("now closed") && four.includes("Both lanes are taken");
    }""", timeout=DEMO_TIMEOUT_MS)


def frame_view(page, name):
    """The live view inside one of the demo's iframes."""
    return page.frame_locator(f"#{name}").locator("body").evaluate("() => window.gameshelf.view()")


def test_the_demo_shows_one_lane_closing_with_three_players_and_both_used_with_four(page, site_url):
    open_demo(page, site_url)
    three = frame_view(page, "board-three")
    four = frame_view(page, "board-four")
    owners3 = {r["id"]: r["owner"] for r in three["routes"]}
    owners4 = {r["id"]: r["owner"] for r in four["routes"]}
    assert owners3[58] is not None and owners3[59] is None and 59 in three["closed"]
    assert owners4[58] is not None and owners4[59] is not None and owners4[58] != owners4[59]
    assert 59 not in four["closed"]
    keys = page.frame_locator("#board-three").locator("body").evaluate(STORAGE_KEYS)
    assert keys and all(k.startswith("gameshelf-embed:") for k in keys), keys


def test_the_embed_answers_valid_messages_and_refuses_malformed_ones(page, site_url):
    open_demo(page, site_url)
    state = page.evaluate(ASK, ["board-four", {"type": "gameshelf:get"}])
    assert state["type"] == "gameshelf:state" and state["game"] == "ticket-to-ride" and state["legal"]

    moved = page.evaluate(ASK, ["board-four", {"type": "gameshelf:play", "move": state["legal"][0]}])
    assert moved["type"] == "gameshelf:move" and moved["events"] and "view" in moved and "legal" in moved
    assert "last" not in moved and "record" not in moved and "save" not in moved

    focus = {"type": "gameshelf:focus", "target": {"route": 1}, "zoom": 3}
    probe = {"type": "gameshelf:probe"}  # answered with an error (a state answer would make the demo refocus)
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
    open_demo(page, site_url)
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
