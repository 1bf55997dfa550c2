"""The Normal bot: it plans cheap track to a deposit or home, builds it and sets speeds to arrive safely."""

import heapq
import time

from gameshelf.games.off_the_rails.board import (
    CAPACITY,
    DATA,
    DIRS,
    JEWEL_POINTS,
    MINE_CENTRES,
    OPPOSITE,
    PRECIOUS,
    SURFACE_SIDE,
    exits_of,
    inward,
    key,
    neighbour,
    unkey,
)

STEP_COST = 0.3  # a square of travel, against 1 for an action
BLOCKED_COST = 3  # passing a square where a cart stands now
SPEED_MAX = DATA["cart"]["speed_max"]
CART_MIN = DATA["cart"]["speed_min"]
SOLO_SIDE = DATA["solo_jewel_side"]


def actions_needed(tile, entry, out, occupied):
    """Actions to make `tile` join edges entry and out (None when impossible)."""
    if tile is None:
        return 1
    missing = [d for d in (entry, out) if d not in tile]
    if missing and occupied:
        return None
    return len(missing)


def passable(view, square):
    """Whether a cart could ever run onto `square` (on the board, not a mine centre, not the chasm)."""
    return square is not None and square not in MINE_CENTRES and square not in view["chasm"]


def route(view, start, facing, targets, homes, detour=None):
    """The cheapest path leaving `start` through `facing` to a deposit in `targets` or a Surface square in `homes`.

    A deposit counts only with a way on beyond it; `detour` (deposit -> cost) makes some deposits dearer to end at.
    Returns [(square, entry, exit or None, actions)], the last step being the target (None if unreachable).
    """
    tiles = view["tiles"]
    carts = {c["at"] for c in view["carts"] if c["status"] == "board"}
    first = (start, facing, False)
    best = {first: 0}
    came = {}
    heap = [(0.0, 0, first)]
    counter = 1
    while heap:
        cost, _, node = heapq.heappop(heap)
        square, f, done = node
        if done:
            return unwind(came, node)
        if cost > best.get(node, float("inf")):
            continue
        nxt = neighbour(square, f)
        if not passable(view, nxt):
            continue
        entry = OPPOSITE[f]
        extra = STEP_COST + (BLOCKED_COST if nxt in carts else 0)
        choices = []
        if nxt in SURFACE_SIDE:
            if nxt in homes:
                choices.append(((nxt, None, True), 0, 0))
        else:
            tile = tiles.get(nxt)
            for out in DIRS:
                needed = actions_needed(tile, entry, out, nxt in carts) if out != entry else None
                if needed is not None:
                    choices.append(((nxt, out, False), needed, 0))
                    if nxt in targets and passable(view, neighbour(nxt, out)):
                        choices.append(((nxt, out, True), needed, detour[nxt] if detour else 0))
        for target, needed, dearer in choices:
            total = cost + extra + needed + dearer
            if total < best.get(target, float("inf")):
                best[target] = total
                came[target] = (node, needed)
                heapq.heappush(heap, (total, counter, target))
                counter += 1
    return None


def unwind(came, node):
    """The steps from the start to `node`, first step first."""
    steps = []
    while node in came:
        prev, needed = came[node]
        steps.append((node[0], OPPOSITE[prev[1]], node[1], needed))
        node = prev
    steps.reverse()
    return steps


def build_move(view, step):
    """The place or upgrade move that prepares one step of a route."""
    square, entry, out, _ = step
    tile = view["tiles"].get(square)
    wanted = exits_of(entry + (out or OPPOSITE[entry]))
    if tile is None:
        return {"type": "place", "at": unkey(square), "exits": wanted}
    missing = [d for d in wanted if d not in tile]
    return {"type": "upgrade", "at": unkey(square), "exits": exits_of(tile + missing[0])}


def late(view):
    """Whether the chasm is near enough that carts should only head home (never in solo: it is all chasm)."""
    return not view["solo"] and (view["collapse"] or view["chasm_card"] is not None)


def value(pile):
    """The points of a pile of jewels."""
    return sum(JEWEL_POINTS[j] * n for j, n in pile.items())


