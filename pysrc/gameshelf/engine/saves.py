"""The versioned save format: writing a match out and loading it back with full validation."""

from gameshelf.engine import catalog, inputs
from gameshelf.engine.game import BadOptions, IllegalMove
from gameshelf.engine.match import Match

FORMAT = "gameshelf-save"
VERSION = 1


class BadSave(ValueError):
    """A save that is damaged, foreign, or from a newer version; nothing else is touched."""


def summary(match):
    """A short description for the saved-games list."""
    if match.over():
        scores = match.game.score(match.state)
        names = [match.seats[w]["name"] for w in scores["winners"]]
        status = "Finished: " + " & ".join(names) + (" win" if len(names) > 1 else " wins")
    else:
        status = " & ".join(match.seats[p]["name"] for p in match.to_act()) + " to play"
    return {"moves": len(match.log), "status": status, "players": [s["name"] for s in match.seats]}


def to_save(match, save_id, created=None, updated=None):
    """The save dict of a match: everything needed to resume it exactly."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "id": save_id,
        "game": match.game_id,
        "title": match.game.title,
        "rules_version": match.game.rules_version,
        "options": match.options,
        "seats": match.seats,
        "seed": match.seed,
        "log": match.log,
        "state": match.state,
        "public_view": match.game.view(match.state, None),
        "summary": summary(match),
        "created": created,
        "updated": updated,
    }


def from_save(data):
    """The match a save describes; raises BadSave with a reason a player can read."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BadSave("this is not a Gameshelf save")
    version = data.get("version")
    if not inputs.is_whole(version) or version < 1:
        raise BadSave("the save has no valid format version")
    if version > VERSION:
        raise BadSave("this save comes from a newer version of Gameshelf")
    try:
        inputs.check_save(data)
    except inputs.BadInput as err:
        raise BadSave(f"the save is damaged ({err})") from None
    game_id = data.get("game")
    try:
        game = catalog.get(game_id)
    except (catalog.UnknownGame, TypeError):
        raise BadSave(f"this save is for a game this shelf does not have ({inputs.quote(game_id)})") from None
    if data.get("rules_version") != game.rules_version:
        raise BadSave(f"this save was made with other rules of {game.title} (version {inputs.quote(data.get('rules_version'))})")
    seed, log = data.get("seed"), data.get("log")
    if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(log, list):
        raise BadSave("the save is damaged (seed or move log missing)")
    try:
        match = Match.replay(game_id, data.get("seats"), seed, data.get("options"), log)
    except (BadOptions, IllegalMove) as err:
        raise BadSave(f"the save is damaged ({err})") from None
    if "state" in data and data["state"] != match.state:
        raise BadSave("the save is damaged (its position does not match its moves)")
    return match
