"""Elo-like ratings: a Bradley-Terry fit of levels from pairwise results, and one player's rating against them."""

import math

from gameshelf.engine.tournament import Z95

ANCHOR = "random"  # the level whose rating is fixed
ANCHOR_RATING = 1000.0
SCALE = 400.0  # rating points per factor 10 in the odds of winning (Elo's scale)
SLOPE = math.log(10) / SCALE  # d(log odds) / d(rating)
VIRTUAL_DRAWS = 1  # draws added to every pairing so that a perfect score keeps a finite rating
STEPS = 100  # Newton steps at most
TOLERANCE = 1e-9  # rating points: a step smaller than this ends the fit
MAX_STEP = 400.0  # rating points a Newton step may move a rating (a lopsided start would overshoot)


def expected(rating, other):
    """The chance (score) of a side rated `rating` against one rated `other`."""
    return 1.0 / (1.0 + 10.0 ** ((other - rating) / SCALE))


def solve(matrix, vector):
    """x with matrix @ x = vector, by Gaussian elimination with partial pivoting (a small, dense system)."""
    n = len(vector)
    rows = [list(matrix[i]) + [vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col and rows[r][col]:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def inverse_diagonal(matrix):
    """The diagonal of a small matrix's inverse."""
    n = len(matrix)
    return [solve(matrix, [1.0 if j == i else 0.0 for j in range(n)])[i] for i in range(n)]


def with_virtual_draws(pairings):
    """Each pairing's (a, b, points of a, games) with VIRTUAL_DRAWS draws added."""
    out = []
    for p in pairings:
        games = p["wins"] + p["losses"] + p["draws"] + VIRTUAL_DRAWS
        out.append((p["a"], p["b"], p["wins"] + (p["draws"] + VIRTUAL_DRAWS) / 2, games))
    return out


def gradient_and_information(free, ratings, games):
    """The log-likelihood's gradient and Fisher information over the `free` levels at `ratings`."""
    index = {name: i for i, name in enumerate(free)}
    grad = [0.0] * len(free)
    info = [[0.0] * len(free) for _ in free]
    for a, b, points, n in games:
        p = expected(ratings[a], ratings[b])
        w = n * p * (1 - p) * SLOPE * SLOPE
        for side, sign in ((a, 1), (b, -1)):
            if side in index:
                grad[index[side]] += sign * SLOPE * (points - n * p)
                info[index[side]][index[side]] += w
        if a in index and b in index:
            info[index[a]][index[b]] -= w
            info[index[b]][index[a]] -= w
    return grad, info


def fit(pairings, anchor=ANCHOR, anchor_rating=ANCHOR_RATING):
    """Ratings of levels from pairings [{"a", "b", "wins", "losses", "draws"} (a's results against b)].

    Returns {level: {"rating", "low", "high"}}, the interval 95 % from the likelihood's curvature;
    the anchor is fixed, so its interval is its rating.  Every level must be linked to the anchor.
    """
    games = with_virtual_draws(pairings)
    levels = sorted({p[0] for p in games} | {p[1] for p in games} | {anchor})
    free = [name for name in levels if name != anchor]
    ratings = {name: anchor_rating for name in levels}
    for _ in range(STEPS):
        grad, info = gradient_and_information(free, ratings, games)
        step = [max(-MAX_STEP, min(MAX_STEP, d)) for d in solve(info, grad)]
        for name, delta in zip(free, step):
            ratings[name] += delta
        if max(map(abs, step), default=0.0) < TOLERANCE:
            break
    _, info = gradient_and_information(free, ratings, games)
    spread = dict(zip(free, (Z95 * math.sqrt(v) for v in inverse_diagonal(info))))
    return {name: {"rating": ratings[name], "low": ratings[name] - spread.get(name, 0.0),
                   "high": ratings[name] + spread.get(name, 0.0)} for name in levels}


def fit_player(results):
    """One player's rating from results [(opponent's rating, points 1 / 0.5 / 0)]: {"rating", "low", "high", "games"}.

    The same model with one unknown; one virtual draw against the opponents' mean rating keeps a
    perfect score finite.  None without results.
    """
    if not results:
        return None
    mean = sum(r for r, _ in results) / len(results)
    games = [(rating, points, 1.0) for rating, points in results] + [(mean, 0.5 * VIRTUAL_DRAWS, float(VIRTUAL_DRAWS))]
    rating = mean
    for _ in range(STEPS):
        grad = sum(SLOPE * (points - n * expected(rating, other)) for other, points, n in games)
        info = sum(n * expected(rating, other) * (1 - expected(rating, other)) * SLOPE * SLOPE for other, _, n in games)
        step = max(-MAX_STEP, min(MAX_STEP, grad / info))
        rating += step
        if abs(step) < TOLERANCE:
            break
    spread = Z95 / math.sqrt(info)
    return {"rating": rating, "low": rating - spread, "high": rating + spread, "games": len(results)}

