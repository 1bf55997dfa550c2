"""`build.py bench [--json] [--runs N] [--boot-only]`: build, then print the performance figures of bench/bench.py."""

import subprocess

from tools.chromium import ensure_chromium
from tools.common import ROOT, VENV_PY
from tools.site import build


def bench(as_json=False, runs=1, boot_only=False):
    """Build and run the bench (a table, or one JSON object with --json); its exit code."""
    ensure_chromium()
    build()
    options = [*(["--json"] if as_json else []), "--runs", str(runs), *(["--boot-only"] if boot_only else [])]
    return subprocess.run([VENV_PY, ROOT / "bench" / "bench.py", *options], cwd=ROOT).returncode
