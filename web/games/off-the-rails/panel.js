// Off the Rails panel: status and instruction, the action tools, the decision of the moment, the
// players, the missions and a legend. Every button sends a move taken from snap.legal.

import { lang, listWords, t } from "../../shell/i18n.js";
import { COLUMNS, mark } from "./draw.js";
import { COLOR, JEWEL, SHAPE } from "./style.js";

const DIR_NAME = { N: "north", E: "east", S: "south", W: "west" }; // ids: off-the-rails.dir.<name>
const DIR_ARROW = { N: "↑", E: "→", S: "↓", W: "←" };

/** A square's board name, e.g. D3, from an "r,c" key. */
export function squareName(k) {
  const [r, c] = k.split(",").map(Number);
  return `${COLUMNS[c]}${r + 1}`;
}

/** A square high-DPI canvas of `px` CSS pixels whose context draws in units of px / `units`. */
function smallCanvas(px, units, className) {
  const canvas = document.createElement("canvas");
  const dpr = window.devicePixelRatio || 1;
  canvas.width = px * dpr;
  canvas.height = px * dpr;
  canvas.style.width = `${px}px`;
  canvas.style.height = `${px}px`;
  canvas.className = className;
  const ctx = canvas.getContext("2d");
  ctx.scale((px * dpr) / units, (px * dpr) / units);
  return { canvas, ctx };
}

/** A small canvas showing one shape (colour marker or jewel). */
export function swatch(shape, fill, edge, px = 22) {
  const { canvas, ctx } = smallCanvas(px, px, "otr-swatch");
  mark(ctx, shape, px / 2, px / 2, px * 0.36, fill, edge, 1.3);
  return canvas;
}

/** The colour marker of a seat colour. */
export const colorSwatch = (color, px = 22) => swatch(SHAPE[color], COLOR[color], "#111", px);
/** The marker of a jewel type. */
export const jewelSwatch = (type, px = 20) => swatch(JEWEL[type].shape, JEWEL[type].fill, JEWEL[type].edge, px);

/** A direction's name ("north"). */
export const dirName = (d) => t(`off-the-rails.dir.${DIR_NAME[d]}`);
/** A jewel count in words ("2 rubies"). */
export const jewelCount = (type, n) => t(`off-the-rails.ui.jewels.${type}`, { n });
/** A cart or side colour's name ("red"). */
export const colorName = (color) => t(`off-the-rails.color.${color}`);
/** A mission's id as a part of a message id ("red_leader" → "red-leader"). */
const missionId = (id) => id.replaceAll("_", "-");
/** A mission's name. */
const missionName = (id) => t(`off-the-rails.mission.${missionId(id)}`);
/** What a mission asks for. */
const missionText = (id) => t(`off-the-rails.mission.${missionId(id)}.text`);

/** A pile as swatches with counts ("2 rubies"), or a dash when empty. */
function pileRow(el, pile) {
  const items = Object.keys(JEWEL).filter((type) => pile[type]).map((type) =>
    el("span", { class: "otr-count", title: t(`off-the-rails.jewel.${type}`) }, jewelSwatch(type, 18), jewelCount(type, pile[type])));
  return items.length ? el("span", { class: "otr-pile" }, items) : el("span", { class: "muted", text: t("off-the-rails.ui.none") });
}

/** A small picture of a tile's rails for the tile buttons. */
export function tilePreview(exits, drawTile, px = 40) {
  const { canvas, ctx } = smallCanvas(px, 10, "otr-tile-preview");
  drawTile(ctx, exits, 0, 0);
  return canvas;
}

const seatName = (snap, seat) => snap.seats[seat]?.name || t("engine.seat.default", { n: seat + 1 });
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const tokensLeft = (view) => Object.values(view.tokens_left).reduce((a, b) => a + b, 0);

/** What the viewer should do now, in one sentence. */
export function instruction(snap, ui, data) {
  const view = snap.view;
  if (snap.over && view.solo) {
    const result = snap.score ? ` ${t(`off-the-rails.result.${snap.score.result}`)}.` : "";
    return `${t("off-the-rails.ui.over-solo")}${result}`;
  }
  if (snap.over) return t("off-the-rails.ui.over");
  const pending = view.pending;
  const mine = snap.legal.length > 0;
  if (!mine) {
    if (!snap.to_act.length) return t("off-the-rails.ui.setting-up");
    const split = pending && pending.kind === "split";
    if (snap.to_act.length === 1 && snap.to_act[0] === snap.viewer) return split ? t("off-the-rails.ui.splitting-you") : t("off-the-rails.ui.playing-you");
    const acting = new Intl.ListFormat(lang(), { type: "conjunction" }).format(snap.to_act.map((p) => seatName(snap, p)));
    return split ? t("off-the-rails.ui.splitting", { seat: acting }) : t("off-the-rails.ui.playing", { seat: acting });
  }
  if (!pending) {
    if (ui.tool === "track" && ui.proposal) return t("off-the-rails.ui.lay-confirm", { square: squareName(ui.proposal) });
    if (ui.tool === "track") return t("off-the-rails.ui.lay", { track: t(`off-the-rails.a-track.${ui.kind}`), n: view.actions_left });
    if (ui.tool === "upgrade") return t("off-the-rails.ui.upgrade-hint");
    return t("off-the-rails.ui.cart-hint");
  }
  if (pending.kind === "chasm") return t("off-the-rails.ui.pending.chasm", { color: colorName(pending.color) });
  return t(`off-the-rails.ui.pending.${pending.kind}`);
}

