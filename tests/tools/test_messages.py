import json

import pytest

from gameshelf.engine import messages
from tools.messages import catalog_problems, site_messages


@pytest.fixture
def catalogs(tmp_path, monkeypatch):
    """Write {lang: {domain: entries}} as catalog files and make gameshelf.engine.messages read them."""
    monkeypatch.setattr(messages, "CATALOGS", tmp_path)
    messages.catalog.cache_clear()

    def write(files):
        """The catalog files, as JSON text (keys kept in the given order)."""
        for lang, domains in files.items():
            (tmp_path / lang).mkdir(exist_ok=True)
            for domain, entries in domains.items():
                (tmp_path / lang / f"{domain}.json").write_text(json.dumps(entries, ensure_ascii=False), encoding="utf-8")
        messages.languages.cache_clear()  # the languages are the folders just written
        return messages

    yield write
    messages.catalog.cache_clear()
    messages.languages.cache_clear()


GOOD = {
    "en": {"shell": {"shell.language.name": "English", "shell.turn": "{seat} to play"},
           "demo": {"demo.cards": {"one": "{n} card", "other": "{n} cards"}}},
    "fr": {"shell": {"shell.language.name": "Français", "shell.turn": "À {seat} de jouer"},
           "demo": {"demo.cards": {"one": "{n} carte", "other": "{n} cartes"}}},
}


def test_consistent_catalogs_have_no_problem(catalogs):
    assert catalog_problems(catalogs(GOOD)) == []


@pytest.mark.parametrize("lang, domain, entries, problem", [
    ("fr", "shell", {"shell.language.name": "Français"}, "fr: shell.turn is missing"),
    ("fr", "shell", {"shell.language.name": "Français", "shell.turn": "À {seat}", "shell.extra": "x"},
     "fr: shell.extra is not in the en catalog"),
    ("fr", "shell", {"shell.language.name": "Français", "shell.turn": "À {player} de jouer"},
     "fr: shell.turn has placeholders ['player'], en has ['seat']"),
    ("fr", "demo", {"demo.cards": {"one": "une carte", "other": "{n} cartes"}}, "fr: demo.cards: its plural forms have different placeholders"),
    ("fr", "demo", {"demo.cards": {"one": "{n} carte"}}, "a plural needs an 'other' form"),
    ("fr", "demo", {"demo.cards": {"one": "{n} carte", "lots": "{n}", "other": "{n} cartes"}}, "a plural needs an 'other' form"),
    ("fr", "demo", {"demo.cards": 3}, "a template is a string or"),
    ("fr", "demo", {"demo.cards": "{n} cartes {"}, "braces other than {name} placeholders"),
    ("en", "demo", {"shell.cards": "x"}, "messages/en/demo.json: shell.cards does not start with demo."),
    ("en", "demo", {"demo.Big Cards": "x"}, "messages/en/demo.json: demo.Big Cards does not start with demo. or is not"),
    ("en", "shell", {"shell.turn": "{seat} to play", "shell.language.name": "English"}, "messages/en/shell.json: the ids are not in sorted order"),
    ("fr", "shell", {"shell.turn": "À {seat} de jouer"}, "fr: shell.language.name (the language's own name, for the menu) is missing"),
])
def test_each_inconsistency_is_reported(catalogs, lang, domain, entries, problem):
    files = json.loads(json.dumps(GOOD))
    files[lang][domain] = entries
    problems = catalog_problems(catalogs(files))
    assert any(problem in p for p in problems), problems


def test_the_site_gets_one_catalog_per_language_and_the_menu(catalogs):
    files = site_messages(catalogs(GOOD))
    assert sorted(files) == ["messages/en.json", "messages/fr.json", "messages/languages.json"]
    assert json.loads(files["messages/fr.json"]) == {**GOOD["fr"]["demo"], **GOOD["fr"]["shell"]}
    assert json.loads(files["messages/languages.json"]) == [{"code": "en", "name": "English"}, {"code": "fr", "name": "Français"}]


def test_a_third_language_is_a_folder(catalogs):
    files = json.loads(json.dumps(GOOD))
    files["de"] = {"shell": {"shell.language.name": "Deutsch", "shell.turn": "{seat} ist dran"},
                   "demo": {"demo.cards": {"one": "{n} Karte", "other": "{n} Karten"}}}
    menu = json.loads(site_messages(catalogs(files))["messages/languages.json"])
    assert [entry["code"] for entry in menu] == ["en", "de", "fr"]


def test_the_build_refuses_inconsistent_catalogs(catalogs):
    files = json.loads(json.dumps(GOOD))
    del files["fr"]["shell"]["shell.turn"]
    with pytest.raises(SystemExit, match="fr: shell.turn is missing"):
        site_messages(catalogs(files))
