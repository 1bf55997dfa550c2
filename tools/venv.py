"""`.venv`: the build and test tools (pinned) and the package itself, and running build.py inside it."""

import os
import sys

from tools.common import ROOT, VENV, VENV_PY, run, say
from tools.stamps import fingerprint, fresh, mark

TOOLS = (
    "build==1.6.1",
    "setuptools==84.2.1",
    "wheel==0.48.0",
    "pytest==9.2.0",
    "pytest-xdist==3.8.0",  # the browser layer on several workers (build.py test)
    "execnet==2.1.2",  # pytest-xdist's worker transport, pinned as well
    "playwright==1.65.2",
    "markdown-it-py==4.3.0",
    "brotli==1.2.1",  # the build's precompressed .br twins (tools/compress.py)
)


def ensure_venv():
    """`.venv` with the build and test tools and the package itself (editable)."""
    key = fingerprint(sys.version, *TOOLS, ROOT / "pyproject.toml")
    if VENV_PY.exists() and fresh("venv", key):
        return
    if not VENV_PY.exists():
        say("creating .venv")
        run([sys.executable, "-m", "venv", VENV])
    say("installing the build and test tools into .venv")
    pip = [VENV_PY, "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    run(pip + list(TOOLS))
    run(pip + ["--no-build-isolation", "--no-deps", "-e", "."])
    mark("venv", key)


def in_venv():
    """Whether this process runs on .venv's Python."""
    return os.path.realpath(sys.prefix) == os.path.realpath(VENV)


def run_in_venv(script, argv):
    """Replace this process with `script argv` on .venv's Python (made first), where the build tools are."""
    ensure_venv()
    os.execv(VENV_PY, [str(VENV_PY), str(script), *argv])
