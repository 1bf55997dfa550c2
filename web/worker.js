// The engine worker: boots Pyodide from ./pyodide/, installs the gameshelf package by name from the
// site's lockfile (pyodide/pyodide-lock.json: the wheel's URL and sha256, checked as Subresource
// Integrity) and answers bridge calls. Page -> worker: {id, request}, and {type: "runtime"} (engine-client.js: the
// runtime files the page is fetching for it, then their bodies); worker -> page: {id, response}
// (a request sent before Python is ready waits for it; if Python cannot start, or the bridge itself
// throws, the response is {"ok": false, "kind": BUILD.internal_refusal, "error"}). While booting:
// {type: "progress", stage, fraction} with stage "Fetching runtime" (fraction 0-0.7 by bytes; it also carries
// `received` and `total`: the bytes of the response bodies read so far and the build's runtime_bytes),
// "Starting Python" (0.7), "Installing rules" (0.9, plain boot only), "ready" (1); then
// {type: "ready", timings} with boot ("snapshot" or "plain"), runtime_fetched_ms, python_started_ms,
// ready_ms (from the worker's start) and the build version, or {type: "fatal", error}.
//
// Warm boot: after a plain boot of a build has answered a request and then sat idle, a second worker
// (this file, named SNAPSHOT_MAKER) boots Python, imports every gameshelf module and reads every data
// file the engine reads (engine/warmup.py: a restored boot answers before its package files are back),
// takes a memory snapshot of the interpreter (Pyodide's private `_makeSnapshot` API, pinned with the
// version), gzips it and keeps it in Cache Storage under snapshotKey(version), deleting older builds'
// snapshots. Later boots restore it instead of starting Python. Any failure on the way (no snapshot,
// corrupt bytes, a full quota, another Pyodide) is logged to the console and the boot is plain.
const BUILD = {"version": "source", "runtime_bytes": 1, "wheel": null, "internal_refusal": null}; // build.py fills this line in dist/ (internal_refusal: a kind of engine/protocol.py)

const site = new URL("./", import.meta.url);
const indexURL = new URL("pyodide/", site).href;
const SNAPSHOTS = "gameshelf-snapshots"; // the Cache Storage cache holding memory snapshots
const SNAPSHOT_MAKER = "gameshelf-snapshot-maker"; // the name of the worker that makes one
const RUNTIME_FROM_PAGE = "gameshelf-runtime-from-page"; // the name of a worker whose page fetches its runtime (engine-client.js)
const snapshotKey = (version) => new URL(`snapshot/${version}`, site).href; // a cache key, never fetched
const started = performance.now();

// The wheel, fetched into the HTTP cache while Pyodide starts: the integrity-checked load by name
// (installRules) then finds it there (a cache hit, or a 304 where the host asks to revalidate).
const wheelFetched = BUILD.wheel
  ? fetch(new URL(BUILD.wheel, site)).then((response) => response.arrayBuffer()).catch(() => {})
  : Promise.resolve();

// The runtime files whose download the page started (engine-client.js): URL -> {response, resolve, taken}, where
// `response` resolves to a Response made of the body the page handed over, or to null (the worker then fetches it).
// A worker so named waits for the page's list of them before its first fetch: the page's messages can reach it late
// (a page busy drawing a board passes them on only after its task), and a fetch made before would download twice.
const handedOver = new Map();
let listed;
const runtimeListed = self.name === RUNTIME_FROM_PAGE ? new Promise((resolve) => { listed = resolve; }) : Promise.resolve();

function handOver({ urls, url, body, contentType }) {
  for (const each of urls || []) {
    let resolve;
    const response = new Promise((settle) => { resolve = settle; });
    handedOver.set(each, { response, resolve, taken: false });
  }
  if (urls) listed?.();
  if (url) handedOver.get(url)?.resolve(body ? new Response(body, { headers: { "Content-Type": contentType || "" } }) : null);
}

// The handed-over response of a runtime file (once: a later fetch of it goes to the network), or null.
async function takeHandedOver(input) {
  await runtimeListed;
  const handed = handedOver.get(new URL(input instanceof Request ? input.url : String(input), site).href);
  if (!handed || handed.taken) return null;
  handed.taken = true;
  return handed.response;
}

