"""Lessons: scripted steps on real positions that each teach one rule, checked by the engine."""

import json
import pathlib
import re
import sys

from gameshelf.engine import catalog, messages, positions
from gameshelf.engine.game import IllegalMove
from gameshelf.engine.messages import Refusal, msg

STEP_FIELDS = {"text", "prompt", "check", "feedback", "wrong", "hint", "solution"}
STEP_TEXTS = ("text", "prompt", "feedback", "success")  # what a language's overlay translates (and the wrong feedbacks)
SOURCE_LANGUAGE = "en"  # lessons.json's language
OPS = {
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "in": lambda a, b: a in b,
    "contains": lambda a, b: b in a,
}
CHANGES = {"increased": ">", "decreased": "<", "changed": "!=", "unchanged": "=="}

_cache = {}  # game id -> its lessons (English)
_translated = {}  # (game id, language) -> its lessons with that language's texts


class BadLesson(Refusal):
    """A lesson that is missing, malformed, or does not hold in the real game."""


def game_folder(game):
    """The folder of a game's package (None for a game defined outside a file)."""
    module = sys.modules.get(type(game).__module__)
    return pathlib.Path(module.__file__).parent if getattr(module, "__file__", None) else None


def lesson_file(game, lang=SOURCE_LANGUAGE):
    """The lesson data beside a game's rules page: rules.md -> lessons.json, rules-x.md -> lessons-x.json; another
    language's text overlay beside it (lessons.fr.json, lessons-x.fr.json)."""
    folder = game_folder(game)
    suffix = ".json" if lang == SOURCE_LANGUAGE else f".{lang}.json"
    return folder / game.rules_page.replace("rules", "lessons", 1).replace(".md", suffix) if folder else None


def read_lessons(path, default):
    """The "lessons" of a lesson file, or `default` when there is no such file."""
    return json.loads(path.read_text(encoding="utf-8"))["lessons"] if path and path.exists() else default


def translated(lesson, words):
    """A lesson with the text fields of its overlay entry `words` ({title, steps: [{text, prompt, feedback, success,
    wrong: [feedback...]}]}); a text the overlay lacks stays English. Moves, checks and hints are the lesson's own."""
    if not words:
        return lesson
    steps = []
    for step, say in zip(lesson["steps"], words.get("steps", []) + [{}] * len(lesson["steps"])):
        wrong = [dict(entry, feedback=feedback) for entry, feedback in zip(step["wrong"], say.get("wrong", []))]
        steps.append({**step, **{key: say[key] for key in STEP_TEXTS if key in step and key in say},
                      "wrong": wrong + step["wrong"][len(wrong):]})
    return {**lesson, "title": words.get("title", lesson["title"]), "steps": steps}


def load(game_id, lang=SOURCE_LANGUAGE):
    """Every lesson of a game in teaching order (a list of dicts; [] when it has none), its texts in `lang` where the
    game has that language's overlay (English otherwise)."""
    if game_id not in _cache:
        _cache[game_id] = read_lessons(lesson_file(catalog.get(game_id)), [])
    if lang == SOURCE_LANGUAGE:
        return _cache[game_id]
    if (game_id, lang) not in _translated:
        overlay = read_lessons(lesson_file(catalog.get(game_id), lang), {})
        _translated[game_id, lang] = [translated(lesson, overlay.get(lesson.get("id"))) for lesson in _cache[game_id]]
    return _translated[game_id, lang]


def find(game_id, lesson_id, lang=SOURCE_LANGUAGE):
    """One lesson by game and lesson id, its texts in `lang`; raises BadLesson when there is none."""
    for lesson in load(game_id, lang):
        if lesson.get("id") == lesson_id:
            return lesson
    raise BadLesson(msg("engine.error.no-lesson", lesson=positions.quote(lesson_id), game=positions.quote(game_id)))


def listing(game_id, lang=SOURCE_LANGUAGE):
    """The lesson list of a game, titles in `lang`: [{"game", "id", "title", "steps", "rule"}]."""
    return [{"game": game_id, "id": l["id"], "title": l["title"], "steps": len(l["steps"]), "rule": l["rule"]}
            for l in load(game_id, lang)]


