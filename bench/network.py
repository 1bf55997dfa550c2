"""First visits over an emulated mobile network: `python3 build.py bench --network [--json]`.

A local server stands for the network: every byte it sends to the one browser passes through one
shared downlink at the profile's bandwidth (answers interleave in 16 KB pieces), and each answer
starts one round trip after its request. On a fresh Chromium profile for each visit, it times the
shelf's first game card (something readable) and the first playable Ticket to Ride board (as
bench/bench.py's cold board), with the bytes and requests sent until then and the time those bytes
need at the bandwidth alone (the lower bound), for the site served uncompressed (identity only) and
with its precompressed twins, in the same run.
"""

import argparse
import json
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench import FIRST_BOARD, fresh_profile, open_board  # noqa: E402  (bench/bench.py)
from tools.common import DIST  # noqa: E402
from tools.serving import SITE_PREFIX, SiteHandler, SiteServer  # noqa: E402

PROFILES = {"Slow 4G": (1.6e6, 0.150), "4G": (9e6, 0.085)}  # downlink bits/s, round trip s
PIECE = 16384  # bytes of one answer that cross the link before another answer's turn
SERVINGS = {"uncompressed": False, "compressed": True}
# Ms from navigation start until a game card of the shelf (its title, players and blurb: the build writes them into the page) is on screen.
SHELF_UP = "() => document.querySelector('#shelf-screen .game-card h3')?.checkVisibility() ? performance.now() : null"


class Downlink:
    """One link shared by every answer: a piece of `size` bytes leaves once the link has carried the ones before it."""

    def __init__(self, bits_per_s):
        self.bits_per_s, self.free_at, self.lock = bits_per_s, 0.0, threading.Lock()

    def carry(self, size):
        """Wait until `size` more bytes have crossed the link."""
        with self.lock:
            self.free_at = max(time.monotonic(), self.free_at) + size * 8 / self.bits_per_s
            done = self.free_at
        time.sleep(max(0.0, done - time.monotonic()))


class NetworkHandler(SiteHandler):
    """Answers one round trip after each request; with the server's `compressed` off, as if no twin were there."""

    def send_head(self):
        """Wait a round trip, then answer as the site's server does."""
        time.sleep(self.server.round_trip_s)
        if not self.server.compressed:
            del self.headers["Accept-Encoding"]
        return super().send_head()


class NetworkServer(SiteServer):
    """The site's server behind an emulated network (`bits_per_s` downlink, `round_trip_s` per answer)."""

    handler = NetworkHandler

    def __init__(self, directory, bits_per_s, round_trip_s, compressed, **options):
        super().__init__(directory, **options)
        self.link, self.round_trip_s, self.compressed = Downlink(bits_per_s), round_trip_s, compressed

    def send(self, out, data):
        """Send the bytes piece by piece, each once the link has carried it."""
        for start in range(0, len(data), PIECE):
            piece = data[start : start + PIECE]
            self.link.carry(len(piece))
            super().send(out, piece)


@contextmanager
def network_site(profile, compressed):
    """(site URL, server) of dist/ behind the network of a profile of PROFILES, while the block runs."""
    server = NetworkServer(DIST, *PROFILES[profile], compressed, prefix=SITE_PREFIX)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{SITE_PREFIX}", server
    finally:
        server.shutdown()
        server.server_close()


def first_visits(playwright, profile, compressed):
    """{shelf_s, board_s, bytes, requests, lower_bound_s} of two first visits, the shelf's and a new game's link."""
    with network_site(profile, compressed) as (site, server), fresh_profile(playwright) as context:
        page = context.new_page()
        page.goto(site, wait_until="commit")
        shelf_ms = page.wait_for_function(SHELF_UP, polling="raf").json_value()
    with network_site(profile, compressed) as (site, server), fresh_profile(playwright) as context:
        board_ms, _ = open_board(context.new_page(), site + FIRST_BOARD)
        sent, requests = server.bytes_sent, server.requests
    return {"shelf_s": shelf_ms / 1000, "board_s": board_ms / 1000, "bytes": sent, "requests": requests,
            "lower_bound_s": sent * 8 / PROFILES[profile][0]}


def measure():
    """{profile: {serving: figures, "board_ratio": compressed board time / uncompressed}} for every profile."""
    out = {}
    with sync_playwright() as playwright:
        for profile in PROFILES:
            figures = {serving: first_visits(playwright, profile, compressed) for serving, compressed in SERVINGS.items()}
            figures["board_ratio"] = round(figures["compressed"]["board_s"] / figures["uncompressed"]["board_s"], 3)
            out[profile] = figures
    return out


def rows(out):
    """The figures as table rows (label, value)."""
    found = []
    for profile, figures in out.items():
        bits_per_s, round_trip_s = PROFILES[profile]
        for serving in SERVINGS:
            f = figures[serving]
            found.append((f"{profile} ({bits_per_s / 1e6:g} Mbps, {round_trip_s * 1000:.0f} ms), {serving}: shelf readable / board playable",
                          f"{f['shelf_s']:.1f} s / {f['board_s']:.1f} s"))
            found.append((f"{profile}, {serving}: bytes / requests to the playable board, bytes at the bandwidth alone",
                          f"{f['bytes'] / 1e6:.2f} MB / {f['requests']} / {f['lower_bound_s']:.1f} s"))
        found.append((f"{profile}: playable board, compressed against uncompressed", f"{figures['board_ratio']:.2f}x"))
    return found


def main():
    """Measure, then print the table (or one JSON object with --json)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    out = measure()
    if args.json:
        print(json.dumps(out, indent=1))
        return
    table = rows(out)
    width = max(len(label) for label, _ in table)
    for label, value in table:
        print(f"{label:{width}}  {value}")


if __name__ == "__main__":
    main()
