// The Ticket to Ride side panel: players, what to do now (ticket choice, tunnel payment), the
// face-up cards and the deck, the viewer's hand and tickets. Built from the snapshot only.

import { t } from "../../shell/i18n.js";
import { cardBackground, COLORS, symbolIcon } from "./cards.js";
import { cardTotal, composedCards, shortOf } from "./payment.js";
import { cardName, cardsMessage, colorWord, describeCards, routeName, seatName } from "./words.js";

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
      ? el("div", { class: "ttr-banner", text: t("ticket-to-ride.panel.last-round") })
      : null,
    playersSection(ctx),
    statusText(ctx) ? el("div", { class: `ttr-status${snap.legal.length ? " ttr-mine" : ""}`, text: statusText(ctx) }) : null,
    actionSection(ctx),
    view.phase === "over" ? null : marketSection(ctx),
    view.phase === "over" ? null : handSection(ctx),
    ticketsSection(ctx),
    claimList(ctx),
  );
}

/** Whose turn it is or who must act, from the view: the pending seat first. */
function actingSeat(view) {
  return view.pending ? view.pending.seat : view.turn;
}

/** One line saying what the viewer may do now, or whom the table waits for; none while no seat is to act in a game
 * not over (a board drawn before Python is up). */
function statusText({ snap }) {
  const view = snap.view;
  const types = new Set(snap.legal.map((m) => m.type));
  if (view.phase === "over") return t("ticket-to-ride.status.over");
  if (!snap.to_act.length) return "";
  if (types.has("keep_tickets")) return t("ticket-to-ride.status.keep-tickets");
  if (types.has("tunnel_pay") || types.has("tunnel_withdraw")) return t("ticket-to-ride.status.tunnel");
  if (view.pending && view.pending.kind === "second_card" && snap.legal.length) return t("ticket-to-ride.status.second-card");
  if (snap.legal.length) return t("ticket-to-ride.status.your-turn");
  if (view.phase === "setup") return t("ticket-to-ride.status.setup-waiting");
  const seat = actingSeat(view);
  return seat == null ? "" : t("ticket-to-ride.status.waiting", { name: seatName(snap, seat) });
}

