import subprocess

import pytest

from tools import common


def test_paths_are_inside_the_checkout():
    assert (common.ROOT / "build.py").exists()
    assert {common.CACHE.parent, common.DIST.parent, common.VENV.parent} == {common.ROOT}


def test_run_returns_quiet_output_and_raises_on_failure():
    assert common.run(["python3", "-c", "print('hi')"], quiet=True).stdout == "hi\n"
    with pytest.raises(subprocess.CalledProcessError) as failed:
        common.run(["python3", "-c", "import sys; print('why'); sys.exit(3)"], quiet=True)
    assert failed.value.returncode == 3 and failed.value.stdout == "why\n"
