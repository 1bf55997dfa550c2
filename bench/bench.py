"""Performance figures of the built site, measured in headless Chromium and CPython; run by `python3 build.py bench [--json] [--runs N] [--boot-only] [--no-advice]`.

Boot figures, each from a fresh browser profile (empty cache, no service worker, no snapshot): bare
Pyodide boot in a worker; the first playable board of a first visit (cold); after the service worker
and the memory snapshot are stored, the saved game resumed (#play=<id>): its first playable board
(warm, Python restored from the snapshot) and the time until its board canvas is first painted (cached
paint, the stored board drawn before Python is up). The four are measured on three devices (DEVICES):
this machine; the whole browser at a quarter of its CPU time ("throttled", the phone estimate: every
process stopped and continued in short cycles, bench/cpu_share.py); and Chromium's own throttling x4
(`Emulation.setCPUThrottlingRate`, "throttled_page_only"), which slows the page only: Chromium refuses
it for workers ("Operation is only supported for pages, not workers"), so there Python runs at full
speed. Then bridge latencies in Pyodide, playing together (bench/together.py), Your games with 2,000 games (bench/history.py), CPython
throughput, and hints and post-game analyses in Pyodide (bench/advice.py; --no-advice leaves them out). The machine's cores are shared, so
figures vary from run to run: compare ratios to the bare boot of the same run, and use --runs N for
medians and the spread (the load average is printed with them).
"""

import argparse
import importlib.util
import json
import os
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
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from gameshelf.engine import catalog, simulate  # noqa: E402  (needs pysrc on the path)
from advice import advice_figures, rows as advice_rows  # noqa: E402
from cpu_share import cpu_share  # noqa: E402
from history import history_figures, rows as history_rows  # noqa: E402
from together import rows as together_rows, together_figures  # noqa: E402
from tools.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tools.common import DIST  # noqa: E402
from tools.pyodide_npm import PYODIDE_DIR, RUNTIME_DOWNLOADS  # noqa: E402
from tools.serving import SITE_PREFIX, SiteServer  # noqa: E402

GAME = "ticket-to-ride"
FIRST_BOARD = f"#new={GAME}&seats=human,bot&seed=1"
BLANK_PAGE = f"data/{GAME}.json"  # a page of the site that runs no script of its own
THROTTLE = 4
# The devices the boot figures are measured on: (whole-browser slowdown, DevTools page throttling rate).
# "throttled" is the phone estimate: every process of the browser, the Python worker included, at a
# quarter of its CPU time. "throttled_page_only" is Chromium's own throttling, which slows the page only.
DEVICES = {"": (1, 1), "throttled": (THROTTLE, 1), "throttled_page_only": (1, THROTTLE)}
SLOW_DEVICES = ("throttled", "throttled_page_only")
DEVICE_LABELS = {"throttled": f"whole browser at CPU x{THROTTLE}", "throttled_page_only": f"DevTools CPU x{THROTTLE}, page only"}
BOOT_KEYS = ("bare_boot_s", "cold_board_s", "warm_board_s", "cached_paint_s", "bare_boot_site_runtime_s")
MOVES = 120
BOT_MOVES = {"hard": 4}  # decisions timed per level and game (others: DEFAULT_BOT_MOVES)
DEFAULT_BOT_MOVES = 16
CPYTHON_GAMES = 10
TARGETS = {"cold_board_s": 1.15, "warm_board_s": 0.35, "cached_paint_s": 0.10}  # x bare boot of the same run
BYTES_TARGET = 1.10  # first-visit bytes, x Pyodide's core

STOCK_PYODIDE = "/stock-pyodide/"  # the npm package's own files, as published (the bare boot's yardstick)

# Bare Pyodide: a module worker that only imports pyodide.mjs from `runtime` (a folder URL) and calls loadPyodide().
BARE_BOOT = """async (runtime) => {
  const code = `const started = performance.now();
    const { loadPyodide } = await import("${runtime}pyodide.mjs");
    await loadPyodide({ indexURL: "${runtime}" });
    postMessage(performance.now() - started);`;
  const worker = new Worker(URL.createObjectURL(new Blob([code], { type: "text/javascript" })), { type: "module" });
  return await new Promise((resolve, reject) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(event.message));
  });
}"""

