"""Hand-built Kingdom Builder positions on the first-game board (Tavern, Paddock / Oasis, Farm, upright)."""

from gameshelf.games.kingdom_builder import GAME
from gameshelf.games.kingdom_builder.board import cell_of, rc

FIRST_GAME = GAME.presets["first-game"]


def cells(pairs):
    """Cell indices of [row, col] pairs."""
    return [cell_of(r, c) for r, c in pairs]


def pairs(cell_list):
    """Sorted [row, col] pairs of cell indices."""
    return sorted(rc(c) for c in cell_list)


def give_card(state, player, code):
    """Swap `code` from the deck into the player's hand, keeping the cards conserved."""
    pl = state["players"][player]
    if pl["card"] != code:
        i = state["deck"].index(code)
        state["deck"][i], pl["card"] = pl["card"], code


def give_tile(state, player, loc, used=False, fresh=False):
    """Hand the player a tile from location hex `loc` as if it had been taken there."""
    cell = cell_of(*loc)
    spot = next(s for s in state["locations"] if s["cell"] == cell)
    spot["left"] -= 1
    pl = state["players"][player]
    pl["taken"].append(cell)
    pl["tiles"].append({"loc": cell, "kind": spot["kind"], "used": used, "fresh": fresh})


def position(settlements, card="G", players=2, current=0, options=None, tiles=()):
    """A first-game position: settlements {seat: [[r, c], ...]}, the current seat holding `card`, tiles [(seat, loc)]."""
    state = GAME.new(players, 1, dict(FIRST_GAME, **(options or {})))
    for p, where in settlements.items():
        state["players"][p]["settlements"] = cells(where)
        state["players"][p]["supply"] = 40 - len(where)
    for p, loc in tiles:
        give_tile(state, p, loc)
    give_card(state, current, card)
    GAME.start_turn(state, current)
    return state


def moves_of(state, kind, **match):
    """The current player's legal moves of one type whose fields match."""
    return [m for m in GAME.legal_moves(state, state["current"]) if m["type"] == kind and all(m.get(k) == v for k, v in match.items())]


def play(state, move):
    """Apply a move for the current player and check the invariants."""
    state = GAME.apply(state, state["current"], move)
    GAME.check_invariants(state)
    return state
