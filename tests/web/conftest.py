"""Browser-test fixtures shared by every layer: the built site served under a sub-path, and Chromium.

The session builds `dist/` once with build.py's own `build()` (a no-op when nothing changed; the
first run on a fresh clone also installs `.venv` and Pyodide), serves it from a free port on
127.0.0.1 under SUB_PATH (every URL of the site must be relative), and launches Debian's Chromium
through Playwright. Each test gets a fresh context; a test fails when its pages ask any other origin
for anything or throw an uncaught JavaScript error.

    def test_something(open_site):
        page = open_site("#new=ticket-to-ride&seats=human,bot&seed=3")  # awaits window.gameshelf.ready
        assert page.evaluate("window.gameshelf.legalMoves().length") > 0
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


@pytest.fixture
def context(browser):
    """A fresh browser context (empty storage and caches).

    The test fails if its pages throw an uncaught error (a Content-Security-Policy violation is
    reported as one), or if their requests (the page's, the worker's and the service worker's) go
    to more than one origin: the site must ask nothing of any origin but its own.
    """
    ctx = browser.new_context()
    ctx.set_default_timeout(TIMEOUT_MS)
    ctx.add_init_script(REPORT_CSP_VIOLATIONS)
    origins, errors = set(), []
    ctx.on("request", lambda request: origins.add("{0.scheme}://{0.netloc}".format(urlsplit(request.url))))
    ctx.on("weberror", lambda error: errors.append(str(error.error)))
    yield ctx
    ctx.close()
    web = sorted(o for o in origins if o.startswith(("http:", "https:")))
    assert len(web) <= 1, f"the site asked more than one origin: {web}"
    assert not errors, f"uncaught errors in the page: {errors[:5]}"


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
