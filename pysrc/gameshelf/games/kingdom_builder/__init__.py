"""Kingdom Builder (base game, 2-4 players).

Cells are global [row, col] pairs on the 20x20 board (odd-r offset, as in boards.json).

Moves (JSON objects with a "type"):
- {"type": "build", "cell": [r, c]}: one of the 3 mandatory builds on the played card's terrain.
- {"type": "tile", "loc": [r, c], "cell": [r, c]}: use the tile taken from location hex `loc`
  (Oracle, Farm, Oasis, Tower, Tavern) to build on `cell`.
- {"type": "tile", "loc": [r, c], "from": [r, c]}: use a move tile (Barn, Harbor, Paddock) on the
  settlement at `from`; the state then waits for
- {"type": "move", "cell": [r, c]}: where the lifted settlement goes.
- {"type": "discard-tile", "loc": [r, c]}: after a move lost a tile while two alike (in different
  states) are held: which of the two goes; the other stays.
- {"type": "end"}: end the turn once the mandatory builds are done.

View (`view(state, player)`):
- board: {"quadrants": [{"id", "rotated"} x4: top-left, top-right, bottom-left, bottom-right],
  "terrain": 20 strings of 20 terrain codes, the assembled board row by row}
- cards: the 3 Kingdom Builder card ids; options: the game options
- locations: [{"cell", "kind", "left"}] for every location hex on the board
- players (one per seat): {"settlements": [[r, c]...], "supply", "card" (terrain code or None when
  hidden), "card_hidden", "tiles": [{"loc", "kind", "used", "fresh"}], "taken": [[r, c]...]}
- current, terrain (the current player's revealed card), phase ("before" | "build" | "after" |
  "over"), built (mandatory builds made this turn), mandatory_builds (3), builds_owed (mandatory
  builds still owed this turn, at most the supply), pending (None, {"kind": "move", "tile", "from"}
  or {"kind": "lose", "locs", "emptied"}), deck (cards left), discard, removed (cards taken out by
  the redraw rule), lost (hexes whose tiles left the game), ending, over, standing (per seat: the
  gold each card and the castles would give if the game ended now), standing_totals (their sums).

Score: breakdown keys are the 3 card ids plus "castles"; score()["hexes"][seat][category] lists
the hexes that earned each category (for the final screen).

Words: describe(), move_label() and refusals are messages of the `kingdom-builder` catalog; the
static data gives terrain ids by code ("F" -> "flower-field") and tile effects, whose names are
`kingdom-builder.terrain.<id>`, `kingdom-builder.tile.<kind>` (and `.text`), `kingdom-builder.score.<key>`.
"""

from gameshelf.games.kingdom_builder.game import GAME

