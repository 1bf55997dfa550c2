"""Performance figures of the built site, measured in headless Chromium and CPython; run by `python3 build.py bench`.

Every browser figure comes from a fresh browser profile (empty disk cache, no service worker, as
a first visit) unless it says "warm". The machine's cores are shared, so figures vary from run to run.
"""

import importlib.util
import statistics
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pysrc"))

from gameshelf.engine import simulate  # noqa: E402  (needs pysrc on the path)

GAME = "ticket-to-ride"
FIRST_BOARD = f"#new={GAME}&seats=human,bot&seed=1"
BLANK_PAGE = f"data/{GAME}.json"  # a page of the site that runs no script of its own
MOVES = 120
BOT_MOVES = 30
CPYTHON_GAMES = 10

# Bare Pyodide: a module worker that only imports pyodide.mjs and calls loadPyodide().
BARE_BOOT = """async (site) => {
  const code = `const started = performance.now();
    const { loadPyodide } = await import("${site}pyodide/pyodide.mjs");
    await loadPyodide({ indexURL: "${site}pyodide/" });
    postMessage(performance.now() - started);`;
  const worker = new Worker(URL.createObjectURL(new Blob([code], { type: "text/javascript" })), { type: "module" });
  return await new Promise((resolve, reject) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(event.message));
  });
}"""

# Starts the site's worker and defines window.engineCall(request) -> parsed answer.
START_ENGINE = """async (site) => {
  const worker = new Worker(site + "worker.js", { type: "module" });
  const pending = new Map();
  let next = 1;
  window.engineCall = (request) => new Promise((resolve) => {
    pending.set(next, resolve);
    worker.postMessage({ id: next++, request: JSON.stringify(request) });
  });
  await new Promise((resolve, reject) => {
    worker.onmessage = (event) => {
      const msg = event.data;
      if (msg.type === "ready") resolve();
      else if (msg.type === "fatal") reject(new Error(msg.error));
      else if (msg.id) pending.get(msg.id)(JSON.parse(msg.response));
    };
  });
}"""

# Times `play` requests of seeded random legal moves in a two-human game; returns milliseconds each.
PLAY_TIMES = """async ([game, moves]) => {
  let snap = await engineCall({ op: "new", game, seats: [{ kind: "human" }, { kind: "human" }], seed: 1, now: 0 });
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const times = [];
  while (times.length < moves && !snap.over) {
    const move = snap.legal[Math.floor(random() * snap.legal.length)];
    const started = performance.now();
    snap = await engineCall({ op: "play", move, now: 0 });
    times.push(performance.now() - started);
    if (!snap.ok) throw new Error(snap.error);
  }
  return times;
}"""

# Times `bot` requests in a game of two heuristic bots; returns milliseconds each.
BOT_TIMES = """async ([game, moves]) => {
  const bot = { kind: "bot", bot: "heuristic" };
  let snap = await engineCall({ op: "new", game, seats: [bot, bot], seed: 1, now: 0 });
  const times = [];
  while (times.length < moves && !snap.over) {
    const started = performance.now();
    snap = await engineCall({ op: "bot", now: 0 });
    times.push(performance.now() - started);
    if (!snap.ok) throw new Error(snap.error);
  }
  return times;
}"""

# Milliseconds from navigation start until the shell is ready and the viewer has legal moves.
FIRST_PLAYABLE = """async () => {
  await window.gameshelf.ready;
  if (!window.gameshelf.legalMoves().length) throw new Error("the board is not playable");
  return performance.now();
}"""


def load_build():
    """build.py as a module."""
    spec = importlib.util.spec_from_file_location("gameshelf_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def percentile(values, fraction):
    """The value below which `fraction` of the sorted values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


@contextmanager
def fresh_profile(playwright, build):
    """A browser with a new, empty profile on disk: its cache behaves like a real browser's first visit."""
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=str(build.CHROMIUM), args=list(build.CHROMIUM_ARGS)
        )
        context.set_default_timeout(120_000)
        try:
            yield context
        finally:
            context.close()


def open_first_board(context, site):
    """Open a new game in a new page; returns (the page, ms to a playable board)."""
    page = context.new_page()
    page.goto(site + FIRST_BOARD)
    page.wait_for_function("() => window.gameshelf && window.gameshelf.ready")
    return page, page.evaluate(FIRST_PLAYABLE)


def browser_figures(playwright, build, site, server):
    """Every figure measured in Chromium, as (label, value) rows."""
    rows = []
    with fresh_profile(playwright, build) as context:
        page = context.new_page()
        page.goto(site + BLANK_PAGE)
        rows.append(("Pyodide boot, bare (cold, in a worker)", f"{page.evaluate(BARE_BOOT, site) / 1000:.2f} s"))

    with fresh_profile(playwright, build) as context:
        sent = server.bytes_sent
        page, cold = open_first_board(context, site)
        page.wait_for_function("() => navigator.serviceWorker.controller !== null")
        downloaded = server.bytes_sent - sent
        page.close()
        warm = open_first_board(context, site)[1]
    rows.append(("First playable board, cold (first visit)", f"{cold / 1000:.2f} s"))
    rows.append(("First playable board, warm (service-worker cache)", f"{warm / 1000:.2f} s"))
    rows.append(("Bytes a first visit downloads (with the precache)", f"{downloaded / 1e6:.2f} MB"))

    with fresh_profile(playwright, build) as context:
        page = context.new_page()
        page.goto(site + BLANK_PAGE)
        page.evaluate(START_ENGINE, site)
        plays = page.evaluate(PLAY_TIMES, [GAME, MOVES])
        bots = page.evaluate(BOT_TIMES, [GAME, BOT_MOVES])
    rows.append(
        (f"Bridge `play` in Pyodide, {GAME} ({len(plays)} moves): median / p95",
         f"{statistics.median(plays):.0f} ms / {percentile(plays, 0.95):.0f} ms")
    )
    rows.append(
        (f"Heuristic bot move in Pyodide, {GAME} ({len(bots)} moves): median / max",
         f"{statistics.median(bots):.0f} ms / {max(bots):.0f} ms")
    )
    return rows


def cpython_figures():
    """Random full games per second in CPython (with the invariant checks of `simulate`)."""
    summary = simulate.run(GAME, 4, CPYTHON_GAMES, 1, ["random"])
    return [(f"CPython random {GAME} games/s (4 players, invariants checked)", f"{summary['games_per_second']:.2f}")]


def main():
    """Measure and print the table."""
    build = load_build()
    server = build.SiteServer(build.DIST, prefix="/shelf/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/shelf/"
    started = time.perf_counter()
    with sync_playwright() as playwright:
        rows = browser_figures(playwright, build, site, server)
    server.shutdown()
    rows += cpython_figures()
    width = max(len(label) for label, _ in rows)
    print(f"\n{'measure':{width}}  value")
    print(f"{'-' * width}  {'-' * 12}")
    for label, value in rows:
        print(f"{label:{width}}  {value}")
    print(f"\n(measured in {time.perf_counter() - started:.0f} s on {build.CHROMIUM} headless; cores shared, figures vary)")


if __name__ == "__main__":
    main()
