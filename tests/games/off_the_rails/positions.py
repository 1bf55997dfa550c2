"""Hand-built Off the Rails positions for the rules tests."""

from gameshelf.games.off_the_rails import GAME
from gameshelf.games.off_the_rails import movement as mv
from gameshelf.games.off_the_rails.board import MISSIONS


def blank(players=2, options=None, seed=1):
    """A fresh game with every jewel back in the bag, no missions on offer and the deposit deck's top card known."""
    state = GAME.new(players, seed, options)
    for pile in state["jewels"].values():
        mv.pour(pile, state["bag"])
    state["jewels"] = {}
    if state["solo"]:
        mv.pour(state["removed"], state["bag"])
    state["missions"] = []
    return state


def offer_all_missions(state):
    """Put all eleven missions face up, so that what a turn achieved shows as claim options."""
    state["missions"] = list(MISSIONS)
    return state


def claim_options(state):
    """The missions the active player may claim now (empty when no claim is pending)."""
    pending = state["pending"]
    return set(pending["options"]) if pending and pending["kind"] == "claim" else set()


def from_bag(state, jewels):
    """A pile of the given jewels, taken out of the bag."""
    pile = {}
    for jewel, n in jewels.items():
        for _ in range(n):
            mv.take(state["bag"], jewel)
        mv.add(pile, jewel, n)
    return pile


def lay(state, *tiles):
    """Put tiles on the board: pairs ("r,c", exits)."""
    for square, exits in tiles:
        state["tiles"][square] = exits


def jewels(state, square, **counts):
    """Put jewels from the bag on a square."""
    state["jewels"][square] = from_bag(state, counts)


def cart(state, cid, square, facing, back=None, speed=3, **hold):
    """Put cart `cid` on a square with a facing, a speed and jewels from the bag."""
    state["carts"][cid].update(status="board", at=square, facing=facing, back=back, speed=speed,
                               hold=from_bag(state, hold))
    return state["carts"][cid]


def play(state, player, *moves):
    """Apply moves one after the other; returns the final state."""
    for move in moves:
        state = GAME.apply(state, player, move)
    return state


def end_actions(state, player=0):
    """Skip the remaining actions so the carts move."""
    return play(state, player, {"type": "end"})


def logged(state, player, move):
    """(log line, state after, effects) of one move."""
    after, effects = GAME.play(state, player, move)
    return GAME.describe(state, player, move, after, effects), after, effects
