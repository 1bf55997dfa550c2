import json
import shutil
import subprocess

import pytest

from gameshelf.engine import messages
from gameshelf.engine.messages import MessageError, message_list, msg, seat, text
from tools.common import ROOT

DEMO = {
    "en": {
        "demo.card.locomotive": "Locomotive",
        "demo.card.red": "Red",
        "demo.log.claim": "{seat} claims {route} with {cards}.",
        "demo.log.draw": {"one": "{seat} draws {n} card.", "other": "{seat} draws {n} cards."},
        "demo.log.points": "{seat} scores {points} points.",
        "demo.route": "{from} – {to}",
        "demo.city.kansas-city": "Kansas City",
        "demo.city.new-orleans": "New Orleans",
    },
    "fr": {
        "demo.card.locomotive": "Locomotive",
        "demo.card.red": "Rouge",
        "demo.log.claim": "{seat} prend {route} avec {cards}.",
        "demo.log.draw": {"one": "{seat} pioche {n} carte.", "many": "{seat} pioche {n} de cartes.",
                          "other": "{seat} pioche {n} cartes."},
        "demo.log.points": "{seat} marque {points} points.",
        "demo.route": "{from} – {to}",
        "demo.city.kansas-city": "Kansas City",
        "demo.city.new-orleans": "La Nouvelle-Orléans",
    },
}
CARDS = [msg("demo.card.red"), msg("demo.card.locomotive"), msg("demo.card.red")]
SAMPLES = [
    msg("engine.seat.default", n=3),
    msg("engine.bot.random"),
    msg("demo.log.claim", seat=seat(0), route=msg("demo.route", **{"from": msg("demo.city.kansas-city"), "to": msg("demo.city.new-orleans")}),
        cards=message_list(CARDS)),
    msg("demo.log.claim", seat=seat(2), route="Ligne « A<b> »", cards=message_list(CARDS[:2])),
    msg("demo.log.claim", seat=seat(1), route="x", cards=message_list(CARDS[:1])),
    *(msg("demo.log.draw", seat=seat(1), n=n) for n in (0, 1, 2, 1_000_000)),
    msg("demo.log.points", seat=seat(1), points=1234567),
    msg("demo.log.points", seat=seat(1), points=2.5),
    msg("demo.log.points", seat=seat(1), points=0.1234),
    *(msg("demo.log.points", seat=seat(0), points=p) for p in (-1234, -0.5, 1000.0005, 2.0004999, 10**21)),
]
SEAT_NAMES = ["Ada", "", "Zoé"]


@pytest.fixture
def demo_catalogs(tmp_path, monkeypatch):
    """Catalogs holding the real engine domain plus a demo domain, in en and fr."""
    for lang, entries in DEMO.items():
        (tmp_path / lang).mkdir()
        shutil.copy(messages.CATALOGS / lang / "engine.json", tmp_path / lang / "engine.json")
        (tmp_path / lang / "demo.json").write_text(json.dumps(entries, sort_keys=True), encoding="utf-8")
    monkeypatch.setattr(messages, "CATALOGS", tmp_path)
    messages.catalog.cache_clear()
    yield tmp_path
    messages.catalog.cache_clear()


def test_msg_builds_the_json_message():
    assert msg("engine.bot.easy") == ["engine.bot.easy"]
    assert msg("x.y", seat=seat(1), cards=message_list([msg("a.b")])) == ["x.y", {"seat": {"seat": 1}, "cards": {"list": [["a.b"]]}}]


def test_the_real_catalogs_load_with_english_first():
    assert messages.languages()[0] == "en" and "fr" in messages.languages()
    assert text(msg("engine.bot.hard")) == "Hard" and text(msg("engine.bot.hard"), "fr") == "Difficile"
    assert text(msg("engine.seat.default", n=2), "fr") == "Joueur 2"


def test_english_formatting(demo_catalogs):
    expected = [
        "Player 3",
        "Random",
        "Ada claims Kansas City – New Orleans with Red, Locomotive, and Red.",
        "Zoé claims Ligne « A<b> » with Red and Locomotive.",
        "Player 2 claims x with Red.",
        "Player 2 draws 0 cards.", "Player 2 draws 1 card.", "Player 2 draws 2 cards.", "Player 2 draws 1,000,000 cards.",
        "Player 2 scores 1,234,567 points.",
        "Player 2 scores 2.5 points.",
        "Player 2 scores 0.123 points.",
        "Ada scores -1,234 points.", "Ada scores -0.5 points.", "Ada scores 1,000.001 points.", "Ada scores 2 points.",
        "Ada scores 1,000,000,000,000,000,000,000 points.",
    ]
    assert [text(m, "en", SEAT_NAMES) for m in SAMPLES] == expected


