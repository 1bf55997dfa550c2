import io
import zipfile

from tools.pyodide_npm import PYODIDE_DIR
from tools.stdlib import STDLIB, compiled_stdlib


def test_the_modules_a_boot_imports_ship_as_bytecode_and_the_rest_as_pyodide_ships_it():
    stock = zipfile.ZipFile(PYODIDE_DIR / STDLIB)
    compiled = zipfile.ZipFile(io.BytesIO(compiled_stdlib()))
    bytecode = {name[:-1] for name in compiled.namelist() if name.endswith(".pyc")}
    # Pyodide's own boot, the wheel install (loadPackage) and the rules' imports.
    assert {"_pyodide/_base.py", "asyncio/__init__.py", "importlib/metadata/__init__.py", "json/__init__.py", "dataclasses.py"} <= bytecode
    assert len(bytecode) > 100 and "tkinter/__init__.py" not in bytecode
    for name in bytecode:
        pyc = compiled.read(name + "c")
        assert int.from_bytes(pyc[4:8], "little") == 1, f"{name}c: an unchecked hash-based .pyc (its source is not shipped)"
    assert set(compiled.namelist()) == {name + "c" if name in bytecode else name for name in stock.namelist()}
    for name in set(stock.namelist()) - bytecode:
        assert compiled.read(name) == stock.read(name), f"{name} is shipped as Pyodide has it"
