"""Ticket to Ride: the USA map and the Nordic Countries edition, one implementation with two settings."""

from gameshelf.games.ticket_to_ride.game import GAME, NORDIC, USA

__all__ = ["GAME", "NORDIC", "USA"]
