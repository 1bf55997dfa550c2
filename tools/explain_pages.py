"""The explainer page (explain.html, explain.<lang>.html): one template, tools/explain/page.html (layout, snippets,
ids, links), filled with each language's texts, tools/explain/<lang>.json (inline Markdown, or plain text where the
template says `text:`), rendered by markdown-it-py like the rules pages."""

import html
import json
import re

from markdown_it import MarkdownIt

from tools.common import ROOT
from tools.messages import messages_module

EXPLAIN = ROOT / "tools" / "explain"
TEMPLATE = EXPLAIN / "page.html"
PLACEHOLDER = re.compile(r"\{\{(md|text|page):([a-z0-9.-]+)\}\}")  # {{md:intro}}, {{text:title}}, {{page:lang}}
INLINE = MarkdownIt("commonmark", {"html": False})  # raw HTML in a text comes out escaped


def page_name(lang):
    """explain.html in English, explain.<lang>.html in another language."""
    return "explain.html" if lang == "en" else f"explain.{lang}.html"


def template_keys(template):
    """{text id: "md" or "text"} of every text the template places."""
    return {key: kind for kind, key in PLACEHOLDER.findall(template) if kind != "page"}


def texts(lang):
    """A language's texts {id: text}, from tools/explain/<lang>.json."""
    path = EXPLAIN / f"{lang}.json"
    if not path.exists():
        raise SystemExit(f"the explainer page has no texts in {lang}: write tools/explain/{lang}.json (en.json, translated)")
    return json.loads(path.read_text(encoding="utf-8"))


def render(template, lang, words, page):
    """The template with a language's texts and the page's own values (`page`: {name: HTML}) in place."""
    def fill(match):
        kind, key = match.groups()
        if kind == "page":
            return page[key]
        return INLINE.renderInline(words[key]) if kind == "md" else html.escape(words[key])
    return PLACEHOLDER.sub(fill, template)


def explain_pages(messages=None):
    """{dist path: bytes}: the explainer page in every language of the catalogs, each linking to the others."""
    messages = messages or messages_module()
    template = TEMPLATE.read_text(encoding="utf-8")
    wanted = template_keys(template)
    languages = messages.languages()
    pages = {}
    for lang in languages:
        words = texts(lang)
        if words.keys() != wanted.keys():
            raise SystemExit(f"tools/explain/{lang}.json: missing {sorted(wanted.keys() - words.keys())}, "
                             f"not in the template {sorted(words.keys() - wanted.keys())}")
        links = " ".join(f'<a class="language-link" href="{page_name(other)}" hreflang="{other}" lang="{other}">'
                         f'{html.escape(messages.text(messages.msg("shell.language.name"), other))}</a>'
                         for other in languages if other != lang)
        page = {"lang": lang, "languages": links, "lang-param": "" if lang == "en" else f"&amp;amp;lang={lang}"}
        pages[page_name(lang)] = render(template, lang, words, page).encode()
    return pages
