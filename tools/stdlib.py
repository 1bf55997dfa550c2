"""The site's Python standard library: Pyodide's `python_stdlib.zip` with the modules a boot imports that cost most to compile shipped as .pyc, compiled under Pyodide in Node (tools/compile_stdlib.mjs)."""

import os

from tools.common import CACHE, ROOT, run, say
from tools.pyodide_npm import PYODIDE_DIR
from tools.stamps import fingerprint

STDLIB = "python_stdlib.zip"
SCRIPT = ROOT / "tools" / "compile_stdlib.mjs"
KEPT = 4  # compiled zips kept in .cache/stdlib/
GROWTH_BUDGET = 200_000  # bytes the compiled zip may add to a first visit (its target: 1.10x Pyodide's core)


def compiled_stdlib():
    """The compiled zip's bytes, made again only when Pyodide's zip, the rules' sources or the script changed."""
    key = fingerprint(PYODIDE_DIR / STDLIB, ROOT / "pysrc" / "gameshelf", SCRIPT, str(GROWTH_BUDGET))
    kept = CACHE / "stdlib" / f"{key[:24]}.zip"
    if not kept.exists():
        say("compiling the standard library modules a boot imports (under Pyodide in Node)")
        kept.parent.mkdir(parents=True, exist_ok=True)
        part = kept.with_suffix(f".{os.getpid()}.part")
        run(["node", SCRIPT, PYODIDE_DIR / STDLIB, ROOT / "pysrc", part, GROWTH_BUDGET], quiet=True)
        part.replace(kept)
        for old in sorted(kept.parent.glob("*.zip"), key=lambda p: p.stat().st_mtime)[:-KEPT]:
            old.unlink()
    return kept.read_bytes()
