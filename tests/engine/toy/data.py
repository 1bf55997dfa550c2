"""The Toy game's static data: what a renderer draws from."""

CARDS = list(range(1, 11))


class ToyData:
    """The data that never changes."""

    def static_data(self):
        """The card values."""
        return {"cards": CARDS}
