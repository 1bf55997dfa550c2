"""Change detection (a step reruns only when the hash of its inputs changed) and the checkout's build lock."""

import fcntl
import functools
import hashlib
from pathlib import Path

from tools.common import CACHE, ROOT


def tree_files(folder):
    """Every file below `folder` that belongs to the source (no caches or build leftovers)."""
    skip = {"__pycache__", ".pytest_cache"}
    return sorted(
        p
        for p in folder.rglob("*")
        if p.is_file() and not skip.intersection(p.parts) and not any(part.endswith(".egg-info") for part in p.parts)
    )


def fingerprint(*items):
    """A hash of strings and of the files at the given paths (folders: every file inside)."""
    digest = hashlib.sha256()
    for item in items:
        if isinstance(item, Path):
            for path in tree_files(item) if item.is_dir() else [item] if item.exists() else []:
                digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
        else:
            digest.update(str(item).encode() + b"\0")
    return digest.hexdigest()


def fresh(step, key):
    """Whether `step` last ran with this key."""
    stamp = CACHE / "stamps" / step
    return stamp.exists() and stamp.read_text() == key


def mark(step, key):
    """Record that `step` ran with this key."""
    stamp = CACHE / "stamps" / step
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.write_text(key)


LOCK_HELD = []  # non-empty while this process holds the build lock


def one_build_at_a_time(step):
    """Run `step` holding the checkout's build lock, so builds started at once (parallel test runs) take turns."""

    @functools.wraps(step)
    def locked(*args, **kwargs):
        if LOCK_HELD:
            return step(*args, **kwargs)
        CACHE.mkdir(exist_ok=True)
        with open(CACHE / "build.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            LOCK_HELD.append(True)
            try:
                return step(*args, **kwargs)
            finally:
                LOCK_HELD.pop()

    return locked
