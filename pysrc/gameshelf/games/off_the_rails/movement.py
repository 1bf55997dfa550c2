"""Jewel piles, cart movement, collisions, derailments and chasm tokens, all in place on a state."""

from gameshelf.games.off_the_rails.board import (
    CAPACITY,
    DATA,
    JEWELS,
    MINE_CENTRES,
    MINE_SQUARE,
    OPPOSITE,
    PRECIOUS,
    SURFACE_SIDE,
    neighbour,
    unkey,
)

SOLO_SIDE = DATA["solo_jewel_side"]
UNLOAD_MISSIONS = [("diamond", 1, "diamonds_arent_forever"), ("emerald", 2, "green_fingers"),
                   ("ruby", 4, "red_leader"), ("gold", 2, "gold_in_them_hills")]


def happen(effects, kind, seat, **fields):
    """Record a public fact of the move being carried out (docs/events.md), unless `effects` is None (the search)."""
    if effects is not None:
        effects.append({"kind": kind, "seat": seat, **fields})


# ---- jewel piles: sparse {type: count} dicts ------------------------------------------
def size(pile):
    """How many jewels a pile holds."""
    return sum(pile.values())


def add(pile, jewel, n=1):
    """Put n jewels of one type on a pile."""
    pile[jewel] = pile.get(jewel, 0) + n


def take(pile, jewel):
    """Take one jewel of a type off a pile (it must be there)."""
    pile[jewel] -= 1
    if not pile[jewel]:
        del pile[jewel]


def pour(source, target):
    """Move every jewel of `source` onto `target`, leaving `source` empty."""
    for jewel, n in source.items():
        add(target, jewel, n)
    source.clear()


def pile_of(jewels):
    """A sparse pile from a list of jewel types."""
    pile = {}
    for jewel in jewels:
        add(pile, jewel)
    return pile


def as_list(pile):
    """The jewels of a pile as a list in the standard type order."""
    return [j for j in JEWELS for _ in range(pile.get(j, 0))]


def draw_from_bag(state, rng):
    """One jewel drawn blind from the bag (None when it is empty)."""
    bag = state["bag"]
    left = size(bag)
    if not left:
        return None
    pick = rng.below(left)
    for jewel in JEWELS:
        pick -= bag.get(jewel, 0)
        if pick < 0:
            take(bag, jewel)
            return jewel
    raise AssertionError("bag count mismatch")


# ---- carts -------------------------------------------------------------------------------
def cart_at(state, square):
    """The cart on a square, or None."""
    for cart in state["carts"]:
        if cart["status"] == "board" and cart["at"] == square:
            return cart
    return None


def lift(cart, status):
    """Take a cart off the board into `status` ("supply" or "removed")."""
    cart.update(status=status, at=None, facing=None, back=None)


def derail(state, cart, effects, square=None):
    """A derailed cart (off the track on entering `square`, else where it stands): its jewels go back to
    the bag, the cart to its owner's supply (solo: out)."""
    happen(effects, "cart_derailed", cart["owner"], cart=cart["id"], at=unkey(square or cart["at"]))
    pour(cart["hold"], state["bag"])
    lift(cart, "removed" if state["solo"] else "supply")


def fall(state, cart, effects):
    """A cart swallowed by the chasm: it and its jewels leave the game."""
    happen(effects, "cart_fell", cart["owner"], cart=cart["id"], at=unkey(cart["at"]))
    pour(cart["hold"], state["removed"])
    lift(cart, "removed")


def note(state, mission):
    """Record that the active player achieved a mission condition this turn."""
    if mission not in state["achieved"]:
        state["achieved"].append(mission)


