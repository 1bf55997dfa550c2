"""Finds the start positions of the Ticket to Ride lessons in bot games and writes the lesson files.

Run from the repository root: PYTHONPATH=pysrc python3 -m tests.games.ticket_to_ride.lesson_positions
"""

from functools import partial

from gameshelf.engine import catalog
from gameshelf.games.ticket_to_ride.board import LOCO
from tests import lesson_kit as kit
from tests.lesson_kit import bot_game, bots_until

GID = "ticket-to-ride"
GAME = catalog.get(GID)
BOARD = GAME.board
NORDIC_ID = "ticket-to-ride-nordic"
NORDIC = catalog.get(NORDIC_ID)
lesson = partial(kit.lesson, GID)
nordic = partial(kit.lesson, NORDIC_ID)


def name(rid, board=BOARD):
    """'Kansas City–Omaha'."""
    route = board.route[rid]
    return f"{route['a']}–{route['b']}"


def my_turn(state):
    """The seat at the start of its turn in play, or None."""
    if state["phase"] == "play" and state["pending"] is None:
        return state["turn"]
    return None


def moments(players=2, seeds=range(1, 40), gid=GID):
    """(seed, state, moves, seat) at the start of every turn of bot games."""
    for seed in seeds:
        for state, moves in bot_game(gid, players, seed):
            seat = my_turn(state)
            if seat is not None:
                yield seed, state, moves, seat


def taking_cards():
    """A face-up locomotive is a whole draw, never the second card."""
    for seed, state, moves, seat in moments():
        face = state["face_up"]
        if face.count(LOCO) != 1 or len(state["deck"]) < 10:
            continue
        loco = face.index(LOCO)
        other = next(i for i, c in enumerate(face) if c != LOCO)
        color = face[other]
        s1 = GAME.apply(state, seat, {"type": "draw_face_up", "slot": other})
        s2 = GAME.apply(s1, seat, {"type": "draw_deck"})
        replies, s3 = bots_until(GAME, s2, seat, seed, scripted=[{"type": "draw_deck"}] * 2)
        if s3["face_up"][loco] != LOCO or len(replies) != 2:
            continue
        return lesson("taking-cards", "Taking train cards", "#draw-train-cards", seed, moves, seat, [
            {"text": "On your turn you may draw two train cards, one after the other. Each is one of the five "
                     "face-up cards (the gap is refilled at once) or the top card of the deck.",
             "prompt": f"Take the face-up {color} card as your first card.",
             "check": {"move": {"type": "draw_face_up", "slot": other}},
             "feedback": f"For this step take the face-up {color} card.",
             "wrong": [{"move": {"type": "draw_face_up", "slot": loco},
                        "feedback": "A face-up locomotive taken first is your whole draw: you would get one card "
                                    f"instead of two. Take the {color} card."},
                       {"move": {"type": "draw_deck"}, "feedback": f"That is the deck. Take the face-up {color} card."}],
             "hint": [{"face_up": other}], "solution": {"type": "draw_face_up", "slot": other},
             "success": "The gap was refilled at once: you see the new card before your second pick."},
            {"text": "Your second card is any face-up card except a locomotive, or the top card of the deck "
                     "(a locomotive that comes off the deck is an ordinary draw).",
             "prompt": "Take your second card: the top of the deck, or a face-up card that is not a locomotive.",
             "check": {"like": [{"type": "draw_deck"}, {"type": "draw_face_up"}]},
             "feedback": "Take one more card.",
             "wrong": [{"move": {"type": "draw_face_up", "slot": loco},
                        "feedback": "A face-up locomotive may never be your second card."}],
             "hint": [], "solution": {"type": "draw_deck"}, "replies": replies,
             "success": "Two cards: your turn is over. Your opponent drew two cards from the deck."},
            {"text": "A face-up locomotive is wild, so it costs your whole draw: take it first and your turn ends.",
             "prompt": "Take the face-up locomotive.",
             "check": {"move": {"type": "draw_face_up", "slot": loco},
                       "view": [{"path": ["turn"], "op": "!=", "value": seat}]},
             "feedback": "This time take the face-up locomotive.",
             "wrong": [{"move": {"type": "draw_deck"},
                        "feedback": "That is the deck. Take the face-up locomotive: it is the whole draw."}],
             "hint": [{"face_up": loco}], "solution": {"type": "draw_face_up", "slot": loco},
             "success": "One locomotive and your turn is over."},
        ])


