"""The tournaments that rate a game's bot levels: each pairing played through tournament.run, counted pair by pair."""

from gameshelf.engine import ratings, tournament

PAIRINGS = (("random", "easy"), ("easy", "heuristic"), ("heuristic", "hard"), ("random", "heuristic"))
SEATS = {"trick-of-the-rails": 3}  # a game that needs more than 2 players: every pair of seats in it is a result
PLAYERS = 2
SEED = 1000


def players_of(game_id):
    """The seat count a game's rating games are played with."""
    return SEATS.get(game_id, PLAYERS)


def orders_of(a, b, players):
    """The bot lists a pairing's games seat: [a, b], and at an odd seat count [b, a] too (cycled to the seats,
    a list gives its first level one seat more, so each level has the extra seat in half the games)."""
    return [[a, b]] if players % 2 == 0 else [[a, b], [b, a]]


def count_pairs(counts, seating, score, a, b):
    """Add every pair of seats of bots a and b in one finished game to counts {"wins", "losses", "draws"} (a's view)."""
    places = tournament.ranks(score)
    for s, bot in enumerate(seating):
        for q, other in enumerate(seating):
            if bot == a and other == b:
                key = "wins" if places[s] < places[q] else "losses" if places[s] > places[q] else "draws"
                counts[key] += 1


def play_pairing(game_id, a, b, games, budget, seed=SEED, cpu=False, jobs=1, on_game=None, players=None):
    """Play one pairing's tournament; its pairwise results {"a", "b", "wins", "losses", "draws"}."""
    counts = {"a": a, "b": b, "wins": 0, "losses": 0, "draws": 0}

    def record(k, deal, seating, score):
        count_pairs(counts, seating, score, a, b)
        if on_game:
            on_game(k, deal, seating, score)

    players = players or players_of(game_id)
    orders = orders_of(a, b, players)
    for i, order in enumerate(orders):
        share = games // len(orders) + (i < games % len(orders))
        tournament.run(game_id, players, order, share, budget, seed, None, record, cpu=cpu, jobs=jobs)
    return counts


def rate_game(game_id, games, budget, seed=SEED, cpu=False, jobs=1, on_game=None, players=None):
    """Play every pairing of a game; {"players", "games", "budget", "pairings", "levels"} (levels by ratings.fit)."""
    players = players or players_of(game_id)
    pairings = [play_pairing(game_id, a, b, games, budget, seed, cpu, jobs, on_game, players) for a, b in PAIRINGS]
    return {"players": players, "games": games, "budget": budget, "pairings": pairings,
            "levels": ratings.fit(pairings)}