/** The whole panel for one snapshot and the renderer's UI state. */
export function buildPanel(table, snap, ui, actions, drawTile) {
  const { el } = table;
  const data = table.static;
  const view = snap.view;
  const legal = snap.legal || [];
  const turnSeat = view.turn;
  const parts = [];

  const pips = Array.from({ length: data.actions_per_turn }, (_, i) => el("span", { class: `otr-pip${i < view.actions_left && view.phase === "actions" ? " on" : ""}` }));
  let deckLine = t("off-the-rails.ui.deck", { n: view.deck_count, bag: view.bag_count });
  if (snap.over) deckLine = t("off-the-rails.ui.deck-over", { n: Object.keys(view.chasm).length, cards: view.deck_count });
  else if (view.solo) deckLine = t("off-the-rails.ui.deck-solo", { n: view.deck_count, tokens: tokensLeft(view) });
  else if (view.collapse) deckLine = t("off-the-rails.ui.collapsing", { n: tokensLeft(view) });
  else if (view.chasm_card !== null && view.chasm_card === snap.viewer) deckLine = t("off-the-rails.ui.chasm-found-you", { n: view.final_turns });
  else if (view.chasm_card !== null) deckLine = t("off-the-rails.ui.chasm-found", { seat: seatName(snap, view.chasm_card), n: view.final_turns });
  parts.push(el("section", { class: "otr-status card" },
    el("div", { class: "otr-status-head" },
      snap.over || view.solo ? null : colorSwatch(view.colors[turnSeat], 28),
      el("div", { class: "otr-status-title", text: snap.over ? t("off-the-rails.ui.game-over") : t("off-the-rails.ui.turn", { seat: seatName(snap, turnSeat), n: view.turn_number }) }),
      snap.over ? null : el("div", { class: "otr-pips", title: t("off-the-rails.ui.actions-left-title"), attrs: { role: "img", "aria-label": t("off-the-rails.ui.actions-left", { n: view.actions_left }) } }, pips)),
    el("p", { class: "otr-instruction", attrs: { "aria-live": "polite" }, text: instruction(snap, ui, data) }),
    el("p", { class: `otr-deck${!snap.over && (view.chasm_card !== null || view.collapse) ? " otr-warn" : ""}`, text: deckLine })));

  if (legal.some((m) => m.type === "end")) parts.push(actionCard(el, data, snap, ui, actions, drawTile));
  const decision = decisionCard(el, snap, actions, data);
  if (decision) parts.push(decision);
  parts.push(playersCard(el, snap, ui, data));
  if (!view.solo && view.missions.length) {
    parts.push(el("section", { class: "otr-missions card" },
      el("h3", { class: "otr-heading", text: t("off-the-rails.ui.missions-on-offer", { n: data.mission_points }) }),
      view.missions.map((id) => el("div", { class: "otr-mission" },
        el("strong", { text: missionName(id) }), el("span", { text: ` — ${missionText(id)}` })))));
  }
  parts.push(legend(el, data));
  return parts;
}

