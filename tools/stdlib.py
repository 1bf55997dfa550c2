"""The site's Python standard library: Pyodide's `python_stdlib.zip` with every module a boot imports compiled to .pyc under Pyodide in Node, the others without docstrings and comments (tools/compile_stdlib.mjs)."""

import os

from tools.common import CACHE, ROOT, run, say
from tools.pyodide_npm import PYODIDE_DIR
from tools.stamps import fingerprint

STDLIB = "python_stdlib.zip"
SCRIPT = ROOT / "tools" / "compile_stdlib.mjs"
KEPT = 4  # compiled zips kept in .cache/stdlib/


def compiled_stdlib():
    """The compiled zip's bytes, made again only when Pyodide's zip, the rules' sources or the script changed."""
    key = fingerprint(PYODIDE_DIR / STDLIB, ROOT / "pysrc" / "gameshelf", SCRIPT)
    kept = CACHE / "stdlib" / f"{key[:24]}.zip"
    if not kept.exists():
        say("compiling the standard library modules a boot imports (under Pyodide in Node)")
        kept.parent.mkdir(parents=True, exist_ok=True)
        part = kept.with_suffix(f".{os.getpid()}.part")
        run(["node", SCRIPT, PYODIDE_DIR / STDLIB, ROOT / "pysrc", part], quiet=True)
        part.replace(kept)
        for old in sorted(kept.parent.glob("*.zip"), key=lambda p: p.stat().st_mtime)[:-KEPT]:
            old.unlink()
    return kept.read_bytes()
