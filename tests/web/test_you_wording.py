"""Sentences whose subject is the viewer ("You", the learner's seat in a lesson) take their own second-person
message in every language: never "You is building" / "Vous construit"."""

import pytest

from tests.web.conftest import wait_ready
from tests.web.test_lessons import ALL_LESSONS, boot, kb_solve, player

WORDS = {"en": ("", "You are building on desert."), "fr": (".fr", "Vous construisez sur un désert.")}


@pytest.mark.parametrize("lang", WORDS)
def test_a_solved_kingdom_builder_lesson_says_you_are_building(page, site_url, lang):
    suffix, sentence = WORDS[lang]
    page.goto(f"{site_url}rules/kingdom-builder{suffix}.html")
    wait_ready(page)
    ref = page.evaluate(ALL_LESSONS)[0]
    boot(page, ref)
    kb_solve(page, ref)
    text = player(page, ref).locator(".lesson-panel").inner_text()
    assert sentence in text
    assert "You is" not in text and "Vous construit" not in text
