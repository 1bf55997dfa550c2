import subprocess

from tools import benching


def test_the_bench_runs_after_a_build_and_passes_json_on(monkeypatch):
    calls = []
    monkeypatch.setattr(benching, "build", lambda: calls.append("build"))
    monkeypatch.setattr(benching, "ensure_chromium", lambda: None)
    monkeypatch.setattr(subprocess, "run", lambda cmd, cwd: calls.append([str(c) for c in cmd[1:]]) or subprocess.CompletedProcess(cmd, 0))
    assert benching.bench(as_json=True) == 0
    assert calls[0] == "build" and calls[1][0].endswith("bench/bench.py") and calls[1][1:] == ["--json"]