/** The tools of the action phase: lay, upgrade, bring out a cart, speeds, and Move carts. */
function actionCard(el, data, snap, ui, actions, drawTile) {
  const legal = snap.legal;
  const has = (type) => legal.some((m) => m.type === type);
  const tool = (id, label, type) => el("button", {
    class: `btn otr-tool${ui.tool === id ? " active" : ""}`, type: "button", text: label, disabled: !has(type),
    attrs: { "aria-pressed": String(ui.tool === id) }, dataset: { tool: id }, onclick: () => actions.setTool(id),
  });
  const kinds = ui.tool === "track" ? el("div", { class: "otr-kinds" },
    ["straight", "corner"].map((kind) => el("button", {
      class: `btn otr-kind${ui.kind === kind ? " active" : ""}`, type: "button", dataset: { kind },
      attrs: { "aria-pressed": String(ui.kind === kind), "aria-label": t(`off-the-rails.track.${kind}`) }, onclick: () => actions.setKind(kind),
    }, tilePreview(data.rotations[kind][ui.kind === kind ? ui.rotation : 0], drawTile, 24), el("span", { text: t(`off-the-rails.track.${kind}`) }))),
    el("button", { class: "btn otr-rotate", type: "button", title: t("off-the-rails.ui.rotate-title"), onclick: () => actions.rotate() },
      el("span", { text: t("off-the-rails.ui.rotate") }))) : null;
  const mine = snap.view.carts.filter((c) => c.owner === snap.viewer && c.status === "board");
  const speeds = mine.map((cart) => {
    const down = legal.find((m) => m.type === "speed" && m.cart === cart.id && m.delta === -1);
    const up = legal.find((m) => m.type === "speed" && m.cart === cart.id && m.delta === 1);
    const preview = (snap.view.previews || []).find((p) => p.cart === cart.id);
    return [el("div", { class: "otr-speed" },
      colorSwatch(cart.color, 20),
      el("span", { class: "otr-speed-label", text: t("off-the-rails.ui.cart-speed", { square: squareName(cart.at), speed: cart.speed }) }),
      el("button", { class: "btn otr-step", type: "button", text: "−", disabled: !down, attrs: { "aria-label": t("off-the-rails.ui.slower", { square: squareName(cart.at) }) }, onclick: () => actions.submit(down) }),
      el("button", { class: "btn otr-step", type: "button", text: "+", disabled: !up, attrs: { "aria-label": t("off-the-rails.ui.faster", { square: squareName(cart.at) }) }, onclick: () => actions.submit(up) })),
    preview ? el("div", { class: `otr-preview otr-preview-${preview.end}`, text: t(`off-the-rails.ui.preview.${preview.end}`, { square: squareName(preview.at.join(",")) }) }) : null];
  });
  return el("section", { class: "otr-actions card" },
    el("div", { class: "otr-tools" }, tool("track", t("off-the-rails.ui.tool.track"), "place"), tool("upgrade", t("off-the-rails.ui.tool.upgrade"), "upgrade"), tool("cart", t("off-the-rails.ui.tool.cart"), "cart")),
    kinds,
    speeds.length ? el("div", { class: "otr-speeds" }, speeds) : null,
    el("button", { class: "btn primary otr-go", type: "button", text: t("off-the-rails.ui.move-carts"), onclick: () => actions.submit({ type: "end" }) }));
}

/** The decision awaited from the viewer during movement, missions or the chasm. */
function decisionCard(el, snap, actions, data) {
  const view = snap.view;
  const pending = view.pending;
  const legal = snap.legal;
  if (!pending || !legal.length) return null;
  const buttons = [];
  const button = (label, move, extra = null) => el("button", { class: "btn otr-choice", type: "button", onclick: () => actions.submit(move) }, extra, el("span", { text: label }));
  for (const move of legal) {
    if (move.type === "take") buttons.push(button(capital(t(`off-the-rails.jewel.${move.jewel}`)), move, jewelSwatch(move.jewel)));
    else if (move.type === "exit") buttons.push(button(`${DIR_ARROW[move.dir]} ${t("off-the-rails.ui.go", { dir: dirName(move.dir) })}`, move));
    else if (move.type === "go") buttons.push(button(t("off-the-rails.ui.cart-at", { square: squareName(view.carts[move.cart].at) }), move, colorSwatch(view.carts[move.cart].color, 20)));
    else if (move.type === "split") {
      const rest = Object.keys(JEWEL).flatMap((t) => Array(view.carts[pending.cart].hold[t] || 0).fill(t));
      for (const j of move.pile) rest.splice(rest.indexOf(j), 1);
      const names = (list) => listWords(list.map((j) => t(`off-the-rails.jewel.${j}`)));
      const pile = (label, list) => el("span", { class: "otr-split-pile", attrs: { "aria-label": t("off-the-rails.ui.pile-content", { pile: label, jewels: names(list) }) } },
        el("span", { class: "otr-split-name", text: label }), list.map((j) => jewelSwatch(j, 18)));
      buttons.push(el("button", { class: "btn otr-choice otr-split", type: "button", onclick: () => actions.submit(move) },
        pile("A", move.pile), pile("B", rest)));
    } else if (move.type === "chasm") buttons.push(button(t("off-the-rails.ui.put-on", { square: squareName(move.at.join(",")) }), move));
    else if (move.type === "drop") {
      const size = pending.sizes ? pending.sizes[move.pile] : null;
      const pile = "AB"[move.pile];
      buttons.push(button(size === null ? t("off-the-rails.ui.pile", { pile }) : t("off-the-rails.ui.pile-size", { pile, n: size }), move));
    } else if (move.type === "claim") buttons.push(button(t("off-the-rails.ui.claim", { mission: missionName(move.mission) }), move));
  }
  if (!buttons.length) return null;
  return el("section", { class: "otr-decision card" },
    el("h3", { class: "otr-heading", text: t("off-the-rails.ui.your-decision") }),
    el("div", { class: "otr-choices" }, buttons));
}

