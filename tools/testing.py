"""`build.py test`: install what the tests need, build, run every test layer and print each layer's time.

The browser layer mostly waits on Chromium, so it runs on several pytest-xdist workers while the
other layers run one after another beside it; each layer's output is printed whole when it ends.
"""

import subprocess
import tempfile
import threading
import time

from tools.chromium import ensure_chromium
from tools.common import ROOT, VENV_PY, say
from tools.micropip_wheel import micropip_wheel
from tools.site import build

TESTS = ROOT / "tests"
BROWSER_LAYER = "tests/web"
BROWSER_WORKERS = 4  # its pages wait far more than they compute: four keep two cores busy
NO_TESTS = 5  # pytest's exit code when it collected nothing


def layers():
    """Every test layer as {name: its paths}: each folder of tests/ holding tests, and "tests" for the files at the top."""
    found = {f"tests/{d.name}": [d] for d in sorted(TESTS.iterdir()) if d.is_dir() and any(d.rglob("test_*.py"))}
    top = sorted(TESTS.glob("test_*.py"))
    return {"tests": top, **found} if top else found


def pytest_args(name, paths):
    """The pytest command line of one layer (the browser layer's with its workers)."""
    workers = ["-n", str(BROWSER_WORKERS)] if name == BROWSER_LAYER else []
    return [VENV_PY, "-m", "pytest", *workers, *(p.relative_to(ROOT).as_posix() for p in paths)]


def run_layer(name, paths, results, printing):
    """Run one layer with its output kept aside, then print it whole; record (exit code, summary line, seconds)."""
    with tempfile.TemporaryFile("w+") as out:
        start = time.monotonic()
        code = subprocess.run(pytest_args(name, paths), cwd=ROOT, stdout=out, stderr=subprocess.STDOUT).returncode
        seconds = time.monotonic() - start
        out.seek(0)
        text = out.read()
    lines = [line.strip("= ") for line in text.splitlines() if line.strip()]
    results[name] = (code, lines[-1] if lines else "no output", seconds)
    with printing:
        print(f"---- {name} ({seconds:.0f} s) ----\n{text}", end="", flush=True)


def run_lane(names, all_layers, results, printing):
    """Run these layers one after another."""
    for name in names:
        run_layer(name, all_layers[name], results, printing)


def table(results, order, wall):
    """The closing table: each layer's exit, pytest's summary and wall time, then the whole run's."""
    width = max(map(len, order))
    rows = [f"{'layer':<{width}}  {'time':>7}  result"]
    for name in order:
        code, summary, seconds = results[name]
        mark = "" if code == 0 else "  [no tests collected]" if code == NO_TESTS else f"  [exit {code}]"
        rows.append(f"{name:<{width}}  {seconds:>6.0f}s  {summary}{mark}")
    rows.append(f"{'all (wall)':<{width}}  {wall:>6.0f}s  browser layer on {BROWSER_WORKERS} workers beside the others")
    return "\n".join(rows)


def test():
    """Build and run every test layer; non-zero on any failure, and when a layer collected no test."""
    ensure_chromium()
    build()
    micropip_wheel()
    all_layers = layers()
    results, printing = {}, threading.Lock()
    lanes = [[n for n in all_layers if n == BROWSER_LAYER], [n for n in all_layers if n != BROWSER_LAYER]]
    say(f"running {len(all_layers)} test layers: {BROWSER_LAYER} on {BROWSER_WORKERS} workers, the others beside it")
    start = time.monotonic()
    threads = [threading.Thread(target=run_lane, args=(lane, all_layers, results, printing)) for lane in lanes if lane]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    print(table(results, list(all_layers), time.monotonic() - start), flush=True)
    failed = [name for name, (code, _, _) in results.items() if code != 0]
    if failed:
        say(f"failed: {', '.join(failed)} (a layer that collected no test counts as failed)")
        return 1
    return 0
