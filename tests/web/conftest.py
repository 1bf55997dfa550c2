"""Browser-test fixtures shared by every layer: the built site served under a sub-path, and Chromium.

The session builds `dist/` once with build.py's own `build()` (a no-op when nothing changed; the
first run on a fresh clone also installs `.venv` and Pyodide), serves it from a free port on
127.0.0.1 under SUB_PATH (every URL of the site must be relative), and launches Debian's Chromium
through Playwright. Each test gets a fresh context; a test fails when its pages ask any other origin
for anything or throw an uncaught JavaScript error.

    def test_something(open_site):
        page = open_site("#new=ticket-to-ride&seats=human,bot&seed=3")  # awaits window.gameshelf.ready
        assert page.evaluate("window.gameshelf.legalMoves().length") > 0

A test marked `@pytest.mark.returning` runs twice: as a first visit, and as a returning visitor, whose
contexts start with the memory snapshot a first visit of this session stored (most real visits restore
Python from it); the returning run fails unless every Python boot of its pages restored that snapshot.
"""

import importlib.util
import threading
from contextlib import ExitStack, contextmanager
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
SUB_PATH = "/shelf/"
SAMPLE_PATH = "/sample-explainer/"  # the sample explainer (samples/explainer/), beside the site as a third-party page
# In every page and frame: a Content-Security-Policy violation becomes an uncaught error (the test fails).
REPORT_CSP_VIOLATIONS = """document.addEventListener("securitypolicyviolation", (event) => {
  setTimeout(() => { throw new Error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`); });
});"""
TIMEOUT_MS = 90_000  # Pyodide boots in seconds, but the CI machine's two cores are shared


@pytest.fixture(scope="session")
def build_script():
    """build.py as a module (its functions build, serve and fill in the site)."""
    spec = importlib.util.spec_from_file_location("gameshelf_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def dist(build_script):
    """The built site folder, built once per session."""
    build_script.build()
    return build_script.DIST


@contextmanager
def serving(build_script, directory):
    """Serve `directory` at http://127.0.0.1:<free port>/shelf/ (the sample explainer at /sample-explainer/) while
    the block runs; yields the server."""
    server = build_script.SiteServer(directory, prefix=SUB_PATH, beside={SAMPLE_PATH: ROOT / "samples" / "explainer"})
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    server.url = f"http://127.0.0.1:{server.server_address[1]}{SUB_PATH}"
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def site_server(build_script, dist):
    """The static server of the built site (its `url` ends with the sub-path)."""
    with serving(build_script, dist) as server:
        yield server


@pytest.fixture(scope="session")
def site_url(site_server):
    """The site's address, e.g. http://127.0.0.1:41234/shelf/ (append a hash or a file)."""
    return site_server.url


@pytest.fixture(scope="session")
def browser(build_script):
    """Headless Chromium from Debian's package."""
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(build_script.CHROMIUM), args=list(build_script.CHROMIUM_ARGS))
        yield chromium
        chromium.close()


# In every page and frame: report each engine worker's `ready` timings ({boot: "snapshot"|"plain", ...}).
REPORT_BOOTS = """(() => {
  const PlainWorker = window.Worker;
  window.Worker = function (url, options) {
    const worker = new PlainWorker(url, options);
    worker.addEventListener("message", (event) => {
      if (event.data && event.data.type === "ready") window.__gameshelfBoot?.(event.data.timings);
    });
    return worker;
  };
  window.Worker.prototype = PlainWorker.prototype;
})();"""
SNAPSHOTS = "gameshelf-snapshots"  # the worker's Cache Storage cache of memory snapshots (web/worker.js)
# The stored snapshot of this site's build, as {key, base64}; null until the snapshot maker has stored it.
READ_SNAPSHOT = f"""async () => {{
  const cache = await caches.open("{SNAPSHOTS}");
  const [key] = await cache.keys();
  if (!key) return null;
  const bytes = new Uint8Array(await (await cache.match(key)).arrayBuffer());
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return {{ key: key.url, base64: btoa(text) }};
}}"""
# Resolves once the snapshot maker (which starts after the first boot sat idle) has stored a snapshot.
STORED = f"""async () => {{
  const cache = await caches.open("{SNAPSHOTS}");
  while (!(await cache.keys()).length) await new Promise((resolve) => setTimeout(resolve, 100));
}}"""
PUT_SNAPSHOT = f"""async ({{ key, base64 }}) => {{
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  await (await caches.open("{SNAPSHOTS}")).put(key, new Response(bytes));
}}"""


