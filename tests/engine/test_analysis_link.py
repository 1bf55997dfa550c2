"""An analysis packed for a replay link: it unpacks to the same judgement (values to the thousandth), it is short, and a
text that does not fit its game (other moves, a forced move judged, a mark its numbers do not earn) is refused."""

import json

import pytest

from gameshelf.engine import analysis, analysis_link, bridge, simulate
from gameshelf.engine.bots import finish
from gameshelf.engine.positions import BadPosition
from gameshelf.engine.replay import Replay, code_of
from gameshelf.engine.search import MIN_WORLDS


@pytest.fixture(scope="module")
def analysed():
    """(replay, analysis) of seat 1 in a 2-player Ticket to Ride game between Random bots."""
    replay = Replay.of_code(code_of(simulate.play_out("ticket-to-ride", 2, 3, ["random"], check=False)))
    return replay, finish(analysis.analyse_replay(replay, 1, rounds=MIN_WORLDS))


def test_a_packed_analysis_unpacks_to_the_same_judgement(analysed):
    replay, result = analysed
    text = analysis_link.pack(replay, result)
    back = analysis_link.unpack(replay, text)
    assert len(text) < 40 * len(result["decisions"])
    assert set(text) <= set("0123456789abcdefghijklmnopqrstuvwxyz._~-")
    assert (back["seat"], back["mode"], back["measure"], back["worlds"]) == (1, "fair", "win", result["worlds"])
    for old, new in zip(result["decisions"], back["decisions"], strict=True):
        assert {k: new[k] for k in ("at", "played", "played_label", "best", "best_label", "forced", "worlds")} == \
            {k: old[k] for k in ("at", "played", "played_label", "best", "best_label", "forced", "worlds")}
        for k in ("played_value", "best_value", "low", "high"):
            assert (new[k] is None) == (old[k] is None) and (new[k] is None or abs(new[k] - old[k]) <= 0.0005)
    assert back["summary"]["judged"] == result["summary"]["judged"]
    assert analysis_link.pack(replay, back) == text


def damaged(text, item, new):
    """The packed text with decision `item` replaced by `new`."""
    *head, body = text.split(".", 5)
    items = body.split("~")
    items[item] = new
    return ".".join([*head, "~".join(items)])


def test_a_text_that_does_not_fit_the_game_is_refused(analysed):
    replay, result = analysed
    text = analysis_link.pack(replay, result)
    judged = next(k for k, d in enumerate(result["decisions"]) if not d["forced"])
    for bad in ("", "2.1.f.1000.48.", text + "~f", text.replace("1.1.f", "1.5.f", 1), damaged(text, judged, "f"),
                damaged(text, judged, "9999_0_0_n_n_0"), damaged(text, judged, "0_x_0_n_n_0"), None, 5):
        with pytest.raises(BadPosition):
            analysis_link.unpack(replay, bad)


def test_a_mark_comes_from_the_numbers_never_from_the_link(analysed):
    replay, result = analysed
    text = analysis_link.pack(replay, result)
    judged = next(k for k, d in enumerate(result["decisions"]) if not d["forced"])
    blunder = analysis_link.unpack(replay, damaged(text, judged, "0_0_1000_500_1000_8"))["decisions"][judged]
    unsure = analysis_link.unpack(replay, damaged(text, judged, "0_0_1000_-10_1000_8"))["decisions"][judged]
    assert blunder["mark"] == "blunder" and blunder["cost"] == 1.0 and unsure["mark"] is None


def test_the_bridge_gives_the_link_and_opens_it(analysed):
    replay, result = analysed
    session = bridge.Session()
    text = analysis_link.pack(replay, result)
    answer = json.loads(session.handle(json.dumps({"op": "analyse", "code": replay.code, "link": text})))
    assert answer["ok"] and not answer["thinking"] and answer["link"] == text
    assert answer["analysis"] == json.loads(json.dumps(analysis_link.unpack(replay, text)))
    refused = json.loads(session.handle(json.dumps({"op": "analyse", "code": replay.code, "link": "1.0.f"})))
    assert refused["kind"] == "bad-position"
