"""The state machine of Off the Rails: setup, whose decision, legal moves, and perform (actions, cart movement,
missions, deposits and the collapse), with the invariants."""

from itertools import combinations

from gameshelf.engine.game import Game, option
from gameshelf.engine.messages import msg
from gameshelf.engine.rng import Rng
from gameshelf.games.off_the_rails import movement as mv
from gameshelf.games.off_the_rails.board import (
    COLORS,
    COORDS,
    DATA,
    JEWEL_COUNTS,
    JEWELS,
    MINE_SQUARE,
    MISSIONS,
    NUMBERED,
    PLACEABLE,
    PRECIOUS,
    SURFACE_SIDE,
    UNDERGROUND,
    UPGRADES,
    inward,
    key,
    unkey,
)

CART = DATA["cart"]
ACTIONS = DATA["actions_per_turn"]
TOKENS_PER_COLOR = DATA["chasm_tokens_per_color"]
CHASM = "chasm"
FIXED_SIDES = ["red", "green"]  # the sides of seats 1 and 2; seats 3 and 4 draw theirs from the others
OTHER_SIDES = [c for c in COLORS if c not in FIXED_SIDES]
MOVE_FACTS = {"place": "track_laid", "upgrade": "track_upgraded", "cart": "cart_placed", "speed": "speed_changed",
              "claim": "mission_claimed"}  # move type -> the kind of its own effect


def card_square(card):
    """The color and square key a deposit card names ("red-3")."""
    color, number = card.split("-")
    return color, MINE_SQUARE[(color, int(number))]


