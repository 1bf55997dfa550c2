"""Ticket to Ride in French (lang=fr): the panel, the hand, the market and the ticket choice speak French, with no English entry of its catalogs left."""

from gameshelf.engine.messages import catalog
from tests.web.pagekit import idle, pass_device, snapshot

SETUP = "#new=ticket-to-ride-nordic&seats=human,human&names=Ann,Bob&seed=65&lang=fr"
DOMAINS = ("ticket-to-ride.", "ticket-to-ride-nordic.")


def english_only():
    """The plain English entries of the game's catalogs that French words differently (long enough to be told apart)."""
    english, french = catalog("en"), catalog("fr")
    return [english[i] for i in english if i.startswith(DOMAINS) and isinstance(english[i], str)
            and "{" not in english[i] and english[i] != french[i] and len(english[i]) > 4]


def assert_french(page, *phrases):
    """The panel shows these French phrases, no message id and no English catalog entry."""
    text = page.locator(".ttr").text_content()  # the words as written (CSS sets some in capitals)
    for phrase in phrases:
        assert phrase in text, f"{phrase!r} missing from the panel"
    assert not any(domain in text for domain in DOMAINS), "a message id shows instead of its words"
    assert [e for e in english_only() if e in text] == []


def test_the_panel_speaks_french_through_a_ticket_choice_and_a_draw(open_site):
    page = open_site(SETUP)
    idle(page)
    pass_device(page)
    assert page.evaluate("() => document.documentElement.lang") == "fr"
    assert_french(page, "Choisissez les cartes Destination que vous gardez", "Pioche", "Cartes Wagon · défausse 0", "Votre main")
    keep = min((m for m in snapshot(page)["legal"] if m["type"] == "keep_tickets"), key=lambda m: len(m["keep"]))
    offered = snapshot(page)["view"]["players"][0]["offered"]
    for ticket in offered:
        if ticket["id"] not in keep["keep"]:
            page.locator(f'.ttr-pick [data-ticket="{ticket["id"]}"]').click()
    confirm = page.locator('[data-confirm="tickets"]')
    assert confirm.inner_text() == "Garder 2 cartes Destination"
    confirm.click()
    idle(page)
    pass_device(page)
    assert snapshot(page)["viewer"] == 1  # the hand-over passed the device to Bob, who chooses in turn
    assert_french(page, "Gardez au moins 2 des 5 cartes Destination", "Aucune gardée pour l'instant", "Prendre des cartes Destination")
