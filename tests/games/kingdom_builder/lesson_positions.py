"""Finds the start positions of the Kingdom Builder lessons in bot games and writes lessons.json.

Run from the repository root: PYTHONPATH=pysrc python3 -m tests.games.kingdom_builder.lesson_positions
"""

from functools import partial

from gameshelf.engine import catalog
from gameshelf.engine.messages import text
from gameshelf.games.kingdom_builder.board import DATA, cell_of, rc
from gameshelf.games.kingdom_builder.rules import TILES, free_of
from gameshelf.games.kingdom_builder.scoring import CARD_IDS
from tests import lesson_kit as kit
from tests.lesson_kit import bot_game

GID = "kingdom-builder"
GAME = catalog.get(GID)
TERRAIN = {code: text([f"kingdom-builder.a-terrain.{terrain}"]) for code, terrain in DATA["terrains"].items()}
CARD_NAMES = {cid: text([f"kingdom-builder.score.{cid}"]) for cid in CARD_IDS}
lesson = partial(kit.lesson, GID)


def moments(seeds=range(1, 40), players=2):
    """(seed, state, moves, seat) before every move of bot games."""
    for seed in seeds:
        for state, moves in bot_game(GID, players, seed):
            yield seed, state, moves, state["current"]


def builds(state, seat):
    """The learner's legal build moves."""
    return [m for m in GAME.legal_moves(state, seat) if m["type"] == "build"]


def standing(state, seat, move=None):
    """The seat's score breakdown now (or after a move)."""
    after = GAME.apply(state, seat, move) if move else state
    return GAME.view(after, seat)["standing"][seat]


def three_builds():
    """Three builds on the card's terrain, next to your own settlements when possible."""
    for seed, state, moves, seat in moments():
        if state["phase"] != "before" or len(state["players"][seat]["settlements"]) < 4:
            continue
        steps, now = [], state
        for k in range(3):
            legal = builds(now, seat)
            terrain = now["players"][seat]["card"]
            board, occ = GAME.board(now), GAME.occupied(now)
            far = [c for c in free_of(board, occ, terrain) if {"type": "build", "cell": list(rc(c))} not in legal]
            if not legal or not far:
                break
            move = legal[0]
            steps.append({
                "text": ("On your turn you build 3 settlements on empty hexes of the terrain on your card, one at a "
                         "time. " if k == 0 else "") +
                        "If any empty hex of that terrain touches one of your settlements you must pick one of "
                        "those; only when none does may you start somewhere new. This is checked before each build.",
                "prompt": f"Build settlement {k + 1} of 3 on {TERRAIN[terrain]}, next to your own.",
                "check": {"like": {"type": "build"}},
                "feedback": "Build on a hex of your card's terrain next to your settlements.",
                "wrong": [{"move": {"type": "build", "cell": list(rc(far[0]))},
                           "feedback": f"That {TERRAIN[terrain]} hex touches none of your settlements, and some "
                                       "do: you must build next to your own."}],
                "hint": [{"cell": m["cell"]} for m in legal], "solution": move})
            now = GAME.apply(now, seat, move)
        if len(steps) == 3:
            steps[-1]["success"] = "Three builds: your turn can end."
            return lesson("three-builds", "Three builds and the adjacency rule", "#your-turn", seed, moves, seat,
                          steps)


