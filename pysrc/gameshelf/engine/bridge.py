"""The JSON bridge: one call per user action, JSON text in and JSON text out."""

import json
import sys
import traceback

from gameshelf.engine import catalog, inputs
from gameshelf.engine.game import BadOptions, IllegalMove
from gameshelf.engine.match import Match
from gameshelf.engine.saves import BadSave, from_save, to_save


class BadRequest(ValueError):
    """A request the bridge cannot read."""


class Session:
    """The one match a worker holds, with the save metadata and who is looking at the table."""

    def __init__(self):
        self.match = None
        self.save_id = None
        self.created = None
        self.viewer = None

    def need_match(self):
        """The current match, or a BadRequest when none is loaded."""
        if self.match is None:
            raise BadRequest("no game is loaded")
        return self.match

    def pick_viewer(self):
        """The seat whose view the table shows: the first human to act, else the last one shown."""
        match = self.match
        humans = [i for i, s in enumerate(match.seats) if s["kind"] == "human"]
        acting = [p for p in match.to_act() if p in humans]
        if acting:
            self.viewer = acting[0]
        elif len(humans) == 1 or self.viewer not in humans:
            self.viewer = humans[0] if humans else None
        return self.viewer

    def snapshot(self, now=None, last=None):
        """Everything the page needs after an action, in one dict."""
        match = self.match
        game = match.game
        viewer = self.pick_viewer()
        over = match.over()
        to_act = match.to_act()
        snap = {
            "ok": True,
            "game": match.game_id,
            "title": game.title,
            "has_secrets": game.has_secrets,
            "seats": match.seats,
            "viewer": viewer,
            "to_act": to_act,
            "bot_to_act": match.bot_to_act(),
            "view": game.view(match.state, None if over else viewer),
            "legal": game.legal_moves(match.state, viewer) if viewer in to_act else [],
            "log": match.lines,
            "can_undo": match.can_undo(viewer),
            "over": over,
            "score": game.score(match.state) if over else None,
            "save": to_save(match, self.save_id, self.created, now),
        }
        if last is not None:
            snap["last"] = last
        return snap

    # ---- operations ----------------------------------------------------------------------
    def op_catalog(self, req):
        """The shelf: every game's info."""
        return {"ok": True, "games": [catalog.get(g).info() for g in catalog.game_ids()]}

    def op_new(self, req):
        """Start a new match from a setup."""
        seed = req.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise BadRequest("the seed must be a whole number")
        try:
            match = Match(req.get("game"), req.get("seats"), seed, req.get("options"))
        except catalog.UnknownGame as err:
            raise BadRequest(str(err)) from None
        self.match, self.save_id, self.created, self.viewer = match, req.get("id"), req.get("now"), None
        return self.snapshot(req.get("now"))

    def op_load(self, req):
        """Resume a saved match (fully validated)."""
        save = req.get("save")
        match = from_save(save)
        self.match, self.save_id, self.created, self.viewer = match, save.get("id"), save.get("created"), None
        return self.snapshot(save.get("updated"))

    def op_play(self, req):
        """A human move; the player defaults to the seat the table shows."""
        match = self.need_match()
        player = req.get("player", self.pick_viewer())
        valid = isinstance(player, int) and not isinstance(player, bool) and 0 <= player < len(match.seats)
        if not valid or match.seats[player]["kind"] != "human":
            raise IllegalMove("that seat is not a human player")
        line = match.play(player, req.get("move"))
        return self.snapshot(req.get("now"), {"player": player, "move": req.get("move"), "line": line})

    def op_bot(self, req):
        """Let the next bot play one move."""
        match = self.need_match()
        budget = req.get("budget", 0.8)
        if not isinstance(budget, (int, float)) or not 0 < budget <= 10:
            raise BadRequest("the bot budget must be between 0 and 10 seconds")
        player, move, line = match.bot_move(budget)
        return self.snapshot(req.get("now"), {"player": player, "move": move, "line": line})

    def op_undo(self, req):
        """Take back the viewer's last move when the undo policy allows it."""
        match = self.need_match()
        match.undo(self.pick_viewer())
        return self.snapshot(req.get("now"))

    def op_state(self, req):
        """The current snapshot, unchanged."""
        self.need_match()
        return self.snapshot(req.get("now"))

    def handle(self, text):
        """Answer one JSON request; errors come back as {"ok": false, "kind", "error"}."""
        try:
            req = inputs.check_request(inputs.parse(text))
            op = getattr(self, "op_" + req["op"], None)
            if op is None:
                raise BadRequest(f"unknown operation {inputs.quote(req['op'])}")
            return json.dumps(op(req), separators=(",", ":"), allow_nan=False)
        except inputs.TooLarge as err:
            result = {"ok": False, "kind": "too-large", "error": str(err)}
        except IllegalMove as err:
            result = {"ok": False, "kind": "illegal", "error": str(err)}
        except BadSave as err:
            result = {"ok": False, "kind": "bad-save", "error": str(err)}
        except (BadRequest, BadOptions, inputs.BadInput) as err:
            result = {"ok": False, "kind": "bad-request", "error": str(err)}
        except Exception as err:  # the last resort (RecursionError, MemoryError...): logged, never a traceback
            traceback.print_exc(file=sys.stderr)
            error = f"an internal error stopped this request ({type(err).__name__})"
            result = {"ok": False, "kind": "internal", "error": error}
        return json.dumps(result, separators=(",", ":"))


_session = Session()


def handle(text):
    """The worker's single entry point."""
    return _session.handle(text)
