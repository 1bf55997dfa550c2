import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from threading import Thread

import pytest

from tools.serving import SiteServer


@contextmanager
def serving(folder):
    server = SiteServer(folder, prefix="/shelf/")
    Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", server
    finally:
        server.shutdown()
        server.server_close()


def test_a_folder_beside_the_site_and_the_root_sent_to_the_site(tmp_path):
    (tmp_path / "site").mkdir()
    (tmp_path / "sample").mkdir()
    (tmp_path / "site" / "index.html").write_text("site")
    (tmp_path / "sample" / "index.html").write_text("sample")
    server = SiteServer(tmp_path / "site", prefix="/shelf/", beside={"/sample-explainer/": tmp_path / "sample"})
    Thread(target=server.serve_forever, daemon=True).start()
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        with urllib.request.urlopen(origin + "/sample-explainer/index.html") as answer:
            assert answer.read() == b"sample"
        with urllib.request.urlopen(origin + "/") as answer:  # redirected
            assert answer.url == origin + "/shelf/" and answer.read() == b"site"
        with pytest.raises(urllib.error.HTTPError) as outside:
            urllib.request.urlopen(origin + "/elsewhere/index.html")
        assert outside.value.code == 404
    finally:
        server.shutdown()
        server.server_close()


def test_files_below_the_prefix_with_their_types_and_no_cache(tmp_path):
    (tmp_path / "a.wasm").write_bytes(b"\0asm")
    (tmp_path / "w.mjs").write_text("export {};")
    with serving(tmp_path) as (origin, server):
        with urllib.request.urlopen(origin + "/shelf/a.wasm") as answer:
            assert answer.headers["Content-Type"] == "application/wasm" and answer.headers["Cache-Control"] == "no-cache"
            assert answer.read() == b"\0asm"
        with urllib.request.urlopen(origin + "/shelf/w.mjs") as answer:
            assert answer.headers["Content-Type"] == "text/javascript" and answer.read() == b"export {};"
        deadline = time.monotonic() + 10  # the count is added once the handler has sent the body
        while server.bytes_sent < 14 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert server.bytes_sent == 4 + len("export {};")
        with pytest.raises(urllib.error.HTTPError) as outside:
            urllib.request.urlopen(origin + "/a.wasm")
        assert outside.value.code == 404
