import subprocess

from tools import benching


def test_the_bench_runs_after_a_build_and_passes_json_on(monkeypatch):
    calls = []
    monkeypatch.setattr(benching, "build", lambda: calls.append("build"))
    monkeypatch.setattr(benching, "ensure_chromium", lambda: None)
    monkeypatch.setattr(subprocess, "run", lambda cmd, cwd: calls.append([str(c) for c in cmd[1:]]) or subprocess.CompletedProcess(cmd, 0))
    assert benching.bench(as_json=True, runs=3, boot_only=True) == 0
    assert calls[0] == "build" and calls[1][0].endswith("bench/bench.py") and calls[1][1:] == ["--json", "--runs", "3", "--boot-only"]
    assert benching.bench(no_advice=True) == 0 and calls[-1][1:] == ["--runs", "1", "--no-advice"]



def test_the_network_bench_is_its_own_script(monkeypatch):
    calls = []
    monkeypatch.setattr(benching, "build", lambda: None)
    monkeypatch.setattr(benching, "ensure_chromium", lambda: None)
    monkeypatch.setattr(subprocess, "run", lambda cmd, cwd: calls.append([str(c) for c in cmd[1:]]) or subprocess.CompletedProcess(cmd, 0))
    assert benching.bench(as_json=True, network=True) == 0
    assert calls[0][0].endswith("bench/network.py") and calls[0][1:] == ["--json"]

