"""Bot tournaments: the same deals with the bots rotated through the seats, and the statistics of the results."""

import math
import multiprocessing
import time
from concurrent.futures import ProcessPoolExecutor

from gameshelf.engine import catalog, search
from gameshelf.engine.bots import bot_rng

BUDGET = 0.5  # CPython seconds per decision that match the browser's 1 s in Pyodide (ratio 1.7-2.1; docs/bots.md)
MOVE_LIMIT = 20000  # a game longer than this is an invariant break (it does not end)
Z95 = 1.959964  # the normal quantile of a two-sided 95 % interval


def lineups(bots, players):
    """The distinct seatings of the bots: the list (cycled to the seat count) rotated through every seat."""
    cycle = [bots[i % len(bots)] for i in range(max(players, len(bots)))]
    out = []
    for r in range(len(cycle)):
        seating = [cycle[(s + r) % len(cycle)] for s in range(players)]
        if seating not in out:
            out.append(seating)
    return out


def wilson(wins, n):
    """The Wilson 95 % score interval (low, high) of a proportion wins / n."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    spread = Z95 * Z95 / n
    centre = (p + spread / 2) / (1 + spread)
    half = Z95 * math.sqrt(p * (1 - p) / n + spread / (4 * n)) / (1 + spread)
    return max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))  # p itself, even at 0 or 1 in floats


def percentile(values, q):
    """The q-quantile (0..1) of values by the nearest-rank method; 0.0 when there are none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def play_game(game, seating, seed, options, budget, timings):
    """One game of bots seated as `seating` (bot names); checks every move and invariant; returns the score.

    A searching bot's deadline is on `search.clock` (wall or CPU time), any other bot's on time.monotonic().
    """
    bots = game.bots()
    state = game.new(len(seating), seed, options)
    game.check_invariants(state)
    for number in range(MOVE_LIMIT):
        acting = game.to_act(state)
        if not acting:
            return game.score(state)
        player = acting[0]
        legal = game.legal_moves(state, player)
        if len(legal) == 1:
            move = legal[0]
        else:
            name = seating[player]
            bot = bots[name]
            now = search.clock if isinstance(bot, search.SearchBot) else time.monotonic
            started = time.perf_counter()
            move = bot.choose(game, game.view(state, player), legal, player, bot_rng(seed, number, player), now() + budget)
            timings.setdefault(name, []).append(time.perf_counter() - started)
        state = game.apply(state, player, move)  # raises IllegalMove on a bot's illegal move
        game.check_invariants(state)
    raise AssertionError(f"seed {seed}: the game did not end within {MOVE_LIMIT} moves")


def ranks(score):
    """Each seat's place: 1 for the winners, then by total (equal totals share a place)."""
    winners = set(score["winners"])
    totals = [p["total"] for p in score["players"]]

    def above(q, s):
        return (q in winners and s not in winners) or (q not in winners and s not in winners and totals[q] > totals[s])

    return [1 + sum(above(q, s) for q in range(len(totals))) for s in range(len(totals))]


def tally(records, seating, score):
    """Add one finished game to the per-bot records."""
    totals = [p["total"] for p in score["players"]]
    places = ranks(score)
    for name in set(seating):
        seats = [s for s, b in enumerate(seating) if b == name]
        others = [totals[s] for s, b in enumerate(seating) if b != name]
        record = records.setdefault(name, {"games": 0, "wins": 0.0, "ranks": [], "margins": [], "results": {}})
        record["games"] += 1
        record["wins"] += sum(s in score["winners"] for s in seats) / len(score["winners"])
        record["ranks"] += [places[s] for s in seats]
        record["margins"] += [totals[s] - max(others, default=0) for s in seats]
        if "result" in score:
            record["results"][score["result"]] = record["results"].get(score["result"], 0) + 1


def summary(game_id, players, games, budget, records, timings):
    """The tournament's summary object (the --json output)."""
    bots = {}
    for name, r in records.items():
        low, high = wilson(r["wins"], r["games"])
        bots[name] = {
            "games": r["games"],
            "wins": r["wins"],
            "win_rate": r["wins"] / r["games"],
            "wilson_low": low,
            "wilson_high": high,
            "mean_rank": sum(r["ranks"]) / len(r["ranks"]),
            "mean_margin": sum(r["margins"]) / len(r["margins"]),
            "decision_p50_s": percentile(timings.get(name, []), 0.5),
            "decision_p95_s": percentile(timings.get(name, []), 0.95),
        }
        if r["results"]:
            bots[name]["results"] = dict(sorted(r["results"].items()))
    return {"game": game_id, "players": players, "games": games, "budget": budget, "bots": bots}


def use_clock(cpu):
    """Make searching bots read their deadlines on this process's CPU time (`cpu`) or the wall clock."""
    search.clock = time.process_time if cpu else time.monotonic


def play_numbered(entry):
    """One game of a tournament's plan, (game id, seating, deal, options, budget) -> (score, {bot: decision times})."""
    game_id, seating, deal, options, budget = entry
    timings = {}
    return play_game(catalog.get(game_id), seating, deal, options, budget, timings), timings


def run(game_id, players, bots, games, budget, seed=1, options=None, on_game=None, cpu=False, jobs=1):
    """Play `games` games: deal k // len(lineups) from `seed`, seated by lineup k % len(lineups); returns the summary.

    With `cpu`, searching bots spend `budget` seconds of this process's CPU time per decision
    (on a machine whose cores are shared, wall-clock budgets would give them only a share of it).
    With `jobs` > 1 the games are shared out to that many processes (forked, so they see the same
    catalog); each game is the same as in one process, and the results are taken in game order.
    """
    seatings = lineups(bots, players)
    plan = [(game_id, seatings[k % len(seatings)], seed + k // len(seatings), options, budget) for k in range(games)]
    records, timings = {}, {}
    wall = search.clock
    use_clock(cpu)
    try:
        if jobs > 1:
            pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork"), initializer=use_clock, initargs=(cpu,))
            try:
                tally_all(enumerate(pool.map(play_numbered, plan)), plan, records, timings, on_game)
            finally:
                pool.shutdown(cancel_futures=True)  # a failed game stops the games not yet started
        else:
            tally_all(enumerate(map(play_numbered, plan)), plan, records, timings, on_game)
    finally:
        search.clock = wall
    return summary(game_id, players, games, budget, records, timings)


def tally_all(played, plan, records, timings, on_game):
    """Add each (game number, (score, times)) of `played`, in order, to the records and timings."""
    for k, (score, times) in played:
        _, seating, deal, _, _ = plan[k]
        tally(records, seating, score)
        for name, values in times.items():
            timings.setdefault(name, []).extend(values)
        if on_game:
            on_game(k, deal, seating, score)
