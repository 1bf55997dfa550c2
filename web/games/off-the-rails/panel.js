// Off the Rails panel: status and instruction, the action tools, the decision of the moment, the
// players, the missions and a legend. Every button sends a move taken from snap.legal.

import { mark } from "./draw.js";
import { COLOR, JEWEL, SHAPE } from "./style.js";

const DIR_NAME = { N: "north", E: "east", S: "south", W: "west" };
const DIR_ARROW = { N: "↑", E: "→", S: "↓", W: "←" };
const COLUMNS = "ABCDEFGHIJKL";

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

/** A pile as swatches with counts ("2 ruby"), or a dash when empty. */
function pileRow(el, pile) {
  const items = Object.keys(JEWEL).filter((t) => pile[t]).map((t) =>
    el("span", { class: "otr-count", title: t }, jewelSwatch(t, 18), `${pile[t]} ${t}`));
  return items.length ? el("span", { class: "otr-pile" }, items) : el("span", { class: "muted", text: "none" });
}

/** A small picture of a tile's rails for the tile buttons. */
export function tilePreview(exits, drawTile, px = 40) {
  const { canvas, ctx } = smallCanvas(px, 10, "otr-tile-preview");
  drawTile(ctx, exits, 0, 0);
  return canvas;
}

const seatName = (snap, seat) => (snap.seats[seat] ? snap.seats[seat].name : `Player ${seat + 1}`);
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the viewer should do now, in one sentence. */
export function instruction(snap, ui, data) {
  const view = snap.view;
  if (snap.over) return view.solo ? "The chasm has swallowed the mine." : "The mine has collapsed. Tap a score to mark that player's side and stockpile.";
  const pending = view.pending;
  const mine = snap.legal.length > 0;
  if (!mine) {
    if (!snap.to_act.length) return "The table is being set up…";
    const acting = snap.to_act.map((p) => seatName(snap, p)).join(" & ");
    if (pending && pending.kind === "split") return `${acting} is splitting the jewels of the hit cart.`;
    return `${acting} is playing.`;
  }
  if (!pending) {
    if (ui.tool === "track") return `Lay a ${ui.kind}: tap a square (Turn rotates it). ${view.actions_left} action${view.actions_left === 1 ? "" : "s"} left.`;
    if (ui.tool === "upgrade") return "Upgrade a tile: tap a highlighted tile to add an exit.";
    return "Bring out a cart: tap a highlighted square of your Surface side.";
  }
  const texts = {
    order: "Which cart moves first? Tap it on the board or pick below.",
    exit: "Junction: tap the square your cart should go to next.",
    take: "Your cart picks up a jewel: choose which.",
    split: "Your cart was hit. Split its jewels into two piles; your opponent picks one to drop without seeing inside.",
    drop: "You hit a loaded cart: pick the pile it drops.",
    claim: "You completed a mission: claim it (one per turn).",
    chasm: `Place the ${pending.color} chasm token: tap a highlighted square.`,
  };
  return texts[pending.kind] || "";
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
  let deckLine = `Deposit deck: ${view.deck_count} card${view.deck_count === 1 ? "" : "s"} · bag: ${view.bag_count} jewels`;
  if (snap.over) deckLine = `${Object.keys(view.chasm).length} chasm tokens fell · ${view.deck_count} deposit cards were never drawn`;
  else if (view.solo) deckLine = `Deck: ${view.deck_count} cards · chasm tokens still to fall: ${Object.values(view.tokens_left).reduce((a, b) => a + b, 0)}`;
  else if (view.collapse) deckLine = `The mine is collapsing: ${Object.values(view.tokens_left).reduce((a, b) => a + b, 0)} chasm tokens left`;
  else if (view.chasm_card !== null) deckLine = `${seatName(snap, view.chasm_card)} found the Chasm card: ${view.final_turns} last turn${view.final_turns === 1 ? "" : "s"} before the collapse`;
  parts.push(el("section", { class: "otr-status card" },
    el("div", { class: "otr-status-head" },
      snap.over || view.solo ? null : colorSwatch(view.colors[turnSeat], 28),
      el("div", { class: "otr-status-title", text: snap.over ? "Game over" : `${seatName(snap, turnSeat)} · turn ${view.turn_number}` }),
      snap.over ? null : el("div", { class: "otr-pips", title: "Actions left", attrs: { role: "img", "aria-label": `${view.actions_left} actions left` } }, pips)),
    el("p", { class: "otr-instruction", attrs: { "aria-live": "polite" }, text: instruction(snap, ui, data) }),
    el("p", { class: `otr-deck${!snap.over && (view.chasm_card !== null || view.collapse) ? " otr-warn" : ""}`, text: deckLine })));

  if (legal.some((m) => m.type === "end")) parts.push(actionCard(el, data, snap, ui, actions, drawTile));
  const decision = decisionCard(el, snap, actions, data);
  if (decision) parts.push(decision);
  parts.push(playersCard(el, snap, ui, data));
  if (!view.solo && view.missions.length) {
    const byId = Object.fromEntries(data.missions.map((m) => [m.id, m]));
    parts.push(el("section", { class: "otr-missions card" },
      el("h3", { class: "otr-heading", text: `Missions on offer (${data.mission_points} points each)` }),
      view.missions.map((id) => el("div", { class: "otr-mission" },
        el("strong", { text: byId[id].name }), el("span", { text: ` — ${byId[id].text}` })))));
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
      attrs: { "aria-pressed": String(ui.kind === kind), "aria-label": capital(kind) }, onclick: () => actions.setKind(kind),
    }, tilePreview(data.rotations[kind][ui.kind === kind ? ui.rotation : 0], drawTile, 24), el("span", { text: capital(kind) }))),
    el("button", { class: "btn otr-rotate", type: "button", title: "Turn the tile a quarter (key R)", onclick: () => actions.rotate() },
      el("span", { text: "⟳ Turn" }))) : null;
  const mine = snap.view.carts.filter((c) => c.owner === snap.viewer && c.status === "board");
  const speeds = mine.map((cart) => {
    const down = legal.find((m) => m.type === "speed" && m.cart === cart.id && m.delta === -1);
    const up = legal.find((m) => m.type === "speed" && m.cart === cart.id && m.delta === 1);
    return el("div", { class: "otr-speed" },
      colorSwatch(cart.color, 20),
      el("span", { class: "otr-speed-label", text: `Cart at ${squareName(cart.at)} · speed ${cart.speed}` }),
      el("button", { class: "btn otr-step", type: "button", text: "−", disabled: !down, attrs: { "aria-label": `Slower (cart at ${squareName(cart.at)})` }, onclick: () => actions.submit(down) }),
      el("button", { class: "btn otr-step", type: "button", text: "+", disabled: !up, attrs: { "aria-label": `Faster (cart at ${squareName(cart.at)})` }, onclick: () => actions.submit(up) }));
  });
  return el("section", { class: "otr-actions card" },
    el("div", { class: "otr-tools" }, tool("track", "Lay track", "place"), tool("upgrade", "Upgrade", "upgrade"), tool("cart", "Add cart", "cart")),
    kinds,
    speeds.length ? el("div", { class: "otr-speeds" }, speeds) : null,
    el("button", { class: "btn primary otr-go", type: "button", text: "Move carts ▶", onclick: () => actions.submit({ type: "end" }) }));
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
    if (move.type === "take") buttons.push(button(capital(move.jewel), move, jewelSwatch(move.jewel)));
    else if (move.type === "exit") buttons.push(button(`${DIR_ARROW[move.dir]} Go ${DIR_NAME[move.dir]}`, move));
    else if (move.type === "go") buttons.push(button(`Cart at ${squareName(view.carts[move.cart].at)}`, move, colorSwatch(view.carts[move.cart].color, 20)));
    else if (move.type === "split") {
      const rest = Object.keys(JEWEL).flatMap((t) => Array(view.carts[pending.cart].hold[t] || 0).fill(t));
      for (const j of move.pile) rest.splice(rest.indexOf(j), 1);
      const pile = (label, list) => el("span", { class: "otr-split-pile", attrs: { "aria-label": `${label}: ${list.join(", ")}` } },
        el("span", { class: "otr-split-name", text: label }), list.map((j) => jewelSwatch(j, 18)));
      buttons.push(el("button", { class: "btn otr-choice otr-split", type: "button", onclick: () => actions.submit(move) },
        pile("A", move.pile), pile("B", rest)));
    } else if (move.type === "chasm") buttons.push(button(`Put it on ${squareName(move.at.join(","))}`, move));
    else if (move.type === "drop") {
      const size = pending.sizes ? pending.sizes[move.pile] : null;
      buttons.push(button(`Pile ${"AB"[move.pile]}${size === null ? "" : ` (${size} jewel${size === 1 ? "" : "s"})`}`, move));
    } else if (move.type === "claim") {
      const mission = data.missions.find((m) => m.id === move.mission);
      buttons.push(button(`Claim ${mission.name}`, move));
    }
  }
  if (!buttons.length) return null;
  return el("section", { class: "otr-decision card" },
    el("h3", { class: "otr-heading", text: "Your decision" }),
    el("div", { class: "otr-choices" }, buttons));
}

