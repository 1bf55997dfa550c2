// Compiles the standard-library modules a Gameshelf boot imports to .pyc, under Pyodide itself (its
// Python 3.14 is the only one whose bytecode Pyodide runs): `node compile_stdlib.mjs <python_stdlib.zip>
// <pysrc folder> <out.zip>`. It boots Pyodide on the given zip, installs a wheel with loadPackage (as the
// worker installs the rules), imports the bridge from the source folder and starts a game of each (what a
// first visit runs before its board is playable), then writes a copy of the zip in which every stdlib module
// that was imported is replaced by its bytecode (compiled like `python -OO`: no docstrings, no asserts; an
// unchecked hash-based .pyc, so no source is needed) and every other module keeps its source without
// docstrings and whole-line comments (as -OO drops them, line numbers kept): the zip shrinks overall.
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
import ast, importlib.util, io, json, marshal, sys, zipfile

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


def without_docs(text):
    """The source with its docstrings and whole-line comments blanked, every line where it was (tracebacks
    keep their line numbers); lines inside a string literal are left alone."""
    tree = ast.parse(text)
    lines = text.split("\\n")
    in_strings, blank = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Constant, ast.JoinedStr, ast.TemplateStr)) and node.end_lineno > node.lineno:
            in_strings.update(range(node.lineno, node.end_lineno + 1))
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and len(body) > 1:
            doc = body[0]
            if isinstance(doc, ast.Expr) and isinstance(doc.value, ast.Constant) and isinstance(doc.value.value, str):
                whole = not lines[doc.lineno - 1][: doc.col_offset].strip() and not lines[doc.end_lineno - 1][doc.end_col_offset :].strip()
                if whole:
                    blank.update(range(doc.lineno, doc.end_lineno + 1))
    comment = lambda number, line: number > 2 and number not in in_strings and line.lstrip().startswith("#")
    return "\\n".join("" if n in blank or comment(n, line) else line for n, line in enumerate(lines, 1))


out = io.BytesIO()
with zipfile.ZipFile(out, "w") as target:
    for info in source.infolist():
        data = source.read(info)
        if info.filename in imported:
            entry = zipfile.ZipInfo(info.filename + "c", info.date_time)
            entry.compress_type = zipfile.ZIP_DEFLATED
            target.writestr(entry, bytecode(info.filename, data), compresslevel=9)
        elif info.filename.endswith(".py"):
            text = without_docs(data.decode("utf-8"))
            compile(text, info.filename, "exec", dont_inherit=True)  # still valid Python (raises otherwise)
            entry = zipfile.ZipInfo(info.filename, info.date_time)
            entry.compress_type = zipfile.ZIP_DEFLATED
            target.writestr(entry, text.encode("utf-8"), compresslevel=9)
        else:
            target.writestr(info, data)
out.getvalue()
`);
await writeFile(outZip, compiled.toJs());
