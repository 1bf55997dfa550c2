"""A slower device for the bench: a browser's whole process tree given a fraction of its CPU time.

Chromium's own CPU throttling (`Emulation.setCPUThrottlingRate`) slows the page only: it refuses
workers ("Operation is only supported for pages, not workers"), so Python would run at full speed.
Here every process of the browser (page, worker threads, network and storage services) is stopped
and continued in short cycles (SIGSTOP / SIGCONT): running `1/slowdown` of each cycle, CPU-bound
work takes about `slowdown` times as long on every thread at once, as on a uniformly slower device.
Loopback I/O (the local server) is not slowed.
"""

import os
import signal
import threading
import time
from contextlib import contextmanager
from pathlib import Path

CYCLE_S = 0.02  # one stop-and-run cycle: shorter than a frame, long against the signals' cost
RESCAN_CYCLES = 10  # look for new processes (a new page's renderer) every this many cycles


def browser_pids(profile):
    """The process ids of the browser started with --user-data-dir=`profile`, and of all its descendants."""
    marker = f"--user-data-dir={profile}".encode()
    parents, roots = {}, set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmdline = (entry / "cmdline").read_bytes()
        except OSError:
            continue  # the process has just ended
        pid = int(entry.name)
        parents[pid] = int(stat.rsplit(")", 1)[1].split()[1])
        if marker in cmdline.split(b"\0"):
            roots.add(pid)
    tree = set(roots)
    grew = True
    while grew:
        children = {pid for pid, parent in parents.items() if parent in tree} - tree
        tree |= children
        grew = bool(children)
    return tree


def signal_all(pids, sig):
    """Send `sig` to each process that still exists."""
    for pid in pids:
        try:
            os.kill(pid, sig)
        except ProcessLookupError:
            pass


@contextmanager
def cpu_share(profile, slowdown):
    """While inside, the browser using `profile` runs 1/`slowdown` of the time (nothing when slowdown is 1)."""
    if slowdown <= 1:
        yield
        return
    stop = threading.Event()
    running = CYCLE_S / slowdown

    def cycle():
        pids = set()
        turn = 0
        while not stop.is_set():
            if turn % RESCAN_CYCLES == 0:
                pids = browser_pids(profile)
            turn += 1
            time.sleep(running)
            signal_all(pids, signal.SIGSTOP)
            time.sleep(CYCLE_S - running)
            signal_all(pids, signal.SIGCONT)

    thread = threading.Thread(target=cycle, daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()
        signal_all(browser_pids(profile), signal.SIGCONT)
