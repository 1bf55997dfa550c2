// Trick of the Rails side panel: what to do now, placement buttons, the hand (unplayable cards
// dimmed), and the share table with each company's running value. Text only via textContent.

import { fmt, listWords, t } from "../../shell/i18n.js";
import { cityTag } from "./draw.js";

/** A company's coloured square with its shape. */
function swatch(el, look) {
  return el("span", { class: "totr-swatch", text: look.glyph, style: { background: look.fill, color: look.ink }, attrs: { "aria-hidden": "true" } });
}

/** A card as a button: coloured band with shape and number, then the station value. */
function cardButton(el, id, data, look, { playable, choosing, onclick }) {
  const card = data.cards[id];
  const co = look[card.company];
  const words = { card: fmt(card.name), value: card.value };
  const cls = `totr-card ${choosing ? (playable ? "totr-playable" : "totr-unplayable") : ""}`;
  return el("button", {
    class: cls, type: "button", disabled: !playable, onclick,
    title: choosing && !playable ? t("trick-of-the-rails.panel.card-title-unplayable", words) : t("trick-of-the-rails.panel.card-title", words),
    attrs: { "data-card": id },
  },
  el("span", { class: "sr-only", text: t("trick-of-the-rails.panel.card", words) }),
  el("span", { class: "totr-band", style: { background: co.fill, color: co.ink }, attrs: { "aria-hidden": "true" } }, el("span", { class: "totr-glyph", text: co.glyph }), String(card.number)),
  el("span", { class: "totr-value", text: String(card.value), attrs: { "aria-hidden": "true" } }));
}

/** A small chip naming any card. */
function chip(el, id, data, look) {
  const card = data.cards[id];
  const co = card.company ? look[card.company] : null;
  const name = fmt(card.name);
  const label = card.kind === "city" ? `${cityTag(name)} ${card.value}` : card.kind === "railway" ? `${card.number}` : name;
  return el("span", { class: "totr-chip", title: name, style: co ? { background: co.fill, color: co.ink } : {} }, co ? co.glyph : "", label);
}

/** What the viewer should do now, or what is happening; null while no seat is to act in a game not over (a board
 * drawn before Python is up). */
function status(snap, data, look) {
  const view = snap.view;
  if (!snap.to_act.length && view.phase !== "over") return null;
  const names = snap.seats.map((s) => s.name);
  const mine = snap.legal.length > 0;
  const reward = view.lane[0] ? fmt(data.cards[view.lane[0]].name) : null;
  const tapNote = mine ? t("trick-of-the-rails.status.tap-note") : "";
  if (view.phase === "over") return { line: t("trick-of-the-rails.status.over"), note: t("trick-of-the-rails.status.over-note"), mine: false };
  if (view.phase === "play") {
    const company = view.led ? look[view.led].name : null;
    const follow = company && snap.legal.some((m) => data.cards[m.card].company === view.led);
    let line;
    const you = snap.to_act[0] === snap.viewer; // the viewer acts but has nothing to play (a lesson's pause): "you are"
    if (mine) line = !company ? t("trick-of-the-rails.status.lead") : follow ? t("trick-of-the-rails.status.follow", { company, card: look[view.led].aCard }) : t("trick-of-the-rails.status.no-follow", { company });
    else if (company) line = you ? t("trick-of-the-rails.status.playing-led-you", { company }) : t("trick-of-the-rails.status.playing-led", { seat: names[snap.to_act[0]], company });
    else line = you ? t("trick-of-the-rails.status.playing-you") : t("trick-of-the-rails.status.playing", { seat: names[snap.to_act[0]] });
    const note = view.round === "stock" ? t("trick-of-the-rails.status.stock-note", { card: reward }) : t("trick-of-the-rails.status.operating-note", { card: reward });
    return { line, note, mine };
  }
  if (view.phase === "city" || view.phase === "locomotive") {
    const card = fmt(data.cards[view.pending.place[0]].name);
    const yours = view.phase === "city" ? t("trick-of-the-rails.status.city", { card }) : t("trick-of-the-rails.status.locomotive", { card });
    const line = mine ? yours : view.pending.winner === snap.viewer ? t("trick-of-the-rails.status.places-you", { card })
      : t("trick-of-the-rails.status.places", { seat: names[view.pending.winner], card });
    return { line, note: tapNote, mine };
  }
  const builder = view.pending.builders[0];
  const id = (view.trick.find(([seat]) => seat === builder) || [])[1];
  const card = id ? data.cards[id] : null;
  let line = "";
  if (mine && card) line = t("trick-of-the-rails.status.build", { card: fmt(card.name), company: look[card.company].name });
  else if (card && builder === snap.viewer) line = t("trick-of-the-rails.status.adds-you", { card: fmt(card.name) });
  else if (card) line = t("trick-of-the-rails.status.adds", { seat: names[builder], card: fmt(card.name) });
  return { line, note: tapNote, mine };
}

