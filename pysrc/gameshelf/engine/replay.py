"""Replays of position codes: every moment of a decoded position, seen from a seat or the spectator."""

from gameshelf.engine import inputs, positions
from gameshelf.engine.game import BadOptions, IllegalMove
from gameshelf.engine.match import Match
from gameshelf.engine.messages import msg, reason
from gameshelf.engine.positions import BadPosition
from gameshelf.engine.protocol import SAVE_FORMAT, SAVE_VERSION
from gameshelf.engine.saves import from_save, setup, summary


def cut_at(at, count):
    """The move index a request names (None: the last), checked to lie in 0..count; raises BadPosition."""
    if at is None:
        return count
    if not inputs.is_whole(at) or not 0 <= at <= count:
        raise BadPosition(msg("engine.error.position.no-move", at=inputs.quote(at), count=count))
    return at


def code_of(match, at=None):
    """The position code of a match, cut after its first `at` moves (None: every move)."""
    return positions.encode(setup(match), match.log[: cut_at(at, len(match.log))])


def code_of_save(save, at=None):
    """The position code of a stored save (checked by a full replay first); raises BadSave or BadPosition."""
    return code_of(from_save(save), at)


def default_seat(seats, acting):
    """The seat a table would show: the first human to act, else the first human, else the spectator (None)."""
    humans = [i for i, seat in enumerate(seats) if seat["kind"] == "human"]
    return next((p for p in acting if p in humans), humans[0] if humans else None)


class Replay:
    """A decoded position code: the match it describes, with the state and log length after every move."""

    def __init__(self, code):
        given, moves = positions.decode(code)
        self.code = code
        self.match = Match(given["game"], given["seats"], given["seed"], given["options"])
        self.states = [self.match.state]
        for player, move in moves:
            self.match.make_move(player, move, [move])  # decode() has proved every move legal
            self.states.append(self.match.state)
        self.game = self.match.game
        self.count = len(moves)

    def moment(self, at=None, seat="default"):
        """The answer for the state after `at` moves as `seat` sees it (None: the spectator; "default": the table's choice)."""
        at = cut_at(at, self.count)
        state, seats = self.states[at], self.match.seats
        acting = self.game.to_act(state)
        if seat == "default":
            seat = default_seat(seats, acting)
        elif seat is not None and not (inputs.is_whole(seat) and 0 <= seat < len(seats)):
            raise BadPosition(msg("engine.error.position.no-seat", seat=inputs.quote(seat)))
        over = not acting
        return {
            "ok": True, "game": self.match.game_id, "title": self.game.title, "has_secrets": self.game.has_secrets,
            "seats": seats, "rules_version": self.game.rules_version, "count": self.count, "at": at, "seat": seat,
            "to_act": acting, "over": over, "score": self.game.score(state) if over else None,
            "view": self.game.view(state, None if over else seat), "log": self.match.lines[:at],
        }

    def continued(self, at, seats):
        """A v2 save of a new game from the state after `at` moves, with `seats` (kinds, bots, names) instead."""
        at = cut_at(at, self.count)
        if not isinstance(seats, list) or len(seats) != len(self.match.seats):
            raise BadPosition(msg("engine.error.position.seat-count", n=len(self.match.seats)))
        try:
            match = Match.replay(self.match.game_id, seats, self.match.seed, self.match.options, self.match.log[:at])
        except (BadOptions, IllegalMove) as err:
            raise BadPosition(msg("engine.error.position.cannot-continue", reason=reason(err))) from None
        save = {"format": SAVE_FORMAT, "version": SAVE_VERSION, **setup(match), "moves": match.log,
                "hash": match.state_hash()}
        return {"ok": True, "save": save, "game": match.game_id, "title": match.game.title, "summary": summary(match),
                "over": match.over()}

