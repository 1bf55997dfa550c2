"""French lessons in Chromium (browser locale fr-FR): the French rules page teaches its first lesson in French through
clicks, and `#lesson=…&lang=fr` plays a lesson in French on the lesson page and in the embed."""

import json
from pathlib import Path

import pytest

from gameshelf.engine import messages
from tests.web.conftest import wait_ready
from tests.web.test_lessons import boot, feedback, panel, player, ttr_solve, ttr_wrong, wait_status

pytestmark = pytest.mark.returning  # every test here also runs as a returning visitor

GAME = "ticket-to-ride"
LESSONS = Path(__file__).resolve().parents[2] / "pysrc" / "gameshelf" / "games" / "ticket_to_ride"
ENGLISH = json.loads((LESSONS / "lessons.json").read_text(encoding="utf-8"))["lessons"][0]
FRENCH = json.loads((LESSONS / "lessons.fr.json").read_text(encoding="utf-8"))["lessons"][ENGLISH["id"]]
REF = f"{GAME}/{ENGLISH['id']}"


def fr(message_id, **args):
    """The French catalog's text of a message."""
    return messages.text(messages.msg(message_id, **args), "fr")


def english_leftovers(text):
    """The lesson player's English catalog words (those the French catalog words differently) found in `text`."""
    english, french = messages.catalog("en"), messages.catalog("fr")
    words = [english[i] for i in english if i.startswith("shell.lesson.") and isinstance(english[i], str)
             and english[i] != french[i] and "{" not in english[i]]
    return [word for word in words if word in text]


@pytest.fixture
def page_fr(new_context):
    """A page in a context (fresh, or returning) whose browser language is French."""
    return new_context(locale="fr-FR").new_page()


def controls(page, ref):
    """The visible labels of a lesson board's buttons."""
    return [b for b in player(page, ref).locator(".lesson-controls button:visible").all_inner_texts()]


def test_the_french_rules_page_teaches_its_first_lesson_in_french(page_fr, site_url):
    page = page_fr
    page.goto(f"{site_url}rules/{GAME}.fr.html")
    wait_ready(page)
    assert page.evaluate("() => document.documentElement.lang") == "fr"
    assert page.locator(f'.rules-header a[href="{GAME}.html"]').inner_text() == "English"
    section = page.locator(f'section[data-lesson="{REF}"]')
    assert section.locator("h3, h4").inner_text() == FRENCH["title"]
    steps = len(ENGLISH["steps"])
    assert fr("shell.lesson.kicker", number=1, count=6, steps=messages.msg("shell.lesson.steps", n=steps)) in section.text_content()
    assert section.locator(".rules-lesson-start").inner_text() == fr("shell.lesson.try-it")

    boot(page, REF)
    board = player(page, REF)
    assert board.locator(".lesson-text").inner_text() == FRENCH["steps"][0]["text"]
    assert board.locator(".lesson-prompt").inner_text() == FRENCH["steps"][0]["prompt"]
    assert board.locator(".lesson-counter").inner_text() == fr("shell.lesson.step-of", step=1, n=steps) == "Étape 1 sur 3"
    assert controls(page, REF) == [fr("table.hint"), fr("shell.lesson.show-me"), fr("shell.lesson.reset"), fr("shell.lesson.next")]

    ttr_wrong(page, REF)
    wait_status(page, REF, "wrong")
    assert feedback(page, REF) == FRENCH["steps"][0]["wrong"][0], "a wrong move is explained in French"
    board.get_by_role("button", name=fr("shell.lesson.reset"), exact=True).click()
    wait_status(page, REF, "playing")

    panel(page, REF, '[data-key="slot-0"]').click()
    wait_status(page, REF, "solved")
    assert feedback(page, REF) == FRENCH["steps"][0]["success"]
    board.get_by_role("button", name=fr("shell.lesson.next"), exact=True).click()
    wait_status(page, REF, "playing")
    assert board.locator(".lesson-counter").inner_text() == fr("shell.lesson.step-of", step=2, n=steps)
    assert board.locator(".lesson-prompt").inner_text() == FRENCH["steps"][1]["prompt"]
    board.get_by_role("button", name=fr("shell.lesson.reset"), exact=True).click()
    wait_status(page, REF, "playing")

    ttr_solve(page, REF)
    wait_status(page, REF, "done")
    assert feedback(page, REF) == f'{FRENCH["steps"][-1]["success"]} {fr("shell.lesson.complete")}'
    assert english_leftovers(board.inner_text()) == [] and english_leftovers(section.inner_text()) == []


def test_the_english_rules_page_links_to_the_french_one_and_stays_english(page_fr, site_url):
    page = page_fr  # a French browser: the English page is still English (the page is written in one language)
    page.goto(f"{site_url}rules/{GAME}.html")
    wait_ready(page)
    page.locator(f'.rules-header a[href="{GAME}.fr.html"][hreflang="fr"]').wait_for()
    boot(page, REF)
    assert player(page, REF).locator(".lesson-prompt").inner_text() == ENGLISH["steps"][0]["prompt"]
    assert controls(page, REF)[:2] == ["Hint", "Show me"]


@pytest.mark.parametrize("where", ["index.html", "embed.html"])
def test_a_lesson_link_with_lang_fr_plays_the_lesson_in_french(page, site_url, where):
    page.goto(f"{site_url}{where}#lesson={REF}&lang=fr")  # an English browser: the link's language wins
    wait_status(page, REF, "playing")
    board = player(page, REF)
    assert board.locator(".lesson-title").inner_text() == FRENCH["title"]
    assert board.locator(".lesson-prompt").inner_text() == FRENCH["steps"][0]["prompt"]
    board.get_by_role("button", name=fr("shell.lesson.show-me"), exact=True).click()
    wait_status(page, REF, "solved")
    assert feedback(page, REF) == FRENCH["steps"][0]["success"]
    assert english_leftovers(board.inner_text()) == []
    if where == "index.html":
        crumb = page.locator(".lesson-crumb").inner_text()
        assert crumb == f'{fr(f"{GAME}.title")} · {fr("shell.lesson.position", number=1, count=6)}' 
        assert page.locator(".lesson-bar a.btn").get_attribute("href") == f"rules/{GAME}.fr.html"
        assert page.locator(".lesson-nav a").first.get_attribute("href") == f"#lesson={REF}&lang=fr"


def test_every_route_accepts_a_lang_pair(page, site_url):
    page.goto(site_url)
    wait_ready(page)
    routes = page.evaluate("""async () => {
      const { parseHash } = await import(new URL("shell/setup.js", location.href));
      return ["#lang=fr", "#new=ticket-to-ride&seats=human,bot&lang=fr", "#lang=fr&new=kingdom-builder", "#play=abc&lang=fr",
              "#position=AAAA&lang=fr", "#new=ticket-to-ride&dance=1"].map((hash) => parseHash(hash));
    }""")
    assert routes[0] == {"route": "shelf"}
    assert routes[1]["route"] == "new" and routes[1]["setup"]["game"] == "ticket-to-ride" and len(routes[1]["setup"]["seats"]) == 2
    assert routes[2]["route"] == "new" and routes[2]["setup"]["game"] == "kingdom-builder"
    assert routes[3] == {"route": "play", "id": "abc"}
    assert routes[4] == {"route": "position", "code": "AAAA", "at": None, "seat": "default", "analyse": False, "analysis": None}
    assert routes[5]["route"] == "error", "other unknown pairs are still refused"
