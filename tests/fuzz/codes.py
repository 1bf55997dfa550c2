"""Position codes forged byte by byte (the format of engine/positions.py) and a seeded generator of hostile ones:
wrong JSON types at every field of the setup and of a move, deep nesting, huge sizes, bad zlib, bad base64."""

import base64
import json
import zlib

from gameshelf.engine import positions
from gameshelf.engine.inputs import MAX_INT_DIGITS
from tests.fuzz.mutate import WEIRD, bad_move, other_type, paths, replaced

DEEP = 5000  # nesting of the deepest JSON in a hostile code (past Python's own recursion limit)
BOMB = 2_000_000  # bytes a hostile code's body inflates to (over the 1 MB a code may hold)
MANY = 900_000  # moves a hostile code claims (each index 0: the game ends long before)


def deep(depth=DEEP):
    """JSON text of arrays nested `depth` deep."""
    return "[" * depth + "]" * depth


def raw_json(value):
    """The bytes of a JSON value (a dict, list...), or of JSON text given as str or bytes."""
    if isinstance(value, bytes):
        return value
    return (value if isinstance(value, str) else json.dumps(value)).encode("utf-8", "surrogatepass")


def sized(value):
    """The bytes a code writes for a JSON value: its size as a varint, then the JSON."""
    raw = raw_json(value)
    return positions.varint(len(raw)) + raw


def packed(raw):
    """The text of a code holding the raw bytes `raw` (version byte included), unpadded base64url."""
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def forged(header, tail=b"\x00"):
    """A code whose setup is `header` (a setup dict, or raw JSON text) and whose moves are the bytes `tail`."""
    return positions.pack(sized(header) + tail)


def header_and_moves(code):
    """(setup JSON bytes, move count, the bytes of the moves) of a valid code."""
    body = positions.unpack(code)
    size, at = positions.read_varint(body, 0)
    count, rest = positions.read_varint(body, at + size)
    return body[at : at + size], count, body[rest:]


def one_more(setup, moves, entry):
    """A code of (setup, moves) followed by one more move written as the raw bytes `entry`."""
    header, count, tail = header_and_moves(positions.encode(setup, moves))
    return forged(header, positions.varint(count + 1) + tail + entry)


def next_turn(setup, moves):
    """(seats to act, the first one's legal moves) after `moves` of a setup."""
    game, _, states = positions.replay(setup, moves)
    acting = game.to_act(states[-1])
    return acting, game.legal_moves(states[-1], acting[0]) if acting else []


def written_out(setup, moves, text):
    """A code of (setup, moves) whose next move, by the first seat to act, is written out as the JSON `text`."""
    acting, legal = next_turn(setup, moves)
    seat = positions.varint(0) if len(acting) > 1 else b""
    return one_more(setup, moves, seat + positions.varint(len(legal)) + sized(text))


def harmless(path, old, new):
    """Whether a setup whose part at `path` changed from `old` to `new` may still be a position: options, a value of
    the same JSON type (another seed, another name), a name or bot level left out."""
    return path[:1] == ("options",) or type(new) is type(old) or (path[-1:] in (("name",), ("bot",)) and new is None)


HOSTILE_JSON = [deep(), "NaN", "-Infinity", "1e999", "9" * (MAX_INT_DIGITS + 1), '"' + "n" * 100_000 + '"',
                json.dumps({"kind": "bot", "bot": ["hard"]}), json.dumps({"kind": "bot", "bot": {"level": "hard"}})]


def header_damage(rng, setup, moves):
    """A code whose setup has one part of another JSON type or of hostile JSON text, or is not JSON at all (or is
    behind a wrong size); whether it must be refused."""
    header, count, tail = header_and_moves(positions.encode(setup, moves))
    after = positions.varint(count) + tail
    value = json.loads(header)
    path = rng.choice(paths(value))
    part = value
    for key in path:
        part = part[key]
    kind = rng.randrange(4)
    if kind <= 1:
        new = rng.choice([other_type(rng, part), rng.choice(WEIRD)])
        return forged(replaced(value, path, new), after), not harmless(path, part, new)
    if kind == 2:  # hostile JSON text in place of any part: nested 5,000 deep, NaN, 4,301 digits, a seat's level a list...
        marked = json.dumps(replaced(value, path, "@@"))
        return forged(marked.replace('"@@"', rng.choice(HOSTILE_JSON), 1), after), True
    if rng.random() < 0.5:  # the right JSON behind a wrong size
        size = positions.varint(len(header) + rng.choice([-1, 1, 10**6]))
        return packed(b"\x01" + zlib.compress(size + header + after)), True
    text = header.decode()
    return forged(rng.choice([text[:-1], text + "x", "\ufeff" + text, b"\xff" + header, b""]), after), True


def move_damage(rng, setup, moves):
    """A code whose last part is one more move damaged in its seat, index or written-out JSON; whether it must be refused."""
    acting, legal = next_turn(setup, moves)
    kind = rng.randrange(4)
    if not acting or kind == 0:  # a seat or an index past the list (written out or not: nothing follows)
        entry = positions.varint(rng.choice([len(acting), 99, 2**40])) if len(acting) > 1 else b""
        return one_more(setup, moves, entry + positions.varint(len(legal) + rng.choice([0, 1, 2**40]))), True
    if kind == 1:  # a legal move written out in full: the same position
        return written_out(setup, moves, rng.choice(legal)), False
    if kind == 2:  # a move of other JSON types (it may still be legal)
        return written_out(setup, moves, bad_move(rng, rng.choice(legal))), False
    text = rng.choice([deep(), '{"type": ' + deep() + "}", '{"type": NaN}', '{"n": ' + "7" * (MAX_INT_DIGITS + 1) + "}",
                       "{", b"\xff\xfe", '{"a": 1} {"b": 2}'])
    return written_out(setup, moves, text), True


def hostile_code(rng, setup, moves):
    """A position code around the valid (setup, moves) with one kind of damage, and whether it must be refused."""
    code = positions.encode(setup, moves)
    header, count, tail = header_and_moves(code)
    kind = rng.randrange(8)
    if kind == 0:  # the text
        cut = rng.randrange(1, len(code))
        return rng.choice([rng.choice(WEIRD), "x" * (positions.MAX_CODE + 1), code[:cut],
                           code[:cut] + rng.choice("!.é\n =") + code[cut:], code + "A", code + "AA"]), True
    if kind == 1:  # the version byte and the zlib stream around the body
        body = positions.unpack(code)
        stream = zlib.compress(body)
        return packed(rng.choice([
            bytes([rng.choice([0, 2, 255])]) + stream, b"\x01" + stream[:-rng.randrange(1, 5)], b"\x01" + stream + b"\x00",
            b"\x01" + bytes(rng.randrange(256) for _ in range(40)), b"\x01" + zlib.compress(b"\x00" * BOMB), b"\x01",
        ])), True
    if kind == 2:
        return header_damage(rng, setup, moves)
    if kind == 3:  # the move count
        counts = [count + 1, 2**40, *([count - 1] if count else [])]
        new = rng.choice([positions.varint(rng.choice(counts)), b"\xff" * 12])
        return forged(header, new + tail), True
    if kind == 4:  # a million moves (each the first legal one): refused once the game has ended
        return forged(header, positions.varint(MANY) + b"\x00" * MANY), True
    if kind == 5:  # bytes after the last move
        return forged(header, positions.varint(count) + tail + rng.choice([b"\x00", b"\xff" * 9, sized(deep())])), True
    return move_damage(rng, setup, moves)