def location_tiles():
    """A settlement next to a location hex takes one of its tiles; moving the last one away loses it."""
    for seed, state, moves, seat in moments(range(1, 80)):
        if state["pending"] or state["phase"] == "build":
            continue
        for lift in [m for m in GAME.legal_moves(state, seat) if m["type"] == "tile" and "from" in m]:
            lifted = GAME.apply(state, seat, lift)
            for move in GAME.legal_moves(lifted, seat):
                after = GAME.apply(lifted, seat, move)
                if move["type"] != "move" or len(after["lost"]) == len(state["lost"]) or after["pending"]:
                    continue
                keep = next((m for m in GAME.legal_moves(lifted, seat)
                             if len(GAME.apply(lifted, seat, m)["lost"]) == len(state["lost"])), None)
                if keep is None:
                    continue
                tiles = len(after["players"][seat]["tiles"])
                options = builds(after, seat)
                gains = [m for m in options if len(GAME.apply(after, seat, m)["players"][seat]["tiles"]) > tiles]
                plain = [m for m in options if m not in gains]
                if not gains or not plain:
                    continue
                gone = after["lost"][-1]
                kind = next(t["kind"] for t in state["players"][seat]["tiles"] if t["loc"] == gone)
                tile = TILES[lift_kind(state, seat, lift)]["name"]
                return lesson("location-tiles", "Taking and losing a location tile", "#location-tiles",
                              seed, moves, seat, [
                    {"text": "Location tiles are taken by building next to location hexes. A moving tile such as "
                             f"your {tile} first lifts one of your settlements.",
                     "prompt": f"Use your {tile} tile: pick up the settlement at row {move_from(lift)[0] + 1}, "
                               f"column {move_from(lift)[1] + 1}.",
                     "check": {"move": lift},
                     "feedback": f"Pick up the settlement marked for the {tile}.",
                     "wrong": [{"move": {"type": "end"}, "feedback": "Use the tile first."}],
                     "hint": [{"cell": lift["from"]}], "solution": lift},
                    {"text": "If a move takes away your last settlement next to a location hex, you lose its tile: "
                             "it leaves the game.",
                     "prompt": f"Move it to the hex shown: it was your last settlement next to the "
                               f"{TILES[kind]['name']} location, so that tile is lost.",
                     "check": {"move": move, "view": [{"path": ["lost", "#count"], "op": "increased"}]},
                     "feedback": "For this lesson move it to the hex shown.",
                     "wrong": [{"move": keep, "feedback": "That keeps a settlement next to the location: no tile "
                                                          "is lost. Move it to the hex shown."}],
                     "hint": [{"cell": move["cell"]}, {"cell": list(rc(gone))}], "solution": move,
                     "success": f"The {TILES[kind]['name']} tile is gone for good."},
                    {"text": "When one of your settlements lands next to a location hex you take one of its tiles, if "
                             "any are left: one tile per location hex in the whole game. A new tile can be used from "
                             "your next turn on.",
                     "prompt": "Now build next to a location hex and take a tile.",
                     "check": {"view": [{"path": ["players", seat, "tiles", "#count"], "op": "increased"}]},
                     "feedback": "That hex is next to no location with a tile for you.",
                     "wrong": [{"move": plain[0], "feedback": "That hex touches no location hex you can take a tile "
                                                              "from."}],
                     "hint": [{"cell": m["cell"]} for m in gains], "solution": gains[0],
                     "success": "A new tile: it is yours to use from your next turn."},
                ])


def move_from(move):
    """The (row, column) a tile move lifts."""
    return move["from"]


def lift_kind(state, seat, move):
    """The kind of tile a tile move uses."""
    return next(t["kind"] for t in state["players"][seat]["tiles"] if t["loc"] == cell_of(*move["loc"]))


def tile_step(state, seat, move):
    """The steps of using one tile (a build tile: one step; a moving tile: lift, then place)."""
    kind = lift_kind(state, seat, move)
    name, text = TILES[kind]["name"], TILES[kind]["text"]
    after = GAME.apply(state, seat, move)
    if "cell" in move:
        cells = {tuple(m["cell"]) for m in GAME.legal_moves(state, seat) if m.get("loc") == move["loc"]}
        board = GAME.board(state)
        bad = next(c for c in range(len(board.terrain)) if tuple(rc(c)) not in cells and board.terrain[c] in "GFTCD"
                   and c not in GAME.occupied(state))
        return after, [{
            "text": f"{name}: {text}", "prompt": f"Use your {name} tile.",
            "check": {"like": {"type": "tile", "loc": move["loc"]}},
            "feedback": f"Use the {name} tile.",
            "wrong": [{"move": {"type": "tile", "loc": move["loc"], "cell": list(rc(bad))},
                       "feedback": f"The {name} cannot build there. {text}"}],
            "hint": [{"cell": list(c)} for c in sorted(cells)], "solution": move}]
    place = GAME.legal_moves(after, seat)[0]
    done = GAME.apply(after, seat, place)
    return done, [
        {"text": f"{name}: {text}", "prompt": f"Use your {name} tile: pick up one of your settlements.",
         "check": {"like": {"type": "tile", "loc": move["loc"]}},
         "feedback": f"Use the {name} tile.",
         "wrong": [{"move": {"type": "tile", "loc": move["loc"], "from": [0, 0]},
                    "feedback": "Pick up one of your own settlements."}],
         "hint": [{"cell": move["from"]}], "solution": move},
        {"text": f"Now put it down where the {name} allows.", "prompt": "Put the settlement down.",
         "check": {"like": {"type": "move"}}, "feedback": f"The {name} cannot move it there.",
         "wrong": [{"move": {"type": "move", "cell": move["from"]}, "feedback": "It must go somewhere new."}],
         "hint": [{"cell": m["cell"]} for m in GAME.legal_moves(after, seat)], "solution": place}]


def tile_powers():
    """Two lessons using every kind of tile the learner holds, as many kinds as one position gives."""
    found, taught = [], set()
    for seed, state, moves, seat in moments(range(1, 120)):
        if state["phase"] != "before" or state["pending"]:
            continue
        first = {}
        for move in GAME.legal_moves(state, seat):
            if move["type"] == "tile":
                first.setdefault(lift_kind(state, seat, move), move)
        new = [k for k in first if k not in taught]
        if len(new) < 2:
            continue
        steps, now, used = [], state, []
        for kind in new:
            move = next((m for m in GAME.legal_moves(now, seat)
                         if m["type"] == "tile" and lift_kind(now, seat, m) == kind), None)
            if move is None:
                continue
            now, more = tile_step(now, seat, move)
            steps += more
            used.append(kind)
        if len(used) < 2:
            continue
        taught.update(used)
        names = [TILES[k]["name"] for k in used]
        names = ", ".join(names[:-1]) + " and " + names[-1]
        found.append(lesson(f"tile-powers-{len(found) + 1}", f"Tile powers: {names}", "#location-tiles",
                            seed, moves, seat, steps))
        if len(taught) >= 4:
            return found
    return None


