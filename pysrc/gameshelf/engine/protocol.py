"""The facts the page and the rules share, defined once here; build.py writes them into the site's shell/protocol.js."""

SAVE_FORMAT = "gameshelf-save"  # a save's `format` field
SAVE_VERSION = 2  # the newest save version this build writes and reads
MOVE_CHUNK = 4  # moves per localStorage key of a stored game (each move rewrites one small chunk)
STATIC_FIELDS = ["game", "title", "has_secrets", "seats"]  # answer fields only a full answer carries
TURN_FIELDS = ["viewer", "to_act", "bot_to_act", "can_undo", "over", "score", "view", "legal", "labels"]  # every answer's
REFUSALS = {  # the kind of a refused request ({"ok": false, "kind", "error", "message"?})
    "TOO_LARGE": "too-large",
    "ILLEGAL": "illegal",
    "BAD_SAVE": "bad-save",
    "BAD_POSITION": "bad-position",
    "BAD_REQUEST": "bad-request",
    "INTERNAL": "internal",
}
TOGETHER_VERSION = 1  # the messages between phones playing together: a host and a guest of other versions do not pair
JOIN_GAMES = ["ticket-to-ride", "ticket-to-ride-nordic", "kingdom-builder", "off-the-rails", "trick-of-the-rails"]  # a join code's game number (append only)


def page_protocol():
    """{name: value} of every fact above, as shell/protocol.js exports them."""
    return {"SAVE_FORMAT": SAVE_FORMAT, "SAVE_VERSION": SAVE_VERSION, "MOVE_CHUNK": MOVE_CHUNK,
            "STATIC_FIELDS": STATIC_FIELDS, "TURN_FIELDS": TURN_FIELDS, "REFUSALS": REFUSALS,
            "TOGETHER_VERSION": TOGETHER_VERSION, "JOIN_GAMES": JOIN_GAMES}
