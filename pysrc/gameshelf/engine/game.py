"""The game contract every game implements, and the errors it raises."""

import hashlib
import json
import re

from gameshelf.engine.inputs import is_whole, listed, quote
from gameshelf.engine.messages import Refusal, catalog, msg
from gameshelf.engine.rating_table import level_ratings
from gameshelf.engine.rng import Rng, seed_state


class IllegalMove(Refusal):
    """A move that is malformed or not legal now; the state it was tried on is unchanged."""


class BadOptions(Refusal):
    """Game options or a seat count the game does not accept."""


def game_name(game):
    """A game's name as a message argument: its catalog title, else (a game with no catalog yet, the tests' toy) its title."""
    title = f"{game.id}.title"
    return msg(title) if title in catalog() else game.title


def player_count_refusal(game):
    """The words refusing a seat count the game does not take."""
    return msg("engine.error.player-count", game=game_name(game), min=game.min_players, max=game.max_players)


def play_time_message(play_time):
    """A game's play time ("30-60 min" or "45 min", in minutes) as a message the page formats."""
    minutes = [int(m) for m in re.findall(r"\d+", play_time)]
    if len(minutes) == 2:
        return msg("engine.play-time.range", min=minutes[0], max=minutes[1])
    return msg("engine.play-time.about", n=minutes[0]) if minutes else None


def id_part(value):
    """An option id, choice value or preset name as a part of a message id: lower case, other runs of characters "-"
    ("bumper_carts" → "bumper-carts", "First game" → "first-game")."""
    return re.sub(r"[^a-z0-9]+", "-", str(value).lower()).strip("-")


def option_info(game_id, spec):
    """An option spec for the page: its label, help and choice labels as messages of the game's catalog."""
    oid = id_part(spec["id"])
    out = {**spec, "label": msg(f"{game_id}.option.{oid}"), "help": msg(f"{game_id}.option.{oid}.help") if spec.get("help") else None}
    if "choices" in spec:
        out["choices"] = [{"value": c["value"], "label": msg(f"{game_id}.option.{oid}.{id_part(c['value'])}")} for c in spec["choices"]]
    return out


def clone(state):
    """A deep copy of a plain-data state (also proves it is JSON)."""
    return json.loads(json.dumps(state))


