#!/usr/bin/env python3
"""Build, serve, test and benchmark Gameshelf: `python3 build.py [serve [--port N] | test | bench]`."""

import argparse
import fcntl
import functools
import hashlib
import html
import http.server
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import threading
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
VENV_PY = VENV / "bin" / "python"
CACHE = ROOT / ".cache"
DIST = ROOT / "dist"
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_VERSION = "314.0.7"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
RUNTIME_DOWNLOADS = ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")  # what loadPyodide fetches
TOOLS = ("build==1.6.1", "setuptools==84.2.1", "wheel==0.48.0", "pytest==9.2.0", "playwright==1.65.2")
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = (  # what headless Chromium needs on these machines (no GPU, no sandbox, no background traffic)
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
)
BUILD_LINE = re.compile(r"^const BUILD = .*;.*$", re.M)  # the line of worker.js and sw.js the build fills in
WHEEL_EPOCH = "315532800"  # 1980-01-01: fixed zip timestamps make the wheel reproducible


def say(text):
    """One progress line on stderr."""
    print(f"[build] {text}", file=sys.stderr, flush=True)


def run(cmd, quiet=False, **kwargs):
    """Run a command from the repository root; raise on failure (a quiet one shows its output then)."""
    subprocess.run([str(c) for c in cmd], cwd=ROOT, check=True, capture_output=quiet, text=quiet, **kwargs)


# ---- change detection --------------------------------------------------------------------


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


# ---- tools -------------------------------------------------------------------------------


def ensure_venv():
    """`.venv` with the build and test tools and the package itself (editable)."""
    key = fingerprint(sys.version, *TOOLS, ROOT / "pyproject.toml")
    if VENV_PY.exists() and fresh("venv", key):
        return
    if not VENV_PY.exists():
        say("creating .venv")
        run([sys.executable, "-m", "venv", VENV])
    say("installing the build and test tools into .venv")
    pip = [VENV_PY, "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    run(pip + list(TOOLS))
    run(pip + ["--no-build-isolation", "--no-deps", "-e", "."])
    mark("venv", key)


def ensure_pyodide():
    """node_modules/pyodide at the pinned version (`npm ci` from the committed lock)."""
    key = fingerprint(ROOT / "package.json", ROOT / "package-lock.json")
    package = PYODIDE_DIR / "package.json"
    if package.exists() and fresh("npm", key):
        return
    say(f"installing pyodide {PYODIDE_VERSION} from npm")
    npm = ["npm", "ci"] if (ROOT / "package-lock.json").exists() else ["npm", "install"]
    run(npm + ["--no-audit", "--no-fund"])
    version = json.loads(package.read_text())["version"]
    if version != PYODIDE_VERSION:
        raise SystemExit(f"node_modules has pyodide {version}, expected {PYODIDE_VERSION}")
    mark("npm", key)


def ensure_chromium():
    """Debian's Chromium and its driver, installed with apt-get when /usr/bin/chromium is missing."""
    if CHROMIUM.exists():
        return
    if os.geteuid() != 0:
        raise SystemExit("Chromium is missing: run `apt-get install -y chromium chromium-driver` as root")
    say("installing chromium from Debian's packages")
    run(["apt-get", "update"])
    run(["apt-get", "install", "-y", "chromium", "chromium-driver"], env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})


@one_build_at_a_time
def build_wheel():
    """The pure-Python gameshelf wheel, built with `python -m build` when its sources changed."""
    out = CACHE / "wheel"
    key = fingerprint(*TOOLS, ROOT / "pysrc", ROOT / "pyproject.toml", ROOT / "README.md")
    wheels = sorted(out.glob("gameshelf-*.whl"))
    if len(wheels) == 1 and fresh("wheel", key):
        return wheels[0]
    say("building the gameshelf wheel")
    shutil.rmtree(out, ignore_errors=True)
    shutil.rmtree(ROOT / "build", ignore_errors=True)  # setuptools would carry deleted modules over
    env = {**os.environ, "SOURCE_DATE_EPOCH": WHEEL_EPOCH}
    # -P: the current folder stays off sys.path, so this build.py does not shadow the `build` package.
    run([VENV_PY, "-P", "-m", "build", "--wheel", "--no-isolation", "--outdir", out], quiet=True, env=env)
    mark("wheel", key)
    return build_wheel()


