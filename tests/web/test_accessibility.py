"""Accessibility of the built site: an axe-core audit of every screen (no serious or critical violation), the live
region that says each move, unique legal-move buttons, and colours that stay distinct for deuteranopes."""

import json
import math
from pathlib import Path

import pytest

from gameshelf.engine import messages
from tests.web.pagekit import idle, snapshot

ROOT = Path(__file__).resolve().parents[2]
AXE = (ROOT / "node_modules" / "axe-core" / "axe.min.js").read_text()
SERIOUS = ("serious", "critical")
MID_GAME = {
    "ticket-to-ride": "#new=ticket-to-ride&seats=human,bot:random&seed=4",
    "ticket-to-ride-nordic": "#new=ticket-to-ride-nordic&seats=human,bot:random&seed=4",
    "kingdom-builder": "#new=kingdom-builder&seats=human,bot:random&seed=4",
    "off-the-rails": "#new=off-the-rails&seats=human,bot:random&seed=4",
    "trick-of-the-rails": "#new=trick-of-the-rails&seats=human,bot:random,bot:random&seed=4",
}
# Machado, Oliveira and Fernandes (2009): full deuteranopia in linear RGB.
DEUTERANOPIA = ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881))
CONFUSABLE = 12.0  # CIE76 ΔE below which two simulated colours count as the same


def audit(page):
    """axe-core's violations of serious or critical impact on the page as it is now: [(rule, [targets])].

    axe is evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern; reduced
    motion is asked for, so that colours are measured as they settle, not halfway through a fade."""
    page.emulate_media(reduced_motion="reduce")
    if not page.evaluate("() => Boolean(window.axe)"):
        page.evaluate(AXE + "\n;0")
    found = page.evaluate("() => axe.run(document, {resultTypes: ['violations']}).then((r) => r.violations.map((v) => [v.id, v.impact, v.nodes.slice(0, 3).map((n) => n.target.join(' '))]))")
    return [(rule, targets) for rule, impact, targets in found if impact in SERIOUS]


def play_some(page, count):
    """Play `count` of the viewer's moves (the first legal one each time) so the table is mid-game."""
    for _ in range(count):
        idle(page)
        snap = snapshot(page)
        if snap["over"] or not snap["legal"]:
            return
        page.evaluate("(move) => window.gameshelf.play(move)", snap["legal"][0])
    idle(page)


def test_axe_shelf_and_new_game_dialog(open_site):
    page = open_site("")
    page.locator(".game-card .new-game-btn").first.wait_for()
    assert audit(page) == []
    page.locator(".game-card .new-game-btn").first.click()
    page.locator(".modal .start-btn").wait_for()
    assert audit(page) == []


# Words the table description gives every player of each game (its renderer's describePlayer).
PLAYER_WORDS = {"ticket-to-ride": "trains left", "ticket-to-ride-nordic": "trains left", "kingdom-builder": "settlements left",
                "off-the-rails": "carts in supply", "trick-of-the-rails": "cards in hand"}


@pytest.mark.parametrize("game_id", sorted(MID_GAME))
def test_axe_table_mid_game(open_site, game_id):
    page = open_site(MID_GAME[game_id])
    play_some(page, 3)
    assert audit(page) == []
    players = page.locator("#table-description li").all_text_contents()
    assert len(players) == len(snapshot(page)["seats"]) and all(PLAYER_WORDS[game_id] in words for words in players), players
    page.keyboard.press("?")
    page.locator(".shortcuts-dialog").wait_for()
    assert audit(page) == []


def test_axe_score_sheet_and_rules_page(open_site, page, site_url):
    open_site("#new=trick-of-the-rails&seats=bot:random,bot:random,bot:random&seed=2")
    page.evaluate("() => window.gameshelf.setBotPace(0)")
    page.locator(".score-sheet").wait_for(state="visible", timeout=180_000)
    assert audit(page) == []
    page.goto(site_url + "rules/kingdom-builder.html")
    assert audit(page) == []


def test_live_region_says_the_bots_move_and_move_buttons_are_unique(open_site):
    page = open_site("#new=ticket-to-ride&seats=human,bot:random&names=Ann,Robo&seed=6")
    idle(page)
    for _ in range(3):
        page.keyboard.press("m")  # the open list asks Python for the moves' words
        idle(page)
        texts = page.locator("#your-moves .move-btn").all_text_contents()
        assert texts and len(set(texts)) == len(texts), "two legal-move buttons say the same"
        assert len(texts) == len(snapshot(page)["legal"])
        page.keyboard.press("Enter")
        idle(page)
    snap = snapshot(page)
    log = [messages.text(line, "en", [seat["name"] for seat in snap["seats"]]) for line in snap["log"]]  # the lines are messages
    said = page.locator("#move-announcer p").all_text_contents()
    bot_lines = [line for line in log if line.startswith("Robo ")]
    assert bot_lines and bot_lines[-1] in said, "the live region did not say the bot's move"
    assert all(said.count(line) <= log.count(line) for line in said), "a move was said twice"


def test_every_legal_move_button_is_unique_in_off_the_rails(open_site):
    page = open_site(MID_GAME["off-the-rails"])
    play_some(page, 4)
    page.keyboard.press("m")
    idle(page)
    texts = page.locator("#your-moves .move-btn").all_text_contents()
    assert len(texts) == len(snapshot(page)["legal"]) > 20 and len(set(texts)) == len(texts)


def test_the_moves_words_travel_only_while_the_list_or_the_cursor_reads_them(open_site):
    page = open_site("#new=kingdom-builder&seats=human,bot:random&seed=4")
    idle(page)
    assert snapshot(page)["legal"] and snapshot(page)["labels"] is None, "words sent that nothing reads"
    page.keyboard.press("b")  # the board's cursor says its target's move: it asks for the words
    idle(page)
    status = page.locator(".board-cursor-status").text_content()
    assert "; Build on " in status, status
    assert len(snapshot(page)["labels"]) == len(snapshot(page)["legal"])


