"""Saves in Chromium (issue 10): damaged records never stop the site, imports are checked by Python
before anything is stored, two tabs on one game lose no move, a full quota offers a way out,
version-1 saves are migrated, and Back returns to the shelf; a card names its seats, a continued game says where it
started, and a saved game can be renamed (issue 23)."""

import json

import pytest

from gameshelf.engine.saves import from_save

from tests.web.conftest import ROOT, wait_ready
from tests.web.finished import finished, position_code, store_match
from tests.web.pagekit import DRAW_CARD, HUMAN_VS_BOT, KEEP_ALL, STATE, assembled, device_measured, idle, stored_games, table_id

LOG_LENGTH = "() => window.gameshelf.snapshot()?.log.length ?? -1"
SET_ITEMS = "(entries) => { for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }"
LEGACY = {"format": "gameshelf-save", "version": 1, "game": "ticket-to-ride", "title": "Ticket to Ride",
          "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "bot", "bot": "random"}], "log": []}


def deep_json(depth):
    """A JSON text of lists nested `depth` deep."""
    return "[" * depth + "]" * depth


def damaged_records():
    """Stored records a bad import or a broken browser could leave: {key: text}."""
    setup = {"format": "gameshelf-save", "version": 2, "id": "v2future", "game": "ticket-to-ride", "title": "Ticket to Ride",
             "seats": LEGACY["seats"], "seed": 1, "options": {}, "rules_version": 1}
    return {
        "gameshelf:save:future": json.dumps({**LEGACY, "updated": 1e16}),
        "gameshelf:save:seats": json.dumps({**LEGACY, "seats": [None, 3, "x"]}),
        "gameshelf:save:garbage": "{this is not JSON",
        "gameshelf:save:deep": json.dumps(LEGACY)[:-1] + ', "state": ' + deep_json(3000) + "}",
        "gameshelf:save:bigid": json.dumps({**LEGACY, "game": "x" * 200_000}),
        "gameshelf:game:v2future": json.dumps({"rev": 1, "count": 0, "hash": "0" * 16, "summary": {}, "updated": 1e16}),
        "gameshelf:setup:v2future": json.dumps(setup),
        "gameshelf:game:badheader": "{",
    }


@pytest.mark.returning
def test_damaged_records_never_stop_the_site(open_site, page, site_url):
    open_site(HUMAN_VS_BOT)
    page.evaluate(KEEP_ALL)
    good_id = table_id(page)
    records = damaged_records()
    page.evaluate(SET_ITEMS, records)
    page.goto(site_url)
    wait_ready(page)  # window.gameshelf exists and the first screen is up
    for damaged in ("future", "seats", "garbage", "bigid", "v2future", "badheader"):
        problem = page.locator(f".save-card[data-save='{damaged}'] .save-problem")
        assert problem.is_visible(), damaged
        assert 0 < len(problem.inner_text()) < 120, damaged
    assert len(page.locator(".save-card").first.inner_text()) < 400

    page.locator(".save-card[data-save='deep']").get_by_role("button", name="Resume").click()
    banner = page.locator(".banner")
    banner.wait_for(state="visible")
    assert "cannot be resumed" in banner.inner_text() and len(banner.inner_text()) < 250

    page.locator(f".save-card[data-save='{good_id}']").get_by_role("button", name="Resume").click()
    page.wait_for_function("(id) => location.hash === `#play=${id}` && window.gameshelf.snapshot() !== null", arg=good_id)
    for key, text in records.items():
        assert page.evaluate("(k) => localStorage.getItem(k)", key) == text, "a damaged record was changed"


def crafted_files(good):
    """Crafted save files: {file name: text}; each must be refused."""
    moves = good["moves"]
    return {
        "future.json": json.dumps({**good, "updated": 1e16}),
        "seats.json": json.dumps({**good, "seats": [None, 3, "x"]}),
        "garbage.json": "{this is not JSON",
        "nan.json": json.dumps(good)[:-1] + ', "created": NaN}',
        "deep.json": json.dumps({**good, "options": None}).replace('"options": null', '"options": ' + deep_json(3000)),
        "bigid.json": json.dumps({**good, "game": "x" * 200_000}),
        "trueseat.json": json.dumps({**good, "moves": [[True, moves[0][1]], *moves[1:]]}),
        "tampered.json": json.dumps({**good, "hash": "0123456789abcdef"}),
        "huge.json": json.dumps({**good, "padding": "x" * 1_100_000}),
    }


def test_an_import_is_checked_before_anything_is_stored(open_site, page, tmp_path):
    open_site(HUMAN_VS_BOT)
    page.evaluate(KEEP_ALL)
    good = assembled(page, table_id(page))
    page.get_by_role("button", name="Back to the shelf").click()
    device_measured(page)
    keys = sorted(page.evaluate("Object.keys(localStorage)"))
    banner = page.locator(".banner")
    for name, text in crafted_files(good).items():
        path = tmp_path / name
        path.write_text(text)
        page.locator("input[type=file]").set_input_files(str(path))
        page.wait_for_function("(name) => document.querySelector('.banner:not([hidden])')?.textContent.includes(name)", arg=name)
        message = banner.inner_text()
        assert "cannot be imported" in message and len(message) < 200, (name, message[:300])
        assert sorted(page.evaluate("Object.keys(localStorage)")) == keys, f"{name} stored something"


@pytest.mark.returning
def test_two_tabs_on_one_game_lose_no_move(open_site, page, context):
    open_site(HUMAN_VS_BOT)
    page.evaluate(KEEP_ALL)
    other = context.new_page()
    other.goto(page.url)
    wait_ready(other)
    idle(other)
    assert other.evaluate(STATE) == page.evaluate(STATE)

    other.evaluate(DRAW_CARD)
    page.wait_for_function("(n) => window.gameshelf.snapshot()?.log.length === n", arg=other.evaluate(LOG_LENGTH))
    idle(page)
    page.evaluate(DRAW_CARD)
    other.wait_for_function("(n) => window.gameshelf.snapshot()?.log.length === n", arg=page.evaluate(LOG_LENGTH))
    idle(other)
    assert other.evaluate(STATE) == page.evaluate(STATE)

    save = assembled(page, table_id(page))
    third = context.new_page()
    third.goto(page.url)
    wait_ready(third)
    idle(third)
    assert third.evaluate(STATE) == page.evaluate(STATE), "the stored game lost a move"
    assert stored_games(third)[table_id(third)]["header"]["count"] == len(save["moves"])


BUMP_REV = """(id) => {
  const key = `gameshelf:game:${id}`;
  const header = JSON.parse(localStorage.getItem(key));
  localStorage.setItem(key, JSON.stringify({ ...header, rev: header.rev + 5 }));
  return header.rev + 5;
}"""


def test_a_write_never_replaces_a_newer_revision(open_site, page):
    open_site(HUMAN_VS_BOT)
    page.evaluate(KEEP_ALL)
    save_id = table_id(page)
    newer = page.evaluate(BUMP_REV, save_id)  # as if another tab had written (this tab hears no storage event)
    stored = stored_games(page)[save_id]
    page.evaluate("() => window.gameshelf.play(window.gameshelf.legalMoves().find((m) => m.type === 'draw_deck'))")
    idle(page)
    notice = page.locator(".table-notice")
    assert notice.is_visible() and "changed in another tab" in notice.inner_text()
    header = stored_games(page)[save_id]["header"]
    assert header["rev"] == newer and header == stored["header"], "a stale tab overwrote a newer save"


@pytest.mark.returning
def test_back_from_a_table_returns_to_the_shelf(open_site, page, site_url):
    open_site("")
    page.locator(".game-card[data-game='ticket-to-ride'] .new-game-btn").click()
    page.locator(".modal .start-btn").click()
    page.wait_for_function("() => location.hash.startsWith('#play=') && window.gameshelf.snapshot() !== null")
    playing = page.url
    page.go_back()
    page.locator("#shelf-screen").wait_for(state="visible")
    assert page.url == site_url
    page.go_forward()
    page.wait_for_function("(url) => location.href === url && window.gameshelf.snapshot() !== null", arg=playing)
    idle(page)
    page.locator(".table-topbar .back-btn").click()
    page.locator("#shelf-screen").wait_for(state="visible")
    page.go_forward()
    page.wait_for_function("(url) => location.href === url", arg=playing)


HIDE_PAGE = """() => {
  Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
  return window.gameshelf.waitIdle();
}"""
STORED_VIEW = "(id) => JSON.parse(localStorage.getItem(`gameshelf:view:${id}`))"


def public_view(save):
    """The public view of a save's position, as Python gives it."""
    match = from_save(save)
    return match.game.view(match.state, None)


def test_a_hidden_page_and_a_left_table_store_the_view_of_the_last_move(open_site, page):
    open_site(HUMAN_VS_BOT)
    page.evaluate(KEEP_ALL)
    page.evaluate(DRAW_CARD)
    save_id = table_id(page)
    save = assembled(page, save_id)
    assert save["public_view"] != public_view(save), "the moves' answers carry no public view: the stored one is older"
    page.evaluate(HIDE_PAGE)  # the hide asks Python for the view and stores it (waitIdle: once it is stored)
    assert page.evaluate(STORED_VIEW, save_id) == public_view(save)
    page.evaluate("() => { delete document.visibilityState; }")
    page.evaluate(DRAW_CARD)
    page.locator(".table-topbar .back-btn").click()
    page.locator("#shelf-screen").wait_for(state="visible")  # shown once the view is stored
    save = assembled(page, save_id)
    assert save["moves"] and page.evaluate(STORED_VIEW, save_id) == public_view(save)


FILL_QUOTA = """() => {
  window.__setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function () { throw new DOMException("quota", "QuotaExceededError"); };
}"""


def test_a_full_quota_offers_to_export_or_delete_finished_games(open_site, page):
    open_site(HUMAN_VS_BOT)
    page.evaluate(SET_ITEMS, {"gameshelf:game:oldgame": json.dumps({"rev": 3, "count": 0, "hash": "0" * 16, "status": "Finished", "over": True, "updated": 1}),
                              "gameshelf:setup:oldgame": json.dumps({**LEGACY, "version": 2, "id": "oldgame", "seed": 1, "options": {}})})
    save_id = table_id(page)
    page.evaluate(FILL_QUOTA)
    page.evaluate(KEEP_ALL)
    notice = page.locator(".table-notice")
    assert "Storage is full" in notice.inner_text()
    with page.expect_download() as download:
        notice.get_by_role("button", name="Export this game").click()
    assert download.value.suggested_filename.endswith(".gameshelf.json")
    page.evaluate("() => { Storage.prototype.setItem = window.__setItem; }")  # as if the browser had room again
    notice.get_by_role("button", name="Delete finished games").click()
    page.locator(".modal").get_by_role("button", name="Delete").click()
    notice.wait_for(state="hidden")
    games = stored_games(page)
    assert "oldgame" not in games
    assert assembled(page, save_id)["moves"] and games[save_id]["header"]["count"] == len(assembled(page, save_id)["moves"])
    page.reload()
    wait_ready(page)
    idle(page)
    assert page.evaluate("() => window.gameshelf.snapshot().log.length") == games[save_id]["header"]["count"]


@pytest.mark.returning
def test_a_version_1_save_resumes_and_is_rewritten_as_version_2(open_site, page, site_url):
    legacy = next(s for s in json.loads((ROOT / "tests/engine/v1_saves.json").read_text()) if s["game"] == "ticket-to-ride")
    open_site("")
    page.evaluate(SET_ITEMS, {"gameshelf:save:oldsave": json.dumps({**legacy, "id": "oldsave"})})
    page.goto(site_url + "#play=oldsave")
    wait_ready(page)
    idle(page)
    assert page.evaluate("() => localStorage.getItem('gameshelf:save:oldsave')") is None, "the v1 save was not migrated"
    save = assembled(page, "oldsave")
    assert save["version"] == 2 and save["moves"][:len(legacy["log"])] == legacy["log"]
    assert save["seed"] == legacy["seed"] and save["seats"] == legacy["seats"]


def card_title(page, save_id):
    """The title on a saved game's card."""
    return page.locator(f".save-card[data-save='{save_id}'] h3").inner_text()


def test_a_save_card_names_its_seats_and_a_continued_game_says_where_it_started(open_site, page, site_url):
    match = finished("ticket-to-ride")
    winners = match.game.score(match.state)["winners"]
    open_site("")
    store_match(page, match, "ended")
    page.reload()
    wait_ready(page)
    status = page.locator(".save-card[data-save='ended'] .save-status").inner_text()
    assert f"Bot {winners[0] + 1} wins" in status and "Player" not in status

    page.goto(f"{site_url}#position={position_code(match)}&at=42")
    page.wait_for_function("() => document.body.dataset.screen === 'viewer' && window.gameshelf.snapshot()?.log.length === 42")
    page.get_by_role("button", name="Continue from here").click()
    page.locator(".continue-dialog").get_by_role("button", name="Start playing").click()
    page.wait_for_function("() => location.hash.startsWith('#play=') && window.gameshelf.snapshot()")
    continued = table_id(page)
    idle(page)
    page.get_by_role("button", name="Back to the shelf").first.click()
    page.wait_for_function("() => document.body.dataset.screen === 'shelf'")
    assert card_title(page, "ended") == "Ticket to Ride"
    assert card_title(page, continued) == "Ticket to Ride (continued from move 42)"
    page.goto(f"{site_url}#lang=fr")
    page.reload()
    wait_ready(page)
    assert card_title(page, continued) == "Les Aventuriers du Rail (suite depuis le coup 42)"
    assert "Bot " in page.locator(".save-card[data-save='ended'] .save-status").inner_text()


def rename(page, save_id, name):
    """Rename a saved game on its card."""
    page.locator(f".save-card[data-save='{save_id}']").get_by_role("button", name="Rename").click()
    field = page.locator(".rename-dialog").get_by_label("Name of this game")
    field.fill(name)
    page.locator(".rename-dialog").get_by_role("button", name="Save the name").click()
    page.locator(".rename-dialog").wait_for(state="detached")


def test_a_saved_game_is_renamed_as_plain_text_and_keeps_its_name_as_it_is_played(open_site, page, site_url):
    open_site(HUMAN_VS_BOT)
    page.evaluate(KEEP_ALL)
    save_id = table_id(page)
    page.goto(site_url)
    wait_ready(page)
    rename(page, save_id, "  <b>Friday</b>\n\tnight\u200b game " + "x" * 60)
    title = card_title(page, save_id)
    assert title.startswith("<b>Friday</b> night game xx") and len(title) <= 40, title
    assert page.locator(f".save-card[data-save='{save_id}'] h3 b").count() == 0, "a name became HTML"
    assert stored_games(page)[save_id]["header"]["name"] == title

    page.locator(f".save-card[data-save='{save_id}']").get_by_role("button", name="Resume").click()
    page.wait_for_function("(id) => location.hash === `#play=${id}` && window.gameshelf.snapshot() !== null", arg=save_id)
    idle(page)
    page.evaluate(DRAW_CARD)
    header = stored_games(page)[save_id]["header"]
    assert header["name"] == title and header["rev"] > 1, "a move lost the game's name"
    page.get_by_role("button", name="Back to the shelf").first.click()
    page.wait_for_function("() => document.body.dataset.screen === 'shelf'")
    rename(page, save_id, "   ")
    assert card_title(page, save_id) == "Ticket to Ride" and "name" not in stored_games(page)[save_id]["header"]


def test_a_version_1_save_keeps_its_new_name_when_it_is_migrated(open_site, page, site_url):
    legacy = next(s for s in json.loads((ROOT / "tests/engine/v1_saves.json").read_text()) if s["game"] == "ticket-to-ride")
    open_site("")
    page.evaluate(SET_ITEMS, {"gameshelf:save:oldsave": json.dumps({**legacy, "id": "oldsave"})})
    page.reload()
    wait_ready(page)
    rename(page, "oldsave", "The old one")
    assert card_title(page, "oldsave") == "The old one"
    page.goto(site_url + "#play=oldsave")
    idle(page)
    assert page.evaluate("() => localStorage.getItem('gameshelf:save:oldsave')") is None, "the v1 save was not migrated"
    assert stored_games(page)["oldsave"]["header"]["name"] == "The old one"
