"""The 71 cards of Trick of the Rails, loaded from cards.json, and small facts about them."""

import json
import pathlib

from gameshelf.engine.messages import msg

DATA = json.loads(pathlib.Path(__file__).with_name("cards.json").read_text(encoding="utf-8"))

COMPANIES = [c["code"] for c in DATA["companies"]]
HAND_SIZE = {int(k): v for k, v in DATA["game"]["hand_size"].items()}
BASIC_LANES = {int(k): v for k, v in DATA["trick_lane_basic"].items()}
RESERVATIONS = DATA["reservation_cards"]["ids"]
CITIES = [c["id"] for c in DATA["city_cards"]]
EXCHANGES = [c["id"] for c in DATA["exchange_cards"]]
LOCOMOTIVE_CODES = {"L3": "LOCO-3", "L4": "LOCO-4", "L5": "LOCO-5", "L6": "LOCO-6", "LINF": "LOCO-INF"}
LOCO_6, LOCO_INF = "LOCO-6", "LOCO-INF"
RAILWAY_CARDS = [c["id"] for c in DATA["railway_cards"]]


def company_name(code):
    """A company's name as a message (B&O, C&O, Erie, NYC, PRR)."""
    return msg(f"trick-of-the-rails.company.{code.lower()}")


def _card_table():
    """Every card id -> {kind, company, number, value, distance, cost, name (a message)}."""
    cards = {}
    for c in DATA["railway_cards"]:
        name = msg("trick-of-the-rails.card.railway", company=company_name(c["company"]), number=c["number"])
        cards[c["id"]] = {"kind": "railway", "company": c["company"], "number": c["number"], "value": c["station_value"], "name": name}
    for c in DATA["station_cards"]:
        name = msg("trick-of-the-rails.card.station", company=company_name(c["company"]))
        cards[c["id"]] = {"kind": "station", "company": c["company"], "value": c["station_value"], "name": name}
    for c in DATA["exchange_cards"]:
        name = msg("trick-of-the-rails.card.exchange", company=company_name(c["company"]))
        cards[c["id"]] = {"kind": "exchange", "company": c["company"], "name": name}
    for c in DATA["city_cards"]:
        name = msg(f"trick-of-the-rails.city.{c['id'].removeprefix('CITY-').lower()}")
        cards[c["id"]] = {"kind": "city", "value": c["station_value"], "name": name}
    for c in DATA["locomotive_cards"]:
        name = msg("trick-of-the-rails.card.locomotive", number=c["label"])
        cards[c["id"]] = {"kind": "locomotive", "distance": c["distance"], "cost": c["cost"], "name": name}
    for rid in RESERVATIONS:
        cards[rid] = {"kind": "reservation", "name": msg("trick-of-the-rails.card.reservation")}
    return cards


CARDS = _card_table()
ALL_CARDS = list(CARDS)
COMPANY = {card: facts.get("company") for card, facts in CARDS.items()}  # card id -> company code or None, for hot loops
SHARE_KINDS = ("railway", "exchange")


def kind(card):
    """The kind of a card: railway, station, exchange, city, locomotive or reservation."""
    return CARDS[card]["kind"]


def company(card):
    """The company code of a railway, station or exchange card (None for the others)."""
    return COMPANY[card]


def number(card):
    """The number (1-10) of a railway card."""
    return CARDS[card]["number"]


def value(card):
    """The station value of a card in a railway (station, railway or city card)."""
    return CARDS[card]["value"]


def name(card):
    """A card's name as a message ("PRR 5", "New York", "Locomotive ∞")."""
    return CARDS[card]["name"]

