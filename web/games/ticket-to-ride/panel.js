// The Ticket to Ride side panel: players, what to do now (ticket choice, tunnel payment), the
// face-up cards and the deck, the viewer's hand and tickets. Built from the snapshot only.

import { cardBackground, COLORS, describeCards, symbolIcon } from "./cards.js";
import { cardTotal, composedCards, shortOf } from "./payment.js";

const SHORT_NAMES = { locomotive: "Loco" };

/**
 * Build the panel's content (every control carries a data-key that stays the same across renders). ctx = {el, snap, data, seatColors, keep: Set (ticket choice),
 * focusTicket: id|null, busy, listOpen (the claimable-route list is unfolded), composing (see payment.js) | null, routeLabel(route),
 * act: {submit(move), toggleKeep(ticket), focus(ticket|null, pinned), claim(route), point(route|null), openList(bool),
 * compose: {mix(index), card(set, slot, color), pay(), cancel()}}.
 */
export function buildPanel(ctx) {
  const { el, snap } = ctx;
  const view = snap.view;
  return el(
    "div",
    { class: "ttr" },
    view.last_round && view.phase === "play"
      ? el("div", { class: "ttr-banner", text: "Last round: every player has one more turn" })
      : null,
    playersSection(ctx),
    el("div", { class: `ttr-status${snap.legal.length ? " ttr-mine" : ""}`, text: statusText(ctx) }),
    actionSection(ctx),
    view.phase === "over" ? null : marketSection(ctx),
    view.phase === "over" ? null : handSection(ctx),
    ticketsSection(ctx),
    claimList(ctx),
  );
}

/** The name of a seat as the setup gave it. */
function seatName(snap, seat) {
  return snap.seats[seat] ? snap.seats[seat].name : `Seat ${seat + 1}`;
}

/** Whose turn it is or who must act, from the view: the pending seat first. */
function actingSeat(view) {
  return view.pending ? view.pending.seat : view.turn;
}

/** One line saying what the viewer may do now, or whom the table waits for. */
function statusText({ snap }) {
  const view = snap.view;
  const types = new Set(snap.legal.map((m) => m.type));
  if (view.phase === "over") return "Game over";
  if (types.has("keep_tickets")) return "Choose the tickets you keep";
  if (types.has("tunnel_pay") || types.has("tunnel_withdraw")) return "Tunnel: pay the extra cards or withdraw";
  if (view.pending && view.pending.kind === "second_card" && snap.legal.length) return "Take a second card";
  if (snap.legal.length) return "Your turn: take cards, claim a route or draw tickets";
  if (view.phase === "setup") return "Waiting for the others to choose their tickets";
  const seat = actingSeat(view);
  return seat == null ? "" : `Waiting for ${seatName(snap, seat)}`;
}

/** One row per player: colour, name, route points, trains, cards, tickets; the acting one marked. */
function playersSection(ctx) {
  const { el, snap, seatColors } = ctx;
  const view = snap.view;
  const acting = view.phase === "play" ? actingSeat(view) : null;
  return el(
    "section",
    { class: "ttr-players", attrs: { "aria-label": "Players" } },
    view.players.map((p, seat) =>
      el(
        "div",
        { class: `ttr-player${seat === acting ? " ttr-turn" : ""}`, attrs: seat === acting ? { "aria-current": "true" } : {} },
        el("span", { class: "ttr-swatch", style: { background: seatColors[seat] } }),
        el(
          "span",
          { class: "ttr-pname", title: seatName(snap, seat) },
          seat === acting ? "▶ " : "",
          seatName(snap, seat),
          seat === snap.viewer ? el("small", { text: "you" }) : null,
        ),
        el(
          "span",
          { class: "ttr-stats" },
          stat(el, p.route_points, "points"),
          stat(el, p.trains_left, "trains"),
          stat(el, p.card_count, "cards"),
          stat(el, p.ticket_count, "tickets"),
        ),
      ),
    ),
  );
}

/** A number with its small label under it. */
function stat(el, value, label) {
  return el("span", { class: "ttr-stat" }, el("b", { text: value }), el("span", { text: label }));
}

/** A card face: colour, symbol and name (for colour-blind players), as a button or a plain box. */
function cardFace(el, color, props = {}) {
  const ink = COLORS[color].ink;
  return el(
    props.onclick ? "button" : "div",
    { class: "ttr-card", type: props.onclick ? "button" : undefined, style: { background: cardBackground(color), color: ink }, ...props },
    symbolIcon(color, 22, color === "locomotive" ? "#111111" : ink),
    el("span", { class: "ttr-card-name", text: SHORT_NAMES[color] || COLORS[color].name }),
  );
}

