// Kingdom Builder panel: whose turn and what to do, the players with their cards and tiles,
// the 3 goal cards and the deck. Buttons only ever send moves found in snap.legal.

import { settlementSwatch, terrainSwatch } from "./draw.js";
import { LOCATION_MARK } from "./style.js";

const KEY_TERRAINS = ["G", "F", "T", "C", "D", "W", "M", "K"];

/** "r,c" key of a [row, col] pair. */
export const key = (pair) => `${pair[0]},${pair[1]}`;

/** The state a tile is in, for its label and style (only the acting player's tiles have one). */
function tileState(tile, acting) {
  if (!acting) return { cls: "held", text: "held" };
  if (tile.used) return { cls: "used", text: "used" };
  if (tile.fresh) return { cls: "fresh", text: "new · next turn" };
  return { cls: "ready", text: "ready" };
}

/** What the player should do now, in one sentence. */
export function instruction(snap, ui, data) {
  const view = snap.view;
  const terrainName = (code) => (code ? data.terrains[code].toLowerCase() : "");
  if (snap.viewer === null || snap.viewer !== view.current || !snap.legal.length) {
    const seat = snap.seats[view.current];
    return `${seat ? seat.name : "A player"} is building on ${terrainName(view.terrain)}.`;
  }
  const legal = snap.legal;
  if (legal.some((m) => m.type === "discard-tile")) return "You lost a tile: choose which of your two alike goes.";
  if (legal.some((m) => m.type === "move")) return "Tap a highlighted hex to put the lifted settlement there.";
  if (ui.selected) {
    const tile = view.players[snap.viewer].tiles.find((t) => key(t.loc) === ui.selected);
    const name = tile ? data.tiles[tile.kind].name : "tile";
    const move = legal.find((m) => m.type === "tile" && key(m.loc) === ui.selected);
    return move && move.from ? `${name}: tap the settlement you want to move.` : `${name}: tap a highlighted hex to build.`;
  }
  const builds = legal.filter((m) => m.type === "build").length;
  if (builds) {
    const owed = view.builds_owed;
    const more = view.built ? `${owed} more` : `${owed} settlement${owed === 1 ? "" : "s"}`;
    const tiles = legal.some((m) => m.type === "tile") ? " You may use a tile first." : "";
    return `Build ${more} on ${terrainName(view.terrain)}: tap a highlighted hex.${tiles}`;
  }
  return legal.some((m) => m.type === "tile") ? "Use a tile, or end your turn." : "End your turn.";
}

