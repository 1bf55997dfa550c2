"""Messages: an id plus arguments (JSON) that the page formats in the player's language; catalogs and the CLI's formatter.

A message is `["<id>"]` or `["<id>", {args}]` (see docs/i18n.md). Argument values are numbers,
literal strings, nested messages, `{"seat": i}` (a seat's display name) or `{"list": [messages]}`.
A template is a string with `{name}` placeholders, or {plural category: string} chosen by `n`.
"""

import decimal
import functools
import json
import pathlib
import re

CATALOGS = pathlib.Path(__file__).resolve().parent.parent / "messages"  # messages/<lang>/<domain>.json
SOURCE_LANGUAGE = "en"
PLACEHOLDER = re.compile(r"\{([A-Za-z0-9_-]+)\}")

# What JavaScript gets from Intl, for the languages the CLI and the tests format in Python
# (any other language formats like English here; the page uses Intl for every language).
NUMBER_SEPARATORS = {"en": (",", "."), "fr": ("\u202f", ",")}  # (thousands, decimal)
LIST_JOINS = {"en": (", ", ", and ", " and "), "fr": (", ", " et ", " et ")}  # (between, before the last of 3+, of 2)


def english_plural(n):
    """The Intl.PluralRules("en") category of a number."""
    return "one" if n == 1 else "other"


def french_plural(n):
    """The Intl.PluralRules("fr") category of a number (0 and 1 → one; exact millions → many)."""
    if int(abs(n)) in (0, 1):
        return "one"
    return "many" if n == int(n) and n != 0 and int(n) % 1_000_000 == 0 else "other"


PLURALS = {"en": english_plural, "fr": french_plural}


class MessageError(LookupError):
    """A message that cannot be formatted: unknown id, missing argument, bad argument value."""


class Refusal(ValueError):
    """An error the player is shown: `message` is its words as a message, str() their English text."""

    def __init__(self, message):
        self.message = message if isinstance(message, list) else None
        super().__init__(text(message) if self.message else str(message))


def msg(message_id, **args):
    """A message for the page: ["id"] or ["id", {args}]."""
    return [message_id, args] if args else [message_id]


def seat(index):
    """An argument naming seat `index` (its given name, else the default seat name)."""
    return {"seat": index}


def reason(err):
    """An exception's words as a message argument: its message when it is a Refusal that has one, else its English text."""
    return err.message if isinstance(err, Refusal) and err.message else str(err)


def message_list(messages):
    """An argument joining messages with the language's "and" (Intl.ListFormat conjunction)."""
    return {"list": list(messages)}


@functools.cache
def languages():
    """The catalog languages, English first, then by code."""
    codes = sorted(p.name for p in CATALOGS.iterdir() if p.is_dir() and any(p.glob("*.json")))
    return sorted(codes, key=lambda code: code != SOURCE_LANGUAGE)


def domain_files(lang):
    """{domain: {id: template}} for one language, read from messages/<lang>/<domain>.json."""
    folder = CATALOGS / lang
    if not folder.is_dir():
        raise MessageError(f"no message catalog for language {lang!r}")
    return {path.stem: json.loads(path.read_text(encoding="utf-8")) for path in sorted(folder.glob("*.json"))}


@functools.cache
def catalog(lang=SOURCE_LANGUAGE):
    """{id: template} for one language: its domain files merged."""
    merged = {}
    for entries in domain_files(lang).values():
        merged.update(entries)
    return merged


def template_for(message_id, lang):
    """The template of an id in a language; an unknown id is an error."""
    try:
        return catalog(lang)[message_id]
    except KeyError:
        raise MessageError(f"unknown message id {message_id!r} (not in the {lang!r} catalog)") from None


def number_text(value, lang):
    """A number as Intl.NumberFormat(lang) writes it (grouped thousands, at most 3 decimals)."""
    group, point = NUMBER_SEPARATORS.get(lang, NUMBER_SEPARATORS[SOURCE_LANGUAGE])
    rounded = decimal.Decimal(repr(value)).quantize(decimal.Decimal("0.001"), decimal.ROUND_HALF_UP)  # Intl's half-expand
    whole, _, fraction = f"{rounded:,.3f}".partition(".")
    fraction = fraction.rstrip("0")
    whole = whole.replace(",", group)
    return f"{whole}{point}{fraction}" if fraction else whole


def joined(texts, lang):
    """Texts joined as Intl.ListFormat(lang, {type: "conjunction"}) joins them."""
    between, last, two = LIST_JOINS.get(lang, LIST_JOINS[SOURCE_LANGUAGE])
    if len(texts) < 3:
        return two.join(texts)
    return between.join(texts[:-1]) + last + texts[-1]


def seat_text(index, lang, seat_names):
    """A seat's display name: its given name, else the catalog's default name for it."""
    name = seat_names[index] if seat_names is not None and 0 <= index < len(seat_names) else ""
    return name or text(msg("engine.seat.default", n=index + 1), lang)


def argument_text(value, lang, seat_names):
    """One argument value as text."""
    if isinstance(value, bool) or value is None:
        raise MessageError(f"a message argument cannot be {value!r}")
    if isinstance(value, (int, float)):
        return number_text(value, lang)
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return text(value, lang, seat_names)
    if isinstance(value, dict) and set(value) == {"seat"}:
        return seat_text(value["seat"], lang, seat_names)
    if isinstance(value, dict) and set(value) == {"list"}:
        return joined([text(item, lang, seat_names) for item in value["list"]], lang)
    raise MessageError(f"a message argument cannot be {value!r}")


def text_in(message, lang):
    """A message formatted in a language, or in English when the catalogs do not have that language."""
    return text(message, lang if lang in languages() else SOURCE_LANGUAGE)


def text(message, lang=SOURCE_LANGUAGE, seat_names=None):
    """A message formatted in a language, as the page's fmt() formats it; seat_names[i] names seat i."""
    if not isinstance(message, list) or not 1 <= len(message) <= 2 or not isinstance(message[0], str):
        raise MessageError(f"not a message: {message!r}")
    message_id, args = message[0], (message[1] if len(message) == 2 else {})
    template = template_for(message_id, lang)
    if isinstance(template, dict):
        if not isinstance(args.get("n"), (int, float)):
            raise MessageError(f"{message_id} is a plural message: it needs a number n")
        category = PLURALS.get(lang, english_plural)(args["n"])
        template = template.get(category, template["other"])

    def fill(match):
        """One placeholder's argument as text."""
        if match.group(1) not in args:
            raise MessageError(f"{message_id} needs the argument {match.group(1)!r}")
        return argument_text(args[match.group(1)], lang, seat_names)

    return PLACEHOLDER.sub(fill, template)
