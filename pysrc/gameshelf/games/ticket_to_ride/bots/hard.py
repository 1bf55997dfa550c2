"""Ticket to Ride's Hard bot: a stronger planner as its default and its own playouts, under determinized flat Monte Carlo."""

import time

from gameshelf.engine.search import RolloutBot, playout, sample_world
from gameshelf.games.ticket_to_ride.board import LOCO, components
from gameshelf.games.ticket_to_ride.bots.normal import TICKET_MARGIN, TRAIN_COST, HeuristicBot, payment_price, spare_cards, tunnel_ready

PLANNER_ROUTE_COST = 5  # trains a claim is worth on top of its length in the planner's routes (fewer, longer claims)
PLANNER_LATE_TRAINS = 8  # below this many trains the planner stops drawing tickets
EARLY_TRAINS = 25  # the Hard bot looks at drawing tickets only while it has this many trains
MAX_CANDIDATES = 9  # moves the Hard bot plays out per decision
WANTED_CLAIMS = 3  # claims on routes its own tickets want among them (longest first)
BLOCKS = 2  # claims on routes a rival's inferred tickets want among them
OTHER_CLAIMS = 2  # other claims of 3 trains or more among them (longest first)
MAX_KEEPS = 6  # ticket choices it plays out besides the planner's
HEURISTIC_TIME = 0.2  # wall-clock seconds the planner may take to propose the first candidate
EDGE = 0.0  # how much better (in playout value) another move must look than the planner's to replace it
MARGIN_SCALE = 50  # final points worth as much as the win itself in a playout's value
CITY_WEIGHT = 8  # a hidden ticket is (1 + this) times likelier per city of it in its holder's network
BLOCK_WORLDS = 6  # sampled worlds in which the Hard bot looks for the routes its rivals want
BLOCK_SHARE = 0.5  # share of them in which a rival must want a route for the bot to consider taking it
LONGEST_FIRST = {}  # map name -> route ids, longest first


class PlannerBot(HeuristicBot):
    """The heuristic with fewer, longer claims, later tickets, free face-up locomotives, tunnels with cards to spare: Hard's default and own playouts."""

    route_cost = PLANNER_ROUTE_COST
    late_trains = PLANNER_LATE_TRAINS
    takes_locomotives = True  # a face-up locomotive first, where it costs no more than another card
    tunnel_spare = 2  # a tunnel tried only with 2 cards left that could pay its extra cost (1 near the end; with none, about half the tries fail)


PLANNER = PlannerBot()
NORMAL = HeuristicBot()


class RolloutPolicy:
    """A quick player for playouts, each seat by its bot's plans and rules: a seat's plan is kept between moves and redone only when broken."""

    def __init__(self, game, bots):
        self.game = game
        self.bots = bots  # seat -> the HeuristicBot whose plans and rules it follows
        self.plans = {}  # seat -> (wanted route ids, colour -> cards missing)

    def plan(self, state, seat):
        """The seat's wanted routes and missing colours, from its own view."""
        if seat not in self.plans:
            bot = self.bots[seat]
            plan = bot.plan(self.game, seat_view(self.game, state, seat), seat)
            wanted = plan.wanted()
            self.plans[seat] = (wanted, bot.color_need(plan, wanted), plan)
        return self.plans[seat]

    def claimed(self, seat, rid):
        """A route was claimed: the claimer has it, every other plan that counted on it is redone."""
        for other in [s for s, (wanted, _, _) in self.plans.items() if rid in wanted]:
            if other == seat:
                self.plans[seat][0].discard(rid)
            else:
                del self.plans[other]

    def __call__(self, game, state, seat, rng):
        """The seat's move now; claims update the plans."""
        move = self.move(state, seat, rng)
        if move["type"] == "claim":
            self.claimed(seat, move["route"])
        elif move["type"] in ("keep_tickets", "tunnel_pay", "draw_tickets"):
            self.plans.pop(seat, None)
        return move

    def move(self, state, seat, rng):
        """Claim a wanted route when the hand pays for it, else new tickets or the cards the plan needs, by the seat's bot's rules."""
        game = self.game
        pending = state["pending"]
        if state["offered"][seat] is not None:
            legal = game.legal_moves(state, seat)
            bot = self.bots[seat]
            return bot.keep(bot.plan(game, seat_view(game, state, seat), seat), legal, float("inf"))
        if pending is not None and pending["kind"] == "tunnel":
            pays = game.tunnel_extra_payments(state)
            return {"type": "tunnel_pay", "cards": min(pays, key=lambda c: c.get(LOCO, 0))} if pays else {
                "type": "tunnel_withdraw"}
        wanted, need, plan = self.plan(state, seat)
        if pending is None:
            claim = self.claim(state, seat, wanted, need, plan)
            if claim:
                return claim
            if not wanted and state["ticket_deck"] and self.bots[seat].may_draw_tickets(plan, self.public(state)):
                return {"type": "draw_tickets"}
        draws = game.draw_moves(state, second=pending is not None)
        pick = self.bots[seat].face_up_pick(plan, state["face_up"], draws, need)
        if pick:
            return pick
        if draws:
            return draws[-1]  # the deck when it has cards
        return game.sample_move(state, seat, rng)

    @staticmethod
    def public(state):
        """The parts of a view the heuristic's ticket rule reads."""
        return {"last_round": state["turns_left"] is not None, "tickets_left": len(state["ticket_deck"])}

    def claim(self, state, seat, wanted, need, plan):
        """A claim on the longest payable wanted route, or on a long route once nothing is wanted or time is short."""
        game = self.game
        hand = state["hands"][seat]
        board = game.board
        order = sorted(wanted, key=lambda r: -board.route[r]["length"])
        late = state["turns_left"] is not None or len(state["deck"]) + len(state["discard"]) < 10
        if not wanted or late:
            order += [rid for rid in longest_first(board) if board.route[rid]["length"] >= 3 or late]
        spare = spare_cards(self.bots[seat].tunnel_spare, state["trains"], state["turns_left"] is not None)
        for rid in order:
            route = board.route[rid]
            if game.claimable(state, seat, route):
                pays = game.route_payments(state, hand, route)
                if spare:
                    pays = [c for c in pays if tunnel_ready(route, c, hand, spare)]
                if pays:
                    return {"type": "claim", "route": rid, "cards": min(pays, key=lambda c: payment_price(c, need))}
        return None


