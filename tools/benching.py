"""`build.py bench [--json]`: build, then print the performance figures of bench/bench.py."""

import subprocess

from tools.chromium import ensure_chromium
from tools.common import ROOT, VENV_PY
from tools.site import build


def bench(as_json=False):
    """Build and run the bench (a table, or one JSON object with --json); its exit code."""
    ensure_chromium()
    build()
    return subprocess.run([VENV_PY, ROOT / "bench" / "bench.py", *(["--json"] if as_json else [])], cwd=ROOT).returncode
