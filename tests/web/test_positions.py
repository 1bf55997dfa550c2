"""Positions in Chromium, through the built dist/ (offline once the service worker holds the site): a shared code
opens the table's view for every game, a replay steps back and forward, Continue from here makes a new save and
leaves the others, bad codes change nothing and say why, Share this position, and Replay of a finished game."""

import json

import pytest

from gameshelf.engine import positions
from tests.web.pagekit import KEEP_ALL, assembled, device_measured, stored_games, table_id

pytestmark = pytest.mark.returning  # every test here also runs as a returning visitor

# One table per game: its setup link (one human, bots to the smallest interesting table).
GAMES = {
    "ticket-to-ride": "seats=human,bot:random&seed=9",
    "ticket-to-ride-nordic": "seats=human,bot:random&seed=4",
    "kingdom-builder": "seats=human,bot:random&seed=3",
    "off-the-rails": "seats=human,bot:random&seed=5",
    "trick-of-the-rails": "seats=human,bot:random,bot:random&seed=6",
}
# The human plays its first legal move `n` times (bots answer in between).
PLAY_FIRST = """async (n) => {
  for (let i = 0; i < n && window.gameshelf.legalMoves().length; i++) {
    await window.gameshelf.play(window.gameshelf.legalMoves()[0]);
    await window.gameshelf.waitIdle();
  }
}"""
ON_SCREEN = """([screen, game]) => document.body.dataset.screen === screen && window.gameshelf.snapshot()?.game === game"""
SHOWN = "() => JSON.stringify([window.gameshelf.view(), window.gameshelf.snapshot().viewer])"
MOVES = "() => window.gameshelf.snapshot().log.length"
WHERE = "() => document.querySelector('#viewer-screen .replay-where').textContent"
STORAGE = "() => JSON.stringify(Object.entries(localStorage).sort())"


def go_offline(page, context, site_url):
    """Open the site, let the service worker take it, then reload it offline (every later step runs offline)."""
    page.goto(site_url)
    page.wait_for_function("() => window.gameshelf && window.gameshelf.ready")
    page.evaluate("() => window.gameshelf.ready.then(() => navigator.serviceWorker.ready).then(() => true)")
    context.set_offline(True)
    page.reload()
    page.wait_for_function("() => window.gameshelf && window.gameshelf.ready")
    page.evaluate("() => window.gameshelf.ready.then(() => true)")
    assert page.evaluate("() => navigator.serviceWorker.controller !== null"), "the page is not served by the worker"


def show(page, hash_, screen, game):
    """Follow a hash in the page (no reload) and wait until `screen` shows `game` and nothing is pending."""
    page.evaluate("(hash) => { location.hash = hash; }", hash_)
    page.wait_for_function(ON_SCREEN, arg=[screen, game])
    page.evaluate("() => window.gameshelf.waitIdle()")


def test_a_shared_position_opens_the_tables_view_for_every_game(page, context, site_url):
    go_offline(page, context, site_url)
    page.evaluate("() => window.gameshelf.setBotPace(0)")
    for game, setup in GAMES.items():
        show(page, f"#new={game}&{setup}", "table", game)
        page.evaluate(PLAY_FIRST, 3)
        code = page.evaluate("() => window.gameshelf.positionCode()")
        table = page.evaluate(SHOWN)
        show(page, f"#position={code}", "viewer", game)
        assert page.evaluate(SHOWN) == table, f"{game}: the shared position shows another view"
        assert page.evaluate("() => window.gameshelf.positionCode()") == code


