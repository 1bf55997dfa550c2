"""What each seat of Off the Rails sees (its own stockpile; the bag, decks and token order never), the full states a
view allows, and the score."""

from gameshelf.engine.game import clone
from gameshelf.engine.messages import msg
from gameshelf.games.off_the_rails import movement as mv
from gameshelf.games.off_the_rails.board import COLORS, DATA, JEWEL_COUNTS, JEWEL_POINTS, JEWELS, PRECIOUS
from gameshelf.games.off_the_rails.rules import CHASM, FIXED_SIDES, OTHER_SIDES

SCORING = DATA["scoring"]
SOLO_SCORING = DATA["solo_scoring"]
SOLO_LEVELS = ["loss", "partial-victory", "victory", "major-victory"]  # ids: off-the-rails.result.<level>

# State keys every player may see as they are; the rest is hidden or summarised in views.
PUBLIC = [
    "seats", "solo", "options", "colors", "tiles", "jewels", "chasm", "carts", "removed", "revealed",
    "missions", "turn", "turn_number", "phase", "actions_left", "moving", "to_move", "achieved",
    "chasm_card", "final_turns", "collapse", "over", "tokens_set_aside", "delivered",
]


def full(pile):
    """A pile with every jewel type present as a key."""
    return {j: pile.get(j, 0) for j in JEWELS}


