"""Finds the start positions of the Trick of the Rails lessons in bot games and writes lessons.json.

Run from the repository root: PYTHONPATH=pysrc python3 -m tests.games.trick_of_the_rails.lesson_positions
"""

from functools import partial

from gameshelf.engine import catalog
from gameshelf.engine.messages import text
from gameshelf.games.trick_of_the_rails import cards as C
from gameshelf.games.trick_of_the_rails.rules import trick_winner
from tests import lesson_kit as kit
from tests.lesson_kit import bot_game

GID = "trick-of-the-rails"
GAME = catalog.get(GID)
lesson = partial(kit.lesson, GID, players=3)


def moments(seeds=range(1, 80)):
    """(seed, state, moves, seat to act) before every move of 3-player bot games."""
    for seed in seeds:
        for state, moves in bot_game(GID, 3, seed):
            yield seed, state, moves, GAME.to_act(state)[0]


def label(card):
    """'PRR 5', 'New York', 'Locomotive 3'."""
    return text(C.name(card))


def company(code):
    """'B&O', 'PRR'."""
    return text(C.company_name(code))


def following():
    """You must play the led company when you can."""
    for seed, state, moves, seat in moments():
        if GAME.phase(state) != "play" or not state["trick"]:
            continue
        led = C.company(state["trick"][0][1])
        hand = state["hands"][seat]
        follow = [c for c in hand if C.company(c) == led]
        other = [c for c in hand if C.company(c) != led]
        if len(follow) < 2 or not other:
            continue
        play = max(follow, key=C.number)
        name = company(led)
        return lesson("following", "Following the led company", "#playing-a-trick", seed, moves, seat, [
            {"text": "The leader plays any card. Everyone else must play a card of the company that was led if "
                     "they have one; only without one may they play anything. The highest number of the led "
                     "company wins; there are no trumps.",
             "prompt": f"{label(state['trick'][0][1])} was led. Play one of your {name} cards.",
             "check": {"like": {"type": "play"}},
             "feedback": f"Play a {name} card.",
             "wrong": [{"move": {"type": "play", "card": other[0]},
                        "feedback": f"You hold {name} cards, so you must follow with one of them."}],
             "hint": [{"card": c} for c in follow], "solution": {"type": "play", "card": play},
             "success": "You followed the led company."},
        ])


def stock_round():
    """Winning a stock trick takes the lane card as a share; the others keep their cards as shares."""
    for seed, state, moves, seat in moments():
        if GAME.phase(state) != "play" or len(state["trick"]) != 2 or C.kind(state["lane"][0]) not in C.SHARE_KINDS:
            continue
        legal = [m["card"] for m in GAME.legal_moves(state, seat)]
        wins = [c for c in legal if trick_winner(state["trick"] + [[seat, c]]) == seat]
        loses = [c for c in legal if c not in wins]
        if not wins or not loses:
            continue
        reward = state["lane"][0]
        win = min(wins, key=C.number)
        return lesson("stock-round", "The stock round", "#exchange-or-railway-card-a-stock-round",
                      seed, moves, seat, [
            {"text": "The leftmost card of the Trick Lane says what a trick is for. An Exchange or railway card "
                     "there makes it a stock round: the winner takes that card as a share; everyone else keeps the "
                     "card they played as a share; the winner's own card goes into the lane in place of the first "
                     "Reservation (or out of the game).",
             "prompt": f"Win this trick to take the {label(reward)} as a share.",
             "check": {"view": [{"path": ["players", seat, "shares"], "op": "contains", "value": reward}]},
             "feedback": f"That card does not win: the highest {company(C.company(state['trick'][0][1]))} "
                         "card wins, and you keep your own card as a share instead.",
             "wrong": [{"move": {"type": "play", "card": loses[0]},
                        "feedback": f"{label(loses[0])} does not win the trick: you would keep it as a share, and "
                                    f"the {label(reward)} would go to the winner."}],
             "hint": [{"lane": 0}, {"card": win}], "solution": {"type": "play", "card": win},
             "success": f"The {label(reward)} is yours."},
        ])


def points_after(state, seat, move):
    """The seat's running points after a move."""
    return GAME.view(GAME.apply(state, seat, move), seat)["players"][seat]["points"]


def build_step(state, seat):
    """The step after placing a City or Locomotive: the winner builds the card they played first."""
    legal = GAME.legal_moves(state, seat)
    if [m["type"] for m in legal] != ["build", "build"]:
        return None
    best = max(legal, key=lambda m: points_after(state, seat, m))
    worst = min(legal, key=lambda m: points_after(state, seat, m))
    card = next(c for s, c in state["trick"] if s == seat)
    target = points_after(state, seat, best)
    wrong = worst if points_after(state, seat, worst) < target else {"type": "city", "company": C.company(card),
                                                                     "end": "start"}
    return {"text": "Then everyone, the winner first and clockwise from there, adds the card they played to either "
                    "end of its own company's railway.",
            "prompt": f"Add your {label(card)} to the {company(C.company(card))} railway.",
            "check": {"like": {"type": "build"},
                      "view": [{"path": ["players", seat, "points"], "op": ">=", "value": target}]},
            "feedback": "The other end is worth more to you.",
            "wrong": [{"move": wrong, "feedback": "The card you played is built at one end of its own railway."
                       if wrong["type"] == "city" else "At that end the card earns your shares less."}],
            "hint": [{"railway": C.company(card), "end": best["end"]}], "solution": best}