/** The five face-up cards, the deck and the ticket draw, each enabled only by a legal move. */
function marketSection(ctx) {
  const { el, snap, act, busy } = ctx;
  const view = snap.view;
  const legal = (type, slot) => snap.legal.find((m) => m.type === type && m.slot === slot);
  const deckMove = legal("draw_deck");
  const ticketMove = legal("draw_tickets");
  const slots = view.face_up.map((color, slot) =>
    color
      ? cardFace(el, color, {
          title: `Take the face-up ${COLORS[color].name} card`,
          disabled: busy || !legal("draw_face_up", slot),
          dataset: { slot: String(slot), key: `slot-${slot}` },
          onclick: () => act.submit(legal("draw_face_up", slot)),
        })
      : el("div", { class: "ttr-card ttr-card-empty", text: "empty" }),
  );
  const deck = el(
    "button",
    {
      class: "ttr-card ttr-deck",
      type: "button",
      dataset: { key: "deck" },
      title: "Draw the top card of the deck",
      disabled: busy || !deckMove,
      onclick: () => act.submit(deckMove),
    },
    el("span", { class: "ttr-card-name", text: "Deck" }),
    el("span", { class: "ttr-count", text: `${view.deck} left` }),
  );
  return el(
    "section",
    { attrs: { "aria-label": "Train cards" } },
    el("h3", { text: `Train cards · discard ${view.discard}` }),
    el("div", { class: "ttr-market" }, slots, deck),
    el(
      "div",
      { class: "ttr-row" },
      el("button", {
        class: "ttr-btn ttr-grow",
        type: "button",
        dataset: { key: "draw-tickets" },
        disabled: busy || !ticketMove,
        text: `Draw destination tickets (${view.tickets_left} left)`,
        onclick: () => act.submit(ticketMove),
      }),
    ),
  );
}

/** The ids of the routes the viewer may claim now. */
export function claimableRoutes(snap) {
  return new Set(snap.legal.filter((m) => m.type === "claim").map((m) => m.route));
}

/** The routes the viewer may claim, as a folded list of buttons (an alternative to tapping the map). */
function claimList(ctx) {
  const { el, snap, data, act, busy, listOpen, routeLabel } = ctx;
  const ids = claimableRoutes(snap);
  if (!ids.size) return null;
  const routes = data.routes.filter((r) => ids.has(r.id));
  return el(
    "section",
    { attrs: { "aria-label": "Routes you can claim" } },
    el(
      "details",
      { class: "ttr-claims", open: listOpen, ontoggle: (event) => act.openList(event.currentTarget.open) },
      el("summary", { text: `Routes you can claim (${routes.length})` }),
      el(
        "div",
        { class: "ttr-claim-list" },
        routes.map((route) =>
          el("button", {
            class: "ttr-btn",
            type: "button",
            disabled: busy,
            dataset: { route: String(route.id), key: `route-${route.id}` },
            text: routeLabel(route),
            onmouseenter: () => act.point(route),
            onmouseleave: () => act.point(null),
            onfocus: () => act.point(route),
            onblur: () => act.point(null),
            onclick: () => act.claim(route),
          }),
        ),
      ),
    ),
  );
}

/** Chips "Red ×3" for a cards map, in the data's colour order. */
function cardChips(el, cards, order) {
  return order
    .filter((c) => cards[c])
    .map((color) =>
      el(
        "div",
        { class: "ttr-chip", style: { background: cardBackground(color), color: COLORS[color].ink }, title: COLORS[color].name },
        symbolIcon(color, 20, color === "locomotive" ? "#111111" : COLORS[color].ink),
        el("span", { class: "ttr-card-name", text: COLORS[color].name }),
        el("b", { text: `×${cards[color]}` }),
      ),
    );
}

/** The viewer's train cards grouped by colour. */
function handSection(ctx) {
  const { el, snap, data } = ctx;
  const me = snap.viewer == null ? null : snap.view.players[snap.viewer];
  if (!me || !me.hand) return null;
  const chips = cardChips(el, me.hand, data.colors);
  const total = Object.values(me.hand).reduce((a, b) => a + b, 0);
  return el(
    "section",
    { attrs: { "aria-label": "Your hand" } },
    el("h3", { text: `Your hand · ${total} card${total === 1 ? "" : "s"}` }),
    el("div", { class: "ttr-hand" }, chips.length ? chips : el("span", { class: "ttr-empty", text: "No cards" })),
  );
}

