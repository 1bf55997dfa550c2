import re

import pytest

from tools.games import export_games
from gameshelf.engine import messages
from tools.rules_pages import game_rules_pages, markdown_to_html, rules_page

TEXT = """# Rules <script>alert(1)</script>

A *short* paragraph with **bold**, `a < b` and a [link](https://example.org/x?a=1&b=2)
that goes on; [a trap](javascript:alert(1)), [data](data:text/html,x) and [back up](#rules).

<img src=x onerror=alert(1)> and <b>raw</b> inline.

- one
  - nested *item*
- two

3. three
4. four

| card | points | middle |
|:---|---:|:---:|
| A \\| B | 5 | x |

```
x = "<b>"
```
"""


def test_raw_html_in_markdown_is_escaped_not_passed_through():
    html = markdown_to_html(TEXT)
    assert '<h1 id="rules-script-alert-1-script">Rules &lt;script&gt;alert(1)&lt;/script&gt;</h1>' in html
    assert "&lt;img src=x onerror=alert(1)&gt; and &lt;b&gt;raw&lt;/b&gt; inline." in html
    assert "<pre><code>x = &quot;&lt;b&gt;&quot;\n</code></pre>" in html
    assert not re.search(r"<(script|img|b)\b", html)


def test_only_web_and_in_page_links_become_links():
    html = markdown_to_html(TEXT)
    assert '<a href="https://example.org/x?a=1&amp;b=2" rel="noopener noreferrer">link</a>' in html
    assert '<a href="#rules">back up</a>' in html
    assert "javascript:" not in re.sub(r"\[a trap\]\(javascript:alert\(1\)\)", "", html)
    assert "[data](data:text/html,x)" in html and 'href="data' not in html


def test_lists_tables_and_emphasis():
    html = markdown_to_html(TEXT)
    assert "<p>A <em>short</em> paragraph with <strong>bold</strong>, <code>a &lt; b</code> and a" in html
    assert re.sub(r"\s+", "", html).count("<ul><li>one<ul><li>nested<em>item</em></li></ul></li><li>two</li></ul>") == 1
    assert '<ol start="3">' in html
    assert '<div class="table"><table>' in html and "</table></div>" in html
    assert '<th>card</th>\n<th class="right">points</th>\n<th class="center">middle</th>' in html
    assert "<td>A | B</td>" in html and "style=" not in html


def test_heading_ids_are_unique():
    assert markdown_to_html("## Setup\n## Setup\n### Setup") == (
        '<h2 id="setup">Setup</h2>\n<h2 id="setup-2">Setup</h2>\n<h3 id="setup-3">Setup</h3>'
    )


def test_a_rules_page_without_lessons_keeps_its_csp_and_runs_no_script():
    page = rules_page("# Hi", "en", "Tom & Jerry rules", "Back", [("fr", "Fran<ais", "x.fr.html")])
    assert "default-src 'self'" in page and "<script" not in page
    assert "<title>Tom &amp; Jerry rules</title>" in page and '<a href="../">Back</a>' in page
    assert '<a href="x.fr.html" hreflang="fr" lang="fr">Fran&lt;ais</a>' in page


def test_no_rules_page_leaves_a_list_or_table_as_plain_text():
    for gid, game in export_games().items():
        html = markdown_to_html(game["rules"]["en"])
        for paragraph in re.findall(r"<p>(.*?)</p>", html, re.S):
            assert not re.search(r"(^|\n)\s*(\d+\.|[-*+]|\|)\s", paragraph), f"{gid}: Markdown left as text: {paragraph[:80]!r}"


LESSON = {"id": "grey", "title": "Grey <routes>", "rule": "#claim", "seat": 0,
          "steps": [{"text": "Any one colour & no more.", "prompt": "Claim <it>."}]}


