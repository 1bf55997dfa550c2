"""The answer a renderer draws, built the same way for the table, any seat on request and the lesson boards."""


def answer(game, game_id, state, seats, viewer, legal, start=None, lines=(), events=(), can_undo=False, bot_to_act=None):
    """A full answer (start None: with the fields fixed for the game) or a delta from log index `start`.

    `viewer`: the seat whose view is shown (None: the spectator; once the game is over every hand is shown);
    `legal`: the moves offered to the viewer; `lines`: every log line so far; `events`: the public events of the moves
    just played.
    """
    to_act = game.to_act(state)
    over = not to_act
    out = {"ok": True, "full": start is None}
    if start is None:
        start = 0
        out.update(game=game_id, title=game.title, has_secrets=game.has_secrets, seats=seats,
                   rules_version=game.rules_version)
    out.update(
        viewer=viewer,
        to_act=to_act,
        bot_to_act=bot_to_act,
        can_undo=can_undo,
        over=over,
        score=game.score(state) if over else None,
        view=game.view(state, None if over else viewer),
        legal=legal,
        log={"start": start, "lines": list(lines[start:])},
        events=list(events),
    )
    return out
