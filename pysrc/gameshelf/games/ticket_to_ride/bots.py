"""Ticket to Ride bots, each from its own view only: the heuristic (Normal), a beginner (Easy) and a searching Hard bot."""

import heapq
import time

from gameshelf.engine.search import RolloutBot, playout, sample_world
from gameshelf.games.ticket_to_ride.board import COLORS, LOCO, components

UNREACHABLE = 10**6
LATE_TRAINS = 12  # below this many trains the bot stops drawing tickets
TICKET_MARGIN = 6  # trains kept in reserve when judging whether drawn tickets can be finished
SETUP_SHARE = 0.6  # share of the trains the first tickets may plan to use
TRAIN_COST = 0.5  # points a planned train is worth spending on tickets
EASY_SLIP = 0.35  # how often the beginner draws blind instead of claiming or taking a face-up card
EARLY_TRAINS = 25  # the Hard bot looks at drawing tickets only while it has this many trains
MAX_CANDIDATES = 9  # moves the Hard bot plays out per decision
WANTED_CLAIMS = 3  # claims on routes its own tickets want among them (longest first)
BLOCKS = 2  # claims on routes a rival's inferred tickets want among them
OTHER_CLAIMS = 2  # other claims of 3 trains or more among them (longest first)
MAX_KEEPS = 6  # ticket choices it plays out besides the heuristic's
HEURISTIC_TIME = 0.2  # wall-clock seconds the heuristic may take to propose the first candidate
EDGE = 0.0  # how much better (in playout value) another move must look than the heuristic's to replace it
MARGIN_SCALE = 50  # final points worth as much as the win itself in a playout's value
CITY_WEIGHT = 8  # a hidden ticket is (1 + this) times likelier per city of it in its holder's network
BLOCK_WORLDS = 6  # sampled worlds in which the Hard bot looks for the routes its rivals want
BLOCK_SHARE = 0.5  # share of them in which a rival must want a route for the bot to consider taking it
LONGEST_FIRST = {}  # map name -> route ids, longest first


class Plan:
    """What the bot sees of the board: routes it may still use, and the routes its tickets need."""

    def __init__(self, game, view, player):
        self.board = game.board
        self.view = view
        self.player = player
        me = view["players"][player]
        self.me = me
        self.hand = me["hand"] or {}
        self.most_of_a_color = max(self.hand.get(c, 0) for c in COLORS)
        self.trains = me["trains_left"]
        closed = set(view["closed"])
        owner = {r["id"]: r["owner"] for r in view["routes"]}
        self.mine = {rid for rid, o in owner.items() if o == player}
        self.free = {
            rid for rid, o in owner.items()
            if o is None and rid not in closed and owner.get(self.board.partner.get(rid)) != player
        }
        self.links = {}  # city -> [(neighbour, route id, trains it costs: none when owned, a little less with cards for it)]
        for rid in self.mine | self.free:
            r = self.board.route[rid]
            length = r["length"]
            cost = 0.0 if rid in self.mine else length + 0.5 - 0.4 * min(self.held_for(r), length) / length
            self.links.setdefault(r["a"], []).append((r["b"], rid, cost))
            self.links.setdefault(r["b"], []).append((r["a"], rid, cost))

    def held_for(self, route):
        """How many cards of the hand fit a route's colour (the best colour for a gray route)."""
        return self.most_of_a_color if route["color"] == "gray" else self.hand.get(route["color"], 0)

    def path(self, a, b, planned):
        """(cost, route ids) of the cheapest chain from a to b; planned routes cost nothing."""
        best = {a: 0.0}
        back = {}
        heap = [(0.0, a)]
        while heap:
            dist, city = heapq.heappop(heap)
            if city == b:
                break
            if dist > best[city]:
                continue
            for other, rid, cost in self.links.get(city, ()):
                reach = dist if rid in planned else dist + cost
                if reach < best.get(other, UNREACHABLE):
                    best[other] = reach
                    back[other] = (city, rid)
                    heapq.heappush(heap, (reach, other))
        if b not in best:
            return UNREACHABLE, []
        routes, city = [], b
        while city != a:
            city, rid = back[city]
            routes.append(rid)
        return best[b], routes

    def routes_for(self, tickets):
        """(trains needed, unowned route ids, whether all are reachable) to finish these tickets."""
        planned, reachable = set(), True
        for t in sorted(tickets, key=lambda t: -t["points"]):
            if t["completed"]:
                continue
            cost, routes = self.path(t["a"], t["b"], planned)
            if cost >= UNREACHABLE:
                reachable = False
            planned.update(r for r in routes if r not in self.mine)
        return sum(self.board.route[r]["length"] for r in planned), planned, reachable

    def wanted(self):
        """Unowned routes the bot's reachable, unfinished tickets need."""
        return self.routes_for(self.me["tickets"] or [])[1]


