"""The runtime in Chromium: the worker boots Pyodide under a sub-path, the service worker keeps the
whole site for offline play, and a new build replaces the old cache.

These tests start from a game's rules page, which runs no script of its own, so the worker they
create is the only Python on the page.
"""

import json
import os
import re
import shutil

import pytest

from gameshelf.engine import catalog

STAGES = ["Fetching runtime", "Starting Python", "Installing rules", "ready"]

# Starts the worker, sends every request at once (before it is ready), and collects what comes back
# until every request is answered (a worker that failed to boot answers each with an error) and,
# when asked, until the worker reports the memory snapshot it had made.
RUN_WORKER = """async ([workerUrl, requests, untilSnapshot]) => {
  const worker = new Worker(workerUrl, { type: "module" });
  const events = [];
  const answers = {};
  const done = new Promise((resolve) => {
    worker.onmessage = (event) => {
      const msg = event.data;
      if (msg.type) events.push(msg);
      else answers[msg.id] = JSON.parse(msg.response);
      const snapshotDone = !untilSnapshot || events.some((e) => e.type === "snapshot");
      if (Object.keys(answers).length === requests.length && snapshotDone) resolve();
    };
  });
  requests.forEach((request, i) => worker.postMessage({ id: i + 1, request: JSON.stringify(request) }));
  await done;
  worker.terminate();
  return { events, answers: requests.map((_, i) => answers[i + 1]) };
}"""

REGISTER = """async () => {
  await navigator.serviceWorker.register("../sw.js");
  await navigator.serviceWorker.ready;
}"""

CACHES = """async () => {
  const out = {};
  for (const name of await caches.keys()) {
    out[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
  }
  return out;
}"""

# Fetches the new service worker and waits (up to a minute) until it is installed and waiting.
INSTALL_UPDATE = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  await registration.update();
  for (const end = Date.now() + 60000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    if (registration.waiting) return;
  }
  throw new Error("the new build's service worker did not install");
}"""

# Waits (up to a minute) until the named cache is the only one.
ONLY_CACHE = """async (name) => {
  for (const end = Date.now() + 60000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const names = await caches.keys();
    if (names.length === 1 && names[0] === name) return;
  }
  throw new Error(`the cache ${name} did not replace the others: ${await caches.keys()}`);
}"""

FIRST_GAME = catalog.game_ids()[0]
NEW_GAME = {"op": "new", "game": FIRST_GAME, "seats": [{"kind": "human"}, {"kind": "bot"}], "seed": 7}


def build_version(folder):
    """The version build.py wrote into a built folder's worker."""
    return json.loads(re.search(r"^const BUILD = (.*);", (folder / "worker.js").read_text(), re.M).group(1))["version"]


@pytest.fixture
def rules_page(dist):
    """A built rules page (a page of the site that runs no script), relative to the site."""
    pages = sorted((dist / "rules").glob("*.html"))
    assert pages, "dist/rules/ is empty"
    return f"rules/{pages[0].name}"


def run_worker(page, requests, until_snapshot=False):
    """Boot ../worker.js from the open rules page and answer `requests`; returns {events, answers}."""
    return page.evaluate(RUN_WORKER, ["../worker.js", requests, until_snapshot])


def ready_timings(result):
    """The timings of the one `ready` message of a worker run."""
    ready = [e for e in result["events"] if e["type"] == "ready"]
    assert len(ready) == 1
    return ready[0]["timings"]


def date_ahead(folder):
    """Date every file of a rewritten site 2 s after the newest one: HTTP dates count whole seconds, so a
    file rewritten within the second of the old one would otherwise be answered 304 Not Modified."""
    files = [p for p in folder.rglob("*") if p.is_file()]
    ahead = max(p.stat().st_mtime for p in files) + 2
    for path in files:
        os.utime(path, (ahead, ahead))


def install_service_worker(page, site, rules_page):
    """Open a rules page, register the service worker and wait until it controls the page."""
    page.goto(site + rules_page)
    page.evaluate(REGISTER)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")


def test_worker_boots_under_a_sub_path_and_answers(page, site_url, dist, rules_page):
    page.goto(site_url + rules_page)
    result = run_worker(page, [{"op": "catalog"}, NEW_GAME, {"op": "no-such-op"}])
    events, (shelf, new, bad) = result["events"], result["answers"]
    stages = [e["stage"] for e in events if e["type"] == "progress"]
    assert [s for i, s in enumerate(stages) if i == 0 or s != stages[i - 1]] == STAGES
    assert stages.count("Fetching runtime") > 3, "the runtime download reports its progress (how often depends on how the bytes arrive)"
    fractions = [e["fraction"] for e in events if e["type"] == "progress"]
    assert fractions == sorted(fractions) and fractions[-1] == 1
    ready = [e for e in events if e["type"] == "ready"]
    assert len(ready) == 1 and ready[0]["timings"]["version"] == build_version(dist)
    assert 0 < ready[0]["timings"]["runtime_fetched_ms"] <= ready[0]["timings"]["python_started_ms"] <= ready[0]["timings"]["ready_ms"]
    assert [g["id"] for g in shelf["games"]] == catalog.game_ids()
    assert new["ok"] and new["game"] == FIRST_GAME and new["viewer"] == 0 and new["legal"]
    assert bad == {"ok": False, "kind": "bad-request", "error": 'unknown operation "no-such-op"',
                   "message": ["engine.error.unknown-op", {"op": '"no-such-op"'}]}


