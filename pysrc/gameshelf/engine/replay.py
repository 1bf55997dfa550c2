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


def code_of(match, at=None, states=None):
    """The position code of a match, cut after its first `at` moves (None: every move); `states`: the state after
    every move when the caller has them (the moves are then not played again)."""
    at = cut_at(at, len(match.log))
    return positions.encode(setup(match), match.log[:at], None if states is None else states[:at])


def default_seat(seats, acting):
    """The seat a table would show: the first human to act, else the first human, else the spectator (None)."""
    humans = [i for i, seat in enumerate(seats) if seat["kind"] == "human"]
    return next((p for p in acting if p in humans), humans[0] if humans else None)


class Replay:
    """A position played once: the match it describes (its log lines too), the state after every move, and its code."""

    def __init__(self, match, states, code=None):
        self.match, self.states = match, states
        self.game = match.game
        self.count = len(match.log)
        self.code = code_of(match, states=states) if code is None else code

    @classmethod
    def of_code(cls, code):
        """The Replay of a position code, decoded and played once; raises BadPosition."""
        played = {}

        def start(game, setup):
            """Each move of the code is played on the replay's match (a listed move without a second check)."""
            match = played["match"] = Match(setup["game"], setup["seats"], setup["seed"], setup["options"])
            states = played["states"] = [match.state]

            def step(state, player, move, legal):
                match.make_move(player, move, legal)
                states.append(match.state)
                return match.state
            return step

        positions.decode(code, start)
        return cls(played["match"], played["states"], code)

    @classmethod
    def of_save(cls, save):
        """The Replay of a stored save (checked as `load` checks it, and played once); raises BadSave."""
        states = []
        return cls(from_save(save, states), states)

    def code_at(self, at=None):
        """The code of this position cut after `at` moves (None: every move), from the states already played."""
        at = cut_at(at, self.count)
        return self.code if at == self.count else code_of(self.match, at, self.states)

    def moment(self, at=None, seat="default", shown=None):
        """The answer for the state after `at` moves as `seat` sees it (None: the spectator; "default": the table's choice).

        `shown`: the move the page shows now (its log lines are those of the first `shown` moves): the answer is then a
        delta, without the position's fixed fields, its `log` the lines from min(shown, at) on, like a table's.
        """
        at = cut_at(at, self.count)
        state, seats = self.states[at], self.match.seats
        acting = self.game.to_act(state)
        if seat == "default":
            seat = default_seat(seats, acting)
        elif seat is not None and not (inputs.is_whole(seat) and 0 <= seat < len(seats)):
            raise BadPosition(msg("engine.error.position.no-seat", seat=inputs.quote(seat)))
        start = 0 if shown is None else min(cut_at(shown, self.count), at)
        over = not acting
        out = {"ok": True, "full": shown is None}
        if shown is None:
            out.update(game=self.match.game_id, title=self.game.title, has_secrets=self.game.has_secrets, seats=seats,
                       rules_version=self.game.rules_version, count=self.count)
        out.update(at=at, seat=seat, to_act=acting, over=over, score=self.game.score(state) if over else None,
                   view=self.game.view(state, None if over else seat),
                   log={"start": start, "lines": self.match.lines[start:at]})
        return out

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

