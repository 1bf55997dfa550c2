"""End-of-game scoring: the 10 Kingdom Builder cards and castle gold, with the hexes behind each score."""

from gameshelf.games.kingdom_builder.board import SIZE

CARD_IDS = ("fishermen", "miners", "workers", "merchants", "discoverers", "knights", "hermits", "citizens", "lords", "farmers")


def groups_of(board, cells):
    """The connected groups (lists of cells) of one player's settlements, found iteratively."""
    own = set(cells)
    seen = set()
    groups = []
    for start in sorted(own):
        if start in seen:
            continue
        seen.add(start)
        group, stack = [], [start]
        while stack:
            cell = stack.pop()
            group.append(cell)
            for n in board.neighbours[cell]:
                if n in own and n not in seen:
                    seen.add(n)
                    stack.append(n)
        groups.append(sorted(group))
    return groups


def next_to(board, cells, codes):
    """The settlements among `cells` with a neighbour whose terrain is in `codes`."""
    return [s for s in cells if any(board.terrain[n] in codes for n in board.neighbours[s])]


def fishermen(board, cells, ctx):
    """1 per settlement next to water and not on it."""
    hits = [s for s in next_to(board, cells, "W") if board.terrain[s] != "W"]
    return len(hits), hits


def miners(board, cells, ctx):
    """1 per settlement next to a mountain."""
    hits = next_to(board, cells, "M")
    return len(hits), hits


def workers(board, cells, ctx):
    """1 per settlement next to a location or castle hex."""
    hits = next_to(board, cells, "LK")
    return len(hits), hits


def merchants(board, cells, ctx):
    """4 per location or castle hex that one of the player's groups links to another one."""
    linked, hits = set(), []
    for group in ctx["groups"]:
        touched = {h for s in group for h in board.special_next[s]}
        if len(touched) >= 2:
            linked |= touched
            hits.extend(group)
    return 4 * len(linked), sorted(linked) + hits


def discoverers(board, cells, ctx):
    """1 per row holding at least one settlement."""
    rows = {s // SIZE for s in cells}
    return len(rows), list(cells)


def knights(board, cells, ctx):
    """2 per settlement in the player's fullest row (one row scores)."""
    if not cells:
        return 0, []
    counts = [0] * SIZE
    for s in cells:
        counts[s // SIZE] += 1
    best = max(range(SIZE), key=lambda r: counts[r])
    return 2 * counts[best], [s for s in cells if s // SIZE == best]


def hermits(board, cells, ctx):
    """1 per separate group of settlements."""
    return len(ctx["groups"]), list(cells)


def citizens(board, cells, ctx):
    """Half (rounded down) of the largest group."""
    largest = max(ctx["groups"], key=len, default=[])
    return len(largest) // 2, largest


def lords(board, cells, ctx):
    """Per quarter: 12 to the players with the most settlements, 6 to those with the next count."""
    points, hits = 0, []
    for slot, counts in enumerate(ctx["section_counts"]):
        mine = counts[ctx["player"]]
        top = max(counts)
        lower = [c for c in counts if c < top]
        second = max(lower) if lower else None
        if top == 0:
            continue
        if mine == top:
            points += 12
        elif mine == second and (mine > 0 or ctx["options"]["lords_zero"]):
            points += 6
        else:
            continue
        hits.extend(s for s in cells if board.section[s] == slot)
    return points, hits


def farmers(board, cells, ctx):
    """3 per settlement in the quarter where the player has the fewest (one quarter scores)."""
    counts = [c[ctx["player"]] for c in ctx["section_counts"]]
    slot = min(range(4), key=lambda k: counts[k])
    return 3 * counts[slot], [s for s in cells if board.section[s] == slot]


def castles(board, cells, ctx):
    """3 gold per castle with at least one of the player's settlements next to it."""
    own = set(cells)
    reached = [k for k in board.castles if any(n in own for n in board.neighbours[k])]
    touching = [n for k in reached for n in board.neighbours[k] if n in own]
    return 3 * len(reached), reached + touching


CARD_SCORERS = {name: globals()[name] for name in CARD_IDS}


def score_board(board, settlements, cards, options):
    """Per player: ({category: points}, {category: [cells that earned it]}) for the game's cards plus castles."""
    section_counts = [[0] * len(settlements) for _ in range(4)]
    for p, cells in enumerate(settlements):
        for s in cells:
            section_counts[board.section[s]][p] += 1
    results = []
    for p, cells in enumerate(settlements):
        ctx = {"player": p, "groups": groups_of(board, cells), "section_counts": section_counts, "options": options}
        points, hexes = {}, {}
        for category in list(cards) + ["castles"]:
            scorer = castles if category == "castles" else CARD_SCORERS[category]
            points[category], hexes[category] = scorer(board, cells, ctx)
        results.append((points, hexes))
    return results
