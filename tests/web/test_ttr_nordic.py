"""Ticket to Ride: Nordic Countries in the browser: a whole pass-and-play game with the ticket choice
made in the panel, a tunnel claimed by a real tap on the map and paid in the panel, to the score sheet;
and a ferry paid with a set of cards the player chose ("Choose the cards…").

Seed 65 with the move choice below is known (from CPython, which plays the same games as Pyodide) to
offer a tunnel with two ways to pay early on, and to reveal cards that raise its cost. Seed 1 with
both players only drawing from the deck is known to give Ann, at her sixth turn, three Blue, two
Purple, one Green, one Red and a locomotive, with Bergen – Stavanger (a 2-space purple ferry, one
locomotive space) open: the short list fills the set of 3 from the colours held fewest first, so it
never pays the locomotive space with the three Blue.
"""

from gameshelf.engine.messages import text
from gameshelf.games.ticket_to_ride import NORDIC
from tests.web.pagekit import idle, pass_device, snapshot

SETUP = "#new=ticket-to-ride-nordic&seats=human,human&names=Ann,Bob&seed=65"
FERRY_SETUP = "#new=ticket-to-ride-nordic&seats=human,human&names=Ann,Bob&seed=1"
BERGEN_STAVANGER = 3
ROUTES = {r["id"]: r for r in NORDIC.static_data()["routes"]}


def pick(legal):
    """A plain player: settle a tunnel or a ticket draw, else claim the longest route, else draw a card."""
    by_type = {}
    for move in legal:
        by_type.setdefault(move["type"], []).append(move)
    for kind in ("tunnel_pay", "tunnel_withdraw"):
        if kind in by_type:
            return by_type[kind][0]
    if "keep_tickets" in by_type:
        return min(by_type["keep_tickets"], key=lambda m: len(m["keep"]))
    if "claim" in by_type:
        return max(by_type["claim"], key=lambda m: (ROUTES[m["route"]]["length"], -sum(m["cards"].values())))
    for kind in ("draw_deck", "draw_face_up"):
        if kind in by_type:
            return by_type[kind][0]
    return legal[0]


def draw_only(legal):
    """A player who keeps the fewest tickets and otherwise only draws from the deck."""
    keeps = [m for m in legal if m["type"] == "keep_tickets"]
    if keeps:
        return min(keeps, key=lambda m: len(m["keep"]))
    return next(m for m in legal if m["type"] == "draw_deck")


def play(page, move):
    """Play a move through the page's API and wait for the answer."""
    page.evaluate("(move) => window.gameshelf.play(move).then(() => null)", move)
    idle(page)


def choose_tickets_in_panel(page, snap):
    """Seat 0's setup choice through the panel: the confirm button follows the legal keep_tickets moves."""
    offered = snap["view"]["players"][0]["offered"]
    assert len(offered) == 5
    confirm = page.locator('[data-confirm="tickets"]')
    assert confirm.is_enabled()  # every offered ticket starts selected: keeping all 5 is legal
    keep = pick(snap["legal"])["keep"]
    for ticket in offered:
        if ticket["id"] not in keep:
            page.locator(f'.ttr-pick [data-ticket="{ticket["id"]}"]').click()
    assert confirm.inner_text() == "Keep 2 tickets" and confirm.is_enabled()
    page.locator(f'.ttr-pick [data-ticket="{keep[0]}"]').click()
    assert confirm.is_disabled()  # one ticket is fewer than the rules allow
    page.locator(f'.ttr-pick [data-ticket="{keep[0]}"]').click()
    confirm.click()
    idle(page)
    assert snapshot(page)["view"]["players"][0]["ticket_count"] == len(keep) == 2


