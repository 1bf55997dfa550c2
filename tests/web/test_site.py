"""The site's shell in Chromium, through the built dist/: playing on the map, bots to the score sheet,
reloads, offline play, pass-and-play, phones, links, and the saved games (export/import, damaged saves,
a full storage quota)."""

import json
import re

from gameshelf.engine import catalog
from tests.web.pagekit import DRAW_CARD, HUMAN_VS_BOT, KEEP_ALL, STATE, assembled, stored_games, table_id

PHONE = {"viewport": {"width": 375, "height": 667}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}

# A route the viewer can claim with exactly one payment whose board point lies on the visible canvas.
CLAIMABLE_ROUTE = """() => {
  const counts = new Map();
  for (const m of window.gameshelf.legalMoves()) if (m.type === "claim") counts.set(m.route, (counts.get(m.route) || 0) + 1);
  const canvas = document.querySelector(".board-canvas");
  for (const [route, n] of counts) {
    if (n !== 1) continue;
    const p = window.gameshelf.pointOf({ route });
    if (p && document.elementFromPoint(p.x, p.y) === canvas) return { route, x: p.x, y: p.y };
  }
  return null;
}"""

OWNER_IS = "([route, seat]) => window.gameshelf.view().routes.find((r) => r.id === route).owner === seat"
MOVES = "() => window.gameshelf.snapshot().log.length"


def reload_and_wait(page):
    """Reload the page and wait until the shell is ready again and no bot move is pending."""
    page.reload()
    page.wait_for_function("() => window.gameshelf && window.gameshelf.ready")
    page.evaluate("window.gameshelf.ready.then(() => window.gameshelf.waitIdle())")


# ---- playing ---------------------------------------------------------------------------------


def test_a_drag_pans_a_wheel_zooms_and_neither_plays(open_site):
    page = open_site(HUMAN_VS_BOT)
    page.evaluate(KEEP_ALL)
    target = page.evaluate(CLAIMABLE_ROUTE)
    point = "(route) => window.gameshelf.pointOf({ route })"
    moves = page.evaluate(MOVES)
    page.mouse.move(target["x"], target["y"])
    page.mouse.down()
    page.mouse.move(target["x"] + 60, target["y"] + 30, steps=6)
    page.mouse.up()
    panned = page.evaluate(point, target["route"])
    assert abs(panned["x"] - target["x"] - 60) < 1 and abs(panned["y"] - target["y"] - 30) < 1
    page.mouse.wheel(0, -300)
    zoomed = page.evaluate(point, target["route"])
    assert (zoomed["x"], zoomed["y"]) != (panned["x"], panned["y"])
    page.get_by_role("button", name="Fit the board").click()
    fitted = page.evaluate(point, target["route"])
    assert abs(fitted["x"] - target["x"]) < 1 and abs(fitted["y"] - target["y"]) < 1
    assert page.evaluate(MOVES) == moves, "a drag or a wheel turn played a move"


def test_undo_takes_back_a_move_within_the_turn(open_site):
    page = open_site("#new=kingdom-builder&seats=human,bot:random&seed=3")
    start = page.evaluate(STATE)
    undo = page.get_by_role("button", name="Undo")
    assert undo.is_disabled()
    page.evaluate("window.gameshelf.play(window.gameshelf.legalMoves()[0])")
    assert undo.is_enabled() and page.evaluate(MOVES) == 1
    undo.click()
    page.wait_for_function("() => window.gameshelf.snapshot().log.length === 0")
    assert page.evaluate(STATE) == start and undo.is_disabled()


def test_a_click_on_the_map_claims_a_route(open_site):
    page = open_site(HUMAN_VS_BOT)
    page.evaluate(KEEP_ALL)
    target = page.evaluate(CLAIMABLE_ROUTE)
    assert target, "the human has no route to claim with one payment"
    page.mouse.click(target["x"], target["y"])
    page.wait_for_function(OWNER_IS, arg=[target["route"], 0])
    assert page.locator(".log-list li").count() >= 3