# ---- game exports ------------------------------------------------------------------------

EXPORT_GAMES = """
import json, pathlib, sys
from gameshelf.engine import catalog
games = {}
for gid in catalog.game_ids():
    game = catalog.get(gid)
    folder = pathlib.Path(sys.modules[type(game).__module__].__file__).parent
    games[gid] = {"title": game.title, "info": game.info(), "data": json.dumps(game.static_data()),
                  "rules": str(folder / game.rules_page)}
print(json.dumps(games))
"""


def export_games():
    """Each catalog game's title, shelf info, static data (JSON text) and rules Markdown (None if missing), from pysrc."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "pysrc")}
    out = subprocess.run([sys.executable, "-c", EXPORT_GAMES], cwd=ROOT, env=env, check=True, capture_output=True, text=True)
    games = json.loads(out.stdout)
    for gid, game in games.items():
        path = Path(game["rules"])
        game["rules"] = path.read_text(encoding="utf-8") if path.exists() else None
        if game["rules"] is None:
            say(f"warning: {gid} has no rules page ({path.relative_to(ROOT)} is missing)")
    return games


# ---- Markdown to HTML --------------------------------------------------------------------

LIST_ITEM = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
RULE = re.compile(r"^\s*([-*_])(\s*\1){2,}\s*$")
TABLE_SEPARATOR = re.compile(r"^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$")


def inline(text):
    """Escaped HTML for one run of Markdown text: code spans, strong, emphasis and links."""
    parts = re.split(r"(`+)(.+?)\1", text)
    out = []
    for i in range(0, len(parts), 3):
        out.append(emphasis(html.escape(parts[i])))
        if i + 2 < len(parts):
            out.append(f"<code>{html.escape(parts[i + 2].strip())}</code>")
    return "".join(out)


def emphasis(escaped):
    """Strong, emphasis and links in already escaped text."""
    escaped = re.sub(r"\*\*(.+?)\*\*|__(.+?)__", lambda m: f"<strong>{m.group(1) or m.group(2)}</strong>", escaped)
    escaped = re.sub(r"(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])", r"<em>\1</em>", escaped)
    escaped = re.sub(r"(?<![\w_])_(?=\S)(.+?)(?<=\S)_(?![\w_])", r"<em>\1</em>", escaped)
    return re.sub(r"\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)", link, escaped)


def link(match):
    """A Markdown link: an anchor for web and in-page targets, plain text for anything else."""
    text, href = match.group(1), match.group(2)
    if href.startswith(("https://", "http://")):
        return f'<a href="{href}" rel="noopener noreferrer">{text}</a>'
    if href.startswith("#"):
        return f'<a href="{href}">{text}</a>'
    return text


def slug(text):
    """An id for a heading."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "section"


def table_cells(line):
    """The cells of one table row (a `\\|` stays a bar inside its cell)."""
    line = line.strip()
    line = line[1:] if line.startswith("|") else line
    line = line[:-1] if line.endswith("|") and not line.endswith("\\|") else line
    return [cell.strip().replace("\\|", "|") for cell in re.split(r"(?<!\\)\|", line)]


