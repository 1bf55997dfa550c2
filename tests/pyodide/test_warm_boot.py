"""A boot restored from the memory snapshot, as the site's worker makes it, answers every bridge request exactly as
a cold boot does, even before the package files are back (the returning visitor's lessons once said "no lesson")."""

import json
import shutil
import subprocess
from pathlib import Path

from tests.pyodide.test_same_results import built_lockfile

HERE = Path(__file__).resolve().parent


def test_a_restored_snapshot_answers_every_bridge_op_as_a_cold_boot():
    node = shutil.which("node")
    assert node, "Node.js is needed for the Pyodide tests"
    run = subprocess.run([node, HERE / "cold_and_warm.mjs", built_lockfile(), "every_op_answers()", HERE.parent.parent / "tools" / "every_op.py"],
                         capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stderr[-3000:]
    answers = json.loads(run.stdout)
    assert answers["files_after_restore"] is False, "the restored boot should have no package files to read"
    cold, warm = answers["cold"], answers["warm"]
    assert len(cold) > 500 and json.loads(cold[0])["ok"]
    assert len(warm) == len(cold), "the restored boot did not walk the same requests (its lessons differ)"
    differing = next((i for i, (a, b) in enumerate(zip(cold, warm)) if a != b), None)
    assert differing is None, f"answer {differing} differs: cold {cold[differing][:300]} / warm {warm[differing][:300]}"
