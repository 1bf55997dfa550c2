"""Debian's Chromium for the browser tests and the bench: where it is, how to launch it, how to install it."""

import os
from pathlib import Path

from tools.common import run, say

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = (  # what headless Chromium needs on these machines (no GPU, no sandbox, no background traffic)
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--allow-loopback-in-peer-connection",  # phones playing together are browser contexts on one machine
    "--disable-features=WebRtcHideLocalIpsWithMdns",  # their host candidates are addresses, as on a page holding camera permission
)


def ensure_chromium():
    """Debian's Chromium and its driver, installed with apt-get when /usr/bin/chromium is missing."""
    if CHROMIUM.exists():
        return
    if os.geteuid() != 0:
        raise SystemExit("Chromium is missing: run `apt-get install -y chromium chromium-driver` as root")
    say("installing chromium from Debian's packages")
    run(["apt-get", "update"])
    run(["apt-get", "install", "-y", "chromium", "chromium-driver"], env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