class OffTheRailsRules(Game):
    """Goblin clans lay track, race minecarts for jewels and flee the growing chasm."""

    id = "off-the-rails"
    title = "Off the Rails"
    play_time = "60-90 min"
    min_players = 1
    max_players = 4
    rules_version = 1
    state_layout = 2  # 2: the last move's effects ("happened") and the carts' trails left the state, "events" is "achieved"
    has_secrets = True
    options = [
        option("bumper_carts", msg("off-the-rails.option.bumper-carts"), False, help=msg("off-the-rails.option.bumper-carts.help")),
        option("chasm_die", msg("off-the-rails.option.chasm-die"), False, help=msg("off-the-rails.option.chasm-die.help")),
        option("game_length", msg("off-the-rails.option.game-length"), "standard",
               [(length, msg(f"off-the-rails.option.game-length.{length}")) for length in ("standard", 13, 17, 21, 25)],
               help=msg("off-the-rails.option.game-length.help")),
    ]

    presets = {
        "quick": {"game_length": 13},
        "friendly": {"bumper_carts": True},
        "long-dice": {"game_length": 25, "chasm_die": True},
    }

    # ---- setup -------------------------------------------------------------------------
    def setup(self, players, rng_words, options):
        """The starting position: multiplayer or solo."""
        rng = Rng(rng_words)
        state = {
            "rng": rng_words, "seats": players, "solo": players == 1, "options": options,
            "tiles": {}, "jewels": {}, "chasm": {}, "removed": {}, "revealed": [], "removed_cards": [],
            "chasm_deck": [], "tokens_set_aside": 0, "claimed": [[] for _ in range(players)],
            "stockpiles": [{} for _ in range(players)], "delivered": None, "missions": [],
            "turn": 0, "turn_number": 1, "phase": "actions", "actions_left": ACTIONS, "pending": None,
            "moving": None, "to_move": [], "achieved": [], "chasm_card": None,
            "final_turns": None, "collapse": False, "over": False,
        }
        if players == 1:
            self.setup_solo(state, rng)
        else:
            self.setup_multiplayer(state, rng, players, options)
        return state

    def setup_multiplayer(self, state, rng, players, options):
        """Sides, deposit deck, chasm deck, tokens, bag, first deposits, carts and missions."""
        others = list(OTHER_SIDES)
        rng.shuffle(others)
        state["colors"] = (FIXED_SIDES + others)[:players]
        length = options["game_length"]
        per_color = (DATA["deposit_cards_per_color_by_players"][str(players)] if length == "standard"
                      else DATA["game_lengths"][str(length)])
        state["bag"] = dict(JEWEL_COUNTS)
        first, rest = [], {}
        for color in COLORS:
            numbers = list(range(1, 9))
            rng.shuffle(numbers)
            cards = [f"{color}-{n}" for n in numbers]
            cut = 8 - 2 - per_color
            state["removed_cards"] += cards[:cut]
            first.append(cards[cut])
            state["chasm_deck"].append(cards[cut + 1])
            rest[color] = cards[cut + 2:]
        piles = []
        for i in range(per_color):
            pile = [rest[color][i] for color in COLORS]
            if i == 1:
                pile.append(CHASM)
            rng.shuffle(pile)
            piles.append(pile)
        state["deck"] = [card for pile in piles for card in pile]  # the top card is the last one
        tokens = [c for c in COLORS for _ in range(TOKENS_PER_COLOR - 1)]
        rng.shuffle(tokens)
        state["tokens"] = tokens
        for card in first:
            self.deposit(state, rng, card, None)
        state["carts"] = [self.new_cart(2 * p + i, p, state["colors"][p]) for p in range(players) for i in range(2)]
        missions = list(MISSIONS)
        rng.shuffle(missions)
        state["missions"] = missions[: players + 1]

    def setup_solo(self, state, rng):
        """The solo game: one precious jewel on every mine square, one cart per color, all 33 cards."""
        state["colors"] = ["red"]
        state["delivered"] = {"matched": {}, "other": {}}
        solo = DATA["solo_jewels"]
        state["removed"] = {j: JEWEL_COUNTS[j] - solo.get(j, 0) for j in JEWELS if JEWEL_COUNTS[j] > solo.get(j, 0)}
        state["bag"] = dict(solo)
        for square in sorted(NUMBERED):
            mv.add(state["jewels"].setdefault(square, {}), mv.draw_from_bag(state, rng))
        state["deck"] = [f"{c}-{n}" for c in COLORS for n in range(1, 9)] + [CHASM]
        rng.shuffle(state["deck"])
        state["tokens"] = [c for c in COLORS for _ in range(TOKENS_PER_COLOR)]
        state["carts"] = [self.new_cart(i, 0, color) for i, color in enumerate(COLORS)]

    @staticmethod
    def new_cart(cid, owner, color):
        """A cart in its owner's supply."""
        return {"id": cid, "owner": owner, "color": color, "status": "supply", "at": None, "facing": None,
                "back": None, "speed": CART["start_speed"], "hold": {}}

    @staticmethod
    def deposit(state, rng, card, effects):
        """Reveal a deposit card and draw its jewels from the bag onto its mine square."""
        state["revealed"].append(card)
        _, square = card_square(card)
        pile = state["jewels"].setdefault(square, {})
        count = 0
        for _ in range(DATA["deposit_jewels_by_number"][card.split("-")[1]]):
            jewel = mv.draw_from_bag(state, rng)
            if jewel:
                mv.add(pile, jewel)
                count += 1
        mv.happen(effects, "deposit_revealed", None, card=card, at=unkey(square), count=count)
        if not pile:
            del state["jewels"][square]

    # ---- whose decision ------------------------------------------------------------------
    def to_act(self, state):
        """The active player, or the owner of a hit cart splitting its jewels."""
        if state["over"]:
            return []
        pending = state["pending"]
        if pending and "by" in pending:
            return [pending["by"]]
        return [state["turn"]]

    def legal_moves(self, state, player):
        """Every legal move of `player` now."""
        if player not in self.to_act(state):
            return []
        pending = state["pending"]
        if pending is None:
            return self.action_moves(state, player)
        kind = pending["kind"]
        if kind == "order":
            return [{"type": "go", "cart": c} for c in pending["carts"]]
        if kind == "exit":
            return [{"type": "exit", "dir": d} for d in pending["options"]]
        if kind == "take":
            return [{"type": "take", "jewel": j} for j in pending["options"]]
        if kind == "split":
            jewels = mv.as_list(state["carts"][pending["cart"]]["hold"])
            piles = sorted({tuple(c) for c in combinations(jewels, (len(jewels) + 1) // 2)})
            return [{"type": "split", "pile": list(p)} for p in piles]
        if kind == "drop":
            return [{"type": "drop", "pile": 0}, {"type": "drop", "pile": 1}]
        if kind == "claim":
            return [{"type": "claim", "mission": m} for m in pending["options"]]
        return [{"type": "chasm", "at": unkey(s)} for s in pending["options"]]

    def action_moves(self, state, player):
        """The action-phase moves: tiles, upgrades, carts, speeds, or end the actions."""
        moves = []
        tiles, carts = state["tiles"], state["carts"]
        occupied = {c["at"] for c in carts if c["status"] == "board"}
        if len(tiles) < DATA["max_tiles"]:
            chasm = state["chasm"]
            for square in UNDERGROUND:
                if square not in tiles and square not in chasm:
                    r, c = COORDS[square]
                    moves += [{"type": "place", "at": [r, c], "exits": e} for e in PLACEABLE]
        for square, exits in tiles.items():
            if square not in occupied:
                r, c = COORDS[square]
                moves += [{"type": "upgrade", "at": [r, c], "exits": e} for e in UPGRADES[exits]]
        on_board = [c for c in carts if c["owner"] == player and c["status"] == "board"]
        colors_placed = set()
        for cart in carts:
            ready = cart["owner"] == player and cart["status"] == "supply" and cart["color"] not in colors_placed
            if ready and (state["solo"] or len(on_board) < CART["per_player"]):
                colors_placed.add(cart["color"])
                for r, c in DATA["board"]["surface"][cart["color"]]:
                    if key(r, c) not in occupied:
                        moves.append({"type": "cart", "cart": cart["id"], "at": [r, c]})
        for cart in on_board:
            if cart["speed"] < CART["speed_max"]:
                moves.append({"type": "speed", "cart": cart["id"], "delta": 1})
            if cart["speed"] > CART["speed_min"]:
                moves.append({"type": "speed", "cart": cart["id"], "delta": -1})
        moves.append({"type": "end"})
        return moves

    # ---- playing -----------------------------------------------------------------------
    def perform(self, state, player, move, effects=None):
        """Carry out a legal move in place, then run the turn on to the next decision, recording the effects
        (docs/events.md) when `effects` is a list."""
        kind = move["type"]
        pending = state["pending"]
        state["pending"] = None
        if kind in ("place", "upgrade"):
            state["tiles"][key(*move["at"])] = move["exits"]
            state["actions_left"] -= 1
        elif kind == "cart":
            cart = state["carts"][move["cart"]]
            square = key(*move["at"])
            cart.update(status="board", at=square, facing=inward(square), back=None, speed=CART["start_speed"])
            state["actions_left"] -= 1
        elif kind == "speed":
            state["carts"][move["cart"]]["speed"] += move["delta"]
            state["actions_left"] -= 1
        elif kind == "end":
            state["actions_left"] = 0
        elif kind == "go":
            self.start_move(state, move["cart"])
        elif kind == "exit":
            state["carts"][pending["cart"]]["facing"] = move["dir"]
        elif kind == "take":
            mv.pick_up(state, state["carts"][pending["cart"]], move["jewel"], effects)
        elif kind == "split":
            hold = mv.as_list(state["carts"][pending["cart"]]["hold"])
            for jewel in move["pile"]:
                hold.remove(jewel)
            piles = [mv.pile_of(move["pile"]), mv.pile_of(hold)]
            state["pending"] = {"kind": "drop", "cart": pending["cart"], "by": pending["mover"], "piles": piles}
        elif kind == "drop":
            hit = state["carts"][pending["cart"]]
            mv.drop(state, hit, pending["piles"][move["pile"]], player, effects)
        elif kind == "claim":
            state["missions"].remove(move["mission"])
            state["claimed"][player].append(move["mission"])
            state["phase"] = "deposit"
        elif kind == "chasm":
            mv.place_token(state, key(*move["at"]), pending["color"], effects)
        if effects is not None and kind in MOVE_FACTS:
            effects.append(self.move_fact(state, player, move))
        self.proceed(state, effects)

    @staticmethod
    def move_fact(state, player, move):
        """The public fact of an action or a claim itself (what it set off follows it)."""
        kind = move["type"]
        fact = {"kind": MOVE_FACTS[kind], "seat": player}
        if kind in ("place", "upgrade"):
            fact.update(at=list(move["at"]), exits=move["exits"])
        elif kind == "cart":
            fact.update(cart=move["cart"], at=list(move["at"]))
        elif kind == "speed":
            fact.update(cart=move["cart"], speed=state["carts"][move["cart"]]["speed"])
        else:
            fact.update(mission=move["mission"])
        return fact

    @staticmethod
    def start_move(state, cart_id):
        """Begin moving one cart its full speed."""
        state["to_move"].remove(cart_id)
        state["moving"] = {"cart": cart_id, "steps": state["carts"][cart_id]["speed"], "take": 0}

    def proceed(self, state, effects):
        """Run the automatic parts of the turn until someone must decide or the game is over."""
        while state["pending"] is None and not state["over"]:
            phase = state["phase"]
            if phase == "actions":
                if state["actions_left"] > 0:
                    return
                state["phase"] = "move"
                state["to_move"] = [c["id"] for c in state["carts"]
                                    if c["owner"] == state["turn"] and c["status"] == "board"]
            elif phase == "move":
                if state["moving"]:
                    mv.run_move(state, effects)
                    continue
                waiting = [c for c in state["to_move"] if state["carts"][c]["status"] == "board"]
                state["to_move"] = waiting
                if len(waiting) > 1:
                    state["pending"] = {"kind": "order", "carts": waiting}
                elif waiting:
                    self.start_move(state, waiting[0])
                else:
                    state["phase"] = "claim"
            elif phase == "claim":
                options = self.claimable(state)
                if options:
                    state["pending"] = {"kind": "claim", "options": options}
                else:
                    state["phase"] = "deposit"
            elif phase == "deposit":
                state["phase"] = "end"
                self.deposit_phase(state, effects)
            else:
                self.finish_turn(state, effects)

    def claimable(self, state):
        """The face-up missions the active player has completed this turn."""
        player = state["turn"]
        if state["solo"]:
            return []
        stock = state["stockpiles"]
        rocks = [s.get("rock", 0) for s in stock]
        out = []
        for mission in state["missions"]:
            if mission == "dirty_goblins":
                done = rocks[player] > 0 and all(rocks[player] > r for p, r in enumerate(rocks) if p != player)
            elif mission == "spice_of_life":
                done = all(stock[player].get(j, 0) for j in PRECIOUS)
            else:
                done = mission in state["achieved"]
            if done:
                out.append(mission)
        return out

    def deposit_phase(self, state, effects):
        """Reveal a deposit card, or in the collapse place a chasm token."""
        rng = self.rng(state)
        if state["solo"]:
            self.solo_collapse(state, rng, effects)
        elif state["collapse"]:
            self.draw_token(state, rng, effects)
        else:
            drew_chasm = False
            if state["deck"]:
                card = state["deck"].pop()
                if card == CHASM:
                    state["revealed"].append(card)
                    state["chasm_card"] = state["turn"]
                    mv.happen(effects, "chasm_card", state["turn"])
                    state["final_turns"] = state["seats"]
                    drew_chasm = True
                else:
                    self.deposit(state, rng, card, effects)
            if state["final_turns"] is not None and not drew_chasm:
                state["final_turns"] -= 1
                if state["final_turns"] == 0:
                    self.open_chasm(state, effects)

    @staticmethod
    def open_chasm(state, effects):
        """The final standard turns are over: the Chasm deck collapses one square of each mine."""
        for card in state["chasm_deck"]:
            color, square = card_square(card)
            state["revealed"].append(card)
            mv.place_token(state, square, color, effects)
        state["chasm_deck"] = []
        state["collapse"] = True

    def draw_token(self, state, rng, effects):
        """Draw a random chasm token and place it (asking the player when there is a choice)."""
        color = state["tokens"].pop()
        if state["options"]["chasm_die"]:
            square = mv.die_square(state, color, rng)
            options = [square] if square else []
        else:
            options = mv.token_squares(state, color)
        if not options:
            state["tokens_set_aside"] += 1
            mv.happen(effects, "token_set_aside", None, color=color)
        elif len(options) == 1:
            mv.place_token(state, options[0], color, effects)
        else:
            state["pending"] = {"kind": "chasm", "color": color, "options": options}

    def solo_collapse(self, state, rng, effects):
        """Solo: the deposit phase turns deposit cards into chasm tokens (four on the first turn)."""
        draws = 1 if state["collapse"] else 4
        state["collapse"] = True
        for _ in range(draws):
            if not state["deck"]:
                return
            card = state["deck"].pop()
            if card == CHASM:
                state["deck"].insert(rng.below(len(state["deck"]) + 1), CHASM)
                continue
            state["revealed"].append(card)
            color, square = card_square(card)
            if color in state["tokens"]:
                state["tokens"].remove(color)
                mv.place_token(state, square, color, effects)

    def finish_turn(self, state, effects):
        """End the turn: check the end of the game, else pass to the next player."""
        carts = state["carts"]
        if state["solo"]:
            ended = not state["tokens"] or all(c["status"] == "removed" for c in carts)
        else:
            ended = state["collapse"] and (not state["tokens"] or not any(c["status"] == "board" for c in carts))
        if ended:
            for cart in carts:
                if cart["status"] == "board":
                    mv.derail(state, cart, effects)
            state.update(over=True, phase="over", pending=None, moving=None, to_move=[])
            return
        state["turn"] = (state["turn"] + 1) % state["seats"]
        state["turn_number"] += 1
        state.update(phase="actions", actions_left=ACTIONS, achieved=[])

    def is_barrier(self, before, player, move, after):
        """A random draw, a revealed card or token, or a revealed pile of jewels stops undo."""
        return (
            before["rng"] != after["rng"]
            or len(before["deck"]) != len(after["deck"])
            or len(before["tokens"]) != len(after["tokens"])
            or move["type"] in ("split", "drop")
        )

    # ---- checks --------------------------------------------------------------------------
    def check_invariants(self, state):
        """Jewels, carts, tokens and cards are conserved; carts and tiles sit where they may."""
        totals = dict.fromkeys(JEWELS, 0)
        piles = [state["bag"], state["removed"], *state["jewels"].values(), *state["stockpiles"]]
        piles += [c["hold"] for c in state["carts"]]
        for pile in piles:
            for jewel, n in pile.items():
                assert n > 0, f"empty or negative pile entry {jewel}: {n}"
                totals[jewel] += n
        assert totals == JEWEL_COUNTS, f"jewels not conserved: {totals}"
        per_owner = [0] * state["seats"]
        squares = set()
        for cart in state["carts"]:
            per_owner[cart["owner"]] += 1
            assert mv.size(cart["hold"]) <= DATA["cart"]["capacity"], "an overfull cart"
            assert CART["speed_min"] <= cart["speed"] <= CART["speed_max"], "a speed out of range"
            if cart["status"] == "board":
                square = cart["at"]
                assert square not in squares, "two carts on one square"
                squares.add(square)
                assert square in SURFACE_SIDE or square in state["tiles"], "a cart off the track"
                assert square not in state["chasm"], "a cart on a chasm square"
            else:
                assert cart["at"] is None and cart["status"] in ("supply", "removed")
        expected = len(COLORS) if state["solo"] else CART["per_player"]
        assert per_owner == [expected] * state["seats"], f"carts not conserved: {per_owner}"
        assert len(state["tiles"]) <= DATA["max_tiles"], "too many tiles"
        for square in state["tiles"]:
            assert square in UNDERGROUND and square not in state["chasm"], f"a tile on {square}"
        on_deck = 0 if state["collapse"] or state["solo"] else len(COLORS)
        in_hand = state["pending"] is not None and state["pending"]["kind"] == "chasm"
        placed = len(state["chasm"]) + len(state["tokens"]) + state["tokens_set_aside"] + on_deck + in_hand
        assert placed == TOKENS_PER_COLOR * len(COLORS), f"chasm tokens not conserved: {placed}"
        cards = state["deck"] + state["revealed"] + state["removed_cards"] + state["chasm_deck"]
        assert sorted(cards) == sorted([f"{c}-{n}" for c in COLORS for n in range(1, 9)] + [CHASM]), \
            "deposit cards not conserved"
