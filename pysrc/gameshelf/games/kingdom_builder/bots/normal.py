"""Kingdom Builder's Normal bot: the heuristic (one-step lookahead on the game's cards, castles and tiles) and the yardstick the other levels share."""

import time

from gameshelf.engine.game import clone
from gameshelf.games.kingdom_builder.scoring import score_board

OWN_BUDGET = 0.15  # seconds per decision in CPython, well under a second in Pyodide
TILE_VALUE = 4.0  # a location tile is worth about one extra settlement per turn
RIVAL_WEIGHT = 0.25  # how much the strongest opponent's gold counts against ours
FOLLOW_UPS = 4  # destinations sampled when judging which settlement to move


def gold(game, state, player):
    """Own gold minus a share of the best rival's, plus the tiles held (the heuristic's yardstick)."""
    settlements = [pl["settlements"] for pl in state["players"]]
    results = score_board(game.board(state), settlements, state["cards"], state["options"])
    totals = [sum(points.values()) for points, _ in results]
    rival = max(t for p, t in enumerate(totals) if p != player)
    return totals[player] - RIVAL_WEIGHT * rival + TILE_VALUE * len(state["players"][player]["tiles"])


class HeuristicBot:
    """Picks the move that most improves its gold on the 3 cards and castles, valuing tiles it holds."""

    label = "Normal"

    def choose(self, game, view, legal, player, rng, deadline):
        """The best-valued legal move found before the deadline."""
        deadline = min(deadline, time.monotonic() + OWN_BUDGET)
        state = game.determinize(view, player, rng)
        order = list(legal)
        rng.shuffle(order)
        order.sort(key=lambda m: "from" in m)  # cheap moves first, settlements to move last
        best, best_value = order[0], None
        for move in order:
            if best_value is not None and time.monotonic() > deadline:
                break
            value = self.value_of(game, state, player, move, rng) + rng.random() * 0.01
            if best_value is None or value > best_value:
                best, best_value = move, value
        return best

    def value_of(self, game, state, player, move, rng):
        """How good the position is after `move`, looking one step further into a pending choice."""
        if move["type"] == "end":
            return self.evaluate(game, state, player)
        after = clone(state)
        game.perform(after, player, move)
        if not after["pending"]:
            return self.evaluate(game, after, player)
        follow = game.legal_moves(after, player)
        rng.shuffle(follow)
        return max(self.value_of(game, after, player, m, rng) for m in follow[:FOLLOW_UPS])

    def evaluate(self, game, state, player):
        """The heuristic's yardstick for the position."""
        return gold(game, state, player)
