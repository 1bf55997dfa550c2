"""The site's `pyodide-lock.json`: Pyodide's own lock plus the gameshelf wheel (URL and sha256), written by `pyodide lockfile add-wheels`."""

import hashlib
import tempfile
from pathlib import Path

from tools.common import CACHE, run
from tools.pyodide_build import ensure_pyodide_build
from tools.pyodide_npm import PYODIDE_DIR
from tools.stamps import one_build_at_a_time

LOCKFILE = "pyodide-lock.json"
KEPT = 16  # lockfiles kept in .cache/lockfiles/ (tests build a few versions side by side)


@one_build_at_a_time
def site_lockfile(wheel_bytes, wheel_path):
    """The lockfile bytes for a site whose wheel sits at `wheel_path` (e.g. wheels/<version>/gameshelf-….whl).

    The lockfile lives in the site's pyodide/ folder, so the entry's file_name is `../<wheel_path>`.
    Results are kept in .cache/lockfiles/ (the newest KEPT), keyed by the inputs.
    """
    base = (PYODIDE_DIR / LOCKFILE).read_bytes()
    key = hashlib.sha256(base + b"\0" + wheel_path.encode() + b"\0" + hashlib.sha256(wheel_bytes).digest()).hexdigest()
    kept = CACHE / "lockfiles" / f"{key[:24]}.json"
    if kept.exists():
        return kept.read_bytes()
    cli = ensure_pyodide_build()
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp)
        wheel = site / wheel_path
        wheel.parent.mkdir(parents=True)
        wheel.write_bytes(wheel_bytes)
        (site / "in.json").write_bytes(base)
        run([cli, "lockfile", "add-wheels", wheel, "--input", site / "in.json", "--output", site / "out.json",
             "--base-path", site, "--wheel-url", "../"], quiet=True)
        kept.parent.mkdir(parents=True, exist_ok=True)
        kept.write_bytes((site / "out.json").read_bytes())
    for old in sorted(kept.parent.glob("*.json"), key=lambda p: p.stat().st_mtime)[:-KEPT]:
        old.unlink()
    return kept.read_bytes()
