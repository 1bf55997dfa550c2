import hashlib
import json

from tools import lockfile
from tools.pyodide_npm import PYODIDE_DIR
from tools.wheel import build_wheel


def test_the_site_lockfile_adds_the_wheel_by_url_and_sha256_and_keeps_the_rest():
    wheel = build_wheel()
    path = f"wheels/0123456789ab/{wheel.name}"
    site = json.loads(lockfile.site_lockfile(wheel.read_bytes(), path))
    base = json.loads((PYODIDE_DIR / lockfile.LOCKFILE).read_text())
    entry = site["packages"].pop("gameshelf")
    assert entry["file_name"] == "../" + path, "the lockfile sits in pyodide/, the wheel in wheels/<version>/"
    assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    assert entry["imports"] == ["gameshelf"] and entry["depends"] == []
    assert site == base, "Pyodide's own entries stay as they were"


def test_the_same_inputs_give_the_same_bytes():
    wheel = build_wheel()
    first = lockfile.site_lockfile(wheel.read_bytes(), "wheels/a/" + wheel.name)
    assert lockfile.site_lockfile(wheel.read_bytes(), "wheels/a/" + wheel.name) == first
    assert lockfile.site_lockfile(wheel.read_bytes(), "wheels/b/" + wheel.name) != first
