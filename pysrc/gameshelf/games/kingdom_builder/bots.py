"""The bots: the heuristic (one-step lookahead on the game's cards, castles and tiles) and the searching Hard bot."""

import time

from gameshelf.engine.game import clone
from gameshelf.engine.search import RolloutBot, play_turns
from gameshelf.games.kingdom_builder.board import cell_of
from gameshelf.games.kingdom_builder.scoring import score_board

OWN_BUDGET = 0.15  # seconds per decision in CPython, well under a second in Pyodide
TILE_VALUE = 4.0  # a location tile is worth about one extra settlement per turn
RIVAL_WEIGHT = 0.25  # how much the strongest opponent's gold counts against ours
FOLLOW_UPS = 4  # destinations sampled when judging which settlement to move
MISTAKES = 0.5  # the Easy level's share of random moves
CANDIDATES = 5  # moves the Hard bot searches: the heuristic's best ones
ROLLOUT_WIDTH = 8  # cells a rollout's greedy builder tries per build


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


def placed_cell(move):
    """The cell a build, a build tile or a relocation puts a settlement on (None for other moves)."""
    return cell_of(*move["cell"]) if "cell" in move else None


def greedy_move(game, state, player, rng):
    """A rollout's move: the best-valued of a few sampled placements, judged by adding the settlement
    without playing the move; other tile actions are left out while a placement or the end is legal."""
    legal = game.legal_moves(state, player)
    placements = [m for m in legal if placed_cell(m) is not None]
    if not placements:
        return next((m for m in legal if m["type"] == "end"), None) or rng.choice(legal)
    if len(placements) > ROLLOUT_WIDTH:
        rng.shuffle(placements)
        del placements[ROLLOUT_WIDTH:]
    own = state["players"][player]["settlements"]
    lifted = state["pending"]["from"] if state["pending"] else None
    if lifted is not None:
        own.remove(lifted)
    best, best_value = None, None
    for move in placements:
        own.append(placed_cell(move))
        value = gold(game, state, player)
        own.pop()
        if best_value is None or value > best_value:
            best, best_value = move, value
    if lifted is not None:
        own.append(lifted)
    return best


class HardBot(RolloutBot):
    """Determinized flat Monte Carlo over the heuristic's best moves: each is played in sampled worlds
    (the unseen cards and deck order dealt at random), the rest of the turn and the next round are played
    out by a fast greedy builder, and the heuristic's move stands unless another's outcome is clearly better."""

    @staticmethod
    def rollout(game, state, player, rng, stop):
        """Greedy builds for every seat until the bot's next turn is over, after each opponent's (or the game)."""
        play_turns(game, state, rng, greedy_move, len(state["players"]) + 1, lambda s: s["current"], stop)

    @staticmethod
    def value(game, state, player):
        """The heuristic's yardstick."""
        return gold(game, state, player)

    @staticmethod
    def candidates(game, view, legal, player, rng):
        """The heuristic's best CANDIDATES moves in one sampled world, best first."""
        heuristic = HeuristicBot()
        state = game.determinize(clone(view), player, rng)
        values = [heuristic.value_of(game, state, player, move, rng) for move in legal]
        order = sorted(range(len(legal)), key=lambda i: -values[i])
        return [legal[i] for i in order[:CANDIDATES]]