def color_and_locomotives():
    """A coloured route paid with its colour plus locomotives."""
    for seed, state, moves, seat in moments():
        hand = state["hands"][seat]
        for move in GAME.claim_moves(state, seat):
            route = BOARD.route[move["route"]]
            color = route["color"]
            others = [c for c in hand if c not in (color, LOCO)]
            if color == "gray" or route["length"] < 3 or not others or set(move["cards"]) != {color, LOCO}:
                continue
            if hand.get(color, 0) >= route["length"]:
                continue
            n = move["cards"][color]
            bad = {others[0]: min(hand[others[0]], route["length"] - 1)}
            bad[LOCO] = route["length"] - bad[others[0]]
            return lesson("color-and-locomotives", "Claiming with one colour plus locomotives", "#claim-a-route",
                          seed, moves, seat, [
                {"text": f"To claim a route you pay as many cards as it is long, all of its colour. Locomotives "
                         f"stand in for any card. You score at once: a route of {route['length']} is worth "
                         f"{BOARD.points[route['length']]} points.",
                 "prompt": f"Claim the {color} route {name(route['id'])} ({route['length']}) with your "
                           f"{n} {color} cards and locomotives.",
                 "check": {"like": {"type": "claim", "route": route["id"]}},
                 "feedback": f"Claim {name(route['id'])} with {color} cards and locomotives.",
                 "wrong": [{"move": {"type": "claim", "route": route["id"], "cards": bad},
                            "feedback": f"A {color} route takes {color} cards; locomotives can replace any of "
                                        f"them, but {others[0]} cards cannot."},
                           {"move": {"type": "draw_deck"}, "feedback": "You have the cards already: claim the route."}],
                 "hint": [{"route": route["id"]}], "solution": move,
                 "success": f"{name(route['id'])} is yours: {BOARD.points[route['length']]} points."},
            ])


def gray_routes():
    """A grey route takes any one colour."""
    for seed, state, moves, seat in moments():
        hand = state["hands"][seat]
        for move in GAME.claim_moves(state, seat):
            route = BOARD.route[move["route"]]
            colors = [c for c in move["cards"] if c != LOCO]
            if route["color"] != "gray" or route["length"] < 2 or LOCO in move["cards"] or len(colors) != 1:
                continue
            color = colors[0]
            mix = next((c for c in hand if c not in (color, LOCO)), None)
            if mix is None:
                continue
            bad = {color: route["length"] - 1, mix: 1}
            return lesson("gray-routes", "Grey routes", "#claim-a-route", seed, moves, seat, [
                {"text": "A grey route takes cards of any one colour, as many as it is long (locomotives may "
                         "replace some). The colours cannot be mixed.",
                 "prompt": f"Claim the grey route {name(route['id'])} ({route['length']}) with {color} cards.",
                 "check": {"like": {"type": "claim", "route": route["id"]}},
                 "feedback": f"Claim the grey route {name(route['id'])}.",
                 "wrong": [{"move": {"type": "claim", "route": route["id"], "cards": bad},
                            "feedback": f"One colour only: {color} and {mix} together cannot pay a grey route."},
                           {"move": {"type": "draw_deck"}, "feedback": "You have the cards already: claim the route."}],
                 "hint": [{"route": route["id"]}], "solution": move,
                 "success": "Any one colour pays a grey route."},
            ])


