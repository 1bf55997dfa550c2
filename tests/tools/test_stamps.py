from tools import stamps


def test_the_fingerprint_follows_file_contents_and_skips_caches(tmp_path, monkeypatch):
    monkeypatch.setattr(stamps, "ROOT", tmp_path)
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "a.py").write_text("x = 1")
    before = stamps.fingerprint(tmp_path / "src", "pin==1")
    (tmp_path / "src" / "__pycache__").mkdir()
    (tmp_path / "src" / "__pycache__" / "a.pyc").write_bytes(b"junk")
    assert stamps.fingerprint(tmp_path / "src", "pin==1") == before
    assert stamps.fingerprint(tmp_path / "src", "pin==2") != before
    (tmp_path / "src" / "a.py").write_text("x = 2")
    assert stamps.fingerprint(tmp_path / "src", "pin==1") != before


def test_a_step_is_fresh_only_for_the_key_it_last_ran_with(tmp_path, monkeypatch):
    monkeypatch.setattr(stamps, "CACHE", tmp_path)
    assert not stamps.fresh("step", "k1")
    stamps.mark("step", "k1")
    assert stamps.fresh("step", "k1") and not stamps.fresh("step", "k2")


def test_a_locked_step_may_call_another_locked_step(tmp_path, monkeypatch):
    monkeypatch.setattr(stamps, "CACHE", tmp_path)
    inner = stamps.one_build_at_a_time(lambda: "inner")
    outer = stamps.one_build_at_a_time(lambda: inner() + " in outer")
    assert outer() == "inner in outer" and not stamps.LOCK_HELD
