"""Pyodide under Node.js, installing the gameshelf package by name from the built site's lockfile, plays
the same seeded games to the same end as CPython, answers the same bridge JSON and replays every golden
playthrough move for move; the heuristic bots (whose searches are where deep recursion would break)
finish every game there."""

import importlib.util
import json
import runpy
import shutil
import subprocess
from pathlib import Path

import pytest

from gameshelf.engine import catalog

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
GAMES = HERE / "bot_games.py"
GOLDEN = ROOT / "tests" / "golden"


def built_lockfile():
    """The built site's lockfile (build.py builds dist/ when sources changed); fails when the tools are not installed."""
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists() or not (ROOT / ".venv").exists():
        pytest.fail("node_modules/pyodide or .venv is missing: run `python3 build.py test`")
    spec = importlib.util.spec_from_file_location("gameshelf_build", ROOT / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    build.build()
    return build.DIST / "pyodide" / "pyodide-lock.json"


def golden_texts():
    """{name: text} of every golden playthrough file."""
    return {path.stem: path.read_text(encoding="utf-8") for path in sorted(GOLDEN.glob("*.txt"))}


@pytest.fixture(scope="module")
def in_pyodide(tmp_path_factory):
    """What bot_games.py and the golden replay compute in Pyodide under Node.js: {"hashes", "bridge", "heuristic", "golden"}."""
    node = shutil.which("node")
    assert node, "Node.js is needed for the Pyodide tests"
    texts = tmp_path_factory.mktemp("golden") / "texts.py"
    texts.write_text(f"import json\nGOLDEN_TEXTS = json.loads({json.dumps(json.dumps(golden_texts()))})\n", encoding="utf-8")
    expression = '{"hashes": final_state_hashes(), "bridge": bridge_transcript_hashes(), "heuristic": heuristic_games(), "golden": differences(GOLDEN_TEXTS)}'
    scripts = [GAMES, GOLDEN / "replay.py", texts]
    run = subprocess.run([node, HERE / "run_in_pyodide.mjs", built_lockfile(), expression, *scripts], capture_output=True, text=True, timeout=1800)
    assert run.returncode == 0, run.stderr[-3000:]
    return json.loads(run.stdout)


def test_pyodide_plays_the_same_games_as_cpython(in_pyodide):
    in_cpython = runpy.run_path(str(GAMES))["final_state_hashes"]()
    assert len(in_cpython) >= 2 * len(catalog.game_ids())
    assert in_pyodide["hashes"] == in_cpython


def test_the_bridge_answers_the_same_json_as_in_cpython(in_pyodide):
    assert in_pyodide["bridge"] == runpy.run_path(str(GAMES))["bridge_transcript_hashes"]()


def test_heuristic_bots_finish_a_game_of_every_game_in_pyodide(in_pyodide):
    assert sorted(in_pyodide["heuristic"]) == sorted(catalog.game_ids())
    for game_id, (moves, winners) in in_pyodide["heuristic"].items():
        assert moves > 10 and winners, f"{game_id} did not finish properly in Pyodide"


def test_every_golden_playthrough_replays_move_for_move_in_pyodide(in_pyodide):
    assert sorted(in_pyodide["golden"]) == sorted(golden_texts())
    assert {name: diff for name, diff in in_pyodide["golden"].items() if diff} == {}
