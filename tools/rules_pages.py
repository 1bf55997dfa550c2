"""Rules pages: a game's Markdown rendered by markdown-it-py (raw HTML escaped, only web and in-page links, unique heading ids, tables)."""

import html
import re

from markdown_it import MarkdownIt

ALIGN = re.compile(r"text-align:(left|right|center)")
ANCHOR_SUFFIX = re.compile(r"\s*\{#([a-z0-9-]+)\}\s*$")  # "## Prendre des cartes {#taking-cards}"

RULES_PAGE = """<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#1f5f66">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self' 'unsafe-inline'">
<title>{title}</title>
<link rel="icon" href="../icons/icon-192.png">
<style>
:root {{ --bg: #f4f1ea; --card: #ffffff; --ink: #1f2a30; --muted: #66727a; --line: #e2ddd2; --accent: #1f5f66; --soft: #e3efee; }}
* {{ box-sizing: border-box; }}
body {{ margin: 0; background: var(--bg); color: var(--ink); font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }}
header {{ position: sticky; top: 0; background: var(--card); border-bottom: 1px solid var(--line); padding: 0 1rem; min-height: 56px; display: flex; align-items: center; }}
header {{ justify-content: space-between; gap: 1rem; }}
header a {{ color: var(--accent); font-weight: 600; text-decoration: none; padding: .6rem 0; }}
main {{ max-width: 52rem; margin: 0 auto; padding: 1rem 1rem 4rem; }}
h1 {{ font-size: 1.7rem; line-height: 1.25; }} h2 {{ margin-top: 2rem; padding-bottom: .2rem; border-bottom: 1px solid var(--line); }}
a {{ color: var(--accent); }}
code {{ background: var(--soft); border-radius: 4px; padding: 0 .25em; font-size: .92em; overflow-wrap: anywhere; }}
pre {{ background: var(--card); border: 1px solid var(--line); padding: .75rem; overflow-x: auto; border-radius: 8px; }}
pre code {{ background: none; padding: 0; }}
blockquote {{ margin: 1rem 0; padding: .2rem 1rem; border-left: 4px solid var(--accent); background: var(--card); }}
.table {{ overflow-x: auto; margin: 1rem 0; }}
table {{ border-collapse: collapse; font-size: .93rem; background: var(--card); }}
th, td {{ border: 1px solid var(--line); padding: .3rem .55rem; text-align: left; vertical-align: top; }}
th {{ background: var(--soft); }} .right {{ text-align: right; }} .center {{ text-align: center; }}
</style>
</head>
<body>
<header><a href="../">{back}</a>{languages}</header>
<main>
{body}
</main>
</body>
</html>
"""


def web_or_anchor(url):
    """Only http(s) links and in-page anchors become links; anything else (javascript:, data:, files) stays text."""
    return url.startswith(("https://", "http://", "#"))