# Before the site's scripts run: note when the engine worker is created, keep its `ready` timings and
# `snapshot` report, and note when a board canvas first shows a painted pixel.
WATCH_PAGE = """(() => {
  const PlainWorker = window.Worker;
  window.__bench = { worker_created: null, ready: null, snapshot: null, painted: null };
  window.Worker = function (url, options) {
    window.__bench.worker_created ??= performance.now();
    const worker = new PlainWorker(url, options);
    worker.addEventListener("message", (event) => {
      const msg = event.data || {};
      if (msg.type === "ready") window.__bench.ready = msg.timings;
      if (msg.type === "snapshot") window.__bench.snapshot = msg;
    });
    return worker;
  };
  window.Worker.prototype = PlainWorker.prototype;
  const look = () => {
    for (const canvas of document.querySelectorAll("#table-screen canvas")) {
      if (!canvas.width || !canvas.height) continue;
      const pixel = canvas.getContext("2d").getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data;
      if (pixel[3]) { window.__bench.painted = performance.now(); return; }
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();"""

# Milliseconds from navigation start until the shell is ready and the viewer has legal moves.
FIRST_PLAYABLE = """async () => {
  await window.gameshelf.ready;
  while (!window.gameshelf.legalMoves().length) await new Promise((resolve) => setTimeout(resolve, 5));
  return performance.now();
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

# Times `move` requests of seeded random legal moves in a two-human game; returns milliseconds each.
MOVE_TIMES = """async ([game, moves]) => {
  let snap = await engineCall({ op: "new", game, seats: [{ kind: "human" }, { kind: "human" }], seed: 1 });
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  let legal = snap.legal;
  const times = [];
  while (times.length < moves && !snap.over) {
    const move = legal[Math.floor(random() * legal.length)];
    const started = performance.now();
    snap = await engineCall({ op: "move", move });
    times.push(performance.now() - started);
    if (!snap.ok) throw new Error(snap.error);
    legal = snap.legal;
  }
  return times;
}"""

# Times whole bot decisions (every `bot` call until the move is made) in a game of `players` bots of one
# level, until the game ends or no bot is to act.
BOT_TIMES = """async ([game, level, moves, players]) => {
  const bot = { kind: "bot", bot: level };
  let snap = await engineCall({ op: "new", game, seats: Array(players).fill(bot), seed: 1 });
  if (!snap.ok) throw new Error(snap.error);
  const times = [];
  while (times.length < moves && !snap.over && snap.bot_to_act !== null) {
    const started = performance.now();
    do snap = await engineCall({ op: "bot", slice: 0.1 }); while (snap.ok && snap.thinking);
    times.push(performance.now() - started);
    if (!snap.ok) throw new Error(snap.error);
  }
  return times;
}"""


def percentile(values, fraction):
    """The value below which `fraction` of the sorted values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


@contextmanager
def fresh_profile(playwright, slowdown=1, timeout_ms=300_000):
    """A browser with a new, empty profile on disk: its cache behaves like a real browser's on a first visit
    (an in-memory context would not keep the 9.6 MB wasm, and the precache would download it again).
    With `slowdown`, its whole process tree gets that fraction of its CPU time (bench/cpu_share.py)."""
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(profile, executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS))
        context.set_default_timeout(timeout_ms * slowdown)
        context.add_init_script(WATCH_PAGE)
        try:
            with cpu_share(profile, slowdown):
                yield context
        finally:
            context.close()


def open_throttled(context, site, rate):
    """A new page on a script-less page of the site, its CPU throttled by `rate` (set after the first
    navigation: the site's pages then stay in this renderer)."""
    page = context.new_page()
    page.goto(site + BLANK_PAGE)
    context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})
    return page


def open_board(page, url):
    """Navigate to a board; (ms to a playable board, the page's boot record) from that navigation's start."""
    page.goto(url)
    page.wait_for_function("() => window.gameshelf && window.gameshelf.ready")
    playable = page.evaluate(FIRST_PLAYABLE)
    page.wait_for_function("() => window.__bench.painted !== null")
    return playable, page.evaluate("window.__bench")


def boot_figures(playwright, site, server, device):
    """Bare boot (the npm package's Pyodide, and the site's own runtime files with their compiled stdlib),
    cold board, warm board and cached paint (seconds) on one device of DEVICES, plus the snapshot's size
    and the boot stages the worker reported."""
    slowdown, rate = DEVICES[device]
    figures = {}
    for key, runtime in (("bare_boot_s", site.replace(SITE_PREFIX, STOCK_PYODIDE)), ("bare_boot_site_runtime_s", site + "pyodide/")):
        with fresh_profile(playwright, slowdown) as context:
            page = open_throttled(context, site, rate)
            figures[key] = page.evaluate(BARE_BOOT, runtime) / 1000

    with fresh_profile(playwright, slowdown) as context:
        return cold_and_warm(context, site, server, rate, figures)