function progress(stage, fraction, bytes = {}) {
  postMessage({ type: "progress", stage, fraction, ...bytes });
}

function since(mark) {
  return Math.round(performance.now() - mark);
}

function message(err) {
  return String((err && err.message) || err);
}

// Reports the bytes of each response fetched while `during` runs, read from a clone so that the
// response itself stays untouched (the wasm still compiles while it streams in); a runtime file the page
// is fetching is taken from the page.
async function countingDownloads(onBytes, during) {
  const plainFetch = self.fetch;
  self.fetch = async (...args) => {
    const response = (await takeHandedOver(args[0])) || (await plainFetch(...args));
    if (response.body) readAll(response.clone().body.getReader(), onBytes).catch(() => {});
    return response;
  };
  try {
    return await during();
  } finally {
    self.fetch = plainFetch;
  }
}

async function readAll(reader, onBytes) {
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) onBytes(chunk.value.byteLength);
}

// loadPyodide with the runtime download reported as progress; `options` are added to indexURL.
async function startPython(options) {
  progress("Fetching runtime", 0, { received: 0, total: BUILD.runtime_bytes });
  const timings = { runtime_fetched_ms: null, python_started_ms: null };
  let received = 0;
  let shown = 0;
  const onBytes = (bytes) => {
    received += bytes;
    const fraction = 0.7 * Math.min(1, received / BUILD.runtime_bytes);
    if (timings.runtime_fetched_ms === null && fraction - shown >= 0.02) {
      shown = fraction;
      progress("Fetching runtime", fraction, { received, total: BUILD.runtime_bytes });
    }
  };
  const { loadPyodide } = await import("./pyodide/pyodide.mjs");
  const pyodide = await countingDownloads(onBytes, () =>
    loadPyodide({
      indexURL,
      ...options,
      // Called once the wasm is fetched and compiled, just before the interpreter starts.
      fsInit: async () => {
        timings.runtime_fetched_ms = since(started);
        progress("Starting Python", 0.7);
      },
    }),
  );
  timings.python_started_ms = since(started);
  return { pyodide, timings };
}

// Installs the gameshelf package by name from the site's lockfile (Chromium checks its sha256);
// loadPackage only reports failures to a callback, so they are raised here.
async function installRules(pyodide) {
  await wheelFetched;
  const errors = [];
  await pyodide.loadPackage("gameshelf", { messageCallback: () => {}, errorCallback: (text) => errors.push(text) });
  if (!pyodide.loadedPackages.gameshelf) throw new Error(`the rules package could not be installed: ${errors.join(" ") || "unknown error"}`);
}

// The bytes of this build's stored snapshot, or null when there is none.
async function storedSnapshot() {
  const hit = await (await caches.open(SNAPSHOTS)).match(snapshotKey(BUILD.version));
  if (!hit) return null;
  const unzipped = hit.body.pipeThrough(new DecompressionStream("gzip")); // the gzip checksum catches corrupt bytes
  return new Uint8Array(await new Response(unzipped).arrayBuffer());
}

// Python restored from this build's snapshot, or null (after logging why) when that cannot be done.
async function snapshotBoot() {
  if (typeof caches === "undefined") return null;
  try {
    const bytes = await storedSnapshot();
    if (!bytes) return null;
    const { pyodide, timings } = await startPython({ _loadSnapshot: bytes });
    const bridge = pyodide.pyimport("gameshelf.engine.bridge");
    if (!JSON.parse(bridge.handle(JSON.stringify({ op: "catalog" }))).ok) throw new Error("the restored bridge does not answer");
    // Every module is in memory already; the files come back for whatever reads them later.
    installRules(pyodide).catch((err) => console.warn("gameshelf: reinstalling the package files failed:", message(err)));
    return { bridge, timings: { boot: "snapshot", ...timings } };
  } catch (err) {
    console.warn("gameshelf: the memory snapshot could not be used, booting Python normally:", message(err));
    caches.open(SNAPSHOTS).then((cache) => cache.delete(snapshotKey(BUILD.version))).catch(() => {});
    return null;
  }
}