class HeuristicBot:
    """Keeps reachable tickets, builds toward them, draws the colours it needs, claims long routes late."""

    label = "Normal"

    def choose(self, game, view, legal, player, rng, deadline):
        """Pick a move from `legal` using only `view`."""
        plan = Plan(game, view, player)
        kinds = {m["type"] for m in legal}
        if "keep_tickets" in kinds:
            return self.keep(plan, legal, deadline)
        if "tunnel_withdraw" in kinds:
            pays = [m for m in legal if m["type"] == "tunnel_pay"]
            return min(pays, key=lambda m: m["cards"].get(LOCO, 0)) if pays else legal[-1]
        wanted = plan.wanted()
        claims = [m for m in legal if m["type"] == "claim"]
        if claims:
            move = self.claim(plan, claims, wanted, view)
            if move:
                return move
        if "draw_tickets" in kinds and not wanted and self.may_draw_tickets(plan, view):
            return {"type": "draw_tickets"}
        draws = [m for m in legal if m["type"] in ("draw_face_up", "draw_deck")]
        if draws:
            return self.draw(plan, draws, wanted, view)
        return claims[0] if claims else legal[0]

    def keep(self, plan, legal, deadline):
        """The ticket choice with the most points the bot can plausibly finish."""
        held = list(plan.me["tickets"] or [])
        offered = {t["id"]: t for t in plan.me["offered"]}
        budget = plan.trains * SETUP_SHARE if plan.view["phase"] == "setup" else plan.trains - TICKET_MARGIN
        best, best_value = legal[0], None
        for move in sorted(legal, key=lambda m: len(m["keep"])):
            if best_value is not None and time.monotonic() > deadline:
                break
            chosen = [offered[i] for i in move["keep"]]
            needed, _, reachable = plan.routes_for(held + chosen)
            points = sum(t["points"] for t in chosen)
            value = points - TRAIN_COST * needed if reachable and needed <= budget else -points - needed
            if best_value is None or value > best_value:
                best, best_value = move, value
        return best

    def may_draw_tickets(self, plan, view):
        """Draw more tickets only early enough to finish them."""
        return plan.trains >= LATE_TRAINS and not view["last_round"] and view["tickets_left"] > 0

    def claim(self, plan, claims, wanted, view):
        """A claim on a needed route (longest first), or a long route when nothing is needed or time runs out."""
        board = plan.board
        by_route = {}
        for m in claims:
            by_route.setdefault(m["route"], []).append(m)
        needed = [rid for rid in by_route if rid in wanted]
        if needed:
            rid = max(needed, key=lambda r: board.route[r]["length"])
            return self.cheapest(plan, by_route[rid], wanted)
        late = view["last_round"] or view["deck"] + view["discard"] < 10
        if not wanted or late:
            rid = max(by_route, key=lambda r: (board.route[r]["length"], -r))
            if board.route[rid]["length"] >= 3 or late:
                return self.cheapest(plan, by_route[rid], wanted)
        return None

    def cheapest(self, plan, moves, wanted):
        """The payment that spends the fewest cards, locomotives and colours other needed routes want."""
        need = self.color_need(plan, wanted)

        def price(m):
            cards = m["cards"]
            return (sum(cards.values()), cards.get(LOCO, 0) * 2 + sum(n for c, n in cards.items() if need.get(c, 0) > 0))

        return min(moves, key=price)

    def color_need(self, plan, wanted):
        """Colour -> cards still missing for the wanted routes (locomotives for ferry spaces)."""
        need = {}
        for rid in wanted:
            route = plan.board.route[rid]
            if route["locomotives"]:
                need[LOCO] = need.get(LOCO, 0) + route["locomotives"]
            color = route["color"]
            if color == "gray":
                color = max(COLORS, key=lambda c: plan.hand.get(c, 0))
            need[color] = need.get(color, 0) + route["length"] - route["locomotives"]
        return {c: n - plan.hand.get(c, 0) for c, n in need.items() if n > plan.hand.get(c, 0)}

    def draw(self, plan, draws, wanted, view):
        """A face-up card of a needed colour, else a blind draw."""
        need = self.color_need(plan, wanted)
        face_up = [m for m in draws if m["type"] == "draw_face_up"]
        useful = [m for m in face_up if need.get(view["face_up"][m["slot"]], 0) > 0]
        if useful:
            return max(useful, key=lambda m: need[view["face_up"][m["slot"]]])
        blind = [m for m in draws if m["type"] == "draw_deck"]
        return blind[0] if blind else face_up[0]