class OffTheRailsView:
    """The views, determinization and score of Off the Rails."""

    def view(self, state, player):
        """What `player` sees: everything but the bag, the decks, token order and others' stockpiles."""
        reveal = state["over"]
        view = clone({k: state[k] for k in PUBLIC})  # the public parts copied: a view shares no container with the state
        players = []
        for p in range(state["seats"]):
            own = reveal or p == player
            carts = [c for c in state["carts"] if c["owner"] == p]
            players.append({
                "color": state["colors"][p],
                "stockpile": full(state["stockpiles"][p]) if own else None,
                "stockpile_count": mv.size(state["stockpiles"][p]),
                "carts_in_supply": sum(c["status"] == "supply" for c in carts),
                "carts_on_board": sum(c["status"] == "board" for c in carts),
                "carts_removed": sum(c["status"] == "removed" for c in carts),
                "missions": list(state["claimed"][p]),
            })
        view["players"] = players
        pending = state["pending"]
        if pending and pending["kind"] == "drop" and not reveal and player != state["carts"][pending["cart"]]["owner"]:
            pending = {k: v for k, v in pending.items() if k != "piles"}
            pending["sizes"] = [mv.size(p) for p in state["pending"]["piles"]]
        view["pending"] = clone(pending)
        view["bag_count"] = mv.size(state["bag"])
        view["deck_count"] = len(state["deck"])
        view["chasm_deck_count"] = len(state["chasm_deck"])
        view["tokens_left"] = {c: state["tokens"].count(c) for c in COLORS}
        view["tiles_left"] = DATA["max_tiles"] - len(state["tiles"])
        view["previews"] = self.previews(state)
        if reveal:
            view["hidden"] = clone({k: state[k] for k in ("bag", "deck", "removed_cards", "chasm_deck")})
        return view

    @staticmethod
    def blank_deal(view):
        """A new game's view without its deal: no deposits revealed (their jewels back in the bag), no missions, and the
        drawn sides of seats 3 and 4 in the order of the data."""
        view["bag_count"] += sum(mv.size(pile) for pile in view["jewels"].values())
        view["jewels"], view["revealed"], view["missions"] = {}, [], []
        side = dict(zip(view["colors"], FIXED_SIDES + OTHER_SIDES))
        view["colors"] = [side[c] for c in view["colors"]]
        for item in view["players"] + view["carts"]:
            item["color"] = side.get(item["color"], item["color"])  # a solo game's carts are of every colour

    @staticmethod
    def previews(state):
        """Before its carts move, where each cart of the player on turn would ride (movement.preview)."""
        if state["phase"] not in ("actions", "move") or state["moving"] or state["over"]:
            return []
        return [mv.preview(state, c) for c in state["carts"] if c["owner"] == state["turn"] and c["status"] == "board"]

    def determinize(self, view, player, rng):
        """A full state matching `player`'s view, with the bag, decks, tokens and other stockpiles resampled."""
        view = clone(view)  # the state must share nothing with the caller's view
        state = {k: view[k] for k in PUBLIC}
        state["rng"] = [rng.next32() | 1 for _ in range(4)]
        state["claimed"] = [list(p["missions"]) for p in view["players"]]
        state["pending"] = view["pending"]
        state["tokens"] = [c for c, n in view["tokens_left"].items() for _ in range(n)]
        rng.shuffle(state["tokens"])
        self.resample_jewels(state, view, rng)
        if "hidden" in view:
            state.update({k: v for k, v in view["hidden"].items() if k != "bag"})
        else:
            self.resample_cards(state, view, rng)
        pending = state["pending"]
        if pending and pending["kind"] == "drop" and "piles" not in pending:
            jewels = mv.as_list(state["carts"][pending["cart"]]["hold"])
            rng.shuffle(jewels)
            first = pending["sizes"][0]
            pending = {k: v for k, v in pending.items() if k != "sizes"}
            pending["piles"] = [mv.pile_of(jewels[:first]), mv.pile_of(jewels[first:])]
            state["pending"] = pending
        return state

    def resample_jewels(self, state, view, rng):
        """Deal the jewels nobody can see between the bag and the hidden stockpiles."""
        unknown = dict(JEWEL_COUNTS)
        seen = [state["removed"], *state["jewels"].values(), *(c["hold"] for c in state["carts"])]
        seen += [p["stockpile"] for p in view["players"] if p["stockpile"] is not None]
        for pile in seen:
            for jewel, n in pile.items():
                unknown[jewel] -= n
        pool = [j for j in JEWELS for _ in range(unknown[j])]
        rng.shuffle(pool)
        state["stockpiles"] = []
        for p in view["players"]:
            if p["stockpile"] is not None:
                state["stockpiles"].append({j: n for j, n in p["stockpile"].items() if n})
            else:
                state["stockpiles"].append(mv.pile_of(pool[: p["stockpile_count"]]))
                pool = pool[p["stockpile_count"]:]
        state["bag"] = mv.pile_of(pool)

    def resample_cards(self, state, view, rng):
        """Deal the unseen deposit cards between the deck, the Chasm deck and the removed cards."""
        seen = set(view["revealed"])
        unknown = {c: [f"{c}-{n}" for n in range(1, 9) if f"{c}-{n}" not in seen] for c in COLORS}
        for cards in unknown.values():
            rng.shuffle(cards)
        state["chasm_deck"] = [unknown[c].pop() for c in COLORS] if view["chasm_deck_count"] else []
        pool = [card for cards in unknown.values() for card in cards]
        rng.shuffle(pool)
        chasm_in_deck = CHASM not in seen
        count = view["deck_count"] - chasm_in_deck
        deck = pool[:count]
        if state["solo"]:
            deck.insert(rng.below(count + 1), CHASM)
        elif chasm_in_deck:
            deck.insert(4 + rng.below(min(count, 8) - 3), CHASM)  # among the 5th-8th cards from the bottom
        state["deck"] = deck
        state["removed_cards"] = pool[count:]

    def score(self, state):
        """Points per player by category, and the winners with the tie-breaks."""
        if state["solo"]:
            return self.solo_score(state)
        stock = state["stockpiles"]
        rubies = [s.get("ruby", 0) for s in stock]
        players = []
        for p, pile in enumerate(stock):
            breakdown = {
                "jewels": sum(JEWEL_POINTS[j] * n for j, n in pile.items()),
                "ruby-bonus": SCORING["ruby_bonus"] if rubies[p] and rubies[p] == max(rubies) else 0,
                "carts": SCORING["cart_in_supply"] * sum(
                    c["status"] == "supply" for c in state["carts"] if c["owner"] == p),
                "missions": SCORING["mission"] * len(state["claimed"][p]),
            }
            players.append({"total": sum(breakdown.values()), "breakdown": breakdown})
        ranks = [(pl["total"], mv.size(s) - s.get("rock", 0), -s.get("rock", 0)) for pl, s in zip(players, stock)]
        best = max(ranks)
        return {"players": players, "winners": [p for p, r in enumerate(ranks) if r == best],
                "tiebreaks": [msg("off-the-rails.tiebreak.precious"), msg("off-the-rails.tiebreak.rocks")]}

    @staticmethod
    def solo_score(state):
        """The solo high score and victory level."""
        matched, other = state["delivered"]["matched"], state["delivered"]["other"]
        matched_sets = min(matched.get(j, 0) for j in PRECIOUS)
        wrong_sets = min(other.get(j, 0) for j in PRECIOUS)
        anywhere = min(matched.get(j, 0) + other.get(j, 0) for j in PRECIOUS)
        level = 3 if matched_sets >= 2 else 2 if matched_sets else 1 if anywhere else 0
        breakdown = {
            "jewels": SOLO_SCORING["jewel"] * (mv.size(matched) + mv.size(other)),
            "wrong-sets": SOLO_SCORING["wrong_set"] * wrong_sets,
            "matched-sets": SOLO_SCORING["matched_set"] * matched_sets,
        }
        return {"players": [{"total": sum(breakdown.values()), "breakdown": breakdown}], "winners": [0],
                "result": SOLO_LEVELS[level], "delivered": {"matched": full(matched), "other": full(other)}}
