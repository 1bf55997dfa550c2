"""The memory snapshot the worker makes still restores: Pyodide copies it into a heap of the wasm's initial
size and refuses a bigger one (pyodide/pyodide#6254), so the snapshot maker's heap must never grow past that,
with room to spare for the package's growth."""

import json
import shutil
import subprocess
from pathlib import Path

from tests.pyodide.test_same_results import built_lockfile

HERE = Path(__file__).resolve().parent
MARGIN = 1 << 20  # bytes of the initial heap the snapshot maker must leave unallocated (today about 3 MB are)
WASM_PAGE = 1 << 16


def uleb128(data, at):
    """The unsigned LEB128 number at `at` in `data`, and the offset after it."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def initial_memory(wasm):
    """The initial size in bytes of the memory a wasm module defines (its memory section, id 5)."""
    at = 8  # magic and version
    while at < len(wasm):
        section, at = wasm[at], at + 1
        size, at = uleb128(wasm, at)
        if section == 5:
            count, start = uleb128(wasm, at)
            assert count == 1, "one memory"
            pages, _ = uleb128(wasm, start + 1)  # after the limits' flags byte
            return pages * WASM_PAGE
        at += size
    raise AssertionError("the wasm defines no memory (it imports one: read its size there)")


def test_the_snapshot_fits_the_heap_a_restore_copies_it_into():
    node = shutil.which("node")
    assert node, "Node.js is needed for the Pyodide tests"
    site = built_lockfile().parent
    run = subprocess.run([node, HERE / "snapshot_size.mjs", f"{site}/"], capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stderr[-3000:]
    sizes = json.loads(run.stdout)
    heap = initial_memory((site / "pyodide.asm.wasm").read_bytes())
    assert sizes["restored_answers"], "the restored snapshot does not answer"
    assert sizes["heap_bytes"] <= heap, f"the snapshot's heap ({sizes['heap_bytes']:,} B) outgrew the {heap:,} B a restore has"
    assert sizes["break_bytes"] + MARGIN <= heap, (
        f"the snapshot maker allocates {sizes['break_bytes']:,} B of the {heap:,} B heap a restore has: "
        f"less than {MARGIN:,} B are left before its snapshot stops restoring")
