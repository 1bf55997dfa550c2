// Ticket to Ride renderer (USA and Nordic maps): the map on the board canvas, the cards,
// tickets and players in the panel. Every rule question is answered by snap.legal / snap.view.

import { fmt, t } from "../../shell/i18n.js";
import { buildGeometry, cityAt, lanesNear } from "./geometry.js";
import { drawMap } from "./draw.js";
import { buildPanel, claimableRoutes, offeredTickets } from "./panel.js";
import { composedCards, paymentOrder, startComposition } from "./payment.js";
import { CSS } from "./style.js";
import { cardsMessage, commaList, paymentOptions, routeKind, routeName, seatName } from "./words.js";

const TAP_SLOP_PX = 9; // how far outside a route a tap still hits it, in CSS px
const HOVER_SLOP_PX = 3;

/** Width of a city name in world units, for placing names away from routes. */
function textMeasurer() {
  const ctx = document.createElement("canvas").getContext("2d");
  return (text, size) => {
    ctx.font = `650 ${size}px system-ui, "Segoe UI", Roboto, sans-serif`;
    return ctx.measureText(text).width;
  };
}

/** A toast for the public events worth a word (what the board shows by itself gets none). */
function eventToast(event, snap) {
  const name = event.seat != null ? seatName(snap, event.seat) : "";
  if (event.kind === "last_round") {
    const args = { name, n: event.trains };
    return event.seat === snap.viewer ? t("ticket-to-ride.toast.last-round-mine", args) : t("ticket-to-ride.toast.last-round", args);
  }
  if (event.kind === "display_reset") return t("ticket-to-ride.toast.display-reset");
  if (event.kind === "deck_reshuffled") return t("ticket-to-ride.toast.reshuffled");
  if (event.kind === "tunnel_withdrawn" && event.seat !== snap.viewer) return t("ticket-to-ride.toast.tunnel-withdrawn", { name });
  return null;
}