def city_round():
    """The winner of a City trick adds the City to either end of any railway."""
    for seed, state, moves, seat in moments():
        if GAME.phase(state) != "city":
            continue
        legal = GAME.legal_moves(state, seat)
        scored = sorted(legal, key=lambda m: points_after(state, seat, m))
        best, worst = scored[-1], scored[0]
        if points_after(state, seat, best) <= points_after(state, seat, worst):
            continue
        city = state["pending"]["place"][0]
        target = points_after(state, seat, best)
        build = build_step(GAME.apply(state, seat, best), seat)
        if build is None:
            continue
        return lesson("city-round", "The city round", "#city-card-an-operating-round", seed, moves, seat, [
            {"text": "A City card in the lane makes the trick an operating round: the winner adds the City to "
                     "either end of any railway, then everyone, winner first, adds the card they played to its own "
                     "company's railway. More valuable track makes that company's shares worth more.",
             "prompt": f"You won {label(city)} ({C.value(city)}). Put it where it raises your shares most.",
             "check": {"view": [{"path": ["players", seat, "points"], "op": ">=", "value": target}]},
             "feedback": "Your shares gain more elsewhere: look at which railways you hold shares in.",
             "wrong": [{"move": worst, "feedback": f"That helps the {company(worst['company'])} shares, "
                                                   "and you gain little or nothing from them."}],
             "hint": [{"railway": best["company"], "end": best["end"]}], "solution": best},
            build,
        ])


def locomotive_round():
    """The winner of a Locomotive trick puts it on a railway without one."""
    for seed, state, moves, seat in moments():
        if GAME.phase(state) != "locomotive":
            continue
        legal = GAME.legal_moves(state, seat)
        if len(legal) < 2:
            continue
        scored = sorted(legal, key=lambda m: points_after(state, seat, m))
        best, worst = scored[-1], scored[0]
        target = points_after(state, seat, best)
        if target <= points_after(state, seat, worst):
            continue
        build = build_step(GAME.apply(state, seat, best), seat)
        if build is None:
            continue
        loco = state["pending"]["place"][0]
        spec = C.CARDS[loco]
        reach = "every card of the railway" if spec["distance"] is None else f"{spec['distance']} cards in a row"
        return lesson("locomotive-round", "The locomotive round", "#locomotive-an-operating-round",
                      seed, moves, seat, [
            {"text": "A Locomotive in the lane makes the trick an operating round too. The winner puts it on a "
                     "railway that has none yet. Its number is how many cards in a row that railway scores, and "
                     "its cost is taken off the profit.",
             "prompt": f"You won {label(loco)}: it pulls {reach} and costs {spec['cost']}. Put it on the railway "
                       "that makes your shares worth most.",
             "check": {"view": [{"path": ["players", seat, "points"], "op": ">=", "value": target}]},
             "feedback": "Another railway would make your shares worth more.",
             "wrong": [{"move": worst, "feedback": f"On {company(worst['company'])} it earns your shares "
                                                   "less than elsewhere."}],
             "hint": [{"locomotive": best["company"]}], "solution": best},
            build,
        ])


def share_value():
    """The share value: the best window of cards in a row minus the locomotive's cost."""
    for seed, state, moves, seat in moments(range(1, 200)):
        if GAME.phase(state) != "build" or state["tricks_played"] < 10:
            continue
        card = next(c for s, c in state["trick"] if s == seat)
        code = C.company(card)
        railway = state["railways"][code]
        if railway["locomotive"] is None or C.CARDS[railway["locomotive"]]["distance"] is None:
            continue
        values = {m["end"]: GAME.view(GAME.apply(state, seat, m), seat)["railways"][code]["share_value"]
                  for m in GAME.legal_moves(state, seat)}
        best = max(values, key=values.get)
        worst = min(values, key=values.get)
        if values[best] == values[worst]:
            continue
        spec = C.CARDS[railway["locomotive"]]
        return lesson("share-value", "The share value", "#scoring", seed, moves, seat, [
            {"text": f"At the end a railway's profit is the best sum of station values over as many cards in a row "
                     f"as its locomotive pulls; the share value is that profit minus the locomotive's cost (never "
                     f"below 0). {company(code)} has {label(railway['locomotive'])}: the best "
                     f"{spec['distance']} cards in a row, minus {spec['cost']}.",
             "prompt": f"Add {label(card)} (station value {C.value(card)}) to the end of the "
                       f"{company(code)} railway where it joins the best window.",
             "check": {"view": [{"path": ["railways", code, "share_value"], "op": ">=", "value": values[best]}]},
             "feedback": "At that end the card falls outside the best window.",
             "wrong": [{"move": {"type": "build", "company": code, "end": worst},
                        "feedback": f"At the {worst} the card is not in the best {spec['distance']} in a row: the "
                                    f"share value stays {values[worst]}."}],
             "hint": [{"railway": code, "end": best}], "solution": {"type": "build", "company": code, "end": best},
             "success": f"A {company(code)} share is now worth {values[best]}."},
        ])


def main():
    """Find every position and write the lesson file."""
    kit.write_lessons(GID, [following(), stock_round(), city_round(), locomotive_round(), share_value()])


if __name__ == "__main__":
    main()
