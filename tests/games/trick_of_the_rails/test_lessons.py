"""The Trick of the Rails lessons validate and teach what they say."""

from gameshelf.engine.lessons import LessonRun
from tests.lesson_kit import assert_lessons


def test_every_lesson_validates():
    assert_lessons("trick-of-the-rails", ["following", "stock-round", "city-round", "locomotive-round", "share-value"])


def test_not_following_is_refused_with_the_rule_and_taken_back():
    run = LessonRun.open("trick-of-the-rails/following")
    hand = run.view()["players"][run.seat]["hand"]
    led = run.view()["led"]
    off = next(card for card in hand if not card.startswith(led + "-"))
    answer = run.try_move({"type": "play", "card": off})
    assert answer["status"] == "wrong" and "must follow" in answer["feedback"]
    assert run.view()["players"][run.seat]["hand"] == hand
    assert run.show_me()["status"] == "done"
