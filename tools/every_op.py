"""Every bridge operation on every game (but device_speed, whose answer is a timing), its lessons in both languages
and a few refusals, as one list of answers: a boot restored from a memory snapshot must give exactly the answers a cold
boot gives."""

import json

from gameshelf.engine import catalog, lessons
from gameshelf.engine.bridge import Session

LANGUAGES = ("en", "fr")


def every_op_answers():
    """The answers (JSON texts) of one fixed sequence of requests covering every bridge op."""
    session, answers = Session(), []

    def ask(**request):
        answers.append(session.handle(json.dumps(request)))
        return json.loads(answers[-1])

    ask(op="catalog")
    you_and_normal = {"kind": "human"}, {"kind": "bot", "bot": "heuristic"}
    ask(op="rating_estimates", records=[{"game": g, "seats": you_and_normal, "totals": [50, 40], "winners": [0]}
                                        for g in catalog.game_ids() for _ in range(3)])
    for lang in LANGUAGES:
        ask(op="lesson_list", lang=lang)
    for game_id in catalog.game_ids():
        play_a_game(ask, game_id)
        for lang in LANGUAGES:
            for entry in lessons.listing(game_id, lang):
                walk_a_lesson(ask, f"{game_id}/{entry['id']}", lang)
    ask(op="no-such-op")
    ask(op="move", move={"type": "nothing"})
    ask(op="lesson_open", board="b", lesson="ticket-to-ride/no-such-lesson", lang="fr")
    ask(op="replay", code="not a code")
    return answers


def play_a_game(ask, game_id):
    """A game with one human and Normal bots: moves, bots, undo, words, codes, a replay, a continued save, load, check."""
    game = catalog.get(game_id)
    seats = [{"kind": "human", "name": "Ann"}] + [{"kind": "bot", "bot": "heuristic"}] * (game.min_players - 1)
    answer = ask(op="new", game=game_id, seats=seats, seed=5, labels=True)
    for _ in range(12):
        if answer.get("over"):
            break
        if answer.get("bot_to_act") is not None:
            answer = ask(op="bot")
        elif answer.get("legal"):
            answer = ask(op="move", move=answer["legal"][-1], labels=True)
        else:
            break
    ask(op="undo")
    ask(op="state", labels=True)
    ask(op="labels")
    code = ask(op="position")["code"]
    ask(op="position", code=code, at=1)
    ask(op="replay", code=code, at=2, seat=None)
    ask(op="replay", code=code)
    save = ask(op="continue", code=code, at=3, seats=seats).get("save")
    ask(op="check", save=save)
    ask(op="load", save=save, labels=True)
    ask(op="position", save=save, at=2)


def walk_a_lesson(ask, ref, lang):
    """A lesson opened, tried with a move, shown, stepped on, reset, read and closed."""
    board = "lesson"
    opened = ask(op="lesson_open", board=board, lesson=ref, lang=lang)
    if opened.get("legal"):
        ask(op="lesson_move", board=board, move=opened["legal"][-1])
    ask(op="lesson_show", board=board)
    ask(op="lesson_next", board=board)
    ask(op="lesson_show", board=board)
    ask(op="lesson_reset", board=board)
    ask(op="lesson_state", board=board)
    ask(op="lesson_close", board=board)