def load_bench():
    """bench/bench.py as a module."""
    import importlib.util

    from tools.common import ROOT

    spec = importlib.util.spec_from_file_location("gameshelf_bench", ROOT / "bench" / "bench.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_report_gives_median_ratios_with_their_spread_and_a_row_per_bot_level():
    bench = load_bench()
    runs = [{"bare_boot_s": 2.0, "cold_board_s": 2.2, "warm_board_s": 0.6, "cached_paint_s": 0.2, "bare_boot_site_runtime_s": 1.1},
            {"bare_boot_s": 4.0, "cold_board_s": 4.8, "warm_board_s": 0.8, "cached_paint_s": 0.2, "bare_boot_site_runtime_s": 2.4},
            {"bare_boot_s": 3.0, "cold_board_s": 3.0, "warm_board_s": 0.9, "cached_paint_s": 0.6, "bare_boot_site_runtime_s": 1.5}]
    cold_visit = {"snapshot_bytes": 7e6, "snapshot_memory_bytes": 31e6, "first_visit_bytes": 14_000_000}
    measured = {"": [{**run, **cold_visit} for run in runs], "throttled": runs, "throttled_page_only": runs[:1]}
    out = bench.summary(measured)
    assert out["bare_boot_s"] == 3.0 and out["cold_board_s"] == 3.0 and out["throttled"]["cached_paint_s"] == 0.2
    assert out["ratios"]["cold_board_s"] == 1.1 and out["ratio_spread"]["cold_board_s"] == [1.0, 1.2]
    assert out["ratios"]["throttled_warm_board_s"] == 0.3 and out["ratio_spread"]["throttled_warm_board_s"] == [0.2, 0.3]
    assert out["ratios"]["throttled_page_only_cached_paint_s"] == 0.1 and out["runs"] == 3
    assert out["ratios"]["cold_board_s_vs_site_runtime"] == 2.0 and out["ratio_spread"]["cold_board_s_vs_site_runtime"] == [2.0, 2.0]
    out.update(pyodide_core_bytes=13_500_000, move_ms={"median_ms": 2, "p95_ms": 4, "moves": 9},
               bot_decision_ms={"g": {"easy": {"median_ms": 1, "p95_ms": 2, "moves": 3}, "hard": {"median_ms": 9, "p95_ms": 20, "moves": 3}}},
               cpython_random_games_per_s=5.0, playouts_per_s={"g": 100.0},
               together={"first_join_ms": 1400, "cached_join_ms": 600, "move_delay_ms": {"median": 25.0, "p95": 38.0, "moves": 30},
                         "bytes_per_move": 9000, "join_link_chars": 150, "join_code_chars": 115, "reply_chars": 91},
               history={"shelf_ms": {"empty": 300, "full": 310}, "history_ms": 120, "records": 2000},
               device_speed={"playouts_per_s": 200.0, "budget": 0.5, "hard": {"ticket-to-ride": 0.7}},
               phone={"device_speed": {"playouts_per_s": 50.0, "budget": 0.125, "hard": {"ticket-to-ride": 0.61}},
                      "hard_decision_ms": {"g": {"median_ms": 1010, "p95_ms": 1080, "moves": 4}}},
               boot_stages_ms={"cold": {"worker_created_ms": 5, "runtime_fetched_ms": 1, "python_started_ms": 2, "rules_installed_ms": 3, "ready_ms": 4},
                               "warm": {"worker_created_ms": 5, "ready_ms": 1, "boot": "snapshot"}})
    out["ratios"]["first_visit_bytes"] = 1.037
    rows = bench.table(out)
    labels = [label for label, _, _ in rows]
    assert sum("Bot decision in Pyodide, g," in label for label in labels) == 2
    assert any("playouts/s, g" in label for label in labels)
    assert ("Playing together: join link (its code) / reply, characters", "150 (115) / 91", "link < 200, reply < 100") in rows
    assert ("Shelf painted, no history / 2000 games in the history (best of 3)", "300 ms / 310 ms", "as fast") in rows
    assert ("First playable board, cold (first visit)", "3.00 s = 1.10x bare (runs 1.00-1.20x)", "<= 1.15x") in rows
    assert any(label.endswith("(whole browser at CPU x4)") for label in labels)
    assert ("Device measure, phone estimate (x4): playouts/s, the CPU budget a bot's second matches",
            "50/s, 0.12 s, Hard 61% against Normal in ticket-to-ride", "") in rows
    assert ("Hard decision on the phone estimate (x4), g (4 moves): median / p95", "1010 ms / 1080 ms", "about 1 s, as on a laptop") in rows
    assert ("First playable board, cold, against the bare boot on the site's runtime files", "2.00x site-runtime bare (runs 2.00-2.00x)", "") in rows


def test_the_bench_prints_the_keys_the_issue_names():
    bench = load_bench()
    assert {"bare_boot_s", "cold_board_s", "warm_board_s", "cached_paint_s"} <= set(bench.BOOT_KEYS)
    assert bench.STOCK_PYODIDE != bench.SITE_PREFIX, "the bare boot's yardstick is the npm package's own files, not the site's"
    assert "throttled" in bench.SLOW_DEVICES and bench.DEVICES["throttled"][0] == bench.THROTTLE == 4


def test_the_network_server_serves_the_twins_only_when_compressed(tmp_path):
    import importlib.util
    import threading
    import urllib.request

    from tools.common import ROOT

    spec = importlib.util.spec_from_file_location("gameshelf_network", ROOT / "bench" / "network.py")
    network = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(network)
    (tmp_path / "a.js").write_text("x" * 1000)
    (tmp_path / "a.js.br").write_bytes(b"twin")
    for compressed, body in ((False, b"x" * 1000), (True, b"twin")):
        server = network.NetworkServer(tmp_path, 1e9, 0, compressed, prefix="/shelf/")
        threading.Thread(target=server.serve_forever, daemon=True).start()
        request = urllib.request.Request(f"http://127.0.0.1:{server.server_address[1]}/shelf/a.js", headers={"Accept-Encoding": "br"})
        with urllib.request.urlopen(request) as answer:
            assert answer.read() == body and server.requests == 1
        server.shutdown()
        server.server_close()


def test_the_advice_bench_sums_up_an_analysis_and_hints_into_rows():
    load_bench()  # puts bench/ and pysrc/ on the path
    import advice

    decisions = [{"forced": False, "worlds": 48}, {"forced": True, "worlds": 0}, {"forced": False, "worlds": 20},
                 {"forced": False, "worlds": 30}]
    run = {"ms": 3000.0, "calls": 31, "fractions": [0.1, 0.5, 0.9], "analysis": {"budget": 1, "worlds": 48, "decisions": decisions}}
    summary = advice.analysis_summary(run)
    assert summary == {"seconds": 3.0, "decisions": 4, "judged": 3, "per_decision_ms": 1000, "budget_s": 1, "worlds_cap": 48,
                       "worlds": {"median": 30, "fewest": 20}, "calls": 31, "progress_rises": True}
    hints = advice.hint_summary([900.0, 1000.0, 1010.0, 1100.0])
    assert hints == {"median_ms": 1005, "p95_ms": 1100, "hints": 4}
    rows = advice.rows({"analysis": {advice.WHOLE_GAME: summary, "kingdom-builder": summary}, "hints": {"kingdom-builder": hints}})
    assert rows[0][1:] == ("3.0 s / 1000 ms / 30 (20)", "< 60 s") and rows[1][2] == ""
    assert rows[2] == ("Hint in Pyodide, kingdom-builder (4 hints): median / p95", "1005 ms / 1100 ms", "p95 <= 1.2 s")