def seat_view(game, state, seat):
    """The parts of `seat`'s view of a full state that a Plan and the heuristic's ticket choice read (cheaper than `view`)."""
    board = game.board
    label = components(board, game.owned(state, seat))
    offer = state["offered"][seat]
    players = [None] * len(state["trains"])
    players[seat] = {
        "hand": dict(state["hands"][seat]),
        "trains_left": state["trains"][seat],
        "tickets": [board.ticket(t, label) for t in state["tickets"][seat]],
        "offered": [board.ticket(t, label) for t in offer] if offer is not None else None,
    }
    return {
        "phase": state["phase"],
        "routes": [{"id": r["id"], "owner": o} for r, o in zip(board.routes, state["owners"])],
        "closed": [r["id"] for r, o in zip(board.routes, state["owners"]) if o is None and game.closed(state, r["id"])],
        "players": players,
    }


def longest_first(board):
    """The map's route ids, longest first (worked out once per map)."""
    if board.name not in LONGEST_FIRST:
        LONGEST_FIRST[board.name] = [r["id"] for r in sorted(board.routes, key=lambda r: -r["length"])]
    return LONGEST_FIRST[board.name]


class HardBot(RolloutBot):
    """Determinized flat Monte Carlo: candidate moves played out to the end by the rollout policy, in worlds whose
    rival tickets are inferred from the rivals' routes."""

    edge = EDGE

    def rollout(self, game, state, player, rng, stop):
        """To the end of the game: the bot's seat plays as the planner, every rival as Normal."""
        bots = [PLANNER if seat == player else NORMAL for seat in range(len(state["trains"]))]
        playout(game, state, rng, RolloutPolicy(game, bots), stop=stop)

    def value(self, game, state, player):
        """The final result: the win (shared on a tie) plus the margin over the best other seat."""
        return outcome(game.score(state), player)

    def sample_world(self, game, view, player, rng):
        """A sampled world whose hidden tickets are dealt favouring those the seats' own routes already serve."""
        world = sample_world(game, view, player, rng)
        for seat, seen in enumerate(view["players"]):
            if seen["tickets"] is None and world["offered"][seat] is None:
                redeal_tickets(game, view, world, seat, rng)
        return world

    def candidates(self, game, view, legal, player, rng):
        """The planner's move first, then draws, tickets and claims (for its tickets, blocking, long; tunnels only with cards to spare) worth a look."""
        first = PLANNER.choose(game, view, legal, player, rng, time.monotonic() + HEURISTIC_TIME)
        kinds = {m["type"] for m in legal}
        if "keep_tickets" in kinds:
            return [first] + ranked_keeps(view, legal, player, game, first)
        if "tunnel_withdraw" in kinds or view["pending"] is not None:
            return [first]  # a tunnel's extra cost or the second card: the planner's answer
        plan = PLANNER.plan(game, view, player)
        wanted = plan.wanted()
        need = PLANNER.color_need(plan, wanted)
        spare = spare_cards(PLANNER.tunnel_spare, [p["trains_left"] for p in view["players"]], view["last_round"])
        claims = {}
        for m in legal:
            if m["type"] == "claim" and tunnel_ready(game.board.route[m["route"]], m["cards"], plan.hand, spare):
                claims.setdefault(m["route"], []).append(m)
        length = lambda rid: game.board.route[rid]["length"]  # noqa: E731
        chosen = sorted((r for r in claims if r in wanted), key=lambda r: -length(r))[:WANTED_CLAIMS]
        contested = self.contested(game, view, player, rng)
        chosen += sorted((r for r in claims if r not in chosen and contested.get(r, 0) >= BLOCK_SHARE * BLOCK_WORLDS),
                         key=lambda r: (-contested[r], -length(r)))[:BLOCKS]
        chosen += sorted((r for r in claims if r not in chosen and r not in wanted and length(r) >= 3),
                         key=lambda r: -length(r))[:OTHER_CLAIMS]
        out = [first] + [m for m in legal if m["type"] == "draw_deck"]
        useful = [m for m in legal if m["type"] == "draw_face_up" and need.get(view["face_up"][m["slot"]], 0) > 0]
        out += sorted(useful, key=lambda m: -need[view["face_up"][m["slot"]]])[:1]
        if "draw_tickets" in kinds and view["players"][player]["trains_left"] >= EARLY_TRAINS:
            out.append({"type": "draw_tickets"})
        out += [min(claims[r], key=lambda m: payment_price(m["cards"], need)) for r in chosen]
        unique = []
        for m in out:
            if m not in unique:
                unique.append(m)
        return unique[:MAX_CANDIDATES]

    def contested(self, game, view, player, rng):
        """Route id -> in how many of BLOCK_WORLDS sampled worlds a rival's ticket plan wants it."""
        counts = {}
        for _ in range(BLOCK_WORLDS):
            world = self.sample_world(game, view, player, rng)
            for seat in range(len(view["players"])):
                if seat != player:
                    for rid in rival_wanted(game, world, seat):
                        counts[rid] = counts.get(rid, 0) + 1
        return counts


