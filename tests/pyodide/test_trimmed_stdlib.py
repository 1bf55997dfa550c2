"""The site ships only the stdlib modules the package's paths import (python_stdlib.zip) and the others beside it
(python_stdlib_rest.zip, fetched on demand): under that runtime every module of the package imports without a
request, and every module of Pyodide's stdlib imports as it does under Pyodide's own zip, the rest fetched once."""

import json
import shutil
import subprocess
import zipfile
from pathlib import Path

from tests.pyodide.test_same_results import built_lockfile
from tools.pyodide_npm import PYODIDE_DIR
from tools.stdlib import REST, STDLIB

HERE = Path(__file__).resolve().parent


def stdlib_modules():
    """Every module of Pyodide's own stdlib zip, by dotted name."""
    files = [name for name in zipfile.ZipFile(PYODIDE_DIR / STDLIB).namelist() if name.endswith(".py")]
    return sorted(name.removesuffix(".py").removesuffix("/__init__").replace("/", ".") for name in files)


def imports_under(site, stdlib, modules):
    """What trimmed_stdlib.mjs reports for the site's rules on `stdlib`."""
    node = shutil.which("node")
    assert node, "Node.js is needed for the Pyodide tests"
    run = subprocess.run([node, HERE / "trimmed_stdlib.mjs", site, stdlib, modules], capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stderr[-3000:]
    return json.loads(run.stdout)


def test_every_module_imports_under_the_trimmed_stdlib_as_under_pyodides_own(tmp_path):
    site = built_lockfile().parent.parent
    modules = tmp_path / "modules.json"
    modules.write_text(json.dumps(stdlib_modules()))
    trimmed = imports_under(site, site / "pyodide" / STDLIB, modules)
    stock = imports_under(site, PYODIDE_DIR / STDLIB, modules)
    assert trimmed["package"] == {} and stock["package"] == {}, trimmed["package"]
    assert trimmed["requests_for_package"] == 0, "the package's own modules need nothing the trimmed zip left out"
    assert trimmed["requests"] == [f"{site.as_uri()}/pyodide/{REST}"], "the rest of the stdlib is fetched once, on first need"
    assert trimmed["stdlib"] == stock["stdlib"], "a stdlib module imports differently under the trimmed zip"
    assert len(stock["stdlib"]) < 30, "Pyodide's own stdlib imports (a few platform modules fail there too)"