/** One row per player: colour, name, route points, trains, cards, tickets; the acting one marked. */
function playersSection(ctx) {
  const { el, snap, seatColors } = ctx;
  const view = snap.view;
  const acting = view.phase === "play" ? actingSeat(view) : null;
  return el(
    "section",
    { class: "ttr-players", attrs: { "aria-label": t("ticket-to-ride.panel.players") } },
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
          seat === snap.viewer ? el("small", { text: t("ticket-to-ride.panel.you") }) : null,
        ),
        el(
          "span",
          { class: "ttr-stats" },
          stat(el, p.route_points, t("ticket-to-ride.panel.stat.points")),
          stat(el, p.trains_left, t("ticket-to-ride.panel.stat.trains")),
          stat(el, p.card_count, t("ticket-to-ride.panel.stat.cards")),
          stat(el, p.ticket_count, t("ticket-to-ride.panel.stat.tickets")),
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
    el("span", { class: "ttr-card-name", text: color === "locomotive" ? t("ticket-to-ride.card.locomotive-short") : cardName(color) }),
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
          title: t("ticket-to-ride.market.take-face-up", { color: colorWord(color) }),
          disabled: busy || !legal("draw_face_up", slot),
          dataset: { slot: String(slot), key: `slot-${slot}` },
          onclick: () => act.submit(legal("draw_face_up", slot)),
        })
      : el("div", { class: "ttr-card ttr-card-empty", text: t("ticket-to-ride.market.empty") }),
  );
  const deck = el(
    "button",
    {
      class: "ttr-card ttr-deck",
      type: "button",
      dataset: { key: "deck" },
      title: t("ticket-to-ride.market.deck-help"),
      disabled: busy || !deckMove,
      onclick: () => act.submit(deckMove),
    },
    el("span", { class: "ttr-card-name", text: t("ticket-to-ride.market.deck") }),
    el("span", { class: "ttr-count", text: t("ticket-to-ride.market.left", { n: view.deck }) }),
  );
  return el(
    "section",
    { attrs: { "aria-label": t("ticket-to-ride.market.train-cards") } },
    el("h3", { text: t("ticket-to-ride.market.heading", { n: view.discard }) }),
    el("div", { class: "ttr-market" }, slots, deck),
    el(
      "div",
      { class: "ttr-row" },
      el("button", {
        class: "ttr-btn ttr-grow",
        type: "button",
        dataset: { key: "draw-tickets" },
        disabled: busy || !ticketMove,
        text: t("ticket-to-ride.market.draw-tickets", { n: view.tickets_left }),
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
    { attrs: { "aria-label": t("ticket-to-ride.claims.label") } },
    el(
      "details",
      { class: "ttr-claims", open: listOpen, ontoggle: (event) => act.openList(event.currentTarget.open) },
      el("summary", { text: t("ticket-to-ride.claims.summary", { n: routes.length }) }),
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
        { class: "ttr-chip", style: { background: cardBackground(color), color: COLORS[color].ink }, title: cardName(color) },
        symbolIcon(color, 20, color === "locomotive" ? "#111111" : COLORS[color].ink),
        el("span", { class: "ttr-card-name", text: cardName(color) }),
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
    { attrs: { "aria-label": t("ticket-to-ride.hand.label") } },
    el("h3", { text: t("ticket-to-ride.hand.heading", { n: total }) }),
    el("div", { class: "ttr-hand" }, chips.length ? chips : el("span", { class: "ttr-empty", text: t("ticket-to-ride.hand.empty") })),
  );
}

/** One ticket as a button: cities, points, and whether it is completed (or the choice `mark` when offered). */
function ticketButton(ctx, ticket, props, mark = null) {
  const { el, act, focusTicket } = ctx;
  const done = ticket.completed === true;
  const missed = () => (ctx.snap.view.phase === "over" ? t("ticket-to-ride.ticket.missed") : t("ticket-to-ride.ticket.open"));
  const state = mark !== null || ticket.completed === undefined ? "" : done ? t("ticket-to-ride.ticket.completed") : missed();
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
    el("span", {}, routeName(ticket), state ? el("span", { class: "ttr-state", text: state }) : null),
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
            el("h3", { text: t("ticket-to-ride.tickets.of", { name: seatName(snap, seat) }) }),
            el("ul", { class: "ttr-tickets" }, p.tickets.map((t) => el("li", {}, ticketButton(ctx, t, {})))),
          )
        : null,
    );
  }
  const me = snap.viewer == null ? null : view.players[snap.viewer];
  if (!me || !me.tickets) return null;
  return el(
    "section",
    { attrs: { "aria-label": t("ticket-to-ride.tickets.label") } },
    el("h3", { text: t("ticket-to-ride.tickets.heading", { n: me.tickets.length }) }),
    me.tickets.length
      ? el("ul", { class: "ttr-tickets" }, me.tickets.map((t) => el("li", {}, ticketButton(ctx, t, {}))))
      : el("span", { class: "ttr-empty", text: t("ticket-to-ride.tickets.none") }),
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
  const cards = composedCards(composition);
  const short = shortOf(cards, hand);
  const onSpaces = (m) => cardsMessage(m.spaces, data.colors);
  const mixLabel = (m) => t("ticket-to-ride.compose.mix", { cards: onSpaces(m), n: m.sets.length, size });
  const spaces = mixes.length > 1
    ? el("label", { class: "ttr-compose-line" }, el("span", { text: t("ticket-to-ride.compose.pay-with") }),
        el("select", { dataset: { key: "compose-mix" }, onchange: (event) => act.compose.mix(Number(event.currentTarget.value)) },
          mixes.map((m, i) => el("option", { value: String(i), selected: i === mix, text: mixLabel(m) }))))
    : el("div", { class: "ttr-note", text: t("ticket-to-ride.compose.spaces", { cards: onSpaces(mixes[0]) }) });
  const setRows = sets.map((set, i) => el("div", { class: "ttr-compose-line" },
    el("span", { text: t("ticket-to-ride.compose.set", { n: i + 1 }) }),
    set.map((card, j) => el("select", {
      dataset: { set: String(i), slot: String(j), key: `compose-${i}-${j}` },
      attrs: { "aria-label": t("ticket-to-ride.compose.set-card", { set: i + 1, n: j + 1 }) },
      onchange: (event) => act.compose.card(i, j, event.currentTarget.value),
    }, held.map((c) => el("option", { value: c, selected: c === card, text: cardName(c) }))))));
  return el(
    "section",
    { class: "ttr-action ttr-compose", attrs: { "aria-label": t("ticket-to-ride.compose.label") } },
    el("h3", { text: t("ticket-to-ride.compose.heading", { route: routeName(route) }) }),
    el("p", { class: "ttr-note", text: t(`ticket-to-ride.compose.help-${replaces}`, { size }) }),
    spaces,
    setRows,
    el("p", { class: "ttr-note", text: t("ticket-to-ride.compose.total", { n: cardTotal(cards), cards: describeCards(cards, data.colors) }) }),
    short.length ? el("p", { class: "ttr-note", text: t("ticket-to-ride.compose.short", { cards: { list: short.map((c) => [`ticket-to-ride.card.${c}`]) } }) }) : null,
    el(
      "div",
      { class: "ttr-row" },
      el("button", {
        class: "ttr-btn ttr-primary ttr-grow", type: "button", dataset: { key: "compose-pay" }, disabled: busy || short.length > 0,
        text: t("ticket-to-ride.compose.pay"), onclick: () => act.compose.pay(),
      }),
      el("button", { class: "ttr-btn", type: "button", dataset: { key: "compose-cancel" }, text: t("ticket-to-ride.compose.cancel"), onclick: () => act.compose.cancel() }),
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
    { class: "ttr-action ttr-pick", attrs: { "aria-label": t("ticket-to-ride.pick.label") } },
    el("h3", { text: t("ticket-to-ride.pick.heading", { least, n: offered.length }) }),
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
    el("p", { class: "ttr-note", text: t("ticket-to-ride.pick.points", { n: points }) }),
    el(
      "div",
      { class: "ttr-row" },
      el("button", {
        class: "ttr-btn ttr-primary ttr-grow",
        type: "button",
        dataset: { confirm: "tickets", key: "confirm" },
        disabled: busy || !move,
        text: t("ticket-to-ride.pick.keep", { n: keep.size }),
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
  return el(
    "section",
    { class: "ttr-action", attrs: { "aria-label": t("ticket-to-ride.tunnel.label") } },
    el("h3", { text: t("ticket-to-ride.tunnel.heading", { route: routeName(route) }) }),
    el("div", { class: "ttr-note", text: mine
      ? t("ticket-to-ride.tunnel.laid-mine", { cards: describeCards(pending.cards, data.colors) })
      : t("ticket-to-ride.tunnel.laid", { name: seatName(snap, pending.seat), cards: describeCards(pending.cards, data.colors) }) }),
    el(
      "div",
      { class: "ttr-revealed" },
      pending.revealed.map((c) => cardFace(el, c)),
    ),
    el("div", { text: pending.extra ? t("ticket-to-ride.tunnel.extra", { n: pending.extra }) : t("ticket-to-ride.tunnel.no-extra") }),
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
              text: Object.keys(m.cards).length ? t("ticket-to-ride.tunnel.pay", { cards: describeCards(m.cards, data.colors) }) : t("ticket-to-ride.tunnel.claim"),
              onclick: () => act.submit(m),
            }),
          ),
          el("button", {
            class: "ttr-btn ttr-grow",
            type: "button",
            disabled: busy || !withdraw,
            dataset: { tunnel: "withdraw", key: "withdraw" },
            text: t("ticket-to-ride.tunnel.withdraw"),
            onclick: () => act.submit(withdraw),
          }),
        )
      : null,
    mine && !pays.length ? el("p", { class: "ttr-note", text: t("ticket-to-ride.tunnel.short") }) : null,
  );
}