def test_a_replay_steps_back_and_forward_and_continues_as_a_new_save(page, context, site_url):
    go_offline(page, context, site_url)
    page.evaluate("() => window.gameshelf.setBotPace(0)")
    show(page, f"#new=ticket-to-ride&{GAMES['ticket-to-ride']}", "table", "ticket-to-ride")
    start, first = page.evaluate(SHOWN), page.evaluate(MOVES)  # the bot may have kept its tickets already
    page.evaluate(KEEP_ALL)
    middle, moves = page.evaluate(SHOWN), page.evaluate(MOVES)
    page.evaluate(PLAY_FIRST, 2)
    end = page.evaluate(SHOWN)
    old_id, count = table_id(page), page.evaluate(MOVES)
    code = page.evaluate("() => window.gameshelf.positionCode()")

    show(page, f"#position={code}", "viewer", "ticket-to-ride")
    old_save = assembled(page, old_id)  # as the table left it (its public view written on leaving)
    assert page.evaluate(WHERE) == f"Move {count} of {count}" and page.evaluate(SHOWN) == end
    page.keyboard.press("Home")
    page.wait_for_function(f"() => ({WHERE})().startsWith('The start')")
    for shown, at in [(start, first), (middle, moves)]:  # one move forward at a time, up to what the table showed
        while page.evaluate(WHERE) != (f"Move {at} of {count}" if at else f"The start · 0 of {count}"):
            page.keyboard.press("ArrowRight")
            page.evaluate("() => window.gameshelf.waitIdle()")
        assert page.evaluate(SHOWN) == shown, f"move {at} of the replay is not the table's view"
    page.keyboard.press("End")
    page.wait_for_function(f"() => ({WHERE})() === 'Move {count} of {count}'")
    assert page.evaluate(SHOWN) == end
    page.get_by_role("button", name="Back one move").click()
    page.wait_for_function(f"() => ({WHERE})() === 'Move {count - 1} of {count}'")
    assert page.evaluate(SHOWN) != end
    back = page.evaluate(SHOWN)
    # The address follows the moment shown: a reload (offline) opens that moment again.
    page.wait_for_function("(at) => location.hash.endsWith(`&at=${at}&seat=0`)", arg=count - 1)
    page.reload()
    page.wait_for_function(ON_SCREEN, arg=["viewer", "ticket-to-ride"])
    page.evaluate("() => window.gameshelf.waitIdle()")
    assert page.evaluate(WHERE) == f"Move {count - 1} of {count}" and page.evaluate(SHOWN) == back
    page.get_by_role("button", name="Forward one move").click()
    page.wait_for_function(f"() => ({WHERE})() === 'Move {count} of {count}'")
    assert page.evaluate(SHOWN) == end

    page.get_by_label("Seen by").select_option("spectator")
    page.wait_for_function("() => window.gameshelf.snapshot().viewer === null")
    assert page.evaluate("() => JSON.stringify(window.gameshelf.view())") != json.dumps(json.loads(end)[0], separators=(",", ":")), \
        "the spectator sees the seat's hidden cards"
    page.get_by_label("Seen by").select_option("0")
    page.wait_for_function("() => window.gameshelf.snapshot().viewer === 0")

    # Continue from the middle, with the bot one level up: a new save; the old one is left as it was.
    page.keyboard.press("Home")
    for _ in range(moves):
        page.keyboard.press("ArrowRight")
    page.wait_for_function(f"() => ({WHERE})() === 'Move {moves} of {count}'")
    page.get_by_role("button", name="Continue from here").click()
    dialog = page.locator(".continue-dialog")
    dialog.get_by_label("Bot 2: who plays").select_option("bot:easy")
    dialog.get_by_role("button", name="Start playing").click()
    page.wait_for_function("(old) => location.hash.startsWith('#play=') && !location.hash.endsWith(old) && window.gameshelf.snapshot()", arg=old_id)
    page.evaluate("() => window.gameshelf.waitIdle()")
    new_id = table_id(page)
    saves = stored_games(page)
    assert set(saves) == {old_id, new_id}
    assert assembled(page, old_id) == old_save, "Continue from here changed the old save"
    new_save = assembled(page, new_id)
    assert new_save["moves"] == old_save["moves"][:moves] and new_save["seats"][1]["bot"] == "easy"
    assert page.evaluate(SHOWN) == middle, "the continued game does not start where the replay was"


