"""Off the Rails (1-4 players, solo included); move and view formats are in FORMAT.md beside this file."""

from gameshelf.games.off_the_rails.rules import OffTheRails

GAME = OffTheRails()