def render_table(lines):
    """A Markdown table (header, separator, rows) as HTML."""
    aligns = []
    for cell in table_cells(lines[1]):
        right, left = cell.endswith(":"), cell.startswith(":")
        aligns.append(' class="center"' if left and right else ' class="right"' if right else "")
    head = "".join(f"<th{a}>{inline(c)}</th>" for a, c in zip(aligns, table_cells(lines[0])))
    rows = []
    for line in lines[2:]:
        cells = table_cells(line) + [""] * (len(aligns) - len(table_cells(line)))
        rows.append("<tr>" + "".join(f"<td{a}>{inline(c)}</td>" for a, c in zip(aligns, cells)) + "</tr>")
    return f'<div class="table"><table><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></div>'


def render_list(items):
    """Nested lists from (indent, marker, text) items; a deeper indent opens a list inside the item."""
    out, stack = [], []  # stack of (indent, tag)
    for indent, marker, text in items:
        tag = "ul" if marker in "-*+" else "ol"
        start = "" if tag == "ul" or int(marker[:-1]) == 1 else f' start="{int(marker[:-1])}"'
        while len(stack) > 1 and indent < stack[-1][0]:
            out.append(f"</li></{stack.pop()[1]}>")
        if stack and indent <= stack[-1][0] and tag != stack[-1][1]:
            out.append(f"</li></{stack.pop()[1]}>")  # another kind of list at the same depth starts anew
        if stack and indent > stack[-1][0]:
            out.append(f"<{tag}{start}>")
            stack.append((indent, tag))
        elif stack:
            out.append("</li>")
        else:
            out.append(f"<{tag}{start}>")
            stack.append((indent, tag))
        out.append("<li>" + inline(text))
    while stack:
        out.append(f"</li></{stack.pop()[1]}>")
    return "".join(out)


def starts_table(lines, i):
    """Whether line i is a table's header (a row followed by a separator row)."""
    return lines[i].lstrip().startswith("|") and i + 1 < len(lines) and bool(TABLE_SEPARATOR.match(lines[i + 1]))


def starts_block(lines, i):
    """Whether line i opens a block other than a paragraph."""
    line = lines[i]
    return bool(
        HEADING.match(line) or line.startswith(("```", ">")) or RULE.match(line) or LIST_ITEM.match(line) or starts_table(lines, i)
    )


def markdown_to_html(text):
    """HTML for the Markdown subset the rules pages use; every piece of text is escaped."""
    lines = text.expandtabs(4).splitlines()
    out, ids, i = [], set(), 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
        elif line.startswith("```"):
            end = next((j for j in range(i + 1, len(lines)) if lines[j].startswith("```")), len(lines))
            out.append(f"<pre><code>{html.escape(chr(10).join(lines[i + 1 : end]))}</code></pre>")
            i = end + 1
        elif HEADING.match(line):
            hashes, title = HEADING.match(line).groups()
            level, anchor = len(hashes), slug(title)
            anchor = next(f"{anchor}-{n}" for n in range(2, len(ids) + 3) if f"{anchor}-{n}" not in ids) if anchor in ids else anchor
            ids.add(anchor)
            out.append(f'<h{level} id="{anchor}">{inline(title)}</h{level}>')
            i += 1
        elif RULE.match(line):
            out.append("<hr>")
            i += 1
        elif starts_table(lines, i):
            end = i + 2
            while end < len(lines) and lines[end].lstrip().startswith("|"):
                end += 1
            out.append(render_table(lines[i:end]))
            i = end
        elif line.startswith(">"):
            end = i
            while end < len(lines) and lines[end].startswith(">"):
                end += 1
            quoted = " ".join(re.sub(r"^>\s?", "", q) for q in lines[i:end])
            out.append(f"<blockquote><p>{inline(quoted)}</p></blockquote>")
            i = end
        elif LIST_ITEM.match(line):
            items = []
            while i < len(lines):
                item = LIST_ITEM.match(lines[i])
                if item:
                    items.append([len(item.group(1)), item.group(2), item.group(3)])
                elif lines[i].strip() and not (lines[i][0] != " " and starts_block(lines, i)):
                    items[-1][2] += " " + lines[i].strip()
                elif not lines[i].strip() and i + 1 < len(lines) and LIST_ITEM.match(lines[i + 1]):
                    pass
                else:
                    break
                i += 1
            out.append(render_list(items))
        else:
            end = i + 1
            while end < len(lines) and lines[end].strip() and not starts_block(lines, end):
                end += 1
            out.append(f"<p>{inline(' '.join(l.strip() for l in lines[i:end]))}</p>")
            i = end
    return "\n".join(out)


