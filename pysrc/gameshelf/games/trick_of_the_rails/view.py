"""What each seat of Trick of the Rails sees (its own hand, every hand once over), the deals a view allows, and the score."""

from collections import Counter

from gameshelf.engine.game import clone
from gameshelf.engine.messages import msg
from gameshelf.games.trick_of_the_rails import cards as C
from gameshelf.games.trick_of_the_rails.rules import sorted_hand
from gameshelf.games.trick_of_the_rails.scoring import estimates, share_points, share_value_with, share_values


def unseen_railway_cards(view):
    """The railway cards a view does not show: exactly those in the hidden hands."""
    seen = set(view["lane"]) | set(view["removed"]) | {card for _, card in view["trick"]}
    for railway in view["railways"].values():
        seen.update(railway["cards"])
    for entry in view["players"]:
        seen.update(entry["shares"])
        seen.update(entry["hand"] or [])
    return [c for c in C.RAILWAY_CARDS if c not in seen]


class TrickOfTheRailsView:
    """The views, determinization and score of Trick of the Rails."""

    def view(self, state, player):
        """Everything public, plus the viewer's own hand (every hand once the game is over)."""
        over = not self.to_act(state)
        teams = state["options"]["teams"]
        estimate = estimates(state["railways"], state["lane"])
        points = share_points(state["shares"], estimate, teams)
        players = []
        for seat in range(state["seats"]):
            hand = state["hands"][seat]
            held = Counter(C.company(card) for card in state["shares"][seat])
            players.append(
                {
                    "seat": seat,
                    "hand": list(hand) if over or seat == player else None,
                    "hand_count": len(hand),
                    "shares": list(state["shares"][seat]),
                    "held": {code: held[code] for code in C.COMPANIES},
                    "points": sum(points[seat].values()),
                    "team": seat % 2 if teams else None,
                }
            )
        railways = {}
        for code in C.COMPANIES:
            railway = state["railways"][code]
            entry = {"locomotive": railway["locomotive"], "cards": list(railway["cards"]), "estimate": estimate[code]}
            if railway["locomotive"] is None:
                entry.update(share_value=0, profit=0, window=None)
            else:
                value, profit, window = share_value_with(railway["cards"], railway["locomotive"])
                entry.update(share_value=value, profit=profit, window=window)
            railways[code] = entry
        trick = state["trick"]
        return {
            "players": players,
            "railways": railways,
            "lane": list(state["lane"]),
            "removed": list(state["removed"]),
            "trick": [list(entry) for entry in trick],
            "led": C.company(trick[0][1]) if trick else None,
            "leader": state["leader"],
            "pending": clone(state["pending"]),
            "last_trick": clone(state["last_trick"]),
            "phase": self.phase(state),
            "round": self.round_kind(state),
            "tricks_played": state["tricks_played"],
            "tricks_total": C.HAND_SIZE[state["seats"]],
            "options": dict(state["options"]),
        }

    @staticmethod
    def blank_deal(view):
        """A new game's view without its deal: each railway at its station card alone, no Trick Lane, no leader yet."""
        for railway in view["railways"].values():
            railway["cards"] = railway["cards"][:1]
        view["lane"], view["removed"], view["leader"], view["round"] = [], [], None, None
        railways = {code: {"locomotive": None, "cards": r["cards"]} for code, r in view["railways"].items()}
        for code, estimate in estimates(railways, []).items():
            view["railways"][code]["estimate"] = estimate

    def round_kind(self, state):
        """"stock" or "operating", by the lane card the current trick resolves (None once over)."""
        pending = state["pending"]
        if pending is not None:
            return "operating"
        if not state["lane"]:
            return None
        return "stock" if C.kind(state["lane"][0]) in C.SHARE_KINDS else "operating"

    def determinize(self, view, player, rng):
        """A full state matching the view: the unseen railway cards dealt at random to the hidden hands."""
        unseen = unseen_railway_cards(view)
        rng.shuffle(unseen)
        hands = []
        for entry in view["players"]:
            if entry["hand"] is not None:
                hands.append(list(entry["hand"]))
            else:
                hands.append(sorted_hand(unseen[: entry["hand_count"]]))
                del unseen[: entry["hand_count"]]
        railways = {code: {"locomotive": r["locomotive"], "cards": list(r["cards"])} for code, r in view["railways"].items()}
        return {
            "rng": [rng.next32() | 1 for _ in range(4)],
            "seats": len(view["players"]),
            "options": dict(view["options"]),
            "hands": hands,
            "railways": railways,
            "lane": list(view["lane"]),
            "removed": list(view["removed"]),
            "shares": [list(entry["shares"]) for entry in view["players"]],
            "leader": view["leader"],
            "trick": [list(entry) for entry in view["trick"]],
            "pending": clone(view["pending"]),
            "tricks_played": view["tricks_played"],
            "last_trick": clone(view["last_trick"]),
        }

    def score(self, state):
        """Per company (keyed by its lower-case code, the id of its score category): shares held times the
        share value; in Teams each player also adds the partner's total."""
        values = share_values(state["railways"])
        teams = state["options"]["teams"]
        breakdowns = share_points(state["shares"], values, teams)
        totals = [sum(b.values()) for b in breakdowns]
        best = max(totals)
        return {
            "players": [{"total": t, "breakdown": {key.lower(): v for key, v in b.items()}} for t, b in zip(totals, breakdowns)],
            "winners": [seat for seat, t in enumerate(totals) if t == best],
            "share_values": values,
            "labels": {key: msg(f"trick-of-the-rails.score.{key}") for key in [*map(str.lower, C.COMPANIES), "partner"]},
            "teams": [[0, 2], [1, 3]] if teams else None,
        }
