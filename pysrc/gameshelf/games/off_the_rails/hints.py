"""Off the Rails' hint reasons: a mission claimed or a jewel taken (points scored come from engine/hints.py)."""

from gameshelf.engine.messages import msg
from gameshelf.games.off_the_rails.words import mission_message


class OffTheRailsHints:
    """The reasons a hint gives for a mission or a jewel."""

    def hint_reason(self, view, player, move):
        """"Claims the mission …" or "takes a ruby", else None."""
        if move["type"] == "claim":
            return msg("off-the-rails.hint.mission", mission=mission_message(move["mission"]))
        if move["type"] == "take":
            return msg("off-the-rails.hint.jewel", jewel=msg(f"off-the-rails.a-jewel.{move['jewel']}"))
        return None
