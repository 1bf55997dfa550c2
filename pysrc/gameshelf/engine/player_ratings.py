"""The player's estimated rating per game, from Your games: the results against rated bot levels, fitted by
ratings.fit_player (the page's history records in, an estimate per game from MIN_GAMES counted games on out)."""

from gameshelf.engine import rating_table, ratings, tournament

MIN_GAMES = 3  # no estimate from fewer counted games


def results_of(record, levels):
    """A record's results of its one person at the device against each rated bot, [(rating, points 1 / 0.5 / 0)];
    [] when it does not count (hints were offered, or not exactly one person played at the device)."""
    seats = record["seats"]
    people = [i for i, seat in enumerate(seats) if seat["kind"] == "human"]
    if record.get("hints") or len(people) != 1:
        return []
    places = tournament.ranks({"winners": record["winners"], "players": [{"total": t} for t in record["totals"]]})
    you = people[0]
    return [(levels[seat["bot"]], 1.0 if places[you] < places[b] else 0.0 if places[you] > places[b] else 0.5)
            for b, seat in enumerate(seats) if seat["kind"] == "bot" and seat.get("bot") in levels]


def estimates(records):
    """{game id: {"rating", "low", "high", "games"}} for every game with MIN_GAMES counted records or more."""
    out = {}
    for game in sorted({record["game"] for record in records}):
        levels = rating_table.level_ratings(game)
        counted = [found for found in (results_of(r, levels) for r in records if r["game"] == game) if found]
        if len(counted) >= MIN_GAMES:
            out[game] = {**ratings.fit_player([result for found in counted for result in found]), "games": len(counted)}
    return out
