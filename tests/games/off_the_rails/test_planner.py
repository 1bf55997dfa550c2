"""The planner (Hard's own policy): the deposits it heads for, the jewels it takes, the actions it would otherwise waste,
when it goes home."""

from tests.games.off_the_rails.positions import blank, cart, from_bag, jewels, lay

from gameshelf.games.off_the_rails import GAME
from gameshelf.games.off_the_rails.board import SURFACE_SIDE
from gameshelf.games.off_the_rails.bots.normal import HeuristicBot
from gameshelf.games.off_the_rails.bots.planner import SAFE_LEAD, PlannerBot

ROW = [("5,1", "EW"), ("5,2", "EW"), ("5,3", "EW"), ("5,4", "EW"), ("5,5", "EW"), ("5,6", "EW"), ("5,7", "EW")]


def rich_and_poor_deposits(players=2):
    """A cart at the start of a laid row, a ruby two squares on and two diamonds five squares on."""
    state = blank(players)
    lay(state, *ROW)
    cart(state, 0, "5,1", "E", "W")
    jewels(state, "5,3", ruby=1)
    jewels(state, "5,6", diamond=2)
    return state


def test_the_planner_heads_for_the_richer_deposit_where_normal_takes_the_nearest():
    view = GAME.view(rich_and_poor_deposits(), 0)
    moving = view["carts"][0]
    assert HeuristicBot().plan(view, moving)[-1][0] == "5,3"
    assert PlannerBot().plan(view, moving)[-1][0] == "5,6"


def test_a_rock_makes_a_deposit_poorer():
    state = rich_and_poor_deposits()
    jewels(state, "5,6", diamond=1, rock=3)  # 4 points, less 3 for the rocks that fill the cart first
    jewels(state, "5,3", emerald=1)
    view = GAME.view(state, 0)
    assert PlannerBot().plan(view, view["carts"][0])[-1][0] == "5,3"


def test_solo_heads_for_the_nearest_deposit_as_normal_does():
    view = GAME.view(rich_and_poor_deposits(players=1), 0)
    assert PlannerBot().plan(view, view["carts"][0])[-1][0] == "5,3"


def take(state, *offered):
    """The jewel each bot takes when cart 0 is offered `offered`: (Normal's, the planner's)."""
    view = GAME.view(state, 0)
    pending = {"kind": "take", "cart": 0, "options": list(offered)}
    legal = [{"type": "take", "jewel": j} for j in offered]
    return tuple(bot.on_take(view, legal, pending)["jewel"] for bot in (HeuristicBot(), PlannerBot()))


def test_the_planner_counts_the_most_rubies_bonus_when_taking_a_jewel():
    state = rich_and_poor_deposits()
    assert take(state, "emerald", "ruby") == ("emerald", "ruby")
    assert take(state, "gold", "ruby") == ("gold", "gold")


def test_the_planner_takes_the_jewel_that_completes_an_open_delivery_mission():
    state = rich_and_poor_deposits()
    cart(state, 0, "5,1", "E", "W", emerald=1)
    assert take(state, "gold", "emerald") == ("gold", "gold")
    state["missions"] = ["green_fingers"]
    assert take(state, "gold", "emerald") == ("gold", "emerald")


def test_the_planner_lays_its_route_with_the_action_normal_leaves_unused():
    state = blank()
    lay(state, ("5,1", "EW"), ("5,2", "EW"), ("5,3", "EW"))
    cart(state, 0, "5,1", "E", "W", speed=2)
    jewels(state, "5,4", diamond=2)
    state["actions_left"] = 1  # too few to lay the deposit's square and speed up to reach it this turn
    view = GAME.view(state, 0)
    legal = GAME.legal_moves(state, 0)
    assert HeuristicBot().choose(GAME, view, legal, 0, None, float("inf")) == {"type": "end"}
    laid = PlannerBot().choose(GAME, view, legal, 0, None, float("inf"))
    assert (laid["type"], laid["at"]) == ("place", [5, 4]) and "W" in laid["exits"]


def chasm_near(lead_points):
    """The chasm card is out; cart 0 carries a ruby toward the diamonds, and seat 0 leads seat 1 by `lead_points` of
    banked rubies (seat 1's stockpile counts at the planner's unseen-jewel estimate)."""
    state = rich_and_poor_deposits()
    cart(state, 0, "5,1", "E", "W", ruby=1)
    state["chasm_card"] = 1
    state["stockpiles"][0] = from_bag(state, {"ruby": lead_points}) if lead_points else {}
    return state


def test_without_a_safe_lead_once_the_chasm_is_near_the_planner_goes_on_collecting_where_normal_heads_home():
    view = GAME.view(chasm_near(0), 0)
    moving = view["carts"][0]
    assert HeuristicBot().plan(view, moving)[-1][0] in SURFACE_SIDE
    assert PlannerBot().plan(view, moving)[-1][0] == "5,6"


def test_safely_ahead_once_the_chasm_is_near_the_planner_heads_home():
    view = GAME.view(chasm_near(SAFE_LEAD), 0)
    assert PlannerBot().plan(view, view["carts"][0])[-1][0] in SURFACE_SIDE


def test_without_a_safe_lead_once_the_chasm_is_near_the_planner_brings_out_a_cart():
    state = chasm_near(0)
    state["carts"][0].update(status="supply", at=None, facing=None, back=None, hold={})
    view = GAME.view(state, 0)
    legal = GAME.legal_moves(state, 0)
    assert HeuristicBot().choose(GAME, view, legal, 0, None, float("inf")) == {"type": "end"}
    assert PlannerBot().choose(GAME, view, legal, 0, None, float("inf"))["type"] == "cart"


def test_the_planner_reads_a_full_state_as_the_hard_bots_rollouts_give_it():
    for lead_points, heads_home in ((0, False), (SAFE_LEAD, True)):
        state = chasm_near(lead_points)
        assert (PlannerBot().plan(state, state["carts"][0])[-1][0] in SURFACE_SIDE) == heads_home
