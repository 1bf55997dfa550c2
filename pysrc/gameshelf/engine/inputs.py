"""Limits and type checks for what comes from outside: request text, requests, saves, setups, seats and moves."""

import functools
import json
import math
import re

from gameshelf.engine.messages import Refusal, msg

MAX_TEXT = 1_000_000  # bytes of UTF-8 in one request (a save travels inside its request)
MAX_DEPTH = 64  # nesting of JSON arrays and objects
MAX_INT_DIGITS = 4300  # digits of one integer (CPython's own limit for int(text))
MAX_SEED = 2**53 - 1  # seeds round-trip through JavaScript numbers
MAX_TIME = 8.64e15  # ms since 1970: the largest time a JavaScript Date can hold
MAX_NAME = 200  # characters of an id, a seat name or a bot level
MAX_SEATS = 16  # seats in a request or a save (every game takes fewer)
QUOTE_CHARS = 40  # characters of any input quoted in a message

STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|$)', re.S)  # a JSON string (or an unterminated one)
NOT_BRACKET = re.compile(r"[^\[\]{}]+")


class TooLarge(Refusal):
    """A request over the size or nesting limit, refused before it is parsed."""


class BadInput(Refusal):
    """A request whose text or field types are not what the bridge accepts."""


def quote(value):
    """At most QUOTE_CHARS characters of an input, as JSON, for a message."""
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        text = repr(type(value).__name__)
    return text if len(text) <= QUOTE_CHARS else text[: QUOTE_CHARS - 1] + "…"


# ---- text ---------------------------------------------------------------------------------------


def nesting(text):
    """How deeply arrays and objects nest in JSON text (brackets inside strings do not count)."""
    brackets = NOT_BRACKET.sub("", STRING.sub("", text))
    depth = deepest = 0
    for char in brackets:
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def refuse_constant(name):
    """json.loads hook: NaN, Infinity and -Infinity are not JSON."""
    raise BadInput(msg("engine.error.not-a-json-number", name=name))


def parse_int(digits):
    """json.loads hook: an integer of at most MAX_INT_DIGITS digits."""
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise BadInput(msg("engine.error.too-many-digits", digits=MAX_INT_DIGITS))
    return int(digits)


def parse_float(text):
    """json.loads hook: a finite number (1e999 would become infinity)."""
    value = float(text)
    if not math.isfinite(value):
        raise BadInput(msg("engine.error.number-too-large", number=quote(text)))
    return value


