"""What every screen shows (issue 23), in English and French: no message id ever reaches the screen raw (and an
unknown id is an error the tests see, while the page still shows words); the score sheet shows every seat's column
and its winner on a desktop, a phone and in an embed, and nothing but numbers under its total; the replay viewer fills
a phone with its whole title; toasts leave the top bar free and the last round's go when the game ends."""

import re
from contextlib import contextmanager

import pytest

from tests.web.conftest import REPORT_CSP_VIOLATIONS, TIMEOUT_MS, wait_ready
from tests.web.finished import GAMES, cut, finished, position_code, store_match

# Something shaped like a message id: "game-id.area.key" (three or more dotted parts of lowercase words).
MESSAGE_ID = re.compile(r"(?<![\w.])[a-z][a-z0-9-]*(?:\.[a-z0-9_-]+){2,}(?![\w.])")
# Every word a player sees or hears: the visible text, and the tooltips, labels and placeholders of what is shown.
SHOWN_WORDS = """() => {
  const words = [document.body.innerText];
  for (const node of document.querySelectorAll("[title], [aria-label], [placeholder]")) {
    if (!node.getClientRects().length) continue;
    for (const name of ["title", "aria-label", "placeholder"]) if (node.getAttribute(name)) words.push(node.getAttribute(name));
  }
  return words.join("\\n");
}"""
OPEN_HISTORY = "() => { for (const d of document.querySelectorAll('details.moves, details.log')) d.open = true; }"
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
# Each score sheet's columns: where each seat's head and total lie, and the box they can be seen (or scrolled to) in.
SHEET_COLUMNS = """() => [...document.querySelectorAll(".score-sheet:not([hidden])")].filter((s) => s.getClientRects().length).map((sheet) => {
  const scroll = sheet.querySelector(".score-scroll");
  const box = (node) => { const r = node.getBoundingClientRect(); return [r.left, r.right]; };
  return {
    view: [0, document.documentElement.clientWidth], box: box(scroll), fits: scroll.scrollWidth <= scroll.clientWidth,
    heads: [...sheet.querySelectorAll("thead th")].slice(1).map(box), winners: [...sheet.querySelectorAll("thead th.winner")].map(box),
    totals: [...sheet.querySelectorAll("tfoot td")].map((td) => td.textContent), text: sheet.innerText,
  };
})"""


def raw_ids(page):
    """The message ids shown raw on the page."""
    return sorted(set(MESSAGE_ID.findall(page.evaluate(SHOWN_WORDS))))


def check(page, where):
    """Fail when the page shows a raw message id."""
    assert raw_ids(page) == [], f"{where}: raw message ids on screen"


@pytest.fixture(scope="module")
def matches():
    """Each game played to its end by three random bots (a two-player game where three cannot sit)."""
    return {game: finished(game) for game in GAMES}


