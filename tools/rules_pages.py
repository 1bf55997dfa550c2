"""Rules pages: a game's Markdown rendered by markdown-it-py (raw HTML escaped, only web and in-page links, unique
heading ids, tables), each lesson of the game inline at the rule it teaches (booted by shell/lesson/rules-page.js)."""

import html
import re

from markdown_it import MarkdownIt
from markdown_it.token import Token

from tools.messages import messages_module

MESSAGES = messages_module()  # the catalogs as this build found them
msg = MESSAGES.msg

ALIGN = re.compile(r"text-align:(left|right|center)")
ANCHOR_SUFFIX = re.compile(r"\s*\{#([a-z0-9-]+)\}\s*$")  # "## Prendre des cartes {#taking-cards}"

RULES_PAGE = """<!doctype html>
<html lang="{lang}" data-lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#1f5f66">
<meta http-equiv="Content-Security-Policy" content="{csp}">
<title>{title}</title>
<link rel="icon" href="../icons/icon-192.png">
<link rel="stylesheet" href="../style.css">
<link rel="stylesheet" href="../rules.css">{script}
</head>
<body class="rules-page">
<header class="rules-header"><a href="../">{back}</a>{languages}</header>
<main>
{body}
</main>
</body>
</html>
"""
# Styles only from the site's files; scripts only the site's own modules (the lesson boards' worker runs Python).
CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'; "
       "img-src 'self' data: blob:; style-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'")
LESSON_SCRIPT = '\n<script type="module" src="../shell/lesson/rules-page.js"></script>'


def english(message):
    """A message as English text (what a page says when it is given no language)."""
    return MESSAGES.text(message)


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


def lesson_list(lessons):
    """The lessons of a game as the shelf lists them: [{id, title, steps, rule}] in teaching order."""
    return [{"id": l["id"], "title": l["title"], "steps": len(l["steps"]), "rule": l["rule"]} for l in lessons]


def lesson_block(game_id, lesson, number, count, level, say):
    """A lesson at its rule: its title and every step's text and prompt, readable without JavaScript (escaped);
    `say(message)` words the kicker in the page's language."""
    esc = html.escape
    steps = "".join(f'<li><p>{esc(step["text"])}</p><p class="rules-lesson-prompt">{esc(step["prompt"])}</p></li>'
                    for step in lesson["steps"])
    kicker = say(msg("shell.lesson.kicker", number=number, count=count, steps=msg("shell.lesson.steps", n=len(lesson["steps"]))))
    return (f'<section class="rules-lesson" data-lesson="{esc(game_id)}/{esc(lesson["id"])}" '
            f'aria-labelledby="lesson-{esc(lesson["id"])}">\n'
            f'<p class="rules-lesson-kicker">{esc(kicker)}</p>\n'
            f'<h{level} id="lesson-{esc(lesson["id"])}">{esc(lesson["title"])}</h{level}>\n'
            f'<ol class="rules-lesson-steps">{steps}</ol>\n</section>\n')


def lesson_blocks(state):
    """A core rule: put each lesson of env["lessons"] at the end of the section of the heading its `rule` names."""
    game_id, lessons, say = state.env.get("game"), state.env.get("lessons") or [], state.env.get("say")
    placed = {}  # token index -> [html blocks]
    for number, lesson in enumerate(lessons, 1):
        anchor = lesson["rule"].lstrip("#")
        at = next((i for i, t in enumerate(state.tokens) if t.type == "heading_open" and t.attrGet("id") == anchor), None)
        if at is None:
            continue
        level = int(state.tokens[at].tag[1])
        end = next((i for i in range(at + 1, len(state.tokens)) if state.tokens[i].type == "heading_open"
                    and int(state.tokens[i].tag[1]) <= level), len(state.tokens))
        placed.setdefault(end, []).append(lesson_block(game_id, lesson, number, len(lessons), min(level + 1, 6), say))
    for end in sorted(placed, reverse=True):
        token = Token("html_block", "", 0)
        token.content = "".join(placed[end])
        state.tokens.insert(end, token)


def markdown_renderer():
    """CommonMark with tables, raw HTML off (it is escaped), the link rule above, heading ids, lessons and wrapped tables."""
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    md.validateLink = web_or_anchor
    md.core.ruler.before("inline", "heading_anchors", heading_anchors)
    md.core.ruler.push("heading_ids", heading_ids)
    md.core.ruler.push("lesson_blocks", lesson_blocks)
    md.add_render_rule("link_open", render_link_open)
    md.add_render_rule("th_open", render_cell_open)
    md.add_render_rule("td_open", render_cell_open)
    md.add_render_rule("table_open", lambda self, tokens, idx, options, env: '<div class="table"><table>\n')
    md.add_render_rule("table_close", lambda self, tokens, idx, options, env: "</table></div>\n")
    return md


MARKDOWN = markdown_renderer()


def markdown_to_html(text, game_id=None, lessons=(), say=english):
    """HTML for a rules page's Markdown (raw HTML in it comes out as text), each lesson at the rule it teaches,
    its own words from `say(message)`."""
    return MARKDOWN.render(text, {"game": game_id, "lessons": list(lessons), "say": say}).strip()


def rules_page(markdown, lang, title, back, others=(), game_id=None, lessons=(), say=english):
    """A rules page in one language: the Markdown as HTML in the site's colours, its lessons inline, a way back,
    links to `others` [(lang, name, href)]."""
    links = "".join(f'<a href="{html.escape(href)}" hreflang="{lang_}" lang="{lang_}">{html.escape(name)}</a>' for lang_, name, href in others)
    return RULES_PAGE.format(lang=html.escape(lang), title=html.escape(title), back=html.escape(back), languages=links,
                             csp=CSP, script=LESSON_SCRIPT if lessons else "", body=markdown_to_html(markdown, game_id, lessons, say))


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


def game_rules_pages(gid, title, rules, messages, lessons=None):
    """{dist path: bytes}: a game's rules page in every language it has ({lang: Markdown}), each linking to the others
    and showing the game's lessons ({lang: [lesson]}) in its language.

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
                          back=messages.text(messages.msg("shell.rules.back"), lang), others=others,
                          game_id=gid, lessons=(lessons or {}).get(lang, []), say=lambda message, lang=lang: messages.text(message, lang))
        pages[f"rules/{page_name(gid, lang)}"] = page.encode()
    return pages