# ---- checks -------------------------------------------------------------------------------
def matches(pattern, value):
    """Whether value has every key of a dict pattern (recursively), or equals a non-dict pattern."""
    if isinstance(pattern, dict):
        return isinstance(value, dict) and all(k in value and matches(p, value[k]) for k, p in pattern.items())
    return pattern == value


def lookup(view, path):
    """The value at a path of keys and indexes ("#count": the length, "#sum": the sum of the values)."""
    value = view
    for key in path:
        if key == "#count":
            value = len(value)
        elif key == "#sum":
            value = sum(value.values() if isinstance(value, dict) else value)
        elif isinstance(value, list) and isinstance(key, int) and -len(value) <= key < len(value):
            value = value[key]
        elif isinstance(value, dict) and key in value:
            value = value[key]
        else:
            raise KeyError(f"no {key!r} at {path!r}")
    return value


def holds(condition, before, after):
    """Whether one view condition holds: {"path", "op", "value"} or {"path", "op": "increased"...}."""
    try:
        now = lookup(after, condition["path"])
        if condition["op"] in CHANGES:
            return OPS[CHANGES[condition["op"]]](now, lookup(before, condition["path"]))
        return OPS[condition["op"]](now, condition["value"])
    except (KeyError, TypeError):
        return False


def fits(check, move):
    """Whether a move has the shape a step's check asks for (its "move" and "like" parts; the view is not looked at)."""
    if "move" in check and move != check["move"]:
        return False
    likes = check.get("like")
    return likes is None or any(matches(like, move) for like in ([likes] if isinstance(likes, dict) else likes))


def passes(check, move, before, after, effects):
    """Whether a move (with the learner's views before and after it, and the effects it recorded) passes a step's check."""
    return (fits(check, move) and all(holds(c, before, after) for c in check.get("view", []))
            and all(any(matches(want, effect) for effect in effects) for want in check.get("effects", [])))


def likeness(move, solution):
    """How many top-level parts a move shares with a step's solution (the type, the route, the cell...)."""
    if not isinstance(move, dict) or not isinstance(solution, dict):
        return int(move == solution)
    return sum(1 for key, value in move.items() if key in solution and solution[key] == value)


