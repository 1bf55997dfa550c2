"""Ticket to Ride's Normal bot, from its own view only: the heuristic and the route planning the other levels share."""

import heapq
import time

from gameshelf.games.ticket_to_ride.board import COLORS, LOCO

UNREACHABLE = 10**6
LATE_TRAINS = 12  # below this many trains the bot stops drawing tickets
TICKET_MARGIN = 6  # trains kept in reserve when judging whether drawn tickets can be finished
SETUP_SHARE = 0.6  # share of the trains the first tickets may plan to use
TRAIN_COST = 0.5  # points a planned train is worth spending on tickets
ROUTE_COST = 0.5  # trains a claim is worth on top of its length when planning (the turn it takes)
NEAR_END = 10  # once a player has this many trains or fewer, a bot keeps one card fewer to spare for a tunnel


class Plan:
    """What the bot sees of the board: routes it may still use, and the routes its tickets need."""

    def __init__(self, game, view, player, route_cost=ROUTE_COST):
        self.board = game.board
        self.free_locomotives = not game.face_up_limit  # a face-up locomotive is one card of two, not a whole draw
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
            cost = 0.0 if rid in self.mine else length + route_cost - 0.4 * min(self.held_for(r), length) / length
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
    route_cost = ROUTE_COST  # trains a claim is worth on top of its length when planning routes
    late_trains = LATE_TRAINS  # below this many trains it stops drawing tickets
    takes_locomotives = False  # whether it takes a face-up locomotive first where that is one card of two
    tunnel_spare = 0  # cards able to pay a tunnel's extra cost it keeps back before trying the tunnel (see spare_cards)

    def plan(self, game, view, player):
        """What the bot sees of the board, planned with its own route cost."""
        return Plan(game, view, player, self.route_cost)

    def choose(self, game, view, legal, player, rng, deadline):
        """Pick a move from `legal` using only `view`."""
        plan = self.plan(game, view, player)
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
        return plan.trains >= self.late_trains and not view["last_round"] and view["tickets_left"] > 0

    def claim(self, plan, claims, wanted, view):
        """A claim on a needed route (longest first), or a long route when nothing is needed or time runs out."""
        board = plan.board
        spare = spare_cards(self.tunnel_spare, [p["trains_left"] for p in view["players"]], view["last_round"])
        if spare:
            claims = [m for m in claims if tunnel_ready(board.route[m["route"]], m["cards"], plan.hand, spare)]
            if not claims:
                return None
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
        return min(moves, key=lambda m: payment_price(m["cards"], need))

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
        """A face-up locomotive if it takes them where they are one card of two, else a face-up card of a needed colour, else a blind draw."""
        pick = self.face_up_pick(plan, view["face_up"], draws, self.color_need(plan, wanted))
        if pick:
            return pick
        blind = [m for m in draws if m["type"] == "draw_deck"]
        return blind[0] if blind else next(m for m in draws if m["type"] == "draw_face_up")

    def face_up_pick(self, plan, face_up, draws, need):
        """The face-up draw it takes (a locomotive where it takes them and they are one card of two, else the needed
        colour it misses most), or None for a blind draw; `face_up`: the colour in each slot."""
        offered = [m for m in draws if m["type"] == "draw_face_up"]
        if self.takes_locomotives and plan.free_locomotives:
            locomotives = [m for m in offered if face_up[m["slot"]] == LOCO]
            if locomotives:
                return locomotives[0]
        useful = [m for m in offered if need.get(face_up[m["slot"]], 0) > 0]
        return max(useful, key=lambda m: need[face_up[m["slot"]]]) if useful else None


def payment_price(cards, need):
    """How dear a payment is: cards spent, then locomotives and colours the plan still needs."""
    return (sum(cards.values()), cards.get(LOCO, 0) * 2 + sum(n for c, n in cards.items() if need.get(c, 0) > 0))


def tunnel_ready(route, cards, hand, spare):
    """Whether paying `cards` for a route leaves `spare` cards that could pay a tunnel's extra cost (always, off tunnels)."""
    if route["kind"] != "tunnel":
        return True
    left = hand.get(LOCO, 0) - cards.get(LOCO, 0)
    color = route["color"]
    if cards.get(color, 0):
        left += hand.get(color, 0) - cards[color]
    return left >= spare


def spare_cards(spare, trains_left, last_round):
    """The cards to keep to spare for a tunnel: `spare`, one fewer once a player is near the end, none in the last round."""
    if last_round or not spare:
        return 0
    return spare - 1 if min(trains_left) <= NEAR_END else spare
