"""Lessons in Chromium: each game's rules page teaches its first lesson through taps on the board and the panel."""

import json
import re

import pytest

from tests.web.conftest import wait_ready
from tests.web.pagekit import stored_games

pytestmark = pytest.mark.returning  # every test here also runs as a returning visitor

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
      const reset = p && p.querySelector('.lesson-controls button[data-control="reset"]');
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
    """Press Next (in the page's language) and wait for the next step."""
    player(page, ref).locator('.lesson-controls button[data-control="next"]').click()
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


# Counts the workers the page itself starts (not the one its worker may start to make a memory snapshot).
COUNT_WORKERS = """(() => {
  window.__workersMade = 0;
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      window.__workersMade++;
    }
  };
})()"""


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_page_teaches_its_first_lesson_by_taps(page, site_url, game):
    make_wrong, solve = GAMES[game]
    page.add_init_script(COUNT_WORKERS)
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
    assert page.evaluate("() => window.__workersMade") == 1, "one worker serves every lesson board of the page"
    assert page.evaluate(SAVE_KEYS) == [], "a lesson never writes a save"


def show_me(page):
    """Press Show me through the page's API; the status it ends at."""
    return page.evaluate("() => window.gameshelf.showMe().then((s) => s.status)")


def test_after_a_step_solved_another_way_show_me_goes_on_from_the_learners_board(page, site_url):
    open_rules(page, site_url, "kingdom-builder")
    ref = "kingdom-builder/three-builds"
    boot(page, ref)
    tap(page, ref, {"cell": [10, 7]})  # the lesson's own path builds on [10, 6] first, then on [10, 7]
    wait_status(page, ref, "solved")
    next_step(page, ref)
    assert player(page, ref).locator(".lesson-feedback").is_hidden(), "the learner's board stays"
    assert player(page, ref).get_attribute("data-hints") == "0/0", "the step's hint was for its own solution"
    built = view(page, ref)
    assert show_me(page) == "solved" and view(page, ref) != built
    next_step(page, ref)
    assert show_me(page) == "done"


def test_a_step_that_cannot_be_done_from_the_learners_board_starts_from_the_lessons_position_with_a_note(page, site_url):
    open_rules(page, site_url, "ticket-to-ride")
    ref = "ticket-to-ride/last-round-and-longest-path"
    boot(page, ref)
    tap(page, ref, {"route": 87})  # not Atlanta–Charleston: with a locomotive spent, no claim makes the line 17 long
    page.locator(".modal .choice", has_text=re.compile("green.*locomotive", re.I)).click()
    wait_status(page, ref, "solved")
    next_step(page, ref)
    note = player(page, ref).locator(".lesson-feedback.lesson-playing")
    assert "changed the game" in note.inner_text() and note.is_visible()
    assert player(page, ref).get_attribute("data-hints") == "1/1"
    assert show_me(page) == "done"


# A page of the site's origin that embeds one lesson and keeps every message the frame posts.
LESSON_HOST = """<!doctype html><meta charset="utf-8"><title>host</title>
<iframe id="lesson" src="embed.html#lesson=ticket-to-ride/gray-routes" width="700" height="300"></iframe>
<script>
window.got = [];
window.addEventListener("message", (event) => { window.got.push(event.data); });
</script>"""
GOT = "(type) => window.got.filter((m) => m && m.type === type)"


