"""Rules pages: a game's Markdown rendered by markdown-it-py (raw HTML escaped, only web and in-page links, unique
heading ids, tables), each lesson of the game inline at the rule it teaches (booted by shell/lesson/rules-page.js)."""

import html
import re

from markdown_it import MarkdownIt
from markdown_it.token import Token

ALIGN = re.compile(r"text-align:(left|right|center)")

RULES_PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#1f5f66">
<meta http-equiv="Content-Security-Policy" content="{csp}">
<title>{title} rules · Gameshelf</title>
<link rel="icon" href="../icons/icon-192.png">
<link rel="stylesheet" href="../style.css">
<link rel="stylesheet" href="../rules.css">{script}
</head>
<body class="rules-page">
<header class="rules-header"><a href="../">&larr; Back to the shelf</a></header>
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


def web_or_anchor(url):
    """Only http(s) links and in-page anchors become links; anything else (javascript:, data:, files) stays text."""
    return url.startswith(("https://", "http://", "#"))


def slug(text):
    """An id for a heading."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "section"


def heading_ids(state):
    """A core rule: give every heading an id made from its text, unique within the page (-2, -3… on repeats)."""
    used = set()
    for i, token in enumerate(state.tokens):
        if token.type == "heading_open":
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


def lesson_block(game_id, lesson, number, count, level):
    """A lesson at its rule: its title and every step's text and prompt, readable without JavaScript (escaped)."""
    esc = html.escape
    steps = "".join(f'<li><p>{esc(step["text"])}</p><p class="rules-lesson-prompt">{esc(step["prompt"])}</p></li>'
                    for step in lesson["steps"])
    many = len(lesson["steps"]) > 1
    return (f'<section class="rules-lesson" data-lesson="{esc(game_id)}/{esc(lesson["id"])}" '
            f'aria-labelledby="lesson-{esc(lesson["id"])}">\n'
            f'<p class="rules-lesson-kicker">Lesson {number} of {count} · {len(lesson["steps"])} step{"s" if many else ""}</p>\n'
            f'<h{level} id="lesson-{esc(lesson["id"])}">{esc(lesson["title"])}</h{level}>\n'
            f'<ol class="rules-lesson-steps">{steps}</ol>\n</section>\n')


def lesson_blocks(state):
    """A core rule: put each lesson of env["lessons"] at the end of the section of the heading its `rule` names."""
    game_id, lessons = state.env.get("game"), state.env.get("lessons") or []
    placed = {}  # token index -> [html blocks]
    for number, lesson in enumerate(lessons, 1):
        anchor = lesson["rule"].lstrip("#")
        at = next((i for i, t in enumerate(state.tokens) if t.type == "heading_open" and t.attrGet("id") == anchor), None)
        if at is None:
            continue
        level = int(state.tokens[at].tag[1])
        end = next((i for i in range(at + 1, len(state.tokens)) if state.tokens[i].type == "heading_open"
                    and int(state.tokens[i].tag[1]) <= level), len(state.tokens))
        placed.setdefault(end, []).append(lesson_block(game_id, lesson, number, len(lessons), min(level + 1, 6)))
    for end in sorted(placed, reverse=True):
        token = Token("html_block", "", 0)
        token.content = "".join(placed[end])
        state.tokens.insert(end, token)


def markdown_renderer():
    """CommonMark with tables, raw HTML off (it is escaped), the link rule above, heading ids, lessons and wrapped tables."""
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    md.validateLink = web_or_anchor
    md.core.ruler.push("heading_ids", heading_ids)
    md.core.ruler.push("lesson_blocks", lesson_blocks)
    md.add_render_rule("link_open", render_link_open)
    md.add_render_rule("th_open", render_cell_open)
    md.add_render_rule("td_open", render_cell_open)
    md.add_render_rule("table_open", lambda self, tokens, idx, options, env: '<div class="table"><table>\n')
    md.add_render_rule("table_close", lambda self, tokens, idx, options, env: "</table></div>\n")
    return md


MARKDOWN = markdown_renderer()


def markdown_to_html(text, game_id=None, lessons=()):
    """HTML for a rules page's Markdown (raw HTML in it comes out as text), each lesson at the rule it teaches."""
    return MARKDOWN.render(text, {"game": game_id, "lessons": list(lessons)}).strip()


def rules_page(title, markdown, game_id=None, lessons=()):
    """A rules page: the game's Markdown as HTML in the site's colours, its lessons inline, a way back to the shelf."""
    return RULES_PAGE.format(title=html.escape(title), csp=CSP, script=LESSON_SCRIPT if lessons else "",
                             body=markdown_to_html(markdown, game_id, lessons))
