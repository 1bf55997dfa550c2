"""A match: one game's seats, seed, options and move log, with the undo policy."""

import re

from gameshelf.engine import catalog
from gameshelf.engine.bots import BUDGET, finish, think
from gameshelf.engine.game import BadOptions, IllegalMove, game_name, player_count_refusal, state_hash
from gameshelf.engine.inputs import is_whole, listed, quote
from gameshelf.engine.messages import msg

SEAT_KINDS = ("human", "remote", "bot")  # remote: a person playing on another phone joined to this one
PEOPLE = ("human", "remote")  # the kinds whose moves come from a person
SEAT_REF = re.compile(r"\{seat(\d+)\}")


def normalize_seats(game, seats):
    """Seats as [{"name", "kind", "bot"}], checked against the game's player counts and bots."""
    if not isinstance(seats, list) or not game.min_players <= len(seats) <= game.max_players:
        raise BadOptions(player_count_refusal(game))
    bots = game.bots()
    out = []
    for i, seat in enumerate(seats):
        if isinstance(seat, str):
            seat = {"kind": seat}
        if not isinstance(seat, dict) or seat.get("kind") not in SEAT_KINDS:
            raise BadOptions(msg("engine.error.seat-kind", n=i + 1))
        name = seat.get("name") or (f"Player {i + 1}" if seat["kind"] in PEOPLE else f"Bot {i + 1}")
        if not isinstance(name, str):
            raise BadOptions(msg("engine.error.seat-name", n=i + 1))
        entry = {"name": name.strip()[:24] or f"Player {i + 1}", "kind": seat["kind"]}
        if seat["kind"] == "bot":
            level = seat.get("bot")
            if level is None:
                level = "heuristic" if "heuristic" in bots else "random"
            if not isinstance(level, str) or level not in bots:
                raise BadOptions(msg("engine.error.no-such-bot", game=game_name(game), level=quote(level)))
            entry["bot"] = level
        out.append(entry)
    return out


class Match:
    """A game in progress: its state, its log, and how far back undo may go."""

    def __init__(self, game_id, seats, seed, options=None, hints=False):
        self.game = catalog.get(game_id)
        self.game_id = game_id
        self.seats = normalize_seats(self.game, seats)
        self.seed = seed
        self.options = self.game.normalize_options(options)
        self.state = self.game.new(len(self.seats), seed, self.options)
        self.log = []  # [player, move] pairs
        self.lines = []  # one description per log entry
        self.floor = 0  # undo never goes below this log length
        self.checkpoint = self.state  # the state at `floor`
        self.known_legal = None  # (player, legal moves) already enumerated for the current state
        self.hints = hints  # whether the table offers hints (a setting of the table, not of the rules)
        self.hinted = False  # whether a hint was given in this game (the history marks it)

    # ---- moves ---------------------------------------------------------------------------
    def to_act(self):
        """Seats that must decide now."""
        return self.game.to_act(self.state)

    def over(self):
        """Whether the game has ended."""
        return not self.to_act()

    def legal_moves(self, player):
        """The legal moves of `player` now, enumerated once per position and seat."""
        if self.known_legal is None or self.known_legal[0] != player:
            self.known_legal = (player, self.game.legal_moves(self.state, player))
        return self.known_legal[1]

    def make_move(self, player, move, legal=None):
        """Play one move (IllegalMove leaves everything unchanged); returns its public events.

        `legal`: the mover's legal moves when the caller has them (a bot's decision); a move found
        there or in the moves already listed for this position needs no second legality check.
        """
        if not is_whole(player) or not 0 <= player < len(self.seats):
            raise IllegalMove(msg("engine.error.no-such-seat"))
        if legal is None and self.known_legal is not None and self.known_legal[0] == player:
            legal = self.known_legal[1]
        before = self.state
        events = []
        if legal is not None and listed(move, legal):
            after = self.game.advance(before, player, move, events)
        else:
            after = self.game.apply(before, player, move, events)
        line = self.name_seats(self.game.describe(before, player, move, after, events))
        events = list(events)
        still_to_act = self.game.to_act(after)
        if not still_to_act:
            score = self.game.score(after)
            totals = [entry["total"] for entry in score["players"]]
            events.append({"kind": "game_over", "seat": None, "winners": score["winners"], "totals": totals})
        self.state = after
        self.known_legal = None
        self.log.append([player, move])
        self.lines.append(line)
        if self.game.is_barrier(before, player, move, after) or player not in still_to_act:
            self.floor = len(self.log)
            self.checkpoint = after
        return events

    def name_seats(self, line):
        """A text log line with every seat_ref() replaced by that seat's name; a message (list) names its seats on the page."""
        if isinstance(line, list):
            return line
        return SEAT_REF.sub(lambda m: self.seats[int(m.group(1))]["name"], line)

    def bot_to_act(self):
        """The first bot seat that must decide now, or None."""
        return next((p for p in self.to_act() if self.seats[p]["kind"] == "bot"), None)

    def bot_thinking(self, budget=BUDGET):
        """(player, steps): the first bot to act and its decision as a generator (bots.think)."""
        player = self.bot_to_act()
        if player is None:
            raise IllegalMove(msg("engine.error.no-bot-to-act"))
        steps = think(self.game, self.state, player, self.seats[player]["bot"], self.seed, len(self.log), budget)
        return player, steps

    def bot_move(self, budget=BUDGET):
        """Let the first bot to act decide and play; returns the move's events."""
        player, steps = self.bot_thinking(budget)
        move, legal = finish(steps)
        return self.make_move(player, move, legal)

    def set_seat(self, player, kind, bot=None):
        """Hand seat `player` to another kind (a person here, a friend's phone, a bot of level `bot`), keeping its name."""
        if not is_whole(player) or not 0 <= player < len(self.seats):
            raise IllegalMove(msg("engine.error.no-such-seat"))
        seats = list(self.seats)
        seats[player] = {"name": seats[player]["name"], "kind": kind, "bot": bot}
        self.seats = normalize_seats(self.game, seats)

    def state_hash(self):
        """The hash of the current state (engine.game.state_hash), marked "/<layout>" from the game's state layout 2 on."""
        layout = self.game.state_layout
        return state_hash(self.state) + (f"/{layout}" if layout > 1 else "")

    # ---- undo ----------------------------------------------------------------------------
    def can_undo(self, player):
        """Whether `player` may take back the last move (their own, this turn, nothing revealed)."""
        return (
            player is not None
            and len(self.log) > self.floor
            and self.log[-1][0] == player
            and self.seats[player]["kind"] in PEOPLE
        )

    def undo(self, player):
        """Take back the last move by replaying from the checkpoint."""
        if not self.can_undo(player):
            raise IllegalMove(msg("engine.error.nothing-to-undo"))
        state = self.checkpoint
        for p, move in self.log[self.floor : -1]:
            state = self.game.advance(state, p, move)
        self.state = state
        self.known_legal = None
        self.log.pop()
        self.lines.pop()

    # ---- replay --------------------------------------------------------------------------
    @classmethod
    def replay(cls, game_id, seats, seed, options, log, states=None):
        """A match rebuilt by playing `log` from the start (raises on any illegal entry); `states`, a list, gets the
        state before every move and the last one."""
        match = cls(game_id, seats, seed, options)
        for i, entry in enumerate(log):
            if not isinstance(entry, list) or len(entry) != 2:
                raise IllegalMove(msg("engine.error.log-entry", n=i + 1))
            if states is not None:
                states.append(match.state)
            match.make_move(entry[0], entry[1])
        if states is not None:
            states.append(match.state)
        return match
