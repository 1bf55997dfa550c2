"""The fixed data of Kingdom Builder (data.json, loaded once in board.py) for the renderer."""

from gameshelf.games.kingdom_builder.board import TERRAIN_IDS
from gameshelf.games.kingdom_builder.rules import TILES


class KingdomBuilderData:
    """What the renderer needs that never changes."""

    def static_data(self):
        """Terrain ids by code and tile effects for the renderer; their words are catalog entries (the board comes in the view)."""
        return {"terrains": TERRAIN_IDS, "tiles": {kind: tile["effect"] for kind, tile in TILES.items()}}
