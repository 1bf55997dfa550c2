"""Generic pieces of the searching bots: the engine's fast path, playouts, determinized Monte Carlo, progress.

The fast path works on a private copy of a state and changes it in place, skipping the checks
`Game.apply` makes for moves coming from outside. A game may speed it up with optional methods:

- `copy_state(state)`: a deep copy cheaper than the JSON round trip (default: `clone`);
- `sample_move(state, player, rng)`: the same move as `rng.choice(game.legal_moves(state, player))`,
  drawn without building every legal move.

A searching bot's `think(game, view, legal, player, rng, deadline)` is a generator that yields a
progress fraction every few tens of milliseconds and finally returns its move; `choose` runs it to
the end (`finish`).
"""

import json
import math
import time
from statistics import NormalDist

from gameshelf.engine.bots import finish  # noqa: F401 (search.finish: run a think generator to its end)

PROGRESS_INTERVAL = 0.03  # seconds of search between two progress reports
clock = time.monotonic  # the clock searches read their deadline on; tournaments may count CPU time instead
FALSE_DEPARTURE = 0.1  # the chance that noise alone makes some other candidate replace the default (one-sided, all together)
MIN_WORLDS = 4  # paired worlds another candidate needs before it may replace the default
PLAYOUT_LIMIT = 5000  # moves after which a playout is abandoned (a game that does not end)
STOP_EVERY = 8  # moves a rollout plays between two looks at its deadline


class Expired(Exception):
    """The deadline passed in the middle of a rollout: the rollout is abandoned and its round dropped."""


def check(stop, played):
    """Raise Expired when `stop()` says so (asked every STOP_EVERY moves; `stop` None never stops)."""
    if stop is not None and played % STOP_EVERY == 0 and stop():
        raise Expired


def perform(game, state, player, move):
    """Carry out a legal move on `state` in place (the game's in-place effect, without checks)."""
    game.perform(state, player, move)


def copy_state(game, state):
    """A private deep copy of a state, by the game's fast copy when it has one."""
    fast = getattr(game, "copy_state", None)
    return fast(state) if fast else json.loads(json.dumps(state))


def random_move(game, state, player, rng):
    """A uniformly random legal move, by the game's lazy sampler when it has one."""
    sampler = getattr(game, "sample_move", None)
    return sampler(state, player, rng) if sampler else rng.choice(game.legal_moves(state, player))


def random_policy(game, state, player, rng):
    """The playout policy that plays uniformly random legal moves."""
    return random_move(game, state, player, rng)


def playout(game, state, rng, policy=random_policy, limit=PLAYOUT_LIMIT, stop=None):
    """Play `state` forward in place with `policy(game, state, player, rng)` for up to `limit` moves; returns the count.

    `stop()` is asked now and then and raises Expired when true (a deadline inside a rollout).
    """
    for played in range(limit):
        acting = game.to_act(state)
        if not acting:
            return played
        check(stop, played)
        player = acting[0]
        perform(game, state, player, policy(game, state, player, rng))
    return limit


def play_turns(game, state, rng, policy, turns, turn_of, stop=None):
    """Play `state` on in place with `policy` until `turns` turn changes (`turn_of(state)` changing) or the end.

    `stop` as in `playout`.
    """
    changes = played = 0
    while changes < turns and game.to_act(state):
        check(stop, played)
        played += 1
        before = turn_of(state)
        player = game.to_act(state)[0]
        perform(game, state, player, policy(game, state, player, rng))
        changes += turn_of(state) != before


def sample_world(game, view, player, rng):
    """A full state consistent with the view, hidden parts sampled; the view itself is never touched."""
    return game.determinize(json.loads(json.dumps(view)), player, rng)


class Progress:
    """When a search should report progress and when it must stop: a wall-clock deadline, or a fixed round count."""

    def __init__(self, deadline, rounds=None, interval=PROGRESS_INTERVAL):
        self.start = clock()
        self.deadline = deadline
        self.rounds = rounds  # a fixed number of rounds, whatever the clock says (deterministic: tests), or None
        self.done = 0
        self.last_report = self.start
        self.interval = interval

    def more(self):
        """Whether another round may start."""
        if self.rounds is not None:
            return self.done < self.rounds
        return not self.expired()

    def expired(self):
        """Whether the deadline has passed (never, with a fixed round count)."""
        return self.rounds is None and clock() >= self.deadline

    def due(self):
        """Whether a progress report is due now (then the clock for the next one restarts)."""
        now = clock()
        if now - self.last_report < self.interval:
            return False
        self.last_report = now
        return True

    def fraction(self):
        """How far the search has got, 0..1, by rounds when capped, else by time."""
        if self.rounds is not None:
            return min(1.0, self.done / self.rounds)
        span = self.deadline - self.start
        return 1.0 if span <= 0 else max(0.0, min(1.0, (clock() - self.start) / span))