class EasyBot(HeuristicBot):
    """A beginner: the heuristic's plan, but it often draws blind instead of claiming or picking, and keeps every ticket offered at setup."""

    label = "Easy"

    def choose(self, game, view, legal, player, rng, deadline):
        """The heuristic's move, or a slip: a blind draw, or holding on to all first tickets."""
        if view["phase"] == "setup":
            return max(legal, key=lambda m: len(m.get("keep", ())))
        move = super().choose(game, view, legal, player, rng, deadline)
        blind = {"type": "draw_deck"}
        if move["type"] in ("claim", "draw_face_up") and blind in legal and rng.random() < EASY_SLIP:
            return blind
        return move


class RolloutPolicy:
    """A quick heuristic player for playouts: each seat's ticket plan is kept between moves and redone only when broken."""

    def __init__(self, game):
        self.game = game
        self.heuristic = HeuristicBot()
        self.plans = {}  # seat -> (wanted route ids, colour -> cards missing)

    def plan(self, state, seat):
        """The seat's wanted routes and missing colours, from its own view."""
        if seat not in self.plans:
            plan = Plan(self.game, seat_view(self.game, state, seat), seat)
            wanted = plan.wanted()
            self.plans[seat] = (wanted, self.heuristic.color_need(plan, wanted), plan)
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
        """Claim a wanted route when the hand pays for it, else draw what the plan needs; no new tickets."""
        game = self.game
        pending = state["pending"]
        if state["offered"][seat] is not None:
            legal = game.legal_moves(state, seat)
            return self.heuristic.keep(Plan(game, seat_view(game, state, seat), seat), legal, float("inf"))
        if pending is not None and pending["kind"] == "tunnel":
            pays = game.tunnel_extra_payments(state)
            return {"type": "tunnel_pay", "cards": min(pays, key=lambda c: c.get(LOCO, 0))} if pays else {
                "type": "tunnel_withdraw"}
        wanted, need, plan = self.plan(state, seat)
        face_up = state["face_up"]
        if pending is None:
            claim = self.claim(state, seat, wanted, need, plan)
            if claim:
                return claim
            if not wanted and state["ticket_deck"] and self.heuristic.may_draw_tickets(plan, self.public(state)):
                return {"type": "draw_tickets"}
        draws = game.draw_moves(state, second=pending is not None)
        useful = [m for m in draws if m["type"] == "draw_face_up" and need.get(face_up[m["slot"]], 0) > 0]
        if useful:
            return max(useful, key=lambda m: need[face_up[m["slot"]]])
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
        for rid in order:
            route = board.route[rid]
            if game.claimable(state, seat, route):
                pays = game.route_payments(state, hand, route)
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


def payment_price(cards, need):
    """How dear a payment is: cards spent, then locomotives and colours the plan still needs."""
    return (sum(cards.values()), cards.get(LOCO, 0) * 2 + sum(n for c, n in cards.items() if need.get(c, 0) > 0))


class HardBot(RolloutBot):
    """Determinized flat Monte Carlo: candidate moves played out to the end by the rollout policy, in worlds whose
    rival tickets are inferred from the rivals' routes."""

    edge = EDGE

    def rollout(self, game, state, player, rng, stop):
        """Every seat plays the quick heuristic to the end of the game."""
        playout(game, state, rng, RolloutPolicy(game), stop=stop)

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
        """The heuristic's move first, then draws, tickets and claims (for its tickets, blocking, long) worth a look."""
        heuristic = HeuristicBot()
        first = heuristic.choose(game, view, legal, player, rng, time.monotonic() + HEURISTIC_TIME)
        kinds = {m["type"] for m in legal}
        if "keep_tickets" in kinds:
            return [first] + ranked_keeps(view, legal, player, game, first)
        if "tunnel_withdraw" in kinds or view["pending"] is not None:
            return [first]  # a tunnel's extra cost or the second card: the heuristic's answer
        plan = Plan(game, view, player)
        wanted = plan.wanted()
        need = heuristic.color_need(plan, wanted)
        claims = {}
        for m in legal:
            if m["type"] == "claim":
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
    """The routes a seat's tickets in a sampled world want, as the heuristic plans them."""
    return Plan(game, seat_view(game, world, seat), seat).wanted()


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
    """Up to MAX_KEEPS ticket choices besides `first`, the most promising by the heuristic's own measure first."""
    plan = Plan(game, view, player)
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