def rival_wanted(game, world, seat):
    """The routes a seat's tickets in a sampled world want, as Normal plans them."""
    return NORMAL.plan(game, seat_view(game, world, seat), seat).wanted()


def redeal_tickets(game, view, world, seat, rng):
    """Deal `seat` its hidden tickets again from all it might hold, each weighed by its cities in the seat's network.

    A player keeps tickets and then builds toward them, so a ticket whose cities its routes reach
    is likelier in its hand; the tickets left go back to the deck (and the removed pile) unseen.
    """
    board = game.board
    network = set()
    for r in view["routes"]:
        if r["owner"] == seat:
            route = board.route[r["id"]]
            network.update((route["a"], route["b"]))
    if not network:
        return
    pool = world["tickets"][seat] + world["ticket_deck"] + world["removed"]
    weights = [(1 + CITY_WEIGHT * (board.tickets[t]["a"] in network))
               * (1 + CITY_WEIGHT * (board.tickets[t]["b"] in network)) for t in pool]
    chosen = []
    for _ in range(len(world["tickets"][seat])):
        pick = rng.random() * sum(weights)
        i = 0
        while pick >= weights[i] and i < len(pool) - 1:
            pick -= weights[i]
            i += 1
        chosen.append(pool.pop(i))
        weights.pop(i)
    rng.shuffle(pool)
    deck = len(world["ticket_deck"])
    world["tickets"][seat] = sorted(chosen)
    world["ticket_deck"] = pool[:deck]
    world["removed"] = sorted(pool[deck:])


def ranked_keeps(view, legal, player, game, first):
    """Up to MAX_KEEPS ticket choices besides `first`, the most promising by the planner's own measure first."""
    plan = PLANNER.plan(game, view, player)
    held = list(plan.me["tickets"] or [])
    offered = {t["id"]: t for t in plan.me["offered"]}

    def value(move):
        chosen = [offered[i] for i in move["keep"]]
        needed, _, reachable = plan.routes_for(held + chosen)
        points = sum(t["points"] for t in chosen)
        return points - TRAIN_COST * needed if reachable and needed <= plan.trains - TICKET_MARGIN else -points - needed

    others = [m for m in legal if m != first]
    return sorted(others, key=value, reverse=True)[:MAX_KEEPS]


def outcome(score, player):
    """A playout's value for `player`: 1 for a win (shared on a tie), plus the final margin over the best other seat."""
    totals = [p["total"] for p in score["players"]]
    best_other = max(t for s, t in enumerate(totals) if s != player)
    win = 1 / len(score["winners"]) if player in score["winners"] else 0.0
    return win + (totals[player] - best_other) / MARGIN_SCALE
