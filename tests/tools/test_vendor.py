"""The npm libraries the page runs (tools/vendor.py): pinned exactly, each an ES module naming its version and licence."""

import json
import shutil
import subprocess

from tools.common import ROOT
from tools.vendor import LIBRARIES, vendor_modules


def test_every_library_is_a_pinned_runtime_dependency():
    dependencies = json.loads((ROOT / "package.json").read_text())["dependencies"]
    lock = json.loads((ROOT / "package-lock.json").read_text())["packages"]
    for package, _, _ in LIBRARIES.values():
        assert dependencies[package] == lock[f"node_modules/{package}"]["version"]


def test_each_module_names_its_library_and_the_wrapped_one_exports_its_function(tmp_path):
    modules = vendor_modules()
    assert sorted(modules) == sorted(LIBRARIES)
    for path, (package, _, _) in LIBRARIES.items():
        assert modules[path].decode().startswith(f"// {package} ")
        (tmp_path / path.split("/")[-1]).write_bytes(modules[path])
    script = "const m = await import(process.argv[1]); console.log(typeof m.default);"
    for name in ("jsqr.mjs", "qrcode.mjs"):
        run = subprocess.run([shutil.which("node"), "--input-type=module", "-e", script, (tmp_path / name).as_uri()],
                             capture_output=True, text=True, timeout=60)
        assert run.stdout.strip() == "function", run.stderr
