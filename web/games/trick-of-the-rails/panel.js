// Trick of the Rails side panel: what to do now, placement buttons, the hand (unplayable cards
// dimmed), and the share table with each company's running value. Text only via textContent.

import { cityTag } from "./draw.js";

/** A company's coloured square with its shape. */
function swatch(el, look) {
  return el("span", { class: "totr-swatch", text: look.glyph, style: { background: look.fill, color: look.ink }, attrs: { "aria-hidden": "true" } });
}

/** A card as a button: coloured band with shape and number, then the station value. */
function cardButton(el, id, data, look, { playable, choosing, onclick }) {
  const card = data.cards[id];
  const co = look[card.company];
  const cls = `totr-card ${choosing ? (playable ? "totr-playable" : "totr-unplayable") : ""}`;
  return el("button", {
    class: cls, type: "button", disabled: !playable, onclick,
    title: `${card.label} (station value ${card.value})${choosing && !playable ? ": cannot be played now" : ""}`,
    attrs: { "data-card": id },
  },
  el("span", { class: "sr-only", text: `${card.label}, station value ${card.value}` }),
  el("span", { class: "totr-band", style: { background: co.fill, color: co.ink }, attrs: { "aria-hidden": "true" } }, el("span", { class: "totr-glyph", text: co.glyph }), String(card.number)),
  el("span", { class: "totr-value", text: String(card.value), attrs: { "aria-hidden": "true" } }));
}

/** A small chip naming any card. */
function chip(el, id, data, look) {
  const card = data.cards[id];
  const co = card.company ? look[card.company] : null;
  const label = card.kind === "city" ? `${cityTag(card.label)} ${card.value}` : card.kind === "railway" ? `${card.number}` : card.label;
  return el("span", { class: "totr-chip", title: card.label, style: co ? { background: co.fill, color: co.ink } : {} }, co ? co.glyph : "", label);
}

/** What the viewer should do now, or what is happening. */
function status(snap, data, look) {
  const view = snap.view;
  const names = snap.seats.map((s) => s.name);
  const mine = snap.legal.length > 0;
  const reward = view.lane[0] ? data.cards[view.lane[0]] : null;
  let line = "";
  let note = "";
  if (view.phase === "over") return { line: "The game is over.", note: "Gold frames mark each railway's scoring cards.", mine: false };
  if (view.phase === "play") {
    const led = view.led ? look[view.led].name : null;
    const follow = led && snap.legal.some((m) => data.cards[m.card].company === view.led);
    if (mine) line = !led ? "Your lead: play any card." : follow ? `Follow ${led}: play a ${led} card.` : `You have no ${led}: play any card.`;
    else line = `${names[snap.to_act[0]]} is playing${led ? ` (${led} led)` : ""}.`;
    note = view.round === "stock"
      ? `Stock round: the winner takes ${reward.label}; everyone else keeps their card as a share.`
      : `Operating round: the winner places ${reward.label}; then every card played joins its railway.`;
  } else if (view.phase === "city" || view.phase === "locomotive") {
    const card = data.cards[view.pending.place[0]];
    if (mine) line = view.phase === "city" ? `You won: add ${card.label} to either end of any railway.` : `You won: put ${card.label} on a railway without a locomotive.`;
    else line = `${names[view.pending.winner]} places ${card.label}.`;
    note = mine ? "Tap a + on the board or use the buttons below." : "";
  } else {
    const builder = view.pending.builders[0];
    const id = (view.trick.find(([seat]) => seat === builder) || [])[1];
    const card = id ? data.cards[id] : null;
    if (mine && card) line = `Add your ${card.label} to the start or the end of the ${look[card.company].name} railway.`;
    else line = card ? `${names[builder]} adds ${card.label} to its railway.` : "";
    note = mine ? "Tap a + on the board or use the buttons below." : "";
  }
  return { line, note, mine };
}

/** A button that adds a card at the start or the end of a railway. */
function endButton(el, move, railway, send) {
  const where = move.end === "start" ? "Start" : "End";
  return el("button", {
    class: "totr-btn", type: "button", attrs: { title: `${where} of the ${railway} railway` }, onclick: () => send(move),
  }, el("span", { text: move.end === "start" ? "◀ " : "", attrs: { "aria-hidden": "true" } }), where,
  el("span", { class: "sr-only", text: ` of the ${railway} railway` }), el("span", { text: move.end === "end" ? " ▶" : "", attrs: { "aria-hidden": "true" } }));
}

