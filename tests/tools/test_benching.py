import subprocess

from tools import benching


def test_the_bench_runs_after_a_build_and_passes_json_on(monkeypatch):
    calls = []
    monkeypatch.setattr(benching, "build", lambda: calls.append("build"))
    monkeypatch.setattr(benching, "ensure_chromium", lambda: None)
    monkeypatch.setattr(subprocess, "run", lambda cmd, cwd: calls.append([str(c) for c in cmd[1:]]) or subprocess.CompletedProcess(cmd, 0))
    assert benching.bench(as_json=True) == 0
    assert calls[0] == "build" and calls[1][0].endswith("bench/bench.py") and calls[1][1:] == ["--json"]


def load_bench():
    """bench/bench.py as a module."""
    import importlib.util

    from tools.common import ROOT

    spec = importlib.util.spec_from_file_location("gameshelf_bench", ROOT / "bench" / "bench.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_report_gives_ratios_to_the_bare_boot_and_a_row_per_bot_level():
    bench = load_bench()
    boot = {"bare_boot_s": 2.0, "cold_board_s": 2.2, "warm_board_s": 0.6, "cached_paint_s": 0.6}
    out = {**boot, "first_visit_bytes": 14_000_000, "pyodide_core_bytes": 13_500_000, "snapshot_bytes": 7e6, "snapshot_memory_bytes": 31e6,
           "throttled": {key: value * 2 for key, value in boot.items()},
           "boot_stages_ms": {"cold": {"runtime_fetched_ms": 1, "python_started_ms": 2, "ready_ms": 3}, "warm": {"ready_ms": 1, "boot": "snapshot"}},
           "move_ms": {"median_ms": 2, "p95_ms": 4, "moves": 9}, "bot_decision_ms": {"g": {"easy": {"median_ms": 1, "p95_ms": 2, "moves": 3}, "hard": {"median_ms": 9, "p95_ms": 20, "moves": 3}}},
           "cpython_random_games_per_s": 5.0, "playouts_per_s": {"g": 100.0}}
    out["ratios"] = bench.ratios(out)
    assert out["ratios"] == {"cold_board_s": 1.1, "warm_board_s": 0.3, "cached_paint_s": 0.3, "throttled_cold_board_s": 1.1,
                             "throttled_warm_board_s": 0.3, "throttled_cached_paint_s": 0.3, "first_visit_bytes": 1.037}
    labels = [label for label, _, _ in bench.table(out)]
    assert sum("Bot decision in Pyodide, g," in label for label in labels) == 2
    assert any("playouts/s, g" in label for label in labels)
