"""web/shell/i18n.js in the built site: the language order (hash, remembered choice, browser, English), catalogs and <html lang>."""

import json

import pytest

from gameshelf.engine import messages

I18N = "(async () => { const i18n = await import(new URL('shell/i18n.js', location.href)); await i18n.ready; return i18n; })()"
STATE = f"""async () => {{
  const i18n = await {I18N};
  return {{ lang: i18n.lang(), html: document.documentElement.lang, hard: i18n.t("engine.bot.hard"),
           seat: i18n.fmt(["engine.seat.default", {{ n: 1200 }}]), menu: i18n.languages() }};
}}"""
BROKEN_STORAGE = "Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });"


@pytest.fixture
def open_in(browser, site_url):
    """open_in(locale, hash="", broken_storage=False) opens the site in a fresh context with that browser locale."""
    contexts = []

    def open_page(locale, hash_="", broken_storage=False):
        context = browser.new_context(locale=locale)
        contexts.append(context)
        if broken_storage:
            context.add_init_script(BROKEN_STORAGE)
        page = context.new_page()
        page.goto(site_url + hash_)
        return page

    yield open_page
    for context in contexts:
        context.close()


def test_a_french_browser_gets_french(open_in):
    state = open_in("fr-FR").evaluate(STATE)
    assert state["lang"] == "fr" and state["html"] == "fr" and state["hard"] == "Difficile"
    assert state["seat"] == "Joueur 1\u202f200"
    assert state["menu"] == [{"code": "en", "name": "English"}, {"code": "fr", "name": "Français"}]


def test_an_unknown_browser_language_gets_english(open_in):
    state = open_in("de-DE").evaluate(STATE)
    assert state["lang"] == "en" and state["html"] == "en" and state["hard"] == "Hard" and state["seat"] == "Player 1,200"


def lang_with_hash(page, hash_):
    """The language i18n.js picks when the shelf is loaded afresh with the hash `hash_` (the router may rewrite it after)."""
    url = page.url.split("#")[0]
    page.goto("about:blank")
    page.goto(url + hash_)
    return page.evaluate(STATE)["lang"]


def test_the_hash_wins_then_the_remembered_choice_then_the_browser(open_in):
    page = open_in("en-US")
    assert lang_with_hash(page, "#lang=fr")  == "fr"
    page.evaluate(f"async () => (await {I18N}).setLang('en')")
    assert page.evaluate("() => [location.hash, localStorage.getItem('gameshelf-lang'), document.documentElement.lang]") == ["#lang=en", "en", "en"]
    page.evaluate(f"async () => (await {I18N}).setLang('fr')")
    assert lang_with_hash(page, "") == "fr", "the remembered choice beats the browser's English"
    assert lang_with_hash(page, "#play=x&lang=en") == "en", "the hash beats the remembered choice"


def test_a_language_change_is_announced_and_an_unknown_one_refused(open_in):
    page = open_in("en-US")
    changes = page.evaluate(f"""async () => {{
      const i18n = await {I18N};
      const seen = [];
      i18n.onLangChange((code) => seen.push([code, i18n.t("engine.bot.easy")]));
      await i18n.setLang("fr");
      const refused = await i18n.setLang("xx").then(() => "accepted", (err) => err.message);
      return [seen, refused, i18n.lang()];
    }}""")
    assert changes == [[["fr", "Facile"]], "no catalog for language xx", "fr"]


def test_without_storage_the_browser_language_still_applies_and_switching_works(open_in):
    page = open_in("fr-FR", broken_storage=True)
    assert page.evaluate(STATE)["lang"] == "fr"
    assert page.evaluate(f"async () => {{ const i18n = await {I18N}; await i18n.setLang('en'); return i18n.t('engine.bot.easy'); }}") == "Easy"


def test_the_build_ships_one_catalog_per_language_which_the_service_worker_precaches(dist):
    for lang in messages.languages():
        assert json.loads((dist / "messages" / f"{lang}.json").read_text(encoding="utf-8")) == messages.catalog(lang)
        assert f'"messages/{lang}.json"' in (dist / "sw.js").read_text()
    menu = json.loads((dist / "messages" / "languages.json").read_text(encoding="utf-8"))
    assert [entry["code"] for entry in menu] == messages.languages()