def state_hash(state):
    """The first 16 hex digits of the sha256 of a state's canonical JSON (sorted keys, compact)."""
    text = json.dumps(state, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def seat_ref(seat):
    """How a log line names a seat; the match puts the seat's name in its place."""
    return "{seat%d}" % seat


def option(oid, label, default, choices=None, help=""):
    """One game option: a bool when choices is None, otherwise one of [(value, label), ...]."""
    spec = {"id": oid, "label": label, "default": default, "help": help}
    if choices is None:
        spec["type"] = "bool"
    else:
        spec["type"] = "choice"
        spec["choices"] = [{"value": v, "label": l} for v, l in choices]
    return spec


class Game:
    """Base class of a game: plain-data states, pure functions over them.

    Subclasses set the class attributes and implement `setup`, `to_act`, `legal_moves`,
    `perform`, `view`, `determinize`, `score`, `describe` and `move_label`. States are JSON-ready dicts that
    keep their own random-number state under the key "rng". A game package assembles its class from its
    rooms (docs/adding-a-game.md): rules, view, words, data and bots.
    """

    id = ""
    title = ""
    blurb = ""
    play_time = ""
    min_players = 2
    max_players = 2
    rules_version = 1
    state_layout = 1  # raise it when the state's shape changes but play does not: older saves are then not hash-compared
    has_secrets = True
    options = []  # list of option() specs
    presets = {}  # preset name -> options dict, shown in the new-game dialog
    rules_page = "rules.md"  # Markdown beside the game's module; build.py publishes it as rules/<id>.html

    # ---- setup -------------------------------------------------------------------------
    def normalize_options(self, options):
        """Options with defaults filled in; unknown ids or bad values raise BadOptions."""
        options = dict(options or {})
        out = {}
        for spec in self.options:
            value = options.pop(spec["id"], spec["default"])
            if spec["type"] == "bool":
                if not isinstance(value, bool):
                    raise BadOptions(msg("engine.error.option-not-bool", option=spec["id"]))
            elif not listed(value, [c["value"] for c in spec["choices"]]):
                raise BadOptions(msg("engine.error.option-value", option=spec["id"], value=quote(value)))
            out[spec["id"]] = value
        if options:
            raise BadOptions(msg("engine.error.unknown-options", options=quote(", ".join(sorted(options)))))
        return out

    def new(self, players, seed, options=None):
        """A fresh state for `players` seats, fully determined by seed and options."""
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise BadOptions(player_count_refusal(self))
        if not isinstance(seed, int):
            raise BadOptions(msg("engine.error.seed-not-integer"))
        opts = self.normalize_options(options)
        return self.setup(players, seed_state(seed), opts)

    def setup(self, players, rng_words, options):
        """Build the initial state; store rng_words under state["rng"]."""
        raise NotImplementedError

    # ---- playing -----------------------------------------------------------------------
    def to_act(self, state):
        """Seats that must decide now; empty when the game is over."""
        raise NotImplementedError

    def legal_moves(self, state, player):
        """Every legal move of `player` now (empty if it is not their decision)."""
        raise NotImplementedError

    def is_legal(self, state, player, move):
        """Whether `move` is legal for `player` now (override when enumeration is costly)."""
        return listed(move, self.legal_moves(state, player))

    def apply(self, state, player, move, effects=None):
        """A new state after `player` plays `move`; raises IllegalMove and leaves state as is.

        When `effects` is a list, the move's effects are appended to it as they happen (see `perform`).
        """
        if not is_whole(player) or player not in self.to_act(state):
            raise IllegalMove(msg("engine.error.not-your-turn", player=quote(player)))
        try:
            json.dumps(move)
        except (TypeError, ValueError):
            raise IllegalMove(msg("engine.error.move-not-json")) from None
        if not self.is_legal(state, player, move):
            raise IllegalMove(msg("engine.error.illegal-move", move=quote(move)))
        return self.advance(state, player, move, effects)

    def advance(self, state, player, move, effects=None):
        """A new state after a move already known to be legal (`apply` without the checks)."""
        new = clone(state)
        self.perform(new, player, move, effects)
        return new

    def play(self, state, player, move):
        """(after, effects): `apply` with the move's effects recorded, for the log, events, lessons and tests."""
        effects = []
        return self.apply(state, player, move, effects), effects

    def perform(self, state, player, move, effects=None):
        """Carry out a legal move on `state` in place (it is already a private copy).

        When `effects` is a list, append to it each public fact of the move as it happens,
        {"kind", "seat", ...} (docs/events.md): the page's events, the log line and lesson checks read
        that list, never a comparison of the states. None (the search's fast path) records nothing.
        """
        raise NotImplementedError

    def rng(self, state):
        """The state's random-number generator (mutates state["rng"])."""
        return Rng(state["rng"])

    def is_barrier(self, before, player, move, after):
        """Whether the move revealed hidden information or drew something random (no undo past it)."""
        return before["rng"] != after["rng"]

    # ---- information -------------------------------------------------------------------
    def view(self, state, player):
        """What `player` may see (None: a spectator); everything once the game is over."""
        raise NotImplementedError

    def determinize(self, view, player, rng):
        """A full state consistent with `player`'s view, hidden parts resampled with rng."""
        raise NotImplementedError

    def blank_deal(self, view):
        """Empty, in place, every part of a new game's spectator view that the seed chose (engine/board_view.py)."""
        raise NotImplementedError

    def score(self, state):
        """{"players": [{"total", "breakdown": {category: points}}], "winners": [seats], ...}."""
        raise NotImplementedError

    def describe(self, before, player, move, after, effects):
        """One log line for `move` (played from `before`, giving `after`, with its recorded `effects`), naming seats
        with seat_ref()."""
        raise NotImplementedError

    def move_label(self, state, player, move):
        """A legal move of `player` in words for its button ("Claim Kansas City – Omaha, grey, 1 space, pay 1
        yellow"): imperative, no seat name, unique among the seat's legal moves, revealing nothing hidden."""
        raise NotImplementedError

    def hint_reason(self, view, player, move):
        """Why `move` is good for `player`, read from their view, as a message in the game's words; None when the
        game has no reason of its own (engine/hints.py then counts the points it scores, else says it is the strongest)."""
        return None

    def check_invariants(self, state):
        """Raise AssertionError when a conservation law or other invariant is broken."""

    def static_data(self):
        """Data the renderer needs that never changes (maps, card lists); exported to data/<id>.json."""
        return {}

    def bots(self):
        """Bot name -> bot object with `choose(game, view, legal, player, rng, deadline)`; the game's package
        sets the registry where it assembles the game (no rules module imports a bot)."""
        from gameshelf.engine.bots import RandomBot

        return {"random": RandomBot()}

    def info(self):
        """What the new-game dialog and the shelf need to know about this game; every word is a message (docs/i18n.md)."""
        return {
            "id": self.id,
            "title": msg(f"{self.id}.title"),
            "blurb": msg(f"{self.id}.blurb"),
            "play_time": play_time_message(self.play_time),
            "min_players": self.min_players,
            "max_players": self.max_players,
            "has_secrets": self.has_secrets,
            "options": [option_info(self.id, spec) for spec in self.options],
            "presets": [{"id": pid, "label": msg(f"{self.id}.preset.{id_part(pid)}"), "options": options}
                        for pid, options in self.presets.items()],
            "bots": list(self.bots()),
            "ratings": level_ratings(self.id),
            "rules_version": self.rules_version,
        }

