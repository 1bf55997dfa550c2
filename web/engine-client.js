// The page's side of the worker protocol: boots the Python worker, starts the runtime's download for it and sends it
// bridge requests.

// The runtime's big files, the wasm first (it is the long pole): on a first visit (no service worker controls the
// page yet) fetched here from the first moment, and their bodies handed to the worker as they stream, so that the
// download does not wait for worker.js and Pyodide's loader to arrive (the worker's fetch of them takes these; it
// compiles the wasm while it streams). A returning visit has them in its cache: the worker reads them there itself,
// and the page's thread stays free to paint.
const RUNTIME_FILES = ["pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip"];
const RUNTIME_FROM_PAGE = "gameshelf-runtime-from-page"; // the worker's name when the page fetches them (worker.js)

/** Start the worker; `onProgress({stage, fraction, received?, total?})` hears boot progress (bytes while the runtime
 * downloads). Returns {ready, call, timings}. */
export function createEngine(onProgress = () => {}) {
  const handing = !navigator.serviceWorker?.controller && streamsTransfer(); // a returning visit reads them from its cache
  const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module", ...(handing ? { name: RUNTIME_FROM_PAGE } : {}) });
  if (handing) handOverRuntime(worker);
  const pending = new Map();
  let nextId = 1;
  let settle;
  const ready = new Promise((resolve, reject) => { settle = { resolve, reject }; });
  const engine = { ready, timings: null, call };

  worker.addEventListener("message", (event) => {
    const msg = event.data || {};
    if (msg.type === "progress") {
      const { received, total } = msg;
      onProgress({ stage: String(msg.stage || ""), fraction: Number(msg.fraction) || 0, ...(total > 0 ? { received, total } : {}) });
    } else if (msg.type === "ready") {
      engine.timings = msg.timings || null;
      onProgress({ stage: "ready", fraction: 1 });
      settle.resolve(engine);
    } else if (msg.type === "fatal") {
      failAll(new Error(String(msg.error || "the game engine failed to start")));
    } else if (pending.has(msg.id)) {
      const { resolve, reject } = pending.get(msg.id);
      pending.delete(msg.id);
      try {
        resolve(JSON.parse(msg.response));
      } catch (err) {
        reject(new Error("the game engine sent an unreadable answer"));
      }
    }
  });
  worker.addEventListener("error", (event) => {
    failAll(new Error(event.message || "the game engine could not be loaded"));
  });

  /** Reject the boot promise and every request in flight. */
  function failAll(error) {
    settle.reject(error);
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  /** Send one bridge request (an object); resolves to the parsed answer ({ok: false, ...} included). */
  function call(request) {
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, request: JSON.stringify(request) });
    });
  }

  ready.catch(() => {});
  return engine;
}

/** Whether this browser can transfer a stream to a worker (without it the worker fetches the runtime itself). */
function streamsTransfer() {
  try {
    const stream = new ReadableStream();
    new MessageChannel().port1.postMessage(stream, [stream]);
    return true;
  } catch {
    return false;
  }
}

/** Fetch the runtime files and hand each response's body to the worker ({type: "runtime"}: first the URLs it is to
 * wait for, then each URL with its body, or with none when the fetch failed: the worker then fetches it itself). */
function handOverRuntime(worker) {
  const urls = RUNTIME_FILES.map((file) => new URL(file, import.meta.url).href);
  worker.postMessage({ type: "runtime", urls });
  for (const url of urls) {
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        const { body } = response;
        worker.postMessage({ type: "runtime", url, body, contentType: response.headers.get("Content-Type") }, [body]);
      })
      .catch(() => worker.postMessage({ type: "runtime", url, body: null }));
  }
}
