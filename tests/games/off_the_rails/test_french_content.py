"""The French rules page and lesson texts of Off the Rails mirror the English ones."""

from pathlib import Path

from tests.french_kit import check_lessons_overlay, check_rules_page

GAME = Path(__file__).resolve().parents[3] / "pysrc" / "gameshelf" / "games" / "off_the_rails"


def test_the_french_rules_page_has_the_english_headings_anchors_and_links():
    check_rules_page(GAME / "rules.md", GAME / "rules.fr.md")


def test_the_french_lesson_texts_cover_every_english_lesson_field():
    check_lessons_overlay(GAME / "lessons.json", GAME / "lessons.fr.json")
