"""The checkout's paths and the two helpers every build job uses: a progress line and a checked command."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache"
DIST = ROOT / "dist"
VENV = ROOT / ".venv"
VENV_PY = VENV / "bin" / "python"


def say(text):
    """One progress line on stderr."""
    print(f"[build] {text}", file=sys.stderr, flush=True)


def run(cmd, quiet=False, **kwargs):
    """Run a command from the repository root; raise on failure (a quiet one shows its output then)."""
    return subprocess.run([str(c) for c in cmd], cwd=ROOT, check=True, capture_output=quiet, text=quiet, **kwargs)
