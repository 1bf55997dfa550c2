"""The state machine of Trick of the Rails: setup, whose decision, legal moves, and perform (tricks, stock and
operating rounds)."""

from gameshelf.engine.game import BadOptions, Game, option
from gameshelf.engine.inputs import listed
from gameshelf.engine.messages import msg
from gameshelf.games.trick_of_the_rails import cards as C

ENDS = ("start", "end")
STATIONS = {c["company"]: c["id"] for c in C.DATA["station_cards"]}
SORT_KEY = {card: i for i, card in enumerate(C.ALL_CARDS)}


def sorted_hand(cards):
    """Cards in catalogue order (company, then number)."""
    return sorted(cards, key=SORT_KEY.__getitem__)


def build_lane(players, expert, rng):
    """The Trick Lane, left to right: the basic layout of cards.json, or the expert shuffle of its
    odd slots; Exchange cards in random order, Locomotive ∞ right after Locomotive 6."""
    exchanges = list(C.EXCHANGES)
    rng.shuffle(exchanges)
    if expert:
        odd_slots = [C.LOCOMOTIVE_CODES[k] for k in ("L3", "L4", "L5", "L6")] + list(C.CITIES)
    else:
        odd_slots = list(C.CITIES)
    rng.shuffle(odd_slots)
    reservations = list(C.RESERVATIONS)
    lane = []
    for code in C.BASIC_LANES[players]:
        if code == "E":
            lane.append(exchanges.pop())
        elif code == "R":
            lane.append(reservations.pop(0))
        elif code == "LINF":
            continue  # Locomotive ∞ always follows Locomotive 6, below
        elif expert or code == "C":
            lane.append(odd_slots.pop())
        else:
            lane.append(C.LOCOMOTIVE_CODES[code])
        if lane[-1] == C.LOCO_6:
            lane.append(C.LOCO_INF)
    return lane


def trick_winner(trick):
    """The seat whose card of the led company has the highest number."""
    led = C.company(trick[0][1])
    return max((C.number(card), seat) for seat, card in trick if C.COMPANY[card] == led)[1]


