"""The site: every file of dist/ gathered (web/, public/, icons, message catalogs, the protocol module, the bundled npm libraries, the explainer page per language, Pyodide with its split stdlib, game data, rules pages per language, wheel, lockfile), versioned and written with its precompressed twins."""

import hashlib
import json
import os
import posixpath
import re

from tools.common import DIST, ROOT, say
from tools.compress import twins
from tools.explain_pages import explain_pages
from tools.games import export_games
from tools.icons import icons
from tools.lockfile import LOCKFILE, site_lockfile
from tools.messages import messages_module, site_messages
from tools.static_shelf import with_static_shelf
from tools.protocol_module import page_protocol, protocol_module
from tools.rules_pages import game_rules_pages, lesson_list
from tools.pyodide_npm import PYODIDE_DIR, PYODIDE_FILES, RUNTIME_DOWNLOADS, ensure_pyodide
from tools.stamps import one_build_at_a_time, tree_files
from tools.stdlib import stdlib_files
from tools.vendor import vendor_modules
from tools.venv import ensure_venv
from tools.wheel import build_wheel

BUILD_LINE = re.compile(r"^const BUILD = .*;.*$", re.M)  # the line of worker.js, sw.js and renderer-host.js the build fills in
STATIC_IMPORT = re.compile(r'^(?:import|export) .* from "(\.[^"]+)";$', re.M)
RENDERER_HOST = "shell/table/renderer-host.js"


def module_imports(files, path):
    """The site paths of the modules a module of `files` ({dist path: bytes}) imports statically, and theirs in turn."""
    found = set()
    for name in STATIC_IMPORT.findall(files[path].decode()):
        module = posixpath.normpath(posixpath.join(posixpath.dirname(path), name))
        if module not in found:
            found |= {module} | module_imports(files, module)
    return found


def fill_build_line(files, name, build):
    """Write `const BUILD = <build as JSON>;` over the one such line of the module `name`."""
    source = files[name].decode()
    if len(BUILD_LINE.findall(source)) != 1:
        raise SystemExit(f"web/{name} needs exactly one `const BUILD = ...;` line for the build to fill in")
    line = f"const BUILD = {json.dumps(build)};"
    files[name] = BUILD_LINE.sub(lambda _: line, source).encode()


def folder_files(folder):
    """{dist path: bytes} for every file below a source folder."""
    if not folder.exists():
        return {}
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in tree_files(folder) if not p.name.startswith(".")}


def collect():
    """Every file of the site but the wheel and the lockfile, as {dist path: bytes}."""
    files = {}
    for source in (folder_files(ROOT / "public"), folder_files(ROOT / "web"), icons(), site_messages(), explain_pages(), protocol_module(), vendor_modules()):
        clash = files.keys() & source.keys()
        if clash:
            raise SystemExit(f"two sources give the same dist file(s): {', '.join(sorted(clash))}")
        files.update(source)
    for name in PYODIDE_FILES:
        files[f"pyodide/{name}"] = (PYODIDE_DIR / name).read_bytes()
    files.update({f"pyodide/{name}": data for name, data in stdlib_files().items()})  # the split stdlib replaces Pyodide's
    games = export_games()
    files["data/catalog.json"] = json.dumps([game["info"] for game in games.values()]).encode()
    messages = messages_module()
    for lang in messages.languages():
        lists = {gid: lesson_list(game["lessons"][lang]) for gid, game in games.items()}
        files["data/lessons.json" if lang == "en" else f"data/lessons.{lang}.json"] = json.dumps(lists, ensure_ascii=False).encode()
    for gid, game in games.items():
        files[f"data/{gid}.json"] = game["data"].encode()
        files[f"data/{gid}.board.json"] = game["board"].encode()  # drawn before Python is up (engine/board_view.py)
        files.update(game_rules_pages(gid, game["title"], game["rules"], messages, game["lessons"]))
    files["index.html"] = with_static_shelf(files["index.html"], [game["info"] for game in games.values()], messages.text)
    renderers = {gid: f"games/{gid}/renderer.js" for gid in games}
    fill_build_line(files, RENDERER_HOST, {"renderer_modules": {
        gid: sorted(path for path in module_imports(files, renderer) | {renderer} if path.startswith("games/"))
        for gid, renderer in renderers.items()}})
    return files


def finish(files, wheel):
    """The final dist files: the wheel under a versioned folder, the lockfile naming it, the build line filled in.

    The version hashes every file, the wheel and Pyodide's own lockfile, so any change gives a new
    wheel URL, a new service-worker cache and a new memory snapshot on the device.
    """
    wheel_bytes = wheel.read_bytes()
    digest = hashlib.sha256(wheel.name.encode() + b"\0" + hashlib.sha256(wheel_bytes).digest())
    digest.update(hashlib.sha256((PYODIDE_DIR / LOCKFILE).read_bytes()).digest())
    for name in sorted(files):
        digest.update(name.encode() + b"\0" + hashlib.sha256(files[name]).digest())
    version = digest.hexdigest()[:12]
    wheel_path = f"wheels/{version}/{wheel.name}"
    out = {**files, wheel_path: wheel_bytes, f"pyodide/{LOCKFILE}": site_lockfile(wheel_bytes, wheel_path)}
    precache = sorted(name for name in out if name != "sw.js")
    runtime_bytes = sum(len(out[f"pyodide/{name}"]) for name in RUNTIME_DOWNLOADS)
    builds = {
        "worker.js": {"version": version, "runtime_bytes": runtime_bytes, "wheel": wheel_path, "internal_refusal": page_protocol()["REFUSALS"]["INTERNAL"]},
        "sw.js": {"version": version, "files": precache},
    }
    for name, build in builds.items():
        fill_build_line(out, name, build)
    return version, out


def write_dist(files, dest):
    """Make `dest` hold exactly these files, rewriting only the ones that changed."""
    dest.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        path = dest / name
        if path.exists() and path.stat().st_size == len(data) and path.read_bytes() == data:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        part = path.with_name(f".{path.name}.{os.getpid()}.part")
        part.write_bytes(data)
        part.replace(path)  # a server reading the old file never sees half of the new one
    for path in sorted(dest.rglob("*"), reverse=True):
        name = path.relative_to(dest).as_posix()
        if path.is_file() and name not in files:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()


@one_build_at_a_time
def build(dest=DIST):
    """Everything `dist/` needs, then `dist/` itself with the precompressed twins (not in the precache); returns the build version."""
    ensure_venv()
    ensure_pyodide()
    version, files = finish(collect(), build_wheel())
    compressed = twins(files)
    write_dist({**files, **compressed}, dest)
    say(f"dist/ is built: {len(files)} files, {sum(map(len, files.values())) / 1e6:.1f} MB"
        f" (and {len(compressed)} precompressed twins), version {version}")
    return version