# ---- a lesson being played ----------------------------------------------------------------
class LessonRun:
    """One learner playing one lesson: start, try_move, show_me, reset, next."""

    def __init__(self, game_id, lesson, lang=SOURCE_LANGUAGE):
        self.lesson = lesson
        self.game_id = game_id
        self.lang = lang
        self.seat = self.lesson["seat"]
        self.game, self.setup, states = positions.replay(self.lesson["start"]["setup"], self.lesson["start"]["moves"])
        self.start_state = states[-1]
        self.reset()

    @classmethod
    def open(cls, ref, lang=SOURCE_LANGUAGE):
        """A run from "<game-id>/<lesson-id>" (the form the embed link uses), its texts in `lang`."""
        game_id, _, lesson_id = str(ref).partition("/")
        try:
            return cls(game_id, find(game_id, lesson_id, lang), lang)
        except catalog.UnknownGame:
            raise BadLesson(msg("engine.error.no-game", game=positions.quote(game_id))) from None

    def reset(self):
        """Back to the lesson's start (step 1, playing); returns the status."""
        self.state = self.start_state
        self.moves = list(self.lesson["start"]["moves"])
        self.step = 0
        self.status = "playing"
        self.feedback = None
        self.events = []
        self.answer = self.current()["solution"]  # what Show me plays: on the lesson's own position, the solution
        return self.status_dict()

    def scripted(self, step):
        """(state, moves) where the lesson's own path reaches `step`: every earlier solution and its replies played."""
        state, moves = self.start_state, list(self.lesson["start"]["moves"])
        for earlier in self.lesson["steps"][:step]:
            for player, move in [[self.seat, earlier["solution"]], *earlier.get("replies", [])]:
                state = self.game.apply(state, player, move)
                moves.append([player, move])
        return state, moves

    def current(self):
        """The step being played."""
        return self.lesson["steps"][self.step]

    def view(self):
        """The learner's view of the lesson's position."""
        return self.game.view(self.state, self.seat)

    def try_move(self, move):
        """Play the learner's move: solved (replies played) or wrong (taken back, feedback given).

        `events` then holds the public events of the move and the replies (none for a wrong move).
        """
        if self.status not in ("playing", "wrong"):
            raise BadLesson(msg("engine.error.step-solved"))
        step = self.current()
        self.events = []
        played = self.outcome(move, self.view())
        if played is None:
            return self.wrong(step, move)
        self.play(self.seat, move, *played)
        for player, reply in step.get("replies", []):
            try:
                played = self.game.play(self.state, player, reply)
            except IllegalMove:  # the learner's own move changed the game: `next` sees to the next step
                break
            self.play(player, reply, *played)
        self.status = "done" if self.step == len(self.lesson["steps"]) - 1 else "solved"
        self.feedback = step.get("success")
        return self.status_dict()

    def outcome(self, move, before):
        """(after, effects) of the learner's `move` when it is legal and passes the step's check (`before`: the
        learner's view now), else None."""
        try:
            after, effects = self.game.play(self.state, self.seat, move)
        except IllegalMove:
            return None
        passed = passes(self.current()["check"], move, before, self.game.view(after, self.seat), effects)
        return (after, effects) if passed else None

    def passing_move(self):
        """The move Show me plays from the board as it is: the step's solution when it passes here, else the legal move
        most like it that passes the step's check; None when no move does (or the learner is not the one to act)."""
        if self.seat not in self.game.to_act(self.state):
            return None
        step, before = self.current(), self.view()
        legal = [m for m in self.game.legal_moves(self.state, self.seat) if fits(step["check"], m)]
        tries = [step["solution"], *sorted(legal, key=lambda m: -likeness(m, step["solution"]))]
        return next((move for move in tries if self.outcome(move, before) is not None), None)

    def play(self, player, move, after, effects):
        """Move on to `after` (the state after `player` played `move`), keeping the move and its effects as events."""
        self.events += effects
        self.state = after
        self.moves.append([player, move])

    def wrong(self, step, move):
        """Mark the step wrong (nothing is played) with the feedback written for this move, else the step's."""
        self.status = "wrong"
        self.feedback = next((w["feedback"] for w in step["wrong"] if matches(w["move"], move)), step["feedback"])
        return self.status_dict()

    def show_me(self):
        """Play a move that solves the step ("Show me"): its solution, or one that passes from the learner's board."""
        return self.try_move(self.answer)

    def next(self):
        """Go on to the next step once this one is solved: from the learner's board when a move there passes the
        step's check, else from the lesson's own position for that step, with a note saying so."""
        if self.status != "solved":
            raise BadLesson(msg("engine.error.solve-first"))
        self.step += 1
        self.status = "playing"
        self.feedback = None
        self.events = []
        self.answer = self.passing_move()
        if self.answer is None:
            self.state, self.moves = self.scripted(self.step)
            self.answer = self.current()["solution"]
            self.feedback = messages.text_in(msg("engine.lesson.restored"), self.lang)
        return self.status_dict()

    def status_dict(self):
        """{game, id, title, rule, step, steps, status, feedback, text, prompt, hint} for the page (the step's hint is
        for its solution: none when Show me plays another move)."""
        step = self.current()
        hint = step.get("hint", []) if self.answer == step["solution"] else []
        return {
            "game": self.game_id, "id": self.lesson["id"], "title": self.lesson["title"], "rule": self.lesson["rule"],
            "step": self.step, "steps": len(self.lesson["steps"]), "status": self.status,
            "feedback": self.feedback, "text": step["text"], "prompt": step["prompt"], "hint": hint,
        }


