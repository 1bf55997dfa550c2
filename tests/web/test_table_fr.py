"""The table in French (`&lang=fr`): top bar, menu, hand-over and score sheet words; a language switch mid-game
redraws the table in the other language and keeps the game and its position."""

from tests.web.pagekit import idle, pass_device

SETUP = "#new=off-the-rails&seats=human,human&names=Ann,Bob&seed=5&lang=fr"

# The position on screen as one comparable text.
POSITION = "() => JSON.stringify([window.gameshelf.view(), window.gameshelf.legalMoves(), window.gameshelf.snapshot().log])"


def switch_language(page, code):
    """Choose a language in the top bar's menu, then close the menu."""
    page.locator(".table-topbar .menu-wrap > button").click()
    page.locator(".table-topbar .menu select.language-select").select_option(code)
    page.wait_for_function("(code) => document.documentElement.lang === code", arg=code)
    page.locator(".table-topbar .menu-wrap > button").click()
    idle(page)


def play_first(page):
    """Play the end of the action phase when it is legal, else the first legal move."""
    legal = page.evaluate("() => window.gameshelf.legalMoves()")
    move = next((m for m in legal if m["type"] == "end"), legal[0])
    page.evaluate("(move) => window.gameshelf.play(move)", move)
    idle(page)


def test_a_table_in_french_and_a_language_switch_that_keeps_the_game(open_site, page):
    open_site(SETUP)
    idle(page)
    assert page.evaluate("document.documentElement.lang") == "fr"
    handover = page.locator(".handover")
    assert "Passez l'appareil à Ann" in handover.inner_text()
    handover.get_by_role("button", name="Je suis Ann : afficher mes cartes").click()

    topbar = page.locator(".table-topbar")
    assert topbar.locator(".table-title").inner_text() == "Off the Rails"
    assert topbar.locator(".table-turn").inner_text() == "À Ann de jouer"
    assert topbar.get_by_role("button", name="Retour à l'étagère").is_visible()
    assert topbar.get_by_role("button", name="Annuler le coup").is_disabled()
    topbar.get_by_role("button", name="Menu").click()
    menu = topbar.locator(".menu")
    for item in ["Retour à l'étagère", "Partager cette configuration", "Partager cette position", "Exporter cette partie"]:
        assert menu.get_by_role("button", name=item).is_visible()
    assert menu.get_by_role("link", name="Règles de ce jeu").get_attribute("href") == "rules/off-the-rails.fr.html"
    assert "Historique" in page.locator(".log summary").inner_text()
    assert "Tous vos coups" in page.locator(".moves summary").inner_text()
    assert menu.locator("select.language-select").input_value() == "fr"
    topbar.get_by_role("button", name="Menu").click()

    play_first(page)  # Ann ends her turn: the hand-over for Bob shows
    assert "Passez l'appareil à Bob" in handover.inner_text()
    before = page.evaluate(POSITION)
    switch_language(page, "en")
    assert "Pass the device to Bob" in handover.inner_text() and page.locator(".game-panel").inner_text() == "", \
        "the language switch drew Bob's hand before the tap"
    handover.get_by_role("button", name="I am Bob: show my cards").click()
    assert page.evaluate(POSITION) == before
    assert topbar.locator(".table-turn").inner_text() == "Bob to play"
    assert topbar.get_by_role("button", name="Back to the shelf").is_visible()
    assert "Game log" in page.locator(".log summary").inner_text()
    log_en = page.locator(".log-list").inner_text()

    switch_language(page, "fr")
    assert page.evaluate(POSITION) == before
    assert topbar.locator(".table-turn").inner_text() == "À Bob de jouer"
    assert "Historique" in page.locator(".log summary").inner_text()
    assert page.locator(".log-list li").count() == len(page.evaluate("() => window.gameshelf.snapshot().log"))
    assert page.locator(".log-list").inner_text() != "" and log_en != ""

    for _ in range(600):
        pass_device(page)
        if page.evaluate("() => window.gameshelf.snapshot().over"):
            break
        play_first(page)
    sheet = page.locator(".score-sheet")
    sheet.wait_for(state="visible")
    headline = sheet.locator(".score-headline").inner_text()
    assert headline.endswith("remporte la partie !") or headline.endswith("partagent la victoire !")
    assert sheet.locator("tfoot th").inner_text() == "Total"
    categories = sheet.locator("tbody th").all_inner_texts()
    assert categories and not [c for c in categories if "off-the-rails." in c], "a score category without its catalog words"
    for button in ["Retour à l'étagère", "Revoir", "Revanche"]:
        assert sheet.get_by_role("button", name=button, exact=True).is_visible()
    assert topbar.locator(".table-turn").inner_text() == "Fin de partie"
    over = page.evaluate(POSITION)
    switch_language(page, "en")
    assert page.evaluate(POSITION) == over
    assert sheet.get_by_role("button", name="Rematch").is_visible() and topbar.locator(".table-turn").inner_text() == "Game over"
