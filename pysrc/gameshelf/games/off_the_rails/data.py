"""The fixed data of Off the Rails (data.json, read once in board.py) for the renderer."""

from gameshelf.games.off_the_rails import board


class OffTheRailsData:
    """What the renderer needs that never changes."""

    def static_data(self):
        """The board, jewels, colours and missions for the renderer."""
        return board.static_data()