/** Every player's colour, stockpile, carts and missions. */
function playersCard(el, snap, ui, data) {
  const view = snap.view;
  const byId = Object.fromEntries(data.missions.map((m) => [m.id, m]));
  return el("section", { class: "otr-players card" },
    el("h3", { class: "otr-heading", text: view.solo ? "Your clan" : "Players" }),
    view.players.map((pl, seat) => el("div", { class: `otr-player${snap.to_act.includes(seat) ? " acting" : ""}${ui.focus === seat ? " focus" : ""}` },
      el("div", { class: "otr-player-head" },
        view.solo ? null : colorSwatch(pl.color, 24),
        el("span", { class: "otr-player-name", text: `${seatName(snap, seat)}${view.solo ? "" : ` · ${pl.color} side`}` }),
        view.chasm_card === seat ? el("span", { class: "otr-tag", text: "Chasm card" }) : null),
      el("div", { class: "otr-line" }, el("span", { class: "otr-key", text: "Stockpile" }),
        pl.stockpile ? pileRow(el, pl.stockpile) : el("span", { text: `secret · ${pl.stockpile_count} jewel${pl.stockpile_count === 1 ? "" : "s"}` })),
      view.solo && view.delivered ? el("div", { class: "otr-line" }, el("span", { class: "otr-key", text: "Right side" }), pileRow(el, view.delivered.matched)) : null,
      view.solo && view.delivered ? el("div", { class: "otr-line" }, el("span", { class: "otr-key", text: "Wrong side" }), pileRow(el, view.delivered.other)) : null,
      el("div", { class: "otr-line" }, el("span", { class: "otr-key", text: "Carts" }),
        el("span", { text: `${pl.carts_in_supply} in supply · ${pl.carts_on_board} in the mine${pl.carts_removed ? ` · ${pl.carts_removed} lost` : ""}` })),
      pl.missions.length ? el("div", { class: "otr-line" }, el("span", { class: "otr-key", text: "Missions" }),
        el("span", { text: pl.missions.map((id) => byId[id].name).join(", ") })) : null)));
}

/** What the shapes mean. */
function legend(el, data) {
  return el("details", { class: "otr-legend card" },
    el("summary", { text: "Key: jewels, colours, squares" }),
    el("div", { class: "otr-key-grid" },
      data.jewels.map((j) => el("span", { class: "otr-key-item" }, jewelSwatch(j.type), `${capital(j.type)} · ${j.points} pt${j.points === 1 ? "" : "s"}`)),
      Object.keys(SHAPE).map((c) => el("span", { class: "otr-key-item" }, colorSwatch(c), `${capital(c)} side & mine`))),
    el("p", { class: "small", text: "Numbers mark the mine squares 1 to 8 where deposits appear. A cart shows its speed and its load; the white arrow is the way it faces. Black pits are the chasm." }));
}