def double_routes():
    """With 2 or 3 players only one lane of a double route is ever used."""
    for seed, state, moves, seat in moments():
        for move in GAME.claim_moves(state, seat):
            rid = move["route"]
            partner = BOARD.partner.get(rid)
            if partner is None or state["owners"][BOARD.index[partner]] is not None:
                continue
            after = GAME.apply(state, seat, move)
            replies, later = bots_until(GAME, after, seat, seed, scripted=[{"type": "draw_deck"}] * 2)
            if my_turn(later) != seat:
                continue
            lane = BOARD.route[partner]
            return lesson("double-routes", "Double routes", "#claim-a-route", seed, moves, seat, [
                {"text": "Some cities are joined by two parallel lanes: a double route. One player can never own "
                         "both lanes.",
                 "prompt": f"Claim a lane of the double route {name(rid)}.",
                 "check": {"like": [{"type": "claim", "route": rid}, {"type": "claim", "route": partner}]},
                 "feedback": f"Claim one lane of {name(rid)}.",
                 "wrong": [{"move": {"type": "draw_deck"}, "feedback": f"Claim a lane of {name(rid)} first."}],
                 "hint": [{"route": rid}, {"route": partner}], "solution": move, "replies": replies,
                 "success": "Your opponent drew two cards."},
                {"text": "With 2 or 3 players, once one lane of a double route is taken the other is closed for "
                         "everyone (with 4 or 5 players another player may take it).",
                 "prompt": f"The other lane of {name(rid)} is closed now. Draw a train card instead.",
                 "check": {"like": [{"type": "draw_deck"}, {"type": "draw_face_up"}]},
                 "feedback": "Draw a train card.",
                 "wrong": [{"move": {"type": "claim", "route": partner, "cards": {lane["color"] if lane["color"] != "gray" else "red": lane["length"]}},
                            "feedback": "In a 2-player game the second lane closes when the first is taken, and "
                                        "nobody may own both lanes anyway."}],
                 "hint": [{"route": partner}], "solution": {"type": "draw_deck"}},
            ])


def tickets():
    """A completed ticket adds its points; drawing tickets keeps at least one."""
    for seed, state, moves, seat in moments(seeds=range(1, 60)):
        if not state["ticket_deck"]:
            continue
        label_done = [t["completed"] for t in GAME.view(state, seat)["players"][seat]["tickets"]]
        for move in GAME.claim_moves(state, seat):
            after = GAME.apply(state, seat, move)
            mine = GAME.view(after, seat)["players"][seat]["tickets"]
            newly = [i for i, t in enumerate(mine) if t["completed"] and not label_done[i]]
            if not newly or BOARD.route[move["route"]]["kind"] != "normal":
                continue
            replies, later = bots_until(GAME, after, seat, seed)
            if my_turn(later) != seat or len(later["ticket_deck"]) < 3 or any(r[1]["type"] == "draw_tickets" for r in replies):
                continue
            ticket = mine[newly[0]]
            drawn = GAME.apply(later, seat, {"type": "draw_tickets"})
            keep = [min(drawn["offered"][seat])]
            return lesson("tickets", "Tickets", "#scoring", seed, moves, seat, [
                {"text": "A ticket names two cities. At the end it adds its points if a chain of your own routes "
                         "joins them, and subtracts them if not.",
                 "prompt": f"Claim {name(move['route'])} to complete your ticket {ticket['a']}–{ticket['b']} "
                           f"({ticket['points']} points).",
                 "check": {"view": [{"path": ["players", seat, "tickets", newly[0], "completed"], "op": "==",
                                     "value": True}]},
                 "feedback": f"That does not join {ticket['a']} and {ticket['b']} yet.",
                 "wrong": [{"move": {"type": "draw_deck"},
                            "feedback": f"Drawing cards does not join {ticket['a']} and {ticket['b']}."}],
                 "hint": [{"route": move["route"]}, {"city": ticket["a"]}, {"city": ticket["b"]}],
                 "solution": move, "replies": replies,
                 "success": f"Completed: {ticket['points']} points for you at the end."},
                {"text": "Instead of cards or a route you may draw 3 new tickets.",
                 "prompt": "Draw tickets.",
                 "check": {"move": {"type": "draw_tickets"}},
                 "feedback": "Draw tickets this turn.",
                 "wrong": [{"move": {"type": "draw_deck"}, "feedback": "That is a train card: draw tickets instead."}],
                 "hint": [], "solution": {"type": "draw_tickets"}},
                {"text": "Keep at least one of the three; the others go under the ticket deck. Every ticket you "
                         "keep but do not complete costs you its points at the end.",
                 "prompt": "Keep the ticket you think you can complete (at least one).",
                 "check": {"like": {"type": "keep_tickets"}},
                 "feedback": "Keep at least one ticket.",
                 "wrong": [{"move": {"type": "keep_tickets", "keep": []},
                            "feedback": "You must keep at least one of the tickets you drew."}],
                 "hint": [], "solution": {"type": "keep_tickets", "keep": keep}},
            ])


