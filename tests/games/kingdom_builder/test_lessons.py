"""The Kingdom Builder lessons validate and teach what they say."""

from gameshelf.engine.lessons import LessonRun
from tests.lesson_kit import assert_lessons

IDS = ["three-builds", "location-tiles", "tile-powers-1", "tile-powers-2", "scoring-cards-1", "scoring-cards-2",
       "castles"]


def test_every_lesson_validates():
    assert_lessons("kingdom-builder", IDS)


def test_the_scoring_lessons_end_on_a_finished_board_and_cover_four_cards():
    cards = set()
    for lid in ("scoring-cards-1", "scoring-cards-2"):
        run = LessonRun.open(f"kingdom-builder/{lid}")
        for step in run.lesson["steps"]:
            cards.update(c["path"][2] for c in step["check"].get("view", []) if c["path"][0] == "standing")
            if run.show_me()["status"] == "solved":
                run.next()
        assert run.status == "done" and run.view()["over"]
    assert len(cards) >= 4


def test_building_away_from_your_settlements_is_refused():
    run = LessonRun.open("kingdom-builder/three-builds")
    far = run.current()["wrong"][0]["move"]
    assert run.try_move(far)["status"] == "wrong"
    assert run.view()["players"][run.seat]["settlements"] == LessonRun.open("kingdom-builder/three-builds").view()[
        "players"][run.seat]["settlements"]
