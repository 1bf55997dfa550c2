"""Ticket to Ride: the USA map and the Nordic Countries edition, one implementation with two settings."""

from gameshelf.engine.game import option
from gameshelf.games.ticket_to_ride.game import TicketToRide

USA = TicketToRide(
    gid="ticket-to-ride",
    title="Ticket to Ride",
    blurb="Collect train cards and claim railway routes across the USA to join the cities on your tickets.",
    board_file="usa.json",
    players=(2, 5),
    wild_locomotives=True,
    face_up_limit=True,
    all_lanes_from=4,
    bonus="longest_path",
    returned_tickets="bottom",
    fixed={"three_locomotive_reset": True, "ferry_sets_on_color": False},
    aspect=1.55,
    rules_page="rules.md",
)

NORDIC = TicketToRide(
    gid="ticket-to-ride-nordic",
    title="Ticket to Ride: Nordic Countries",
    blurb="Ferries, tunnels and the long Murmansk line: Ticket to Ride across Scandinavia for 2 or 3 players.",
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
        option("three_locomotive_reset", "Reset the display when 3 locomotives show", False,
               help="Not in the printed Nordic rules; Board Game Arena plays with it."),
        option("ferry_sets_on_color", "3-card sets may also pay coloured ferry spaces", True,
               help="The rulebook is silent; Board Game Arena allows it."),
    ],
    four_card_route=47,
    presets={
        "Printed rules": {"three_locomotive_reset": False, "ferry_sets_on_color": True},
        "As on Board Game Arena": {"three_locomotive_reset": True, "ferry_sets_on_color": True},
    },
)