/** One ticket as a button: cities, points, and whether it is completed (or the choice `mark` when offered). */
function ticketButton(ctx, ticket, props, mark = null) {
  const { el, act, focusTicket } = ctx;
  const done = ticket.completed === true;
  const missed = ctx.snap.view.phase === "over" ? "not connected" : "not yet connected";
  const state = mark !== null || ticket.completed === undefined ? "" : done ? "completed" : missed;
  return el(
    "button",
    {
      class: `ttr-ticket${done ? " ttr-done" : ""}${focusTicket === ticket.id ? " ttr-focus" : ""}`,
      type: "button",
      dataset: { ticket: String(ticket.id), key: `ticket-${ticket.id}` },
      onmouseenter: () => act.focus(ticket, false),
      onmouseleave: () => act.focus(null, false),
      onfocus: () => act.focus(ticket, false),
      onblur: () => act.focus(null, false),
      onclick: () => act.focus(ticket, true),
      ...props,
    },
    el("span", { class: "ttr-mark", text: mark ?? (done ? "✔" : "◯"), attrs: { "aria-hidden": "true" } }),
    el("span", {}, `${ticket.a} – ${ticket.b}`, state ? el("span", { class: "ttr-state", text: state }) : null),
    el("span", { class: "ttr-pts", text: String(ticket.points) }),
  );
}

/** The viewer's tickets during play; every player's once the game is over. */
function ticketsSection(ctx) {
  const { el, snap } = ctx;
  const view = snap.view;
  if (view.phase === "over") {
    return view.players.map((p, seat) =>
      p.tickets && p.tickets.length
        ? el(
            "section",
            {},
            el("h3", { text: `${seatName(snap, seat)} · tickets` }),
            el("ul", { class: "ttr-tickets" }, p.tickets.map((t) => el("li", {}, ticketButton(ctx, t, {})))),
          )
        : null,
    );
  }
  const me = snap.viewer == null ? null : view.players[snap.viewer];
  if (!me || !me.tickets) return null;
  return el(
    "section",
    { attrs: { "aria-label": "Your tickets" } },
    el("h3", { text: `Your tickets · ${me.tickets.length}` }),
    me.tickets.length
      ? el("ul", { class: "ttr-tickets" }, me.tickets.map((t) => el("li", {}, ticketButton(ctx, t, {}))))
      : el("span", { class: "ttr-empty", text: "None kept yet" }),
  );
}

/** The tickets on offer to the viewer: from the pending draw, or their setup offer. */
export function offeredTickets(snap) {
  const view = snap.view;
  if (!snap.legal.some((m) => m.type === "keep_tickets")) return null;
  const pending = view.pending;
  if (pending && pending.kind === "tickets" && pending.offered) return pending.offered;
  return view.players[snap.viewer].offered;
}

/** The legal keep_tickets move whose list is exactly the selection, or undefined. */
function keepMove(snap, keep) {
  const wanted = [...keep].sort((a, b) => a - b).join(",");
  return snap.legal.find((m) => m.type === "keep_tickets" && m.keep.join(",") === wanted);
}

/** The decision the viewer faces now, if it needs more than a button: choosing tickets, paying a tunnel, or the cards of a payment's sets. */
function actionSection(ctx) {
  const offered = offeredTickets(ctx.snap);
  if (offered) return ticketChoice(ctx, offered);
  const pending = ctx.snap.view.pending;
  if (pending && pending.kind === "tunnel") return tunnelStep(ctx, pending);
  if (ctx.composing) return compositionStep(ctx, ctx.composing);
  return null;
}

/** "Choose the cards…": the cards on the route's spaces (a mix to pick when there are several), then one picker per card of each set. */
function compositionStep(ctx, composition) {
  const { el, snap, data, act, busy } = ctx;
  const { route, mixes, mix, sets } = composition;
  const hand = snap.view.players[snap.viewer].hand || {};
  const held = data.colors.filter((c) => hand[c]);
  const { size, replaces } = mixes[mix];
  const stands = replaces === "locomotive" ? "a locomotive" : "a card of the route";
  const cards = composedCards(composition);
  const short = shortOf(cards, hand);
  const mixLabel = (m) => `${describeCards(m.spaces, data.colors)} on the spaces, ${m.sets.length} set${m.sets.length > 1 ? "s" : ""} of ${size}`;
  const spaces = mixes.length > 1
    ? el("label", { class: "ttr-compose-line" }, el("span", { text: "Pay with" }),
        el("select", { dataset: { key: "compose-mix" }, onchange: (event) => act.compose.mix(Number(event.currentTarget.value)) },
          mixes.map((m, i) => el("option", { value: String(i), selected: i === mix, text: mixLabel(m) }))))
    : el("div", { class: "ttr-note", text: `${describeCards(mixes[0].spaces, data.colors)} on the spaces` });
  const setRows = sets.map((set, i) => el("div", { class: "ttr-compose-line" },
    el("span", { text: `Set ${i + 1}` }),
    set.map((card, j) => el("select", {
      dataset: { set: String(i), slot: String(j), key: `compose-${i}-${j}` },
      attrs: { "aria-label": `Set ${i + 1}, card ${j + 1}` },
      onchange: (event) => act.compose.card(i, j, event.currentTarget.value),
    }, held.map((c) => el("option", { value: c, selected: c === card, text: COLORS[c].name }))))));
  return el(
    "section",
    { class: "ttr-action ttr-compose", attrs: { "aria-label": "Choose the cards" } },
    el("h3", { text: `Claim ${route.a} – ${route.b}` }),
    el("p", { class: "ttr-note", text: `Any ${size} cards stand in for ${stands}: choose the cards of each set.` }),
    spaces,
    setRows,
    el("p", { class: "ttr-note", text: `You pay ${cardTotal(cards)} cards: ${describeCards(cards, data.colors)}` }),
    short.length ? el("p", { class: "ttr-note", text: `You do not hold that many ${short.map((c) => COLORS[c].name).join(", ")}.` }) : null,
    el(
      "div",
      { class: "ttr-row" },
      el("button", {
        class: "ttr-btn ttr-primary ttr-grow", type: "button", dataset: { key: "compose-pay" }, disabled: busy || short.length > 0,
        text: "Pay and claim", onclick: () => act.compose.pay(),
      }),
      el("button", { class: "ttr-btn", type: "button", dataset: { key: "compose-cancel" }, text: "Cancel", onclick: () => act.compose.cancel() }),
    ),
  );
}

