"""Off the Rails in the browser: track laid and a cart brought out by canvas taps, the cart moving,
a whole pass-and-play game to the score sheet, a whole solo game, the carts' previewed rides, the board's
coordinates, and a touch that shows the tile to turn and confirm."""

from tests.web.conftest import wait_ready
from tests.web.pagekit import idle, pass_device, tap, view

SETUP = "#new=off-the-rails&seats=human,human&names=Ann,Bob&seed=5"
SOLO = "#new=off-the-rails&seats=human&names=Solo&seed=4"


def tap_square(page, square):
    """A real mouse click on the canvas at the centre of a board square."""
    tap(page, {"square": square})


def finish(page):
    """Play on (ending every action phase, taking the first choice of any decision) to the score sheet."""
    for _ in range(600):
        pass_device(page)
        snap = page.evaluate("() => window.gameshelf.snapshot()")
        if snap["over"]:
            break
        legal = snap["legal"]
        move = next((m for m in legal if m["type"] == "end"), legal[0])
        page.evaluate("(move) => window.gameshelf.play(move)", move)
        idle(page)
    sheet = page.locator(".score-sheet")
    sheet.wait_for(state="visible")
    return page.evaluate("() => window.gameshelf.snapshot()")


def test_track_and_a_cart_by_canvas_taps_then_a_whole_game(open_site):
    page = open_site(SETUP)
    idle(page)
    pass_device(page)
    assert page.locator(".otr-tool.active").inner_text() == "Lay track"

    tap_square(page, [1, 5])
    assert view(page)["tiles"] == {"1,5": "NS"}
    tap_square(page, [2, 5])
    assert view(page)["tiles"]["2,5"] == "NS"

    page.locator('.otr-tool[data-tool="cart"]').click()
    tap_square(page, [0, 5])
    cart = view(page)["carts"][0]
    assert (cart["status"], cart["at"], cart["facing"], cart["speed"]) == ("board", "0,5", "S", 3)

    page.get_by_role("button", name="Slower (cart at F1)").click()
    idle(page)
    pass_device(page)
    after = view(page)
    cart = after["carts"][0]
    assert (cart["at"], cart["facing"]) == ("2,5", "S"), "the cart rode two squares down the new track"
    rides = [e["path"] for e in page.evaluate("() => window.gameshelf.snapshot()")["events"] if e["kind"] == "cart_moved"]
    assert rides == [[[0, 5], [1, 5], [2, 5]]], "the answer's events tell the ride"
    assert after["turn"] == 1

    snap = finish(page)
    assert len(snap["view"]["players"]) == 2
    rows = page.locator(".score-sheet tbody tr").count()
    assert rows == 4  # jewels, ruby bonus, carts, missions
    assert all(p["stockpile"] is not None for p in snap["view"]["players"]), "the end reveals every stockpile"
    page.locator(".score-sheet .score-cell").first.click()
    assert page.locator(".otr-player.focus").count() == 1


def test_upgrade_picker_and_junction_exit_chosen_on_the_board(open_site):
    page = open_site(SETUP)
    idle(page)
    pass_device(page)
    tap_square(page, [1, 5])
    tap_square(page, [2, 5])
    page.locator('.otr-tool[data-tool="upgrade"]').click()
    point = page.evaluate("() => window.gameshelf.pointOf({square: [2, 5]})")
    page.mouse.click(point["x"], point["y"])
    choices = page.locator(".modal .choice")
    assert sorted(choices.all_inner_texts()) == ["Add the east exit", "Add the west exit"]
    choices.filter(has_text="east").click()
    idle(page)
    assert view(page)["tiles"]["2,5"] == "NES"
    page.locator('.otr-tool[data-tool="track"]').click()
    tap_square(page, [3, 5])
    idle(page)
    pass_device(page)
    page.evaluate("() => window.gameshelf.play({type: 'end'})")
    idle(page)
    pass_device(page)

    page.locator('.otr-tool[data-tool="cart"]').click()
    tap_square(page, [0, 5])
    page.locator(".otr-go").click()
    idle(page)
    assert view(page)["pending"] == {"kind": "exit", "cart": 0, "options": ["E", "S"]}
    assert page.locator(".otr-decision .otr-choice").count() == 2
    tap_square(page, [3, 5])
    cart = view(page)["carts"][0]
    assert (cart["at"], cart["facing"]) == ("3,5", "S"), "the tapped square chose the way out of the junction"


def test_a_whole_solo_game(open_site):
    page = open_site(SOLO)
    idle(page)
    carts = page.evaluate("() => window.gameshelf.legalMoves().filter((m) => m.type === 'cart')")
    assert {m["cart"] for m in carts} == {0, 1, 2, 3}
    snap = finish(page)
    assert snap["score"]["result"] in ("loss", "partial-victory", "victory", "major-victory")
    assert page.locator(".score-sheet tbody tr").count() == 3  # jewels, wrong sets, matched sets
    assert len(snap["view"]["chasm"]) == 20 or all(c["status"] == "removed" for c in snap["view"]["carts"])


