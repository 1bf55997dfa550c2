import json

from tools import pyodide_npm


def test_node_modules_holds_the_pinned_pyodide_and_the_files_the_site_copies():
    pyodide_npm.ensure_pyodide()
    assert json.loads((pyodide_npm.PYODIDE_DIR / "package.json").read_text())["version"] == pyodide_npm.PYODIDE_VERSION
    for name in pyodide_npm.PYODIDE_FILES:
        assert (pyodide_npm.PYODIDE_DIR / name).stat().st_size > 0
