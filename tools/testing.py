"""`build.py test`: install what the tests need, build, run every test layer."""

import subprocess

from tools.chromium import ensure_chromium
from tools.common import ROOT, VENV_PY, say
from tools.micropip_wheel import micropip_wheel
from tools.site import build


def test():
    """Build and run pytest over tests/; non-zero on any failure, and when no test was collected."""
    ensure_chromium()
    build()
    micropip_wheel()
    code = subprocess.run([VENV_PY, "-m", "pytest", "tests"], cwd=ROOT).returncode
    if code == 5:
        say("no tests were collected: that counts as a failure")
        return 1
    return code