def unload(state, cart, square, effects):
    """A cart reaches the Surface: its jewels go to the stockpile and it returns to the supply."""
    side = SURFACE_SIDE[square]
    hold = cart["hold"]
    if state["solo"]:
        for jewel, n in hold.items():
            add(state["delivered"]["matched" if SOLO_SIDE.get(jewel) == side else "other"], jewel, n)
    else:
        opponents = [c for p, c in enumerate(state["colors"]) if p != cart["owner"]]
        if hold and side in opponents:
            note(state, "behind_enemy_lines")
        for jewel, least, mission in UNLOAD_MISSIONS:
            if hold.get(jewel, 0) >= least:
                note(state, mission)
    happen(effects, "cart_banked", cart["owner"], cart=cart["id"], count=size(hold), side=side)
    pour(hold, state["stockpiles"][cart["owner"]])
    lift(cart, "supply")


def turn_around(cart):
    """Turn a cart to face back the way it came (carts on the Surface keep facing inward)."""
    if cart["at"] not in SURFACE_SIDE:
        cart["facing"], cart["back"] = cart["back"], cart["facing"]


def collide(state, mover, hit, square, effects):
    """The moving cart runs into `hit` on `square`; its movement is over."""
    happen(effects, "collision", mover["owner"], cart=mover["id"], hit=hit["id"], at=unkey(square))
    facing = mover["facing"]
    connected = square in SURFACE_SIDE or OPPOSITE[facing] in state["tiles"].get(square, "")
    head_on = hit["facing"] == OPPOSITE[facing]
    turn_around(mover)
    if not connected:
        return
    if head_on:
        turn_around(hit)
        note(state, "head_to_head")
    if state["options"]["bumper_carts"]:
        return
    opponent = hit["owner"] != mover["owner"]
    if not mover["hold"]:
        derail(state, mover, effects)
    if not hit["hold"]:
        derail(state, hit, effects)
        if opponent:
            note(state, "bumper_carts")
    elif size(hit["hold"]) == 1:
        drop(state, hit, dict(hit["hold"]), mover["owner"], effects)
    else:
        state["pending"] = {"kind": "split", "cart": hit["id"], "by": hit["owner"], "mover": mover["owner"]}


def drop(state, hit, pile, mover_owner, effects):
    """The jewels of `pile` fall out of the hit cart onto its square."""
    if size(pile):
        happen(effects, "jewels_dropped", hit["owner"], cart=hit["id"], at=unkey(hit["at"]), count=size(pile))
    square = state["jewels"].setdefault(hit["at"], {})
    for jewel, n in pile.items():
        for _ in range(n):
            take(hit["hold"], jewel)
        add(square, jewel, n)
    if size(pile) and hit["owner"] != mover_owner:
        note(state, "jewel_heist")


def takeable(state, cart):
    """The jewel types the cart may take from its square now (rocks first; none when full)."""
    pile = state["jewels"].get(cart["at"])
    if not pile or size(cart["hold"]) >= CAPACITY:
        return []
    if "rock" in pile:
        return ["rock"]
    return [j for j in JEWELS if j in pile]


def pick_up(state, cart, jewel, effects):
    """Move one jewel from the cart's square into its hold."""
    square = cart["at"]
    take(state["jewels"][square], jewel)
    if not state["jewels"][square]:
        del state["jewels"][square]
    add(cart["hold"], jewel)
    happen(effects, "jewel_taken", cart["owner"], cart=cart["id"], jewel=jewel, at=unkey(square))
    state["moving"]["take"] -= 1
    if sum(cart["hold"].get(j, 0) for j in PRECIOUS) == CAPACITY:
        note(state, "gem_collector")


def meets(state, square, facing):
    """What a cart moving `facing` meets on entering `square`: "collision", "surface", "chasm", "derail" or "track"."""
    if square is not None and cart_at(state, square) is not None:
        return "collision"
    if square in SURFACE_SIDE:
        return "surface"
    if square in state["chasm"]:
        return "chasm"
    if square is None or OPPOSITE[facing] not in state["tiles"].get(square, ""):
        return "derail"
    return "track"