def claim_tunnel_by_tap(page, route_id):
    """Tap the tunnel on the canvas, take the first payment in the picker, then pay the extra in the panel."""
    pass_device(page)
    seat = snapshot(page)["view"]["turn"]
    point = page.evaluate("(route) => window.gameshelf.pointOf({route})", route_id)
    page.mouse.click(point["x"], point["y"])
    choices = page.locator(".choice-list .choice")
    choices.first.wait_for(state="visible")
    payments = [m for m in snapshot(page)["legal"] if m.get("route") == route_id]
    assert choices.count() == len(payments) == 2, "the seed no longer offers a tunnel with two payments: pick another"
    choices.first.click()
    idle(page)
    view = snapshot(page)["view"]
    assert view["pending"], "the revealed cards added nothing to this tunnel: the seed needs changing"
    assert view["pending"]["kind"] == "tunnel" and view["pending"]["route"] == route_id
    cheapest = min(payments, key=lambda m: (sum(m["cards"].values()), m["cards"].get("locomotive", 0)))
    assert view["pending"]["cards"] == cheapest["cards"]  # the picker lists the cheapest payment first
    assert page.locator(".ttr-action .ttr-revealed .ttr-card").count() == len(view["pending"]["revealed"]) == 3
    page.locator('[data-tunnel="pay"]').first.click()
    idle(page)
    view = snapshot(page)["view"]
    assert view["pending"] is None
    assert next(r for r in view["routes"] if r["id"] == route_id)["owner"] == seat


def test_a_nordic_game_with_a_tunnel_claimed_on_the_map(open_site):
    page = open_site(SETUP)
    idle(page)
    pass_device(page)
    snap = snapshot(page)
    assert snap["view"]["phase"] == "setup" and snap["viewer"] == 0
    choose_tickets_in_panel(page, snap)

    tunnel_claimed = False
    for _ in range(400):
        snap = snapshot(page)
        if snap["over"]:
            break
        tunnels = [m for m in snap["legal"] if m["type"] == "claim" and ROUTES[m["route"]]["kind"] == "tunnel"]
        if tunnels and not tunnel_claimed:
            claim_tunnel_by_tap(page, tunnels[0]["route"])
            tunnel_claimed = True
            continue
        play(page, pick(snap["legal"]))
    assert tunnel_claimed, "no tunnel could be claimed in this game"
    assert snap["over"], "the game did not end"

    pass_device(page)
    sheet = page.locator(".score-sheet")
    sheet.wait_for(state="visible")
    categories = page.locator(".score-sheet tbody tr").evaluate_all("rows => rows.map(r => r.dataset.category)")
    assert categories == ["routes", "tickets", "globetrotter"]
    page.locator('.score-sheet tr[data-category="globetrotter"] .score-cell').first.click()
    assert page.locator(".score-sheet .score-cell.active").count() == 1


def test_a_ferry_paid_with_a_set_of_three_chosen_by_the_player(open_site):
    page = open_site(FERRY_SETUP)
    idle(page)
    for _ in range(12):
        pass_device(page)
        play(page, draw_only(snapshot(page)["legal"]))
    pass_device(page)
    snap = snapshot(page)
    hand = snap["view"]["players"][0]["hand"]
    offered = [m["cards"] for m in snap["legal"] if m["type"] == "claim" and m["route"] == BERGEN_STAVANGER]
    wanted = {"purple": 1, "blue": 3}
    assert snap["viewer"] == 0 and hand["blue"] == 3 and offered, "the seed no longer gives this hand: find another"
    assert wanted not in offered, "the short list now offers the three Blue itself"

    point = page.evaluate("(route) => window.gameshelf.pointOf({route})", BERGEN_STAVANGER)
    page.mouse.click(point["x"], point["y"])
    page.locator(".choice-list .choice", has_text="Choose the cards…").click()
    step = page.locator(".ttr-compose")
    step.wait_for(state="visible")
    step.locator('[data-key="compose-mix"]').select_option(label="1 purple on the spaces, 1 set of 3")
    for slot in range(3):
        step.locator(f'select[data-set="0"][data-slot="{slot}"]').select_option("blue")
    assert "You pay 4 cards: 1 purple + 3 blue" in step.inner_text()
    step.locator('[data-key="compose-pay"]').click()
    idle(page)

    snap = snapshot(page)
    assert next(r for r in snap["view"]["routes"] if r["id"] == BERGEN_STAVANGER)["owner"] == 0
    assert snap["view"]["players"][0]["card_count"] == sum(hand.values()) - 4
    assert text(snap["log"][-1], "en", ["Ann", "Bob"]) == "Ann claims Bergen–Stavanger (2) with 1 purple + 3 blue"
    assert page.locator(".ttr-compose").count() == 0