def slug(text):
    """An id for a heading."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "section"


def heading_anchors(state):
    """A core rule before inline parsing: a heading ending in {#anchor} gets that id, the suffix removed."""
    for i, token in enumerate(state.tokens):
        anchor = token.type == "heading_open" and ANCHOR_SUFFIX.search(state.tokens[i + 1].content)
        if anchor:
            token.attrSet("id", anchor.group(1))
            state.tokens[i + 1].content = state.tokens[i + 1].content[: anchor.start()]


def heading_ids(state):
    """A core rule: give every other heading an id made from its text, unique within the page (-2, -3… on repeats)."""
    used = {token.attrGet("id") for token in state.tokens if token.type == "heading_open"} - {None}
    for i, token in enumerate(state.tokens):
        if token.type == "heading_open" and token.attrGet("id") is None:
            anchor = base = slug(state.tokens[i + 1].content)
            n = 1
            while anchor in used:
                n += 1
                anchor = f"{base}-{n}"
            used.add(anchor)
            token.attrSet("id", anchor)


def render_link_open(self, tokens, idx, options, env):
    """External links open without handing the rules page to the target."""
    token = tokens[idx]
    if not token.attrGet("href").startswith("#"):
        token.attrSet("rel", "noopener noreferrer")
    return self.renderToken(tokens, idx, options, env)


def render_cell_open(self, tokens, idx, options, env):
    """A table cell's alignment as a class of the page's style sheet rather than an inline style."""
    token = tokens[idx]
    align = ALIGN.search(token.attrGet("style") or "")
    if token.attrs.pop("style", None) is not None and align and align.group(1) != "left":
        token.attrSet("class", align.group(1))
    return self.renderToken(tokens, idx, options, env)


def markdown_renderer():
    """CommonMark with tables, raw HTML off (it is escaped), the link rule above, heading ids and wrapped tables."""
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    md.validateLink = web_or_anchor
    md.core.ruler.before("inline", "heading_anchors", heading_anchors)
    md.core.ruler.push("heading_ids", heading_ids)
    md.add_render_rule("link_open", render_link_open)
    md.add_render_rule("th_open", render_cell_open)
    md.add_render_rule("td_open", render_cell_open)
    md.add_render_rule("table_open", lambda self, tokens, idx, options, env: '<div class="table"><table>\n')
    md.add_render_rule("table_close", lambda self, tokens, idx, options, env: "</table></div>\n")
    return md


MARKDOWN = markdown_renderer()


def markdown_to_html(text):
    """HTML for a rules page's Markdown; raw HTML in it comes out as text."""
    return MARKDOWN.render(text).strip()


def rules_page(markdown, lang, title, back, others=()):
    """A rules page in one language: the Markdown as HTML in the site's colours, a way back, links to `others` [(lang, name, href)]."""
    links = "".join(f'<a href="{html.escape(href)}" hreflang="{lang_}" lang="{lang_}">{html.escape(name)}</a>' for lang_, name, href in others)
    return RULES_PAGE.format(lang=html.escape(lang), title=html.escape(title), back=html.escape(back),
                             languages=links, body=markdown_to_html(markdown))


def headings(markdown):
    """[(level tag, id)] of a page's headings, in order."""
    return [(token.tag, token.attrGet("id")) for token in MARKDOWN.parse(markdown) if token.type == "heading_open"]


def heading_mismatch(english, translated):
    """Where a translated page's headings first differ from the English page's (tag, id) list, or None."""
    want, got = headings(english), headings(translated)
    for i, (a, b) in enumerate(zip(want, got)):
        if a != b:
            return f"heading {i + 1} is {b[0]} #{b[1]}, the English page has {a[0]} #{a[1]}"
    return None if len(want) == len(got) else f"it has {len(got)} headings, the English page {len(want)}"


def page_name(gid, lang):
    """A rules page's file name: <game-id>.html in English, <game-id>.<lang>.html in another language."""
    return f"{gid}.html" if lang == "en" else f"{gid}.{lang}.html"


def game_rules_pages(gid, title, rules, messages):
    """{dist path: bytes}: a game's rules page in every language it has ({lang: Markdown}), each linking to the others.

    A translated page must have the English page's headings, in order, with the same levels and ids
    (`## Prendre des cartes {#taking-cards}`). The page's own words come from the catalogs (`messages` is gameshelf.engine.messages); the game's
    name is its `<game-id>.title` message where the catalog has one, else its English title.
    """
    pages = {}
    for lang, markdown in rules.items():
        mismatch = lang != "en" and heading_mismatch(rules["en"], markdown)
        if mismatch:
            raise SystemExit(f"the {lang} rules page of {gid} does not follow the English headings: {mismatch} "
                             "(end each heading with the English heading's {#id})")
        catalog = messages.catalog(lang)
        name = messages.msg(f"{gid}.title") if f"{gid}.title" in catalog else title
        others = [(other, messages.text(messages.msg("shell.language.name"), other), page_name(gid, other)) for other in rules if other != lang]
        page = rules_page(markdown, lang, title=messages.text(messages.msg("shell.rules.title", game=name), lang),
                          back=messages.text(messages.msg("shell.rules.back"), lang), others=others)
        pages[f"rules/{page_name(gid, lang)}"] = page.encode()
    return pages
