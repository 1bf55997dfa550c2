"""The fixed data of Trick of the Rails (the cards of cards.json, loaded once in cards.py) for the renderer."""

from gameshelf.games.trick_of_the_rails import cards as C


class TrickOfTheRailsData:
    """What the renderer needs that never changes."""

    def static_data(self):
        """Companies (names, colours), every card's facts, and hand sizes, for the renderer."""
        return {"companies": C.DATA["companies"], "cards": C.CARDS, "hand_size": C.DATA["game"]["hand_size"]}
