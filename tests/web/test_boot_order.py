"""What a page does before Python is up: the stored board is drawn and a link's board files load while the
Pyodide runtime is held back (its wasm never arrives), so neither can wait on the engine."""

import json
import re

import pytest

from gameshelf.engine import catalog
from tests.web.conftest import TIMEOUT_MS, wait_ready
from tests.web.pagekit import HUMAN_VS_BOT, table_id
from tools.site import folder_files, module_imports

# Resolves once a board canvas of the table shows a painted pixel in its middle.
BOARD_PAINTED = """() => [...document.querySelectorAll("#table-screen canvas")].some((canvas) => {
  if (!canvas.width || !canvas.height) return false;
  return canvas.getContext("2d").getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data[3] > 0;
})"""

# Resolves once the page has fetched every file named (ends of resource URLs).
FETCHED = """(names) => names.every((name) => performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(name)))"""


@pytest.fixture
def held_context(browser):
    """A context without service workers (so every request can be routed), its errors collected."""
    ctx = browser.new_context(service_workers="block")
    ctx.set_default_timeout(TIMEOUT_MS)
    ctx.errors = []
    ctx.on("weberror", lambda error: ctx.errors.append(str(error.error)))
    yield ctx
    ctx.close()


def hold(context, pattern):
    """From now on requests for `pattern` never answer; returns the list of requests held."""
    held = []
    context.route(pattern, lambda route: held.append(route))  # never fulfilled
    return held


def hold_python(context):
    """From now on the worker's runtime download never answers: Python cannot start."""
    return hold(context, "**/pyodide/pyodide.asm.wasm")


def engine_not_ready(page):
    """Whether the page still has no snapshot from Python (the boot bar has not said Ready), once app.js has run."""
    page.wait_for_function("() => window.gameshelf.snapshot !== undefined")
    return page.evaluate("() => window.gameshelf.snapshot() === null") and page.locator("#boot-label").text_content() != "Ready"


def test_a_stored_game_is_drawn_before_python_starts(held_context, site_url):
    page = held_context.new_page()
    page.goto(site_url + HUMAN_VS_BOT)
    wait_ready(page)
    save_id = table_id(page)
    page.get_by_role("button", name="Back to the shelf").click()  # leaving stores the public view
    assert page.evaluate("(id) => localStorage.getItem(`gameshelf:view:${id}`) !== null", save_id)

    held = hold_python(held_context)
    page.goto("about:blank")
    with page.expect_request("**/pyodide/pyodide.asm.wasm"):  # the worker asks for the runtime, which never comes
        page.goto(f"{site_url}#play={save_id}")
    page.wait_for_function(BOARD_PAINTED)
    assert held, "the runtime was not held"
    assert engine_not_ready(page)
    assert not held_context.errors


def test_a_stored_game_is_drawn_before_the_rest_of_the_site_loads(held_context, site_url):
    page = held_context.new_page()
    page.goto(site_url + HUMAN_VS_BOT)
    wait_ready(page)
    save_id = table_id(page)
    page.get_by_role("button", name="Back to the shelf").click()

    held_python, held_app = hold_python(held_context), hold(held_context, "**/app.js")
    page.goto("about:blank")
    with page.expect_request("**/pyodide/pyodide.asm.wasm"), page.expect_request("**/app.js"):  # app.js: after the board's first frame
        page.goto(f"{site_url}#play={save_id}")
    page.wait_for_function(BOARD_PAINTED)
    assert held_python and held_app, "the runtime and app.js were asked for"
    assert page.evaluate("() => window.gameshelf.snapshot === undefined"), "app.js has not run"
    assert page.locator("#shelf-screen").is_hidden()
    assert not held_context.errors


def test_a_new_game_link_loads_its_board_files_before_python_starts(held_context, site_url):
    held = hold_python(held_context)
    page = held_context.new_page()
    with page.expect_request("**/pyodide/pyodide.asm.wasm"):
        page.goto(site_url + "#new=kingdom-builder&seats=human,bot&seed=2")
    page.wait_for_function(FETCHED, arg=["games/kingdom-builder/renderer.js", "data/kingdom-builder.json", "data/catalog.json"])
    page.locator("#table-screen canvas").first.wait_for(state="attached")
    assert held, "the runtime was not asked for"
    assert engine_not_ready(page)
    assert not held_context.errors


def test_the_shelf_lists_every_game_and_links_its_rules_before_python_starts(held_context, site_url):
    held = hold_python(held_context)
    page = held_context.new_page()
    page.goto(site_url)
    cards = page.locator("#shelf-screen article.game-card[data-game]")
    page.wait_for_function("(n) => document.querySelectorAll('#shelf-screen article.game-card[data-game]').length === n",
                           arg=len(catalog.game_ids()))
    assert sorted(cards.evaluate_all("(cards) => cards.map((card) => card.dataset.game)")) == sorted(catalog.game_ids())
    rules = page.locator("#shelf-screen a", has_text="Rules").first
    rules.click()
    page.wait_for_url("**/rules/*.html")
    assert page.locator("h1").text_content().strip()
    assert held and not held_context.errors


