"""The save format (v2: setup + move list + hash), what a match records for it, and loading with full replay."""

from gameshelf.engine import catalog, inputs
from gameshelf.engine.game import BadOptions, IllegalMove, game_name
from gameshelf.engine.match import Match
from gameshelf.engine.messages import Refusal, message_list, msg, reason, seat
from gameshelf.engine.protocol import SAVE_FORMAT, SAVE_VERSION


class BadSave(Refusal):
    """A save that is damaged, foreign, or from a newer version; nothing else is touched."""


def seat_names(seats):
    """Seats as a message argument: their names joined by the language's "and"."""
    return message_list([msg("engine.seat.name", seat=seat(i)) for i in seats])


def summary(match):
    """A short description for the saved-games list; its status is a message naming seats ({"seat": i})."""
    if match.over():
        winners = match.game.score(match.state)["winners"]
        status = msg("engine.status.won", n=len(winners), seats=seat_names(winners))
    else:
        status = msg("engine.status.to-play", seats=seat_names(match.to_act()))
    return {"moves": len(match.log), "status": status, "players": [s["name"] for s in match.seats]}


def setup(match):
    """What a save needs besides the moves to rebuild the match: {game, rules_version, options, seats, seed}, and
    `hints` / `hinted` (true only: hints are offered / a hint was given)."""
    flags = {"hints": match.hints, "hinted": match.hinted}
    return {
        "game": match.game_id,
        "rules_version": match.game.rules_version,
        "options": match.options,
        "seats": match.seats,
        "seed": match.seed,
        **{flag: True for flag, on in flags.items() if on},
    }


def record(match, start):
    """The storage layer's part of an answer: the moves from `start` on, the hash and the summary."""
    return {"start": start, "moves": match.log[start:], "hash": match.state_hash(), "summary": summary(match)}


def v1_keys_respelled(value):
    """A v1 value with every object key spelled with "colour" respelled "color" (the v2 spelling)."""
    if isinstance(value, dict):
        return {k.replace("colour", "color"): v1_keys_respelled(v) for k, v in value.items()}
    if isinstance(value, list):
        return [v1_keys_respelled(v) for v in value]
    return value


def v1_state_matches(old, replayed, game):
    """Whether a v1 save's state is the replayed one, on every key the v1 state has (later versions add keys); from
    the game's state layout 2 on, a key the state no longer has is not compared."""
    dropped = game.state_layout > 1
    return isinstance(old, dict) and all(replayed[k] == v if k in replayed else dropped for k, v in old.items())


def older_layout(saved_hash, game):
    """Whether a save's hash was taken of an older shape of the game's state (it cannot match; the replay still checks)."""
    if not isinstance(saved_hash, str):
        return False
    _, marked, layout = saved_hash.rpartition("/")
    return (int(layout) if marked and layout.isdigit() else 1) < game.state_layout


def from_save(data, states=None):
    """The match a save describes (v2, or v1 migrated), rebuilt by replaying every move; raises BadSave.

    `states`, a list, gets the state after every move (from the start), as Match.replay gives them.
    """
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise BadSave(msg("engine.error.save.not-a-save"))
    version = data.get("version")
    if not inputs.is_whole(version) or version < 1:
        raise BadSave(msg("engine.error.save.no-version"))
    if version > SAVE_VERSION:
        raise BadSave(msg("engine.error.save.newer"))
    try:
        inputs.check_save(data)
    except inputs.BadInput as err:
        raise BadSave(msg("engine.error.save.damaged", reason=reason(err))) from None
    game_id = data.get("game")
    try:
        game = catalog.get(game_id)
    except (catalog.UnknownGame, TypeError):
        raise BadSave(msg("engine.error.save.unknown-game", game=inputs.quote(game_id))) from None
    if data.get("rules_version") != game.rules_version:
        raise BadSave(msg("engine.error.save.other-rules", game=game_name(game), version=inputs.quote(data.get("rules_version"))))
    if version == 1:
        options, moves = v1_keys_respelled(data.get("options")), data.get("log")
    else:
        options, moves = data.get("options"), data.get("moves")
    if not isinstance(moves, list):
        raise BadSave(msg("engine.error.save.no-moves"))
    try:
        match = Match.replay(game_id, data.get("seats"), data.get("seed"), options, moves, states)
    except (BadOptions, IllegalMove) as err:
        raise BadSave(msg("engine.error.save.damaged", reason=reason(err))) from None
    if version == 1:
        if "state" in data and not v1_state_matches(v1_keys_respelled(data["state"]), match.state, match.game):
            raise BadSave(msg("engine.error.save.state-mismatch"))
    elif data.get("hash") != match.state_hash() and not older_layout(data.get("hash"), match.game):
        raise BadSave(msg("engine.error.save.hash-mismatch"))
    match.hints, match.hinted = bool(data.get("hints")), bool(data.get("hinted"))
    return match
