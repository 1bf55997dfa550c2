import gzip
import http.client
import os
import socket
import urllib.error
import urllib.request
from contextlib import contextmanager
from threading import Thread

import brotli
import pytest

from tools.serving import SiteServer, chosen_coding

SCRIPT = b"export const answer = 42;\n" * 40
BR, GZ = brotli.compress(SCRIPT), gzip.compress(SCRIPT, mtime=0)


@contextmanager
def serving(folder, **options):
    server = SiteServer(folder, prefix="/shelf/", **options)
    Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", server
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def site(tmp_path):
    """A folder with a script and its two twins, a wasm file without twins and a subfolder with an index page."""
    (tmp_path / "w.mjs").write_bytes(SCRIPT)
    (tmp_path / "w.mjs.br").write_bytes(BR)
    (tmp_path / "w.mjs.gz").write_bytes(GZ)
    (tmp_path / "a.wasm").write_bytes(b"\0asm")
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "index.html").write_text("rules")
    return tmp_path


def test_a_folder_beside_the_site_and_the_root_sent_to_the_site(tmp_path):
    (tmp_path / "site").mkdir()
    (tmp_path / "sample").mkdir()
    (tmp_path / "site" / "index.html").write_text("site")
    (tmp_path / "sample" / "index.html").write_text("sample")
    with serving(tmp_path / "site", beside={"/sample-explainer/": tmp_path / "sample"}) as (origin, _):
        with urllib.request.urlopen(origin + "/sample-explainer/index.html") as answer:
            assert answer.read() == b"sample"
        with urllib.request.urlopen(origin + "/") as answer:  # redirected
            assert answer.url == origin + "/shelf/" and answer.read() == b"site"
        with pytest.raises(urllib.error.HTTPError) as outside:
            urllib.request.urlopen(origin + "/elsewhere/index.html")
        assert outside.value.code == 404


@pytest.mark.parametrize("accept, coding, body", [
    ("gzip, deflate, br, zstd", "br", BR),  # Chromium's header
    ("gzip, deflate", "gzip", GZ),
    ("br;q=0.5, gzip", "gzip", GZ),
    ("br;q=0, gzip;q=0", None, SCRIPT),
    ("", None, SCRIPT),
])
def test_the_twin_the_request_accepts_with_the_original_type(site, accept, coding, body):
    with serving(site) as (origin, _):
        with urllib.request.urlopen(urllib.request.Request(origin + "/shelf/w.mjs", headers={"Accept-Encoding": accept})) as answer:
            assert answer.headers["Content-Type"] == "text/javascript" and answer.headers["Content-Encoding"] == coding
            assert answer.headers["Vary"] == "Accept-Encoding" and answer.headers["Cache-Control"] == "no-cache"
            assert answer.read() == body and answer.headers["Content-Length"] == str(len(body))


def test_codings_by_q_value_br_first_identity_when_nothing_fits():
    assert chosen_coding("gzip;q=1.0, br;q=1.0", ["br", "gzip"]) == "br"
    assert chosen_coding("gzip;q=0.9, br;q=0.8", ["br", "gzip"]) == "gzip"
    assert chosen_coding("*", ["gzip"]) == "gzip"
    assert chosen_coding("*;q=0.5, identity", ["br"]) == "identity"
    assert chosen_coding("br", []) == "identity"
    assert chosen_coding("compress, identity;q=0", ["br"]) == "identity", "nothing acceptable: the file as it is"


def test_keep_alive_head_revalidation_and_the_bytes_counted(site):
    with serving(site) as (origin, server):
        connection = http.client.HTTPConnection(origin.removeprefix("http://"))
        connection.request("GET", "/shelf/a.wasm", headers={"Accept-Encoding": "br"})
        wasm = connection.getresponse()
        assert wasm.headers["Content-Type"] == "application/wasm" and wasm.headers["Content-Encoding"] is None
        assert wasm.headers["Vary"] is None and wasm.read() == b"\0asm"
        socket_before = connection.sock
        connection.request("HEAD", "/shelf/w.mjs", headers={"Accept-Encoding": "br"})
        head = connection.getresponse()
        assert head.headers["Content-Length"] == str(len(BR)) and head.read() == b""
        connection.request("GET", "/shelf/w.mjs", headers={"Accept-Encoding": "br", "If-None-Match": head.headers["ETag"]})
        unchanged = connection.getresponse()
        assert unchanged.status == 304 and unchanged.read() == b""
        assert connection.sock is socket_before, "one connection for the three answers"
        assert server.requests == 3
        connection.close()


def test_every_byte_on_the_wire_is_counted(site):
    with serving(site) as (origin, server):
        with socket.create_connection(origin.removeprefix("http://").split(":")) as raw:
            raw.sendall(b"GET /shelf/w.mjs HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n")
            received = b""
            while chunk := raw.recv(65536):
                received += chunk
        assert server.bytes_sent == len(received) and received.endswith(GZ)


def test_a_folder_is_its_index_page_and_a_path_outside_the_prefix_is_missing(site):
    with serving(site) as (origin, _):
        with urllib.request.urlopen(origin + "/shelf/rules?x=1") as answer:
            assert answer.url == origin + "/shelf/rules/?x=1" and answer.read() == b"rules"
        for path in ("/a.wasm", "/shelf/missing.js", "/shelf/a.wasm/"):
            with pytest.raises(urllib.error.HTTPError) as missing:
                urllib.request.urlopen(origin + path)
            assert missing.value.code == 404


def test_a_twin_older_than_its_file_is_not_served(site):
    os.utime(site / "w.mjs.br", ns=(1, 1))  # the file was changed after its twins were made
    with serving(site) as (origin, _):
        with urllib.request.urlopen(urllib.request.Request(origin + "/shelf/w.mjs", headers={"Accept-Encoding": "br, gzip"})) as answer:
            assert answer.headers["Content-Encoding"] == "gzip" and answer.read() == GZ
