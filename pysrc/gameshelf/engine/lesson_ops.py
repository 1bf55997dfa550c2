"""The bridge's lesson operations: one worker serves many lesson boards; never the match or a save."""

import re

from gameshelf.engine import answers, catalog, hints, lessons, messages
from gameshelf.engine.inputs import BadInput, quote
from gameshelf.engine.match import normalize_seats

BOARD_NAME = re.compile(r"[A-Za-z0-9_.:-]{1,64}")
LANGUAGE = re.compile(r"[a-z]{2,3}")
MAX_BOARDS = 64  # lesson boards one worker keeps (the oldest is dropped beyond this)


def request_lang(req):
    """The request's language ("en" when it names none); a language without a lesson overlay gets English texts."""
    lang = req.get("lang", lessons.SOURCE_LANGUAGE)
    if not isinstance(lang, str) or not LANGUAGE.fullmatch(lang):
        raise BadInput(messages.msg("engine.error.lesson-lang", lang=quote(lang)))
    return lang


def learner_name(lang):
    """The learner's seat name in a language ("You"; English where the catalogs lack the language)."""
    return messages.text_in(messages.msg("engine.lesson.learner"), lang)


class LessonBoards:
    """The lesson boards of a page, by name: each a LessonRun and the seats its renderer draws."""

    def __init__(self):
        self.runs = {}  # board name -> (LessonRun, seats)

    def board_name(self, req):
        """The request's board name, checked."""
        name = req.get("board")
        if not isinstance(name, str) or not BOARD_NAME.fullmatch(name):
            raise BadInput(messages.msg("engine.error.lesson-board", name=quote(name)))
        return name

    def need_run(self, req):
        """(board name, LessonRun, seats) of an open board; BadLesson when the board has no lesson."""
        name = self.board_name(req)
        if name not in self.runs:
            raise lessons.BadLesson(f"no lesson is open on board {quote(name)}")
        return (name, *self.runs[name])

    def offered(self, run):
        """The moves the board offers the learner: every legal move, then the step's scripted wrong moves that are
        not legal (the tempting mistakes, refused with their feedback); none once the step is solved."""
        if run.status not in ("playing", "wrong") or run.seat not in run.game.to_act(run.state):
            return []
        moves = run.game.legal_moves(run.state, run.seat)
        return moves + [w["move"] for w in run.current()["wrong"] if w["move"] not in moves]

    def answer(self, name, run, seats):
        """The board's answer: an ordinary full answer of the learner's seat (the offered moves, the events of the
        move and the replies), plus the board's name and the lesson's status."""
        out = answers.answer(run.game, run.game_id, run.state, seats, run.seat, self.offered(run), events=run.events)
        out.update(board=name, lesson=run.status_dict())
        return out

    # ---- operations ----------------------------------------------------------------------
    def op(self, name):
        """The method that answers the bridge op `name` ("lesson_open"...), or None for any other op."""
        return {
            "lesson_list": self.list, "lesson_open": self.open, "lesson_move": self.move, "lesson_show": self.show,
            "lesson_reset": self.reset, "lesson_next": self.next, "lesson_state": self.state, "lesson_close": self.close,
            "lesson_hint": self.hint,
        }.get(name)

    def list(self, req):
        """Every lesson of one game (or of every game), titles in the request's `lang`: [{game, id, title, steps, rule}]."""
        game_id = req.get("game")
        lang = request_lang(req)
        if game_id is not None and game_id not in catalog.game_ids():
            raise lessons.BadLesson(f"no game {quote(game_id)}")
        games = [game_id] if game_id else catalog.game_ids()
        return {"ok": True, "lessons": [entry for gid in games for entry in lessons.listing(gid, lang)]}

    def open(self, req):
        """Open `lesson` ("<game-id>/<lesson-id>") on a board, at its start, its texts in the request's `lang`."""
        name = self.board_name(req)
        ref = req.get("lesson")
        if not isinstance(ref, str) or "/" not in ref or len(ref) > 120:
            raise BadInput(messages.msg("engine.error.lesson-ref", ref=quote(ref)))
        lang = request_lang(req)
        run = lessons.LessonRun.open(ref, lang)
        seats = [dict(seat, name=learner_name(lang) if i == run.seat else seat["name"], kind="human" if i == run.seat else "bot")
                 for i, seat in enumerate(normalize_seats(run.game, run.setup["seats"]))]
        self.runs.pop(name, None)
        while len(self.runs) >= MAX_BOARDS:
            self.runs.pop(next(iter(self.runs)))
        self.runs[name] = (run, seats)
        return self.answer(name, run, seats)

    def played(self, req, act):
        """Do `act(run)` on the request's board and answer with the board as it then is."""
        name, run, seats = self.need_run(req)
        act(run)
        return self.answer(name, run, seats)

    def move(self, req):
        """The learner's move: solved (with the replies' events) or wrong (the position unchanged)."""
        return self.played(req, lambda run: run.try_move(req.get("move")))

    def show(self, req):
        """Play the step's solution ("Show me")."""
        return self.played(req, lessons.LessonRun.show_me)

    def hint(self, req):
        """A hint for the step: the move Show me would play and why, in the game's words (`hints.reason`), the board
        unchanged: {move, label, reason}."""
        _, run, _ = self.need_run(req)
        if not self.offered(run):
            raise lessons.BadLesson(messages.msg("engine.error.lesson-no-hint"))
        game, state, seat, move = run.game, run.state, run.seat, run.answer
        return {"ok": True, "move": move, "label": game.move_label(state, seat, move),
                "reason": hints.reason(game, game.view(state, seat), seat, move)}

    def reset(self, req):
        """Back to the lesson's start."""
        return self.played(req, lessons.LessonRun.reset)

    def next(self, req):
        """On to the next step of a solved one."""
        return self.played(req, lessons.LessonRun.next)

    def state(self, req):
        """The board's answer as it stands."""
        return self.answer(*self.need_run(req))

    def close(self, req):
        """Forget a board (nothing happens when it is not open)."""
        self.runs.pop(self.board_name(req), None)
        return {"ok": True}