def longest_path_and_last_round():
    """The last round starts when someone has 2 trains or fewer; the longest path scores 10."""
    for seed, state, moves, seat in moments(seeds=range(1, 60)):
        if state["turns_left"] is not None or not 3 <= state["trains"][seat] <= 6:
            continue
        for move in GAME.claim_moves(state, seat):
            route = BOARD.route[move["route"]]
            if state["trains"][seat] - route["length"] > 2 or route["kind"] != "normal":
                continue
            after = GAME.apply(state, seat, move)
            replies, later = bots_until(GAME, after, seat, seed)
            if my_turn(later) != seat:
                continue
            before = GAME.longest(later, seat)["length"]
            best = max(GAME.claim_moves(later, seat), default=None,
                       key=lambda m: GAME.longest(GAME.apply(later, seat, m), seat)["length"])
            if best is None:
                continue
            final = GAME.apply(later, seat, best)
            gain = GAME.longest(final, seat)["length"]
            if gain <= before:
                continue
            left = later["trains"][seat]
            too_long = next(r for r in BOARD.routes if r["length"] > left and later["owners"][BOARD.index[r["id"]]] is None)
            return lesson("last-round-and-longest-path", "The last round and the longest path", "#the-end",
                          seed, moves, seat, [
                {"text": "When a player ends a turn with 2 trains or fewer, every player, that player included, "
                         "gets one last turn.",
                 "prompt": f"You have {state['trains'][seat]} trains. Claim {name(route['id'])} "
                           f"({route['length']}) and start the last round.",
                 "check": {"view": [{"path": ["last_round"], "op": "==", "value": True}]},
                 "feedback": "That leaves you more than 2 trains: the last round has not started.",
                 "wrong": [{"move": {"type": "draw_deck"},
                            "feedback": f"Drawing cards keeps your {state['trains'][seat]} trains; the last round "
                                        "starts only when someone has 2 or fewer."}],
                 "hint": [{"route": route["id"]}], "solution": move, "replies": replies,
                 "success": "Everyone else has had their last turn. Now yours."},
                {"text": "The longest unbroken line of your own trains scores 10 points at the end (every player "
                         "tied for it scores them). It may loop, but it uses no route twice.",
                 "prompt": f"Your last turn: claim {name(best['route'])} to make your longest line "
                           f"{gain} long.",
                 "check": {"view": [{"path": ["longest", seat, "length"], "op": ">=", "value": gain}]},
                 "feedback": f"Your longest line is still {before}: claim {name(best['route'])}.",
                 "wrong": [{"move": {"type": "draw_deck"}, "feedback": "A card drawn now is never used: the game ends "
                                                                       "after this turn."},
                           {"move": {"type": "claim", "route": too_long["id"],
                                     "cards": {LOCO: too_long["length"]}},
                            "feedback": f"You have only {left} trains left: a route needs as many trains as it is long."}],
                 "hint": [{"route": best["route"]}], "solution": best},
            ])


# ---- Nordic ---------------------------------------------------------------------------------
NB = NORDIC.board


def nordic_moments(seeds=range(1, 60)):
    """Turn starts of 2-player Nordic bot games."""
    return moments(seeds=seeds, gid=NORDIC_ID)


def locomotives_not_wild():
    """Locomotives pay only ferries and tunnels."""
    for seed, state, moves, seat in nordic_moments():
        hand = state["hands"][seat]
        if not hand.get(LOCO):
            continue
        for move in NORDIC.claim_moves(state, seat):
            route = NB.route[move["route"]]
            if route["kind"] != "normal" or route["length"] < 2 or route["id"] == NORDIC.four_card_route:
                continue
            color = next(iter(move["cards"]))
            bad = {color: route["length"] - 1, LOCO: 1}
            return nordic("locomotives-not-wild", "Locomotives only on ferries and tunnels", "#claim-a-route",
                          seed, moves, seat, [
                {"text": "In the Nordic Countries locomotives are not wild on ordinary routes: they pay only for "
                         "ferries and tunnels (and inside the 4-card sets of Murmansk–Lieksa).",
                 "prompt": f"Claim {name(route['id'], NB)} ({route['length']}) with {route['length']} {color} "
                           f"cards.",
                 "check": {"like": {"type": "claim", "route": route["id"]}},
                 "feedback": f"Claim {name(route['id'], NB)}.",
                 "wrong": [{"move": {"type": "claim", "route": route["id"], "cards": bad},
                            "feedback": "A locomotive cannot stand in for a card on an ordinary route here."},
                           {"move": {"type": "draw_deck"}, "feedback": "You have the cards: claim the route."}],
                 "hint": [{"route": route["id"]}], "solution": move,
                 "success": "Ordinary routes take ordinary cards."},
            ])


