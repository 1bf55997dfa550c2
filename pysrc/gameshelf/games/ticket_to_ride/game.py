"""Ticket to Ride assembled: one game class for the USA map and the Nordic Countries edition, its bots."""

from gameshelf.engine.bots import RandomBot
from gameshelf.engine.game import option
from gameshelf.engine.messages import msg
from gameshelf.games.ticket_to_ride.bots.easy import EasyBot
from gameshelf.games.ticket_to_ride.bots.hard import HardBot
from gameshelf.games.ticket_to_ride.bots.normal import HeuristicBot
from gameshelf.games.ticket_to_ride.data import TicketToRideData
from gameshelf.games.ticket_to_ride.hints import TicketToRideHints
from gameshelf.games.ticket_to_ride.rules import TicketToRideRules
from gameshelf.games.ticket_to_ride.view import TicketToRideView
from gameshelf.games.ticket_to_ride.words import TicketToRideWords


class TicketToRide(TicketToRideHints, TicketToRideView, TicketToRideWords, TicketToRideData, TicketToRideRules):
    """Ticket to Ride on one map, with the rule settings of its edition."""

    def bots(self):
        """Random, Easy (a beginner), Normal (the heuristic, key "heuristic" as in old saves) and Hard (searching)."""
        return {"random": RandomBot(), "easy": EasyBot(), "heuristic": HeuristicBot(), "hard": HardBot()}


USA = TicketToRide(
    gid="ticket-to-ride",
    title=msg("ticket-to-ride.title"),
    blurb=msg("ticket-to-ride.blurb"),
    board_file="usa.json",
    players=(2, 5),
    wild_locomotives=True,
    face_up_limit=True,
    all_lanes_from=4,
    bonus="longest-path",
    returned_tickets="bottom",
    fixed={"three_locomotive_reset": True, "ferry_sets_on_color": False},
    aspect=1.55,
    rules_page="rules.md",
)

NORDIC = TicketToRide(
    gid="ticket-to-ride-nordic",
    title=msg("ticket-to-ride-nordic.title"),
    blurb=msg("ticket-to-ride-nordic.blurb"),
    board_file="nordic.json",
    players=(2, 3),
    wild_locomotives=False,
    face_up_limit=False,
    all_lanes_from=3,
    bonus="globetrotter",
    returned_tickets="removed",
    fixed={},
    aspect=0.645,
    rules_page="rules-nordic.md",
    options=[
        option("three_locomotive_reset", msg("ticket-to-ride-nordic.option.three-locomotive-reset"), False,
               help=msg("ticket-to-ride-nordic.option.three-locomotive-reset.help")),
        option("ferry_sets_on_color", msg("ticket-to-ride-nordic.option.ferry-sets-on-color"), True,
               help=msg("ticket-to-ride-nordic.option.ferry-sets-on-color.help")),
    ],
    four_card_route=47,
    presets={
        "printed-rules": {"three_locomotive_reset": False, "ferry_sets_on_color": True},
        "board-game-arena": {"three_locomotive_reset": True, "ferry_sets_on_color": True},
    },
)
GAME = USA
