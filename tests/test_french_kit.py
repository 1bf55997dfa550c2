"""The French content checks refuse every kind of mismatch they are meant to catch."""

import json

import pytest

from tests.french_kit import check_lessons_overlay, check_rules_page

ENGLISH_PAGE = "# Game\n\n## On your turn\n\n### Draw\n\nSee [the end](#the-end).\n\n## The end\n\n## Notes\n\n### Draw\n"
FRENCH_PAGE = ("# Jeu {#game}\n\n## À votre tour {#on-your-turn}\n\n### Piocher {#draw}\n\nVoir [la fin](#the-end).\n\n"
               "## Fin {#the-end}\n\n## Notes {#notes}\n\n### Piocher {#draw-2}\n")
ENGLISH_LESSONS = {"lessons": [{"id": "a", "title": "A", "rule": "#x", "seat": 0, "start": {}, "steps": [
    {"text": "t", "prompt": "p", "check": {}, "feedback": "f", "wrong": [{"move": {}, "feedback": "w1"}, {"move": {}, "feedback": "w2"}],
     "hint": [], "solution": {}, "success": "s"},
    {"text": "t", "prompt": "p", "check": {}, "feedback": "f", "wrong": [{"move": {}, "feedback": "w"}], "hint": [], "solution": {}}]}]}
FRENCH_LESSONS = {"lessons": {"a": {"title": "A fr", "steps": [
    {"text": "t fr", "prompt": "p fr", "feedback": "f fr", "success": "s fr", "wrong": ["w1 fr", "w2 fr"]},
    {"text": "t fr", "prompt": "p fr", "feedback": "f fr", "wrong": ["w fr"]}]}}}


def pages(tmp_path, french):
    """The English sample page and the given French one, written to files."""
    (tmp_path / "rules.md").write_text(ENGLISH_PAGE, encoding="utf-8")
    (tmp_path / "rules.fr.md").write_text(french, encoding="utf-8")
    return tmp_path / "rules.md", tmp_path / "rules.fr.md"


def overlays(tmp_path, french):
    """The English sample lessons and the given French overlay, written to files."""
    (tmp_path / "lessons.json").write_text(json.dumps(ENGLISH_LESSONS), encoding="utf-8")
    (tmp_path / "lessons.fr.json").write_text(json.dumps(french), encoding="utf-8")
    return tmp_path / "lessons.json", tmp_path / "lessons.fr.json"


def test_a_faithful_page_and_overlay_pass(tmp_path):
    check_rules_page(*pages(tmp_path, FRENCH_PAGE))
    check_lessons_overlay(*overlays(tmp_path, FRENCH_LESSONS))


@pytest.mark.parametrize("broken", [
    FRENCH_PAGE.replace(" {#draw-2}", " {#draw}"),                       # a repeat without its -2
    FRENCH_PAGE.replace(" {#notes}", ""),                                # a heading without its anchor
    FRENCH_PAGE.replace("## Notes", "### Notes"),                        # another level
    FRENCH_PAGE.replace("\n## Fin {#the-end}\n", "\n"),                  # a heading left out
    FRENCH_PAGE.replace("(#the-end)", "(#la-fin)"),                      # a link to no heading
    ENGLISH_PAGE,                                                        # not translated at all
])
def test_a_page_that_strays_from_the_english_is_refused(tmp_path, broken):
    with pytest.raises(AssertionError):
        check_rules_page(*pages(tmp_path, broken))


REMOVE = object()


def edited(data, path, value=REMOVE):
    """A deep copy of a JSON value with the item at path replaced by value, or removed."""
    data = json.loads(json.dumps(data))
    *parents, last = path
    target = data
    for key in parents:
        target = target[key]
    if value is REMOVE:
        del target[last]
    else:
        target[last] = value
    return data


STEP0 = ("lessons", "a", "steps", 0)


@pytest.mark.parametrize("broken", [
    edited(FRENCH_LESSONS, (*STEP0, "success")),                          # a missing field
    edited(FRENCH_LESSONS, ("lessons", "a", "steps", 1, "success"), "s"),  # an extra field
    edited(FRENCH_LESSONS, (*STEP0, "wrong", 1)),                         # one wrong feedback short
    edited(FRENCH_LESSONS, ("lessons", "a", "steps", 1)),                 # a step short
    edited(FRENCH_LESSONS, (*STEP0, "prompt"), " "),                   # blank text
    edited(FRENCH_LESSONS, (*STEP0, "check"), {}),                     # moves and checks stay in English
    edited(FRENCH_LESSONS, ("lessons", "b"), FRENCH_LESSONS["lessons"]["a"]),  # a lesson English lacks
    {"lessons": {}},                                                     # a lesson left out
])
def test_an_overlay_that_strays_from_the_english_is_refused(tmp_path, broken):
    with pytest.raises(AssertionError):
        check_lessons_overlay(*overlays(tmp_path, broken))
