"""The 71 cards of Trick of the Rails, loaded from cards.json, and small facts about them."""

import json
import pathlib

DATA = json.loads(pathlib.Path(__file__).with_name("cards.json").read_text(encoding="utf-8"))

COMPANIES = [c["code"] for c in DATA["companies"]]
COMPANY_NAMES = {c["code"]: c["name"] for c in DATA["companies"]}
HAND_SIZE = {int(k): v for k, v in DATA["game"]["hand_size"].items()}
BASIC_LANES = {int(k): v for k, v in DATA["trick_lane_basic"].items()}
RESERVATIONS = DATA["reservation_cards"]["ids"]
CITIES = [c["id"] for c in DATA["city_cards"]]
EXCHANGES = [c["id"] for c in DATA["exchange_cards"]]
LOCOMOTIVE_CODES = {"L3": "LOCO-3", "L4": "LOCO-4", "L5": "LOCO-5", "L6": "LOCO-6", "LINF": "LOCO-INF"}
LOCO_6, LOCO_INF = "LOCO-6", "LOCO-INF"
RAILWAY_CARDS = [c["id"] for c in DATA["railway_cards"]]


def _card_table():
    """Every card id -> {kind, company, number, value, distance, cost, label}."""
    cards = {}
    for c in DATA["railway_cards"]:
        label = f"{COMPANY_NAMES[c['company']]} {c['number']}"
        cards[c["id"]] = {"kind": "railway", "company": c["company"], "number": c["number"], "value": c["station_value"], "label": label}
    for c in DATA["station_cards"]:
        label = f"{COMPANY_NAMES[c['company']]} station"
        cards[c["id"]] = {"kind": "station", "company": c["company"], "value": c["station_value"], "label": label}
    for c in DATA["exchange_cards"]:
        cards[c["id"]] = {"kind": "exchange", "company": c["company"], "label": f"{COMPANY_NAMES[c['company']]} exchange"}
    for c in DATA["city_cards"]:
        cards[c["id"]] = {"kind": "city", "value": c["station_value"], "label": c["name"]}
    for c in DATA["locomotive_cards"]:
        label = f"Locomotive {c['label']}"
        cards[c["id"]] = {"kind": "locomotive", "distance": c["distance"], "cost": c["cost"], "label": label}
    for rid in RESERVATIONS:
        cards[rid] = {"kind": "reservation", "label": "Reservation"}
    return cards


CARDS = _card_table()
ALL_CARDS = list(CARDS)
SHARE_KINDS = ("railway", "exchange")


def kind(card):
    """The kind of a card: railway, station, exchange, city, locomotive or reservation."""
    return CARDS[card]["kind"]


def company(card):
    """The company code of a railway, station or exchange card (None for the others)."""
    return CARDS[card].get("company")


def number(card):
    """The number (1-10) of a railway card."""
    return CARDS[card]["number"]


def value(card):
    """The station value of a card in a railway (station, railway or city card)."""
    return CARDS[card]["value"]


def label(card):
    """A short human name of a card, e.g. "PRR 5" or "New York"."""
    return CARDS[card]["label"]

