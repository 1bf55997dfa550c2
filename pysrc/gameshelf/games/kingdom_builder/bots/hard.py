"""Kingdom Builder's Hard bot: determinized flat Monte Carlo over the heuristic's best moves, played out by a fast greedy builder."""

from gameshelf.engine.game import clone
from gameshelf.engine.search import RolloutBot, play_turns, playout
from gameshelf.games.kingdom_builder.board import cell_of
from gameshelf.games.kingdom_builder.bots.normal import HeuristicBot, gold

CANDIDATES = 5  # moves the Hard bot searches: the heuristic's best ones
ROLLOUT_WIDTH = 8  # cells a rollout's greedy builder tries per build


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
    def play_to_end(game, state, player, rng, stop):
        """Greedy builds for every seat to the end of the game."""
        playout(game, state, rng, greedy_move, stop=stop)

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
