"""Position codes: a game's setup plus the moves played so far, packed into a short URL-safe text."""

import base64
import binascii
import json
import zlib

from gameshelf.engine import catalog, inputs
from gameshelf.engine.game import BadOptions, IllegalMove, game_name
from gameshelf.engine.match import normalize_seats
from gameshelf.engine.messages import Refusal, msg, reason

FORMAT_VERSION = 1
MAX_CODE = 20_000  # characters; a longer text is refused before any decoding


class BadPosition(Refusal):
    """A position code or setup that is damaged, of other rules, or of an unknown game."""


def quote(text, limit=40):
    """At most `limit` characters of some input, for an error message."""
    text = str(text)
    return repr(text if len(text) <= limit else text[:limit] + "...")


def varint(n):
    """The unsigned LEB128 bytes of n."""
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def read_varint(data, at):
    """(value, next offset) of the varint at `at`; raises BadPosition past the end."""
    value, shift = 0, 0
    while True:
        if at >= len(data) or shift > 63:
            raise BadPosition(msg("engine.error.code.cut-short"))
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, at


def check_setup(setup):
    """(game, setup) for a setup dict, normalised and checked; raises BadPosition."""
    if not isinstance(setup, dict):
        raise BadPosition(msg("engine.error.position.no-setup"))
    game_id = setup.get("game")
    try:
        game = catalog.get(game_id)
    except (catalog.UnknownGame, TypeError):
        raise BadPosition(msg("engine.error.position.unknown-game", game=quote(game_id))) from None
    if setup.get("rules_version") != game.rules_version:
        raise BadPosition(msg("engine.error.position.other-rules", game=game_name(game),
                             version=quote(setup.get("rules_version"))))
    try:
        inputs.check_setup(setup)
        options = game.normalize_options(setup.get("options"))
        named = normalize_seats(game, setup.get("seats"))
    except (inputs.BadInput, BadOptions) as err:
        raise BadPosition(msg("engine.error.position.bad-setup", reason=reason(err))) from None
    seats = []
    for given, seat in zip(setup["seats"], named):
        entry = {k: v for k, v in seat.items() if k != "name"}
        if isinstance(given, dict) and given.get("name"):
            entry["name"] = seat["name"]
        seats.append(entry)
    return game, {"game": game_id, "rules_version": game.rules_version, "options": options, "seats": seats,
                  "seed": setup["seed"]}


def first_state(game, setup):
    """The state a checked setup starts from; raises BadPosition when the game refuses the setup."""
    try:
        return game.new(len(setup["seats"]), setup["seed"], setup["options"])
    except BadOptions as err:
        raise BadPosition(msg("engine.error.position.bad-setup", reason=reason(err))) from None


def replay(setup, moves):
    """(game, setup, states) where states[k] is the state after the first k moves; raises BadPosition."""
    game, setup = check_setup(setup)
    if not isinstance(moves, list):
        raise BadPosition(msg("engine.error.position.moves-not-list"))
    state = first_state(game, setup)
    states = [state]
    for i, entry in enumerate(moves):
        if not isinstance(entry, (list, tuple)) or len(entry) != 2:
            raise BadPosition(msg("engine.error.position.bad-move", n=i + 1))
        try:
            state = game.apply(state, entry[0], entry[1])
        except IllegalMove as err:
            raise BadPosition(msg("engine.error.position.illegal-move", n=i + 1, reason=reason(err))) from None
        states.append(state)
    return game, setup, states