def ferries():
    """Each locomotive symbol on a ferry takes a locomotive (or any 3 cards)."""
    for seed, state, moves, seat in nordic_moments():
        for move in NORDIC.claim_moves(state, seat):
            route = NB.route[move["route"]]
            if route["kind"] != "ferry" or sum(move["cards"].values()) != route["length"]:
                continue
            color = next((c for c in move["cards"] if c != LOCO), route["color"])
            bad = {color if color != "gray" else "red": route["length"]}
            paid = " + ".join(f"{n} {k}" for k, n in move["cards"].items())
            return nordic("ferries", "Ferries", "#claim-a-route", seed, moves, seat, [
                {"text": f"A ferry shows locomotive symbols: {name(route['id'], NB)} has {route['locomotives']}. "
                         "Each symbol must be paid with a locomotive, and any 3 cards may replace one locomotive. "
                         "The other spaces take cards of the route's colour.",
                 "prompt": f"Claim the ferry {name(route['id'], NB)} ({route['length']}), paying {paid}.",
                 "check": {"like": {"type": "claim", "route": route["id"]}},
                 "feedback": f"Claim the ferry {name(route['id'], NB)}.",
                 "wrong": [{"move": {"type": "claim", "route": route["id"], "cards": bad},
                            "feedback": "Every locomotive symbol needs a locomotive (or 3 cards in its place)."},
                           {"move": {"type": "draw_deck"}, "feedback": "You can pay for the ferry now: claim it."}],
                 "hint": [{"route": route["id"]}], "solution": move,
                 "success": "Across the water."},
            ])


def tunnels():
    """Three cards turned over may raise a tunnel's price: pay or withdraw."""
    for seed, state, moves, seat in nordic_moments():
        for move in NORDIC.claim_moves(state, seat):
            route = NB.route[move["route"]]
            if route["kind"] != "tunnel" or LOCO in move["cards"]:
                continue
            after = NORDIC.apply(state, seat, move)
            pending = after["pending"]
            pays = NORDIC.legal_moves(after, seat)
            if not pending or pays[0]["type"] != "tunnel_pay":
                continue
            color = route["color"]
            other = next(c for c in ("red", "blue", "green", "yellow") if c != color)
            return nordic("tunnels", "Tunnels", "#claim-a-route", seed, moves, seat, [
                {"text": "To claim a tunnel you first lay down its full cost. Then the top 3 cards of the deck are "
                         "turned over: each one of the colour you played, and each locomotive, adds one card to "
                         "the price.",
                 "prompt": f"Try the tunnel {name(route['id'], NB)} ({route['length']}) with {color} cards.",
                 "check": {"like": {"type": "claim", "route": route["id"]}},
                 "feedback": f"Try the tunnel {name(route['id'], NB)}.",
                 "wrong": [{"move": {"type": "draw_deck"}, "feedback": "Lay down the cards for the tunnel."}],
                 "hint": [{"route": route["id"]}], "solution": move,
                 "success": f"{pending['extra']} of the turned cards match: the tunnel costs {pending['extra']} more."},
                {"text": "Pay the extra in the tunnel's colour or with locomotives, or take your cards back. Your "
                         "turn is over either way, and the turned-over cards are discarded.",
                 "prompt": f"Pay the {pending['extra']} extra card{'s' if pending['extra'] > 1 else ''}, or "
                           "withdraw.",
                 "check": {"like": [{"type": "tunnel_pay"}, {"type": "tunnel_withdraw"}]},
                 "feedback": "Pay the extra or withdraw.",
                 "wrong": [{"move": {"type": "tunnel_pay", "cards": {other: pending["extra"]}},
                            "feedback": f"The extra is paid in {color} (the colour you played) or locomotives."}],
                 "hint": [{"route": route["id"]}], "solution": pays[0],
                 "success": "Paying keeps the tunnel; withdrawing keeps the cards."},
            ])


