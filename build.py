#!/usr/bin/env python3
"""Build, serve, test and benchmark Gameshelf: `python3 build.py [serve [--port N] | test | bench [--json] [--runs N]
[--boot-only] [--no-advice] [--answers | --network] | curve [--game G] [--budgets B,B] [--games N] [--jobs N]]`.

The jobs live in the `tools/` package, one per module; this file only picks one. The first run
creates `.venv` with the build tools and then runs again on its Python.
"""

import argparse
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # `tools` also when build.py is loaded as a module

from tools.venv import in_venv, run_in_venv  # noqa: E402

if __name__ == "__main__" and not in_venv():
    run_in_venv(__file__, sys.argv[1:])  # the jobs below import the build tools installed there

from tools.benching import bench  # noqa: E402
from tools.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402,F401  (the browser-test fixtures read these)
from tools.common import DIST, say  # noqa: E402,F401
from tools.serving import SiteServer, serve  # noqa: E402,F401
from tools.site import build, collect, finish, write_dist  # noqa: E402,F401
from tools.strength_curve import curve  # noqa: E402
from tools.testing import test  # noqa: E402
from tools.wheel import build_wheel  # noqa: E402,F401


def parse(argv):
    """The command line: a command (none: only build) and its options."""
    parser = argparse.ArgumentParser(description="Build, serve, test or benchmark Gameshelf.")
    sub = parser.add_subparsers(dest="command")
    serve_cmd = sub.add_parser("serve", help="build dist/ and serve it on 127.0.0.1")
    serve_cmd.add_argument("--port", type=int, default=8000)
    sub.add_parser("test", help="install the test tools, build, run every test")
    bench_cmd = sub.add_parser("bench", help="build and print the performance figures")
    bench_cmd.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    bench_cmd.add_argument("--runs", type=int, default=1, help="measure the boot figures this many times (medians and spread)")
    bench_cmd.add_argument("--boot-only", action="store_true", help="only the boot figures")
    bench_cmd.add_argument("--no-advice", action="store_true", help="without the hints and analyses timed in Pyodide (bench/advice.py)")
    bench_cmd.add_argument("--answers", action="store_true", help="one 4-seat game's answer bytes and bridge CPU per move (bench/answers.py)")
    bench_cmd.add_argument("--network", action="store_true", help="first visits over emulated Slow 4G and 4G, compressed and not (bench/network.py)")
    curve_cmd = sub.add_parser("curve", help="Hard against Normal by CPU budget, every game: engine/strength_curve.json, docs/strength-curve.svg")
    curve_cmd.add_argument("--game", action="append", help="only this game (repeatable); its points replace the old ones")
    curve_cmd.add_argument("--budgets", help="only these CPU seconds per decision, comma-separated")
    curve_cmd.add_argument("--games", type=int, help="games per budget (default: the engine's strength_curve.GAMES)")
    curve_cmd.add_argument("--jobs", type=int, default=2, help="processes to play each budget's games in")
    return parser.parse_args(argv)


def main(argv=None):
    """Run one command; its exit code."""
    args = parse(sys.argv[1:] if argv is None else argv)
    try:
        if args.command == "serve":
            serve(args.port)
        elif args.command == "test":
            return test()
        elif args.command == "bench":
            return bench(as_json=args.json, runs=args.runs, boot_only=args.boot_only, no_advice=args.no_advice, answers=args.answers, network=args.network)
        elif args.command == "curve":
            budgets = [float(b) for b in args.budgets.split(",")] if args.budgets else None
            return curve(args.game, budgets, args.games, args.jobs)
        else:
            build()
    except subprocess.CalledProcessError as err:
        say(f"failed: {' '.join(map(str, err.cmd))} (exit {err.returncode})")
        for output in (err.stdout, err.stderr):
            if output:
                print(output, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
