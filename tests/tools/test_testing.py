import subprocess

from tools import testing


def test_no_collected_test_counts_as_a_failure(monkeypatch, capsys):
    calls = []
    monkeypatch.setattr(testing, "build", lambda: calls.append("build"))
    monkeypatch.setattr(testing, "micropip_wheel", lambda: calls.append("micropip"))
    monkeypatch.setattr(testing, "ensure_chromium", lambda: calls.append("chromium"))
    monkeypatch.setattr(subprocess, "run", lambda cmd, **kwargs: calls.append(cmd[1:]) or subprocess.CompletedProcess(cmd, 5))
    assert testing.test() == 1
    assert calls[:3] == ["chromium", "build", "micropip"]
    assert sorted(calls[3:]) == sorted(testing.pytest_args(name, paths)[1:] for name, paths in testing.layers().items())
    closing = capsys.readouterr().out.splitlines()[-len(testing.layers()) - 2:]
    assert closing[0].split() == ["layer", "time", "result"] and all("[no tests collected]" in row for row in closing[1:-1])


def test_every_test_file_belongs_to_exactly_one_layer():
    in_layers = [f for paths in testing.layers().values() for p in paths for f in (sorted(p.rglob("test_*.py")) if p.is_dir() else [p])]
    assert sorted(in_layers) == sorted(testing.TESTS.rglob("test_*.py"))
    assert {"tests/engine", "tests/web", "tests/pyodide"} <= set(testing.layers())


def test_only_the_browser_layer_runs_on_several_workers():
    args = {name: testing.pytest_args(name, paths) for name, paths in testing.layers().items()}
    assert args[testing.BROWSER_LAYER][3:5] == ["-n", str(testing.BROWSER_WORKERS)]
    assert all("-n" not in line for name, line in args.items() if name != testing.BROWSER_LAYER)
