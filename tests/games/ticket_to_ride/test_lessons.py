"""The Ticket to Ride (USA) lessons validate and teach what they say."""

from gameshelf.engine.lessons import LessonRun
from tests.lesson_kit import assert_lessons

IDS = ["taking-cards", "color-and-locomotives", "gray-routes", "double-routes", "tickets",
       "last-round-and-longest-path"]


def test_every_lesson_validates():
    assert_lessons("ticket-to-ride", IDS)


def test_a_face_up_locomotive_is_never_the_second_card():
    run = LessonRun.open("ticket-to-ride/taking-cards")
    assert run.show_me()["status"] == "solved"
    run.next()
    loco = run.view()["face_up"].index("locomotive")
    answer = run.try_move({"type": "draw_face_up", "slot": loco})
    assert answer["status"] == "wrong" and "never be your second card" in answer["feedback"]
    run.show_me()
    run.next()
    hand = sum(run.view()["players"][run.seat]["hand"].values())
    assert run.show_me()["status"] == "done"
    assert sum(run.view()["players"][run.seat]["hand"].values()) == hand + 1, "one locomotive, the whole draw"
    assert run.view()["turn"] != run.seat


def test_every_nordic_lesson_validates():
    assert_lessons("ticket-to-ride-nordic",
                   ["locomotives-not-wild", "ferries", "tunnels", "murmansk-lieksa", "globetrotter"])


def test_a_tunnel_asks_for_the_extra_after_three_cards_are_turned():
    run = LessonRun.open("ticket-to-ride-nordic/tunnels")
    run.show_me()
    pending = run.view()["pending"]
    assert pending["kind"] == "tunnel" and len(pending["revealed"]) == 3 and pending["extra"] >= 1
    run.next()
    assert run.try_move({"type": "tunnel_withdraw"})["status"] == "done", "withdrawing is a right answer too"
