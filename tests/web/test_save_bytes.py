"""Issue 9's targets, measured in Chromium on a whole 4-seat Ticket to Ride game (one human driven
with its legal moves, three heuristic bots): answers do not grow with the game: the typical and the largest
answer of the last tenth are at most 1.5x those of the first tenth (both without the public view that a few answers
carry for storage), and the bytes written to localStorage over the whole game are at
most 10x the final save. Bytes are counted by wrapping Storage.prototype.setItem and the worker's
answers; no timing is measured. The words of the legal moves (issue 14's labels, which grow with the
legal moves) travel only while the moves list is open or the board's cursor has the focus: with
neither, no answer of the game carries them. The public view travels only on the answers the page stores it from
(the new game's, every 80th move's, the finished game's)."""

import json
import statistics

from tests.web.pagekit import assembled, table_id

# Before the site loads: count every setItem (key + value) and every engine answer.
COUNT_BYTES = """(() => {
  window.__bytes = { written: 0, writes: 0, answers: [], withoutView: [], labelled: 0, viewed: 0 };
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    window.__bytes.written += String(key).length + String(value).length;
    window.__bytes.writes += 1;
    return setItem.call(this, key, value);
  };
  const PlainWorker = window.Worker;
  window.Worker = class extends PlainWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        if (!event.data || typeof event.data.response !== "string") return;
        const answer = JSON.parse(event.data.response);
        const viewed = Boolean(answer.record && "public_view" in answer.record);
        window.__bytes.answers.push(event.data.response.length);
        window.__bytes.withoutView.push(event.data.response.length - (viewed ? JSON.stringify(answer.record.public_view).length : 0));
        if ("labels" in answer) window.__bytes.labelled += 1;
        if (viewed) window.__bytes.viewed += 1;
      });
    }
  };
})();"""

# The human's move: claim the longest route it can, else draw from the deck, else the first legal move.
HUMAN_PLAYS_TO_THE_END = """async () => {
  const api = window.gameshelf;
  api.setBotPace?.(0);
  await api.waitIdle();
  for (let turn = 0; turn < 2000 && !api.snapshot().over; turn++) {
    const legal = api.legalMoves();
    const pick = (type) => legal.filter((m) => m.type === type);
    const keeps = pick("keep_tickets").sort((a, b) => a.keep.length - b.keep.length);
    const move = keeps[0] || pick("claim").sort((a, b) => b.route - a.route)[0] || pick("draw_deck")[0] || legal[0];
    if (move) await api.play(move);
    await api.waitIdle();
  }
  return api.snapshot().over;
}"""
GAME = "#new=ticket-to-ride&seats=human,bot:heuristic,bot:heuristic,bot:heuristic&seed=11"


def measure(page, url):
    """Play the game at `url` to the end; returns the byte figures (the save is assembled by `save_of(page)`)."""
    page.add_init_script(COUNT_BYTES)
    page.goto(url)
    page.wait_for_function("() => window.gameshelf && window.gameshelf.ready")
    page.evaluate("() => window.gameshelf.ready")
    assert page.evaluate(HUMAN_PLAYS_TO_THE_END), "the game did not end"
    counts = page.evaluate("() => window.__bytes")
    answers, without_view = counts["answers"], counts["withoutView"]  # the growth is judged without the stored view
    tenth = max(1, len(answers) // 10)
    return {
        "answers": len(answers),
        "early_median": statistics.median(without_view[:tenth]),
        "late_median": statistics.median(without_view[-tenth:]),
        "early_max": max(without_view[:tenth]),
        "late_max": max(without_view[-tenth:]),
        "answer_bytes": sum(answers),
        "labelled": counts["labelled"],
        "viewed": counts["viewed"],
        "written": counts["written"],
        "writes": counts["writes"],
    }


def test_answers_stay_small_and_a_game_writes_at_most_ten_saves(page, site_url):
    figures = measure(page, site_url + GAME)
    final = len(json.dumps(assembled(page, table_id(page)), separators=(",", ":")))
    figures["final_save"] = final
    print("\nbyte figures:", figures)
    assert figures["labelled"] == 0, figures
    assert 2 <= figures["viewed"] <= 2 + figures["answers"] // 80, figures
    assert figures["late_median"] <= 1.5 * figures["early_median"], figures
    assert figures["late_max"] <= 1.5 * figures["early_max"], figures
    assert figures["written"] <= 10 * final, figures
