import io
import zipfile

from tools.pyodide_npm import PYODIDE_DIR
from tools.stdlib import REST, STDLIB, stdlib_files


def test_the_modules_the_package_imports_ship_as_stored_bytecode_and_the_others_beside_them_without_docs():
    stock = zipfile.ZipFile(PYODIDE_DIR / STDLIB)
    files = stdlib_files()
    kept, rest = (zipfile.ZipFile(io.BytesIO(files[name])) for name in (STDLIB, REST))
    bytecode = {name[:-1] for name in kept.namelist() if name.endswith(".pyc")} - {"stdlib_finder.py", "sitecustomize.py"}
    # Pyodide's own boot, the wheel install (loadPackage) and the rules' imports.
    assert {"_pyodide/_base.py", "asyncio/__init__.py", "importlib/metadata/__init__.py", "json/__init__.py", "dataclasses.py", "random.py"} <= bytecode
    assert {"csv.py", "difflib.py", "xml/dom/minidom.py"} <= set(rest.namelist()), "what no path imports is left out"
    assert not bytecode & set(rest.namelist()), "each module ships once"
    shipped = {name for name in kept.namelist() if not name.endswith(".pyc")} | bytecode | set(rest.namelist())
    assert shipped == {name for name in stock.namelist() if not name.endswith("/")}, "every file of Pyodide's zip ships in one of the two"
    assert all(info.compress_type == zipfile.ZIP_STORED for info in kept.infolist()), "stored: brotli compresses that best"
    for name in bytecode:
        assert int.from_bytes(kept.read(name + "c")[4:8], "little") == 1, f"{name}c: an unchecked hash-based .pyc (no source is shipped)"
    difflib, original = rest.read("difflib.py").decode(), stock.read("difflib.py").decode()
    assert difflib.count("\n") == original.count("\n"), "line numbers stay where they were"
    assert "Module difflib -- helpers for computing deltas" in original and "Module difflib" not in difflib, "no docstring"
    finder = kept.read("stdlib_finder.pyc")
    assert b"xml.dom.minidom" in finder and b"dataclasses" not in finder, "the finder knows exactly the modules left out"
