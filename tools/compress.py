"""Precompressed twins of the site's files (`<file>.br`, brotli at quality 11, and `<file>.gz`, gzip -9) for hosts
that serve them, each kept only when it saves enough, and cached by content in .cache/compress/."""

import gzip
import hashlib
import os

import brotli

from tools.common import CACHE, say

SUFFIXES = (".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".wasm", ".txt", ".map", ".zip", ".whl")
ENCODINGS = {  # twin suffix: how its bytes are made
    ".br": lambda data: brotli.compress(data, quality=11),
    ".gz": lambda data: gzip.compress(data, compresslevel=9, mtime=0),
}
MIN_SAVING = 0.05  # a twin at least 5% smaller than its file is kept (Pyodide's deflated stdlib zip saves ~2%)
KEPT_BYTES = 64_000_000  # the cache keeps the most recently used twins up to this many bytes
SLOW_BYTES = 1_000_000  # a file this large is announced before it is compressed (brotli 11: ~12 s/MB here)


def cached_twin(path, data, suffix):
    """The twin's bytes, made once per content and then read from the cache file `path`."""
    if path.exists():
        os.utime(path)  # recently used: kept by prune()
        return path.read_bytes()
    twin = ENCODINGS[suffix](data)
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_name(f".{path.name}.{os.getpid()}.part")
    part.write_bytes(twin)
    part.replace(path)
    return twin


def prune():
    """Drop the least recently used twins once the newer ones hold KEPT_BYTES (the newest is always kept)."""
    kept, found = 0, [path for suffix in ENCODINGS for path in (CACHE / "compress").glob(f"*{suffix}")]
    for path in sorted(found, key=lambda p: -p.stat().st_mtime):
        if kept >= KEPT_BYTES:
            path.unlink()
        else:
            kept += path.stat().st_size


def twins(files):
    """{dist path + ".br" / ".gz": bytes} for every compressible file of `files` ({dist path: bytes}) whose twin saves MIN_SAVING."""
    out = {}
    for name, data in sorted(files.items()):
        if not name.endswith(SUFFIXES):
            continue
        key = hashlib.sha256(data).hexdigest()
        cached = {suffix: CACHE / "compress" / f"{key}{suffix}" for suffix in ENCODINGS}
        if len(data) >= SLOW_BYTES and not all(path.exists() for path in cached.values()):
            say(f"compressing {name} ({len(data) / 1e6:.1f} MB; once per content, cached in .cache/compress/)")
        for suffix, path in cached.items():
            twin = cached_twin(path, data, suffix)
            if len(twin) <= len(data) * (1 - MIN_SAVING):
                out[name + suffix] = twin
    prune()
    return out
