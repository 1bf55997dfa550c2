"""A table driven through the JSON bridge as the page drives it, keeping the save the storage layer would write."""

import collections
import json

from gameshelf.engine import bridge
from tests.kit import Storage

TALLY = collections.Counter()  # games, moves, hostile requests and damaged saves tried (the closing figures)
REFUSALS = {"illegal", "bad-save", "bad-position", "bad-request", "too-large"}  # every kind but "internal"
MAX_ERROR = 200  # characters of an error message

CONFIGS = [  # (game id, seats, options): every game, player count and variant
    *[("ticket-to-ride", n, {}) for n in range(2, 6)],
    ("ticket-to-ride-nordic", 2, {}),
    ("ticket-to-ride-nordic", 3, {"three_locomotive_reset": True, "ferry_sets_on_color": False}),
    *[("kingdom-builder", n, {}) for n in range(2, 5)],
    ("kingdom-builder", 3, {"cards": "first-game", "lords_zero": False, "quadrant1": "oasis", "turned1": "yes"}),
    ("off-the-rails", 1, {}),
    ("off-the-rails", 1, {"chasm_die": True}),
    ("off-the-rails", 2, {"bumper_carts": True, "game_length": 13}),
    ("off-the-rails", 3, {"chasm_die": True, "game_length": 25}),
    ("off-the-rails", 4, {}),
    ("trick-of-the-rails", 3, {}),
    ("trick-of-the-rails", 4, {"teams": True}),
    ("trick-of-the-rails", 5, {"expert": True}),
]


def config_id(config):
    """A short test id for a config."""
    game, players, options = config
    return f"{game}-{players}p" + "".join(f"-{k}={v}" for k, v in sorted(options.items()))


def assert_refused(answer, request=""):
    """A clean refusal: a known kind and a short message (`request` is shown when it was not refused)."""
    assert answer["ok"] is False and answer["kind"] in REFUSALS, (request[:300], answer)
    assert isinstance(answer["error"], str) and 0 < len(answer["error"]) <= MAX_ERROR, answer


def strict_json(text):
    """Parse an answer, refusing NaN and Infinity (the page's JSON.parse would)."""

    def refuse(name):
        raise AssertionError(f"the answer holds {name}, which is not JSON")

    return json.loads(text, parse_constant=refuse)


class Table:
    """One bridge session with the save a page's storage layer would keep."""

    def __init__(self):
        self.session = bridge.Session()
        self.requests = []  # every request text sent, in order
        self.texts = []  # the answer text of each request (for determinism checks)
        self.setup = None
        self.storage = Storage()

    def send(self, request):
        """One request (a dict or raw text); the parsed answer, also kept as text."""
        request = request if isinstance(request, str) else json.dumps(request)
        text = self.session.handle(request)
        self.requests.append(request)
        self.texts.append(text)
        answer = strict_json(text)
        if answer.get("ok") and "record" in answer:
            self.storage.keep(answer)
        return answer

    @property
    def save(self):
        """The save the storage layer would write now."""
        return self.storage.save

    def new(self, game, players, seed, options, bots=0):
        """Start a game whose last `bots` seats are random bots, the others humans (the fuzz plays their moves)."""
        seats = [{"name": f"P{i + 1}", "kind": "human"} for i in range(players - bots)]
        seats += [{"name": f"B{i + 1}", "kind": "bot", "bot": "random"} for i in range(bots)]
        self.setup = {"game": game, "seats": seats, "seed": seed, "options": options}
        return self.send({"op": "new", **self.setup})

    def move(self, move, player=None):
        """A move by `player` (the viewer when None)."""
        request = {"op": "move", "move": move}
        if player is not None:
            request["player"] = player
        return self.send(request)

    def legal(self, player):
        """Every legal move of a seat now (the engine's own list: any seat, not only the viewer)."""
        match = self.session.match
        return match.game.legal_moves(match.state, player)

    def fingerprint(self):
        """Everything that must not change when a request is refused."""
        match = self.session.match
        if match is None:
            return None
        return id(match), len(match.log), json.dumps(match.state, sort_keys=True), self.session.viewer, json.dumps(match.seats)

    def state_text(self):
        """The bridge's `state` answer, as text (not kept in `texts`)."""
        return self.session.handle('{"op": "state"}')