def step(state, cart, effects):
    """Move the cart one square along its facing; False when its movement ends instead."""
    square = neighbour(cart["at"], cart["facing"])
    what = meets(state, square, cart["facing"])
    if what == "collision":
        collide(state, cart, cart_at(state, square), square, effects)
        return False
    if what == "surface":
        entered(cart, square, effects)
        unload(state, cart, square, effects)
        return False
    if what == "chasm":
        fall(state, cart, effects)
        return False
    if what == "derail":
        derail(state, cart, effects, square)
        return False
    entered(cart, square, effects)
    cart.update(at=square, back=OPPOSITE[cart["facing"]], facing=None)
    moving = state["moving"]
    moving["steps"] -= 1
    moving["take"] = 2 if moving["steps"] == 0 else 1
    return True


def preview(state, cart):
    """Where a cart on the board would ride if it moved now, up to its first decision:
    {"cart", "path": squares it rides through, "end": what stops it ("stop", "junction" or a `meets` kind), "at"}."""
    square, facing, back = cart["at"], cart["facing"], cart["back"]
    path = [unkey(square)]
    for _ in range(cart["speed"]):
        if facing is None:
            options = [d for d in state["tiles"][square] if d != back]
            if len(options) > 1:
                return {"cart": cart["id"], "path": path, "end": "junction", "at": unkey(square)}
            facing = options[0]
        ahead = neighbour(square, facing)
        what = meets(state, ahead, facing)
        if what != "track":
            return {"cart": cart["id"], "path": path, "end": what, "at": unkey(ahead or square)}
        path.append(unkey(ahead))
        square, back, facing = ahead, OPPOSITE[facing], None
    return {"cart": cart["id"], "path": path, "end": "stop", "at": unkey(square)}


def entered(cart, square, effects):
    """Record the cart entering `square`: it extends the cart's latest `cart_moved` fact or starts one."""
    if effects is None:
        return
    if effects and effects[-1]["kind"] == "cart_moved" and effects[-1]["cart"] == cart["id"]:
        effects[-1]["path"].append(unkey(square))
    else:
        happen(effects, "cart_moved", cart["owner"], cart=cart["id"], path=[unkey(cart["at"]), unkey(square)])


def run_move(state, effects):
    """Carry the moving cart on until it needs a decision or its movement ends."""
    moving = state["moving"]
    cart = state["carts"][moving["cart"]]
    while cart["status"] == "board" and state["pending"] is None:
        if moving["take"]:
            options = takeable(state, cart)
            if len(options) > 1:
                state["pending"] = {"kind": "take", "cart": cart["id"], "options": options}
                return
            if options:
                pick_up(state, cart, options[0], effects)
            else:
                moving["take"] = 0
            continue
        if cart["facing"] is None:
            options = [d for d in state["tiles"][cart["at"]] if d != cart["back"]]
            if len(options) > 1:
                state["pending"] = {"kind": "exit", "cart": cart["id"], "options": options}
                return
            cart["facing"] = options[0]
        if moving["steps"] == 0 or not step(state, cart, effects):
            break
    state["moving"] = None


# ---- the chasm ---------------------------------------------------------------------------
def place_token(state, square, color, effects):
    """A chasm token swallows everything on its square."""
    happen(effects, "chasm_token", None, color=color, at=unkey(square))
    state["chasm"][square] = color
    state["tiles"].pop(square, None)
    pour(state["jewels"].pop(square, {}), state["removed"])
    cart = cart_at(state, square)
    if cart is not None:
        fall(state, cart, effects)


def token_squares(state, color):
    """Where a token of `color` may go: orthogonally next to a token of that color, underground, free."""
    out = []
    for square, c in state["chasm"].items():
        if c != color:
            continue
        for d in "NESW":
            n = neighbour(square, d)
            free = n and n not in state["chasm"] and n not in out and n not in SURFACE_SIDE
            if free and n not in MINE_CENTRES:
                out.append(n)
    return sorted(out, key=lambda k: [int(x) for x in k.split(",")])


def die_square(state, color, rng):
    """The chasm-die variant: a d8 rolled until it names a free numbered square of that mine."""
    free = [MINE_SQUARE[(color, n)] for n in range(1, 9) if MINE_SQUARE[(color, n)] not in state["chasm"]]
    return rng.choice(free) if free else None