def pytest_configure(config):
    """The `returning` marker."""
    config.addinivalue_line("markers", "returning: also run the test as a returning visitor (its memory snapshot stored)")


def pytest_generate_tests(metafunc):
    """Run a `returning` test as a first visit and as a returning one."""
    if metafunc.definition.get_closest_marker("returning") and "visit" in metafunc.fixturenames:
        metafunc.parametrize("visit", ["first", "returning"], indirect=True)


@pytest.fixture
def visit(request):
    """How the test's contexts start: "first" (empty storage and caches) or "returning" (the snapshot stored)."""
    return getattr(request, "param", "first")


@pytest.fixture(scope="session")
def stored_snapshot(browser, site_url):
    """The memory snapshot a first visit leaves in Cache Storage ({key, base64} of its gzipped bytes), made once."""
    ctx = browser.new_context()
    ctx.set_default_timeout(TIMEOUT_MS)
    page = ctx.new_page()
    page.goto(site_url + "#new=ticket-to-ride&seats=human,bot&seed=1")
    wait_ready(page)
    page.evaluate(STORED)
    snapshot = page.evaluate(READ_SNAPSHOT)
    ctx.close()
    return snapshot


@pytest.fixture
def new_context(browser, visit, site_url, request):
    """new_context(**options): a browser context (options as for browser.new_context) with the test's checks.

    The test fails if its pages throw an uncaught error (a Content-Security-Policy violation is
    reported as one), or if their requests (the page's, the worker's and the service worker's) go
    to more than one origin: the site must ask nothing of any origin but its own. On a returning
    visit every context starts with the session's stored snapshot, and the test fails unless Python
    booted at least once in one of them and every boot restored it (a guest phone of playing together
    boots no Python at all).
    """
    made = []

    def make(**options):
        ctx = browser.new_context(**options)
        ctx.set_default_timeout(TIMEOUT_MS)
        ctx.add_init_script(REPORT_CSP_VIOLATIONS)
        ctx.add_init_script(REPORT_BOOTS)
        origins, errors, boots = set(), [], []
        ctx.on("request", lambda request: origins.add("{0.scheme}://{0.netloc}".format(urlsplit(request.url))))
        ctx.on("weberror", lambda error: errors.append(str(error.error)))
        ctx.expose_function("__gameshelfBoot", lambda timings: boots.append(timings))
        if visit == "returning":
            page = ctx.new_page()
            page.goto(site_url + "manifest.webmanifest")  # any file of the site: Cache Storage is per origin
            page.evaluate(PUT_SNAPSHOT, request.getfixturevalue("stored_snapshot"))
            page.close()
        made.append((ctx, origins, errors, boots))
        return ctx

    yield make
    for ctx, origins, errors, boots in made:
        ctx.close()
        web = sorted(o for o in origins if o.startswith(("http:", "https:")))
        assert len(web) <= 1, f"the site asked more than one origin: {web}"
        assert not errors, f"uncaught errors in the page: {errors[:5]}"
        if visit == "returning":
            assert all(b.get("boot") == "snapshot" for b in boots), f"a returning visit booted without its snapshot: {boots}"
    if visit == "returning":
        assert any(boots for *_, boots in made), "a returning visit that never booted Python"


@pytest.fixture
def context(new_context):
    """A browser context with the test's checks (see new_context): fresh, or returning when the test is marked so."""
    return new_context()


@pytest.fixture
def serve_folder(build_script):
    """serve_folder(path) serves another built folder (like the site, under SUB_PATH) for this test."""
    with ExitStack() as stack:
        yield lambda folder: stack.enter_context(serving(build_script, folder))


@pytest.fixture
def page(context):
    """A new page in the test's context."""
    return context.new_page()


def wait_ready(page):
    """Wait until the shell exposes window.gameshelf and its `ready` promise has resolved."""
    page.wait_for_function("() => window.gameshelf && window.gameshelf.ready")
    page.evaluate("() => window.gameshelf.ready")


@pytest.fixture
def open_site(page, site_url):
    """open_site(suffix="") opens site_url + suffix (a hash such as "#new=..." or a file) and awaits ready."""

    def open_and_wait(suffix=""):
        page.goto(site_url + suffix)
        wait_ready(page)
        return page

    return open_and_wait
