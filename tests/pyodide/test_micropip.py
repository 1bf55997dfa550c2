"""The explainer authors' path (README "Use the rules in your own Pyodide page"): micropip, in a Pyodide of
their own, installs the gameshelf wheel from a served site by URL, and the package works there."""

import json
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from gameshelf.engine import catalog

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tools.common import DIST  # noqa: E402
from tools.micropip_wheel import micropip_wheel  # noqa: E402
from tools.serving import SiteServer  # noqa: E402
from tools.site import build  # noqa: E402


@pytest.fixture(scope="module")
def site_url():
    """The built site served under a sub-path, as an author's page would fetch it."""
    build()
    server = SiteServer(DIST, prefix="/shelf/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/shelf/"
    server.shutdown()
    server.server_close()


def test_micropip_installs_the_wheel_from_the_site_and_it_plays(site_url):
    (wheel,) = (DIST / "wheels").glob("*/gameshelf-*.whl")
    url = site_url + wheel.relative_to(DIST).as_posix()  # <site>/wheels/<version>/gameshelf-….whl
    node = shutil.which("node")
    run = subprocess.run([node, Path(__file__).with_name("micropip_install.mjs"), micropip_wheel(), url],
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    result = json.loads(run.stdout)
    assert result["games"] == catalog.game_ids() and result["ok"] and result["legal"] > 0
    assert "gameshelf" in result["installed"]
