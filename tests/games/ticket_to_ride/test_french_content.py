"""The French rules pages and lesson texts of Ticket to Ride (USA and Nordic Countries) mirror the English ones."""

from pathlib import Path

import pytest

from tests.french_kit import check_lessons_overlay, check_rules_page

GAME = Path(__file__).resolve().parents[3] / "pysrc" / "gameshelf" / "games" / "ticket_to_ride"


@pytest.mark.parametrize("page", ["rules", "rules-nordic"])
def test_the_french_rules_page_has_the_english_headings_anchors_and_links(page):
    check_rules_page(GAME / f"{page}.md", GAME / f"{page}.fr.md")


@pytest.mark.parametrize("lessons", ["lessons", "lessons-nordic"])
def test_the_french_lesson_texts_cover_every_english_lesson_field(lessons):
    check_lessons_overlay(GAME / f"{lessons}.json", GAME / f"{lessons}.fr.json")