def forged(rules_version):
    """A position code of Ticket to Ride under another rules version (what an older or newer site would share)."""
    header = json.dumps({"game": "ticket-to-ride", "rules_version": rules_version, "options": {}, "seed": 1,
                         "seats": ["human", "bot"]}).encode()
    return positions.pack(positions.varint(len(header)) + header + b"\x00")


def test_a_bad_position_code_opens_nothing_says_why_and_changes_no_save(open_site, page):
    open_site(f"#new=ticket-to-ride&{GAMES['ticket-to-ride']}")
    page.evaluate(KEEP_ALL)
    code = page.evaluate("() => window.gameshelf.positionCode()")
    page.evaluate("() => { location.hash = ''; }")
    page.wait_for_function("() => document.body.dataset.screen === 'shelf'")
    page.evaluate("() => window.gameshelf.waitIdle()")  # the table left stores its public view once Python gives it
    device_measured(page)
    before = page.evaluate(STORAGE)
    banner = page.locator(".banner")
    flipped = code[:12] + ("A" if code[12] != "A" else "B") + code[13:]
    # Each reason differs from the one before it, so the banner is seen to change.
    for bad, why in [(code[:-8], "damaged ("), (forged(99), "other rules"), (flipped, "damaged ("), ("%%%", "missing or damaged")]:
        page.evaluate("(hash) => { location.hash = hash; }", f"#position={bad}")
        page.wait_for_function("(why) => document.querySelector('.banner').textContent.includes(why)", arg=why)
        assert banner.inner_text().startswith("This link cannot open a position:")
        assert page.evaluate("() => document.body.dataset.screen") == "shelf"
        assert page.evaluate(STORAGE) == before, "a bad code changed the saves"
        assert page.evaluate("() => location.hash") == ""


def test_share_this_position_and_replay_of_a_finished_game(open_site, page, context, site_url):
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_site("#new=trick-of-the-rails&seats=bot:random,bot:random,bot:random&seed=2")
    page.evaluate("() => window.gameshelf.setBotPace(0)")
    page.wait_for_function("() => window.gameshelf.snapshot()?.over")
    page.evaluate("() => window.gameshelf.waitIdle()")
    code = page.evaluate("() => window.gameshelf.positionCode()")
    final = page.evaluate(SHOWN)

    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Share this position").click()
    dialog = page.locator(".share-dialog")
    link = f"{site_url}index.html#position={code}"
    assert dialog.get_by_label("Link", exact=True).input_value() == link
    assert f'src="{site_url}embed.html#position={code}"' in dialog.get_by_label("Embed code", exact=True).input_value()
    assert "reveals every hidden card" in dialog.locator(".share-warning").inner_text()
    dialog.get_by_role("button", name="Copy the link").click()
    dialog.get_by_text("Copied").wait_for()
    assert page.evaluate("() => navigator.clipboard.readText()") == link
    dialog.get_by_role("button", name="Done").click()

    page.locator("#table-screen .score-sheet").get_by_role("button", name="Replay").click()
    page.wait_for_function(ON_SCREEN, arg=["viewer", "trick-of-the-rails"])
    page.evaluate("() => window.gameshelf.waitIdle()")
    assert page.evaluate(SHOWN) == final and page.locator("#viewer-screen .score-sheet").is_visible()

    page.get_by_role("button", name="Back to the shelf").click()
    page.wait_for_function("() => document.body.dataset.screen === 'shelf'")
    page.locator(".save-card").get_by_role("button", name="Replay").click()
    page.wait_for_function(ON_SCREEN, arg=["viewer", "trick-of-the-rails"])
    page.evaluate("() => window.gameshelf.waitIdle()")
    assert page.evaluate("() => location.hash").startswith(f"#position={code}&at=") and page.evaluate(SHOWN) == final
