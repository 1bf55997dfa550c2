"""Off the Rails (1-4 players, solo included); move and view formats are in docs/off-the-rails-format.md."""

from gameshelf.games.off_the_rails.game import GAME
