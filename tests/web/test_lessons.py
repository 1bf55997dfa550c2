"""Lessons in Chromium: each game's rules page teaches its first lesson through taps on the board and the panel."""

import json

import pytest

from tests.web.conftest import wait_ready

ALL_LESSONS = "() => [...document.querySelectorAll('section[data-lesson]')].map((s) => s.dataset.lesson)"
SAVE_KEYS = "() => Object.keys(localStorage).filter((k) => k.startsWith('gameshelf:') || k.startsWith('gameshelf-embed:'))"
DONE_KEY = "gameshelf-lessons:done"


def player(page, ref):
    """The lesson player of `ref` on the page."""
    return page.locator(f'[data-lesson="{ref}"] .lesson-player, .lesson-player[data-lesson="{ref}"]').first


def wait_status(page, ref, *statuses):
    """Wait until the lesson board of `ref` shows one of `statuses` (and no request is on its way)."""
    page.wait_for_function("""([ref, statuses]) => {
      const p = document.querySelector(`.lesson-player[data-lesson="${ref}"]`);
      const reset = p && [...p.querySelectorAll(".lesson-controls button")].find((b) => b.textContent === "Reset");
      return p && statuses.includes(p.dataset.status) && reset && !reset.disabled;
    }""", arg=[ref, list(statuses)])


def open_rules(page, site_url, game):
    """Open a game's rules page; returns the refs of its lessons in page order."""
    page.goto(f"{site_url}rules/{game}.html")
    wait_ready(page)
    return page.evaluate(ALL_LESSONS)


def boot(page, ref):
    """Scroll a lesson into view (which boots its board) and wait until it is playing."""
    page.locator(f'section[data-lesson="{ref}"]').scroll_into_view_if_needed()
    wait_status(page, ref, "playing")
    player(page, ref).locator(".lesson-text").click()  # the board the reader touched is the page's current lesson


def tap(page, ref, target):
    """A real click on the board of lesson `ref` at a renderer target."""
    player(page, ref).locator(".lesson-board-host").evaluate("(board) => board.scrollIntoView({ block: 'center' })")
    point = page.evaluate("([target, ref]) => window.gameshelf.pointOf(target, ref)", [target, ref])
    assert point, f"no point for {target}"
    page.mouse.click(point["x"], point["y"])


def panel(page, ref, selector):
    """A control in the panel of lesson `ref`."""
    return player(page, ref).locator(f".lesson-panel {selector}")


def choose(page, text, avoid=None):
    """Pick the modal choice whose label has `text` (and not `avoid`)."""
    choices = page.locator(".modal .choice")
    choices.first.wait_for()
    labels = choices.all_inner_texts()
    index = next(i for i, label in enumerate(labels) if text.lower() in label.lower() and not (avoid and avoid.lower() in label.lower()))
    choices.nth(index).click()


def control(page, ref, name):
    """A lesson control button (Show me, Reset, Next...)."""
    return player(page, ref).locator(".lesson-controls").get_by_role("button", name=name, exact=True)


def next_step(page, ref):
    """Press Next and wait for the next step."""
    control(page, ref, "Next").click()
    wait_status(page, ref, "playing")


def feedback(page, ref):
    return player(page, ref).locator(".lesson-feedback").inner_text()


def view(page, ref):
    return json.dumps(page.evaluate("(ref) => window.gameshelf.view(ref)", ref), sort_keys=True)


# For each game: a wrong move a person makes on the first lesson's first step, then the moves that solve it.
def ttr_wrong(page, ref):
    panel(page, ref, '[data-key="slot-2"]').click()


def ttr_solve(page, ref):
    panel(page, ref, '[data-key="slot-0"]').click()
    wait_status(page, ref, "solved")
    next_step(page, ref)
    panel(page, ref, '[data-key="deck"]').click()
    wait_status(page, ref, "solved")
    next_step(page, ref)
    panel(page, ref, '[data-key="slot-2"]').click()