def cold_and_warm(context, site, server, rate, figures):
    """A first visit to a new game, then (service worker and snapshot stored) a returning visit to that saved game."""
    page = open_throttled(context, site, rate)
    sent = server.bytes_sent
    cold, cold_boot = open_board(page, site + FIRST_BOARD)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    page.wait_for_function("() => window.__bench.snapshot !== null", polling=250)
    snapshot = page.evaluate("window.__bench.snapshot")
    if not snapshot["ok"]:
        raise SystemExit(f"no snapshot was made: {snapshot['error']}")
    figures["snapshot_bytes"], figures["snapshot_memory_bytes"] = snapshot["bytes"], snapshot["memory_bytes"]
    figures["cold_board_s"] = cold / 1000
    figures["first_visit_bytes"] = server.bytes_sent - sent
    saved_game = page.url  # the new game's own link (#play=<id>): a returning player resumes it
    page.close()

    page = open_throttled(context, site, rate)
    warm, warm_boot = open_board(page, saved_game)
    figures["warm_board_s"] = warm / 1000
    figures["cached_paint_s"] = warm_boot["painted"] / 1000
    return figures, {"cold": page_stages(cold_boot), "warm": page_stages(warm_boot)}


def page_stages(boot):
    """The worker's boot timings (ms from its own start) moved to the page's clock (ms from navigation start)."""
    offset = boot["worker_created"]
    stages = {key: round(value + offset) for key, value in boot["ready"].items() if key.endswith("_ms")}
    return {"boot": boot["ready"]["boot"], "worker_created_ms": round(offset), **stages}


def engine_page(context, site):
    """A new page of the site with the site's worker started and `engineCall` defined (START_ENGINE)."""
    page = context.new_page()
    page.goto(site + BLANK_PAGE)
    page.evaluate(START_ENGINE, site)
    return page


def bridge_figures(context, site):
    """Move latency and bot decision times per game and level, in Pyodide through the bridge (ms)."""
    page = engine_page(context, site)
    moves = page.evaluate(MOVE_TIMES, [GAME, MOVES])
    bots = {}
    for gid in catalog.game_ids():
        for level in catalog.get(gid).bots():
            players = max(2, catalog.get(gid).info()["min_players"])
            times = page.evaluate(BOT_TIMES, [gid, level, BOT_MOVES.get(level, DEFAULT_BOT_MOVES), players])
            bots.setdefault(gid, {})[level] = {"median_ms": statistics.median(times), "p95_ms": percentile(times, 0.95), "moves": len(times)}
    return {"median_ms": statistics.median(moves), "p95_ms": percentile(moves, 0.95), "moves": len(moves)}, bots


def phone_figures(playwright, site):
    """On the phone estimate (every browser process at a quarter of its CPU): what the page's device measure says and
    Hard's whole decisions per game, which its one wall-clock second bounds there as on a laptop."""
    with fresh_profile(playwright, THROTTLE, timeout_ms=900_000) as context:
        page = engine_page(context, site)
        speed = page.evaluate("() => engineCall({ op: 'device_speed' })")
        hard = {}
        for gid in catalog.game_ids():
            players = max(2, catalog.get(gid).info()["min_players"])
            times = page.evaluate(BOT_TIMES, [gid, "hard", BOT_MOVES["hard"], players])
            hard[gid] = {"median_ms": statistics.median(times), "p95_ms": percentile(times, 0.95), "moves": len(times)}
    return {"device_speed": speed, "hard_decision_ms": hard}


def device_rows(laptop, phone):
    """The device measure here and on the phone estimate, and Hard's decisions there (bounded by its wall second)."""
    rows = []
    for label, speed in (("this machine", laptop), (f"phone estimate (x{THROTTLE})", phone["device_speed"])):
        share = speed["hard"].get(GAME)
        worth = f", Hard {share:.0%} against Normal in {GAME}" if share is not None else ""
        rows.append((f"Device measure, {label}: playouts/s, the CPU budget a bot's second matches",
                     f"{speed['playouts_per_s']:.0f}/s, {speed['budget']:.2f} s{worth}", ""))
    for gid, t in phone["hard_decision_ms"].items():
        rows.append((f"Hard decision on the phone estimate (x{THROTTLE}), {gid} ({t['moves']} moves): median / p95",
                     f"{t['median_ms']:.0f} ms / {t['p95_ms']:.0f} ms", "about 1 s, as on a laptop"))
    return rows


