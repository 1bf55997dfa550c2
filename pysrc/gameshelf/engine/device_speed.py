"""How fast a device searches: random Ticket to Ride playouts per second from a fixed early position, and the CPU
budget of this project's reference machine that one second of search on that device matches."""

import time

from gameshelf.engine import catalog, search
from gameshelf.engine.bots import BUDGET
from gameshelf.engine.rng import Rng, seed_state

GAME, PLAYERS = "ticket-to-ride", 2  # the game and seat count the speed is measured on
EARLY_SEED = 1  # the deal, and the seed of the seats' first random decisions
# Playouts per CPU second of CPython on the machine the strength curve was measured on, counted as the page counts
# them: one second of a device that plays R is worth R / REFERENCE there. 2026-12-07, after issue 27's second speed-up,
# quiet machine, `measure(clock=time.process_time, warm_up=0.25)` in ten fresh processes: 789-887, median 838. The
# shorter warm-up here covers what a phone's second covers: every counted playout played once before, and the hand
# memo not yet started afresh (a full second here plays past its 16,384 hands: 632-748). Before the warm-up existed:
# 400, then 634 (3-second counts). The curve's runs shared the cores, so a device's budget comes out, if anything, low.
REFERENCE = 838.0
SECONDS = 0.25  # how long the page's quiet measurement counts
WARM_UP = 1.0  # how long it plays first, uncounted. A worker's first playouts run at a fraction of its later speed (the
# bench's worker, counted right after boot: 278 then 420-609 a second here, 61 then 105-153 on the x4 phone estimate);
# after a quarter second's warm-up its first count was still 182 (here) and 62 (x4), after a second's 383 and 96,
# against 290-562 and 83-112 for the counts after it. CPython's first quarter second runs at about 80 %.


def early_position(game, players, options=None):
    """The state after each seat's first decision, chosen at random from a fixed seed."""
    state = game.new(players, EARLY_SEED, options)
    rng = Rng(seed_state(EARLY_SEED))
    for _ in range(players):
        acting = game.to_act(state)
        if not acting:
            break
        state = game.apply(state, acting[0], rng.choice(game.legal_moves(state, acting[0])))
    return state


def fast_playout(game, state, rng):
    """A random playout on the search fast path: one copy, moves sampled lazily and played in place."""
    search.playout(game, search.copy_state(game, state), rng)


def rate(game, start, playout=fast_playout, seconds=SECONDS, clock=time.process_time):
    """Playouts per second of `clock` (CPU time by default: cores may be shared) of `playout` from `start`."""
    rng = Rng(seed_state(7))
    count, began, elapsed = 0, clock(), 0.0
    while count == 0 or elapsed < seconds:
        playout(game, start, rng)
        count += 1
        elapsed = clock() - began
    return count / max(elapsed, 1e-9)


def measure(seconds=SECONDS, clock=time.perf_counter, warm_up=WARM_UP):
    """This device's playouts per second of its clock (wall time by default: what a bot's deadline counts), counted
    after `warm_up` seconds of the same playouts."""
    game = catalog.get(GAME)
    start = early_position(game, PLAYERS)
    rate(game, start, seconds=warm_up, clock=clock)
    return rate(game, start, seconds=seconds, clock=clock)


def budget_of(playouts_per_s):
    """The reference machine's CPU seconds that the bots' wall-clock budget on a device this fast matches."""
    return BUDGET * playouts_per_s / REFERENCE