# Every text the page's canvases draw, recorded as they are drawn.
RECORD_CANVAS_TEXT = """(() => {
  window.canvasTexts = new Set();
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
    window.canvasTexts.add(String(text));
    return fillText.call(this, text, ...rest);
  };
})();"""
def open_table(page, suffix):
    """Open `suffix` in `page` and wait until the table is ready for its first seat."""
    page.goto(suffix)
    wait_ready(page)
    idle(page)
    pass_device(page)


PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}


def test_before_the_carts_move_the_board_and_panel_show_where_each_would_go_and_derail(open_site):
    page = open_site(SETUP)
    idle(page)
    pass_device(page)
    tap_square(page, [1, 5])
    page.locator('.otr-tool[data-tool="cart"]').click()
    tap_square(page, [0, 5])
    assert view(page)["previews"] == [{"cart": 0, "path": [[0, 5], [1, 5]], "end": "derail", "at": [2, 5]}]
    assert page.locator(".otr-actions .otr-preview").inner_text() == "Will derail at F3"
    page.locator('.otr-tool[data-tool="track"]').click()
    tap_square(page, [2, 5])
    assert view(page)["previews"][0]["path"] == [[0, 5], [1, 5], [2, 5]]
    assert page.locator(".otr-actions .otr-preview").inner_text() == "Will derail at F4", "the preview follows the new track"


def test_the_board_is_labelled_with_the_columns_and_rows_the_log_names(context, site_url):
    context.add_init_script(RECORD_CANVAS_TEXT)
    page = context.new_page()
    open_table(page, site_url + SETUP)
    page.wait_for_function("() => window.canvasTexts.has('L') && window.canvasTexts.has('12')")
    drawn = set(page.evaluate("() => [...window.canvasTexts]"))
    assert set("ABCDEFGHIJKL") | {str(n) for n in range(1, 13)} <= drawn


def test_on_touch_a_tap_shows_the_tile_there_to_turn_and_lay_only_on_confirm(browser, site_url):
    ctx = browser.new_context(**PHONE)
    try:
        page = ctx.new_page()
        open_table(page, site_url + SETUP)
        point = page.evaluate("() => window.gameshelf.pointOf({square: [5, 5]})")
        page.touchscreen.tap(point["x"], point["y"])
        bar = page.locator(".otr-lay-bar")
        bar.wait_for(state="visible")
        assert view(page)["tiles"] == {}, "a touch alone lays nothing"
        assert page.locator(".otr-bar-lay").inner_text() == "✓ Lay on F6"
        assert page.locator(".otr-instruction").inner_text() == "Turn the tile until it fits, then lay it on F6."
        box = bar.bounding_box()
        assert box["y"] > point["y"] and box["x"] >= 0 and box["x"] + box["width"] <= 390, "the bar is by the tile, on screen"
        page.locator(".otr-bar-rotate").tap()
        assert view(page)["tiles"] == {}
        page.locator(".otr-bar-lay").tap()
        idle(page)
        assert view(page)["tiles"] == {"5,5": "EW"}, "the tile is laid as it was turned"
        assert bar.is_hidden()

        point = page.evaluate("() => window.gameshelf.pointOf({square: [6, 6]})")
        page.touchscreen.tap(point["x"], point["y"])
        bar.wait_for(state="visible")
        page.locator(".otr-bar-cancel").tap()
        assert bar.is_hidden() and len(view(page)["tiles"]) == 1
        page.touchscreen.tap(point["x"], point["y"])
        page.touchscreen.tap(point["x"], point["y"])
        idle(page)
        assert view(page)["tiles"]["6,6"] == "EW", "touching the shown tile again lays it too"
    finally:
        ctx.close()


def test_the_keyboard_cursor_still_lays_a_tile_at_once(open_site):
    page = open_site(SETUP)
    idle(page)
    pass_device(page)
    page.locator(".board-canvas").focus()
    page.keyboard.press("Enter")
    idle(page)
    assert len(view(page)["tiles"]) == 1 and page.locator(".otr-lay-bar").is_hidden()


def test_the_rules_page_lesson_shows_why_a_move_was_wrong_in_the_window(page, site_url):
    from tests.web.test_lessons import ALL_LESSONS, boot, otr_wrong, player, wait_status

    page.goto(f"{site_url}rules/off-the-rails.html")
    wait_ready(page)
    ref = page.evaluate(ALL_LESSONS)[0]
    boot(page, ref)
    otr_wrong(page, ref)
    wait_status(page, ref, "wrong")
    feedback = player(page, ref).locator(".lesson-feedback")
    assert feedback.inner_text() == "Track is laid below the Surface, never on the outer ring."
    page.wait_for_function("""(node) => { const r = node.getBoundingClientRect();
      return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight + 1; }""", arg=feedback.element_handle())