def test_worker_reports_a_runtime_that_cannot_load(page, dist, serve_folder, tmp_path, rules_page):
    broken = tmp_path / "site"
    shutil.copytree(dist, broken)
    (broken / "pyodide" / "pyodide.mjs").unlink()
    server = serve_folder(broken)
    page.goto(server.url + rules_page)
    result = run_worker(page, [{"op": "catalog"}])
    assert [e["type"] for e in result["events"]] == ["progress", "fatal"]
    assert "pyodide.mjs" in result["events"][-1]["error"]
    assert result["answers"] == [{"ok": False, "kind": "internal", "error": result["events"][-1]["error"]}]


def test_a_wheel_that_does_not_match_the_lockfiles_sha256_is_refused(page, dist, serve_folder, tmp_path, rules_page):
    tampered = tmp_path / "site"
    shutil.copytree(dist, tampered)
    (wheel,) = (tampered / "wheels").glob("*/gameshelf-*.whl")
    wheel.write_bytes(wheel.read_bytes() + b"\0")  # still a readable zip, no longer the locked bytes
    server = serve_folder(tampered)
    page.goto(server.url + rules_page)
    result = run_worker(page, [{"op": "catalog"}])
    fatal = result["events"][-1]
    assert fatal["type"] == "fatal" and "rules package could not be installed" in fatal["error"], fatal
    wheel_url = f"../{wheel.relative_to(tampered).as_posix()}"
    assert page.evaluate("async (url) => (await fetch(url)).ok", wheel_url), "the server gives the file; the integrity check refuses it"
    assert result["answers"][0]["ok"] is False and result["answers"][0]["kind"] == "internal"


def test_service_worker_precaches_everything_and_the_site_plays_offline(page, context, site_url, dist, rules_page):
    install_service_worker(page, site_url, rules_page)
    cached = page.evaluate(CACHES)
    files = sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file() and p.name != "sw.js" and p.suffix not in {".br", ".gz"})
    assert list(cached) == [f"gameshelf {site_url} {build_version(dist)}"]
    assert sorted(cached.popitem()[1]) == sorted(site_url + f for f in files)

    context.set_offline(True)
    page.reload()
    result = run_worker(page, [NEW_GAME])
    assert result["answers"][0]["ok"] and result["answers"][0]["legal"]

    page.goto(site_url + f"?from=home-screen#new={FIRST_GAME}&seats=human,bot&seed=5")  # a query: still the cached page
    page.wait_for_function("() => window.gameshelf && window.gameshelf.ready")
    page.evaluate("() => window.gameshelf.ready")
    assert page.evaluate("window.gameshelf.legalMoves().length") > 0


def test_a_new_build_waits_beside_the_old_one_then_replaces_its_cache(page, build_script, serve_folder, tmp_path, rules_page):
    folder = tmp_path / "site"
    wheel = build_script.build_wheel()
    files = build_script.collect()
    old_version, old_site = build_script.finish(files, wheel)
    build_script.write_dist(old_site, folder)
    server = serve_folder(folder)
    install_service_worker(page, server.url, rules_page)
    assert list(page.evaluate(CACHES)) == [f"gameshelf {server.url} {old_version}"]

    files["app.js"] += b"\n// the next build\n"
    new_version, new_site = build_script.finish(files, wheel)
    build_script.write_dist(new_site, folder)
    date_ahead(folder)
    assert new_version != old_version
    page.evaluate(INSTALL_UPDATE)
    assert sorted(page.evaluate(CACHES)) == sorted(f"gameshelf {server.url} {v}" for v in (old_version, new_version))
    served = """async () => (await fetch("../app.js")).text()"""
    assert not page.evaluate(served).endswith("// the next build\n"), "the open page must keep getting its own build"

    page.evaluate("""async () => (await navigator.serviceWorker.getRegistration()).waiting.postMessage({ type: "gameshelf:update" })""")
    page.evaluate(ONLY_CACHE, f"gameshelf {server.url} {new_version}")
    assert page.evaluate(served).endswith("// the next build\n")
    assert page.evaluate(CACHES)[f"gameshelf {server.url} {new_version}"].count(server.url + f"wheels/{new_version}/{wheel.name}") == 1


