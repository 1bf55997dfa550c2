"""Each Kingdom Builder card and the castles scored on positions with known answers."""

from gameshelf.games.kingdom_builder import GAME
from gameshelf.games.kingdom_builder.scoring import CARD_IDS
from tests.games.kingdom_builder.positions import position

# Group A links the castle (3, 3) and the Tavern (6, 2); group B links the same castle and the Tavern (6, 7).
GROUP_A = [[3, 2], [4, 2], [5, 2]]
GROUP_B = [[3, 4], [4, 5], [5, 5], [5, 6]]


def breakdown(state, cards, options=None):
    """The score breakdowns of a state scored with the given cards."""
    state = dict(state, cards=list(cards), options=dict(state["options"], **(options or {})))
    return [p["breakdown"] for p in GAME.score(state)["players"]]


def test_every_card_on_one_known_position():
    state = position({0: GROUP_A + GROUP_B})
    mine = breakdown(state, CARD_IDS)[0]
    assert mine == {
        "fishermen": 2,  # (3, 2) and (5, 2) touch water; (4, 2) stands on it
        "miners": 0,
        "workers": 4,  # (3, 2), (3, 4) by the castle; (5, 2), (5, 6) by the taverns
        "merchants": 12,  # castle, tavern, tavern: the castle counts once
        "discoverers": 3,
        "knights": 6,  # row 5 holds three
        "hermits": 2,
        "citizens": 2,
        "lords": 12,
        "farmers": 0,  # three quarters are empty
        "castles": 3,
    }


def test_score_keys_are_the_game_cards_plus_castles_and_totals_add_up():
    state = position({0: GROUP_A})
    score = GAME.score(state)
    assert list(score["players"][0]["breakdown"]) == state["cards"] + ["castles"]
    assert all(p["total"] == sum(p["breakdown"].values()) for p in score["players"])
    assert score["hexes"][0]["castles"] == [[3, 3], [3, 2]]  # the castle and the settlement touching it


def test_lords_8_8_6_2_gives_12_12_6_0():
    rows = {p: [[r, c] for r in range(10) for c in range(10)][p * 10 : p * 10 + n] for p, n in enumerate((8, 8, 6, 2))}
    state = position(rows, players=4)
    assert [b["lords"] for b in breakdown(state, ["lords"])] == [12, 12, 6, 0]


def test_lords_zero_count_takes_the_six_only_with_the_option():
    state = position({0: [[0, 0], [0, 1]]}, players=3)
    assert [b["lords"] for b in breakdown(state, ["lords"])] == [12, 6, 6]
    assert [b["lords"] for b in breakdown(state, ["lords"], {"lords_zero": False})] == [12, 0, 0]
    assert [b["lords"] for b in breakdown(position({}, players=3), ["lords"])] == [0, 0, 0]  # nobody built


def test_farmers_counts_the_weakest_quarter_and_an_empty_one_gives_zero():
    one_each = [[0, 0], [0, 1], [0, 12], [0, 13], [12, 0], [12, 1], [19, 11]]
    assert breakdown(position({0: one_each}), ["farmers"])[0]["farmers"] == 3
    assert breakdown(position({0: one_each[:-1]}), ["farmers"])[0]["farmers"] == 0


def test_merchants_count_each_linked_hex_once_and_ignore_lone_touches():
    assert breakdown(position({0: GROUP_A}), ["merchants"])[0]["merchants"] == 8
    assert breakdown(position({0: GROUP_A + [[2, 4]]}), ["merchants"])[0]["merchants"] == 8
    assert breakdown(position({0: [[5, 2]]}), ["merchants"])[0]["merchants"] == 0


def test_knights_take_one_row_and_castles_pay_once_each():
    state = position({0: [[8, 1], [8, 2], [8, 3], [9, 1], [9, 2], [9, 3], [2, 3], [2, 4], [4, 4]]})
    mine = breakdown(state, ["knights"])[0]
    assert mine == {"knights": 6, "castles": 3}


def test_ties_share_the_win():
    state = position({0: [[0, 0]], 1: [[0, 5]]}, players=2)
    state = dict(state, cards=["discoverers", "hermits", "citizens"])
    assert GAME.score(state)["winners"] == [0, 1]