def test_a_lesson_sits_at_the_end_of_the_section_of_its_rule_with_its_text_escaped():
    html = markdown_to_html("# Game\n## Claim\nPay.\n### Detail\nMore.\n## Score\nCount.", "ttr", [LESSON])
    section = html.index('<section class="rules-lesson" data-lesson="ttr/grey"')
    assert html.index("More.") < section < html.index('<h2 id="score">'), "after the whole section, before the next h2"
    assert '<h3 id="lesson-grey">Grey &lt;routes&gt;</h3>' in html
    assert "Any one colour &amp; no more." in html and "Claim &lt;it&gt;." in html and "1 step" in html
    assert markdown_to_html("## Other\nText.", "ttr", [LESSON]).count("rules-lesson") == 0, "no heading, no lesson"


def test_a_rules_page_with_lessons_loads_only_the_lesson_module_under_a_strict_csp():
    page = rules_page("## Claim\nPay.", "en", "Ticket rules", "Back", game_id="ttr", lessons=[LESSON])
    csp = next(line for line in page.splitlines() if "Content-Security-Policy" in line)
    assert "style-src 'self';" in csp and "unsafe-inline" not in csp and "script-src 'self' 'wasm-unsafe-eval'" in csp
    assert page.count("<script") == 1 and '<script type="module" src="../shell/lesson/rules-page.js">' in page
    assert "<style" not in page and 'href="../rules.css"' in page


ENGLISH = "# Tiny\n## Taking cards\n## Setup\n## Setup\nSee [taking cards](#taking-cards).\n"
FRENCH = "# Mini {#tiny}\n## Prendre des cartes {#taking-cards}\n## Mise en place {#setup}\n## Mise en place {#setup-2}\nVoir [prendre des cartes](#taking-cards).\n"


def test_a_heading_anchor_suffix_gives_the_english_id_and_is_not_shown():
    english, french = markdown_to_html(ENGLISH), markdown_to_html(FRENCH)
    ids = re.findall(r'<h\d id="([^"]+)"', english)
    assert ids == ["tiny", "taking-cards", "setup", "setup-2"]
    assert re.findall(r'<h\d id="([^"]+)"', french) == ids
    assert '<h2 id="taking-cards">Prendre des cartes</h2>' in french and "{#" not in french
    assert '<a href="#taking-cards">prendre des cartes</a>' in french


def test_a_game_with_a_french_page_gets_both_pages_linking_to_each_other():
    pages = game_rules_pages("tiny-game", "Tiny", {"en": ENGLISH, "fr": FRENCH}, messages)
    assert sorted(pages) == ["rules/tiny-game.fr.html", "rules/tiny-game.html"]
    english, french = pages["rules/tiny-game.html"].decode(), pages["rules/tiny-game.fr.html"].decode()
    assert '<html lang="en" data-lang="en">' in english and '<html lang="fr" data-lang="fr">' in french
    assert '<a href="tiny-game.fr.html" hreflang="fr" lang="fr">Français</a>' in english
    assert '<a href="tiny-game.html" hreflang="en" lang="en">English</a>' in french
    assert "<title>Règles de Tiny · Gameshelf</title>" in french and "← Retour aux jeux" in french
    assert "<title>Tiny rules · Gameshelf</title>" in english


def test_a_game_with_only_an_english_page_links_to_no_other_language():
    pages = game_rules_pages("tiny-game", "Tiny", {"en": ENGLISH}, messages)
    assert list(pages) == ["rules/tiny-game.html"] and "hreflang" not in pages["rules/tiny-game.html"].decode()


@pytest.mark.parametrize("french, mismatch", [
    (FRENCH.replace(" {#taking-cards}", ""), "heading 2 is h2 #prendre-des-cartes, the English page has h2 #taking-cards"),
    (FRENCH.replace("## Mise en place {#setup}", "### Mise en place {#setup}"), "heading 3 is h3 #setup, the English page has h2 #setup"),
    (FRENCH.replace("## Mise en place {#setup-2}\n", ""), "it has 3 headings, the English page 4"),
])
def test_a_translated_page_must_follow_the_english_headings(french, mismatch):
    with pytest.raises(SystemExit, match=re.escape(mismatch)):
        game_rules_pages("tiny-game", "Tiny", {"en": ENGLISH, "fr": french}, messages)