/** The table description's words for a seat: its stockpile (or its size when secret), carts and missions. */
export function describePlayer(snap, seat) {
  const pl = snap.view.players[seat];
  const jewels = pl.stockpile && listWords(Object.keys(JEWEL).filter((type) => pl.stockpile[type]).map((type) => jewelCount(type, pl.stockpile[type])));
  return listWords([
    pl.stockpile ? t("off-the-rails.describe.stockpile", { jewels: jewels || t("off-the-rails.ui.none") }) : t("off-the-rails.describe.secret-stockpile", { n: pl.stockpile_count }),
    t("off-the-rails.describe.carts", { n: pl.carts_in_supply }), t("off-the-rails.ui.carts-mine", { n: pl.carts_on_board }),
    pl.carts_removed ? t("off-the-rails.ui.carts-lost", { n: pl.carts_removed }) : null,
    pl.missions.length ? t("off-the-rails.describe.missions", { missions: listWords(pl.missions.map(missionName)) }) : null,
  ]);
}

/** Every player's colour, stockpile, carts and missions. */
function playersCard(el, snap, ui, data) {
  const view = snap.view;
  return el("section", { class: "otr-players card" },
    el("h3", { class: "otr-heading", text: view.solo ? t("off-the-rails.ui.your-clan") : t("off-the-rails.ui.players") }),
    view.players.map((pl, seat) => el("div", { class: `otr-player${snap.to_act.includes(seat) ? " acting" : ""}${ui.focus === seat ? " focus" : ""}` },
      el("div", { class: "otr-player-head" },
        view.solo ? null : colorSwatch(pl.color, 24),
        el("span", { class: "otr-player-name", text: view.solo ? seatName(snap, seat) : t("off-the-rails.ui.seat-side", { seat: seatName(snap, seat), color: colorName(pl.color) }) }),
        view.chasm_card === seat ? el("span", { class: "otr-tag", text: t("off-the-rails.ui.chasm-card") }) : null),
      el("div", { class: "otr-line" }, el("span", { class: "otr-key", text: t("off-the-rails.ui.stockpile") }),
        pl.stockpile ? pileRow(el, pl.stockpile) : el("span", { text: t("off-the-rails.ui.secret-stockpile", { n: pl.stockpile_count }) })),
      view.solo && view.delivered ? el("div", { class: "otr-line" }, el("span", { class: "otr-key", text: t("off-the-rails.ui.right-side") }), pileRow(el, view.delivered.matched)) : null,
      view.solo && view.delivered ? el("div", { class: "otr-line" }, el("span", { class: "otr-key", text: t("off-the-rails.ui.wrong-side") }), pileRow(el, view.delivered.other)) : null,
      el("div", { class: "otr-line" }, el("span", { class: "otr-key", text: t("off-the-rails.score.carts") }),
        el("span", { text: [t("off-the-rails.ui.carts-supply", { n: pl.carts_in_supply }), t("off-the-rails.ui.carts-mine", { n: pl.carts_on_board }),
          pl.carts_removed ? t("off-the-rails.ui.carts-lost", { n: pl.carts_removed }) : null].filter(Boolean).join(" · ") })),
      pl.missions.length ? el("div", { class: "otr-line" }, el("span", { class: "otr-key", text: t("off-the-rails.score.missions") }),
        el("span", { text: listWords(pl.missions.map(missionName)) })) : null)));
}

/** What the shapes mean. */
function legend(el, data) {
  return el("details", { class: "otr-legend card" },
    el("summary", { text: t("off-the-rails.ui.key") }),
    el("div", { class: "otr-key-grid" },
      data.jewels.map((j) => el("span", { class: "otr-key-item" }, jewelSwatch(j.type),
        t("off-the-rails.ui.key-jewel", { jewel: capital(t(`off-the-rails.jewel.${j.type}`)), n: j.points }))),
      Object.keys(SHAPE).map((c) => el("span", { class: "otr-key-item" }, colorSwatch(c), capital(t("off-the-rails.ui.key-side", { color: colorName(c) }))))),
    el("p", { class: "small", text: t("off-the-rails.ui.key-text") }));
}