def test_french_formatting_uses_french_plurals_numbers_and_lists(demo_catalogs):
    got = [text(m, "fr", SEAT_NAMES) for m in SAMPLES]
    assert got[2] == "Ada prend Kansas City – La Nouvelle-Orléans avec Rouge, Locomotive et Rouge."
    assert got[5:9] == ["Joueur 2 pioche 0 carte.", "Joueur 2 pioche 1 carte.", "Joueur 2 pioche 2 cartes.",
                        "Joueur 2 pioche 1\u202f000\u202f000 de cartes."]
    assert got[9:12] == ["Joueur 2 marque 1\u202f234\u202f567 points.", "Joueur 2 marque 2,5 points.", "Joueur 2 marque 0,123 points."]


def test_without_seat_names_every_seat_has_its_default_name(demo_catalogs):
    assert text(SAMPLES[3]) == "Player 3 claims Ligne « A<b> » with Red and Locomotive."


@pytest.mark.parametrize("message, error", [
    (msg("demo.nothing"), "unknown message id 'demo.nothing'"),
    (msg("demo.log.points", seat=seat(0)), "needs the argument 'points'"),
    (msg("demo.log.draw", seat=seat(0)), "needs a number n"),
    (msg("demo.log.points", seat=seat(0), points=None), "cannot be None"),
    (msg("demo.log.points", seat=seat(0), points={"x": 1}), "cannot be"),
    ("demo.card.red", "not a message"),
])
def test_bad_messages_are_clear_errors(demo_catalogs, message, error):
    with pytest.raises(MessageError, match=error):
        text(message)


def test_an_unknown_language_is_an_error():
    with pytest.raises(MessageError, match="no message catalog for language 'xx'"):
        text(msg("engine.bot.easy"), "xx")


FORMAT_IN_NODE = """
import { formatter } from "%s";
const { catalogs, samples, seats } = JSON.parse(await new Promise((ok) => { let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => ok(s)); }));
const out = {};
for (const [lang, catalog] of Object.entries(catalogs)) {
  const format = formatter(lang, catalog);
  out[lang] = samples.map((m) => format(m, (i) => seats[i]));
}
console.log(JSON.stringify(out));
"""


def test_the_page_formats_every_sample_exactly_as_python_does(demo_catalogs):
    node = shutil.which("node")
    assert node, "node is needed to run the page's formatter"
    module = (ROOT / "web" / "shell" / "i18n-format.js").as_uri()
    catalogs = {lang: messages.catalog(lang) for lang in DEMO}
    stdin = json.dumps({"catalogs": catalogs, "samples": SAMPLES, "seats": SEAT_NAMES})
    out = subprocess.run([node, "--input-type=module", "-e", FORMAT_IN_NODE % module], input=stdin,
                         capture_output=True, text=True, check=True, timeout=60)
    page = json.loads(out.stdout)
    for lang in DEMO:
        assert page[lang] == [text(m, lang, SEAT_NAMES) for m in SAMPLES], lang


# For each language: every number's text and plural category from the page's formatter next to Intl's own.
QUICK_AGAINST_INTL = """
import { formatter } from "%s";
const catalog = { number: "{n}", plural: { zero: "zero", one: "one", two: "two", few: "few", many: "many", other: "other" } };
const numbers = [-0, -1000, -999, -5, 0, 1, 2, 3, 11, 21, 101, 999, 1000, 1001, 12345, 999999, 1e6, 2e6, 1.5, -1.5, 0.5];
for (let n = 0; n < 1e6; n += 997) numbers.push(n);
const out = {};
for (const lang of JSON.parse(process.argv[1])) {
  const format = formatter(lang, catalog);
  const intlNumber = new Intl.NumberFormat(lang);
  const intlPlural = new Intl.PluralRules(lang);
  out[lang] = numbers.filter((n) => format(["number", { n }]) !== intlNumber.format(n) || format(["plural", { n }]) !== intlPlural.select(n));
}
console.log(JSON.stringify(out));
"""


def test_the_page_formatters_quick_numbers_and_plurals_are_what_intl_says():
    node = shutil.which("node")
    assert node, "node is needed to run the page's formatter"
    module = (ROOT / "web" / "shell" / "i18n-format.js").as_uri()
    langs = messages.languages()
    out = subprocess.run([node, "--input-type=module", "-e", QUICK_AGAINST_INTL % module, json.dumps(langs)],
                         capture_output=True, text=True, check=True, timeout=60)
    assert json.loads(out.stdout) == {lang: [] for lang in langs}