def test_a_first_visit_paints_the_whole_shelf_before_python_boots(context, site_url):
    context.route("**/pyodide.asm.wasm", lambda route: None)  # never answered: Python cannot boot
    page = context.new_page()
    page.goto(site_url)
    page.locator(".game-card[data-game='trick-of-the-rails']").wait_for()
    shown = page.eval_on_selector_all(".game-card[data-game]", "cards => cards.map(c => c.dataset.game)")
    assert shown == catalog.game_ids()


def test_the_shelf_reads_before_any_script_runs(new_context, site_url):
    """The build writes the game cards into index.html: with scripts off a visitor still sees every game and its rules link."""
    page = new_context(java_script_enabled=False).new_page()
    page.goto(site_url)
    cards = page.locator("[data-static-shelf] [data-static-game]")
    assert cards.evaluate_all("cards => cards.map(c => c.dataset.staticGame)") == catalog.game_ids()
    assert cards.first.locator("h3").inner_text() == "Ticket to Ride"
    assert cards.first.get_by_role("button", name="New game").is_disabled()
    page.goto(cards.first.get_by_role("link", name="Rules").get_attribute("href").join([site_url, ""]))
    assert "Ticket to Ride" in page.locator("h1").first.inner_text()


def test_the_scripts_replace_the_written_shelf_with_the_live_one(open_site, page):
    """Once the page's scripts run, the written cards are gone and the live ones (with working New game) stand alone."""
    open_site()
    assert page.locator("[data-static-shelf], [data-static-game]").count() == 0
    assert page.locator(".game-card[data-game] .new-game-btn").count() == len(catalog.game_ids())


def test_the_shelf_and_a_saved_board_paint_before_python_boots(open_site, page, context, site_url):
    open_site(HUMAN_VS_BOT)
    page.evaluate(KEEP_ALL)
    save_id = page.url.split("#play=")[1]
    page.evaluate("""async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.unregister();
    }""")
    context.route("**/pyodide.asm.wasm", lambda route: None)  # never answered: Python cannot boot
    cold = context.new_page()
    cold.goto(site_url)
    card = cold.locator(f".save-card[data-save='{save_id}']")
    card.wait_for()
    assert cold.locator(".game-card[data-game]").count() >= 1, "the shelf waits for Python"
    card.get_by_role("button", name="Resume").click()
    cold.wait_for_function("() => document.querySelector('.game-panel').childElementCount > 0")
    assert "Loading" in cold.locator(".table-turn").inner_text()
    assert cold.evaluate("window.gameshelf.snapshot()") is None
    inked = cold.evaluate("""() => {
      const c = document.querySelector(".board-canvas");
      const pixels = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
      let inked = 0;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i]) inked++;
      return inked / (pixels.length / 4);
    }""")
    assert inked > 0.3, "the saved board was not drawn from its cached view"


def test_bots_play_to_the_score_sheet_and_rematch(open_site):
    page = open_site("#new=ticket-to-ride&seats=bot:random,bot:random&seed=3")
    page.evaluate("window.gameshelf.setBotPace(0)")  # bots only: no pause for readers between their moves
    sheet = page.locator(".score-sheet")
    sheet.wait_for(state="visible")
    snap = page.evaluate("window.gameshelf.snapshot()")
    assert snap["over"] and snap["score"]["winners"]
    rows = page.locator(".score-table tbody tr")
    assert rows.count() == len(snap["score"]["players"][0]["breakdown"])
    totals = page.locator(".score-table tfoot td").all_inner_texts()
    assert totals == [str(p["total"]) for p in snap["score"]["players"]]
    first_cell = rows.first.locator(".score-cell").first
    first_cell.click()
    assert "active" in first_cell.get_attribute("class")
    first_cell.click()
    assert "active" not in first_cell.get_attribute("class")
    finished = page.url
    page.get_by_role("button", name="Rematch").click()
    page.wait_for_function("(old) => location.href !== old && location.hash.startsWith('#play=')", arg=finished)
    rematch = page.evaluate("window.gameshelf.snapshot()")
    assert [s["kind"] for s in rematch["seats"]] == ["bot", "bot"] and not rematch["over"]
    games = stored_games(page)
    assert len(games) == 2
    assert games[table_id(page)]["setup"]["seed"] != games[finished.split("#play=")[1]]["setup"]["seed"]


