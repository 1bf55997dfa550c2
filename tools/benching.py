"""`build.py bench [--json] [--runs N] [--boot-only] [--no-advice] [--answers | --network]`: build, then print the performance figures of bench/bench.py (or bench/answers.py, bench/network.py)."""

import subprocess

from tools.chromium import ensure_chromium
from tools.common import ROOT, VENV_PY
from tools.site import build


def bench(as_json=False, runs=1, boot_only=False, no_advice=False, answers=False, network=False):
    """Build and run the bench (a table, or one JSON object with --json; `no_advice`: without the hints and analyses in
    Pyodide; `answers`: one game's answer bytes and bridge time; `network`: first visits over emulated mobile networks); its exit code."""
    ensure_chromium()
    build()
    if answers:
        return subprocess.run([VENV_PY, ROOT / "bench" / "answers.py"], cwd=ROOT).returncode
    if network:
        return subprocess.run([VENV_PY, ROOT / "bench" / "network.py", *(["--json"] if as_json else [])], cwd=ROOT).returncode
    options = [*(["--json"] if as_json else []), "--runs", str(runs), *(["--boot-only"] if boot_only else []),
               *(["--no-advice"] if no_advice else [])]
    return subprocess.run([VENV_PY, ROOT / "bench" / "bench.py", *options], cwd=ROOT).returncode