def playouts():
    """{game: random playouts/s} from bench/playouts.py's measure(), when the file is there."""
    path = Path(__file__).with_name("playouts.py")
    if not path.exists():
        return {}
    spec = importlib.util.spec_from_file_location("gameshelf_playouts", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.measure()


def measure(runs=1, boot_only=False, advice=True):
    """Every figure, as one dict: each boot figure is the median of `runs` runs, each ratio the median of
    the runs' own ratios (with their spread); `boot_only` leaves out the bridge and CPython figures, `advice`
    False the hints and analyses in Pyodide (bench/advice.py, a few minutes)."""
    server = SiteServer(DIST, prefix=SITE_PREFIX, beside={STOCK_PYODIDE: PYODIDE_DIR})
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}{SITE_PREFIX}"
    started = time.perf_counter()
    out = {}
    with sync_playwright() as playwright:
        measured = {device: [] for device in DEVICES}
        for _ in range(runs):
            for device in DEVICES:
                measured[device].append(boot_figures(playwright, site, server, device))
        out.update(summary({device: [figures for figures, _ in runs_of] for device, runs_of in measured.items()}))
        out["boot_stages_ms"] = measured[""][0][1]
        if not boot_only:
            with fresh_profile(playwright, timeout_ms=900_000) as context:
                out["move_ms"], out["bot_decision_ms"] = bridge_figures(context, site)
                out["device_speed"] = engine_page(context, site).evaluate("() => engineCall({ op: 'device_speed' })")
                if advice:
                    out["advice"] = advice_figures(engine_page(context, site))
            out["phone"] = phone_figures(playwright, site)
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS))
            out["together"] = together_figures(browser, site)
            out["history"] = history_figures(browser, site)
            browser.close()
    server.shutdown()
    out["pyodide_core_bytes"] = sum((PYODIDE_DIR / name).stat().st_size for name in ("pyodide.mjs", "pyodide.asm.mjs", *RUNTIME_DOWNLOADS))
    if not boot_only:
        out["cpython_random_games_per_s"] = simulate.run(GAME, 4, CPYTHON_GAMES, 1, ["random"])["games_per_second"]
        out["playouts_per_s"] = playouts()
    out["ratios"]["first_visit_bytes"] = round(out["first_visit_bytes"] / out["pyodide_core_bytes"], 3)
    out["seconds"] = round(time.perf_counter() - started)
    out["load_average"] = round(os.getloadavg()[0], 1)
    return out


def summary(measured):
    """The boot figures from {device: [figures of each run]}: each figure the median of the runs, each ratio
    to the bare boot the median of the runs' own ratios, with their spread [lowest, highest]."""
    out = {}
    plain = measured[""]
    out.update({key: statistics.median(run[key] for run in plain) for key in plain[0]})
    for device in SLOW_DEVICES:
        out[device] = {key: statistics.median(run[key] for run in measured[device]) for key in BOOT_KEYS}
    out["ratios"], out["ratio_spread"] = {}, {}
    for device, runs in measured.items():
        for key, base in (*((key, "bare_boot_s") for key in TARGETS), ("cold_board_s", "bare_boot_site_runtime_s")):
            ratios = [run[key] / run[base] for run in runs]
            name = (f"{device}_{key}" if device else key) + ("" if base == "bare_boot_s" else "_vs_site_runtime")
            out["ratios"][name] = round(statistics.median(ratios), 3)
            out["ratio_spread"][name] = [round(min(ratios), 3), round(max(ratios), 3)]
    out["runs"] = len(plain)
    return out


