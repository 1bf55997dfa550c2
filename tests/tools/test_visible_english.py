"""No visible English is written outside the catalogs: a scan of web/ for words given to the page as literals.

JavaScript: a string literal (or a template literal's text outside ${...}) with a word in it, given as an element's
text (`text:`, `.textContent =`, `toast(`), an `aria-label`, a `title`, or a `label:`. HTML: the text of a page's
elements, except what the page translates itself (`data-i18n`), code, scripts and <noscript>; a page written in one
language (`<html data-lang="xx">`) is its own translation and needs one page per catalog language instead.

CHECKED lists the files (or folders) whose conversion is done: whoever converts a file adds it here.
"""

import re
from html.parser import HTMLParser
from pathlib import Path

from gameshelf.engine import messages

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
CHECKED = [
    "app.js", "start.js", "index.html", "embed.html",
    "shell/board.js", "shell/board-cursor.js", "shell/copy.js", "shell/dom.js", "shell/embed.js", "shell/embed",
    "shell/explain.js", "shell/i18n.js", "shell/i18n-format.js", "shell/idle.js", "shell/language-menu.js", "shell/lesson",
    "shell/newgame.js", "shell/page-text.js", "shell/save-file.js", "shell/save-record.js", "shell/setup.js",
    "shell/shelf.js", "shell/storage.js", "shell/update.js", "shell/table", "shell/replay", "games/ticket-to-ride", "games/ticket-to-ride-nordic",
    "games/kingdom-builder", "games/off-the-rails", "games/trick-of-the-rails", "engine-client.js", "worker.js", "sw.js",
]
NAMES = {"Gameshelf"}  # proper names, the same in every language
STRING = r"""("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)"""
SHOWN = re.compile(r"""(?:\btext:\s*|\.textContent\s*=\s*|\btoast\(\s*|["']aria-label["']\s*[:,]\s*|\btitle:\s*|\blabel:\s*)""" + STRING)
MESSAGE_ID = re.compile(r"[a-z0-9-]+(\.[a-z0-9-]+)+")
WORD = re.compile(r"[A-Za-z]{2,}")
SKIPPED_TAGS = {"script", "style", "code", "pre", "noscript", "title"}


def files():
    """Every checked file, folders expanded."""
    for name in CHECKED:
        path = WEB / name
        yield from (sorted(path.rglob("*.js")) if path.is_dir() else [path])


def words_of(literal):
    """The words a literal shows: its text without quotes and ${...} parts, minus proper names (none in a message id)."""
    if MESSAGE_ID.fullmatch(literal[1:-1]):
        return []
    text = re.sub(r"\$\{[^}]*\}", " ", literal[1:-1])
    return [w for w in WORD.findall(text) if w not in NAMES]


def javascript_literals(text):
    """(line, literal) for each shown literal with a word in it."""
    return [(text.count("\n", 0, m.start()) + 1, m.group(1)) for m in SHOWN.finditer(text) if words_of(m.group(1))]


class PageText(HTMLParser):
    """The visible text of a page that it does not translate itself; `lang` is its data-lang, if any."""

    def __init__(self):
        super().__init__()
        self.stack, self.found, self.lang = [], [], None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "html":
            self.lang = attrs.get("data-lang")
        if tag not in {"meta", "link", "br", "img", "input"}:
            self.stack.append((tag, "data-i18n" in attrs))

    def handle_endtag(self, tag):
        while self.stack and self.stack.pop()[0] != tag:
            pass

    def handle_data(self, data):
        if any(tag in SKIPPED_TAGS or own for tag, own in self.stack):
            return
        if [w for w in WORD.findall(data) if w not in NAMES]:
            self.found.append(data.strip())


def page_text(path):
    """The PageText of an HTML file."""
    parser = PageText()
    parser.feed(path.read_text())
    return parser


def test_checked_javascript_shows_no_literal_words():
    found = [f"{path.relative_to(WEB)}:{line}: {literal}" for path in files() if path.suffix == ".js"
             for line, literal in javascript_literals(path.read_text())]
    assert found == []


def test_checked_pages_translate_their_words_or_have_a_page_per_language():
    for path in files():
        if path.suffix != ".html":
            continue
        page = page_text(path)
        if page.lang:
            for lang in messages.languages():
                other = path if lang == page.lang else path.with_name(f"{path.stem}.{lang}.html")
                assert other.exists() and page_text(other).lang == lang, f"{path.name} has no {lang} page"
        else:
            assert page.found == [], f"{path.name} shows words it does not translate"


def test_the_scan_finds_english_in_every_form():
    sample = '''el("p", { text: "Hello there" }); node.textContent = `Saved ${n} games`; toast("Oops");
    el("a", { attrs: { "aria-label": "Close it" }, title: 'Go' }); el("b", { text: t("x.y") }); el("i", { text: "×" });'''
    assert [literal for _, literal in javascript_literals(sample)] == ['"Hello there"', "`Saved ${n} games`", '"Oops"', '"Close it"', "'Go'"]
    parser = PageText()
    parser.feed('<p>Hello <code>x</code></p><h1 data-i18n="a.b">Hi there</h1><noscript>No JS</noscript>')
    assert parser.found == ["Hello"]
