"""Kingdom Builder's state machine: setup, turns, location tiles, the redraw rule and the end, recording each move's effects."""

from gameshelf.engine.game import BadOptions, Game, IllegalMove, option
from gameshelf.engine.inputs import listed
from gameshelf.engine.messages import msg
from gameshelf.engine.rng import Rng
from gameshelf.games.kingdom_builder.board import BUILDABLE, DATA, board_for, cell_of, rc
from gameshelf.games.kingdom_builder.scoring import CARD_IDS

QUADRANT_IDS = [b["id"] for b in DATA["boards"]]
TILES = DATA["tiles"]
TILE_TERRAIN = {"farm": "G", "oasis": "D", "harbor": "W"}
MANDATORY_BUILDS = 3


def quadrant_options():
    """For each of the 4 slots: which quadrant, and whether it is turned 180 degrees."""
    specs = []
    for n in range(1, 5):
        choices = [(q, msg(f"kingdom-builder.option.quadrant{n}.{q}")) for q in ["random", *QUADRANT_IDS]]
        specs.append(option(f"quadrant{n}", msg(f"kingdom-builder.option.quadrant{n}"), "random", choices))
        turns = [(t, msg(f"kingdom-builder.option.turned{n}.{t}")) for t in ("random", "no", "yes")]
        specs.append(option(f"turned{n}", msg(f"kingdom-builder.option.turned{n}"), "random", turns))
    return specs


def first_game_preset():
    """The rulebook's suggested first game: fixed quadrants, upright, and fixed cards."""
    preset = {"cards": "first-game"}
    for slot, (qid, turned) in enumerate(DATA["first_game"]["quadrants"]):
        preset[f"quadrant{slot + 1}"] = qid
        preset[f"turned{slot + 1}"] = "yes" if turned else "no"
    return preset


def free_of(board, occ, terrain):
    """The empty cells of one terrain."""
    return [c for c in board.by_terrain.get(terrain, []) if c not in occ]


def prefer_adjacent(board, targets, own):
    """The building rule: the targets next to one of `own` if there are any, else all targets."""
    near = [t for t in targets if not own.isdisjoint(board.neighbours[t])]
    return near or targets


