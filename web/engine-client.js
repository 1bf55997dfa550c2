// The page's side of the worker protocol: boots the Python worker and sends it bridge requests.

/** Start the worker; `onProgress({stage, fraction})` hears boot progress. Returns {ready, call, timings}. */
export function createEngine(onProgress = () => {}) {
  const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  const pending = new Map();
  let nextId = 1;
  let settle;
  const ready = new Promise((resolve, reject) => { settle = { resolve, reject }; });
  const engine = { ready, timings: null, call };

  worker.addEventListener("message", (event) => {
    const msg = event.data || {};
    if (msg.type === "progress") {
      onProgress({ stage: String(msg.stage || ""), fraction: Number(msg.fraction) || 0 });
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