class TrickOfTheRailsRules(Game):
    """Trick of the Rails (Hisashi Hayashi): trick-taking for railway shares, 3 to 5 players."""

    id = "trick-of-the-rails"
    title = "Trick of the Rails"
    blurb = msg("trick-of-the-rails.blurb")
    play_time = "20 min"
    min_players = 3
    max_players = 5
    rules_version = 1
    has_secrets = True
    options = [
        option("expert", msg("trick-of-the-rails.option.expert"), False, help=msg("trick-of-the-rails.option.expert.help")),
        option("teams", msg("trick-of-the-rails.option.teams"), False, help=msg("trick-of-the-rails.option.teams.help")),
    ]

    # ---- setup -----------------------------------------------------------------------------
    def setup(self, players, rng_words, options):
        """Deal the hands, start the railways with the leftover cards, lay out the Trick Lane."""
        if options["teams"] and players != 4:
            raise BadOptions(msg("trick-of-the-rails.error.teams-players"))
        state = {"rng": rng_words, "seats": players, "options": options}
        rng = self.rng(state)
        deck = list(C.RAILWAY_CARDS)
        rng.shuffle(deck)
        size = C.HAND_SIZE[players]
        state["hands"] = [sorted_hand(deck[i * size : (i + 1) * size]) for i in range(players)]
        railways = {code: {"locomotive": None, "cards": [STATIONS[code]]} for code in C.COMPANIES}
        for card in deck[players * size :]:
            railways[C.company(card)]["cards"].append(card)
        state["railways"] = railways
        state["lane"] = build_lane(players, options["expert"], rng)
        lane_kinds = ("city", "locomotive", "reservation")
        state["removed"] = [c for c in C.ALL_CARDS if C.kind(c) in lane_kinds and c not in state["lane"]]
        state["shares"] = [[] for _ in range(players)]
        state["leader"] = rng.below(players)
        state["trick"] = []
        state["pending"] = None
        state["tricks_played"] = 0
        state["last_trick"] = None
        return state

    # ---- whose decision ---------------------------------------------------------------------
    def to_act(self, state):
        """The one seat to decide: the next to play to the trick, the winner placing, or the next builder."""
        pending = state["pending"]
        if pending is not None:
            return [pending["winner"]] if pending["place"] else [pending["builders"][0]]
        if not state["lane"]:
            return []
        return [(state["leader"] + len(state["trick"])) % state["seats"]]

    def phase(self, state):
        """What the seat to act decides: play, city, locomotive, build, or over."""
        pending = state["pending"]
        if pending is None:
            return "play" if state["lane"] else "over"
        if pending["place"]:
            return C.kind(pending["place"][0])
        return "build"

    def legal_moves(self, state, player):
        """Cards that may be played (following the led company), or the placements open now."""
        if player not in self.to_act(state):
            return []
        phase = self.phase(state)
        railways = state["railways"]
        if phase == "play":
            hand = state["hands"][player]
            led = C.company(state["trick"][0][1]) if state["trick"] else None
            follow = [c for c in hand if C.COMPANY[c] == led]
            return [{"type": "play", "card": c} for c in follow or hand]
        if phase == "city":
            return [{"type": "city", "company": code, "end": end} for code in C.COMPANIES for end in ENDS]
        if phase == "locomotive":
            return [{"type": "locomotive", "company": code} for code in C.COMPANIES if railways[code]["locomotive"] is None]
        code = C.company(self.built_card(state, player))
        return [{"type": "build", "company": code, "end": end} for end in ENDS]

    def is_legal(self, state, player, move):
        """A legal move, or a build move as saves from before build moves named their company wrote it
        ({"type": "build", "end"}): it builds the same card."""
        legal = self.legal_moves(state, player)
        return listed(move, legal) or listed(move, [{"type": "build", "end": m["end"]} for m in legal if m["type"] == "build"])

    # ---- moves --------------------------------------------------------------------------------
    def perform(self, state, player, move, effects=None):
        """Carry out a legal move in place, recording its effects (docs/events.md) when `effects` is a list."""
        kind = move["type"]
        pending = state["pending"]
        if kind == "play":
            self.play_card(state, player, move["card"], effects)
        elif kind == "city":
            card = pending["place"].pop(0)
            self.add_to_railway(state, move["company"], card, move["end"])
            if effects is not None:
                effects.append({"kind": "city_placed", "seat": player, "card": card, "company": move["company"], "end": move["end"]})
        elif kind == "locomotive":
            card = state["railways"][move["company"]]["locomotive"] = pending["place"].pop(0)
            if effects is not None:
                effects.append({"kind": "locomotive_placed", "seat": player, "card": card, "company": move["company"]})
            self.place_last_locomotive(state, effects)
        else:
            card = self.built_card(state, player)
            state["trick"].remove([player, card])
            pending["builders"].pop(0)
            self.add_to_railway(state, C.company(card), card, move["end"])
            if effects is not None:
                effects.append({"kind": "card_built", "seat": player, "card": card, "company": C.company(card), "end": move["end"]})
        if state["pending"] is not None and not state["pending"]["place"] and not state["pending"]["builders"]:
            state["pending"] = None

    def play_card(self, state, player, card, effects):
        """Play a card to the trick; the last card decides the winner and resolves the lane card."""
        state["hands"][player].remove(card)
        trick = state["trick"]
        if effects is not None:
            effects.append({"kind": "card_played", "seat": player, "card": card, "lead": not trick})
        trick.append([player, card])
        if len(trick) < state["seats"]:
            return
        winner = trick_winner(trick)
        reward = state["lane"].pop(0)
        state["tricks_played"] += 1
        state["leader"] = winner
        state["last_trick"] = {"cards": [list(entry) for entry in trick], "winner": winner, "reward": reward}
        if effects is not None:
            effects.append({"kind": "trick_won", "seat": winner, "cards": [list(entry) for entry in trick], "reward": reward})
        if C.kind(reward) in C.SHARE_KINDS:
            self.resolve_stock(state, winner, reward, effects)
            return
        place = [reward]
        if reward == C.LOCO_6 and state["lane"] and state["lane"][0] == C.LOCO_INF:
            place.append(state["lane"].pop(0))
        builders = [(winner + i) % state["seats"] for i in range(state["seats"])]
        state["pending"] = {"winner": winner, "place": place, "builders": builders}

    def resolve_stock(self, state, winner, reward, effects):
        """Stock round: the winner takes the lane card as a share and gives up their played card
        (into the leftmost Reservation slot, else out of the game); the others keep theirs as shares."""
        state["shares"][winner].append(reward)
        lane = state["lane"]
        reserved = None
        for seat, card in state["trick"]:
            if seat != winner:
                state["shares"][seat].append(card)
                continue
            slot = next((i for i, c in enumerate(lane) if C.kind(c) == "reservation"), None)
            if slot is None:
                state["removed"].append(card)
            else:
                state["removed"].append(lane[slot])
                lane[slot] = reserved = card
        if effects is not None:
            shares = [[seat, card] for seat, card in state["trick"] if seat != winner] + [[winner, reward]]
            effects.append({"kind": "shares_taken", "seat": None, "shares": shares, "reserved": reserved})
        state["trick"] = []

    def place_last_locomotive(self, state, effects):
        """Put Locomotive ∞ on the only railway left without a locomotive, when it is the only choice."""
        place = state["pending"]["place"]
        free = [code for code in C.COMPANIES if state["railways"][code]["locomotive"] is None]
        if place == [C.LOCO_INF] and len(free) == 1:
            card = state["railways"][free[0]]["locomotive"] = place.pop()
            if effects is not None:
                effects.append({"kind": "locomotive_placed", "seat": None, "card": card, "company": free[0]})

    def add_to_railway(self, state, code, card, end):
        """Add a card at either end of a company's railway."""
        cards = state["railways"][code]["cards"]
        if end == "start":
            cards.insert(0, card)
        else:
            cards.append(card)

    def is_barrier(self, before, player, move, after):
        """No undo past randomness or past the card that completes a trick (the trick is then public)."""
        completes = move.get("type") == "play" and len(before["trick"]) + 1 == before["seats"]
        return completes or super().is_barrier(before, player, move, after)

    def built_card(self, state, player):
        """The card `player` still has to add to a railway in this trick."""
        return next(card for seat, card in state["trick"] if seat == player)

    def check_invariants(self, state):
        """71 cards each in exactly one place; hands, lane and trick sizes agree with the trick count."""
        places = [card for hand in state["hands"] for card in hand]
        places += [card for shares in state["shares"] for card in shares]
        places += state["lane"] + state["removed"] + [card for _, card in state["trick"]]
        for code, railway in state["railways"].items():
            places += railway["cards"] + ([railway["locomotive"]] if railway["locomotive"] else [])
            assert railway["cards"].count(STATIONS[code]) == 1, f"{code} lost its station"
            for card in railway["cards"]:
                assert C.kind(card) == "city" or C.company(card) == code, f"{card} is in the {code} railway"
            assert railway["locomotive"] is None or C.kind(railway["locomotive"]) == "locomotive"
        pending = state["pending"]
        if pending is not None:
            places += pending["place"]
        assert sorted(places) == sorted(C.ALL_CARDS), "the 71 cards are not each in exactly one place"
        for hand in state["hands"]:
            assert all(C.kind(card) == "railway" for card in hand), "only railway cards are held in hand"
        for shares in state["shares"]:
            assert all(C.kind(card) in C.SHARE_KINDS for card in shares), "a share is not a railway or exchange card"
        tricks_left = C.HAND_SIZE[state["seats"]] - state["tricks_played"]
        assert len(state["lane"]) == tricks_left + (C.LOCO_INF in state["lane"]), "the Trick Lane does not match the tricks left"
        assert not state["lane"] or C.kind(state["lane"][0]) != "reservation", "a Reservation card reached the front"
        in_trick = [seat for seat, _ in state["trick"]]
        if pending is None:
            expected = [(state["leader"] + i) % state["seats"] for i in range(len(in_trick))]
            assert in_trick == expected, "the trick is not in turn order from the leader"
        else:
            assert sorted(in_trick) == sorted(pending["builders"]), "the cards to build are not the builders' cards"
            assert all(C.kind(card) in ("city", "locomotive") for card in pending["place"])
        for seat, hand in enumerate(state["hands"]):
            played = pending is None and seat in in_trick
            assert len(hand) == tricks_left - played, f"seat {seat} holds the wrong number of cards"
