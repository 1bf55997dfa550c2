// Trick of the Rails renderer: the Trick Lane, the railways and the trick on the board canvas;
// status, placements, the hand and the shares in the panel. Rules come only from snap.legal/view.

import { t } from "../../shell/i18n.js";
import { drawTable, layout, placementTargets, targetAt } from "./draw.js";
import { buildPanel, describePlayer } from "./panel.js";
import { companyLook, CSS } from "./style.js";

const TAP_SLOP_PX = 8; // how far outside a target a tap still hits it, in CSS px
const WIDE_SCREEN = "(min-width: 761px)"; // the shell puts the panel below the board below this

const centre = (r) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

/** The Trick of the Rails renderer for the shell's `table`. */
export default function createRenderer(table) {
  table.addStyles("totr-style", CSS);
  const data = table.static;
  const look = companyLook(data);
  const codes = data.companies.map((c) => c.code);
  const wide = window.matchMedia(WIDE_SCREEN);
  let snap = null;
  let lay = null;
  let targets = []; // [{rect, move}] the viewer may tap now
  let hot = null; // the target under the mouse
  let ppu = 1; // CSS px per world unit at the last paint
  let focus = null; // {company, seat} picked on the final score sheet
  let worldKey = "";

  table.board.onDraw(draw);
  table.board.onTap(onTap);
  table.board.onHover(onHover);
  wide.addEventListener("change", relayout);

  /** Lay the table out for the current snapshot and screen; refit only when the world changes size. */
  function relayout() {
    if (!snap) return;
    lay = layout(snap.view, codes, wide.matches);
    targets = table.busy ? [] : placementTargets(snap, lay);
    const key = `${lay.width}x${lay.height}`;
    if (key !== worldKey) {
      worldKey = key;
      table.board.setWorld(lay.width, lay.height);
    }
    table.board.redraw();
  }

  /** Paint the lane, the railways and the trick, with the targets the viewer may tap. */
  function draw(ctx, info) {
    ppu = info.pxPerUnit;
    if (!snap || !lay) return;
    drawTable(ctx, {
      view: snap.view, lay, data, look, codes, targets, hot,
      seats: snap.seats, colors: table.colors, over: snap.over, focus: focus ? focus.company : null,
      viewer: snap.viewer, toAct: snap.to_act,
    });
  }

  /** A tap on a target plays its move. */
  function onTap(x, y) {
    const target = targetAt(targets, x, y, TAP_SLOP_PX / ppu);
    if (target) send(target.move);
  }

  /** Light the target under the mouse. */
  function onHover(x, y) {
    const target = x === null ? null : targetAt(targets, x, y, TAP_SLOP_PX / ppu);
    if (target !== hot) {
      hot = target;
      table.board.redraw();
    }
  }

  /** Send a move, with the targets and the panel off until the answer (the shell shows errors). */
  async function send(move) {
    const answer = table.submit(move);
    targets = [];
    renderPanel();
    table.board.redraw();
    await answer;
    relayout();
    renderPanel();
  }

  /** Rebuild the panel from the snapshot. */
  function renderPanel() {
    if (!snap) return;
    table.panel.replaceChildren(buildPanel({ el: table.el, snap, data, look, colors: table.colors, busy: table.busy, focus, send }));
  }

  return {
    render(next) {
      snap = next;
      hot = null;
      relayout();
      renderPanel();
    },

    /** Final screen: a company column stresses its railway and window; a seat row marks that player. */
    highlight(category, seat) {
      focus = category === null ? null : { company: codes.find((code) => code.toLowerCase() === category) || null, seat };
      table.board.redraw();
      renderPanel();
    },

    /** World point of {railway: code, end: "start"|"end"}, {locomotive: code}, {lane: index} or {card: id}. */
    targetPoint(current, target) {
      const at = layout(current.view, codes, wide.matches);
      if (target.railway) return centre(at.rails[target.railway][target.end]);
      if (target.locomotive) return centre(at.rails[target.locomotive].loco);
      if (target.lane !== undefined) return at.lane[target.lane] ? centre(at.lane[target.lane]) : null;
      for (const code of codes) {
        const i = current.view.railways[code].cards.indexOf(target.card);
        if (i >= 0) return centre(at.rails[code].cards[i]);
      }
      const i = current.view.lane.indexOf(target.card);
      return i >= 0 ? centre(at.lane[i]) : null;
    },

    /** The hand's button of a lesson's hint target {card: id} as a selector (the canvas rings the rest). */
    hintSelector(target) {
      return typeof target.card === "string" && /^[A-Za-z0-9-]+$/.test(target.card) ? `.totr-hand [data-card="${target.card}"]` : null;
    },

    /** The keyboard cursor's stops: the railway ends and locomotive places a tap plays now. */
    cursorTargets() {
      if (!snap || snap.over) return [];
      return targets.map(({ rect, move }) => {
        const code = move.company;
        const place = move.type === "locomotive" ? "locomotive" : move.end;
        return { id: `${code} ${place}`, ...centre(rect), radius: Math.max(rect.w, rect.h) / 2,
          name: t(`trick-of-the-rails.cursor.${place}`, { company: look[code].name }), moves: [move] };
      });
    },

    /** The table description's words for a seat. */
    describePlayer: (shown, seat) => describePlayer(shown, seat, look),

    destroy() {
      wide.removeEventListener("change", relayout);
      table.panel.replaceChildren();
    },
  };
}