/** The renderer the shell asks for (see docs/interfaces.md): render, highlight, targetPoint, hintSelector, destroy. */
export default function createRenderer(table) {
  table.addStyles("ttr-style", CSS);
  let geo = null;
  let snap = null;
  let ppu = 1; // CSS px per world unit at the last draw
  let hoverLane = null;
  let focus = null; // {ticket, pinned}: the ticket whose cities are highlighted
  let picked = null; // route id being paid for
  let composing = null; // the payment whose set cards the player is choosing (see payment.js)
  let keep = new Set(); // the ticket choice being built
  let offerKey = "";
  let finalHighlight = null; // {category, seat}
  let recent = null; // {route, seat}: the route the last move claimed
  let pointed = null; // route id pointed at in the panel's list
  let listOpen = false; // whether the panel's list of claimable routes is unfolded

  const data = () => table.static;

  /** Build the map geometry and hook into the board on first use. */
  function ensureGeometry() {
    if (geo) return;
    geo = buildGeometry(data(), textMeasurer());
    table.board.setWorld(geo.world.width, geo.world.height);
    table.board.onDraw(draw);
    table.board.onTap(onTap);
    table.board.onHover(onHover);
  }

  // ---- the map ------------------------------------------------------------------------
  /** The tickets the map joins with a line: during a choice the ticked ones, then the one looked at if the panel
   * lists it as held (a returned ticket never), and on the final screen the completed ones of the seat in focus. */
  function ticketLines() {
    const ticked = (offeredTickets(snap) || []).filter((t) => keep.has(t.id));
    const held = snap.view.players.flatMap((p, seat) => (seat === snap.viewer || snap.view.phase === "over" ? p.tickets || [] : []));
    const looked = focus && [...held, ...ticked].find((t) => t.id === focus.ticket.id);
    return looked && !ticked.includes(looked) ? [...ticked, looked] : ticked;
  }

  /** What the map shows now, from the snapshot and the UI state. */
  function scene() {
    const view = snap.view;
    const owners = new Map();
    for (const r of view.routes) if (r.owner != null) owners.set(r.id, r.owner);
    const focusCities = new Set();
    const pairs = ticketLines();
    let bold = null;
    let faded = null;
    if (finalHighlight && finalHighlight.seat != null) {
      const seat = finalHighlight.seat;
      faded = seat;
      if (finalHighlight.category === "longest-path" && view.longest && view.longest[seat]) {
        bold = { routes: new Set(view.longest[seat].routes), color: table.colors[seat] };
      }
      if (["globetrotter", "tickets"].includes(finalHighlight.category)) {
        for (const t of view.players[seat].tickets || []) if (t.completed) pairs.push(t);
      }
    }
    for (const t of pairs) {
      focusCities.add(t.a);
      focusCities.add(t.b);
    }
    const pending = view.pending;
    return {
      owners,
      closed: new Set(view.closed),
      claimable: claimableRoutes(snap),
      seatColors: table.colors,
      hover: hoverLane && { lane: hoverLane, text: hoverText(hoverLane.route, owners, view.closed) },
      picked: picked ?? composing?.route.id ?? pointed ?? (pending && pending.kind === "tunnel" ? pending.route : null),
      recent: recent && owners.get(recent.route) === recent.seat ? recent.route : null,
      focusCities,
      focusPairs: pairs,
      bold,
      faded,
    };
  }

  /** The tooltip of a route: cities, kind, and its owner or closure. */
  function hoverText(route, owners, closed) {
    const owner = owners.get(route.id);
    const args = { route: routeName(route), kind: routeKind(route) };
    if (owner != null) return t("ticket-to-ride.map.hover-owned", { ...args, name: seatName(snap, owner) });
    return closed.includes(route.id) ? t("ticket-to-ride.map.hover-closed", args) : t("ticket-to-ride.map.hover", args);
  }

  function draw(ctx, info) {
    ppu = info.pxPerUnit;
    if (snap) drawMap(ctx, ppu, geo, scene());
  }

  /** Track the route under the mouse for its tooltip. */
  function onHover(x, y) {
    const lane = x == null ? null : lanesNear(geo, { x, y }, HOVER_SLOP_PX / ppu)[0]?.lane ?? null;
    if (lane !== hoverLane) {
      hoverLane = lane;
      table.board.redraw();
    }
  }

  /** A tap claims the route under it; near several claimable routes it asks which one is meant. */
  async function onTap(x, y) {
    if (!snap || table.busy) return;
    const near = lanesNear(geo, { x, y }, TAP_SLOP_PX / ppu);
    if (!near.length) {
      if (!cityAt(geo, { x, y }, TAP_SLOP_PX / ppu) && focus) setFocus(null, true);
      return;
    }
    const claimable = claimableRoutes(snap);
    const candidates = near.filter((hit) => claimable.has(hit.lane.route.id)).map((hit) => hit.lane.route);
    if (near[0].distance === 0 || candidates.length <= 1) {
      await claim(candidates.length === 1 && near[0].distance > 0 ? candidates[0] : near[0].lane.route);
      return;
    }
    const route = await table.choose({
      title: t("ticket-to-ride.map.which-route"),
      options: candidates.map((r) => ({ label: routeName(r), detail: routeKind(r), value: r })),
    });
    if (route) await claim(route);
  }

  /** Claim a route: at once with one legal payment, through a picker with several, a toast with none. */
  async function claim(route) {
    const moves = snap.legal.filter((m) => m.type === "claim" && m.route === route.id).sort(paymentOrder);
    const name = routeName(route);
    if (!moves.length) {
      if (snap.legal.length) table.toast(t("ticket-to-ride.map.not-now", { route: name, kind: routeKind(route) }));
      return;
    }
    const options = paymentOptions(snap, moves, data().colors);
    let move = moves[0];
    if (options.length > 1) {
      picked = route.id;
      table.board.redraw();
      move = await table.choose({ title: t("ticket-to-ride.map.claim", { route: name }), text: t("ticket-to-ride.map.pay-with", { kind: routeKind(route) }), options });
      picked = null;
      table.board.redraw();
    }
    if (move === "compose") compose(startComposition(snap, moves, route));
    else if (move) await send(move);
  }

  /** Start, change or drop (null) the "Choose the cards…" composition shown in the panel. */
  function compose(next) {
    composing = next;
    renderPanel();
    table.board.redraw();
    if (composing) revealAction();
  }

  // ---- the panel ----------------------------------------------------------------------
  /** Send a move, with the panel disabled until the answer (the shell shows errors); resolves to the snapshot or null. */
  async function send(move) {
    const answer = table.submit(move);
    renderPanel();
    const next = await answer;
    if (snap) renderPanel();
    return next;
  }

  /** The actions of the "Choose the cards…" step. */
  const composition = {
    mix(index) {
      const mix = composing.mixes[index];
      compose({ ...composing, mix: index, sets: mix.sets.map((s) => [...s]) });
    },
    card(set, slot, color) {
      const sets = composing.sets.map((s) => [...s]);
      sets[set][slot] = color;
      compose({ ...composing, sets });
    },
    async pay() {
      const move = { type: "claim", route: composing.route.id, cards: composedCards(composing) };
      if (await send(move)) compose(null);
    },
    cancel() {
      compose(null);
    },
  };

  /** Show a ticket's cities on the map: a hover shows it for a while, a tap pins it (tap again: unpin). */
  function setFocus(ticket, pinned) {
    if (pinned) focus = ticket && !(focus && focus.pinned && focus.ticket.id === ticket.id) ? { ticket, pinned } : null;
    else if (!(focus && focus.pinned)) focus = ticket ? { ticket, pinned: false } : null;
    for (const node of table.panel.querySelectorAll(".ttr-ticket")) {
      node.classList.toggle("ttr-focus", !!focus && node.dataset.ticket === String(focus.ticket.id));
    }
    table.board.redraw();
  }

  /** Add or drop an offered ticket from the choice (the map joins the cities of the ticked ones). */
  function toggleKeep(ticket) {
    if (keep.has(ticket.id)) keep.delete(ticket.id);
    else keep.add(ticket.id);
    renderPanel();
    table.board.redraw();
  }

  /** Start the ticket choice with every offered ticket kept, once per new offer. */
  function syncKeep() {
    const offered = offeredTickets(snap);
    const key = offered ? offered.map((t) => t.id).join(",") : "";
    if (key !== offerKey) {
      offerKey = key;
      keep = new Set(offered ? offered.map((t) => t.id) : []);
    }
  }

  /** Rebuild the panel, keeping its scroll position and the focused control (by its data-key). */
  function renderPanel() {
    const scroll = table.panel.scrollTop;
    const focused = table.panel.contains(document.activeElement) ? document.activeElement.dataset.key : undefined;
    const content = buildPanel({
      el: table.el,
      snap,
      data: data(),
      seatColors: table.colors,
      keep,
      focusTicket: focus ? focus.ticket.id : null,
      busy: table.busy,
      listOpen,
      composing,
      routeLabel: (route) => `${routeName(route)} · ${routeKind(route)}`,
      act: {
        submit: send,
        toggleKeep,
        focus: setFocus,
        claim,
        point: (route) => {
          pointed = route ? route.id : null;
          table.board.redraw();
        },
        openList: (open) => {
          listOpen = open;
        },
        compose: composition,
      },
    });
    table.panel.replaceChildren(content);
    table.panel.scrollTop = scroll;
    if (focused) table.panel.querySelector(`[data-key="${focused}"]`)?.focus({ preventScroll: true });
  }

  /** Scroll the side column (never the page: on a phone that pushes the map off screen) to show the decision box. */
  function revealAction() {
    const action = table.panel.querySelector(".ttr-action");
    const side = table.panel.closest(".side");
    if (!action || !side || getComputedStyle(side).overflowY === "visible") return;
    const box = action.getBoundingClientRect();
    const view = side.getBoundingClientRect();
    if (box.bottom > view.bottom) side.scrollTop += Math.min(box.bottom - view.bottom, box.top - view.top);
    else if (box.top < view.top) side.scrollTop -= view.top - box.top;
  }

  return {
    render(next) {
      const claimed = next.events.filter((e) => e.kind === "route_claimed").pop();
      recent = claimed ? { route: claimed.route, seat: claimed.seat } : null;
      for (const event of next.events) {
        const text = eventToast(event, next);
        if (text) table.toast(text);
      }
      snap = next;
      if (!next.over) finalHighlight = null;
      if (composing && !next.legal.some((m) => m.type === "claim" && m.route === composing.route.id)) composing = null;
      ensureGeometry();
      syncKeep();
      if (focus && !focus.pinned) focus = null;
      pointed = null;
      renderPanel();
      table.board.redraw();
      if (next.events.length && next.legal.length) revealAction(); // a decision after a move
    },

    highlight(category, seat) {
      finalHighlight = category == null ? null : { category, seat };
      table.board.redraw();
    },

    targetPoint(_snap, target) {
      ensureGeometry();
      if (target.route != null) {
        const lane = geo.byId.get(target.route);
        return lane ? { ...lane.mid } : null;
      }
      const city = target.city != null ? geo.cities.get(target.city) : null;
      return city ? { x: city.x, y: city.y } : null;
    },

    /** The panel control showing a lesson's hint target ({face_up: slot}) as a selector; null for map targets. */
    hintSelector(target) {
      return Number.isInteger(target.face_up) ? `[data-key="slot-${target.face_up}"]` : null;
    },

    /** The keyboard cursor's stops: the routes the viewer may claim now, at their middles. */
    cursorTargets() {
      if (!snap || snap.over || table.busy || !geo) return [];
      const claims = snap.legal.filter((m) => m.type === "claim");
      return data().routes.filter((r) => claims.some((m) => m.route === r.id) && geo.byId.get(r.id)).map((route) => ({
        id: `route ${route.id}`, ...geo.byId.get(route.id).mid, radius: 12,
        name: `${routeName(route)}, ${routeKind(route)}`, moves: claims.filter((m) => m.route === route.id),
      }));
    },

    /** The table description's words for a seat: its counts, and its hand when the viewer may see it. */
    describePlayer(shown, seat) {
      const p = shown.view.players[seat];
      const counts = [["ticket-to-ride.describe.points", { n: p.route_points }], ["ticket-to-ride.describe.trains", { n: p.trains_left }],
        ["ticket-to-ride.describe.cards", { n: p.card_count }], ["ticket-to-ride.describe.tickets", { n: p.ticket_count }]];
      const hand = p.hand && cardsMessage(p.hand, data().colors);
      return fmt(commaList(hand ? [...counts, ["ticket-to-ride.describe.hand", { cards: hand }]] : counts));
    },

    /** Escape: drop a half-made payment. */
    cancel() {
      if (composing) compose(null);
    },

    destroy() {
      table.panel.replaceChildren();
      snap = null;
    },
  };
}
