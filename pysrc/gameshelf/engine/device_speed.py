"""How fast a device searches: random Ticket to Ride playouts per second from a fixed early position, and the CPU
budget of this project's reference machine that one second of search on that device matches."""

import time

from gameshelf.engine import catalog, search
from gameshelf.engine.bots import BUDGET
from gameshelf.engine.rng import Rng, seed_state

GAME, PLAYERS = "ticket-to-ride", 2  # the game and seat count the speed is measured on
EARLY_SEED = 1  # the deal, and the seed of the seats' first random decisions
# Playouts per CPU second of CPython on the machine the strength curve was measured on (`measure(3,
# time.process_time)` there): one second of a device that plays R is worth R / REFERENCE there. 2026-12-06, before
# issue 27's second speed-up: 393-407 (400). 2026-12-07 with it, alternating with af3bc83 (whose quiet value is 400)
# at load 5-7, six pairs: ratios 1.39-2.10, median 1.585, so 400 x 1.585.
REFERENCE = 634.0
SECONDS = 0.25  # how long the page's quiet measurement runs


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


def measure(seconds=SECONDS, clock=time.perf_counter):
    """This device's playouts per second of its clock (wall time by default: what a bot's deadline counts)."""
    game = catalog.get(GAME)
    return rate(game, early_position(game, PLAYERS), seconds=seconds, clock=clock)


def budget_of(playouts_per_s):
    """The reference machine's CPU seconds that the bots' wall-clock budget on a device this fast matches."""
    return BUDGET * playouts_per_s / REFERENCE