def final_round(seat_count=2):
    """Moments of the final round where the last seat has its whole turn ahead."""
    for seed, state, moves, seat in moments(range(1, 100)):
        if state["ending"] and seat == seat_count - 1 and state["phase"] == "before" and not state["pending"] \
                and state["players"][seat]["supply"] >= 3:
            yield seed, state, moves, seat


def card_step(now, seat, card):
    """A build step that earns gold on one card, or None when no build here both earns and fails to."""
    legal = builds(now, seat)
    base = standing(now, seat)[card]
    good = [m for m in legal if standing(now, seat, m)[card] > base]
    bad = [m for m in legal if standing(now, seat, m)[card] <= base]
    if not good or not bad:
        return None
    move = max(good, key=lambda m: standing(now, seat, m)[card])
    name = CARD_NAMES.get(card, "Castle")
    rule = text([f"kingdom-builder.card.{card}.text"]) if card in CARD_IDS else "3 gold for each castle with one of your settlements next to it."
    return {"text": f"{name}: {rule}",
            "prompt": f"Build where your {name} gold grows ({standing(now, seat, move)[card] - base} more).",
            "check": {"view": [{"path": ["standing", seat, card], "op": "increased"}]},
            "feedback": f"That earns no more {name} gold.",
            "wrong": [{"move": bad[0], "feedback": f"That hex earns no {name} gold."}],
            "hint": [{"cell": m["cell"]} for m in good], "solution": move}


def finish_turn(now, seat, steps):
    """Steps for the builds still owed and the end of the turn (the game ends: the last seat of the last round)."""
    while builds(now, seat):
        move = builds(now, seat)[0]
        steps.append({"text": "Every build counts for the cards.", "prompt": "Build your remaining settlement.",
                      "check": {"like": {"type": "build"}}, "feedback": "Build a settlement.",
                      "wrong": [{"move": {"type": "end"}, "feedback": "Finish your three builds first."}],
                      "hint": [{"cell": m["cell"]} for m in builds(now, seat)], "solution": move})
        now = GAME.apply(now, seat, move)
    steps.append({"text": "Someone has built their last settlement, and you are the last seat: when your turn ends "
                          "the game is over and the cards and castles are scored.",
                  "prompt": "End your turn and see the final score.",
                  "check": {"view": [{"path": ["over"], "op": "==", "value": True}]},
                  "feedback": "End your turn.",
                  "wrong": [{"move": {"type": "build", "cell": steps[0]["solution"]["cell"]},
                             "feedback": "Your builds are done: end the turn."}],
                  "hint": [], "solution": {"type": "end"}})
    return steps


def scoring_cards():
    """Finished boards whose last builds earn gold on the Kingdom Builder cards: four cards or more in all."""
    candidates = []
    for seed, state, moves, seat in final_round():
        steps, now, cards = [], state, []
        for card in state["cards"]:
            step = card_step(now, seat, card)
            if step:
                steps.append(step)
                cards.append(card)
                now = GAME.apply(now, seat, step["solution"])
        if cards:
            candidates.append((seed, moves, seat, cards, steps, now))
    found, taught = [], set()
    while len(taught) < 4 and len(found) < 3:
        best = max(candidates, key=lambda c: len(set(c[3]) - taught), default=None)
        if best is None or not set(best[3]) - taught:
            return None
        seed, moves, seat, cards, steps, now = best
        candidates.remove(best)
        taught.update(cards)
        names = ", ".join(CARD_NAMES[c] for c in cards)
        found.append(lesson(f"scoring-cards-{len(found) + 1}", f"Scoring the cards: {names}", "#scoring",
                            seed, moves, seat, finish_turn(now, seat, steps)))
    return found if len(taught) >= 4 else None


def castles():
    """3 gold for each castle with one of your settlements next to it."""
    for seed, state, moves, seat in moments():
        if state["phase"] not in ("before", "build") or state["pending"]:
            continue
        step = card_step(state, seat, "castles")
        if step:
            step["success"] = "3 gold: every castle you touch pays at the end, whatever the cards."
            return lesson("castles", "Castles", "#scoring", seed, moves, seat, [step])


def main():
    """Find every position and write the lesson file."""
    kit.write_lessons(GID, [three_builds(), location_tiles(), tile_powers(), scoring_cards(), castles()])


if __name__ == "__main__":
    main()
