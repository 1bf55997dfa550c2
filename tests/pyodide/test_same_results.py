"""Pyodide under Node.js, loading the built wheel, plays the same seeded games to the same end as CPython."""

import importlib.util
import json
import runpy
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
GAMES = HERE / "bot_games.py"


def built_wheel():
    """The wheel build.py makes (rebuilt only if pysrc changed); fails when the tools are not installed."""
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists() or not (ROOT / ".venv").exists():
        pytest.fail("node_modules/pyodide or .venv is missing: run `python3 build.py test`")
    spec = importlib.util.spec_from_file_location("gameshelf_build", ROOT / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    return build.build_wheel()


def test_pyodide_plays_the_same_games_as_cpython():
    node = shutil.which("node")
    assert node, "Node.js is needed for the Pyodide tests"
    wheel = built_wheel()
    run = subprocess.run(
        [node, HERE / "run_in_pyodide.mjs", wheel, GAMES, "final_state_hashes()"],
        capture_output=True, text=True, timeout=600,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    in_pyodide = json.loads(run.stdout)
    in_cpython = runpy.run_path(str(GAMES))["final_state_hashes"]()
    assert len(in_cpython) >= 2 * len(set(k.split("/")[0] for k in in_cpython))
    assert in_pyodide == in_cpython
