"""The Hard bot: determinized Monte Carlo over a pruned set of moves, with the planner for its seat and Normal for
the rivals in the rollouts."""

from gameshelf.engine.search import RolloutBot, play_turns, playout
from gameshelf.games.off_the_rails.board import PRECIOUS, unkey
from gameshelf.games.off_the_rails.bots.normal import HeuristicBot, build_move, route, value
from gameshelf.games.off_the_rails.bots.planner import PlannerBot
from gameshelf.games.off_the_rails.view import SOLO_LEVELS

CANDIDATES = 5  # moves the Hard bot searches at one decision
HORIZON = 3  # rounds a rollout plays after the current turn
EDGE = 1.0  # how much better (in equity) another move must look to replace the planner's
NEAREST_DEPOSITS = 3  # deposits per cart the Hard bot considers building toward
RIDING_SHARE = 0.5  # how much of a jewel riding in a cart on the board counts as banked
LEVEL_WEIGHT = 10.0  # solo: a victory level, against the progress and points below
SET_PROGRESS = 2.0  # solo: a precious jewel toward a matched set (up to two) or toward a set anywhere (one)
SOLO_POINTS_WEIGHT = 0.1  # solo: a point of the high score

NORMAL = HeuristicBot()
PLANNER = PlannerBot()


def rollout_policy(searcher):
    """The playout policy of a search from seat `searcher`: that seat plays as the planner, every other as Normal,
    each reading the full state as its view (the state holds every key the bots read)."""

    def policy(game, state, player, rng):
        """The move of `player`'s bot in `state`."""
        legal = game.legal_moves(state, player)
        if len(legal) == 1:
            return legal[0]
        bot = PLANNER if player == searcher else NORMAL
        return bot.choose(game, state, legal, player, rng, float("inf"))

    return policy


def equity(game, state, player):
    """What a position is worth to `player`: multiplayer, its points plus a share of the jewels riding in its carts,
    minus the best rival's; solo, the victory level reached plus progress toward the next (jewels in carts count half)."""
    score = game.score(state)
    if state["solo"]:
        delivered = state["delivered"]
        riding = {}
        for cart in state["carts"]:
            for jewel, n in cart["hold"].items():
                riding[jewel] = riding.get(jewel, 0) + n
        progress = 0.0
        for jewel in PRECIOUS:
            matched = delivered["matched"].get(jewel, 0) + RIDING_SHARE * riding.get(jewel, 0)
            anywhere = matched + delivered["other"].get(jewel, 0)
            progress += SET_PROGRESS * (min(matched, 2) + min(anywhere, 1))
        level = SOLO_LEVELS.index(score["result"])
        return LEVEL_WEIGHT * level + progress + SOLO_POINTS_WEIGHT * score["players"][0]["total"]
    worth = [entry["total"] for entry in score["players"]]
    for cart in state["carts"]:
        if cart["status"] == "board":
            worth[cart["owner"]] += RIDING_SHARE * value(cart["hold"])
    return worth[player] - max(w for seat, w in enumerate(worth) if seat != player)


def action_candidates(view, legal, player):
    """The action-phase moves worth searching: the planner's, ending the actions, every speed change, and the next
    piece of track toward each cart's nearest deposits and home."""
    bot = PLANNER
    out = [bot.action(view, legal, player, float("inf")), {"type": "end"}]
    out += [m for m in legal if m["type"] == "speed"]
    _, homes = bot.goals(view, {"hold": {}})
    for cart in view["carts"]:
        if cart["owner"] != player or cart["status"] != "board":
            continue
        deposits = sorted(view["jewels"], key=lambda s: distance(s, cart["at"]))[:NEAREST_DEPOSITS]
        paths = [route(view, cart["at"], cart["facing"], {d}, set()) for d in deposits]
        paths.append(route(view, cart["at"], cart["facing"], set(), homes))
        out += [build_move(view, next(s for s in path if s[3])) for path in paths if path and any(s[3] for s in path)]
    unique = []
    for move in out:
        if move in legal and move not in unique:
            unique.append(move)
    return unique


def distance(a, b):
    """Squares between two squares, counting rows and columns."""
    (ra, ca), (rb, cb) = unkey(a), unkey(b)
    return abs(ra - rb) + abs(ca - cb)


class HardBot(RolloutBot):
    """Determinized flat Monte Carlo over a pruned set of moves (hundreds are legal in the action phase): each is
    played in sampled worlds (bag, decks, tokens and hidden stockpiles dealt at random), its own seat as the planner
    and every rival as Normal for HORIZON rounds, and the planner's move stands unless another leads to clearly more
    equity."""

    edge = EDGE

    @staticmethod
    def rollout(game, state, player, rng, stop):
        """The planner for the bot's seat and Normal for the others until HORIZON rounds after the current turn are over
        (or the game)."""
        play_turns(game, state, rng, rollout_policy(player), HORIZON * state["seats"] + 1, lambda s: s["turn_number"], stop)

    @staticmethod
    def play_to_end(game, state, player, rng, stop):
        """The planner for the bot's seat and Normal for the others to the end of the game."""
        playout(game, state, rng, rollout_policy(player), stop=stop)

    @staticmethod
    def value(game, state, player):
        """The position's equity."""
        return equity(game, state, player)

    @staticmethod
    def candidates(game, view, legal, player, rng):
        """The planner's move first, then the other moves worth searching (at most CANDIDATES in all)."""
        if view["pending"] is None:
            return action_candidates(view, legal, player)[:CANDIDATES]
        first = PLANNER.choose(game, view, legal, player, rng, float("inf"))
        others = [m for m in legal if m != first]
        rng.shuffle(others)
        return [first] + others[:CANDIDATES - 1]
