"""Random playouts per second for each game, on the search fast path and on the contract path.

`measure()` -> {game label: playouts per second} (fast path) is what `build.py bench` reports;
run `python3 bench/playouts.py` to see both paths side by side. A playout starts from an early
position (the seats' first decisions already made at random) and plays uniformly random legal moves
to the end. The fast path copies the start once and plays in place (`engine.search.playout`); the
contract path is `rng.choice(game.legal_moves(...))` and `game.apply` per move, as the site does.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "pysrc"))

from gameshelf.engine import catalog  # noqa: E402  (needs pysrc on the path)
from gameshelf.engine.device_speed import early_position, fast_playout, rate  # noqa: E402

# (label, game id, players, options)
GAMES = [
    ("Ticket to Ride USA", "ticket-to-ride", 2, None),
    ("Ticket to Ride Nordic", "ticket-to-ride-nordic", 2, None),
    ("Kingdom Builder", "kingdom-builder", 2, None),
    ("Off the Rails", "off-the-rails", 2, None),
    ("Off the Rails solo", "off-the-rails", 1, None),
    ("Trick of the Rails (3 players)", "trick-of-the-rails", 3, None),
]
SECONDS = 2.0  # measuring time per game and path


def contract_playout(game, state, rng):
    """A random playout through the public contract: legal_moves and apply (a copy per move)."""
    while game.to_act(state):
        player = game.to_act(state)[0]
        state = game.apply(state, player, rng.choice(game.legal_moves(state, player)))


def measure(seconds=SECONDS, playout=fast_playout):
    """{game label: random playouts per second} for every game of GAMES."""
    out = {}
    for label, game_id, players, options in GAMES:
        game = catalog.get(game_id)
        out[label] = rate(game, early_position(game, players, options), playout, seconds)
    return out


def main():
    """Print both paths per game, and the ratio."""
    fast, contract = measure(), measure(playout=contract_playout)
    width = max(len(label) for label in fast)
    print(f"{'random playouts/s':{width}}  {'fast':>8}  {'contract':>8}  ratio")
    for label in fast:
        print(f"{label:{width}}  {fast[label]:8.1f}  {contract[label]:8.1f}  {fast[label] / contract[label]:5.1f}x")


if __name__ == "__main__":
    main()