def test_reload_mid_game_resumes_exactly(open_site, page):
    open_site(HUMAN_VS_BOT)
    page.evaluate(KEEP_ALL)
    page.evaluate(DRAW_CARD)
    before = page.evaluate(STATE)
    url = page.url
    assert "#play=" in url
    reload_and_wait(page)
    assert page.url == url
    assert page.evaluate(STATE) == before
    assert len(stored_games(page)) == 1, "a reload must resume, not start another game"


def test_offline_reload_keeps_playing(open_site, page, context):
    open_site(HUMAN_VS_BOT)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.evaluate(KEEP_ALL)
    before = page.evaluate(STATE)
    context.set_offline(True)
    reload_and_wait(page)
    assert page.evaluate(STATE) == before
    moves = page.evaluate(MOVES)
    page.evaluate(DRAW_CARD)
    assert page.evaluate(MOVES) > moves


def test_pass_and_play_hides_the_next_hand_until_the_tap(open_site, page):
    open_site("#new=ticket-to-ride&seats=human,human&names=Ann,Bob&seed=9")
    handover = page.locator(".handover")
    assert handover.is_visible() and "Pass the device to Ann" in handover.inner_text()
    assert page.locator(".game-panel").inner_text() == "", "the renderer drew a hand before the hand-over tap"
    handover.get_by_role("button").click()
    assert handover.is_hidden()
    panel = page.locator(".game-panel")
    anns = panel.inner_html()
    assert anns

    page.evaluate(KEEP_ALL)
    assert handover.is_visible() and "Pass the device to Bob" in handover.inner_text()
    assert page.evaluate("getComputedStyle(document.querySelector('.side')).visibility") == "hidden"
    assert page.evaluate("window.gameshelf.snapshot().viewer") == 1
    assert panel.inner_html() == anns, "the renderer got Bob's view before the hand-over tap"
    handover.get_by_role("button").click()
    assert handover.is_hidden() and panel.inner_html() != anns


def test_a_phone_can_tap_a_route(browser, site_url):
    ctx = browser.new_context(**PHONE)
    ctx.set_default_timeout(90_000)
    errors, urls = [], []
    ctx.on("weberror", lambda error: errors.append(str(error.error)))
    ctx.on("request", lambda request: urls.append(request.url))
    page = ctx.new_page()
    try:
        page.goto(site_url + HUMAN_VS_BOT)
        page.wait_for_function("() => window.gameshelf && window.gameshelf.ready")
        page.evaluate("window.gameshelf.ready")
        page.evaluate(KEEP_ALL)
        canvas = page.locator(".board-canvas")
        canvas.scroll_into_view_if_needed()
        size = page.evaluate("(() => { const c = document.querySelector('.board-canvas'); return [c.width, c.clientWidth]; })()")
        assert size[0] == 2 * size[1], "the canvas is not drawn at the device pixel ratio"
        for selector in (".table-topbar button:visible", ".zoom-btn"):
            for box in [b.bounding_box() for b in page.locator(selector).all()]:
                assert box["width"] >= 40 and box["height"] >= 40, f"{selector} is smaller than 40 px"
        target = page.evaluate(CLAIMABLE_ROUTE)
        assert target
        page.touchscreen.tap(target["x"], target["y"])
        page.wait_for_function("() => document.querySelector('.modal') || window.gameshelf.snapshot().log.length > 2")
        if page.locator(".modal").count():  # a tap between parallel lanes asks which one: the nearest comes first
            page.locator(".modal .choice").first.tap()
        page.wait_for_function(OWNER_IS, arg=[target["route"], 0])
        assert not errors
        assert all(u.startswith(site_url) or u.startswith(("blob:", "data:")) for u in urls), "a request left the site"
    finally:
        ctx.close()


def test_the_setup_link_starts_that_game_with_names_and_options(open_site):
    page = open_site("#new=ticket-to-ride&seats=human,bot:random,bot&names=Ann,Robo&seed=5&opts=%7B%7D")
    snap = page.evaluate("window.gameshelf.snapshot()")
    assert [s["name"] for s in snap["seats"]][:2] == ["Ann", "Robo"]
    assert [s.get("bot") for s in snap["seats"]] == [None, "random", "heuristic"]
    assert "save" not in snap and "record" not in snap, "the page's snapshot carries the save"
    assert stored_games(page)[table_id(page)]["setup"]["seed"] == 5


