"""Ticket to Ride's fixed data: the map of an edition and its rule settings."""

from operator import sub

from gameshelf.engine.messages import text
from gameshelf.games.ticket_to_ride import payments
from gameshelf.games.ticket_to_ride.board import CARD_KINDS, Board

class TicketToRideData:
    """The edition's map, its settings and the data the renderer needs."""

    def __init__(self, *, gid, title, blurb, board_file, players, wild_locomotives, face_up_limit,
                 all_lanes_from, bonus, returned_tickets, fixed, aspect, rules_page, options=(), presets=None, four_card_route=None):
        self.id = gid
        self.title = text(title)  # English, as saves name the game
        self.blurb = text(blurb)
        self.play_time = "30-60 min"
        self.min_players, self.max_players = players
        self.board = Board(board_file)
        self.wild_locomotives = wild_locomotives  # locomotives pay for any route (else ferries and tunnels only)
        self.face_up_limit = face_up_limit  # a face-up locomotive is a whole draw
        self.all_lanes_from = all_lanes_from  # player count from which both lanes of a double route open
        self.bonus = bonus  # the score category of the bonus: "longest-path" or "globetrotter"
        self.returned_tickets = returned_tickets  # "bottom" of the ticket deck or "removed" from the game
        self.fixed = fixed  # rule settings that are not options here
        self.options = list(options)
        self.presets = dict(presets or {})
        self.rules_page = rules_page
        self.four_card_route = four_card_route
        self.aspect = aspect  # width / height of the board picture
        kinds = [r["id"] if r["id"] == four_card_route else (r["kind"], r["color"], r["length"], r["locomotives"])
                 for r in self.board.routes]  # what a route's payments depend on besides the hand (alike routes share it)
        self.kind_at = [sorted(set(kinds), key=str).index(k) for k in kinds]  # by route index: that, numbered
        self.kind_count = len(set(kinds))
        self.colors_at = [  # by route index: the colours that may pay it (with sets, the fill order of the others)
            payments.COLORS if r["id"] == four_card_route else payments.route_colors(r) for r in self.board.routes
        ]
        first = [self.kind_at.index(kind) for kind in range(self.kind_count)]  # by payment kind: its first route
        with_sets = [(kind, i) for kind, i in enumerate(first) if self.card_set(self.board.routes[i]) is not None]
        ferries = [self.board.routes[i] for _, i in with_sets if len(self.colors_at[i]) == 1]  # one-colour ferries
        self.ferry_columns = {  # ferry rule -> by one-colour ferry kind: colours, lengths, locomotive spaces, most sets, 3 a set
            rule: ([r["color"] for r in ferries], [r["length"] for r in ferries], [r["locomotives"] for r in ferries],
                   [r["length"] if rule else r["locomotives"] for r in ferries],
                   [3 * (r["length"] if rule else r["locomotives"]) for r in ferries])
            for rule in (False, True)
        }
        self.set_kinds = [  # (kind, its first route, that route's colours, length): the other kinds with card sets
            (kind, i, self.colors_at[i], self.board.routes[i]["length"]) for kind, i in with_sets if len(self.colors_at[i]) > 1
        ]
        set_order = [kind for kind, i in with_sets if len(self.colors_at[i]) == 1] + [kind for kind, *_ in self.set_kinds]
        plain = [r for r in self.board.routes if self.card_set(r) is None]
        self.plain_top = max([r["length"] for r in plain], default=1)  # no plain route's count changes above this
        most = max(self.board.deck.values())  # the most cards of one kind a hand can hold
        wilds = sorted({self.wild(r) for r in plain})  # the locomotive rules plain routes have
        self.plain_tables = []  # per locomotive rule: (with, without the all-locomotive payment, it alone)
        for wild in wilds:
            full = payments.plain_table(self.plain_top, wild, most)  # [locomotives][cards of a colour] -> counts by length
            alone = [tuple(int(wild and locos > length) for length in range(self.plain_top)) for locos in range(most + 1)]
            besides = [[tuple(map(sub, row, alone[locos])) for row in rows] for locos, rows in enumerate(full)]
            self.plain_tables.append((full, besides, alone))
        plain_count = len(wilds) * (len(payments.COLORS) + 1) * self.plain_top  # the shapes of routes without card sets
        set_shape = {kind: plain_count + n for n, kind in enumerate(set_order)}
        self.shape_at = [  # by route index: its shape, an index into `shape_counts`
            set_shape[self.kind_at[i]] if self.card_set(r) is not None else self.plain_shape(r, wilds)
            for i, r in enumerate(self.board.routes)
        ]
        self.shape_count = plain_count + len(set_order)
        self.used_shapes = sorted(set(self.shape_at))  # the shapes some route has
        self.longest_route = max(self.board.length_at)  # trains beyond this open no more routes
        self.payment_counts = {}  # (payment kind, ferry rule, sorted colour counts, locomotives) -> number of payments
        self.hand_counts = {}  # (ferry rule, hand) -> `payable_shapes`
        self.open_memo = {}  # (seats, seat) -> `OpenRoutes` as last seen

    def plain_shape(self, route, wilds):
        """The shape of a route without card sets: by its locomotive rule (its place in `wilds`), its colour (gray after
        the colours) and its length, as `shape_counts` lays them out."""
        color = len(payments.COLORS) if route["color"] == "gray" else payments.COLORS.index(route["color"])
        return (wilds.index(self.wild(route)) * (len(payments.COLORS) + 1) + color) * self.plain_top + route["length"] - 1

    def static_data(self):
        """The map for the renderer."""
        board = self.board
        return {
            "map": board.name,
            "aspect": self.aspect,
            "cities": board.cities,
            "routes": [dict(route, card_set=self.card_set(route)) for route in board.routes],
            "tickets": [{"id": i, "a": t["a"], "b": t["b"], "points": t["points"]} for i, t in enumerate(board.tickets)],
            "colors": list(CARD_KINDS),
        }
