"""Off the Rails in the browser: track laid and a cart brought out by canvas taps, the cart moving,
a whole pass-and-play game to the score sheet, and a whole solo game."""

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
    assert after["trail"]["0"] == ["0,5", "1,5", "2,5"]
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
