"""Trick of the Rails (Hisashi Hayashi): trick-taking for railway shares; moves and views in docs/trick-of-the-rails-format.md."""

from gameshelf.games.trick_of_the_rails.game import GAME