# Every table of meaning-carrying colours, as [meaning, "#rrggbb", symbol] rows, read from the style modules.
STYLE_TABLES = """async () => {
  const seats = await import("./shell/table/seat-colors.js");
  const ttr = await import("./games/ticket-to-ride/cards.js");
  const kb = await import("./games/kingdom-builder/style.js");
  const otr = await import("./games/off-the-rails/style.js");
  const tor = await import("./games/trick-of-the-rails/style.js");
  const torData = await (await fetch("./data/trick-of-the-rails.json")).json();
  const look = tor.companyLook(torData);
  return {
    "seats (numbered on settlements, train cars, player rows)": seats.SEAT_COLORS.map((c, i) => [seats.SEAT_COLOR_NAMES[i], c, `number ${i + 1}`]),
    "ticket to ride cards and routes": Object.entries(ttr.COLORS).map(([k, c]) => [k, c.fill, ttr.SYMBOLS[k] ? k : "none"]),
    "kingdom builder terrains": Object.entries(kb.TERRAIN_STYLE).map(([k, t]) => [k, t.fill, t.pattern]),
    "off the rails sides": Object.entries(otr.COLOR).map(([k, c]) => [k, c, otr.SHAPE[k]]),
    "off the rails jewels": Object.entries(otr.JEWEL).map(([k, j]) => [k, j.fill, j.shape]),
    "trick of the rails companies": Object.entries(look).map(([k, c]) => [k, c.fill, c.glyph]),
  };
}"""


def linear(channel):
    """sRGB 0..1 -> linear light."""
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def lab(rgb):
    """Linear RGB -> CIE L*a*b* (D65)."""
    r, g, b = rgb
    xyz = (0.4124 * r + 0.3576 * g + 0.1805 * b, 0.2126 * r + 0.7152 * g + 0.0722 * b, 0.0193 * r + 0.1192 * g + 0.9505 * b)
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in (xyz[0] / 0.95047, xyz[1], xyz[2] / 1.08883)]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


def as_deuteranope(hex_color):
    """How a deuteranope sees a colour, in L*a*b*."""
    rgb = [linear(int(hex_color[i:i + 2], 16) / 255) for i in (1, 3, 5)]
    seen = [min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb)))) for row in DEUTERANOPIA]
    return lab(seen)


def test_no_two_meanings_share_colour_and_symbol_for_a_deuteranope(open_site):
    page = open_site("")
    tables = page.evaluate(STYLE_TABLES)
    assert len(tables) == 6 and all(len(rows) >= 4 for rows in tables.values())
    clashes, confusable = [], 0
    for name, rows in tables.items():
        for i, (a, color_a, symbol_a) in enumerate(rows):
            for b, color_b, symbol_b in rows[i + 1:]:
                if math.dist(as_deuteranope(color_a), as_deuteranope(color_b)) >= CONFUSABLE:
                    continue
                confusable += 1
                if symbol_a == symbol_b:
                    clashes.append(f"{name}: {a} and {b}")
    assert not clashes, json.dumps(clashes)
    assert confusable > 0  # the simulation does merge some hues: the symbols are what tell them apart


def test_reduced_motion_stops_animations_and_more_contrast_darkens_text(open_site):
    page = open_site(MID_GAME["kingdom-builder"])
    idle(page)
    muted = "() => getComputedStyle(document.documentElement).getPropertyValue('--muted').trim()"
    plain = page.evaluate(muted)
    page.emulate_media(contrast="more")
    assert page.evaluate(muted) != plain
    animation = "() => getComputedStyle(document.querySelector('.shortcuts-dialog')).animationName"
    page.keyboard.press("?")
    page.locator(".shortcuts-dialog").wait_for()
    assert page.evaluate(animation) == "rise"  # the dialog rises in by default
    page.keyboard.press("Escape")
    page.emulate_media(reduced_motion="reduce")
    page.keyboard.press("?")
    page.locator(".shortcuts-dialog").wait_for()
    assert page.evaluate(animation) == "none" and page.evaluate("() => document.getAnimations().length") == 0


def test_dialogs_trap_the_focus_and_give_it_back(open_site):
    page = open_site(MID_GAME["ticket-to-ride"])
    idle(page)
    page.keyboard.press("b")
    page.keyboard.press("?")
    dialog = page.locator(".shortcuts-dialog")
    dialog.wait_for()
    for _ in range(4):
        page.keyboard.press("Tab")
        assert page.evaluate("() => Boolean(document.activeElement.closest('.shortcuts-dialog'))")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("() => Boolean(document.activeElement.closest('.shortcuts-dialog'))")
    page.keyboard.press("Escape")
    assert page.evaluate("() => document.activeElement.classList.contains('board-canvas')")


def test_escape_closes_the_menu_and_gives_the_focus_back_to_its_button(open_site):
    page = open_site(MID_GAME["ticket-to-ride"])
    idle(page)
    button = page.locator(".table-topbar").get_by_role("button", name="Menu")
    menu = page.locator("#table-screen .menu")
    button.click()
    assert menu.is_visible() and button.get_attribute("aria-expanded") == "true"
    page.keyboard.press("Tab")  # into the menu's first item
    assert page.evaluate("() => Boolean(document.activeElement.closest('.menu'))")
    page.keyboard.press("Escape")
    assert menu.is_hidden() and button.get_attribute("aria-expanded") == "false"
    assert page.evaluate("() => document.activeElement.getAttribute('aria-label')") == "Menu"
