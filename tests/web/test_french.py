"""Issue 15 in Chromium with a French browser (locale fr-FR): the shelf, a new game of each title, a move and its
log line, the score sheet, the rules page and a lesson are French, and no screen shows an English catalog entry
that differs from its French one; switching to English and back keeps the game and its position."""

import re

import pytest

from gameshelf.engine import catalog, messages
from tests.web.pagekit import idle, snapshot


OWN_NAMES = {"shell.language.name"}  # each language's name in itself: the menu lists "English" in every language
PLACEHOLDER = re.compile(r"\{[A-Za-z0-9_-]+\}")
WORD_EDGE = r"(?<![\w’']){}(?![\w’'])"
FMT = "(message) => import(new URL('shell/i18n.js', location.href)).then((i18n) => i18n.fmt(message, (i) => window.gameshelf.snapshot()?.seats?.[i]?.name))"


def forms(template):
    """The strings of a template (each plural form of a plural one)."""
    return list(template.values()) if isinstance(template, dict) else [template]


def fragments(template):
    """The literal runs of words of a template between its placeholders, stripped of edge punctuation."""
    runs = (run.strip(" .,:;!?()«»“”\"'·–—…\u202f\u00a0") for form in forms(template) for run in PLACEHOLDER.split(form))
    return {run for run in runs if len(run) >= 3 and re.search(r"[A-Za-z]{3}", run)}


def english_only_fragments():
    """Every English fragment of an entry whose French differs, and that the French entry does not also contain."""
    english, french = messages.catalog("en"), messages.catalog("fr")
    same = " | ".join(form for i, template in english.items() if template == french[i] for form in forms(template))  # names ("Off the Rails")
    all_french = " | ".join(form for template in french.values() for form in forms(template))  # words French uses too ("places")
    found = {}
    for message_id, template in english.items():
        if template == french[message_id] or message_id in OWN_NAMES:
            continue
        for run in fragments(template):
            pattern = WORD_EDGE.format(re.escape(run))
            if not re.search(pattern, all_french) and not re.search(pattern, same):
                found.setdefault(run, message_id)
    return found


ENGLISH = english_only_fragments()


def english_left(text):
    """The English catalog fragments (and their ids) present in a screen's visible text."""
    return sorted(f"{run!r} ({message_id})" for run, message_id in ENGLISH.items()
                  if re.search(WORD_EDGE.format(re.escape(run)), text))


def assert_french(page, where):
    """The visible text of the page holds no English-only catalog fragment."""
    text = page.locator("body").inner_text()
    left = english_left(text)
    lines = [line for line in text.splitlines() if any(re.search(WORD_EDGE.format(re.escape(f.split("'")[1])), line) for f in left)]
    assert left == [], f"English on {where}: {lines[:12]}"


def switch_language(page, code):
    """Choose a language in the table's ⋯ menu, as a player does."""
    menu = page.locator(".menu .language-select")
    if not menu.is_visible():
        page.get_by_role("button", name="Menu", exact=True).click()
    menu.select_option(code)


@pytest.fixture
def french(new_context, site_url):
    """A page of the site in a French browser context (fresh, or returning)."""
    page = new_context(locale="fr-FR").new_page()
    page.goto(site_url)
    page.locator(".game-card[data-game] .new-game-btn").first.wait_for()
    return page


def test_the_fragment_list_sees_english(french):
    assert "New game" in ENGLISH and "Saved games" in ENGLISH, "the check would find nothing"
    assert english_left("Click New game here") == ["'New game' (shell.shelf.new-game)"]
    assert english_left("Nouvelle partie") == []


def test_the_shelf_is_french_and_its_menu_switches_language(french):
    page = french
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.locator(".game-card[data-game]").count() == len(catalog.game_ids())
    assert page.get_by_role("button", name="Nouvelle partie").count() == len(catalog.game_ids())
    assert page.get_by_role("heading", name="Jeux", exact=True).is_visible()
    assert page.locator("link[rel=manifest]").get_attribute("href") == "manifest.fr.webmanifest"
    assert_french(page, "the shelf")
    menu = page.locator(".site-header .language-select")
    menu.select_option("en")
    page.get_by_role("button", name="New game").first.wait_for()
    assert page.evaluate("document.documentElement.lang") == "en"
    menu.select_option("fr")
    page.get_by_role("button", name="Nouvelle partie").first.wait_for()
    assert page.evaluate("localStorage.getItem('gameshelf-lang')") == "fr"


@pytest.mark.returning
@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_a_new_game_of_each_title_is_french(french, game_id):
    page = french
    page.locator(f".game-card[data-game='{game_id}'] .new-game-btn").click()
    dialog = page.locator(".newgame")
    dialog.wait_for()
    assert dialog.get_by_role("button", name="Commencer").is_visible()
    assert_french(page, f"the new-game dialog of {game_id}")
    dialog.get_by_role("button", name="Commencer").click()
    page.wait_for_function("(id) => window.gameshelf.snapshot()?.game === id", arg=game_id)
    idle(page)
    assert_french(page, f"the table of {game_id}")


@pytest.mark.returning
def test_a_move_its_log_line_and_a_language_round_trip(french):
    page = french
    page.goto(page.url.split("#")[0] + "#new=ticket-to-ride&seats=human,bot:random&seed=5")
    page.wait_for_function("() => window.gameshelf.snapshot()?.legal?.length > 0")
    idle(page)
    before = len(snapshot(page)["log"])
    page.locator("#your-moves").evaluate("(details) => { details.open = true; }")
    page.locator(".move-btn").first.click()
    page.wait_for_function("(n) => window.gameshelf.snapshot().log.length > n", arg=before)
    idle(page)
    line = snapshot(page)["log"][before]
    words = page.evaluate(FMT, line)
    assert words == messages.text(line, "fr", [s["name"] for s in snapshot(page)["seats"]])
    assert words != messages.text(line, "en", [s["name"] for s in snapshot(page)["seats"]])
    assert words in page.locator(".log-list").inner_text()
    url, moves = page.url, snapshot(page)["log"]
    switch_language(page, "en")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    assert page.evaluate(FMT, line) in page.locator(".log-list").inner_text()
    switch_language(page, "fr")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    assert page.url == url and snapshot(page)["log"] == moves, "the game and its position are kept"
    assert words in page.locator(".log-list").inner_text()
    assert_french(page, "the table after a move, an English round trip and back")


@pytest.mark.returning
def test_the_score_sheet_is_french(french):
    page = french
    page.goto(page.url.split("#")[0] + "#new=trick-of-the-rails&seats=bot:random,bot:random,bot:random&seed=3")
    page.evaluate("window.gameshelf.setBotPace(0)")  # bots only: no pause for readers between their moves
    page.locator(".score-sheet").wait_for(state="visible")
    assert_french(page, "the score sheet")


@pytest.mark.returning
def test_the_rules_page_and_a_lesson_are_french(french):
    page = french
    card = page.locator(".game-card[data-game='ticket-to-ride']")
    assert card.get_by_role("link", name="Règles").get_attribute("href") == "rules/ticket-to-ride.fr.html"
    card.get_by_role("button", name="Apprendre").click()
    page.locator(".lesson-nav").wait_for()
    page.wait_for_function("() => window.gameshelf.lesson?.()?.status === 'playing'")
    assert_french(page, "a lesson")
    card_url = page.url.split("#")[0] + "rules/ticket-to-ride.fr.html"
    page.goto(card_url)
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert_french(page, "the rules page")