/** The whole panel for one snapshot. */
export function buildPanel(table, snap, ui, actions) {
  const { el } = table;
  const data = table.static;
  const view = snap.view;
  const legal = snap.legal || [];
  const mine = snap.viewer;
  const current = view.current;
  const currentSeat = snap.seats[current];
  const canEnd = legal.some((m) => m.type === "end");
  const discards = legal.filter((m) => m.type === "discard-tile");

  const status = snap.over ? null : el("section", { class: "kb-status card" },
    el("div", { class: "kb-status-head" },
      view.terrain ? terrainSwatch(view.terrain, 52) : el("div", { class: "kb-swatch-empty" }),
      el("div", {},
        el("div", { class: "kb-status-title" },
          `${currentSeat ? currentSeat.name : ""}${currentSeat ? " · " : ""}${view.terrain ? data.terrains[view.terrain] : "no card"}`),
        el("div", { class: "kb-status-sub", text: `Mandatory builds: ${view.built} of ${view.mandatory_builds}` }))),
    el("p", { class: "kb-instruction", attrs: { "aria-live": "polite" }, text: instruction(snap, ui, data) }),
    view.ending ? el("p", { class: "kb-ending", text: "Last round: a player has built all their settlements." }) : null,
    el("div", { class: "kb-actions" },
      canEnd ? el("button", { class: "btn primary kb-end", type: "button", text: "End turn", onclick: () => actions.submit({ type: "end" }) }) : null,
      ui.selected ? el("button", { class: "btn ghost", type: "button", text: "Cancel", onclick: () => actions.select(null) }) : null,
      discards.length ? el("button", { class: "btn primary", type: "button", text: "Choose the tile to give up", onclick: () => actions.askDiscard() }) : null));

  const usable = new Set(legal.filter((m) => m.type === "tile").map((m) => key(m.loc)));
  const players = el("section", { class: "kb-players card" },
    el("h3", { class: "kb-heading", text: "Players" }),
    view.players.map((pl, seat) => el("div", { class: `kb-player${seat === current && !snap.over ? " kb-acting" : ""}` },
      el("div", { class: "kb-player-head" },
        settlementSwatch(table.colors[seat % table.colors.length], seat, 26),
        el("span", { class: "kb-player-name", text: snap.seats[seat] ? snap.seats[seat].name : `Player ${seat + 1}` }),
        el("span", { class: "kb-supply", title: "Settlements left in the supply", text: `${pl.supply} left` }),
        pl.card ? terrainSwatch(pl.card, 30)
          : el("span", { class: "kb-hidden-card", title: "Secret terrain card", text: pl.card_hidden ? "?" : "–" })),
      pl.tiles.length ? el("div", { class: "kb-tiles" }, pl.tiles.map((tile) => {
        const state = tileState(tile, seat === current && !snap.over);
        const k = key(tile.loc);
        const active = seat === mine && usable.has(k);
        return el("button", {
          class: `kb-tile kb-tile-${state.cls}${ui.selected === k ? " kb-selected" : ""}`,
          type: "button",
          disabled: !active,
          title: data.tiles[tile.kind].text,
          attrs: { "aria-pressed": ui.selected === k ? "true" : "false" },
          dataset: { loc: k },
          onclick: () => actions.select(ui.selected === k ? null : k),
        }, el("span", { class: "kb-tile-name", text: data.tiles[tile.kind].name }), el("span", { class: "kb-tile-state", text: state.text }));
      })) : null)));

  const standing = view.standing || [];
  const goalRow = (name, text, category) => el("tr", {},
    el("th", { scope: "row" }, el("strong", { text: name }), el("span", { class: "kb-goal-text", text })),
    view.players.map((_, seat) => el("td", { text: String((standing[seat] || {})[category] ?? "") })));
  const goals = el("section", { class: "kb-goals card" },
    el("h3", { class: "kb-heading", text: snap.over ? "Scoring this game" : "Scoring this game (gold so far)" }),
    el("table", { class: "kb-goal-table" },
      el("thead", {}, el("tr", {}, el("th", { text: "" }),
        view.players.map((_, seat) => el("th", { title: snap.seats[seat] ? snap.seats[seat].name : "" }, settlementSwatch(table.colors[seat % table.colors.length], seat, 22))))),
      el("tbody", {},
        view.cards.map((id) => goalRow(data.cards[id].name, data.cards[id].text, id)),
        goalRow("Castles", "3 gold for each castle next to one of your settlements.", "castles")),
      el("tfoot", {}, el("tr", {}, el("th", { scope: "row", text: "Total" }),
        view.players.map((_, seat) => el("td", { text: String(view.standing_totals[seat]) }))))));

  /** "Grassland ×2, Desert ×1" for a list of terrain codes. */
  const count = (codes) => {
    const tally = {};
    for (const code of codes) tally[code] = (tally[code] || 0) + 1;
    return Object.entries(tally).map(([code, n]) => `${data.terrains[code]} ×${n}`).join(", ") || "none";
  };
  const deck = el("section", { class: "kb-deck card" },
    el("p", { text: `Terrain deck: ${view.deck} card${view.deck === 1 ? "" : "s"}. Discarded: ${count(view.discard)}.` }),
    view.removed.length ? el("p", { class: "muted", text: `Out of the game (no free hex left): ${count(view.removed)}.` }) : null);

  const kinds = [...new Set(view.locations.map((l) => l.kind))];
  const legend = el("details", { class: "kb-legend card" },
    el("summary", { text: "Board key" }),
    el("div", { class: "kb-key-terrains" }, KEY_TERRAINS.map((code) => el("span", { class: "kb-key-item" }, terrainSwatch(code, 28), data.terrains[code]))),
    kinds.map((kind) => {
      const left = view.locations.filter((l) => l.kind === kind).map((l) => l.left).join(" + ");
      return el("div", { class: "kb-key-location" },
        el("span", { class: "kb-mark", text: LOCATION_MARK[kind] }),
        el("span", {}, el("strong", { text: data.tiles[kind].name }), ` (tiles left: ${left}) `, el("span", { class: "muted", text: data.tiles[kind].text })));
    }));

  return [status, players, goals, legend, deck];
}