/** Buttons for the placement moves open now (the same moves as the board's + targets). */
function placementButtons(el, snap, data, look, send) {
  const legal = snap.legal;
  if (!legal.length || legal[0].type === "play") return null;
  const row = (code, title, moves) => el("div", { class: "totr-place" },
    el("span", { class: "totr-co" }, swatch(el, look[code]), title), moves.map((m) => endButton(el, m, look[code].name, send)));
  let rows;
  if (legal[0].type === "city") {
    rows = Object.keys(look).map((code) => row(code, look[code].name, legal.filter((m) => m.company === code)));
  } else if (legal[0].type === "locomotive") {
    rows = el("div", { class: "totr-hand" }, legal.map((m) =>
      el("button", { class: "totr-btn", type: "button", onclick: () => send(m) }, el("span", { class: "totr-co" }, swatch(el, look[m.company]), look[m.company].name))));
  } else {
    const id = (snap.view.trick.find(([seat]) => seat === snap.viewer) || [])[1];
    rows = row(data.cards[id].company, data.cards[id].label, legal);
  }
  return el("section", { class: "totr-actions" }, el("h3", { text: "Place" }), rows);
}

/** The share table: one row per player, one column per company, with the values on top. */
function shareTable(el, snap, look, colors, focus) {
  const view = snap.view;
  const codes = Object.keys(look);
  const value = (code) => {
    const r = view.railways[code];
    return r.locomotive !== null || view.phase === "over" ? r.share_value : r.estimate;
  };
  const head = el("tr", {}, el("th", { text: "Shares" }), codes.map((code) => el("th", { attrs: { scope: "col" } }, swatch(el, look[code]), look[code].name)), el("th", { text: view.phase === "over" ? "Points" : "≈ Points" }));
  const values = el("tr", { class: "totr-values" }, el("td", { text: "Value" }), codes.map((code) => {
    const r = view.railways[code];
    const exact = r.locomotive !== null || view.phase === "over";
    return el("td", { text: `${exact ? "" : "≈"}${value(code)}`, title: exact ? "share value now" : "estimate: no locomotive yet" });
  }), el("td", {}));
  const rows = view.players.map((p, seat) => {
    const counts = codes.map((code) => p.held[code]);
    const you = seat === snap.viewer;
    const acting = snap.to_act.includes(seat);
    const team = p.team === null ? "" : ` · team ${p.team + 1}`;
    const name = el("span", { class: `totr-seat ${acting ? "totr-turn" : ""}`, title: `${snap.seats[seat].name}${team}: ${p.hand_count} cards in hand` },
      el("span", { class: "totr-dot", style: { background: colors[seat % colors.length] } }), `${snap.seats[seat].name}${team}`);
    return el("tr", { class: `${you ? "totr-you" : ""} ${focus && focus.seat === seat ? "totr-focus" : ""}` },
      el("td", {}, name), counts.map((n) => el("td", { class: n ? "" : "totr-zero", text: String(n) })), el("td", { text: String(p.points) }));
  });
  return el("section", {}, el("table", { class: "totr-table" }, el("thead", {}, head), el("tbody", {}, values, rows)),
    el("p", { class: "totr-note", text: view.phase === "over" ? "Final share values." : "≈: no locomotive yet, so the average over the locomotives still in the lane." }));
}

/** The whole panel for a snapshot. */
export function buildPanel({ el, snap, data, look, colors, busy, focus, send }) {
  const view = snap.view;
  const st = status(snap, data, look);
  const parts = [el("section", { class: `totr-status ${st.mine ? "totr-mine" : ""}` }, st.line, st.note ? el("small", { text: st.note }) : null)];
  parts.push(placementButtons(el, snap, data, look, send));
  const me = snap.viewer === null || snap.viewer === undefined ? null : view.players[snap.viewer];
  if (me && me.hand && view.phase !== "over") {
    const playable = new Set(snap.legal.filter((m) => m.type === "play").map((m) => m.card));
    const choosing = playable.size > 0;
    const cards = me.hand.map((id) => cardButton(el, id, data, look, {
      playable: choosing && playable.has(id) && !busy, choosing,
      onclick: () => send({ type: "play", card: id }),
    }));
    parts.push(el("section", {}, el("h3", { text: `Your hand (${me.hand.length})` }), el("div", { class: "totr-hand" }, cards.length ? cards : el("span", { class: "totr-note", text: "No cards left." }))));
  }
  parts.push(shareTable(el, snap, look, colors, focus));
  const removed = view.removed.filter((id) => data.cards[id].kind === "railway");
  if (removed.length) {
    parts.push(el("section", {}, el("details", {}, el("summary", { text: `Out of the game (${removed.length})` }),
      el("div", { class: "totr-chips" }, removed.map((id) => chip(el, id, data, look))))));
  }
  return el("div", { class: "totr" }, parts);
}
