"""The explainer page in every language from one template: the same structure, ids, links and code samples; every
text in every language; texts escaped; a language without its texts stops the build."""

import json
import re
import shutil
from html.parser import HTMLParser

import pytest

from gameshelf.engine import messages
from tools import explain_pages
from tools.explain_pages import EXPLAIN, TEMPLATE, explain_pages as pages_of, render, template_keys

WORD = re.compile(r"[A-Za-z]{2,}")
INLINE = {"code", "strong", "em"}  # what a text's Markdown may make


class Outline(HTMLParser):
    """A page's elements but a text's own markup (tag, id, class, link), its <pre> texts, and its words outside code."""

    def __init__(self, html):
        super().__init__()
        self.tags, self.snippets, self.words, self.open = [], [], [], []
        self.links = {}
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag not in INLINE:
            self.tags.append((tag, attrs.get("id"), attrs.get("class"), attrs.get("href") if tag != "a" or "hreflang" not in attrs else "lang"))
        if "hreflang" in attrs:
            self.links[attrs["hreflang"]] = attrs["href"]
        if tag == "pre":
            self.snippets.append("")
        if tag not in {"meta", "link", "br"}:
            self.open.append(tag)

    def handle_endtag(self, tag):
        while self.open and self.open.pop() != tag:
            pass

    def handle_data(self, data):
        if "pre" in self.open:
            self.snippets[-1] += data
        elif not {"code", "script", "title"} & set(self.open):
            self.words += [w for w in WORD.findall(data) if w != "Gameshelf"]


@pytest.fixture(scope="module")
def pages():
    """{lang: Outline} of the built pages."""
    built = pages_of()
    assert set(built) == {"explain.html" if lang == "en" else f"explain.{lang}.html" for lang in messages.languages()}
    return {lang: Outline(built["explain.html" if lang == "en" else f"explain.{lang}.html"].decode()) for lang in messages.languages()}


def texts(lang):
    """A language's texts as written."""
    return json.loads((EXPLAIN / f"{lang}.json").read_text(encoding="utf-8"))


def test_every_text_is_in_every_language_and_the_template_uses_each():
    wanted = set(template_keys(TEMPLATE.read_text(encoding="utf-8")))
    for lang in messages.languages():
        words = texts(lang)
        assert set(words) == wanted, lang
        assert all(isinstance(text, str) and text.strip() for text in words.values()), lang


def test_the_pages_have_the_same_structure_ids_and_links(pages):
    english = pages["en"]
    assert english.links == {"fr": "explain.fr.html"} and pages["fr"].links == {"en": "explain.html"}
    assert {"position", "replay", "lesson", "height", "walkthrough", "messages", "lesson-index"} <= {t[1] for t in english.tags}
    for lang, page in pages.items():
        assert page.tags == english.tags, f"the {lang} page is built unlike the English one"


def test_the_pages_have_the_same_code_samples_but_for_their_words(pages):
    """The snippets are alike once each language's words in them (frame titles, a button, a log line) are named."""
    kinds = template_keys(TEMPLATE.read_text(encoding="utf-8"))

    def generic(lang):
        snippets = [re.sub(r"&amp;lang=[a-z]+", "", s) for s in pages[lang].snippets]
        for key, text in texts(lang).items():
            if kinds[key] == "text":
                snippets = [s.replace(text, "{" + key + "}") for s in snippets]
        return snippets

    english = generic("en")
    assert len(english) == 5 and "gameshelf:goto" in english[4]
    assert all(generic(lang) == english for lang in pages)
    assert "&amp;lang=fr" in pages["fr"].snippets[2] and "lang=" not in pages["en"].snippets[2], "a French lesson link says fr"


def test_the_template_shows_no_words_of_its_own():
    page = render(TEMPLATE.read_text(encoding="utf-8"), "en", {key: "" for key in template_keys(TEMPLATE.read_text())},
                  {"lang": "en", "languages": "", "lang-param": ""})
    assert Outline(page).words == []


def test_a_text_is_markdown_with_raw_html_escaped():
    page = render("<p>{{md:a}}</p><code>{{text:b}}</code>", "en", {"a": "**bold** `<b>` <img src=x>", "b": '<i> & "'}, {})
    assert page == '<p><strong>bold</strong> <code>&lt;b&gt;</code> &lt;img src=x&gt;</p><code>&lt;i&gt; &amp; &quot;</code>'


def test_a_language_without_all_its_texts_stops_the_build(tmp_path, monkeypatch):
    shutil.copytree(EXPLAIN, tmp_path / "explain")
    french = texts("fr")
    del french["intro"]
    (tmp_path / "explain" / "fr.json").write_text(json.dumps(french), encoding="utf-8")
    monkeypatch.setattr(explain_pages, "EXPLAIN", tmp_path / "explain")
    with pytest.raises(SystemExit, match=r"fr\.json: missing \['intro'\]"):
        pages_of()
    (tmp_path / "explain" / "fr.json").unlink()
    with pytest.raises(SystemExit, match="no texts in fr"):
        pages_of()