def test_share_setup_copies_a_link_that_starts_the_same_game(open_site, page, context):
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_site("#new=ticket-to-ride&seats=human,bot:random&names=Ann,Robo&seed=9")
    page.evaluate("window.gameshelf.waitIdle()")
    first, playing = page.evaluate(STATE), page.url
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Share this setup").click()
    page.wait_for_function("() => navigator.clipboard.readText().then((t) => t.includes('#new='))")
    link = page.evaluate("navigator.clipboard.readText()")
    assert link.startswith(page.url.split("#")[0]) and "seed=9" in link and "names=Ann,Robo" in link
    page.goto(link)
    page.wait_for_function("(old) => location.hash.startsWith('#play=') && location.href !== old", arg=playing)
    page.evaluate("window.gameshelf.waitIdle()")
    assert page.evaluate(STATE) == first
    assert len(stored_games(page)) == 2


BAD_LINKS = ["#new=ticket-to-ride&seats=alien&seed=1", "#new=ticket-to-ride&seed=abc", "#new=no-such-game&seed=1",
             "#new=ticket-to-ride&seats=human,bot&names=a,b,c", "#new=ticket-to-ride&seats=human&seed=2", "#new=ticket-to-ride&opts=%5B1%5D", "#play=../../x", "#teleport=1"]


def test_malformed_links_explain_and_touch_no_save(open_site, page):
    open_site(HUMAN_VS_BOT)
    page.evaluate(KEEP_ALL)
    before = stored_games(page)
    banner = page.locator(".banner")
    for bad in BAD_LINKS:
        playing = page.url
        page.goto(page.url.split("#")[0] + HUMAN_VS_BOT)
        page.wait_for_function("(old) => location.hash.startsWith('#play=') && location.href !== old", arg=playing)
        page.goto(page.url.split("#")[0] + bad)
        banner.wait_for(state="visible")
        assert re.search("(cannot|could not) start", banner.inner_text()), bad
        assert page.locator("#shelf-screen").is_visible()
    after = stored_games(page)
    assert len(after) == len(before) + len(BAD_LINKS)
    for save_id, game in before.items():
        assert after[save_id] == game


# ---- saved games -----------------------------------------------------------------------------


def test_export_then_import_round_trips(open_site, page, tmp_path):
    open_site(HUMAN_VS_BOT)
    page.evaluate(KEEP_ALL)
    position = page.evaluate(STATE)
    save_id = table_id(page)
    page.get_by_role("button", name="Back to the shelf").click()
    page.wait_for_function("() => document.body.dataset.screen === 'shelf'")  # leaving stores the fresh view first
    original = assembled(page, save_id)
    assert original["version"] == 2 and original["moves"] and original["public_view"]
    card = page.locator(f".save-card[data-save='{save_id}']")
    with page.expect_download() as download:
        card.get_by_role("button", name="Export").click()
    assert download.value.suggested_filename.startswith("ticket-to-ride-")
    assert download.value.suggested_filename.endswith(".gameshelf.json")
    exported = tmp_path / download.value.suggested_filename
    download.value.save_as(exported)
    assert json.loads(exported.read_text()) == original

    page.locator("input[type=file]").set_input_files(str(exported))
    page.wait_for_function("() => document.querySelectorAll('.save-card').length === 2")
    new_id = next(i for i in stored_games(page) if i != save_id)
    imported = assembled(page, new_id)
    for field in ("game", "title", "rules_version", "options", "seats", "seed", "moves", "hash", "summary"):
        assert imported[field] == original[field], field

    page.locator(f".save-card[data-save='{new_id}']").get_by_role("button", name="Resume").click()
    page.wait_for_function("(id) => location.hash === `#play=${id}` && window.gameshelf.snapshot() !== null", arg=new_id)
    page.evaluate("window.gameshelf.waitIdle()")
    assert page.evaluate(STATE) == position


