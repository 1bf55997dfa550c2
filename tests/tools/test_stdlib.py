import io
import zipfile

from tools.pyodide_npm import PYODIDE_DIR
from tools.stdlib import GROWTH_BUDGET, STDLIB, compiled_stdlib


def test_modules_a_boot_imports_ship_as_bytecode_within_the_byte_budget_and_the_rest_as_pyodide_ships_it():
    stock = zipfile.ZipFile(PYODIDE_DIR / STDLIB)
    data = compiled_stdlib()
    compiled = zipfile.ZipFile(io.BytesIO(data))
    bytecode = {name[:-1] for name in compiled.namelist() if name.endswith(".pyc")}
    # Pyodide's own boot, the wheel install (loadPackage) and the rules' imports.
    assert {"_pyodide/_base.py", "typing.py", "tarfile.py", "json/__init__.py", "dataclasses.py", "random.py"} <= bytecode
    assert "argparse.py" not in bytecode, "the command line is not on a page's boot path"
    assert len(data) - (PYODIDE_DIR / STDLIB).stat().st_size <= GROWTH_BUDGET + 4096, "the download grows by the budget at most (plus zip headers)"
    for name in bytecode:
        pyc = compiled.read(name + "c")
        assert int.from_bytes(pyc[4:8], "little") == 1, f"{name}c: an unchecked hash-based .pyc (its source is not shipped)"
    assert set(compiled.namelist()) == {name + "c" if name in bytecode else name for name in stock.namelist()}
    for name in set(stock.namelist()) - bytecode:
        assert compiled.read(name) == stock.read(name), f"{name} is shipped as Pyodide has it"