def encode(setup, moves, states=None):
    """The code of a position: base64url of a version byte and the zlib of setup + move indexes.

    `states`: the state before each move when the caller has them (else the moves are replayed to find them).
    """
    game, setup, states = replay(setup, moves) if states is None else (*check_setup(setup), states)
    body = bytearray()
    defaults = game.normalize_options({})
    changed = {k: v for k, v in setup["options"].items() if v != defaults[k]}  # shorter, and robust to new options
    header = json.dumps(dict(setup, options=changed), sort_keys=True, separators=(",", ":")).encode()
    body += varint(len(header)) + header + varint(len(moves))
    for state, (player, move) in zip(states, moves):
        acting = game.to_act(state)
        if len(acting) > 1:
            body += varint(acting.index(player))
        legal = game.legal_moves(state, player)
        if move in legal:
            body += varint(legal.index(move))
        else:  # legal but not listed (e.g. an unusual payment): the index past the list, then the move as JSON
            text = json.dumps(move, sort_keys=True, separators=(",", ":")).encode()
            body += varint(len(legal)) + varint(len(text)) + text
    return pack(bytes(body))


def pack(body):
    """The URL-safe text of an encoded body: base64url (no padding) of the version byte + zlib."""
    packed = bytes([FORMAT_VERSION]) + zlib.compress(body, 9)
    return base64.urlsafe_b64encode(packed).decode().rstrip("=")


def unpack(code):
    """The body inside a code's text; raises BadPosition for a text that is not one."""
    if not isinstance(code, str) or not code:
        raise BadPosition(msg("engine.error.code.empty"))
    if len(code) > MAX_CODE:
        raise BadPosition(msg("engine.error.code.too-long"))
    try:
        packed = base64.b64decode(code + "=" * (-len(code) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError):
        raise BadPosition(msg("engine.error.code.damaged", code=quote(code))) from None
    if not packed or packed[0] != FORMAT_VERSION:
        raise BadPosition(msg("engine.error.code.format"))
    stream = zlib.decompressobj()
    try:
        body = stream.decompress(packed[1:], 1_000_000)
    except zlib.error:
        raise BadPosition(msg("engine.error.code.damaged", code=quote(code))) from None
    if not stream.eof or stream.unused_data or stream.unconsumed_tail:
        raise BadPosition(msg("engine.error.code.length", code=quote(code)))
    return body


def read_json(body, at, damage):
    """(value, next offset) of the JSON written at `at` after its size, read under the limits of a request's text;
    raises BadPosition(damage) for anything else."""
    size, at = read_varint(body, at)
    try:
        return inputs.parse(body[at : at + size].decode()), at + size
    except (UnicodeDecodeError, inputs.TooLarge, inputs.BadInput):
        raise BadPosition(damage) from None


def checked_step(game, setup):
    """decode's default way to play a move: `step(state, player, move, legal)` -> the next state (legal: the listed
    moves it was read from, or None for a written-out move, which is checked)."""
    return lambda state, player, move, legal: game.advance(state, player, move) if legal else game.apply(state, player, move)


def decode(code, start=checked_step):
    """(setup, moves) of a position code, proved by replaying it; raises BadPosition saying why.

    `start(game, setup)` gives the step each move is played with (see checked_step): a caller keeping a match plays
    the moves once, on it.
    """
    body = unpack(code)
    setup, at = read_json(body, 0, msg("engine.error.code.setup"))
    game, setup = check_setup(setup)
    count, at = read_varint(body, at)
    state = first_state(game, setup)
    step = start(game, setup)
    moves = []
    for i in range(count):
        acting = game.to_act(state)
        if not acting:
            raise BadPosition(msg("engine.error.code.after-end", n=i + 1))
        seat = 0
        if len(acting) > 1:
            seat, at = read_varint(body, at)
        index, at = read_varint(body, at)
        if seat >= len(acting):
            raise BadPosition(msg("engine.error.code.move", n=i + 1))
        player = acting[seat]
        legal = game.legal_moves(state, player)
        if index < len(legal):
            move = legal[index]
        elif index == len(legal):
            move, at, legal = *read_json(body, at, msg("engine.error.code.move", n=i + 1)), None
        else:
            raise BadPosition(msg("engine.error.code.move", n=i + 1))
        try:
            state = step(state, player, move, legal)
        except IllegalMove:
            raise BadPosition(msg("engine.error.code.illegal-move", n=i + 1)) from None
        moves.append([player, move])
    if at != len(body):
        raise BadPosition(msg("engine.error.code.extra"))
    return setup, moves
