"""The shelf written into index.html by the build: the game cards in English, readable before any script has run."""

import html

MARKER = "<!-- static shelf -->"


def card(info, text):
    """One game's card as the shelf draws it, its New game button disabled until the page's scripts take over."""
    esc = html.escape
    title = text(info["title"])
    players = (text(["shell.players", {"n": info["min_players"]}]) if info["min_players"] == info["max_players"]
               else text(["shell.players-range", {"min": info["min_players"], "max": info["max_players"]}]))
    meta = f"<span>{esc(players)}</span>" + (f"<span>{esc(text(info['play_time']))}</span>" if info.get("play_time") else "")
    blurb = f'<p class="game-blurb">{esc(text(info["blurb"]))}</p>' if info.get("blurb") else ""
    return (f'<article class="game-card card" data-static-game="{esc(info["id"])}">'
            f'<div class="game-art" aria-hidden="true"><span>{esc(title[:1])}</span></div>'
            f'<div class="game-body"><h3>{esc(title)}</h3><p class="game-meta">{meta}</p>{blurb}'
            f'<div class="card-actions"><button class="btn primary" type="button" disabled>{esc(text(["shell.shelf.new-game"]))}</button>'
            f'<a class="btn ghost" href="rules/{esc(info["id"])}.html">{esc(text(["shell.shelf.rules"]))}</a></div></div></article>')


def with_static_shelf(page, infos, text):
    """index.html (bytes) with its marker replaced by the shelf's game cards; `text(message)` gives English words."""
    source = page.decode()
    if MARKER not in source:
        raise SystemExit(f"index.html has no {MARKER} marker for the shelf the build writes")
    cards = "".join(card(info, text) for info in infos)
    shelf = (f'<main class="shelf" data-static-shelf><section class="shelf-section">'
             f'<h2 class="section-title">{html.escape(text(["shell.shelf.games"]))}</h2>'
             f'<div class="game-grid">{cards}</div></section></main>')
    return source.replace(MARKER, shelf).encode()
