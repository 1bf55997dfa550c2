"""Kingdom Builder's hint reasons: a location tile taken (the points a move scores come from engine/hints.py)."""

from gameshelf.engine.hints import played_out
from gameshelf.engine.messages import msg
from gameshelf.games.kingdom_builder.words import tile_name


class KingdomBuilderHints:
    """The reason a hint gives for a settlement that takes a location tile."""

    def hint_reason(self, view, player, move):
        """"Takes the Oasis tile" when the move earns a tile, else None."""
        before, after = played_out(self, view, player, move)
        held = [t["loc"] for t in before["players"][player]["tiles"]]
        earned = [t for t in after["players"][player]["tiles"] if t["loc"] not in held]
        return msg("kingdom-builder.hint.tile", tile=tile_name(earned[0]["kind"])) if earned else None
