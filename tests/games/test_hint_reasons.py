"""Hint reasons on built positions of every game, where the reason is known."""

from gameshelf.engine.hints import reason
from gameshelf.engine.messages import msg
from gameshelf.engine.rng import Rng, seed_state
from gameshelf.games.kingdom_builder import GAME as KINGDOM_BUILDER
from gameshelf.games.off_the_rails import GAME as OFF_THE_RAILS
from gameshelf.games.ticket_to_ride import USA
from gameshelf.games.trick_of_the_rails import GAME as TRICK_OF_THE_RAILS
from gameshelf.games.trick_of_the_rails.rules import trick_winner
from gameshelf.games.kingdom_builder.words import tile_name
from tests.games.kingdom_builder.positions import FIRST_GAME
from tests.games.off_the_rails.positions import blank
from tests.games.ticket_to_ride.positions import own, route_id, set_face_up, set_hand, set_tickets, started, ticket_id


def reason_of(game, state, player, move):
    """The reason a hint gives for `move`, read from the player's view."""
    return reason(game, game.view(state, player), player, move)


def test_ticket_to_ride_claim_that_completes_a_ticket():
    state = started(USA, 2)
    set_tickets(state, 0, [ticket_id(USA, "Denver", "El Paso")])
    own(USA, state, 0, [route_id(USA, "Denver", "Santa Fe")])
    set_hand(state, 0, {"locomotive": 2})
    move = {"type": "claim", "route": route_id(USA, "Santa Fe", "El Paso"), "cards": {"locomotive": 2}}
    assert reason_of(USA, state, 0, move) == msg("ticket-to-ride.hint.completes", a="Denver", b="El Paso")


def test_ticket_to_ride_claim_that_blocks_the_last_route_to_a_city():
    state = started(USA, 2)
    set_tickets(state, 0, [ticket_id(USA, "Boston", "Miami")])
    own(USA, state, 0, [route_id(USA, "Vancouver", "Calgary")])
    own(USA, state, 1, [route_id(USA, "Portland", "Seattle")])
    set_hand(state, 0, {"locomotive": 1})
    lane = min(r["id"] for r in USA.board.routes if {r["a"], r["b"]} == {"Seattle", "Vancouver"})
    move = {"type": "claim", "route": lane, "cards": {"locomotive": 1}}
    assert reason_of(USA, state, 0, move) == msg("ticket-to-ride.hint.blocks", city="Vancouver")


def test_ticket_to_ride_face_up_locomotive_and_tickets_when_all_are_done():
    state = started(USA, 2)
    set_face_up(state, ["locomotive", "red", "blue", "green", "black"])
    assert reason_of(USA, state, 0, {"type": "draw_face_up", "slot": 0}) == msg("ticket-to-ride.hint.locomotive")
    set_tickets(state, 0, [ticket_id(USA, "Denver", "El Paso")])
    own(USA, state, 0, [route_id(USA, "Denver", "Santa Fe"), route_id(USA, "Santa Fe", "El Paso")])
    assert reason_of(USA, state, 0, {"type": "draw_tickets"}) == msg("ticket-to-ride.hint.tickets-done")


def test_ticket_to_ride_a_plain_card_draw_gets_the_generic_words():
    state = started(USA, 2)
    set_face_up(state, ["red", "red", "blue", "green", "black"])
    assert reason_of(USA, state, 0, {"type": "draw_face_up", "slot": 0}) == msg("engine.hint.strongest")


def test_kingdom_builder_settlement_next_to_a_location_takes_its_tile():
    state = KINGDOM_BUILDER.new(2, 1, FIRST_GAME)
    player = state["current"]
    builds = [m for m in KINGDOM_BUILDER.legal_moves(state, player) if m["type"] == "build"]
    earning = []
    for move in builds:
        after = KINGDOM_BUILDER.apply(state, player, move)
        if after["players"][player]["tiles"]:
            earning.append((move, after["players"][player]["tiles"][0]["kind"]))
    assert earning and len(earning) < len(builds)
    for move, kind in earning:
        assert reason_of(KINGDOM_BUILDER, state, player, move) == msg("kingdom-builder.hint.tile", tile=tile_name(kind))


def test_kingdom_builder_settlement_that_scores_for_a_card_names_the_card():
    state = KINGDOM_BUILDER.new(2, 1, FIRST_GAME)
    player = state["current"]
    for move in [m for m in KINGDOM_BUILDER.legal_moves(state, player) if m["type"] == "build"]:
        after = KINGDOM_BUILDER.apply(state, player, move)
        old, new = (KINGDOM_BUILDER.score(s)["players"][player]["breakdown"] for s in (state, after))
        gains = {key: new[key] - old[key] for key in new if new[key] > old[key]}
        if len(gains) == 1 and not after["players"][player]["tiles"]:
            (key, gain), = gains.items()
            expected = msg("engine.hint.scores", n=gain, category=msg(f"kingdom-builder.score.{key}"))
            assert reason_of(KINGDOM_BUILDER, state, player, move) == expected
            return
    raise AssertionError("no settlement scores for one card alone")


def test_off_the_rails_mission_and_jewel():
    state = blank()
    view = OFF_THE_RAILS.view(state, 0)
    assert reason(OFF_THE_RAILS, view, 0, {"type": "claim", "mission": "ruby_run"}) == msg(
        "off-the-rails.hint.mission", mission=msg("off-the-rails.mission.ruby-run"))
    assert reason(OFF_THE_RAILS, view, 0, {"type": "take", "jewel": "ruby"}) == msg(
        "off-the-rails.hint.jewel", jewel=msg("off-the-rails.a-jewel.ruby"))


def last_card_of_a_trick(seed):
    """A 3-player Trick of the Rails state, played at random, whose seat to act plays the last card of a trick."""
    state, rng = TRICK_OF_THE_RAILS.new(3, seed), Rng(seed_state(seed))
    for _ in range(200):
        player = TRICK_OF_THE_RAILS.to_act(state)[0]
        legal = TRICK_OF_THE_RAILS.legal_moves(state, player)
        if len(state["trick"]) == 2 and legal[0]["type"] == "play":
            return state, player, legal
        state = TRICK_OF_THE_RAILS.advance(state, player, rng.choice(legal))
    raise AssertionError("no trick reached")


def test_trick_of_the_rails_last_card_that_wins_the_trick():
    winners = losers = 0
    for seed in range(1, 12):
        state, player, legal = last_card_of_a_trick(seed)
        for move in legal:
            wins = trick_winner(state["trick"] + [[player, move["card"]]]) == player
            said = reason_of(TRICK_OF_THE_RAILS, state, player, move)
            if wins:
                winners += 1
                assert said == msg("trick-of-the-rails.hint.wins-trick")
            else:
                losers += 1
                assert said != msg("trick-of-the-rails.hint.wins-trick")
    assert winners and losers
