"""micropip's wheel from PyPI in .cache/micropip/, for the test of the explainer authors' path (never part of the site)."""

from tools.common import CACHE, VENV_PY, run, say

MICROPIP = "micropip==0.11.1"  # needs Python >= 3.13: Pyodide 314 runs 3.14


def micropip_wheel():
    """The path of micropip's wheel, downloaded once with pip."""
    folder = CACHE / "micropip"
    wheels = sorted(folder.glob(f"micropip-{MICROPIP.split('==')[1]}-*.whl"))
    if wheels:
        return wheels[0]
    say(f"downloading {MICROPIP} from PyPI")
    run([VENV_PY, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:", "--python-version", "3.14",
         "--dest", folder, MICROPIP])
    return micropip_wheel()
