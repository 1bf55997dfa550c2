"""The site's Python standard library in two zips (tools/compile_stdlib.mjs, under Pyodide in Node): `python_stdlib.zip`
with only the modules the package's own paths import, as bytecode, and `python_stdlib_rest.zip` with the others, which
the first zip's finder (tools/stdlib_finder.py) fetches when one of them is imported."""

import os

from tools.common import CACHE, ROOT, run, say
from tools.pyodide_npm import PYODIDE_DIR
from tools.stamps import fingerprint

STDLIB = "python_stdlib.zip"
REST = "python_stdlib_rest.zip"
SCRIPT = ROOT / "tools" / "compile_stdlib.mjs"
FINDER = ROOT / "tools" / "stdlib_finder.py"
WALK = ROOT / "tools" / "every_op.py"  # the package's paths: every bridge op on every game, every lesson (also what the warm-boot test compares)
KEPT = 4  # splits kept in .cache/stdlib/


def stdlib_files():
    """{STDLIB: bytes, REST: bytes}, split again only when Pyodide's zip, the rules' sources or the tools changed."""
    key = fingerprint(PYODIDE_DIR / STDLIB, ROOT / "pysrc" / "gameshelf", SCRIPT, FINDER, WALK)
    kept = CACHE / "stdlib" / key[:24]
    if not kept.exists():
        say("splitting the standard library by what the package imports (under Pyodide in Node)")
        part = kept.with_suffix(f".{os.getpid()}.part")
        part.mkdir(parents=True)
        run(["node", SCRIPT, PYODIDE_DIR / STDLIB, ROOT / "pysrc", FINDER, WALK, part / STDLIB, part / REST], quiet=True)
        part.replace(kept)
        for old in sorted((p for p in kept.parent.iterdir() if p.is_dir() and p.suffix != ".part"), key=lambda p: p.stat().st_mtime)[:-KEPT]:
            for file in old.iterdir():
                file.unlink()
            old.rmdir()
    return {name: (kept / name).read_bytes() for name in (STDLIB, REST)}