# Copy a stored v2 game to another id, with another state hash in its header (a tampered save).
COPY_GAME = """([from, to, hash]) => {
  for (const key of Object.keys(localStorage)) {
    const m = /^gameshelf:(game|setup|view|moves):([a-z0-9-]+)(:\\d+)?$/.exec(key);
    if (m && m[2] === from) localStorage.setItem(`gameshelf:${m[1]}:${to}${m[3] || ""}`, localStorage.getItem(key));
  }
  const header = JSON.parse(localStorage.getItem(`gameshelf:game:${to}`));
  localStorage.setItem(`gameshelf:game:${to}`, JSON.stringify({ ...header, hash }));
}"""


def test_damaged_foreign_and_newer_saves_are_listed_and_harm_nothing(open_site, page):
    open_site(HUMAN_VS_BOT)
    page.evaluate(KEEP_ALL)
    good_id = table_id(page)
    page.evaluate(COPY_GAME, [good_id, "tampered", "0123456789abcdef"])
    legacy = {"format": "gameshelf-save", "version": 1, "game": "ticket-to-ride", "title": "Ticket to Ride", "seats": [{"name": "A", "kind": "human"}], "log": []}
    bad = {
        "gameshelf:save:damaged": "{not json",
        "gameshelf:save:foreign": json.dumps({"format": "chess-save", "version": 1}),
        "gameshelf:save:newer": json.dumps({**legacy, "id": "newer", "version": 99}),
        "gameshelf:save:unknown": json.dumps({**legacy, "id": "unknown", "game": "no-such-game"}),
    }
    page.evaluate("(entries) => { for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }", bad)
    open_site("")
    cards = page.locator(".save-card")
    assert cards.count() == 6
    assert "damaged" in page.locator(".save-card[data-save='damaged'] .save-problem").inner_text()
    assert "not a Gameshelf save" in page.locator(".save-card[data-save='foreign'] .save-problem").inner_text()
    assert "newer version" in page.locator(".save-card[data-save='newer'] .save-problem").inner_text()
    assert "does not have" in page.locator(".save-card[data-save='unknown'] .save-problem").inner_text()

    page.locator(".save-card[data-save='tampered']").get_by_role("button", name="Resume").click()
    problem = page.locator(".save-card[data-save='tampered'] .save-problem")
    problem.wait_for(state="visible")
    assert page.locator(".banner").is_visible() and len(problem.inner_text()) < 200

    page.locator(f".save-card[data-save='{good_id}']").get_by_role("button", name="Resume").click()
    page.wait_for_function("(id) => location.hash === `#play=${id}` && window.gameshelf.snapshot() !== null", arg=good_id)
    for key, text in bad.items():
        assert page.evaluate("(k) => localStorage.getItem(k)", key) == text


def test_deleting_a_save_asks_first(open_site, page):
    open_site(HUMAN_VS_BOT)
    page.get_by_role("button", name="Back to the shelf").click()
    card = page.locator(".save-card")
    card.get_by_role("button", name="Delete").click()
    page.locator(".modal").get_by_role("button", name="Cancel").click()
    assert len(stored_games(page)) == 1
    card.get_by_role("button", name="Delete").click()
    page.locator(".modal").get_by_role("button", name="Delete").click()
    assert stored_games(page) == {}
    assert not [k for k in page.evaluate("Object.keys(localStorage)") if re.match("gameshelf:(game|setup|view|moves|save):", k)]
    assert page.locator(".save-list .empty").is_visible()


def test_a_full_storage_quota_warns_and_play_goes_on(open_site, page):
    open_site(HUMAN_VS_BOT)
    page.evaluate("() => window.gameshelf.waitIdle()")  # the bot's first move is stored before the test reads storage
    stored = stored_games(page)
    page.evaluate("""() => {
      Storage.prototype.setItem = function () { throw new DOMException("quota", "QuotaExceededError"); };
    }""")
    page.evaluate(KEEP_ALL)
    notice = page.locator(".table-notice")
    assert notice.is_visible() and "Storage is full" in notice.inner_text()
    moves = page.evaluate("window.gameshelf.snapshot().log.length")
    page.evaluate(DRAW_CARD)
    assert page.evaluate("window.gameshelf.snapshot().log.length") > moves
    assert stored_games(page) == stored