def nordic_wrong(page, ref):
    tap(page, ref, {"route": 24})
    choose(page, "loco")


def nordic_solve(page, ref):
    tap(page, ref, {"route": 24})
    choose(page, "purple", avoid="loco")


def kb_wrong(page, ref):
    tap(page, ref, {"cell": [0, 8]})


def kb_solve(page, ref):
    for i, cell in enumerate([[10, 6], [10, 7], [9, 7]]):
        if i:
            next_step(page, ref)
        tap(page, ref, {"cell": cell})
        wait_status(page, ref, "solved", "done")


def otr_wrong(page, ref):
    tap(page, ref, {"square": [0, 1]})


def otr_solve(page, ref):
    tap(page, ref, {"square": [1, 1]})
    wait_status(page, ref, "solved")
    next_step(page, ref)
    panel(page, ref, '.otr-tool[data-tool="upgrade"]').click()
    tap(page, ref, {"square": [1, 1]})
    choose(page, "east")


def totr_wrong(page, ref):
    panel(page, ref, '.totr-hand [data-card="CO-1"]').click()


def totr_solve(page, ref):
    panel(page, ref, '.totr-hand [data-card="BO-6"]').click()


GAMES = {
    "ticket-to-ride": (ttr_wrong, ttr_solve),
    "ticket-to-ride-nordic": (nordic_wrong, nordic_solve),
    "kingdom-builder": (kb_wrong, kb_solve),
    "off-the-rails": (otr_wrong, otr_solve),
    "trick-of-the-rails": (totr_wrong, totr_solve),
}


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_page_teaches_its_first_lesson_by_taps(page, site_url, game):
    make_wrong, solve = GAMES[game]
    refs = open_rules(page, site_url, game)
    listed = page.evaluate("() => fetch('../data/lessons.json').then((r) => r.json())")[game]
    assert sorted(refs) == sorted(f"{game}/{lesson['id']}" for lesson in listed), "every lesson sits on the rules page"
    first = f"{game}/{listed[0]['id']}"
    section = page.locator(f'section[data-lesson="{first}"]')
    assert section.locator("h3, h4").inner_text() == listed[0]["title"] and "Lesson 1 of" in section.text_content()
    boot(page, first)
    assert page.evaluate("() => window.gameshelf.lesson()") == {
        "game": game, "id": first.split("/")[1], "step": 0, "steps": page.evaluate("() => window.gameshelf.lesson().steps"), "status": "playing"}
    start = view(page, first)

    make_wrong(page, first)
    wait_status(page, first, "wrong")
    assert feedback(page, first).strip(), "a wrong move shows why"
    assert view(page, first) == start, "the wrong move was taken back"
    control(page, first, "Reset").click()
    wait_status(page, first, "playing")
    assert view(page, first) == start and player(page, first).locator(".lesson-feedback").is_hidden()

    solve(page, first)
    wait_status(page, first, "done")
    assert "Lesson complete" in feedback(page, first)
    assert page.locator(f'section[data-lesson="{first}"]').get_attribute("class").split().count("is-done") == 1
    assert first in page.evaluate(f"() => JSON.parse(localStorage.getItem('{DONE_KEY}'))")

    control(page, first, "Reset").click()
    for ref in refs:  # every lesson's hint targets draw, step by step (Show me plays each step)
        boot(page, ref)
        for step in range(page.evaluate("() => window.gameshelf.lesson().steps")):
            assert page.evaluate("() => window.gameshelf.lesson().id") == ref.split("/")[1]
            drawn, total = player(page, ref).get_attribute("data-hints").split("/")
            assert drawn == total, f"{ref} step {step + 1}: {drawn} of {total} hint targets drawn"
            status = page.evaluate("() => window.gameshelf.showMe().then((s) => s.status)")
            if status == "solved":
                next_step(page, ref)
        wait_status(page, ref, "done")
    assert len(page.workers) == 1, "one worker serves every lesson board of the page"
    assert page.evaluate(SAVE_KEYS) == [], "a lesson never writes a save"
