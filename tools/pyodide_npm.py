"""The pinned npm packages (`npm ci` from the committed package-lock.json): the Pyodide runtime and the files the site takes
from it, and axe-core, which the browser tests inject into pages for their accessibility audit."""

import json

from tools.common import ROOT, run, say
from tools.stamps import fingerprint, fresh, mark

PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_VERSION = "314.0.8"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")  # the lockfile is the site's own
RUNTIME_DOWNLOADS = ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")  # what loadPyodide fetches


def ensure_pyodide():
    """node_modules/pyodide at the pinned version."""
    key = fingerprint(ROOT / "package.json", ROOT / "package-lock.json")
    package = PYODIDE_DIR / "package.json"
    if package.exists() and fresh("npm", key):
        return
    say(f"installing pyodide {PYODIDE_VERSION} from npm")
    npm = ["npm", "ci"] if (ROOT / "package-lock.json").exists() else ["npm", "install"]
    run(npm + ["--no-audit", "--no-fund"])
    version = json.loads(package.read_text())["version"]
    if version != PYODIDE_VERSION:
        raise SystemExit(f"node_modules has pyodide {version}, expected {PYODIDE_VERSION}")
    mark("npm", key)