class KingdomBuilderRules(Game):
    """Kingdom Builder (base game) for 2 to 4 players: the state machine."""

    id = "kingdom-builder"
    title = "Kingdom Builder"
    play_time = "45 min"
    min_players = 2
    max_players = 4
    rules_version = 1
    has_secrets = True
    options = quadrant_options() + [
        option("cards", msg("kingdom-builder.option.cards"), "random",
               [(c, msg(f"kingdom-builder.option.cards.{c}")) for c in ("random", "first-game")]),
        option("lords_zero", msg("kingdom-builder.option.lords-zero"), True, help=msg("kingdom-builder.option.lords-zero.help")),
    ]
    presets = {"first-game": first_game_preset()}

    # ---- setup -------------------------------------------------------------------------
    def setup(self, players, rng_words, options):
        """Lay out the board and tiles, draw the cards, give each player 40 settlements and a card."""
        rng = Rng(rng_words)
        chosen = [options[f"quadrant{s + 1}"] for s in range(4)]
        fixed = [q for q in chosen if q != "random"]
        if len(set(fixed)) != len(fixed):
            raise BadOptions(msg("kingdom-builder.error.quadrant-twice"))
        spare = [q for q in QUADRANT_IDS if q not in fixed]
        rng.shuffle(spare)
        quadrants = []
        for s, qid in enumerate(chosen):
            turned = options[f"turned{s + 1}"]
            quadrants.append({
                "id": spare.pop() if qid == "random" else qid,
                "rotated": rng.below(2) == 1 if turned == "random" else turned == "yes",
            })
        if options["cards"] == "first-game":
            cards = list(DATA["first_game"]["cards"])
        else:
            pool = list(CARD_IDS)
            rng.shuffle(pool)
            cards = pool[:3]
        deck = [code for code, n in DATA["deck"].items() for _ in range(n)]
        rng.shuffle(deck)
        board = board_for(quadrants)
        state = {
            "rng": rng_words,
            "options": options,
            "quadrants": quadrants,
            "cards": cards,
            "locations": [{"cell": c, "kind": board.location_kind[c], "left": DATA["tiles_per_location"]} for c in board.locations],
            "deck": deck,
            "discard": [],
            "removed": [],
            "lost": [],
            "players": [
                {"settlements": [], "supply": DATA["settlements"], "card": deck.pop(), "tiles": [], "taken": []}
                for _ in range(players)
            ],
            "current": 0,
            "phase": "before",
            "built": 0,
            "pending": None,
            "ending": False,
            "over": False,
        }
        self.start_turn(state, 0)
        return state

    # ---- helpers -----------------------------------------------------------------------
    def board(self, state):
        """The assembled board of a state."""
        return board_for(state["quadrants"])

    def occupied(self, state):
        """Every occupied cell -> its owner."""
        return {cell: p for p, pl in enumerate(state["players"]) for cell in pl["settlements"]}

    def builds_owed(self, state):
        """How many mandatory builds the current player still owes this turn (limited by the supply)."""
        pl = state["players"][state["current"]]
        if pl["card"] is None:
            return 0
        return max(0, min(MANDATORY_BUILDS - state["built"], pl["supply"]))

    def mandatory_left(self, state):
        """Whether the current player still owes mandatory builds this turn."""
        return self.builds_owed(state) > 0

    def draw(self, state):
        """The top terrain card, reshuffling the discards into the deck when it is empty (None if no card is left)."""
        if not state["deck"]:
            state["deck"], state["discard"] = state["discard"], []
            self.rng(state).shuffle(state["deck"])
        return state["deck"].pop() if state["deck"] else None

    def ensure_usable(self, state, effects=None):
        """The redraw rule: while the played card's terrain has no empty hex, remove it and draw another (the last one drawn is revealed)."""
        if state["phase"] == "after":
            return
        board, occ = self.board(state), self.occupied(state)
        pl = state["players"][state["current"]]
        card = pl["card"]
        while self.mandatory_left(state) and not free_of(board, occ, pl["card"]):
            state["removed"].append(pl["card"])
            pl["card"] = self.draw(state)
        if not self.mandatory_left(state):
            state["phase"] = "after"
        if effects is not None and pl["card"] != card:
            effects.append({"kind": "card_revealed", "seat": state["current"], "terrain": pl["card"]})

    def start_turn(self, state, player, effects=None):
        """Begin `player`'s turn: their card is revealed and their tiles become usable."""
        state["current"] = player
        state["built"] = 0
        state["pending"] = None
        pl = state["players"][player]
        for tile in pl["tiles"]:
            tile["used"] = tile["fresh"] = False
        state["phase"] = "before" if pl["supply"] > 0 else "after"
        self.ensure_usable(state)
        if effects is not None:
            effects.append({"kind": "card_revealed", "seat": player, "terrain": pl["card"]})

    def build_targets(self, state, player, terrain):
        """Legal cells for building on one terrain under the adjacency-if-possible rule."""
        board, occ = self.board(state), self.occupied(state)
        own = set(state["players"][player]["settlements"])
        return prefer_adjacent(board, free_of(board, occ, terrain), own)

    def tile_targets(self, state, player, kind):
        """Legal cells for a build tile (Oracle, Farm, Oasis, Tower, Tavern)."""
        pl = state["players"][player]
        if kind == "oracle":
            return self.build_targets(state, player, pl["card"]) if pl["card"] else []
        if kind in ("farm", "oasis"):
            return self.build_targets(state, player, TILE_TERRAIN[kind])
        board, occ = self.board(state), self.occupied(state)
        own = set(pl["settlements"])
        if kind == "tower":
            edge = [c for c in range(len(board.terrain)) if board.edge[c] and board.terrain[c] in BUILDABLE and c not in occ]
            return prefer_adjacent(board, edge, own)
        targets = set()  # tavern: one past either end of a straight line of 3 or more
        for s in own:
            for d in range(6):
                back = board.step[s][d ^ 1]
                if back in own and board.step[back][d ^ 1] in own:
                    end = board.step[s][d]
                    if end >= 0 and end not in occ and board.terrain[end] in BUILDABLE:
                        targets.add(end)
        return sorted(targets)

    def move_targets(self, state, player, kind, origin):
        """Legal destinations when a move tile (Barn, Harbor, Paddock) lifts the settlement at `origin`."""
        board, occ = self.board(state), self.occupied(state)
        if kind == "paddock":
            return sorted(c for c in board.jumps[origin] if c >= 0 and c not in occ and board.terrain[c] in BUILDABLE)
        terrain = TILE_TERRAIN.get(kind) or state["players"][player]["card"]
        if terrain is None:
            return []
        own = set(state["players"][player]["settlements"]) - {origin}
        return prefer_adjacent(board, free_of(board, occ, terrain), own)

    def tile_moves(self, state, player):
        """Every legal first step of a tile action for the current player."""
        pl = state["players"][player]
        moves = []
        for tile in pl["tiles"]:
            if tile["used"] or tile["fresh"]:
                continue
            loc, kind = rc(tile["loc"]), tile["kind"]
            if TILES[kind]["effect"] == "build":
                if pl["supply"] > 0:
                    moves.extend({"type": "tile", "loc": loc, "cell": rc(c)} for c in self.tile_targets(state, player, kind))
            else:
                moves.extend({"type": "tile", "loc": loc, "from": rc(s)} for s in self.movable(state, player, kind))
        return moves

    def movable(self, state, player, kind):
        """The player's settlements that a move tile can lift (those with somewhere to go)."""
        own = sorted(state["players"][player]["settlements"])
        if kind == "paddock":
            return [s for s in own if self.move_targets(state, player, kind, s)]
        terrain = TILE_TERRAIN.get(kind) or state["players"][player]["card"]
        board, occ = self.board(state), self.occupied(state)
        return own if terrain and free_of(board, occ, terrain) else []

    # ---- playing -----------------------------------------------------------------------
    def to_act(self, state):
        """The current player, until the game is over."""
        return [] if state["over"] else [state["current"]]

    def legal_moves(self, state, player):
        """Every legal move of `player` now."""
        if state["over"] or player != state["current"]:
            return []
        pending = state["pending"]
        if pending and pending["kind"] == "move":
            targets = self.move_targets(state, player, pending["tile"], pending["from"])
            return [{"type": "move", "cell": rc(c)} for c in targets]
        if pending and pending["kind"] == "lose":
            return [{"type": "discard-tile", "loc": rc(c)} for c in pending["locs"]]
        moves = []
        if state["phase"] in ("before", "build") and self.mandatory_left(state):
            card = state["players"][player]["card"]
            moves.extend({"type": "build", "cell": rc(c)} for c in self.build_targets(state, player, card))
        if state["phase"] != "build":
            moves.extend(self.tile_moves(state, player))
        if state["phase"] == "after":
            moves.append({"type": "end"})
        return moves

    def is_barrier(self, before, player, move, after):
        """A turn change reveals the next card; a redraw or a draw reveals one too."""
        return before["rng"] != after["rng"] or len(before["deck"]) != len(after["deck"]) or before["current"] != after["current"]

    def place(self, state, player, cell, effects=None):
        """Put one of `player`'s settlements on `cell` (from the supply or a lifted one) and take a tile if one is due."""
        board = self.board(state)
        pl = state["players"][player]
        pl["settlements"].append(cell)
        for loc in board.special_next[cell]:
            if board.terrain[loc] != "L" or loc in pl["taken"]:
                continue
            spot = next(l for l in state["locations"] if l["cell"] == loc)
            if spot["left"] > 0:
                spot["left"] -= 1
                pl["taken"].append(loc)
                pl["tiles"].append({"loc": loc, "kind": spot["kind"], "used": False, "fresh": True})
                if effects is not None:
                    effects.append({"kind": "tile_taken", "seat": player, "loc": rc(loc), "tile": spot["kind"]})

    def check_loss(self, state, player, origin, effects=None):
        """After a settlement left `origin`: lose the tile of a location it no longer touches (maybe asking which)."""
        board = self.board(state)
        pl = state["players"][player]
        own = set(pl["settlements"])
        for loc in board.special_next[origin]:
            tile = next((t for t in pl["tiles"] if t["loc"] == loc), None)
            if tile is None or any(n in own for n in board.neighbours[loc]):
                continue
            twin = next((t for t in pl["tiles"] if t["kind"] == tile["kind"] and t is not tile), None)
            if twin and (twin["used"], twin["fresh"]) != (tile["used"], tile["fresh"]):
                state["pending"] = {"kind": "lose", "locs": sorted([loc, twin["loc"]]), "emptied": loc}
            else:
                pl["tiles"].remove(tile)
                self.lose(state, player, loc, tile["kind"], effects)

    @staticmethod
    def lose(state, player, loc, kind, effects):
        """The tile of the location at `loc` leaves the game."""
        state["lost"].append(loc)
        if effects is not None:
            effects.append({"kind": "tile_lost", "seat": player, "loc": rc(loc), "tile": kind})

    def perform(self, state, player, move, effects=None):
        """Carry out a legal move in place, recording its effects (docs/events.md) when `effects` is a list."""
        pl = state["players"][player]
        kind = move["type"]
        if kind == "build":
            self.build(state, player, move, None, effects)
            state["built"] += 1
            state["phase"] = "build" if self.mandatory_left(state) else "after"
        elif kind == "tile":
            tile = next(t for t in pl["tiles"] if t["loc"] == cell_of(*move["loc"]))
            tile["used"] = True
            if "cell" in move:
                self.build(state, player, move, tile["kind"], effects)
            else:
                if effects is not None:
                    effects.append({"kind": "tile_used", "seat": player, "loc": move["loc"], "tile": tile["kind"]})
                state["pending"] = {"kind": "move", "tile": tile["kind"], "from": cell_of(*move["from"])}
        elif kind == "move":
            pending = state["pending"]
            state["pending"] = None
            if effects is not None:
                effects.append({"kind": "settlement_moved", "seat": player, "from": rc(pending["from"]), "to": move["cell"],
                                "tile": pending["tile"]})
            pl["settlements"].remove(pending["from"])
            self.place(state, player, cell_of(*move["cell"]), effects)
            self.check_loss(state, player, pending["from"], effects)
        elif kind == "discard-tile":
            self.discard_tile(state, player, cell_of(*move["loc"]), effects)
        else:  # end of turn
            self.end_turn(state, player, effects)
            return
        if pl["supply"] == 0 and not state["ending"]:
            state["ending"] = True
            if effects is not None:
                effects.append({"kind": "last_round", "seat": player})
        if not state["pending"]:
            self.ensure_usable(state, effects)

    def build(self, state, player, move, tile, effects):
        """Put a settlement from the supply on the move's cell (`tile`: the kind of the location tile used, or None)."""
        cell = cell_of(*move["cell"])
        if effects is not None:
            effects.append({"kind": "settlement_built", "seat": player, "cell": move["cell"],
                            "terrain": self.board(state).terrain[cell], "tile": tile})
        self.place(state, player, cell, effects)
        state["players"][player]["supply"] -= 1

    def discard_tile(self, state, player, chosen, effects=None):
        """Resolve a tile loss with two alike: the tile at `chosen` goes; the other stays, tied to the hex still touched."""
        pending = state["pending"]
        state["pending"] = None
        tiles = state["players"][player]["tiles"]
        emptied = pending["emptied"]
        kept_loc = next(l for l in pending["locs"] if l != emptied)
        tile = next(t for t in tiles if t["loc"] == chosen)
        tiles.remove(tile)
        next(t for t in tiles if t["loc"] in pending["locs"])["loc"] = kept_loc
        self.lose(state, player, emptied, tile["kind"], effects)

    def end_turn(self, state, player, effects=None):
        """Discard the card, draw a new one, and pass on (or end the game after the last seat of the final round)."""
        pl = state["players"][player]
        if pl["card"] is not None:
            state["discard"].append(pl["card"])
        last_seat = len(state["players"]) - 1
        if state["ending"] and player == last_seat:
            pl["card"] = None
            state["over"] = True
            state["phase"] = "over"
            return
        pl["card"] = self.draw(state)
        self.start_turn(state, (player + 1) % len(state["players"]), effects)

    def is_legal(self, state, player, move):
        """Shape check first (so malformed moves give a clear error), then membership in the legal list."""
        if not isinstance(move, dict) or not isinstance(move.get("type"), str):
            raise IllegalMove(msg("kingdom-builder.error.move-shape"))
        return listed(move, self.legal_moves(state, player))

    def check_invariants(self, state):
        """Settlements and tiles are conserved, hexes hold one settlement each on a legal terrain, cards add up."""
        board = self.board(state)
        seen = set()
        for pl in state["players"]:
            assert pl["supply"] >= 0 and pl["supply"] + len(pl["settlements"]) == DATA["settlements"], "settlements not conserved"
            for cell in pl["settlements"]:
                assert cell not in seen, "two settlements on one hex"
                seen.add(cell)
                assert board.terrain[cell] in BUILDABLE or board.terrain[cell] == "W", "a settlement on an unbuildable hex"
            locs = [t["loc"] for t in pl["tiles"]]
            assert len(set(locs)) == len(locs) and set(locs) <= set(pl["taken"]), "a tile held twice or never taken"
            assert len(set(pl["taken"])) == len(pl["taken"]), "two tiles taken from one hex"
        for spot in state["locations"]:
            held = sum(t["loc"] == spot["cell"] for pl in state["players"] for t in pl["tiles"])
            lost = state["lost"].count(spot["cell"])
            assert spot["left"] >= 0 and spot["left"] + held + lost == DATA["tiles_per_location"], "tiles not conserved"
        cards = list(state["deck"]) + state["discard"] + state["removed"] + [pl["card"] for pl in state["players"] if pl["card"]]
        assert sorted(cards) == sorted(code for code, n in DATA["deck"].items() for _ in range(n)), "terrain cards not conserved"
        if not state["pending"]:
            for pl in state["players"]:
                own = set(pl["settlements"])
                for t in pl["tiles"]:
                    assert any(n in own for n in board.neighbours[t["loc"]]), "a tile kept without a settlement next to its hex"

