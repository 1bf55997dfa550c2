"""`.venv-pyodide`: a Python 3.12 venv (pyenv's) holding the pinned `pyodide-build`, whose `pyodide` command edits lockfiles."""

import glob
import os
import shutil
import subprocess
from pathlib import Path

from tools.common import ROOT, run, say
from tools.stamps import fingerprint, fresh, mark

PYODIDE_VENV = ROOT / ".venv-pyodide"
PYODIDE_CLI = PYODIDE_VENV / "bin" / "pyodide"
PYODIDE_TOOLS = ("pyodide-build==0.39.2", "pyodide-lock[wheel]==0.2.1")  # [wheel]: add-wheels reads wheel metadata
PYTHON_MINOR = "3.12"  # pyodide-build needs Python >= 3.12; the project itself runs on 3.11


def pyenv_root():
    """pyenv's root folder (`pyenv root`, else ~/.pyenv)."""
    try:
        return Path(subprocess.run(["pyenv", "root"], check=True, capture_output=True, text=True).stdout.strip())
    except (OSError, subprocess.CalledProcessError):
        return Path.home() / ".pyenv"


def runs(python):
    """Whether an interpreter path really starts (a pyenv shim of an inactive version does not)."""
    return subprocess.run([python, "-c", ""], capture_output=True).returncode == 0


def python312():
    """A Python 3.12 interpreter: pyenv's newest 3.12.x, else a python3.12 on PATH that runs."""
    pattern = str(pyenv_root() / "versions" / f"{PYTHON_MINOR}.*" / "bin" / f"python{PYTHON_MINOR}")
    found = sorted(glob.glob(pattern)) + [shutil.which(f"python{PYTHON_MINOR}")]
    for python in filter(None, found):
        if runs(python):
            return Path(python)
    raise SystemExit(f"pyodide-build needs Python {PYTHON_MINOR}: install it with `pyenv install {PYTHON_MINOR}`")


def ensure_pyodide_build():
    """The `pyodide` command line of pyodide-build, installed into .venv-pyodide when missing or re-pinned."""
    key = fingerprint(*PYODIDE_TOOLS)
    if PYODIDE_CLI.exists() and fresh("pyodide-build", key):
        return PYODIDE_CLI
    python = python312()
    if not (PYODIDE_VENV / "bin" / "python").exists():
        say(f"creating .venv-pyodide with {python}")
        run([python, "-m", "venv", PYODIDE_VENV])
    say("installing pyodide-build into .venv-pyodide")
    env = {**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    run([PYODIDE_VENV / "bin" / "python", "-m", "pip", "install", "-q", *PYODIDE_TOOLS], env=env)
    mark("pyodide-build", key)
    return PYODIDE_CLI
