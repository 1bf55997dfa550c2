"""The words of Kingdom Builder: the log lines and the move labels, as messages."""

from gameshelf.engine.messages import msg, seat
from gameshelf.games.kingdom_builder.board import TERRAIN_IDS, cell_of


def a_terrain(code):
    """A terrain as in a sentence ("on grassland"), from its code."""
    return msg(f"kingdom-builder.a-terrain.{TERRAIN_IDS[code]}")


def tile_name(kind):
    """The name of a location tile, from its kind."""
    return msg(f"kingdom-builder.tile.{kind}")


class KingdomBuilderWords:
    """How Kingdom Builder says its moves."""

    def hex_message(self, state, cell):
        """A hex as words: its terrain (as in a sentence) and its row and column, counted from 1."""
        r, c = cell
        return msg("kingdom-builder.hex", terrain=a_terrain(self.board(state).terrain[cell_of(r, c)]), row=r + 1, col=c + 1)

    def tile_message(self, state, loc):
        """The name of the location tile of the location hex at `loc` ([row, col])."""
        return tile_name(self.board(state).location_kind[cell_of(*loc)])

    def move_label(self, state, player, move):
        """A legal move in words for its button, unique among the seat's legal moves."""
        kind = move["type"]
        if kind == "build":
            return msg("kingdom-builder.label.build", hex=self.hex_message(state, move["cell"]))
        if kind == "move":
            return msg("kingdom-builder.label.move", hex=self.hex_message(state, move["cell"]))
        if kind in ("tile", "discard-tile"):
            r, c = move["loc"]
            tile = msg("kingdom-builder.label.tile-of", tile=self.tile_message(state, move["loc"]), row=r + 1, col=c + 1)
            if kind == "discard-tile":
                return msg("kingdom-builder.label.give-up", tile=tile)
            if "cell" in move:
                return msg("kingdom-builder.label.tile-build", tile=tile, hex=self.hex_message(state, move["cell"]))
            return msg("kingdom-builder.label.tile-move", tile=tile, hex=self.hex_message(state, move["from"]))
        return msg("kingdom-builder.label.end")

    def describe(self, before, player, move, after, effects):
        """One log line for a move, as a message, from its effects: the settlement built or moved, the tile used or given up."""
        who = seat(player)
        if move["type"] == "end":
            return msg("kingdom-builder.log.end", seat=who)
        first = effects[0]
        if first["kind"] == "settlement_built":
            r, c = first["cell"]
            if first["tile"] is None:
                return msg("kingdom-builder.log.build", seat=who, terrain=a_terrain(first["terrain"]), row=r + 1, col=c + 1)
            return msg("kingdom-builder.log.tile-build", seat=who, tile=tile_name(first["tile"]), row=r + 1, col=c + 1)
        if first["kind"] == "tile_used":
            r, c = move["from"]
            return msg("kingdom-builder.log.tile-move", seat=who, tile=tile_name(first["tile"]), row=r + 1, col=c + 1)
        if first["kind"] == "settlement_moved":
            r, c = first["to"]
            return msg("kingdom-builder.log.move", seat=who, row=r + 1, col=c + 1)
        return msg("kingdom-builder.log.give-up", seat=who, tile=tile_name(first["tile"]))
