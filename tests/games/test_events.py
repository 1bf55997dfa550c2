"""Every game's events: only the kinds docs/events.md lists, and each one true to the states around its move."""

import pathlib
import re

import pytest

from gameshelf.engine import catalog
from gameshelf.engine.match import Match
from gameshelf.engine.simulate import play_out

DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "events.md"
SECTIONS = {"ticket-to-ride": "Ticket to Ride", "ticket-to-ride-nordic": "Ticket to Ride",
            "kingdom-builder": "Kingdom Builder", "off-the-rails": "Off the Rails",
            "trick-of-the-rails": "Trick of the Rails"}
GAMES = [("ticket-to-ride", 4, "random", 3), ("ticket-to-ride-nordic", 3, "random", 5),
         ("kingdom-builder", 3, "random", 2), ("off-the-rails", 2, "heuristic", 5),
         ("off-the-rails", 1, "heuristic", 2), ("trick-of-the-rails", 4, "random", 7)]


def documented_kinds(game_id):
    """The event kinds docs/events.md lists for a game, plus game_over."""
    text = DOC.read_text()
    section = text.split("## " + SECTIONS[game_id], 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"^\| `([a-z_]+)` \|", section, re.M)) | {"game_over"}


def moves_with_events(game_id, players, bot, seed):
    """[(before, player, move, after, events)] of one whole bot game."""
    log = play_out(game_id, players, seed, [bot], check=False).log
    match = Match(game_id, ["bot"] * players, seed)
    out = []
    for player, move in log:
        before = match.state
        events = match.make_move(player, move)
        out.append((before, player, move, match.state, events))
    return out


def same_square_or_next(a, b):
    """Whether two [row, col] squares are orthogonal neighbours."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def check_ticket_to_ride(game, before, player, move, after, events):
    """Claims match the owners that changed; face-up cards name the card taken; tunnels count their extra."""
    claimed = {e["route"] for e in events if e["kind"] == "route_claimed"}
    changed = {r["id"] for r, old, new in zip(game.board.routes, before["owners"], after["owners"]) if old != new}
    assert claimed == changed
    for e in events:
        if e["kind"] == "card_taken":
            assert e["color"] == before["face_up"][e["slot"]]
        if e["kind"] == "tunnel_revealed":
            counted = {"locomotive"} if set(e["cards"]) == {"locomotive"} else {"locomotive", game.board.route[e["route"]]["color"]}
            assert e["extra"] == sum(c in counted for c in e["revealed"]) and len(e["revealed"]) <= 3


def check_kingdom_builder(game, before, player, move, after, events):
    """Settlements built and moved are the ones that appeared on the board."""
    old = {tuple(c) for c in game.view(before, None)["players"][player]["settlements"]}
    new = {tuple(c) for c in game.view(after, None)["players"][player]["settlements"]}
    built = {tuple(e["cell"]) for e in events if e["kind"] == "settlement_built"}
    moved = [e for e in events if e["kind"] == "settlement_moved"]
    assert built | {tuple(e["to"]) for e in moved} == new - old
    assert {tuple(e["from"]) for e in moved} == old - new


def check_off_the_rails(game, before, player, move, after, events):
    """Cart paths go square by square, and a cart still on the board stands where its last path ended."""
    last = {}
    for e in events:
        if e["kind"] == "cart_moved":
            assert all(same_square_or_next(a, b) for a, b in zip(e["path"], e["path"][1:])), e
            last[e["cart"]] = e["path"][-1]
    for cid, square in last.items():
        cart = after["carts"][cid]
        if cart["status"] == "board":
            assert cart["at"] == f"{square[0]},{square[1]}"


def check_trick_of_the_rails(game, before, player, move, after, events):
    """A card played is the move's card, and a trick is won exactly when one completes."""
    if move["type"] == "play":
        assert events[0] == {"kind": "card_played", "seat": player, "card": move["card"], "lead": not before["trick"]}
    won = [e for e in events if e["kind"] == "trick_won"]
    assert len(won) == after["tricks_played"] - before["tricks_played"]


CHECKS = {"ticket-to-ride": check_ticket_to_ride, "ticket-to-ride-nordic": check_ticket_to_ride,
          "kingdom-builder": check_kingdom_builder, "off-the-rails": check_off_the_rails,
          "trick-of-the-rails": check_trick_of_the_rails}


@pytest.mark.parametrize("game_id,players,bot,seed", GAMES)
def test_events_are_documented_and_true_to_the_move(game_id, players, bot, seed):
    game = catalog.get(game_id)
    kinds = documented_kinds(game_id)
    seen = set()
    played = moves_with_events(game_id, players, bot, seed)
    for before, player, move, after, events in played:
        seen |= {e["kind"] for e in events}
        assert {e["kind"] for e in events} <= kinds, f"undocumented: {[e['kind'] for e in events]}"
        assert (events[-1]["kind"] == "game_over" if events else False) == (not game.to_act(after))
        CHECKS[game_id](game, before, player, move, after, events)
    assert len(seen) >= 5, seen