/** The offered tickets to toggle, and a confirm button enabled only when the selection is a legal keep. */
function ticketChoice(ctx, offered) {
  const { el, snap, keep, act, busy } = ctx;
  const sizes = snap.legal.filter((m) => m.type === "keep_tickets").map((m) => m.keep.length);
  const least = Math.min(...sizes);
  const move = keepMove(snap, keep);
  const points = offered.filter((t) => keep.has(t.id)).reduce((sum, t) => sum + t.points, 0);
  return el(
    "section",
    { class: "ttr-action ttr-pick", attrs: { "aria-label": "Choose tickets" } },
    el("h3", { text: `Keep at least ${least} of ${offered.length} tickets` }),
    el(
      "ul",
      { class: "ttr-tickets" },
      offered.map((t) =>
        el(
          "li",
          {},
          ticketButton(
            ctx,
            t,
            {
              attrs: { "aria-pressed": String(keep.has(t.id)) },
              onclick: () => act.toggleKeep(t),
            },
            keep.has(t.id) ? "☑" : "☐",
          ),
        ),
      ),
    ),
    el("p", { class: "ttr-note", text: `${points} points at stake in the tickets selected` }),
    el(
      "div",
      { class: "ttr-row" },
      el("button", {
        class: "ttr-btn ttr-primary ttr-grow",
        type: "button",
        dataset: { confirm: "tickets", key: "confirm" },
        disabled: busy || !move,
        text: keep.size === 1 ? "Keep 1 ticket" : `Keep ${keep.size} tickets`,
        onclick: () => move && act.submit(move),
      }),
    ),
  );
}

/** A pending tunnel: the cards laid, the 3 revealed, the extra cost, and one button per legal way to go on. */
function tunnelStep(ctx, pending) {
  const { el, snap, data, act, busy } = ctx;
  const route = data.routes.find((r) => r.id === pending.route);
  const pays = snap.legal.filter((m) => m.type === "tunnel_pay");
  const withdraw = snap.legal.find((m) => m.type === "tunnel_withdraw");
  const mine = Boolean(withdraw) || pays.length > 0;
  const who = mine ? "You" : seatName(snap, pending.seat);
  return el(
    "section",
    { class: "ttr-action", attrs: { "aria-label": "Tunnel" } },
    el("h3", { text: `Tunnel ${route.a} – ${route.b}` }),
    el("div", { class: "ttr-note", text: `${who} laid ${describeCards(pending.cards, data.colors)}. The top 3 cards:` }),
    el(
      "div",
      { class: "ttr-revealed" },
      pending.revealed.map((c) => cardFace(el, c)),
    ),
    el("div", { text: pending.extra ? `Extra cost: ${pending.extra} more card${pending.extra > 1 ? "s" : ""}` : "No extra cost" }),
    mine
      ? el(
          "div",
          { class: "ttr-row" },
          pays.map((m, i) =>
            el("button", {
              class: "ttr-btn ttr-primary ttr-grow",
              type: "button",
              disabled: busy,
              dataset: { tunnel: "pay", key: `pay-${i}` },
              text: Object.keys(m.cards).length ? `Pay ${describeCards(m.cards, data.colors)}` : "Claim it",
              onclick: () => act.submit(m),
            }),
          ),
          el("button", {
            class: "ttr-btn ttr-grow",
            type: "button",
            disabled: busy || !withdraw,
            dataset: { tunnel: "withdraw", key: "withdraw" },
            text: "Withdraw (take the cards back)",
            onclick: () => act.submit(withdraw),
          }),
        )
      : null,
    mine && !pays.length ? el("p", { class: "ttr-note", text: "You do not hold the cards to pay the extra." }) : null,
  );
}
