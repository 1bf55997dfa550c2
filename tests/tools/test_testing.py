import subprocess

from tools import testing


def test_no_collected_test_counts_as_a_failure(monkeypatch):
    calls = []
    monkeypatch.setattr(testing, "build", lambda: calls.append("build"))
    monkeypatch.setattr(testing, "micropip_wheel", lambda: calls.append("micropip"))
    monkeypatch.setattr(testing, "ensure_chromium", lambda: calls.append("chromium"))
    monkeypatch.setattr(subprocess, "run", lambda cmd, cwd: calls.append(cmd[1:]) or subprocess.CompletedProcess(cmd, 5))
    assert testing.test() == 1
    assert calls == ["chromium", "build", "micropip", ["-m", "pytest", "tests"]]
