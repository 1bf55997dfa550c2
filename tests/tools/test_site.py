import json
import re

from gameshelf.engine import catalog
from tools import site
from tools.wheel import build_wheel


def test_a_rebuild_gets_a_new_version_and_leaves_no_stale_file(tmp_path):
    wheel = build_wheel()
    files = site.collect()
    version, built = site.finish(files, wheel)
    assert site.finish(files, wheel)[0] == version, "the same sources give the same version"
    site.write_dist(built, tmp_path)
    lock = json.loads((tmp_path / "pyodide" / "pyodide-lock.json").read_text())
    assert lock["packages"]["gameshelf"]["file_name"] == f"../wheels/{version}/{wheel.name}"
    assert (tmp_path / "wheels" / version / wheel.name).exists()

    gone = next(name for name in files if name.startswith("rules/"))
    del files[gone]
    files["index.html"] += b"\n"
    new_version, new_site = site.finish(files, wheel)
    site.write_dist(new_site, tmp_path)
    on_disk = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file())
    assert new_version != version and on_disk == sorted(new_site)
    assert not (tmp_path / gone).exists() and not (tmp_path / "wheels" / version).exists()
    precached = json.loads(re.search(r"^const BUILD = (.*);", (tmp_path / "sw.js").read_text(), re.M).group(1))
    assert precached == {"version": new_version, "files": sorted(n for n in new_site if n != "sw.js")}
    worker = json.loads(re.search(r"^const BUILD = (.*);", (tmp_path / "worker.js").read_text(), re.M).group(1))
    assert worker["version"] == new_version and worker["runtime_bytes"] > 10_000_000
    assert worker["wheel"] == f"wheels/{new_version}/{wheel.name}" and (tmp_path / worker["wheel"]).exists(), "the wheel the worker prefetches"


def test_the_site_takes_every_source_folder_and_the_generated_files():
    files = site.collect()
    assert {"index.html", "worker.js", "sw.js", "manifest.webmanifest", "data/catalog.json"} <= set(files)
    assert {f"data/{gid}.board.json" for gid in catalog.game_ids()} <= set(files), "each game's board before Python"
    assert "pyodide/pyodide.asm.wasm" in files and "pyodide/pyodide-lock.json" not in files, "the lockfile is the site's own"