def test_the_page_preloads_exactly_the_modules_its_two_scripts_import(dist):
    files = folder_files(dist)
    page = files["index.html"].decode()
    first, second = page.split('<script type="module" src="table-start.js"></script>')
    assert '<script type="module" async src="start.js"></script>' in first, "start.js runs once it has arrived"
    preloads = re.compile(r'<link rel="modulepreload" href="([^"]+)">')
    assert set(preloads.findall(first)) == module_imports(files, "start.js"), "start.js's own modules come first: it starts Python"
    assert set(preloads.findall(second)) == module_imports(files, "table-start.js") - module_imports(files, "start.js") - {"start.js"}
    assert 'src="app.js"' not in page, "start.js loads app.js (after a stored board's first frame)"
    assert "app.js" not in module_imports(files, "start.js") | module_imports(files, "table-start.js")


def test_a_link_asks_for_its_renderers_modules_all_at_once(held_context, site_url, dist):
    """The build lists each renderer's modules, so a link's board files come in one wave, not import by import."""
    files = folder_files(dist)
    listed = json.loads(re.search(r"^const BUILD = (.*);$", files["shell/table/renderer-host.js"].decode(), re.M).group(1))
    nordic = listed["renderer_modules"]["ticket-to-ride-nordic"]
    assert "games/ticket-to-ride/draw.js" in nordic and "games/ticket-to-ride-nordic/renderer.js" in nordic
    hold_python(held_context)
    page = held_context.new_page()
    page.goto(site_url + "#new=ticket-to-ride-nordic&seats=human,bot&seed=2")
    page.wait_for_function(FETCHED, arg=nordic)
    preloaded = page.evaluate("""() => [...document.querySelectorAll('link[rel=modulepreload]')].map((link) => link.href)""")
    assert {site_url + path for path in nordic} <= set(preloaded)


def test_a_first_visit_fetches_the_runtime_once_from_the_page_before_the_worker_asks(held_context, site_url):
    """The page starts the wasm and the stdlib before worker.js has even loaded Pyodide's loader, and the worker
    boots on those very downloads: each is fetched once."""
    asked = []
    held_context.on("request", lambda request: asked.append(request.url.rsplit("/shelf/", 1)[-1]))
    page = held_context.new_page()
    page.goto(site_url + "#new=kingdom-builder&seats=human,bot&seed=2")
    wait_ready(page)
    page.wait_for_function("() => window.gameshelf.legalMoves().length > 0")
    runtime = ["pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip"]
    assert [asked.count(name) for name in runtime] == [1, 1], asked
    assert max(asked.index(name) for name in runtime) < asked.index("pyodide/pyodide.mjs"), asked
    assert not held_context.errors


# Resolves once the boot bar's words say that some bytes (more than none) have come.
SOME_BYTES = """(words) => {
  const seen = document.getElementById("boot-detail").textContent.match(new RegExp(words));
  return seen !== null && parseFloat(seen[1].replace(",", ".")) > 0;
}"""


@pytest.mark.parametrize("locale, words", [("en-US", r"([\d.]+)\sMB of ([\d.]+)\sMB"), ("fr-FR", r"([\d,]+)\sMo sur ([\d,]+)\sMo")])
def test_the_boot_bar_shows_the_bytes_of_the_runtime_as_they_come(browser, site_url, dist, locale, words):
    """With the wasm held back, what has come (the stdlib, the lockfile) shows as megabytes of the build's runtime total."""
    context = browser.new_context(service_workers="block", locale=locale)
    context.set_default_timeout(TIMEOUT_MS)
    hold_python(context)
    page = context.new_page()
    page.goto(site_url + "#new=kingdom-builder&seats=human,bot&seed=2")
    page.wait_for_function(SOME_BYTES, arg=words)
    # Both read in one task: the bytes go on coming in between two reads.
    detail, said = page.evaluate("() => [document.getElementById('boot-detail').textContent, document.getElementById('boot').getAttribute('aria-valuetext')]")
    received, total = (float(n.replace(",", ".")) for n in re.search(words, detail).groups())
    runtime = json.loads(re.search(r"^const BUILD = (.*);", (dist / "worker.js").read_text(), re.M).group(1))["runtime_bytes"]
    assert total == round(runtime / 1e6, 1) and 0 < received < total
    assert said == detail
    estimate = page.evaluate("async () => (await import('./shell/download-words.js')).downloadWords(3.1e6, 14e6, 2000)")
    assert estimate == {"en-US": "3.1\u00a0MB of 14\u00a0MB · about 7\u00a0s left", "fr-FR": "3,1\u00a0Mo sur 14\u00a0Mo · encore 7\u00a0s environ"}[locale]
    context.close()
