"""Ticket to Ride: the USA map and the Nordic Countries edition, one implementation with two settings."""

from gameshelf.engine.game import option
from gameshelf.engine.messages import msg
from gameshelf.games.ticket_to_ride.game import TicketToRide

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
