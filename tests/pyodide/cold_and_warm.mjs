// Runs Python files in a cold Pyodide boot and in one restored from a memory snapshot made as the site's worker
// makes it, then prints {cold, warm, files_after_restore} as JSON:
// `node cold_and_warm.mjs <site>/pyodide/pyodide-lock.json <expression> <file.py>...`.
// The restored boot gets no package files at all (the worst case of the worker's race: it answers before it has
// reinstalled them), so anything Python would still read from a file after the restore shows as a difference.
import { readFile } from "node:fs/promises";
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";

const [lockFileURL, expression, ...scripts] = process.argv.slice(2);
const sources = await Promise.all(scripts.map((script) => readFile(script, "utf8")));

async function evaluate(pyodide) {
  for (const source of sources) pyodide.runPython(source);
  return JSON.parse(pyodide.runPython(`import json\njson.dumps(${expression})`));
}

const cold = await loadPyodide({ lockFileURL });
await cold.loadPackage("gameshelf", { messageCallback: () => {} });
const coldAnswer = await evaluate(cold);

const maker = await loadPyodide({ lockFileURL, _makeSnapshot: true });
await maker.loadPackage("gameshelf", { messageCallback: () => {} });
maker.pyimport("gameshelf.engine.warmup").prepare_snapshot(); // what the worker's snapshot maker runs
for (const name of Object.keys(maker.loadedPackages)) delete maker.loadedPackages[name];
const snapshot = maker.makeMemorySnapshot();

const warm = await loadPyodide({ lockFileURL, _loadSnapshot: snapshot });
const filesAfterRestore = warm.runPython("import os, gameshelf\nos.path.exists(gameshelf.__file__)");
const warmAnswer = await evaluate(warm);
process.stdout.write(JSON.stringify({ cold: coldAnswer, warm: warmAnswer, files_after_restore: filesAfterRestore }));
