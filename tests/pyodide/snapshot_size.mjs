// Makes a memory snapshot as the site's worker does (the built site's stdlib and lockfile, every module imported,
// every data file read), restores it, and prints the sizes that decide whether a restore can work, as JSON:
// `node snapshot_size.mjs <site>/pyodide/`. A restore copies the snapshot's heap into the new module's heap,
// which is the wasm's initial memory (pyodide/pyodide#6254): a maker whose heap grew makes a snapshot that
// cannot be restored. `break_bytes` is the top of the maker's allocated heap (sbrk(0)): what is left above
// it is how far the package may grow before that happens.
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";

const site = process.argv[2];
const options = { lockFileURL: `${site}pyodide-lock.json`, stdLibURL: `${site}python_stdlib.zip` };
const maker = await loadPyodide({ ...options, _makeSnapshot: true });
await maker.loadPackage("gameshelf", { messageCallback: () => {} });
maker.pyimport("gameshelf.engine.warmup").prepare_snapshot(); // what the worker's snapshot maker runs
for (const name of Object.keys(maker.loadedPackages)) delete maker.loadedPackages[name];
const breakBytes = maker._module._sbrk(0);
const snapshot = maker.makeMemorySnapshot();
const headerBytes = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 2)[1]; // where the heap starts in it
const restored = await loadPyodide({ ...options, _loadSnapshot: snapshot });
const answers = JSON.parse(restored.pyimport("gameshelf.engine.bridge").handle(JSON.stringify({ op: "catalog" }))).ok;
process.stdout.write(JSON.stringify({ snapshot_bytes: snapshot.length, heap_bytes: snapshot.length - headerBytes, break_bytes: breakBytes, restored_answers: answers }));
