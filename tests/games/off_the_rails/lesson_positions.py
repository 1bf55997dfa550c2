"""Finds the start positions of the Off the Rails lessons in bot games and writes lessons.json.

Run from the repository root: PYTHONPATH=pysrc python3 -m tests.games.off_the_rails.lesson_positions
"""

from functools import partial

from gameshelf.engine import catalog
from gameshelf.games.off_the_rails.board import MINE_CENTRES, SURFACE_SIDE, unkey
from tests import lesson_kit as kit
from tests.lesson_kit import bot_game, bots_until

GID = "off-the-rails"
GAME = catalog.get(GID)
VALUE = {"rock": 0, "ruby": 1, "emerald": 2, "gold": 3, "diamond": 4}
lesson = partial(kit.lesson, GID)


def moments(players=2, seeds=range(1, 60)):
    """(seed, state, moves, seat to act) before every move of bot games."""
    for seed in seeds:
        for state, moves in bot_game(GID, players, seed):
            yield seed, state, moves, GAME.to_act(state)[0]


def acting(state, seat):
    """Whether the seat is in its action phase with no decision pending."""
    return state["pending"] is None and state["turn"] == seat and state["actions_left"] > 0


def derailed(effects, cid):
    """Whether a move's effects took a cart off the board without it reaching the Surface."""
    kinds = {e["kind"] for e in effects if e.get("cart") == cid}
    return bool(kinds & {"cart_derailed", "cart_fell"}) and "cart_banked" not in kinds


def track():
    """Lay a straight or corner anywhere underground; upgrade by adding exits."""
    for seed, state, moves, seat in moments():
        if not acting(state, seat) or state["actions_left"] < 4:
            continue
        legal = GAME.legal_moves(state, seat)
        place = next((m for m in legal if m["type"] == "place"), None)
        after = GAME.apply(state, seat, place) if place else None
        upgrade = next((m for m in GAME.legal_moves(after, seat) if m["type"] == "upgrade"), None) if after else None
        if upgrade is None:
            continue
        surface = next(iter(SURFACE_SIDE))
        centre = next(iter(MINE_CENTRES))
        return lesson("track", "Laying and upgrading track", "#your-turn", seed, moves, seat, [
            {"text": "You have up to four actions a turn. Lay track: a straight or a corner, turned any way, on any "
                     "empty square below the Surface except a mine centre. It need not join anything.",
             "prompt": "Lay a piece of track.",
             "check": {"like": {"type": "place"}}, "feedback": "Lay a straight or a corner on an empty square.",
             "wrong": [{"move": {"type": "place", "at": unkey(surface), "exits": "NS"},
                        "feedback": "Track is laid below the Surface, never on the outer ring."},
                       {"move": {"type": "place", "at": unkey(centre), "exits": "NS"},
                        "feedback": "Nothing can enter a mine centre, track included."}],
             "hint": [{"square": place["at"]}], "solution": place},
            {"text": "Upgrade track: a straight or corner becomes a T-junction, a T-junction a cross. Exits are only "
                     "ever added, and a tile with a cart on it cannot be upgraded.",
             "prompt": "Upgrade a piece of track by adding one exit.",
             "check": {"like": {"type": "upgrade"}}, "feedback": "Add one exit to a track tile.",
             "wrong": [{"move": {"type": "place", "at": upgrade["at"], "exits": "NS"},
                        "feedback": "That square has track already: upgrade it instead."}],
             "hint": [{"square": upgrade["at"]}], "solution": upgrade},
        ])


def junction():
    """Carts move exactly their speed; at a junction the owner picks the way on."""
    for seed, state, moves, seat in moments():
        if not acting(state, seat):
            continue
        ended = GAME.apply(state, seat, {"type": "end"})
        pending = ended["pending"]
        if not pending or pending["kind"] != "exit" or GAME.to_act(ended) != [seat]:
            continue
        cid = pending["cart"]
        results = {d: GAME.play(ended, seat, {"type": "exit", "dir": d}) for d in pending["options"]}
        bad = [d for d, (_, effects) in results.items() if derailed(effects, cid)]
        good = [d for d, (after, effects) in results.items() if not derailed(effects, cid) and not after["pending"]]
        if not bad or not good:
            continue
        speed = state["carts"][cid]["speed"]
        slower = {"type": "speed", "cart": cid, "delta": -1 if speed > 1 else 1}
        return lesson("speed-and-junctions", "Speed and junctions", "#your-turn", seed, moves, seat, [
            {"text": "After your actions, each of your carts on the board moves exactly its speed (1 to 6), one "
                     "square at a time. Changing a cart's speed by one is an action.",
             "prompt": f"Your cart runs at speed {speed}, which takes it into a junction. End your actions.",
             "check": {"move": {"type": "end"}}, "feedback": "Keep the speed and end your actions.",
             "wrong": [{"move": slower, "feedback": f"Keep speed {speed} for this lesson: it takes the cart into "
                                                    "the junction."}],
             "hint": [{"cart": cid}], "solution": {"type": "end"}},
            {"text": "On a T-junction or a cross you choose the way on (straight through a cross is allowed). A "
                     "way with no track beyond it derails the cart.",
             "prompt": "Choose the way on where the track continues.",
             "check": {"like": [{"type": "exit", "dir": d} for d in good]},
             "feedback": "That way has no track for the cart: it would derail.",
             "wrong": [{"move": {"type": "exit", "dir": bad[0]},
                        "feedback": "That way runs off the track: the cart would derail (its jewels back to the bag)."}],
             "hint": [{"cart": cid}], "solution": {"type": "exit", "dir": good[0]}},
        ])