/** A button that adds a card at the start or the end of a railway: "◀ Start" / "End ▶", named in full for screen readers. */
function endButton(el, move, railway, send) {
  const start = move.end === "start";
  const word = start ? t("trick-of-the-rails.panel.start") : t("trick-of-the-rails.panel.end");
  const whole = start ? t("trick-of-the-rails.panel.start-of", { company: railway }) : t("trick-of-the-rails.panel.end-of", { company: railway });
  return el("button", { class: "totr-btn", type: "button", attrs: { title: whole }, onclick: () => send(move) },
    el("span", { text: start ? `◀ ${word}` : `${word} ▶`, attrs: { "aria-hidden": "true" } }), el("span", { class: "sr-only", text: whole }));
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
    rows = row(data.cards[id].company, fmt(data.cards[id].name), legal);
  }
  return el("section", { class: "totr-actions" }, el("h3", { text: t("trick-of-the-rails.panel.place") }), rows);
}

/** The share table: one row per player, one column per company, with the values on top. */
function shareTable(el, snap, look, colors, focus) {
  const view = snap.view;
  const codes = Object.keys(look);
  const value = (code) => {
    const r = view.railways[code];
    return r.locomotive !== null || view.phase === "over" ? r.share_value : r.estimate;
  };
  const head = el("tr", {}, el("th", { text: t("trick-of-the-rails.panel.shares") }), codes.map((code) => el("th", { attrs: { scope: "col" } }, swatch(el, look[code]), look[code].name)), el("th", { text: view.phase === "over" ? t("trick-of-the-rails.panel.points") : t("trick-of-the-rails.panel.points-estimate") }));
  const values = el("tr", { class: "totr-values" }, el("td", { text: t("trick-of-the-rails.panel.value") }), codes.map((code) => {
    const r = view.railways[code];
    const exact = r.locomotive !== null || view.phase === "over";
    return el("td", { text: `${exact ? "" : "≈"}${value(code)}`, title: exact ? t("trick-of-the-rails.panel.value-now") : t("trick-of-the-rails.panel.value-estimate") });
  }), el("td", {}));
  const rows = view.players.map((p, seat) => {
    const counts = codes.map((code) => p.held[code]);
    const you = seat === snap.viewer;
    const acting = snap.to_act.includes(seat);
    const who = p.team === null ? snap.seats[seat].name : t("trick-of-the-rails.panel.seat-team", { seat: snap.seats[seat].name, team: p.team + 1 });
    const name = el("span", { class: `totr-seat ${acting ? "totr-turn" : ""}`, title: t("trick-of-the-rails.panel.seat-hand", { seat: who, n: p.hand_count }) },
      el("span", { class: "totr-dot", style: { background: colors[seat % colors.length] } }), who);
    return el("tr", { class: `${you ? "totr-you" : ""} ${focus && focus.seat === seat ? "totr-focus" : ""}` },
      el("td", {}, name), counts.map((n) => el("td", { class: n ? "" : "totr-zero", text: String(n) })), el("td", { text: String(p.points) }));
  });
  return el("section", {}, el("table", { class: "totr-table" }, el("thead", {}, head), el("tbody", {}, values, rows)),
    el("p", { class: "totr-note", text: view.phase === "over" ? t("trick-of-the-rails.panel.final-note") : t("trick-of-the-rails.panel.estimate-note") }));
}

/** The table description's words for a seat: its cards in hand, the shares it holds and its points (estimated until the end). */
export function describePlayer(snap, seat, look) {
  const p = snap.view.players[seat];
  const shares = Object.keys(look).filter((code) => p.held[code]).map((code) => t("trick-of-the-rails.describe.share", { company: look[code].name, n: p.held[code] }));
  return listWords([
    t("trick-of-the-rails.describe.hand", { n: p.hand_count }),
    t("trick-of-the-rails.describe.shares", { shares: shares.length ? listWords(shares) : t("trick-of-the-rails.describe.no-shares") }),
    snap.view.phase === "over" ? t("trick-of-the-rails.describe.points", { n: p.points }) : t("trick-of-the-rails.describe.points-estimate", { n: p.points }),
  ]);
}

/** The whole panel for a snapshot. */
export function buildPanel({ el, snap, data, look, colors, busy, focus, send }) {
  const view = snap.view;
  const st = status(snap, data, look);
  const parts = [st ? el("section", { class: `totr-status ${st.mine ? "totr-mine" : ""}` }, st.line, st.note ? el("small", { text: st.note }) : null) : null];
  parts.push(placementButtons(el, snap, data, look, send));
  const me = snap.viewer === null || snap.viewer === undefined ? null : view.players[snap.viewer];
  if (me && me.hand && view.phase !== "over") {
    const playable = new Set(snap.legal.filter((m) => m.type === "play").map((m) => m.card));
    const choosing = playable.size > 0;
    const cards = me.hand.map((id) => cardButton(el, id, data, look, {
      playable: choosing && playable.has(id) && !busy, choosing,
      onclick: () => send({ type: "play", card: id }),
    }));
    parts.push(el("section", {}, el("h3", { text: t("trick-of-the-rails.panel.hand", { n: me.hand.length }) }), el("div", { class: "totr-hand" }, cards.length ? cards : el("span", { class: "totr-note", text: t("trick-of-the-rails.panel.no-cards") }))));
  }
  parts.push(shareTable(el, snap, look, colors, focus));
  const removed = view.removed.filter((id) => data.cards[id].kind === "railway");
  if (removed.length) {
    parts.push(el("section", {}, el("details", {}, el("summary", { text: t("trick-of-the-rails.panel.removed", { n: removed.length }) }),
      el("div", { class: "totr-chips" }, removed.map((id) => chip(el, id, data, look))))));
  }
  return el("div", { class: "totr" }, parts);
}
