// The engine worker: boots Pyodide from ./pyodide/, installs the gameshelf wheel and answers
// bridge calls. Page -> worker: {id, request}; worker -> page: {id, response} (a request sent
// before Python is ready waits for it; if Python cannot start, or the bridge itself throws, the
// response is {"ok": false, "kind": "internal", "error"}). While booting:
// {type: "progress", stage, fraction} with stage "Fetching runtime" (fraction 0-0.7 by bytes),
// "Starting Python" (0.7), "Installing rules" (0.9), "ready" (1); then {type: "ready", timings}
// with runtime_fetched_ms, python_started_ms, ready_ms (from the worker's start) and the build
// version, or {type: "fatal", error}.
const BUILD = {"version": "source", "wheel": "wheels/source/gameshelf.whl", "runtime_bytes": 1}; // build.py fills this line in dist/

const site = new URL("./", import.meta.url);
const started = performance.now();
const booted = boot();

function progress(stage, fraction) {
  postMessage({ type: "progress", stage, fraction });
}

function since(mark) {
  return Math.round(performance.now() - mark);
}

// Reports the bytes of each response fetched while `during` runs, read from a clone so that the
// response itself stays untouched (the wasm still compiles while it streams in).
async function countingDownloads(onBytes, during) {
  const plainFetch = self.fetch;
  self.fetch = async (...args) => {
    const response = await plainFetch(...args);
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

async function boot() {
  progress("Fetching runtime", 0);
  let runtimeMs = null;
  let received = 0;
  let shown = 0;
  const onBytes = (bytes) => {
    received += bytes;
    const fraction = 0.7 * Math.min(1, received / BUILD.runtime_bytes);
    if (runtimeMs === null && fraction - shown >= 0.02) {
      shown = fraction;
      progress("Fetching runtime", fraction);
    }
  };
  const { loadPyodide } = await import("./pyodide/pyodide.mjs");
  const pyodide = await countingDownloads(onBytes, () =>
    loadPyodide({
      indexURL: new URL("pyodide/", site).href,
      // Called once the wasm is fetched and compiled, just before the interpreter starts.
      fsInit: async () => {
        runtimeMs = since(started);
        progress("Starting Python", 0.7);
      },
    }),
  );
  const pythonReadyMs = since(started);
  progress("Installing rules", 0.9);
  await pyodide.loadPackage(new URL(BUILD.wheel, site).href, { messageCallback: () => {} });
  const bridge = pyodide.pyimport("gameshelf.engine.bridge");
  const timings = { runtime_fetched_ms: runtimeMs, python_started_ms: pythonReadyMs, ready_ms: since(started), version: BUILD.version };
  progress("ready", 1);
  postMessage({ type: "ready", timings });
  return bridge;
}

booted.catch((err) => postMessage({ type: "fatal", error: String((err && err.message) || err) }));

function failure(error) {
  return JSON.stringify({ ok: false, kind: "internal", error });
}

self.onmessage = async (event) => {
  const { id, request } = event.data;
  let response;
  try {
    const bridge = await booted;
    response = bridge.handle(request);
  } catch (err) {
    response = failure(String((err && err.message) || err));
  }
  postMessage({ id, response });
};