def derailing():
    """A cart that runs off its track derails: its jewels go back to the bag."""
    for seed, state, moves, seat in moments():
        if not acting(state, seat) or state["actions_left"] < 2:
            continue
        mine = [c for c in state["carts"] if c["owner"] == seat and c["status"] == "board"]
        if len(mine) != 1 or not mine[0]["hold"]:
            continue
        cid = mine[0]["id"]
        ended, effects = GAME.play(state, seat, {"type": "end"})
        if ended["pending"] or not derailed(effects, cid):
            continue
        for speed in [m for m in GAME.legal_moves(state, seat) if m["type"] == "speed"]:
            slow = GAME.apply(state, seat, speed)
            safe, effects = GAME.play(slow, seat, {"type": "end"})
            if safe["pending"] or derailed(effects, cid):
                continue
            jewels = sum(mine[0]["hold"].values())
            return lesson("derailing", "Derailing", "#your-turn", seed, moves, seat, [
                {"text": "A cart that would run onto an empty square, onto track with no exit on that side, or into "
                         "a mine centre derails: its jewels go back into the bag and the cart to your supply.",
                 "prompt": f"At speed {mine[0]['speed']} your cart with {jewels} jewel{'s' if jewels > 1 else ''} "
                           f"would run off its track. Change its speed so it stays on.",
                 "check": {"move": speed}, "feedback": "Change the cart's speed first.",
                 "wrong": [{"move": {"type": "end"},
                            "feedback": f"At speed {mine[0]['speed']} the cart runs off the track and derails."}],
                 "hint": [{"cart": cid}], "solution": speed},
                {"text": "Each cart moves exactly its speed, no more, no less.",
                 "prompt": "Now end your actions and watch the cart stay on the track.",
                 "check": {"move": {"type": "end"},
                           "view": [{"path": ["carts", cid, "hold", "#sum"], "op": ">=", "value": jewels}]},
                 "feedback": "End your actions now.",
                 "wrong": [{"move": {"type": "speed", "cart": cid, "delta": -speed["delta"]},
                            "feedback": "That undoes the change: the cart would derail again."}],
                 "hint": [{"cart": cid}], "solution": {"type": "end"}},
            ])


def collisions():
    """A hit cart with jewels drops half: its owner splits them, the mover picks a pile unseen."""
    for seed, state, moves, seat in moments(seeds=range(1, 120)):
        pending = state["pending"]
        if not pending or pending["kind"] != "split":
            continue
        hold = state["carts"][pending["cart"]]["hold"]
        count = sum(hold.values())
        if count < 3:
            continue
        legal = GAME.legal_moves(state, seat)
        best = min(legal, key=lambda m: sum(VALUE[j] for j in m["pile"]))
        after = GAME.apply(state, seat, best)
        replies, _ = bots_until(GAME, after, seat, seed)
        if not replies or replies[0][1]["type"] != "drop":
            continue
        everything = [j for j, n in hold.items() for _ in range(n)]
        return lesson("collisions", "Collisions and the jewel split", "#your-turn", seed, moves, seat, [
            {"text": "A cart that runs into another cart stops and turns round (head-on, both turn). A hit cart with "
                     "jewels drops half: its owner splits them in secret into two piles as even as possible, and "
                     "the mover picks one pile without seeing inside. That pile falls onto the square.",
             "prompt": f"Your cart with {count} jewels was hit. Split them into two piles.",
             "check": {"like": {"type": "split"}}, "feedback": "Split the jewels into two piles.",
             "wrong": [{"move": {"type": "split", "pile": everything},
                        "feedback": f"The piles must be as even as possible: {(count + 1) // 2} and {count // 2}."}],
             "hint": [{"cart": pending["cart"]}], "solution": best, "replies": replies[:1],
             "success": "Your opponent picked a pile without seeing it; those jewels fell onto the square."},
        ])


