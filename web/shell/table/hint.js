// The Hint button of a game started with hints on, on a person's turn: Python's `hint` asked slice by slice (the
// button shows the progress), then the move ringed on the board or outlined in the panel, its words and the reason
// on a line below the button, said once in the table's live region. A hint belongs to the position it was asked in.

import { el } from "../dom.js";
import { fmt, t } from "../i18n.js";
import { drawHintRings } from "../lesson/hint-ring.js";
import { say } from "./words.js";

const SLICE_SECONDS = 0.1;
const MARK_CLASS = "lesson-hint"; // the outline a lesson puts on a panel hint target

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** The renderer targets a move names by its fields (a route, a hex, a square, a card, a face-up slot). */
function fieldTargets(move) {
  const targets = [];
  if (move.route !== undefined) targets.push({ route: move.route });
  if (Array.isArray(move.cell)) targets.push({ cell: move.cell });
  if (Array.isArray(move.at)) targets.push({ square: move.at });
  if (typeof move.card === "string") targets.push({ card: move.card });
  if (Number.isInteger(move.slot)) targets.push({ face_up: move.slot });
  return targets;
}

/** The world points where the board shows `move`: the keyboard cursor's stop that plays it, else its targets' points. */
export function movePoints(renderer, snap, move) {
  const stop = (renderer.cursorTargets?.() || []).find((s) => s.moves.some((m) => same(m, move)));
  if (stop) return [{ x: stop.x, y: stop.y }];
  return fieldTargets(move).map((target) => renderer.targetPoint?.(snap, target)).filter(Boolean);
}

/** Whether the person whose seat the snapshot shows is to move (a hint is theirs to ask). */
function personToMove(snap) {
  const seat = snap && snap.viewer !== null ? snap.seats[snap.viewer] : null;
  return Boolean(seat && seat.kind === "human" && !snap.over && snap.to_act.includes(snap.viewer) && snap.legal.length);
}

export class HintBox {
  /** request(body) -> answer (throws on errors); parts() -> {renderer, board, panel} now; announce(text); onGiven(setup); onError(err). */
  constructor({ request, parts, announce, onGiven, onError }) {
    Object.assign(this, { request, parts, announce, onGiven, onError });
    this.snap = null;
    this.hint = null; // {move, label, reason, snap}: the hint shown, for the snapshot it was asked in
    this.asking = null; // the snapshot a hint is being asked for
    this.progress = 0;
    this.button = el("button", { class: "btn hint-btn", type: "button", id: "hint-button", onclick: () => this.ask() });
    this.reason = el("p", { class: "hint-reason", id: "hint-reason", hidden: true, attrs: { "aria-live": "off" } });
    this.root = el("div", { class: "hint-box", hidden: true }, this.button, this.reason);
    say(this.button, () => this.buttonWords());
  }

  /** The button's words: Hint, or the progress while it is asked for. */
  buttonWords() {
    if (this.asking) return { text: t("table.hint.thinking", { n: Math.round(this.progress * 100) }) };
    return { text: t("table.hint"), title: t("table.hint.help") };
  }

  /** Show the box for `snap` when hints are on (`enabled`) and a person is to move; a hint of another position goes. */
  update(snap, enabled) {
    this.snap = snap;
    if (this.hint && this.hint.snap.log.length !== snap?.log.length) this.hint = null;
    this.root.hidden = !(enabled && personToMove(snap));
    this.draw();
  }

  /** Ask Python for the hint, slice by slice, unless one is shown or on its way. */
  async ask() {
    if (this.asking || this.hint || !this.snap) return;
    const asked = this.snap;
    this.asking = asked;
    this.progress = 0;
    this.draw();
    try {
      let answer = await this.request({ op: "hint", slice: SLICE_SECONDS });
      while (answer.thinking && this.snap === asked) {
        this.progress = Number(answer.progress) || 0;
        this.draw();
        answer = await this.request({ op: "hint", slice: SLICE_SECONDS });
      }
      if (answer.thinking || this.snap.log.length !== asked.log.length) return; // the position moved on: no hint for it
      this.hint = { move: answer.move, label: answer.label, reason: answer.reason, snap: asked };
      this.onGiven(answer.setup);
      this.announce(this.sentence());
    } catch (err) {
      this.onError(err);
    } finally {
      this.asking = null;
      this.draw();
    }
  }

  /** The hint in words: the move and why. */
  sentence() {
    return t("table.hint.said", { move: fmt(this.hint.label), reason: fmt(this.hint.reason) });
  }

  /** Draw the button, the reason line, the panel's outline and the board's ring from what is known now. */
  draw() {
    this.button.disabled = Boolean(this.asking) || Boolean(this.hint);
    this.button.textContent = this.buttonWords().text;
    this.reason.hidden = !this.hint;
    this.reason.textContent = this.hint ? this.sentence() : "";
    const { panel, board, renderer } = this.parts();
    for (const node of panel.querySelectorAll(`.${MARK_CLASS}`)) node.classList.remove(MARK_CLASS);
    if (this.hint && renderer) {
      for (const target of fieldTargets(this.hint.move)) {
        const selector = renderer.hintSelector?.(target);
        if (selector) for (const node of panel.querySelectorAll(selector)) node.classList.add(MARK_CLASS);
      }
    }
    this.root.dataset.hint = this.hint ? JSON.stringify(this.hint.move) : "";
    board?.redraw();
  }

  /** The board overlay: a ring where the hinted move is played. */
  drawOnBoard(ctx, info) {
    const { renderer } = this.parts();
    if (!this.hint || !renderer) return;
    drawHintRings(ctx, movePoints(renderer, this.hint.snap, this.hint.move), info.pxPerUnit, true);
  }
}