class HeuristicBot:
    """Builds toward deposits, keeps speeds within the track it has, and takes full carts home."""

    label = "Normal"

    def choose(self, game, view, legal, player, rng, deadline):
        """A move from `legal`, chosen from `player`'s view within the deadline."""
        pending = view["pending"]
        if pending is None:
            move = self.action(view, legal, player, deadline)
        else:
            move = getattr(self, "on_" + pending["kind"])(view, legal, pending)
        return move if move in legal else legal[-1]

    # ---- goals ---------------------------------------------------------------------------
    def heading_home(self, view, player):
        """Whether `player`'s carts should bring their jewels home and no new cart come out (Normal: once the chasm
        is near)."""
        return late(view)

    def goals(self, view, cart):
        """(deposit squares, home squares) the cart should head for now."""
        hold = cart["hold"]
        deposits = {s for s in view["jewels"] if s not in view["chasm"]}
        if view["solo"]:
            delivered = view["delivered"]["matched"]
            carried = [j for j in PRECIOUS if hold.get(j)]
            best = min(carried, key=lambda j: (delivered.get(j, 0), -hold[j])) if carried else None
            sides = [SOLO_SIDE[best]] if best else list(SOLO_SIDE.values())
        else:
            sides = list(DATA["board"]["surface"])
        homes = {key(r, c) for side in sides for r, c in DATA["board"]["surface"][side]}
        full_enough = sum(hold.values()) >= (2 if view["solo"] else CAPACITY - 1)
        if hold and (full_enough or self.heading_home(view, cart["owner"])) or not deposits:
            return set(), homes
        return deposits, homes

    def plan(self, view, cart, facing=None):
        """The cart's route toward its current goal (home when no deposit can be reached)."""
        deposits, homes = self.goals(view, cart)
        facing = facing or cart["facing"]
        return (deposits and route(view, cart["at"], facing, deposits, set(), self.detours(view, deposits))) or route(
            view, cart["at"], facing, set(), homes)

    def detours(self, view, deposits):
        """What ending at each deposit costs beyond the track to it (Normal: nothing, the nearest will do)."""
        return None

    @staticmethod
    def ready_steps(path, builds=0):
        """How many steps of the route are on usable track once `builds` more actions are spent on it."""
        ready = 0
        for _, _, _, needed in path or []:
            builds -= needed
            if builds < 0:
                break
            ready += 1
        return ready

    def good_speed(self, cart, path, builds=0):
        """The speed that keeps the cart on track (after `builds` more actions) and stops it well."""
        ready = self.ready_steps(path, builds)
        if not ready:
            return CART_MIN
        if ready == len(path) and path[-1][0] in SURFACE_SIDE:
            return min(max(cart["speed"], len(path)), SPEED_MAX)
        return min(ready, SPEED_MAX)

    def split(self, cart, path, left):
        """Actions of `left` to spend building so that the rest can set a safe speed (None: no safe way)."""
        for builds in range(min(left, sum(s[3] for s in path or [])), -1, -1):
            safe = self.ready_steps(path, builds) > 0
            if safe and builds + abs(self.good_speed(cart, path, builds) - cart["speed"]) <= left:
                return builds
        return None

    # ---- the action phase ----------------------------------------------------------------
    def action(self, view, legal, player, deadline):
        """One action: build the next missing piece, fix a speed, bring out a cart, or move."""
        left = view["actions_left"]
        mine = [c for c in view["carts"] if c["owner"] == player and c["status"] == "board"]
        plans = [(cart, self.plan(view, cart)) for cart in mine]
        fixes = [abs(self.good_speed(c, p) - c["speed"]) for c, p in plans]
        for i, (cart, path) in enumerate(plans):
            builds = self.split(cart, path, left - sum(fixes) + fixes[i])
            needs_track = any(s[3] for s in path or [])
            if (builds or builds is None) and needs_track:
                move = build_move(view, next(s for s in path if s[3]))
                if move in legal:
                    return move
            target = self.good_speed(cart, path, builds or 0)
            if target != cart["speed"]:
                return {"type": "speed", "cart": cart["id"], "delta": 1 if target > cart["speed"] else -1}
        if left >= 2 and not self.heading_home(view, player):
            move = self.new_cart(view, legal, left - 1, deadline)
            if move:
                return move
        return {"type": "end"}

    def new_cart(self, view, legal, left, deadline):
        """Put a cart where the cheapest route to a deposit starts, if `left` actions can make it safe
        (the best found before the deadline)."""
        carts = {c["at"] for c in view["carts"] if c["status"] == "board"}
        best, best_cost = None, float("inf")
        for move in legal:
            if time.monotonic() > deadline:
                break
            square = key(*move["at"]) if move["type"] == "cart" else None
            if square is None or neighbour(square, inward(square)) in carts:
                continue
            cart = {"at": square, "facing": inward(square), "hold": {}, "speed": 3}
            path = self.plan(view, cart)
            if path and path[-1][0] not in SURFACE_SIDE and self.split(cart, path, left) is not None:
                cost = sum(s[3] for s in path) + STEP_COST * len(path)
                if cost < best_cost:
                    best, best_cost = move, cost
        return best

    # ---- decisions during movement -------------------------------------------------------
    def on_order(self, view, legal, pending):
        """Move the carts in the offered order."""
        return legal[0]

    def on_exit(self, view, legal, pending):
        """Leave a junction by the exit on the cheapest route."""
        cart = view["carts"][pending["cart"]]
        best, best_cost = legal[0], float("inf")
        for move in legal:
            path = self.plan(view, cart, move["dir"])
            if path is not None:
                cost = sum(s[3] for s in path) + STEP_COST * len(path)
                if cost < best_cost:
                    best, best_cost = move, cost
        return best

    def on_take(self, view, legal, pending):
        """Take the most valuable jewel on offer."""
        return max(legal, key=lambda m: JEWEL_POINTS[m["jewel"]])

    def on_split(self, view, legal, pending):
        """Put the cheapest jewels in the bigger pile (the one a mover is likeliest to pick)."""
        return min(legal, key=lambda m: sum(JEWEL_POINTS[j] for j in m["pile"]))

    def on_drop(self, view, legal, pending):
        """Make the bigger pile drop."""
        return legal[0]

    def on_claim(self, view, legal, pending):
        """Claim the first mission on offer (every mission is worth the same)."""
        return legal[0]

    def on_chasm(self, view, legal, pending):
        """Swallow a rival cart if possible, and keep the chasm away from our own carts."""
        me = view["turn"]
        carts = [c for c in view["carts"] if c["status"] == "board"]

        def merit(move):
            square = key(*move["at"])
            score = 0
            for cart in carts:
                r, c = unkey(cart["at"])
                dist = abs(r - move["at"][0]) + abs(c - move["at"][1])
                if cart["owner"] == me:
                    score -= 100 if square == cart["at"] else max(0, 6 - dist)
                elif square == cart["at"]:
                    score += 20 + value(cart["hold"])
            return score

        return max(legal, key=merit)
