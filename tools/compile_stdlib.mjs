// Compiles the standard-library modules a Gameshelf boot imports to .pyc, under Pyodide itself (its
// Python 3.14 is the only one whose bytecode Pyodide runs): `node compile_stdlib.mjs <python_stdlib.zip>
// <pysrc folder> <out.zip> <budget>`. It boots Pyodide on the given zip, installs a wheel with loadPackage (as the
// worker installs the rules), imports the bridge from the source folder and starts a game of each (what a
// first visit runs before its board is playable), then writes a copy of the zip in which the imported stdlib
// modules with the most bytecode (the work compiling them does) per byte the zip grows, until it has grown
// by <budget> bytes, are replaced by their bytecode (compiled like `python -OO`: no docstrings, no asserts; an unchecked
// hash-based .pyc, so no source is needed). Every other module stays source.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const [stdlibZip, pysrc, outZip] = process.argv.slice(2, 5).map((path) => resolve(path));
const budget = Number(process.argv[5]);
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
pyodide.globals.set("budget", budget);
const compiled = pyodide.runPython(`
import importlib.util, io, json, marshal, sys, zipfile, zlib

sys.path.insert(0, "/gameshelf-src")
from gameshelf.engine import bridge, catalog
for game in catalog.game_ids():
    players = max(2, catalog.get(game).info()["min_players"])
    bridge.handle(json.dumps({"op": "new", "game": game, "seats": [{"kind": "human"}, *[{"kind": "bot"}] * (players - 1)], "seed": 1}))

ZIP = "/lib/python%d%d.zip/" % sys.version_info[:2]
imported = {m.__file__[len(ZIP):] for m in list(sys.modules.values()) if (getattr(m, "__file__", None) or "").startswith(ZIP)}
source = zipfile.ZipFile(ZIP[:-1])


def bytecode(name, data):
    """The unchecked hash-based .pyc of a module's source."""
    code = compile(data, name, "exec", dont_inherit=True, optimize=2)
    return importlib.util.MAGIC_NUMBER + (1).to_bytes(4, "little") + importlib.util.source_hash(data) + marshal.dumps(code)


# The modules with the most bytecode (what compiling them produces, so what it costs) per byte the
# download grows, until the budget is spent.
candidates = []
for name in sorted(imported):
    pyc = bytecode(name, source.read(name))
    grows = len(zlib.compress(pyc, 9)) - source.getinfo(name).compress_size
    candidates.append((len(pyc) / max(grows, 1), name, grows, pyc))
chosen, spent = {}, 0
for _, name, grows, pyc in sorted(candidates, reverse=True):
    if spent + max(grows, 0) <= budget:
        chosen[name], spent = pyc, spent + max(grows, 0)

out = io.BytesIO()
with zipfile.ZipFile(out, "w") as target:
    for info in source.infolist():
        if info.filename not in chosen:
            target.writestr(info, source.read(info))
            continue
        entry = zipfile.ZipInfo(info.filename + "c", info.date_time)
        entry.compress_type = zipfile.ZIP_DEFLATED
        target.writestr(entry, chosen[info.filename], compresslevel=9)
out.getvalue()
`);
await writeFile(outZip, compiled.toJs());
