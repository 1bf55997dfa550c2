// Compiles the standard-library modules a Gameshelf boot imports to .pyc, under Pyodide itself (its
// Python 3.14 is the only one whose bytecode Pyodide runs): `node compile_stdlib.mjs <python_stdlib.zip>
// <pysrc folder> <out.zip>`. It boots Pyodide on the given zip, installs a wheel with loadPackage (as the
// worker installs the rules), imports every gameshelf module from the source folder and starts a game of
// each, then writes a copy of the zip in which every stdlib module
// that was imported is replaced by its bytecode (compiled like `python -OO`: no docstrings, no asserts;
// an unchecked hash-based .pyc, so no source is needed). Every other module stays source.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const [stdlibZip, pysrc, outZip] = process.argv.slice(2).map((path) => resolve(path));
const indexURL = resolve(dirname(fileURLToPath(import.meta.url)), "../node_modules/pyodide") + "/";
const pyodide = await loadPyodide({ indexURL, stdLibURL: stdlibZip });
pyodide.mountNodeFS("/gameshelf-src", pysrc);
const scratch = await mkdtemp(join(tmpdir(), "gameshelf-stdlib-"));
pyodide.mountNodeFS("/scratch", scratch);
pyodide.runPython(`
import zipfile
with zipfile.ZipFile("/scratch/probe-1.0-py3-none-any.whl", "w") as wheel:
    wheel.writestr("probe/__init__.py", "")
    wheel.writestr("probe-1.0.dist-info/METADATA", "Metadata-Version: 2.1\\nName: probe\\nVersion: 1.0\\n")
    wheel.writestr("probe-1.0.dist-info/WHEEL", "Wheel-Version: 1.0\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n")
    wheel.writestr("probe-1.0.dist-info/RECORD", "")
`);
await pyodide.loadPackage(join(scratch, "probe-1.0-py3-none-any.whl"), { messageCallback: () => {} });
await rm(scratch, { recursive: true });
const compiled = pyodide.runPython(`
import importlib, importlib.util, io, json, marshal, pkgutil, sys, zipfile

sys.path.insert(0, "/gameshelf-src")
import gameshelf
for module in pkgutil.walk_packages(gameshelf.__path__, "gameshelf."):
    if not module.name.endswith("__main__"):
        importlib.import_module(module.name)
from gameshelf.engine import bridge, catalog
for game in catalog.game_ids():
    players = max(2, catalog.get(game).info()["min_players"])
    bridge.handle(json.dumps({"op": "new", "game": game, "seats": [{"kind": "human"}] * players, "seed": 1}))

ZIP = "/lib/python%d%d.zip/" % sys.version_info[:2]
imported = {m.__file__[len(ZIP):] for m in list(sys.modules.values()) if (getattr(m, "__file__", None) or "").startswith(ZIP)}
source = zipfile.ZipFile(ZIP[:-1])
out = io.BytesIO()
with zipfile.ZipFile(out, "w") as target:
    for info in source.infolist():
        data = source.read(info)
        if info.filename not in imported:
            target.writestr(info, data)
            continue
        code = compile(data, info.filename, "exec", dont_inherit=True, optimize=2)
        unchecked_hash_pyc = (1).to_bytes(4, "little")
        pyc = importlib.util.MAGIC_NUMBER + unchecked_hash_pyc + importlib.util.source_hash(data) + marshal.dumps(code)
        entry = zipfile.ZipInfo(info.filename + "c", info.date_time)
        entry.compress_type = zipfile.ZIP_DEFLATED
        target.writestr(entry, pyc, compresslevel=9)
out.getvalue()
`);
await writeFile(outZip, compiled.toJs());