def flat_monte_carlo(game, view, player, candidates, rng, progress, evaluate, edge=0.0, sample=sample_world):
    """Determinized flat Monte Carlo: a generator yielding progress, returning the candidate of best mean value.

    Each round samples one world from the view (`sample(game, view, player, rng)`, by default
    `sample_world`) and scores every candidate in it (common random worlds make the comparison
    fairer): `evaluate(world, move, rng) -> float` plays `move` on its own copy of `world` and
    values the outcome for `player`; it may raise Expired. The deadline may
    cut a round short, even inside a rollout (even the first: then the default stands). The first candidate is the default (e.g. a
    heuristic's move): another replaces it only when its gain over the default, paired world by
    world, clears `edge` with confidence (`departure`): with few worlds, noise does not overrule it.
    """
    if len(candidates) == 1:
        return candidates[0]
    values = [[] for _ in candidates]
    while progress.more():
        world = sample(game, view, player, rng)
        try:
            for i, move in enumerate(candidates):
                values[i].append(evaluate(world, move, rng))
                if progress.due():
                    yield progress.fraction()
                if progress.expired():
                    break
        except Expired:
            break
        progress.done += 1
    return candidates[departure(values, edge)]


def departure(values, edge=0.0):
    """The index of the candidate to play: 0 (the default) unless another's paired gain over it clearly clears `edge`.

    `values[i]` holds candidate i's values world by world (the same worlds for every candidate).
    Another candidate qualifies when the lower confidence bound of its mean gain over the default
    (Student's t, at FALSE_DEPARTURE shared out among the challengers) is above `edge`, after at
    least MIN_WORLDS worlds; of those, the one with the highest bound is played.
    """
    best, best_bound = 0, edge
    level = FALSE_DEPARTURE / max(1, len(values) - 1)
    for i in range(1, len(values)):
        gains = paired_gains(values[i], values[0])
        n = len(gains)
        if n < MIN_WORLDS:
            continue
        mean, spread = mean_and_error(gains)
        bound = mean - t_quantile(level, n - 1) * spread
        if bound > best_bound:
            best, best_bound = i, bound
    return best


def paired_gains(values, baseline):
    """World by world, how much `values` beat `baseline` (the same worlds for both)."""
    return [v - b for v, b in zip(values, baseline)]


def mean_and_error(gains):
    """(mean, standard error of the mean) of at least two numbers."""
    n = len(gains)
    mean = sum(gains) / n
    return mean, math.sqrt(sum((g - mean) ** 2 for g in gains) / (n - 1) / n)


def t_quantile(p, df):
    """The value Student's t with `df` degrees of freedom exceeds with chance `p` (Cornish-Fisher; within 1 % from df 3)."""
    z = NormalDist().inv_cdf(1 - p)
    terms = ((z ** 3 + z) / 4,
             (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96,
             (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384,
             (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160)
    return z + sum(term / df ** (k + 1) for k, term in enumerate(terms))


class SearchBot:
    """Base of the Hard bots: `choose` runs `think` to the end; `rounds` fixes the search size (tests)."""

    label = "Hard"

    def __init__(self, rounds=None):
        self.rounds = rounds

    def choose(self, game, view, legal, player, rng, deadline):
        """The move `think` settles on."""
        return finish(self.think(game, view, legal, player, rng, deadline))

    def think(self, game, view, legal, player, rng, deadline):
        """A generator yielding progress fractions and returning the move."""
        raise NotImplementedError


class RolloutBot(SearchBot):
    """A Hard bot of determinized flat Monte Carlo: its candidates (the default first) are each played in sampled
    worlds, rolled out by `rollout` and valued by `value`; another replaces the default only when clearly better."""

    edge = 0.0  # how much better than the default (in `value` units) another candidate must look

    def think(self, game, view, legal, player, rng, deadline):
        """A generator yielding progress and returning the chosen candidate."""
        progress = Progress(deadline, self.rounds)
        candidates = self.candidates(game, view, legal, player, rng)
        yield progress.fraction()

        def evaluate(world, move, rng):
            state = copy_state(game, world)
            perform(game, state, player, move)
            self.rollout(game, state, player, rng, progress.expired)
            return self.value(game, state, player)

        return (yield from flat_monte_carlo(game, view, player, candidates, rng, progress, evaluate, self.edge,
                                            self.sample_world))

    def sample_world(self, game, view, player, rng):
        """One world consistent with the view (a bot may weigh what it infers from the view; default: `sample_world`)."""
        return sample_world(game, view, player, rng)

    def candidates(self, game, view, legal, player, rng):
        """The moves to compare, the default (e.g. the heuristic's move) first."""
        raise NotImplementedError

    def rollout(self, game, state, player, rng, stop):
        """Play the world on in place after a candidate (to the end, or to a horizon); `stop` as in `playout`."""
        raise NotImplementedError

    def value(self, game, state, player):
        """What the rolled-out state is worth to `player` (higher is better)."""
        raise NotImplementedError

    def play_to_end(self, game, state, player, rng, stop):
        """Play the world on in place to the end of the game (the analysis's playouts); default: `rollout`, for a bot
        whose rollout already goes to the end."""
        self.rollout(game, state, player, rng, stop)