def test_the_site_offers_a_waiting_build_and_switches_to_it(page, build_script, serve_folder, tmp_path):
    folder = tmp_path / "site"
    wheel = build_script.build_wheel()
    files = build_script.collect()
    build_script.write_dist(build_script.finish(files, wheel)[1], folder)
    server = serve_folder(folder)
    page.goto(server.url + f"#new={FIRST_GAME}&seats=human,bot&seed=5")
    page.evaluate("() => window.gameshelf.ready")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    assert page.locator(".update-offer").count() == 0

    files["app.js"] += b"\n// the next build\n"
    build_script.write_dist(build_script.finish(files, wheel)[1], folder)
    date_ahead(folder)
    page.evaluate(INSTALL_UPDATE)
    offer = page.locator(".update-offer")
    offer.wait_for()
    with page.expect_navigation():
        offer.get_by_role("button", name="Update now").click()
    page.wait_for_function("() => window.gameshelf")
    page.evaluate("() => window.gameshelf.ready")
    assert page.evaluate("""async () => (await fetch("./app.js")).text()""").endswith("// the next build\n")
    assert page.evaluate("window.gameshelf.legalMoves().length") > 0, "the game resumed after the switch"


# Replaces the stored snapshot of a build with gzipped garbage (the gzip is valid, the snapshot is not), with bytes
# that are not even gzip ("raw"), or with the snapshot itself grown by 2 MiB ("oversized": a valid header, but a heap
# bigger than the one a restore copies it into, as a grown snapshot maker would leave: pyodide/pyodide#6254).
BAD_SNAPSHOT = """async ([key, kind]) => {
  const cache = await caches.open("gameshelf-snapshots");
  const stored = await cache.match(key);
  if (!stored) throw new Error("no snapshot to spoil");
  const gzip = (bytes) => new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  const garbage = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
  const snapshot = async () => new Response(stored.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  const bodies = {
    garbage: () => gzip(garbage),
    raw: () => garbage,
    oversized: async () => gzip(new Blob([await snapshot(), new Uint8Array(2 << 20)])),
  };
  await cache.put(key, new Response(await bodies[kind]()));
}"""

SNAPSHOT_KEYS = """async () => (await (await caches.open("gameshelf-snapshots")).keys()).map((request) => request.url)"""


def test_a_second_boot_restores_the_memory_snapshot_the_first_one_left(page, site_url, dist, rules_page):
    page.goto(site_url + rules_page)
    first = run_worker(page, [NEW_GAME], until_snapshot=True)
    snapshot = next(e for e in first["events"] if e["type"] == "snapshot")
    assert ready_timings(first)["boot"] == "plain"
    assert snapshot["ok"] and 0 < snapshot["bytes"] < snapshot["memory_bytes"] / 2, "the snapshot is stored gzipped"
    assert page.evaluate(SNAPSHOT_KEYS) == [f"{site_url}snapshot/{build_version(dist)}"]

    second = run_worker(page, [NEW_GAME, {"op": "state"}])
    assert ready_timings(second)["boot"] == "snapshot"
    assert [e["type"] for e in second["events"]].count("snapshot") == 0, "a restored boot makes no new snapshot"
    assert second["answers"][0] == first["answers"][0], "the restored Python answers exactly like a fresh one"


@pytest.mark.parametrize("kind", ["garbage", "raw", "oversized"])
def test_a_bad_snapshot_falls_back_to_a_plain_boot_and_is_replaced(page, site_url, dist, rules_page, kind):
    logged = []
    page.on("console", lambda msg: logged.append(msg.text))
    page.goto(site_url + rules_page)
    run_worker(page, [NEW_GAME], until_snapshot=True)
    key = f"{site_url}snapshot/{build_version(dist)}"
    page.evaluate(BAD_SNAPSHOT, [key, kind])

    fallback = run_worker(page, [NEW_GAME], until_snapshot=True)
    assert ready_timings(fallback)["boot"] == "plain"
    assert fallback["answers"][0]["ok"] and fallback["answers"][0]["legal"], "the site still works"
    assert any("snapshot could not be used" in text for text in logged), logged
    assert not [e for e in fallback["events"] if e["type"] == "fatal"]
    assert ready_timings(run_worker(page, [NEW_GAME]))["boot"] == "snapshot", "a good snapshot replaced the bad one"


def test_the_site_boots_past_a_snapshot_too_big_to_restore_and_shows_no_error(page, site_url, dist, rules_page):
    logged = []
    page.on("console", lambda msg: logged.append(msg.text))
    page.goto(site_url + rules_page)
    run_worker(page, [NEW_GAME], until_snapshot=True)
    page.evaluate(BAD_SNAPSHOT, [f"{site_url}snapshot/{build_version(dist)}", "oversized"])

    page.goto(site_url + f"#new={FIRST_GAME}&seats=human,bot&seed=3")
    page.wait_for_function("() => window.gameshelf && window.gameshelf.ready")
    page.evaluate("() => window.gameshelf.ready")
    page.wait_for_function("() => window.gameshelf.legalMoves().length > 0")
    assert any("snapshot could not be used" in text for text in logged), logged
    assert "failed" not in page.locator("#boot").get_attribute("class")
    assert not [text for text in page.locator("[role=alert]").all_text_contents() if text.strip()], "an error was shown"
