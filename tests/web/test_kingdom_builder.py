"""Kingdom Builder in the browser: a whole pass-and-play game with real canvas taps and a tile action, to the score sheet."""

from gameshelf.games.kingdom_builder.board import board_for, cell_of, rc
from tests.web.pagekit import pass_device, tap

SETUP = "#new=kingdom-builder&seats=human,human&names=Ann,Bob&seed=11"


def neighbours_of_locations(view):
    """The [r, c] hexes next to a location hex that still has tiles."""
    board = board_for(view["board"]["quadrants"])
    spots = [cell_of(*loc["cell"]) for loc in view["locations"] if loc["left"] > 0]
    return {tuple(rc(n)) for spot in spots for n in board.neighbours[spot]}


def pick(view, legal):
    """A move that heads for tiles: a tile action, a lifted settlement's landing, a build next to a location, else the first."""
    for kind in ("discard-tile", "move", "tile"):
        moves = [m for m in legal if m["type"] == kind]
        if moves:
            return moves[0]
    near = neighbours_of_locations(view)
    builds = [m for m in legal if m["type"] == "build"]
    return next((m for m in builds if tuple(m["cell"]) in near), builds[0] if builds else legal[0])


def tap_cell(page, cell):
    """A real mouse click on the centre of hex `cell` of the canvas."""
    tap(page, {"cell": cell})


def own_settlements(page, seat):
    """The seat's settlements as the page's view shows them."""
    return page.evaluate("(seat) => window.gameshelf.view().players[seat].settlements", seat)


def test_a_whole_game_with_canvas_taps_and_a_tile_action(open_site):
    page = open_site(SETUP)
    page.evaluate("() => window.gameshelf.waitIdle()")
    pass_device(page)

    first = page.evaluate("() => window.gameshelf.legalMoves()")[0]
    assert first["type"] == "build"
    tap_cell(page, first["cell"])
    assert first["cell"] in own_settlements(page, 0)

    tile_used = False
    for _ in range(600):
        pass_device(page)
        snap = page.evaluate("() => window.gameshelf.snapshot()")
        if snap["over"]:
            break
        view, legal = snap["view"], snap["legal"]
        tiles = [m for m in legal if m["type"] == "tile"]
        if tiles and not tile_used:
            tile = tiles[0]
            page.locator(f'.kb-tile[data-loc="{tile["loc"][0]},{tile["loc"][1]}"]:not([disabled])').click()
            tap_cell(page, tile.get("cell") or tile["from"])
            if "from" in tile:
                landing = page.evaluate("() => window.gameshelf.legalMoves()")
                assert landing and all(m["type"] == "move" for m in landing)
                tap_cell(page, landing[0]["cell"])
                assert landing[0]["cell"] in own_settlements(page, view["current"])
            else:
                assert tile["cell"] in own_settlements(page, view["current"])
            tile_used = True
            continue
        page.evaluate("(move) => window.gameshelf.play(move)", pick(view, legal))
        page.evaluate("() => window.gameshelf.waitIdle()")
    assert tile_used, "no tile became usable in the game"

    sheet = page.locator(".score-sheet")
    sheet.wait_for(state="visible")
    snap = page.evaluate("() => window.gameshelf.snapshot()")
    rows = page.locator(".score-sheet tbody tr").count()
    assert rows == len(snap["view"]["cards"]) + 1  # the 3 cards and the castles
    page.locator(".score-sheet .score-cell").first.click()
    assert page.locator(".score-sheet .score-cell.active").count() == 1

