"""Trick of the Rails' hint reasons: the last card of a trick that wins it or leaves it to a partner."""

from gameshelf.engine.messages import msg
from gameshelf.games.trick_of_the_rails.rules import trick_winner


class TrickOfTheRailsHints:
    """The reasons a hint gives for the card that closes a trick."""

    def hint_reason(self, view, player, move):
        """"Wins the trick" or "leaves the trick to your partner" for a trick's last card, else None."""
        trick = view["trick"]
        if move["type"] != "play" or len(trick) + 1 != len(view["players"]):
            return None
        winner = trick_winner(trick + [[player, move["card"]]])
        if winner == player:
            return msg("trick-of-the-rails.hint.wins-trick")
        team = view["players"][player]["team"]
        if team is not None and view["players"][winner]["team"] == team:
            return msg("trick-of-the-rails.hint.partner-trick")
        return None