def murmansk_lieksa():
    """Any 4 cards replace each missing card of the chosen colour on Murmansk–Lieksa."""
    rid = NORDIC.four_card_route
    for seed in range(1, 40):
        state = NORDIC.new(2, seed, NORDIC.normalize_options({}))
        moves = []
        seat = 0
        while NORDIC.to_act(state):
            player = NORDIC.to_act(state)[0]
            legal = NORDIC.legal_moves(state, player)
            if player == seat and my_turn(state) == seat:
                claim = [m for m in legal if m["type"] == "claim" and m["route"] == rid]
                if claim:
                    break
                move = {"type": "draw_deck"}
            elif player == seat:
                move = legal[0] if legal[0]["type"] != "draw_face_up" else {"type": "draw_deck"}
            else:
                move = kit.bot_move(NORDIC, state, player, "heuristic", seed, len(moves))
                if move.get("route") == rid:
                    break
            moves.append([player, move])
            state = NORDIC.apply(state, player, move)
        else:
            continue
        if my_turn(state) != seat or not claim:
            continue
        move = claim[-1]
        hand = state["hands"][seat]
        color = max((c for c in hand if c != LOCO), key=lambda c: hand[c])
        bad = {color: hand[color], LOCO: 9 - hand[color]} if hand.get(LOCO, 0) >= 9 - hand[color] else {
            color: hand[color], "red" if color != "red" else "blue": 9 - hand[color]}
        return nordic("murmansk-lieksa", "Murmansk–Lieksa", "#claim-a-route", seed, moves, seat, [
            {"text": "Murmansk–Lieksa is 9 spaces long and grey. Choose a colour: any 4 cards may replace each "
                     "card of that colour you are missing. A locomotive alone never replaces a card there.",
             "prompt": f"Claim Murmansk–Lieksa with your {hand[color]} {color} cards and 4-card sets for the rest.",
             "check": {"like": {"type": "claim", "route": rid}},
             "feedback": "Claim Murmansk–Lieksa.",
             "wrong": [{"move": {"type": "claim", "route": rid, "cards": bad},
                        "feedback": "Each missing card takes a set of 4 cards; a single card, even a locomotive, "
                                    "is not enough."}],
             "hint": [{"route": rid}], "solution": move,
             "success": "27 points for the longest line on the map."},
        ])


def globetrotter():
    """The player with the most completed tickets scores 10."""
    for seed, state, moves, seat in nordic_moments(range(1, 150)):
        if state["turns_left"] is None:
            continue
        done_before = [len(NORDIC.completed(state, s)[0]) for s in range(2)]
        for move in NORDIC.claim_moves(state, seat):
            after = NORDIC.apply(state, seat, move)
            done = [len(NORDIC.completed(after, s)[0]) for s in range(2)]
            if done[seat] <= done_before[seat] or done[seat] <= done[1 - seat]:
                continue
            mine = NORDIC.view(after, seat)["players"][seat]["tickets"]
            before = NORDIC.view(state, seat)["players"][seat]["tickets"]
            i = next(k for k, t in enumerate(mine) if t["completed"] and not before[k]["completed"])
            ticket = mine[i]
            return nordic("globetrotter", "The Globetrotter", "#scoring", seed, moves, seat, [
                {"text": "At the end the Globetrotter bonus gives 10 points to the player who completed the most "
                         "tickets (all tied players score it).",
                 "prompt": f"Completed tickets: you {done_before[seat]}, your opponent "
                           f"{done_before[1 - seat]}. Claim {name(move['route'], NB)} to complete "
                           f"{ticket['a']}–{ticket['b']} and take the lead.",
                 "check": {"view": [{"path": ["players", seat, "tickets", i, "completed"], "op": "==",
                                     "value": True}]},
                 "feedback": f"That does not complete {ticket['a']}–{ticket['b']}.",
                 "wrong": [{"move": {"type": "draw_deck"}, "feedback": "Cards alone complete no ticket."}],
                 "hint": [{"route": move["route"]}, {"city": ticket["a"]}, {"city": ticket["b"]}],
                 "solution": move,
                 "success": f"{done[seat]} completed tickets against {done[1 - seat]}: the Globetrotter is yours."},
            ])


def main():
    """Find every position and write both lesson files."""
    kit.write_lessons(GID, [taking_cards(), color_and_locomotives(), gray_routes(), double_routes(), tickets(),
                            longest_path_and_last_round()])
    kit.write_lessons(NORDIC_ID, [locomotives_not_wild(), ferries(), tunnels(), murmansk_lieksa(), globetrotter()])


if __name__ == "__main__":
    main()
