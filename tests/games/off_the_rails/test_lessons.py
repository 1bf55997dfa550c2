"""The Off the Rails lessons validate and teach what they say."""

from gameshelf.engine.lessons import LessonRun
from tests.lesson_kit import assert_lessons

IDS = ["track", "speed-and-junctions", "derailing", "collisions", "deposits-and-jewels", "chasm-and-end",
       "solo-goals"]


def test_every_lesson_validates():
    assert_lessons("off-the-rails", IDS)


def test_the_derailing_lesson_keeps_the_jewels_only_after_slowing_down():
    run = LessonRun.open("off-the-rails/derailing")
    cart = run.current()["hint"][0]["cart"]
    jewels = sum(run.view()["carts"][cart]["hold"].values())
    assert run.try_move({"type": "end"})["status"] == "wrong"
    run.show_me()
    run.next()
    assert run.show_me()["status"] == "done"
    assert sum(run.view()["carts"][cart]["hold"].values()) >= jewels > 0


def test_the_solo_lesson_is_a_one_player_game():
    run = LessonRun.open("off-the-rails/solo-goals")
    assert len(run.setup["seats"]) == 1 and run.view()["solo"]
