import gzip
import hashlib
import os

import brotli

from tools import compress

TEXT = b"<p>A board game in your browser.</p>\n" * 200


def test_twins_of_compressible_files_only_when_they_save_enough(tmp_path, monkeypatch):
    monkeypatch.setattr(compress, "CACHE", tmp_path)
    files = {"index.html": TEXT, "w.wasm": TEXT, "icons/a.png": TEXT, "python_stdlib.zip": os.urandom(4000), "tiny.js": b"1"}
    out = compress.twins(files)
    assert sorted(out) == ["index.html.br", "index.html.gz", "w.wasm.br", "w.wasm.gz"]
    assert brotli.decompress(out["index.html.br"]) == TEXT and gzip.decompress(out["w.wasm.gz"]) == TEXT
    assert compress.twins(files) == out, "the same bytes every build (gzip without a time stamp)"


def test_a_content_is_compressed_once_then_read_from_the_cache(tmp_path, monkeypatch):
    monkeypatch.setattr(compress, "CACHE", tmp_path)
    made = []
    monkeypatch.setattr(compress, "ENCODINGS", {s: lambda data, make=make: made.append(1) or make(data) for s, make in compress.ENCODINGS.items()})
    first = compress.twins({"a.js": TEXT})
    assert compress.twins({"b/renamed.js": TEXT}) == {"b/renamed.js" + suffix: twin for suffix, twin in ((".br", first["a.js.br"]), (".gz", first["a.js.gz"]))}
    assert len(made) == 2, "one brotli and one gzip run for the one content"


def test_the_cache_keeps_the_most_recently_used_twins(tmp_path, monkeypatch):
    monkeypatch.setattr(compress, "CACHE", tmp_path)
    monkeypatch.setattr(compress, "KEPT_BYTES", 1)
    compress.twins({"a.js": TEXT})
    compress.twins({"b.js": TEXT + b"more"})
    kept = [path.name for path in (tmp_path / "compress").iterdir()]
    assert len(kept) == 1 and kept[0].startswith(hashlib.sha256(TEXT + b"more").hexdigest()), "only the newest twin stays"