def table(out):
    """The figures as (label, value, target) rows."""
    r, spread = out["ratios"], out["ratio_spread"]
    rows = []

    def ratio(key, base="bare"):
        low, high = spread[key]
        runs = f" (runs {low:.2f}-{high:.2f}x)" if out["runs"] > 1 else ""
        return f"{r[key]:.2f}x {base}{runs}"

    for label, prefix, figures in (("", "", out), *((f" ({DEVICE_LABELS[d]})", f"{d}_", out[d]) for d in SLOW_DEVICES)):
        rows.append((f"Pyodide boot, bare (in a worker; the npm package's files){label}", f"{figures['bare_boot_s']:.2f} s", ""))
        rows.append((f"Pyodide boot, bare on the site's runtime files (compiled stdlib){label}", f"{figures['bare_boot_site_runtime_s']:.2f} s", ""))
        for key, name in (("cold_board_s", "First playable board, cold (first visit)"), ("warm_board_s", "First playable board, warm (snapshot)"),
                          ("cached_paint_s", "Board first painted (returning visit)")):
            rows.append((f"{name}{label}", f"{figures[key]:.2f} s = {ratio(prefix + key)}", f"<= {TARGETS[key]:.2f}x"))
        rows.append((f"First playable board, cold, against the bare boot on the site's runtime files{label}",
                     ratio(prefix + "cold_board_s_vs_site_runtime", "site-runtime bare"), ""))
    cold, warm = out["boot_stages_ms"]["cold"], out["boot_stages_ms"]["warm"]
    rows.append(("Cold visit, ms from navigation: worker created / runtime fetched / Python started / rules installed / engine ready",
                 f"{cold['worker_created_ms']} / {cold['runtime_fetched_ms']} / {cold['python_started_ms']} / {cold['rules_installed_ms']} / {cold['ready_ms']}", ""))
    rows.append(("Returning visit, ms from navigation: worker created / engine ready",
                 f"{warm['worker_created_ms']} / {warm['ready_ms']} ({warm['boot']})", ""))
    rows.append(("Memory snapshot on the device: gzipped / in memory", f"{out['snapshot_bytes'] / 1e6:.1f} MB / {out['snapshot_memory_bytes'] / 1e6:.1f} MB", ""))
    rows.append(("Bytes a first visit downloads (with the precache)",
                 f"{out['first_visit_bytes'] / 1e6:.2f} MB = {r['first_visit_bytes']:.2f}x Pyodide core ({out['pyodide_core_bytes'] / 1e6:.2f} MB)",
                 f"<= {BYTES_TARGET:.2f}x"))
    if "move_ms" in out:
        move = out["move_ms"]
        rows.append((f"Bridge `move` in Pyodide, {GAME} ({move['moves']} random moves): median / p95", f"{move['median_ms']:.0f} ms / {move['p95_ms']:.0f} ms", ""))
        for gid, levels in out["bot_decision_ms"].items():
            for level, t in levels.items():
                rows.append((f"Bot decision in Pyodide, {gid}, {level} ({t['moves']} moves): median / p95", f"{t['median_ms']:.0f} ms / {t['p95_ms']:.0f} ms", ""))
        rows += device_rows(out["device_speed"], out["phone"])
        rows.append((f"CPython random {GAME} games/s (4 players, invariants checked)", f"{out['cpython_random_games_per_s']:.2f}", ""))
        for game, rate in out["playouts_per_s"].items():
            rows.append((f"CPython random playouts/s, {game}", f"{rate:.1f}", ""))
        rows += together_rows(out["together"])
        rows += history_rows(out["history"])
    if "advice" in out:
        rows += advice_rows(out["advice"])
    return rows


def main():
    """Measure, then print the table (or one JSON object with --json)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--runs", type=int, default=1, help="measure the boot figures this many times (medians and spread)")
    parser.add_argument("--boot-only", action="store_true", help="only the boot figures (no bridge, bot or CPython figures)")
    parser.add_argument("--no-advice", action="store_true", help="without the hints and analyses in Pyodide (bench/advice.py)")
    args = parser.parse_args()
    out = measure(max(1, args.runs), args.boot_only, not args.no_advice)
    if args.json:
        print(json.dumps(out, indent=1))
        return
    rows = table(out)
    width = max(len(label) for label, _, _ in rows)
    value_width = max(len(value) for _, value, _ in rows)
    print(f"\n{'measure':{width}}  {'value':{value_width}}  target")
    print(f"{'-' * width}  {'-' * value_width}  ------")
    for label, value, target in rows:
        print(f"{label:{width}}  {value:{value_width}}  {target}")
    print(f"\n(measured in {out['seconds']} s on {CHROMIUM} headless, {out['runs']} run(s), load average {out['load_average']};"
          " cores shared, figures vary: compare the ratios)")


if __name__ == "__main__":
    main()
