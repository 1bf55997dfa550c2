import io
import zipfile

from tools.pyodide_npm import PYODIDE_DIR
from tools.stdlib import STDLIB, compiled_stdlib


def test_the_modules_a_boot_imports_ship_as_bytecode_the_others_without_docs_and_the_zip_is_no_bigger():
    stock = zipfile.ZipFile(PYODIDE_DIR / STDLIB)
    data = compiled_stdlib()
    compiled = zipfile.ZipFile(io.BytesIO(data))
    bytecode = {name[:-1] for name in compiled.namelist() if name.endswith(".pyc")}
    # Pyodide's own boot, the wheel install (loadPackage) and the rules' imports.
    assert {"_pyodide/_base.py", "asyncio/__init__.py", "importlib/metadata/__init__.py", "json/__init__.py", "dataclasses.py", "random.py"} <= bytecode
    assert "argparse.py" not in bytecode, "the command line is not on a page's boot path"
    assert set(compiled.namelist()) == {name + "c" if name in bytecode else name for name in stock.namelist()}
    for name in bytecode:
        assert int.from_bytes(compiled.read(name + "c")[4:8], "little") == 1, f"{name}c: an unchecked hash-based .pyc (no source is shipped)"
    for name in set(stock.namelist()) - bytecode:
        if not name.endswith(".py"):
            assert compiled.read(name) == stock.read(name), f"{name} is shipped as Pyodide has it"
    argparse, original = compiled.read("argparse.py").decode(), stock.read("argparse.py").decode()
    assert argparse.count("\n") == original.count("\n"), "line numbers stay where they were"
    assert "Command-line parsing library" in original and "Command-line parsing library" not in argparse, "no docstring"
    assert "def _copy_items(items):" in argparse and "'ArgumentParser'," in argparse
    assert len(data) <= (PYODIDE_DIR / STDLIB).stat().st_size, "a first visit downloads no more than Pyodide's own zip"