def test_an_embedded_lesson_posts_its_height_and_status(page, site_url):
    page.route(site_url + "lesson-host.html", lambda route: route.fulfill(content_type="text/html", body=LESSON_HOST))
    page.goto(site_url + "lesson-host.html")
    page.wait_for_function("() => window.got.some((m) => m.type === 'gameshelf:lesson' && m.status === 'playing')")
    assert page.evaluate(GOT, "gameshelf:lesson")[0] == {
        "type": "gameshelf:lesson", "game": "ticket-to-ride", "id": "gray-routes", "step": 0, "steps": 1, "status": "playing"}
    frame = page.frame_locator("#lesson")
    content = frame.locator(".embed-root").evaluate("(root) => Math.ceil(root.getBoundingClientRect().height)")
    page.wait_for_function("(h) => window.got.some((m) => m.type === 'gameshelf:height' && m.height === h)", arg=content)
    assert content > 300, "the lesson is taller than the frame: the host needs the height to show it whole"

    page.evaluate("() => { document.getElementById('lesson').width = '380'; }")  # a narrower frame: a new height
    page.wait_for_function("(h) => { const hs = window.got.filter((m) => m.type === 'gameshelf:height'); return hs.at(-1).height !== h; }", arg=content)
    narrow = frame.locator(".embed-root").evaluate("(root) => Math.ceil(root.getBoundingClientRect().height)")
    page.wait_for_function("(h) => window.got.filter((m) => m.type === 'gameshelf:height').at(-1).height === h", arg=narrow)

    frame.locator(".lesson-controls").get_by_role("button", name="Show me").click()
    page.wait_for_function("() => window.got.some((m) => m.type === 'gameshelf:lesson' && m.status === 'done')")
    assert frame.locator("body").evaluate("() => window.gameshelf.lesson()")["status"] == "done"
    before = page.evaluate("() => window.got.length")
    page.evaluate("() => document.getElementById('lesson').contentWindow.postMessage({ type: 'gameshelf:reset' }, location.origin)")
    page.wait_for_function("(n) => window.got.slice(n).some((m) => m.type === 'gameshelf:lesson' && m.status === 'playing')", arg=before)
    shown = frame.locator("body").evaluate("() => window.gameshelf.showMe()")
    assert shown["status"] == "done"
    page.evaluate("() => document.getElementById('lesson').contentWindow.postMessage({ type: 'gameshelf:dance' }, location.origin)")
    page.wait_for_function("() => window.got.some((m) => m.type === 'gameshelf:error' && m.request === 'gameshelf:dance')")
    assert frame.locator("body").evaluate("() => Object.keys(localStorage).filter((k) => !k.startsWith('gameshelf-lessons:'))") == []


def test_learn_on_the_shelf_opens_the_lessons_in_order_and_remembers_them(page, site_url):
    page.goto(site_url)
    wait_ready(page)
    page.evaluate(f"() => localStorage.setItem('{DONE_KEY}', '{{damaged')")
    page.reload()
    wait_ready(page)
    card = page.locator('.game-card[data-game="ticket-to-ride"]')
    assert "6 short lessons" in card.inner_text()
    card.get_by_role("button", name="Learn").click()
    page.wait_for_url("**#lesson=ticket-to-ride/taking-cards")
    ref = "ticket-to-ride/taking-cards"
    wait_status(page, ref, "playing")
    assert page.evaluate("() => window.gameshelf.lesson()")["id"] == "taking-cards"
    for _ in range(3):  # the panel's cards: Show me plays each step, Next goes on
        control(page, ref, "Show me").click()
        wait_status(page, ref, "solved", "done")
        if player(page, ref).get_attribute("data-status") == "solved":
            next_step(page, ref)
    wait_status(page, ref, "done")
    assert page.locator(".lesson-nav .is-done").count() == 1
    control(page, ref, "Next lesson").click()
    page.wait_for_url("**#lesson=ticket-to-ride/color-and-locomotives")
    wait_status(page, "ticket-to-ride/color-and-locomotives", "playing")

    page.get_by_role("button", name="Back to the shelf").click()
    card.get_by_text("1 of 6 lessons done").wait_for()
    card.get_by_role("button", name="Learn").click()
    page.wait_for_url("**#lesson=ticket-to-ride/color-and-locomotives")
    assert stored_games(page) == {}, "a lesson never writes a saved game"
    assert page.evaluate(f"() => JSON.parse(localStorage.getItem('{DONE_KEY}'))") == [ref]


@pytest.mark.parametrize("game", ["ticket-to-ride", "kingdom-builder"])
def test_the_hint_button_says_the_move_and_why_and_plays_nothing(page, site_url, game):
    ref = open_rules(page, site_url, game)[0]
    boot(page, ref)
    lesson = player(page, ref)
    before = lesson.locator(".lesson-prompt").inner_text()
    lesson.locator('.lesson-controls button[data-control="hint"]').click()
    line = lesson.locator(".lesson-hint-line")
    line.wait_for()
    assert line.inner_text().startswith("Hint: ") and " — " in line.inner_text()
    wait_status(page, ref, "playing")
    assert lesson.locator(".lesson-prompt").inner_text() == before, "the hint played a move"
    lesson.locator('.lesson-controls button[data-control="show"]').click()
    wait_status(page, ref, "solved", "done")
    assert line.is_hidden(), "a hint belongs to the position it was asked in"
