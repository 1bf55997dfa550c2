"""What build.py puts in dist/: game data, rules pages, icons, the lockfile naming the wheel, relative URLs, content types,
the precompressed twins."""

import gzip
import hashlib
import html
import json
import re
import urllib.request

import brotli
import pytest

from gameshelf.engine import catalog
from gameshelf.engine.lessons import listing


def test_every_game_has_its_data_and_rules_page(dist):
    for gid in catalog.game_ids():
        game = catalog.get(gid)
        assert (dist / "data" / f"{gid}.json").read_text() == json.dumps(game.static_data())
        page = dist / "rules" / f"{gid}.html"
        assert page.exists(), f"{gid} has no rules page: add {game.rules_page} beside its module"
        text = page.read_text()
        assert '<a href="../">' in text and "<h1" in text
        scripts = re.findall(r"<script[^>]*>", text)
        assert scripts == ['<script type="module" src="../shell/lesson/rules-page.js">'], "only the lesson module runs"
        lessons = re.findall(r'<section class="rules-lesson" data-lesson="([^"]+)"', text)
        assert sorted(lessons) == sorted(f"{gid}/{entry['id']}" for entry in listing(gid)), "every lesson at its rule"


def test_every_game_has_a_french_rules_page_with_its_lessons_in_french(dist):
    for gid in catalog.game_ids():
        english, french = (dist / "rules" / f"{gid}.html").read_text(), (dist / "rules" / f"{gid}.fr.html").read_text()
        assert f'<a href="{gid}.fr.html" hreflang="fr" lang="fr">' in english and f'<a href="{gid}.html" hreflang="en" lang="en">' in french
        assert '<html lang="fr" data-lang="fr">' in french
        titles = re.findall(r'<h\d id="lesson-[^"]+">([^<]+)</h\d>', french)
        assert sorted(titles) == sorted(html.escape(entry["title"]) for entry in listing(gid, "fr")), "in page order"
        assert set(titles) - {html.escape(entry["title"]) for entry in listing(gid)}, "the lessons are French"
        assert french.count("Leçon 1 sur") == 1 and "Lesson 1 of" not in french
        listed = json.loads((dist / "data" / "lessons.fr.json").read_text(encoding="utf-8"))[gid]
        assert [entry["title"] for entry in listed] == [entry["title"] for entry in listing(gid, "fr")]


def test_every_url_in_the_site_is_relative(dist):
    absolute = re.compile(r"""(?:src|href|action)=["']/|url\(["']?/|(?:from|import\(|fetch\()\s*["'](?:/|https?:)""")
    for path in dist.rglob("*"):
        if path.suffix in {".html", ".css", ".js", ".webmanifest"} and "pyodide" not in path.parts:
            found = absolute.findall(path.read_text())
            assert not found, f"{path.relative_to(dist)} names an absolute URL: {found}"


@pytest.mark.parametrize(
    "name, expected",
    [("pyodide/pyodide.asm.wasm", "application/wasm"), ("pyodide/pyodide.mjs", "text/javascript"),
     ("worker.js", "text/javascript"), ("manifest.webmanifest", "application/manifest+json")],
)
def test_the_server_sends_the_right_content_types(site_url, name, expected):
    with urllib.request.urlopen(site_url + name) as answer:
        assert answer.headers["Content-Type"] == expected


def test_every_compressible_file_has_its_twins_and_the_precache_lists_none(dist):
    precache = json.loads(re.search(r"^const BUILD = (.*);", (dist / "sw.js").read_text(), re.M).group(1))["files"]
    originals = sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file() and p.suffix not in {".br", ".gz"})
    assert precache == [name for name in originals if name != "sw.js"], "the twins are no resources of their own"
    for name in originals:
        data = (dist / name).read_bytes()
        for suffix, decompress in ((".br", brotli.decompress), (".gz", gzip.decompress)):
            twin = dist / (name + suffix)
            if twin.exists():
                assert decompress(twin.read_bytes()) == data, f"{twin.name} is not {name}"
            else:  # only a file that is not text or wasm, or one its twin would not make smaller
                assert not name.endswith((".html", ".js", ".mjs", ".css", ".json", ".wasm")) or len(data) < 200, f"{name} has no {suffix}"
    assert (dist / "pyodide" / "pyodide.asm.wasm.br").stat().st_size < 0.35 * (dist / "pyodide" / "pyodide.asm.wasm").stat().st_size


@pytest.mark.parametrize("accept, coding", [("gzip, deflate, br", "br"), ("gzip", "gzip"), ("", None)])
def test_the_server_sends_each_coding_with_the_original_type(site_url, accept, coding):
    for name, expected in (("pyodide/pyodide.asm.wasm", "application/wasm"), ("index.html", "text/html"), ("style.css", "text/css")):
        request = urllib.request.Request(site_url + name, method="HEAD", headers={"Accept-Encoding": accept})
        with urllib.request.urlopen(request) as answer:
            assert (answer.headers["Content-Type"], answer.headers["Content-Encoding"]) == (expected, coding)


def test_the_manifest_names_the_built_icons(dist):
    manifest = json.loads((dist / "manifest.webmanifest").read_text())
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    for entry in manifest["icons"]:
        assert (dist / entry["src"]).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_worker_loads_the_wheel_the_lockfile_names_by_its_sha256(dist):
    lock = json.loads((dist / "pyodide" / "pyodide-lock.json").read_text())
    entry = lock["packages"]["gameshelf"]
    wheel = dist / "pyodide" / entry["file_name"]
    assert wheel.resolve().parent.parent == (dist / "wheels").resolve()
    assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"]
    assert 'loadPackage("gameshelf"' in (dist / "worker.js").read_text(), "the worker installs the package by name"
