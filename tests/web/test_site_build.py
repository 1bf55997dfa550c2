"""What build.py puts in dist/: game data, rules pages, icons, relative URLs, content types."""

import json
import re
import struct
import urllib.request
import zlib

import pytest

from gameshelf.engine import catalog


def test_every_game_has_its_data_and_rules_page(dist):
    for gid in catalog.game_ids():
        game = catalog.get(gid)
        assert (dist / "data" / f"{gid}.json").read_text() == json.dumps(game.static_data())
        page = dist / "rules" / f"{gid}.html"
        assert page.exists(), f"{gid} has no rules page: add {game.rules_page} beside its module"
        text = page.read_text()
        assert '<a href="../">' in text and "<script" not in text and "<h1" in text


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


def png_pixels(data):
    """(width, height, RGBA rows) of a PNG written by build.py (8-bit RGBA, filter 0 on every row)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height, depth, kind = struct.unpack(">IIBB", data[16:26])
    assert (depth, kind) == (8, 6)
    raw = zlib.decompress(data[data.index(b"IDAT") + 4 : data.index(b"IEND") - 8])
    stride = width * 4 + 1
    return width, height, [raw[y * stride + 1 : (y + 1) * stride] for y in range(height)]


def test_the_manifest_icons_are_real_pngs_of_their_sizes(dist):
    manifest = json.loads((dist / "manifest.webmanifest").read_text())
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    for entry in manifest["icons"]:
        width, height, rows = png_pixels((dist / entry["src"]).read_bytes())
        assert f"{width}x{height}" == entry["sizes"]
        corner_alpha, centre_alpha = rows[0][3], rows[height // 2][width // 2 * 4 + 3]
        assert centre_alpha == 255
        assert corner_alpha == (255 if entry["purpose"] == "maskable" else 0)


def test_markdown_becomes_escaped_html(build_script):
    text = """# Rules <script>alert(1)</script>

A *short* paragraph with **bold**, `a < b` and a [link](https://example.org/x?a=1&b=2)
that goes on; [a trap](javascript:alert(1)).

- one
  - nested *item*
- two
3. three
4. four

| card | points |
|:---|---:|
| A \\| B | 5 |

```
x = "<b>"
```
"""
    html = build_script.markdown_to_html(text)
    assert '<h1 id="rules-script-alert-1-script">Rules &lt;script&gt;alert(1)&lt;/script&gt;</h1>' in html
    assert "<p>A <em>short</em> paragraph with <strong>bold</strong>, <code>a &lt; b</code> and a" in html
    assert '<a href="https://example.org/x?a=1&amp;b=2" rel="noopener noreferrer">link</a> that goes on; a trap.</p>' in html
    assert "<ul><li>one<ul><li>nested <em>item</em></li></ul></li><li>two</li></ul>" in html
    assert '<ol start="3"><li>three</li><li>four</li></ol>' in html
    assert '<th>card</th><th class="right">points</th>' in html and "<td>A | B</td>" in html
    assert "<pre><code>x = &quot;&lt;b&gt;&quot;</code></pre>" in html
    assert "<script" not in html
    assert build_script.markdown_to_html("## Setup\n## Setup") == '<h2 id="setup">Setup</h2>\n<h2 id="setup-2">Setup</h2>'


def test_a_rebuild_gets_a_new_version_and_leaves_no_stale_file(build_script, tmp_path):
    wheel = build_script.build_wheel()
    files = build_script.collect()
    version, site = build_script.finish(files, wheel)
    assert build_script.finish(files, wheel)[0] == version, "the same sources give the same version"
    build_script.write_dist(site, tmp_path)
    worker = (tmp_path / "worker.js").read_text()
    assert f'"wheel": "wheels/{version}/{wheel.name}"' in worker and (tmp_path / "wheels" / version / wheel.name).exists()

    gone = next(name for name in files if name.startswith("rules/"))
    del files[gone]
    files["index.html"] += b"\n"
    new_version, new_site = build_script.finish(files, wheel)
    build_script.write_dist(new_site, tmp_path)
    on_disk = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file())
    assert new_version != version and on_disk == sorted(new_site)
    assert not (tmp_path / gone).exists() and not (tmp_path / "wheels" / version).exists()
    precached = json.loads(re.search(r"^const BUILD = (.*);", (tmp_path / "sw.js").read_text(), re.M).group(1))
    assert precached == {"version": new_version, "files": sorted(n for n in new_site if n != "sw.js")}
