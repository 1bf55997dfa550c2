"""The embedded board and the double-route demo page in Chromium, through the built dist/."""

import json

# From the host page: post `message` to an iframe and resolve with its first answer (null after 2 s).
ASK = """([frameId, message]) => new Promise((resolve) => {
  const target = document.getElementById(frameId).contentWindow;
  const onMessage = (event) => {
    if (event.source !== target || !event.data || event.data.type === "gameshelf:ready") return;
    window.removeEventListener("message", onMessage);
    resolve(event.data);
  };
  window.addEventListener("message", onMessage);
  target.postMessage(message, "*");
  setTimeout(() => resolve(null), 2000);
})"""

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
    assert moved["type"] == "gameshelf:move"
    assert moved["last"]["move"] == state["legal"][0] and "view" in moved and "legal" in moved

    assert page.evaluate(ASK, ["board-four", {"type": "gameshelf:focus", "target": {"route": 1}, "zoom": 3}]) is None
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
    assert page.evaluate(ASK, ["board-four", "hello"]) is None
    assert page.evaluate(ASK, ["board-four", {"kind": "gameshelf:get"}]) is None

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
    keys = page.evaluate(STORAGE_KEYS)
    assert len(keys) == 1 and keys[0].startswith("gameshelf-embed:save:")
    assert json.loads(page.evaluate("(k) => localStorage.getItem(k)", keys[0]))["game"] == "ticket-to-ride"
