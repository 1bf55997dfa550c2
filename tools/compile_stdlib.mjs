// Splits Pyodide's standard library in two, under Pyodide itself (its Python 3.14 is the only one whose bytecode
// Pyodide runs): `node compile_stdlib.mjs <python_stdlib.zip> <pysrc folder> <stdlib_finder.py> <walk.py> <out.zip>
// <rest.zip>`. It boots Pyodide on the given zip, installs a wheel with loadPackage (as the worker installs the
// rules), imports the bridge from the source folder, readies a memory snapshot's contents (engine/warmup.py) and
// runs the walk (`walk.py`'s every_op_answers(): every bridge op on every game, its lessons in both languages),
// recording the stdlib modules imported. out.zip holds those, as bytecode (compiled like `python -OO`: no
// docstrings, no asserts; an unchecked hash-based .pyc, so no source is needed), stored (brotli compresses stored
// entries better than deflated ones), with the finder of the others (stdlib_finder.py, its LEFT_OUT filled in) and
// a sitecustomize that installs it; rest.zip holds every other module, without docstrings and whole-line comments
// (as -OO drops them, line numbers kept), which the finder fetches the first time one of them is imported.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const [stdlibZip, pysrc, finder, walk, outZip, restZip] = process.argv.slice(2).map((path) => resolve(path));
const indexURL = resolve(dirname(fileURLToPath(import.meta.url)), "../node_modules/pyodide") + "/";
const pyodide = await loadPyodide({ indexURL, stdLibURL: stdlibZip });
pyodide.mountNodeFS("/gameshelf-src", pysrc);
pyodide.globals.set("FINDER_SOURCE", await readFile(finder, "utf8"));
pyodide.globals.set("WALK_SOURCE", await readFile(walk, "utf8"));
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
import sys

sys.path.insert(0, "/gameshelf-src")
from gameshelf.engine import warmup
warmup.prepare_snapshot()
walk = {}
exec(WALK_SOURCE, walk)
walk["every_op_answers"]()

ZIP = "/lib/python%d%d.zip/" % sys.version_info[:2]
imported = {m.__file__[len(ZIP):] for m in list(sys.modules.values()) if (getattr(m, "__file__", None) or "").startswith(ZIP)}
import ast, importlib.util, io, marshal, zipfile  # the tools of the split, imported once the walk is recorded

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


def module_name(file):
    """The dotted name of a module file of the zip ("email/mime/text.py" -> "email.mime.text")."""
    return file[: -len("/__init__.py") if file.endswith("/__init__.py") else -len(".py")].replace("/", ".")


def zipped(entries, compress_type):
    """A zip of (name, date_time, bytes) entries."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as target:
        for name, date_time, data in entries:
            entry = zipfile.ZipInfo(name, date_time)
            entry.compress_type = compress_type
            target.writestr(entry, data, compresslevel=9)
    return out.getvalue()


kept, rest = [], []
for info in source.infolist():
    data = source.read(info)
    if info.filename in imported:
        kept.append((info.filename + "c", info.date_time, bytecode(info.filename, data)))
    elif info.filename.endswith(".py"):
        text = without_docs(data.decode("utf-8"))
        compile(text, info.filename, "exec", dont_inherit=True)  # still valid Python (raises otherwise)
        rest.append((info.filename, info.date_time, text.encode("utf-8")))
    elif not info.is_dir():  # a data file stays with its package (a folder of data alone would be a namespace package)
        folder = info.filename.rpartition("/")[0]
        (kept if not folder or f"{folder}/__init__.py" in imported else rest).append((info.filename, info.date_time, data))
left_out = {module_name(name): name for name, _, _ in rest if name.endswith(".py")}
finder = FINDER_SOURCE.replace("\\nLEFT_OUT = {}", f"\\nLEFT_OUT = {left_out!r}", 1)
assert repr(left_out) in finder, "stdlib_finder.py has no LEFT_OUT line to fill"
stamp = (2026, 1, 1, 0, 0, 0)
kept.append(("stdlib_finder.pyc", stamp, bytecode("stdlib_finder.py", finder.encode("utf-8"))))
kept.append(("sitecustomize.pyc", stamp, bytecode("sitecustomize.py", b"import stdlib_finder\\nstdlib_finder.install()\\n")))
[zipped(kept, zipfile.ZIP_STORED), zipped(rest, zipfile.ZIP_DEFLATED)]
`);
const [out, rest] = compiled.toJs();
await writeFile(outZip, out);
await writeFile(restZip, rest);
