"""Checks every game's French content shares: a rules page mirrors the English headings and anchors, a lesson overlay the English text fields."""

import json
import re
from pathlib import Path

from tools.rules_pages import MARKDOWN

ANCHOR = re.compile(r"^(?P<text>.*\S)\s+\{#(?P<anchor>[a-z0-9-]+)\}$")
STEP_TEXTS = ("text", "prompt", "feedback", "success")


def headings(markdown):
    """(level, text as written, id) of every heading of a Markdown page, the id being the one the build gives it
    (the build strips a `{#anchor}` suffix from the text it shows; the text here keeps it)."""
    lines = markdown.splitlines()
    return [(int(token.tag[1:]), lines[token.map[0]].lstrip("#").strip(), token.attrGet("id"))
            for token in MARKDOWN.parse(markdown) if token.type == "heading_open"]


def link_targets(markdown):
    """The anchors (without '#') of a Markdown page's in-page links."""
    return [token.attrGet("href")[1:]
            for block in MARKDOWN.parse(markdown) if block.type == "inline"
            for token in block.children if token.type == "link_open" and token.attrGet("href").startswith("#")]


def check_rules_page(en_path, fr_path):
    """The French page has the English headings' levels in order, each ending with the English id as {#anchor}, and its in-page links land."""
    english = Path(en_path).read_text(encoding="utf-8")
    french = Path(fr_path).read_text(encoding="utf-8")
    en, fr = headings(english), headings(french)
    assert [level for level, _, _ in fr] == [level for level, _, _ in en], f"{fr_path}: heading levels differ from {en_path}"
    for (_, en_text, en_id), (_, fr_text, _) in zip(en, fr):
        found = ANCHOR.match(fr_text)
        assert found, f"{fr_path}: heading {fr_text!r} does not end with {{#{en_id}}}"
        assert found["anchor"] == en_id, f"{fr_path}: heading {fr_text!r} is anchored {found['anchor']!r}, English {en_text!r} is {en_id!r}"
    ids = {en_id for _, _, en_id in en}
    missing = sorted(set(link_targets(french)) - ids)
    assert not missing, f"{fr_path}: in-page links to no heading: {missing}"
    assert french.strip() != english.strip(), f"{fr_path}: a copy of {en_path}"


def lesson_texts(lesson):
    """The text fields of an English lesson, shaped as its French overlay must be, every string emptied."""
    return {"title": "", "steps": [
        {**{key: "" for key in STEP_TEXTS if key in step}, **({"wrong": [""] * len(step["wrong"])} if "wrong" in step else {})}
        for step in lesson["steps"]]}


def emptied(value):
    """The same JSON value with every string replaced by ''."""
    if isinstance(value, dict):
        return {key: emptied(item) for key, item in value.items()}
    if isinstance(value, list):
        return [emptied(item) for item in value]
    return "" if isinstance(value, str) else value


def strings(value):
    """Every string inside a JSON value."""
    if isinstance(value, dict):
        return [s for item in value.values() for s in strings(item)]
    if isinstance(value, list):
        return [s for item in value for s in strings(item)]
    return [value] if isinstance(value, str) else []


def check_lessons_overlay(en_path, fr_path):
    """The French overlay has exactly the English lessons' ids and text fields (same steps, same wrong counts) and no empty text."""
    english = json.loads(Path(en_path).read_text(encoding="utf-8"))["lessons"]
    french = json.loads(Path(fr_path).read_text(encoding="utf-8"))
    assert list(french) == ["lessons"], f"{fr_path}: the overlay is {{\"lessons\": {{id: ...}}}}"
    assert sorted(french["lessons"]) == sorted(lesson["id"] for lesson in english), f"{fr_path}: lesson ids differ from {en_path}"
    for lesson in english:
        overlay = french["lessons"][lesson["id"]]
        assert emptied(overlay) == lesson_texts(lesson), f"{fr_path}: {lesson['id']}: text fields differ from {en_path}"
        blank = [s for s in strings(overlay) if not s.strip()]
        assert not blank, f"{fr_path}: {lesson['id']}: empty text"