RULES_PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#1f5f66">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self' 'unsafe-inline'">
<title>{title} rules · Gameshelf</title>
<link rel="icon" href="../icons/icon-192.png">
<style>
:root {{ --bg: #f4f1ea; --card: #ffffff; --ink: #1f2a30; --muted: #66727a; --line: #e2ddd2; --accent: #1f5f66; --soft: #e3efee; }}
* {{ box-sizing: border-box; }}
body {{ margin: 0; background: var(--bg); color: var(--ink); font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }}
header {{ position: sticky; top: 0; background: var(--card); border-bottom: 1px solid var(--line); padding: 0 1rem; min-height: 56px; display: flex; align-items: center; }}
header a {{ color: var(--accent); font-weight: 600; text-decoration: none; padding: .6rem 0; }}
main {{ max-width: 52rem; margin: 0 auto; padding: 1rem 1rem 4rem; }}
h1 {{ font-size: 1.7rem; line-height: 1.25; }} h2 {{ margin-top: 2rem; padding-bottom: .2rem; border-bottom: 1px solid var(--line); }}
a {{ color: var(--accent); }}
code {{ background: var(--soft); border-radius: 4px; padding: 0 .25em; font-size: .92em; overflow-wrap: anywhere; }}
pre {{ background: var(--card); border: 1px solid var(--line); padding: .75rem; overflow-x: auto; border-radius: 8px; }}
pre code {{ background: none; padding: 0; }}
blockquote {{ margin: 1rem 0; padding: .2rem 1rem; border-left: 4px solid var(--accent); background: var(--card); }}
.table {{ overflow-x: auto; margin: 1rem 0; }}
table {{ border-collapse: collapse; font-size: .93rem; background: var(--card); }}
th, td {{ border: 1px solid var(--line); padding: .3rem .55rem; text-align: left; vertical-align: top; }}
th {{ background: var(--soft); }} .right {{ text-align: right; }} .center {{ text-align: center; }}
</style>
</head>
<body>
<header><a href="../">&larr; Back to the shelf</a></header>
<main>
{body}
</main>
</body>
</html>
"""


def rules_page(title, markdown):
    """A rules page: the game's Markdown as HTML in the site's colours, with a way back to the shelf."""
    return RULES_PAGE.format(title=html.escape(title), body=markdown_to_html(markdown))


# ---- icons -------------------------------------------------------------------------------

ICON_BACKGROUND = (0x1F, 0x5F, 0x66)  # the site's theme colour
ICON_SHELF = (0xC8, 0x8A, 0x4A)
ICON_BOXES = ((0xD9, 0x48, 0x3B), (0xF2, 0xC1, 0x4E), (0x3E, 0x8E, 0xD0), (0xF4, 0xEF, 0xE6))


def png(width, height, pixels):
    """PNG file bytes for RGBA pixels given as one bytearray, row by row."""

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    stride = width * 4
    raw = b"".join(b"\0" + bytes(pixels[y * stride : (y + 1) * stride]) for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def icon(size, rounded):
    """The shelf icon: four game boxes on a wooden shelf over green felt (full-bleed when not rounded)."""
    pixels = bytearray(size * size * 4)

    def rect(x0, y0, x1, y1, rgb):
        x0, y0, x1, y1 = (round(v * size) for v in (x0, y0, x1, y1))
        row = bytes((*rgb, 255)) * (x1 - x0)
        for y in range(y0, y1):
            pixels[(y * size + x0) * 4 : (y * size + x1) * 4] = row

    rect(0, 0, 1, 1, ICON_BACKGROUND)
    boxes = ((0.20, 0.30, 0.15), (0.37, 0.22, 0.13), (0.52, 0.36, 0.17), (0.71, 0.27, 0.10))
    for (x, top, w), rgb in zip(boxes, ICON_BOXES):
        rect(x, top, x + w, 0.68, rgb)
        rect(x + w * 0.2, top + 0.06, x + w * 0.8, top + 0.09, ICON_BACKGROUND)
    rect(0.14, 0.68, 0.86, 0.75, ICON_SHELF)
    if rounded:
        cut_corners(pixels, size, radius=size * 0.22)
    return png(size, size, pixels)


def cut_corners(pixels, size, radius):
    """Make the corners outside a rounded square transparent, anti-aliased at the edge."""
    r = int(radius) + 1
    for y in range(r):
        for x in range(r):
            dx, dy = radius - x - 0.5, radius - y - 0.5
            if dx <= 0 or dy <= 0:
                continue
            coverage = max(0.0, min(1.0, radius - (dx * dx + dy * dy) ** 0.5 + 0.5))
            alpha = round(255 * coverage)
            for cx, cy in ((x, y), (size - 1 - x, y), (x, size - 1 - y), (size - 1 - x, size - 1 - y)):
                pixels[(cy * size + cx) * 4 + 3] = alpha


def icons():
    """The icon files the manifest and the pages name."""
    return {
        "icons/icon-192.png": icon(192, rounded=True),
        "icons/icon-512.png": icon(512, rounded=True),
        "icons/icon-maskable-512.png": icon(512, rounded=False),
        "icons/apple-touch-icon.png": icon(180, rounded=False),
    }


# ---- the site ----------------------------------------------------------------------------


def folder_files(folder):
    """{dist path: bytes} for every file below a source folder."""
    if not folder.exists():
        return {}
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in tree_files(folder) if not p.name.startswith(".")}


def collect():
    """Every file of the site but the wheel, as {dist path: bytes}."""
    files = {}
    for source in (folder_files(ROOT / "public"), folder_files(ROOT / "web"), icons()):
        clash = files.keys() & source.keys()
        if clash:
            raise SystemExit(f"two sources give the same dist file(s): {', '.join(sorted(clash))}")
        files.update(source)
    for name in PYODIDE_FILES:
        files[f"pyodide/{name}"] = (PYODIDE_DIR / name).read_bytes()
    games = export_games()
    files["data/catalog.json"] = json.dumps([game["info"] for game in games.values()]).encode()
    for gid, game in games.items():
        files[f"data/{gid}.json"] = game["data"].encode()
        if game["rules"] is not None:
            files[f"rules/{gid}.html"] = rules_page(game["title"], game["rules"]).encode()
    return files


def finish(files, wheel):
    """The final dist files: the wheel added under a versioned folder, the build line filled into the templates.

    The version hashes every file and the wheel, so any change gives a new wheel URL and a new
    service-worker cache.
    """
    wheel_bytes = wheel.read_bytes()
    digest = hashlib.sha256(wheel.name.encode() + b"\0" + hashlib.sha256(wheel_bytes).digest())
    for name in sorted(files):
        digest.update(name.encode() + b"\0" + hashlib.sha256(files[name]).digest())
    version = digest.hexdigest()[:12]
    wheel_path = f"wheels/{version}/{wheel.name}"
    out = {**files, wheel_path: wheel_bytes}
    precache = sorted(name for name in out if name != "sw.js")
    runtime_bytes = sum(len(out[f"pyodide/{name}"]) for name in RUNTIME_DOWNLOADS)
    builds = {
        "worker.js": {"version": version, "wheel": wheel_path, "runtime_bytes": runtime_bytes},
        "sw.js": {"version": version, "files": precache},
    }
    for name, build in builds.items():
        source = out[name].decode()
        if len(BUILD_LINE.findall(source)) != 1:
            raise SystemExit(f"web/{name} needs exactly one `const BUILD = ...;` line for the build to fill in")
        line = f"const BUILD = {json.dumps(build)};"
        out[name] = BUILD_LINE.sub(lambda _: line, source).encode()
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
    """Everything `dist/` needs, then `dist/` itself; returns the build version."""
    ensure_venv()
    ensure_pyodide()
    version, files = finish(collect(), build_wheel())
    write_dist(files, dest)
    say(f"dist/ is built: {len(files)} files, {sum(map(len, files.values())) / 1e6:.1f} MB, version {version}")
    return version


# ---- serving -----------------------------------------------------------------------------


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a built site below a URL prefix with the right content types; every answer is revalidated."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
        ".whl": "application/zip",
        ".zip": "application/zip",
    }

    def send_head(self):
        """A 404 for paths outside the prefix; otherwise the file or folder below it."""
        if not self.path.startswith(self.server.prefix):
            self.send_error(404)
            return None
        return super().send_head()

    def translate_path(self, path):
        """The file for a URL path below the prefix."""
        return super().translate_path("/" + path[len(self.server.prefix) :])

    def end_headers(self):
        """Ask browsers to revalidate, so a rebuilt site is seen at once (the service worker does offline)."""
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def copyfile(self, source, outputfile):
        """Send a file body, counting the bytes."""
        start = source.tell()
        super().copyfile(source, outputfile)
        with self.server.lock:
            self.server.bytes_sent += source.tell() - start

    def log_message(self, format, *args):
        """Log only when the server was asked to."""
        if self.server.verbose:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    """A threaded HTTP server on 127.0.0.1 serving a folder at a URL prefix; `bytes_sent` counts bodies."""

    daemon_threads = True

    def __init__(self, directory, prefix="/", port=0, verbose=False):
        def handler(*args, **kwargs):
            return SiteHandler(*args, directory=str(directory), **kwargs)

        super().__init__(("127.0.0.1", port), handler)
        self.prefix, self.verbose, self.bytes_sent, self.lock = prefix, verbose, 0, threading.Lock()

    def handle_error(self, request, client_address):
        """A browser that drops a connection (a closed page, a stopped worker) is no error."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def serve(port):
    """Build, then serve dist/ until interrupted."""
    build()
    server = SiteServer(DIST, port=port, verbose=True)
    print(f"Gameshelf is served at http://127.0.0.1:{server.server_address[1]}/ (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


# ---- tests and bench ---------------------------------------------------------------------


def test():
    """Install what the tests need, build, and run every test layer; non-zero on any failure."""
    ensure_chromium()
    build()
    code = subprocess.run([VENV_PY, "-m", "pytest", "tests"], cwd=ROOT).returncode
    if code == 5:
        say("no tests were collected: that counts as a failure")
        return 1
    return code


def bench():
    """Build and print the performance figures (bench/bench.py)."""
    ensure_chromium()
    build()
    return subprocess.run([VENV_PY, ROOT / "bench" / "bench.py"], cwd=ROOT).returncode


def main(argv=None):
    """Parse the command line and run one command."""
    parser = argparse.ArgumentParser(description="Build, serve, test or benchmark Gameshelf.")
    sub = parser.add_subparsers(dest="command")
    serve_cmd = sub.add_parser("serve", help="build dist/ and serve it on 127.0.0.1")
    serve_cmd.add_argument("--port", type=int, default=8000)
    sub.add_parser("test", help="install the test tools, build, run every test")
    sub.add_parser("bench", help="build and print the performance figures")
    args = parser.parse_args(argv)
    try:
        if args.command == "serve":
            serve(args.port)
        elif args.command == "test":
            return test()
        elif args.command == "bench":
            return bench()
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