def jewels():
    """Passing a square takes one jewel, stopping takes two; rocks first; five at most."""
    for seed, state, moves, seat in moments():
        pending = state["pending"]
        if not pending or pending["kind"] != "take" or len(pending["options"]) < 2:
            continue
        options = sorted(pending["options"], key=VALUE.get)
        best, worst = options[-1], options[0]
        cid = pending["cart"]
        return lesson("deposits-and-jewels", "Deposits and jewels", "#your-turn", seed, moves, seat, [
            {"text": "At the end of every turn a deposit card is revealed and its jewels are drawn blind from the "
                     "bag onto its mine square. A cart passing a square with jewels takes one; stopping on it, two. "
                     "Rocks must be taken first; otherwise you choose. A cart holds at most five.",
             "prompt": f"Your cart may take a jewel here. Take the most valuable: rubies score 1, emeralds 2, gold 3, "
                       f"diamonds 4.",
             "check": {"move": {"type": "take", "jewel": best}},
             "feedback": f"The {best} is worth more.",
             "wrong": [{"move": {"type": "take", "jewel": worst},
                        "feedback": f"A {worst} scores {VALUE[worst]}; the {best} scores {VALUE[best]}."}],
             "hint": [{"cart": cid}], "solution": {"type": "take", "jewel": best}},
        ])


def chasm():
    """After the Chasm card the mine collapses, one token a turn, next to a token of its colour."""
    for seed, state, moves, seat in moments():
        pending = state["pending"]
        if not pending or pending["kind"] != "chasm" or len(pending["options"]) < 2:
            continue
        options = {tuple(unkey(s)) for s in pending["options"]}
        square = sorted(options)[0]
        far = next([r, c] for r in range(1, 11) for c in range(1, 11)
                   if (r, c) not in options and f"{r},{c}" not in state["chasm"]
                   and all(abs(r - a) + abs(c - b) > 1 for a, b in options))
        return lesson("chasm-and-end", "The chasm and the end of the game", "#the-chasm-and-the-end",
                      seed, moves, seat, [
            {"text": "When the Chasm card is revealed, everyone plays one more turn; then the mine squares of the "
                     "Chasm deck collapse. From then on, instead of a deposit, the active player draws a chasm token "
                     "and places it next to (not diagonally) a token of its colour. Everything there is gone. The "
                     "game ends when no cart is left on the board or every token is placed.",
             "prompt": f"Place the {pending['colour']} chasm token next to a {pending['colour']} token.",
             "check": {"like": {"type": "chasm"}},
             "feedback": f"Place it next to a {pending['colour']} token.",
             "wrong": [{"move": {"type": "chasm", "at": far},
                        "feedback": f"A chasm token goes next to (not diagonally) a token of its colour."}],
             "hint": [{"square": list(s)} for s in sorted(options)], "solution": {"type": "chasm", "at": list(square)}},
        ])


def solo_goals():
    """Solo: precious jewels delivered to the Surface side of their colour."""
    for seed, state, moves, seat in moments(players=1):
        if not acting(state, seat):
            continue
        ended = GAME.apply(state, seat, {"type": "end"})
        before = sum(state["delivered"]["matched"].values())
        if ended["pending"] or sum(ended["delivered"]["matched"].values()) <= before:
            continue
        speed = next((m for m in GAME.legal_moves(state, seat) if m["type"] == "speed"), None)
        arrived = [c["id"] for c, new in zip(state["carts"], ended["carts"])
                   if c["status"] == "board" and new["status"] != "board"]
        if speed is None or not arrived:
            continue
        return lesson("solo-goals", "The solo goals", "#solo-game", seed, moves, seat, [
            {"text": "In the solo game you drive one cart of each colour. Deliver precious jewels to the Surface "
                     "side of their colour: rubies to red, gold to yellow, emeralds to green, diamonds to blue. One "
                     "of each type delivered to its own side is a victory; two of each, a major victory.",
             "prompt": "A cart is about to reach the side that matches its jewels. End your actions and deliver.",
             "check": {"move": {"type": "end"},
                       "view": [{"path": ["delivered", "matched", "#sum"], "op": "increased"}]},
             "feedback": "End your actions so the cart arrives.",
             "wrong": [{"move": speed, "feedback": "The cart's speed is right already: end your actions."}],
             "hint": [{"cart": cid} for cid in arrived], "solution": {"type": "end"}},
        ], players=1)


def main():
    """Find every position and write the lesson file."""
    kit.write_lessons(GID, [track(), junction(), derailing(), collisions(), jewels(), chasm(), solo_goals()])


if __name__ == "__main__":
    main()