def idle(page):
    """Wait for the main page's table or viewer to have nothing in flight."""
    page.evaluate("() => window.gameshelf.waitIdle()")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_screen_shows_a_raw_message_id(open_site, page, site_url, matches, lang):
    suffix = f"lang={lang}"
    open_site(f"#{suffix}")
    page.evaluate("() => window.gameshelf.setBotPace(0)")
    for game, match in matches.items():
        store_match(page, match, f"end-{game}")
        store_match(page, match, f"end-{game}", namespace="gameshelf-embed")
    page.reload()
    wait_ready(page)
    page.locator(".save-card").first.wait_for()
    check(page, "the shelf and its saved games")
    for game, match in matches.items():
        page.locator(f".game-card[data-game='{game}'] .new-game-btn").click()
        page.locator(".modal").wait_for()
        check(page, f"{game}: the new-game dialog")
        page.keyboard.press("Escape")
        page.locator(".modal").wait_for(state="detached")

        page.goto(f"{site_url}#new={game}&seats=human,bot:random,bot:random&seed=2&{suffix}")
        wait_ready(page)
        idle(page)
        page.evaluate(OPEN_HISTORY)
        check(page, f"{game}: the table at the start, with the history of moves")

        page.goto(f"{site_url}#play=end-{game}&{suffix}")
        wait_ready(page)
        page.locator("#table-screen .score-sheet").wait_for(state="visible")
        page.evaluate(OPEN_HISTORY)
        check(page, f"{game}: the table at game end with the score sheet")

        code = position_code(match)
        for at in (len(match.log) // 2, len(match.log)):
            page.goto(f"{site_url}#position={code}&at={at}&{suffix}")
            wait_ready(page)
            page.wait_for_function("(at) => document.body.dataset.screen === 'viewer' && window.gameshelf.snapshot()?.log.length === at", arg=at)
            idle(page)
            check(page, f"{game}: the replay viewer at move {at}")

        page.goto(f"{site_url}embed.html#position={code}&{suffix}")
        page.locator(".score-sheet").wait_for(state="visible")
        check(page, f"{game}: the embedded position at game end")
        page.goto(f"{site_url}embed.html#play=end-{game}&{suffix}")
        page.locator(".score-sheet").wait_for(state="visible")
        check(page, f"{game}: the embedded game at game end")
        page.goto(f"{site_url}#{suffix}")
        wait_ready(page)


def test_an_unknown_message_id_is_an_error_and_still_shows_words(browser, site_url):
    ctx = browser.new_context()
    ctx.set_default_timeout(TIMEOUT_MS)
    ctx.add_init_script(REPORT_CSP_VIOLATIONS)
    errors = []
    ctx.on("weberror", lambda error: errors.append(str(error.error)))
    try:
        page = ctx.new_page()
        page.goto(site_url)
        wait_ready(page)
        shown = page.evaluate("() => import('./shell/i18n.js').then(({ t }) => [t('ticket-to-ride.score.no_such_row'), t('ticket-to-ride.score.no_such_row')])")
        page.wait_for_function("() => new Promise((ok) => setTimeout(() => ok(true)))")
        assert shown == ["No such row", "No such row"], "an unknown id shows its last part as words"
        assert len(errors) == 1 and "unknown message id ticket-to-ride.score.no_such_row" in errors[0]
    finally:
        ctx.close()


def sheet_problems(sheet, players):
    """What is wrong with a score sheet's columns (an empty list when every seat's column and the winner can be seen)."""
    problems = []
    if len(sheet["heads"]) != players:
        problems.append(f"{len(sheet['heads'])} columns for {players} players")
    if not sheet["fits"]:
        problems.append("the columns do not fit the sheet")
    inside = lambda edges, box: box[0] - 1 <= edges[0] and edges[1] <= box[1] + 1  # noqa: E731
    if not all(inside(head, sheet["box"]) and inside(head, sheet["view"]) for head in sheet["heads"]):
        problems.append(f"a column lies outside the sheet or the screen: {sheet['heads']} in {sheet['box']}")
    if not sheet["winners"] or not all(inside(w, sheet["view"]) for w in sheet["winners"]):
        problems.append("the winner's column is not on screen")
    if not all(re.fullmatch(r"-?\d+", total) for total in sheet["totals"]) or "null" in sheet["text"]:
        problems.append(f"the totals are not numbers: {sheet['totals']}")
    return problems


@contextmanager
def device_page(new_context, device):
    """A page in a context with the tests' checks (see conftest's new_context), sized as a desktop or a touch phone."""
    yield new_context(**(PHONE if device == "phone" else DESKTOP)).new_page()


@pytest.mark.parametrize("device", ["desktop", "phone"])
@pytest.mark.parametrize("game, players", [("ticket-to-ride", 3), ("ticket-to-ride", 5), ("trick-of-the-rails", 5), ("kingdom-builder", 4)])
def test_the_score_sheet_shows_every_column_and_the_winner(new_context, site_url, device, game, players):
    match = finished(game, players)
    code = position_code(match)
    with device_page(new_context, device) as page:
        page.goto(site_url)
        wait_ready(page)
        store_match(page, match, "sheet")
        store_match(page, match, "sheet", namespace="gameshelf-embed")
        screens = {"#play=sheet": "#table-screen .score-sheet", f"#position={code}": "#viewer-screen .score-sheet",
                   f"embed.html#position={code}": ".score-sheet", "embed.html#play=sheet": ".score-sheet"}
        for lang in ("en", "fr"):
            for url, sheet in screens.items():
                page.goto(f"{site_url}{'index.html' if url.startswith('#') else ''}{url}&lang={lang}")
                page.reload()  # a hash alone does not load the page again
                page.locator(sheet).wait_for(state="visible")
                sheets = page.evaluate(SHEET_COLUMNS)
                assert len(sheets) == 1, url
                assert sheet_problems(sheets[0], players) == [], f"{url[:24]} ({lang})"


# Whether the page is wider than the screen, and the title's text as far as it shows ([shown, whole]).
FITS = """() => {
  const title = document.querySelector("#viewer-screen .table-title");
  return { wide: document.documentElement.scrollWidth > window.innerWidth, cut: title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight + 1,
           board: document.querySelector("#viewer-screen .board-host").getBoundingClientRect().width / window.innerWidth };
}"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_replay_viewer_fills_a_phone_and_shows_its_whole_title(new_context, site_url, lang):
    code = position_code(finished("ticket-to-ride"), 40)
    with device_page(new_context, "phone") as page:
        page.goto(f"{site_url}index.html#position={code}&lang={lang}")
        wait_ready(page)
        page.wait_for_function("() => document.body.dataset.screen === 'viewer' && window.gameshelf.snapshot()")
        idle(page)
        fits = page.evaluate(FITS)
        assert not fits["wide"], "the page is wider than the phone"
        assert not fits["cut"], "the viewer's title is cut"
        assert fits["board"] > 0.9, "the board does not use the phone's width"


# Where toasts show, against the top bar: [toast top, top bar bottom].
TOAST_PLACE = """() => import("./shell/dom.js").then(({ toast }) => {
  const item = toast("A word");
  return [item.getBoundingClientRect().top, document.querySelector("#table-screen .table-topbar").getBoundingClientRect().bottom];
})"""


def before_the_last_round(match):
    """The number of moves of a finished Ticket to Ride match before the move that starts its last round."""
    return next(at for at in range(len(match.log)) if cut(match, at + 1).state["turns_left"] is not None)


def test_toasts_never_cover_the_phones_top_bar_and_the_last_rounds_go_when_the_game_ends(new_context, site_url):
    match = finished("ticket-to-ride", 2)
    with device_page(new_context, "phone") as page:
        page.goto(site_url)
        wait_ready(page)
        store_match(page, cut(match, before_the_last_round(match)), "ending")
        page.evaluate("() => window.gameshelf.setBotPace(0)")
        page.evaluate("() => { location.hash = '#play=ending'; }")
        page.wait_for_function("() => window.gameshelf.snapshot()?.over")
        assert page.evaluate("() => document.querySelectorAll('#toasts .toast').length") == 0, "a toast of the last round outlived the game"
        top, bar = page.evaluate(TOAST_PLACE)
        assert top >= bar, "a toast covers the top bar"


# The words the page cuts: every shown element that hides part of its own text ("▶ Play…").
CUT_WORDS = """() => [...document.querySelectorAll("body *")].filter((node) => {
  if (!node.getClientRects().length || !node.textContent.trim() || node.closest("[hidden], .visually-hidden, .sr-only")) return false;
  const style = getComputedStyle(node);
  const clips = style.textOverflow === "ellipsis" || ["hidden", "clip"].includes(style.overflowX);
  return clips && node.scrollWidth > node.clientWidth + 1;
}).map((node) => `${node.className}: ${node.textContent.trim().slice(0, 40)}`)"""
KEEP_FIRST_TICKETS = """async () => {
  const keep = window.gameshelf.legalMoves().find((m) => m.type === "keep_tickets");
  if (keep) await window.gameshelf.play(keep);
  await window.gameshelf.waitIdle();
}"""


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_no_table_of_three_cuts_its_words(new_context, site_url, device):
    with device_page(new_context, device) as page:
        page.goto(site_url)
        wait_ready(page)
        page.evaluate("() => window.gameshelf.setBotPace(0)")
        for game in GAMES:
            page.evaluate("(hash) => { location.hash = hash; }", f"#new={game}&seats=human,bot:random,bot:random&seed=2")
            page.wait_for_function("(game) => window.gameshelf.snapshot()?.game === game", arg=game)
            idle(page)
            page.evaluate(KEEP_FIRST_TICKETS)  # a Ticket to Ride table then marks whose turn it is ("▶ Player 1")
            assert page.evaluate(CUT_WORDS) == [], f"{game}: words cut on the table"