// Python started from scratch, with the gameshelf package installed by name (integrity-checked).
async function plainBoot() {
  const { pyodide, timings } = await startPython({});
  progress("Installing rules", 0.9);
  await installRules(pyodide);
  timings.rules_installed_ms = since(started);
  return { bridge: pyodide.pyimport("gameshelf.engine.bridge"), timings: { boot: "plain", ...timings } };
}

async function boot() {
  const { bridge, timings } = (await snapshotBoot()) || (await plainBoot());
  timings.ready_ms = since(started);
  timings.version = BUILD.version;
  progress("ready", 1);
  postMessage({ type: "ready", timings });
  return { bridge, plain: timings.boot === "plain" };
}

// Starts the worker that makes this build's snapshot: once, after a plain boot has answered a request
// and then heard none for SNAPSHOT_AFTER_IDLE_MS (a second Python boot costs as much CPU as the first:
// it waits until the player looks at the board rather than while moves and bots are being answered).
const SNAPSHOT_AFTER_IDLE_MS = 2000;
let snapshotStarted = false;
let snapshotTimer = null;
function snapshotWhenIdle() {
  clearTimeout(snapshotTimer);
  snapshotTimer = setTimeout(startSnapshotMaker, SNAPSHOT_AFTER_IDLE_MS);
}

function startSnapshotMaker() {
  if (snapshotStarted || typeof caches === "undefined") return;
  snapshotStarted = true;
  const maker = new Worker(new URL(import.meta.url), { type: "module", name: SNAPSHOT_MAKER });
  maker.onmessage = (event) => {
    if (event.data.type !== "snapshot") return; // its own boot progress
    postMessage(event.data); // {type: "snapshot", ok, bytes, memory_bytes} or {type: "snapshot", ok: false, error}
    maker.terminate();
  };
}

// The snapshot maker: Python with every gameshelf module imported and its data read, gzipped into Cache Storage.
async function makeSnapshot() {
  try {
    const { pyodide } = await startPython({ _makeSnapshot: true });
    await installRules(pyodide);
    pyodide.pyimport("gameshelf.engine.warmup").prepare_snapshot(); // every module imported, every data file read
    // A snapshot holds no JavaScript state but Pyodide's own: forget the package record (the files
    // are reinstalled after a restore).
    for (const name of Object.keys(pyodide.loadedPackages)) delete pyodide.loadedPackages[name];
    const snapshot = pyodide.makeMemorySnapshot();
    const zipped = new Response(new Blob([snapshot]).stream().pipeThrough(new CompressionStream("gzip")));
    const cache = await caches.open(SNAPSHOTS);
    const key = snapshotKey(BUILD.version);
    for (const old of await cache.keys()) {
      if (old.url.startsWith(snapshotKey("")) && old.url !== key) await cache.delete(old);
    }
    await cache.put(key, zipped);
    const stored = await (await cache.match(key)).blob();
    postMessage({ type: "snapshot", ok: true, bytes: stored.size, memory_bytes: snapshot.byteLength });
  } catch (err) {
    console.warn("gameshelf: no memory snapshot was made:", message(err));
    postMessage({ type: "snapshot", ok: false, error: message(err) });
  }
}

function failure(error) {
  return JSON.stringify({ ok: false, kind: BUILD.internal_refusal, error });
}

if (self.name === SNAPSHOT_MAKER) {
  makeSnapshot();
} else {
  const booted = boot();
  booted.catch((err) => postMessage({ type: "fatal", error: message(err) }));
  self.onmessage = async (event) => {
    if (event.data.type === "runtime") return handOver(event.data);
    const { id, request } = event.data;
    let response;
    let plain = false;
    clearTimeout(snapshotTimer);
    try {
      const engine = await booted;
      plain = engine.plain;
      response = engine.bridge.handle(request);
    } catch (err) {
      response = failure(message(err));
    }
    postMessage({ id, response });
    if (plain && !snapshotStarted) snapshotWhenIdle();
  };
}