# ---- validation ---------------------------------------------------------------------------
def anchors(game):
    """The heading ids of a game's rules page (the same slugs build.py gives them)."""
    path = (game_folder(game) or pathlib.Path()) / game.rules_page
    ids = set()
    for line in (path.read_text(encoding="utf-8") if path.is_file() else "").splitlines():
        heading = re.match(r"#{1,6}\s+(.*)", line)
        if heading:
            anchor = re.sub(r"[^a-z0-9]+", "-", heading.group(1).lower()).strip("-") or "section"
            if anchor in ids:
                anchor = next(f"{anchor}-{n}" for n in range(2, len(ids) + 3) if f"{anchor}-{n}" not in ids)
            ids.add(anchor)
    return ids


def problems(game_id, lesson):
    """Everything wrong with one lesson (an empty list when it validates)."""
    name = lesson.get("id", "?") if isinstance(lesson, dict) else "?"
    try:
        return [f"{game_id}/{name}: {p}" for p in _problems(game_id, lesson)]
    except IllegalMove as err:
        return [f"{game_id}/{name}: a scripted reply is not legal ({positions.quote(err, 80)})"]
    except (KeyError, TypeError, IndexError, ValueError, AttributeError) as err:
        return [f"{game_id}/{name}: malformed ({type(err).__name__}: {positions.quote(err, 80)})"]


def _problems(game_id, lesson):
    """The problems of one lesson, without its name."""
    out = []
    for key in ("id", "title", "rule"):
        if not isinstance(lesson.get(key), str) or not lesson[key]:
            out.append(f"needs a text {key!r}")
    game = catalog.get(game_id)
    if lesson["rule"].startswith("#") and lesson["rule"][1:] not in anchors(game):
        out.append(f"rule {lesson['rule']} is not a heading of {game.rules_page}")
    if not lesson.get("steps"):
        out.append("has no steps")
    if not isinstance(lesson.get("seat"), int):
        out.append("needs the learner's seat")
    if out:
        return out
    try:
        positions.replay(lesson["start"]["setup"], lesson["start"]["moves"])
    except positions.BadPosition as err:
        return out + [f"start position: {err}"]
    run = LessonRun(game_id, lesson)
    for number, step in enumerate(lesson["steps"], 1):
        out += [f"step {number}: {p}" for p in step_problems(run, step)]
        if out:
            return out
        if run.try_move(step["solution"])["status"] not in ("solved", "done"):
            return out + [f"step {number}: the solution does not pass the check"]
        run.scripted(number)  # a run skips a reply that is not legal; the lesson's own path raises IllegalMove for it
        if run.status == "solved":
            run.next()
    return out


def legal(run, move):
    """Whether the learner may play `move` now (a malformed move is simply not legal)."""
    try:
        return run.game.is_legal(run.state, run.seat, move)
    except IllegalMove:
        return False


def step_problems(run, step):
    """Problems of the step about to be played (before its solution is shown)."""
    out = []
    missing = STEP_FIELDS - set(step)
    if missing:
        return [f"misses {', '.join(sorted(missing))}"]
    if run.seat not in run.game.to_act(run.state):
        return ["the learner does not have to act here"]
    if not legal(run, step["solution"]):
        out.append(f"the solution is not legal ({positions.quote(json.dumps(step['solution']))})")
    if not step["wrong"]:
        out.append("gives no wrong move")
    for entry in step["wrong"]:
        if legal(run, entry["move"]):
            after, effects = run.game.play(run.state, run.seat, entry["move"])
            if passes(step["check"], entry["move"], run.view(), run.game.view(after, run.seat), effects):
                out.append(f"the wrong move {positions.quote(json.dumps(entry['move']))} passes the check")
        if not isinstance(entry.get("feedback"), str):
            out.append("a wrong move needs its feedback")
    for condition in step["check"].get("view", []):
        if condition.get("op") not in OPS and condition.get("op") not in CHANGES:
            out.append(f"unknown op {positions.quote(condition.get('op'))}")
    return out


def validate(game_id=None):
    """Every problem of every lesson of one game (or all games)."""
    out = []
    for gid in [game_id] if game_id else catalog.game_ids():
        ids = [l.get("id") for l in load(gid)]
        out += [f"{gid}: lesson id {i!r} is used twice" for i in sorted(set(ids), key=str) if ids.count(i) > 1]
        for lesson in load(gid):
            out += problems(gid, lesson)
    return out
