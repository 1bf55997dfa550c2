"""The JSON bridge: one call per user action, JSON text in and JSON text out."""

import json
import sys
import time
import traceback

from gameshelf.engine import analysis, analysis_link, answers, catalog, device_speed, inputs, player_ratings, strength_curve
from gameshelf.engine.bots import BUDGET
from gameshelf.engine.hints import hint_thinking
from gameshelf.engine.lesson_ops import LessonBoards
from gameshelf.engine.game import BadOptions, IllegalMove
from gameshelf.engine.lessons import BadLesson
from gameshelf.engine.match import PEOPLE, Match
from gameshelf.engine.messages import Refusal, msg
from gameshelf.engine.positions import BadPosition
from gameshelf.engine.protocol import REFUSALS
from gameshelf.engine.replay import Replay, code_of, default_seat
from gameshelf.engine.saves import BadSave, from_save, record, setup, summary

KEEPS_SEARCH = ("bot", "hint", "catalog", "check", "labels", "public_view", "position", "replay", "continue", "analyse",
                "analyse_try", "analyse_stop", "device_speed", "rating_estimates")  # ops that leave a paused bot search running (and every lesson_ op)


class BadRequest(Refusal):
    """A request the bridge cannot read."""


class Session:
    """The one match a worker holds, who is looking at the table, and a bot search paused between calls."""

    def __init__(self):
        self.match = None
        self.viewer = None
        self.thinking = None  # (player, steps) of a searching bot between two sliced `bot` calls
        self.hinting = None  # (state, player, steps) of a hint between two sliced `hint` calls, for that very state
        self.replay = None  # the Replay of the last position code opened or save replayed (never the match)
        self.lessons = LessonBoards()  # the page's lesson boards, apart from the match
        self.analysis = None  # (request key, steps) of an analysis paused between two sliced `analyse` calls

    def need_match(self):
        """The current match, or a BadRequest when none is loaded."""
        if self.match is None:
            raise BadRequest(msg("engine.error.no-game-loaded"))
        return self.match

    def seat_to_show(self):
        """The seat the table shows now (no side effect): a position's default seat, unless no human acts and the seat shown last is a human."""
        match = self.match
        acting = match.to_act()
        first = default_seat(match.seats, acting)
        if first in acting or self.viewer is None or match.seats[self.viewer]["kind"] != "human":
            return first
        return self.viewer

    def move_labels(self, viewer, legal):
        """The words of each legal move of the viewer, in the order of `legal`."""
        return [self.match.game.move_label(self.match.state, viewer, move) for move in legal]

    def answer(self, req, start=None, events=()):
        """The answer to `req` after it was carried out: full (start None) or a delta from log/move index `start` on.

        The seat is the request's `seat` when it names one (any seat, or null for the spectator: the table's own
        choice is left alone), else the seat to show, chosen once and remembered. `labels`: with the legal moves'
        words; `public_view` (and every answer once the game is over): the record carries the public view the page stores.
        """
        match = self.match
        if "seat" in req:
            viewer = inputs.need_whole(req["seat"], msg("engine.input.field", field="seat"), high=len(match.seats) - 1, optional=True)
        else:
            viewer = self.viewer = self.seat_to_show()
        legal = match.legal_moves(viewer) if viewer in match.to_act() else []
        out = answers.answer(match.game, match.game_id, match.state, match.seats, viewer, legal, start, match.lines, events,
                             match.can_undo(viewer), match.bot_to_act())
        out["record"] = record(match, out["log"]["start"])
        if out["over"] or req.get("public_view"):
            out["record"]["public_view"] = out["view"] if out["over"] or viewer is None else match.game.view(match.state, None)
        if out["full"]:
            out["record"]["setup"] = setup(match)
        if req.get("labels"):
            out["labels"] = self.move_labels(viewer, legal)
        return out

    # ---- operations ----------------------------------------------------------------------
    def op_catalog(self, req):
        """The shelf: every game's info."""
        return {"ok": True, "games": [catalog.get(g).info() for g in catalog.game_ids()]}

    def op_device_speed(self, req):
        """How fast this device searches (a quarter second of random playouts counted after a second of them), the
        reference machine's CPU budget that a bot's second here matches, and Hard's expected share against Normal per
        game at that budget."""
        rate = round(device_speed.measure(), 1)
        budget = round(device_speed.budget_of(rate), 3)
        hard = {gid: strength_curve.expected(gid, budget) for gid in catalog.game_ids()}
        return {"ok": True, "playouts_per_s": rate, "budget": budget, "hard": hard}

    def op_rating_estimates(self, req):
        """The player's estimated rating per game from Your games' records (player_ratings.estimates)."""
        try:
            return {"ok": True, "estimates": player_ratings.estimates(req.get("records") or [])}
        except (KeyError, TypeError, IndexError, ValueError, AttributeError):
            raise BadRequest(msg("engine.error.bad-records")) from None

    def op_new(self, req):
        """Start a new match from a setup."""
        try:
            match = Match(req.get("game"), req.get("seats"), req.get("seed"), req.get("options"), bool(req.get("hints")))
        except catalog.UnknownGame as err:
            raise BadRequest(msg("engine.error.unknown-game", game=inputs.quote(err.args[0]))) from None
        self.match, self.viewer = match, None
        return self.answer(req)

    def op_load(self, req):
        """Resume a saved match (v2, or v1 migrated), validated by replaying every move."""
        self.match, self.viewer = from_save(req.get("save")), None
        return self.answer(req)

    def op_check(self, req):
        """Validate a save by full replay, leaving the loaded match alone."""
        match = from_save(req.get("save"))
        return {"ok": True, "game": match.game_id, "title": match.game.title, "summary": summary(match),
                "moves": len(match.log)}

    def op_move(self, req):
        """A person's move (a human seat's, or a remote seat's sent on from its phone); the player defaults to the seat the table shows."""
        match = self.need_match()
        player = req.get("player", self.viewer)
        valid = inputs.is_whole(player) and 0 <= player < len(match.seats)
        if not valid or match.seats[player]["kind"] not in PEOPLE:
            raise IllegalMove(msg("engine.error.not-human"))
        start = len(match.log)
        events = match.make_move(player, req.get("move"))
        return self.answer(req, start, events)

    def op_bot(self, req):
        """Let the next bot play one move; with `slice`, a searching bot thinks at most that long per call."""
        match = self.need_match()
        budget, slice_seconds = req.get("budget") or BUDGET, req.get("slice")
        if self.thinking is None:
            self.thinking = match.bot_thinking(budget)
        player = self.thinking[0]
        paused, result = self.resume("thinking", slice_seconds)
        if paused:
            return {"ok": True, "thinking": True, "seat": player, "progress": result}
        move, legal = result
        start = len(match.log)
        events = match.make_move(player, move, legal)
        return self.answer(req, start, events)

    def op_hint(self, req):
        """The move the Hard bot would play for the seat shown, with its words and a reason; sliced by `slice` like `bot`.

        Nothing of the match changes but its `hinted` mark: the answer's `setup` carries it for the save.
        """
        match = self.need_match()
        if not match.hints:
            raise BadRequest(msg("engine.error.hints-off"))
        player = self.viewer
        if player not in match.to_act() or match.seats[player]["kind"] not in PEOPLE:
            raise IllegalMove(msg("engine.error.no-hint"))
        if self.hinting is None or self.hinting[0] is not match.state or self.hinting[1] != player:
            self.hinting = (match.state, player, hint_thinking(match, player, req.get("budget") or BUDGET))
        paused, result = self.resume("hinting", req.get("slice"))
        if paused:
            return {"ok": True, "thinking": True, "seat": player, "progress": result}
        match.hinted = True
        return {"ok": True, "seat": player, **result, "setup": setup(match)}

    def resume(self, slot, slice_seconds):
        """Run the paused search held in `self.<slot>` (its generator last) for a slice (sliced); a search that finished
        or failed is dropped."""
        try:
            paused, result = sliced(getattr(self, slot)[-1], slice_seconds)
        except Exception:
            setattr(self, slot, None)
            raise
        if not paused:
            setattr(self, slot, None)
        return paused, result

    def op_undo(self, req):
        """Take back a seat's last move when the undo policy allows it; the player defaults to the seat the table shows."""
        match = self.need_match()
        match.undo(req.get("player", self.viewer))
        return self.answer(req, len(match.log))

    def op_seat(self, req):
        """Hand a seat to another kind (`kind`, and `bot`: a level): a friend's phone that cannot join is played here or by a bot."""
        self.need_match().set_seat(req.get("seat"), req.get("kind"), req.get("bot"))
        return self.answer({key: value for key, value in req.items() if key != "seat"})

    def op_state(self, req):
        """The answer for the current position (as `seat` sees it when the request names one): full, or with `since`
        (the log length a phone already has) a delta from there on, for the phones joined to this one."""
        match = self.need_match()
        if "since" not in req:
            return self.answer(req)
        since = inputs.need_whole(req["since"], msg("engine.input.field", field="since"))
        return self.answer(req, min(since, len(match.log)))

    def op_labels(self, req):
        """The words of a seat's legal moves now (`seat`, else the seat shown: what an answer carries when asked with `labels`)."""
        match = self.need_match()
        viewer = self.viewer
        if "seat" in req:
            viewer = inputs.need_whole(req["seat"], msg("engine.input.field", field="seat"), high=len(match.seats) - 1)
        legal = match.legal_moves(viewer) if viewer in match.to_act() else []
        return {"ok": True, "labels": self.move_labels(viewer, legal)}

    def op_public_view(self, req):
        """The public view the page stores for the shelf's preview, with the hash of the position it shows."""
        match = self.need_match()
        return {"ok": True, "public_view": match.game.view(match.state, None), "hash": match.state_hash()}

    # ---- positions and replays (issue 11): never touch the match or a save ----------------
    def replay_of(self, code):
        """The Replay of a position code (the last one is kept, so stepping through it decodes it once)."""
        if self.replay is None or self.replay.code != code:
            self.replay = Replay.of_code(code)  # a bad code raises BadPosition and keeps the last replay
        return self.replay

    def op_position(self, req):
        """The position code of the loaded match, of a save (`save`) or of a code (`code`), cut after `at` moves.

        A save's replay is kept like a code's, so the viewer opening its code plays no move again.
        """
        if "code" in req:
            code = self.replay_of(req["code"]).code_at(req.get("at"))
        elif "save" in req:
            replay = Replay.of_save(req["save"])
            code = replay.code_at(req.get("at"))
            self.replay = replay
        else:
            code = code_of(self.need_match(), req.get("at"))
        return {"ok": True, "code": code}

    def op_replay(self, req):
        """A moment of a position code: the view after `at` moves (default: the last) from `seat` (null: spectator);
        with `shown` (the move the page shows) a delta from it."""
        return self.replay_of(req.get("code")).moment(req.get("at"), req.get("seat", "default"), req.get("shown"))

    def op_continue(self, req):
        """A v2 save of a new game from a moment of a position code, with the given `seats`."""
        return self.replay_of(req.get("code")).continued(req.get("at"), req.get("seats"))

    # ---- post-game analysis (issue 28): never touches the match, any other op leaves it paused ----
    def op_analyse(self, req):
        """Analyse a seat's decisions in a position code's game (`engine/analysis.py`); with `slice`, at most that long
        per call: `{thinking: true, progress}` until done, then `{thinking: false, analysis, link}` (`link`: the analysis
        packed for a replay link, `engine/analysis_link.py`). The same request again goes on with the paused analysis;
        another starts afresh. With `link`, the analysis it packs, checked against the game, at once."""
        replay = self.replay_of(req.get("code"))
        if req.get("link") is not None:
            return {"ok": True, "thinking": False, "analysis": analysis_link.unpack(replay, req["link"]), "link": req["link"]}
        seat = inputs.need_whole(req.get("seat"), msg("engine.input.field", field="seat"), high=len(replay.match.seats) - 1,
                                 optional=True)
        mode = "hindsight" if req.get("hindsight") else "fair"
        key = (replay.code, seat, req.get("budget") or analysis.BUDGET, req.get("worlds") or analysis.WORLDS, mode)
        if self.analysis is None or self.analysis[0] != key:
            self.analysis = (key, analysis.analyse_replay(replay, seat, key[2], mode, worlds=key[3]))
        paused, result = self.resume("analysis", req.get("slice"))
        if paused:
            return {"ok": True, "thinking": True, "progress": result}
        return {"ok": True, "thinking": False, "analysis": result, "link": analysis_link.pack(replay, result)}

    def op_analyse_try(self, req):
        """Learn from a mistake: without `move`, `{moves}` the seat could play at its decision `at`; with one, that move
        judged as the analysis judges (`analysis.retry`), sliced like `analyse`: then `{thinking: false, decision}`."""
        replay = self.replay_of(req.get("code"))
        seat = inputs.need_whole(req.get("seat"), msg("engine.input.field", field="seat"), high=len(replay.match.seats) - 1)
        if req.get("move") is None:
            return {"ok": True, "moves": analysis.retry_moves(replay, seat, req.get("at"))}
        mode = "hindsight" if req.get("hindsight") else "fair"
        key = ("try", replay.code, seat, req.get("at"), json.dumps(req["move"], sort_keys=True), req.get("budget") or analysis.BUDGET,
               req.get("worlds") or analysis.WORLDS, mode)
        if self.analysis is None or self.analysis[0] != key:
            self.analysis = (key, analysis.retry(replay, seat, req.get("at"), req["move"], key[5], mode, worlds=key[6]))
        paused, result = self.resume("analysis", req.get("slice"))
        if paused:
            return {"ok": True, "thinking": True, "progress": result}
        return {"ok": True, "thinking": False, "decision": result}

    def op_analyse_stop(self, req):
        """Drop a paused analysis."""
        self.analysis = None
        return {"ok": True}

    def handle(self, text):
        """Answer one JSON request; errors come back as {"ok": false, "kind", "error", "message"?} (message: the words as a message)."""
        try:
            req = inputs.check_request(inputs.parse(text))
            op = getattr(self, "op_" + req["op"], None) or self.lessons.op(req["op"])  # lesson_*: engine/lesson_ops.py
            if op is None:
                raise BadRequest(msg("engine.error.unknown-op", op=inputs.quote(req["op"])))
            if req["op"] not in KEEPS_SEARCH and not req["op"].startswith("lesson_"):
                self.thinking = None
            return json.dumps(op(req), separators=(",", ":"), allow_nan=False)
        except inputs.TooLarge as err:
            result = refusal(REFUSALS["TOO_LARGE"], err)
        except IllegalMove as err:
            result = refusal(REFUSALS["ILLEGAL"], err)
        except BadSave as err:
            result = refusal(REFUSALS["BAD_SAVE"], err)
        except BadPosition as err:
            result = refusal(REFUSALS["BAD_POSITION"], err)
        except (BadRequest, BadOptions, inputs.BadInput, BadLesson) as err:
            result = refusal(REFUSALS["BAD_REQUEST"], err)
        except Exception as err:  # the last resort (RecursionError, MemoryError...): logged, never a traceback
            traceback.print_exc(file=sys.stderr)
            error = f"an internal error stopped this request ({type(err).__name__})"
            result = {"ok": False, "kind": REFUSALS["INTERNAL"], "error": error}
        return json.dumps(result, separators=(",", ":"))


def sliced(steps, slice_seconds):
    """Run a thinking generator for about `slice_seconds` (None: to its end): (True, progress) when it paused, (False,
    what it returned) when it finished."""
    stop = None if slice_seconds is None else time.monotonic() + slice_seconds
    try:
        while True:
            progress = next(steps)
            if stop is not None and time.monotonic() >= stop:
                return True, min(max(float(progress), 0.0), 1.0)
    except StopIteration as done:
        return False, done.value


def refusal(kind, err):
    """The answer to a refused request: its kind, the English words, and the words as a message when it has one."""
    result = {"ok": False, "kind": kind, "error": str(err)}
    if isinstance(err, Refusal) and err.message:
        result["message"] = err.message
    return result


_session = Session()


def handle(text):
    """The worker's single entry point."""
    return _session.handle(text)