def parse(text):
    """The JSON value of request text, after the size and nesting limits; raises TooLarge or BadInput."""
    if not isinstance(text, str):
        raise BadInput(msg("engine.error.request-not-text"))
    if len(text) > MAX_TEXT or len(text.encode("utf-8", "surrogatepass")) > MAX_TEXT:
        raise TooLarge(msg("engine.error.request-too-large", mb=MAX_TEXT // 1_000_000))
    if nesting(text) > MAX_DEPTH:
        raise TooLarge(msg("engine.error.request-too-deep", depth=MAX_DEPTH))
    try:
        return json.loads(text, parse_constant=refuse_constant, parse_int=parse_int, parse_float=parse_float)
    except json.JSONDecodeError:
        raise BadInput(msg("engine.error.request-not-json")) from None


# ---- values -------------------------------------------------------------------------------------


def is_whole(value):
    """Whether a value is a JSON integer (never a bool: True == 1 in Python)."""
    return type(value) is int


def is_number(value):
    """Whether a value is a finite JSON number (never a bool)."""
    return type(value) is int or (type(value) is float and math.isfinite(value))


def same_json(a, b):
    """Whether two equal values also have the same JSON types throughout (true is not 1, 1.0 is not 1)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return all(same_json(value, b[key]) for key, value in a.items())
    if isinstance(a, list):
        return all(same_json(x, y) for x, y in zip(a, b))
    return True


def listed(value, values):
    """Whether `value` is in the list `values` with the same JSON types as the listed entry."""
    start = 0
    while True:
        try:
            start = values.index(value, start) + 1
        except ValueError:
            return False
        if same_json(value, values[start - 1]):
            return True


def need_text(value, what, optional=False):
    """A string of at most MAX_NAME characters (None allowed when optional)."""
    if value is None and optional:
        return value
    if not isinstance(value, str):
        raise BadInput(msg("engine.error.not-text", what=what, value=quote(value)))
    if len(value) > MAX_NAME:
        raise BadInput(msg("engine.error.text-too-long", what=what, max=MAX_NAME, value=quote(value)))
    return value


def need_object(value, what, optional=False):
    """A JSON object (None allowed when optional)."""
    if (value is None and optional) or isinstance(value, dict):
        return value
    raise BadInput(msg("engine.error.not-object", what=what, value=quote(value)))


def need_whole(value, what, low=0, high=MAX_SEED, optional=False):
    """A JSON integer from low to high (never a bool; None allowed when optional)."""
    if (value is None and optional) or (is_whole(value) and low <= value <= high):
        return value
    raise BadInput(msg("engine.error.not-whole", what=what, low=low, high=high, value=quote(value)))


def need_seed(value, what=msg("engine.input.field", field="seed")):
    """A whole number a JavaScript number holds exactly."""
    return need_whole(value, what, -MAX_SEED, MAX_SEED)


def need_time(value, what):
    """A timestamp in ms: a finite number from 0 to MAX_TIME, or None."""
    if value is not None and not (is_number(value) and 0 <= value <= MAX_TIME):
        raise BadInput(msg("engine.error.not-time", what=what, value=quote(value)))
    return value


def need_seats(value, what=msg("engine.input.field", field="seats")):
    """A list of seats, each a kind string or an object with text name, kind and bot."""
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_SEATS:
        raise BadInput(msg("engine.error.not-seats", what=what, value=quote(value)))
    for i, seat in enumerate(value, 1):
        if isinstance(seat, str):
            need_text(seat, msg("engine.input.seat", n=i))
            continue
        need_object(seat, msg("engine.input.seat", n=i))
        for key in ("name", "kind", "bot"):
            need_text(seat.get(key), msg("engine.input.seat-field", n=i, field=key), optional=key != "kind")
    return value


def need_budget(value, what, optional=True):
    """Seconds of thinking: a number above 0 and at most 10."""
    if (value is None and optional) or (is_number(value) and 0 < value <= 10):
        return value
    raise BadInput(msg("engine.error.not-budget", what=what, value=quote(value)))


def need_flag(value, what):
    """True, false or None (missing)."""
    if value is None or isinstance(value, bool):
        return value
    raise BadInput(msg("engine.error.not-flag", what=what, value=quote(value)))


# ---- requests and saves -------------------------------------------------------------------------


OPTIONAL_TEXT = functools.partial(need_text, optional=True)
OPTIONAL_OBJECT = functools.partial(need_object, optional=True)
WORLD_COUNT = functools.partial(need_whole, low=1, high=1000, optional=True)  # an analysis's most worlds per decision

REQUEST_FIELDS = {  # op -> {field: check(value, what)}; a field missing from the request is None
    "new": {"game": need_text, "seats": need_seats, "seed": need_seed, "options": OPTIONAL_OBJECT, "hints": need_flag, "labels": need_flag, "public_view": need_flag},
    "load": {"save": need_object, "labels": need_flag, "public_view": need_flag},
    "check": {"save": need_object},
    "bot": {"budget": need_budget, "slice": need_budget, "labels": need_flag, "public_view": need_flag},
    "hint": {"budget": need_budget, "slice": need_budget},
    "move": {"labels": need_flag, "public_view": need_flag},
    "undo": {"labels": need_flag, "public_view": need_flag},
    "state": {"labels": need_flag, "public_view": need_flag},
    "continue": {"seats": need_seats},
    "analyse": {"budget": need_budget, "worlds": WORLD_COUNT, "slice": need_budget, "hindsight": need_flag},
    "analyse_try": {"budget": need_budget, "worlds": WORLD_COUNT, "slice": need_budget, "hindsight": need_flag},
}


def check_fields(value, fields, what):
    """Raise BadInput unless each field of the object `value` passes its check; `what(field)`: the words naming it."""
    for field, check in fields.items():
        check(value.get(field), what(field))
    return value


def check_request(req):
    """Raise BadInput unless `req` is an object whose op's fields have the right JSON types."""
    if not isinstance(req, dict):
        raise BadInput(msg("engine.error.request-not-object"))
    op = req.get("op")
    if not isinstance(op, str):
        raise BadInput(msg("engine.error.op-not-text", value=quote(op)))
    return check_fields(req, REQUEST_FIELDS.get(op, {}), lambda field: msg("engine.input.field", field=field))


SETUP_FIELDS = {  # field -> check(value, what) for what a save or a position code needs to rebuild the game
    "game": need_text,
    "rules_version": need_whole,
    "options": OPTIONAL_OBJECT,
    "seats": need_seats,
    "seed": need_seed,
}

SAVE_FIELDS = {  # field -> check(value, what) for the fields every save version shares
    "id": OPTIONAL_TEXT,
    "title": OPTIONAL_TEXT,
    **SETUP_FIELDS,
    "hints": need_flag,
    "hinted": need_flag,
    "created": need_time,
    "updated": need_time,
    "rev": functools.partial(need_whole, optional=True),
    "hash": OPTIONAL_TEXT,
}


def check_moves(moves, what):
    """A move list: [[seat, move], ...] with every seat a whole number (never true or false)."""
    if not isinstance(moves, list):
        raise BadInput(msg("engine.error.not-list", what=what, value=quote(moves)))
    for i, entry in enumerate(moves, 1):
        if not isinstance(entry, list) or len(entry) != 2:
            raise BadInput(msg("engine.error.not-move-pair", n=i, value=quote(entry)))
        need_whole(entry[0], msg("engine.input.move-player", n=i), high=MAX_SEATS - 1)
    return moves


def check_save(save):
    """Raise BadInput with a short reason unless every field of a save has the right JSON type."""
    check_fields(need_object(save, msg("engine.input.save")), SAVE_FIELDS,
                 lambda field: msg("engine.input.save-field", field=field))
    for field in ("moves", "log"):
        if field in save:
            check_moves(save[field], msg("engine.input.save-field", field=field))
    return save


def check_setup(setup):
    """Raise BadInput with a short reason unless a position's setup has the right JSON types (SETUP_FIELDS)."""
    return check_fields(need_object(setup, msg("engine.input.setup")), SETUP_FIELDS,
                        lambda field: msg("engine.input.setup-field", field=field))
