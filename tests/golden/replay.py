"""Golden playthroughs: the text format, and the replay that names the first move that no longer matches.

Stdlib and gameshelf only, so that a Pyodide run can load this file and call `differences(texts)`.
A file is a header line with the setup as JSON, a `start` line with the state hash of the new game,
then one tab-separated line per move: index, seat, move JSON, log line, state hash after the move.
"""

import json

from gameshelf.engine.match import Match
from gameshelf.engine.messages import text

HEADER = "# Gameshelf golden playthrough: written by tests/golden/generate.py, checked by tests/golden/replay.py"


def move_text(move):
    """A move as compact JSON text, its keys in the order played (a payment's key order is its discard order)."""
    return json.dumps(move, separators=(",", ":"), ensure_ascii=False)


def new_match(setup):
    """The match a golden setup starts ({game, seats, seed, options})."""
    return Match(setup["game"], setup["seats"], setup["seed"], setup["options"])


def last_line(match):
    """The match's last log line in English, its seats named (a message formatted, or a text line as it is)."""
    line = match.lines[-1]
    return text(line, "en", [seat["name"] for seat in match.seats]) if isinstance(line, list) else line


def row(index, player, move, line, state_hash):
    """One move line of a golden file."""
    return "\t".join([str(index), str(player), move_text(move), line, state_hash])


def write(match, setup):
    """The golden text of a finished (or stopped) match started from `setup`."""
    replayed = new_match(setup)
    lines = [HEADER, "setup " + json.dumps(setup, sort_keys=True, ensure_ascii=False), "start " + replayed.state_hash()]
    for index, (player, move) in enumerate(match.log, 1):
        replayed.make_move(player, move)
        lines.append(row(index, player, move, last_line(replayed), replayed.state_hash()))
    return "\n".join(lines) + "\n"


def parse(text):
    """(setup, start hash, [(index, seat, move, line, hash)]) of a golden text."""
    lines = text.rstrip("\n").split("\n")
    if lines[0] != HEADER or not lines[1].startswith("setup ") or not lines[2].startswith("start "):
        raise ValueError("not a golden playthrough")
    rows = []
    for text_row in lines[3:]:
        index, seat, move, line, state_hash = text_row.split("\t")
        rows.append((int(index), int(seat), json.loads(move), line, state_hash))
    return json.loads(lines[1][len("setup "):]), lines[2][len("start "):], rows


def first_difference(text):
    """None when replaying the file gives the same log lines and hashes, else what differs first."""
    setup, start, rows = parse(text)
    match = new_match(setup)
    if match.state_hash() != start:
        return f"the new game's hash is {match.state_hash()}, the file has {start}"
    for index, seat, move, line, state_hash in rows:
        label = f"move {index} (seat {seat}, {move_text(move)[:60]})"
        try:
            match.make_move(seat, move)
        except ValueError as err:
            return f"{label} is refused now: {err}"
        if last_line(match) != line:
            return f"{label} logs {last_line(match)!r}, the file has {line!r}"
        if match.state_hash() != state_hash:
            return f"{label} leads to hash {match.state_hash()}, the file has {state_hash}"
    return None


def differences(texts):
    """{name: first difference or None} for {name: golden text}: what a Pyodide run returns as JSON."""
    return {name: first_difference(text) for name, text in sorted(texts.items())}
