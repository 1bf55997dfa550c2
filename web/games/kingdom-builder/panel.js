// Kingdom Builder panel: whose turn and what to do, the players with their cards and tiles,
// the 3 goal cards and the deck. Buttons only ever send moves found in snap.legal.

import { listWords, t } from "../../shell/i18n.js";
import { settlementSwatch, terrainSwatch } from "./draw.js";

const KEY_TERRAINS = ["G", "F", "T", "C", "D", "W", "M", "K"];

/** "r,c" key of a [row, col] pair. */
export const key = (pair) => `${pair[0]},${pair[1]}`;

/** A terrain's name ("Flower field"), or as in a sentence (`inText`: "flower field" / "un champ de fleurs"), from its code. */
export const terrainName = (data, code, inText = false) =>
  (inText ? t(`kingdom-builder.a-terrain.${data.terrains[code]}`) : t(`kingdom-builder.terrain.${data.terrains[code]}`));
/** A location tile's name. */
export const tileName = (kind) => t(`kingdom-builder.tile.${kind}`);

/** The table description's words for a seat: settlements left, its terrain card when shown, its tiles. */
export function describePlayer(data, snap, seat) {
  const pl = snap.view.players[seat];
  const card = pl.card ? t("kingdom-builder.describe.card", { terrain: terrainName(data, pl.card) })
    : pl.card_hidden ? t("kingdom-builder.ui.secret-card") : null;
  const tiles = pl.tiles.length ? t("kingdom-builder.describe.tiles", { tiles: listWords(pl.tiles.map((tile) => tileName(tile.kind))) }) : null;
  return listWords([t("kingdom-builder.describe.supply", { n: pl.supply }), card, tiles]);
}
/** A seat's name: its given name, else the default seat name. */
export const seatName = (snap, seat) => snap.seats[seat]?.name || t("engine.seat.default", { n: seat + 1 });

/** The state a tile is in, for its label and style (only the acting player's tiles have one). */
function tileState(tile, acting) {
  const cls = !acting ? "held" : tile.used ? "used" : tile.fresh ? "fresh" : "ready";
  return { cls, text: t(`kingdom-builder.tile-state.${cls}`) };
}

/** What the player should do now, in one sentence. */
export function instruction(snap, ui, data) {
  const view = snap.view;
  const terrain = view.terrain ? terrainName(data, view.terrain, true) : "";
  if (snap.viewer === null || snap.viewer !== view.current || !snap.legal.length) {
    if (view.current === snap.viewer) return t("kingdom-builder.ui.building-on-you", { terrain }); // a second-person subject
    return t("kingdom-builder.ui.building-on", { seat: seatName(snap, view.current), terrain });
  }
  const legal = snap.legal;
  if (legal.some((m) => m.type === "discard-tile")) return t("kingdom-builder.ui.lost-tile");
  if (legal.some((m) => m.type === "move")) return t("kingdom-builder.ui.place-lifted");
  if (ui.selected) {
    const tile = view.players[snap.viewer].tiles.find((x) => key(x.loc) === ui.selected);
    const name = tile ? tileName(tile.kind) : "";
    const move = legal.find((m) => m.type === "tile" && key(m.loc) === ui.selected);
    return move && move.from ? t("kingdom-builder.ui.tile-pick-settlement", { tile: name }) : t("kingdom-builder.ui.tile-pick-hex", { tile: name });
  }
  if (legal.some((m) => m.type === "build")) {
    const owed = { n: view.builds_owed, terrain };
    const build = view.built ? t("kingdom-builder.ui.build-more", owed) : t("kingdom-builder.ui.build", owed);
    return legal.some((m) => m.type === "tile") ? `${build} ${t("kingdom-builder.ui.tile-first")}` : build;
  }
  return legal.some((m) => m.type === "tile") ? t("kingdom-builder.ui.tile-or-end") : t("kingdom-builder.ui.end-your-turn");
}

/** The whole panel for one snapshot. */
export function buildPanel(table, snap, ui, actions) {
  const { el } = table;
  const data = table.static;
  const view = snap.view;
  const legal = snap.legal || [];
  const mine = snap.viewer;
  const current = view.current;
  const canEnd = legal.some((m) => m.type === "end");
  const discards = legal.filter((m) => m.type === "discard-tile");

  const status = snap.over || !snap.to_act.length ? null : el("section", { class: "kb-status card" }, // no one to act: a board before Python is up
    el("div", { class: "kb-status-head" },
      view.terrain ? terrainSwatch(view.terrain, 52) : el("div", { class: "kb-swatch-empty" }),
      el("div", {},
        el("div", { class: "kb-status-title" },
          `${seatName(snap, current)} · ${view.terrain ? terrainName(data, view.terrain) : t("kingdom-builder.ui.no-card")}`),
        el("div", { class: "kb-status-sub", text: t("kingdom-builder.ui.mandatory", { built: view.built, of: view.mandatory_builds }) }))),
    el("p", { class: "kb-instruction", attrs: { "aria-live": "polite" }, text: instruction(snap, ui, data) }),
    view.ending ? el("p", { class: "kb-ending", text: t("kingdom-builder.ui.last-round") }) : null,
    el("div", { class: "kb-actions" },
      canEnd ? el("button", { class: "btn primary kb-end", type: "button", text: t("kingdom-builder.ui.end-turn"), onclick: () => actions.submit({ type: "end" }) }) : null,
      ui.selected ? el("button", { class: "btn ghost", type: "button", text: t("kingdom-builder.ui.cancel"), onclick: () => actions.select(null) }) : null,
      discards.length ? el("button", { class: "btn primary", type: "button", text: t("kingdom-builder.ui.choose-discard"), onclick: () => actions.askDiscard() }) : null));

  const usable = new Set(legal.filter((m) => m.type === "tile").map((m) => key(m.loc)));
  const players = el("section", { class: "kb-players card" },
    el("h3", { class: "kb-heading", text: t("kingdom-builder.ui.players") }),
    view.players.map((pl, seat) => el("div", { class: `kb-player${seat === current && !snap.over ? " kb-acting" : ""}` },
      el("div", { class: "kb-player-head" },
        settlementSwatch(table.colors[seat % table.colors.length], seat, 26),
        el("span", { class: "kb-player-name", text: seatName(snap, seat) }),
        el("span", { class: "kb-supply", title: t("kingdom-builder.ui.supply-title"), text: t("kingdom-builder.ui.supply", { n: pl.supply }) }),
        pl.card ? terrainSwatch(pl.card, 30)
          : el("span", { class: "kb-hidden-card", title: t("kingdom-builder.ui.secret-card"), text: pl.card_hidden ? "?" : "–" })),
      pl.tiles.length ? el("div", { class: "kb-tiles" }, pl.tiles.map((tile) => {
        const state = tileState(tile, seat === current && !snap.over);
        const k = key(tile.loc);
        const active = seat === mine && usable.has(k);
        return el("button", {
          class: `kb-tile kb-tile-${state.cls}${ui.selected === k ? " kb-selected" : ""}`,
          type: "button",
          disabled: !active,
          title: t(`kingdom-builder.tile.${tile.kind}.text`),
          attrs: { "aria-pressed": ui.selected === k ? "true" : "false" },
          dataset: { loc: k },
          onclick: () => actions.select(ui.selected === k ? null : k),
        }, el("span", { class: "kb-tile-name", text: tileName(tile.kind) }), el("span", { class: "kb-tile-state", text: state.text }));
      })) : null)));

  const standing = view.standing || [];
  const goalRow = (name, text, category) => el("tr", {},
    el("th", { scope: "row" }, el("strong", { text: name }), el("span", { class: "kb-goal-text", text })),
    view.players.map((_, seat) => el("td", { text: String((standing[seat] || {})[category] ?? "") })));
  const goals = el("section", { class: "kb-goals card" },
    el("h3", { class: "kb-heading", text: snap.over ? t("kingdom-builder.ui.scoring") : t("kingdom-builder.ui.scoring-so-far") }),
    el("table", { class: "kb-goal-table" },
      el("thead", {}, el("tr", {}, el("th", { text: "" }),
        view.players.map((_, seat) => el("th", { title: seatName(snap, seat) }, settlementSwatch(table.colors[seat % table.colors.length], seat, 22))))),
      el("tbody", {},
        view.cards.map((id) => goalRow(t(`kingdom-builder.score.${id}`), t(`kingdom-builder.card.${id}.text`), id)),
        goalRow(t("kingdom-builder.score.castles"), t("kingdom-builder.ui.castles-text"), "castles")),
      el("tfoot", {}, el("tr", {}, el("th", { scope: "row", text: t("kingdom-builder.ui.total") }),
        view.players.map((_, seat) => el("td", { text: String(view.standing_totals[seat]) }))))));

  /** "Grassland ×2, Desert ×1" for a list of terrain codes. */
  const count = (codes) => {
    const tally = {};
    for (const code of codes) tally[code] = (tally[code] || 0) + 1;
    const items = Object.entries(tally).map(([code, n]) => t("kingdom-builder.ui.times", { terrain: terrainName(data, code), n }));
    return items.length ? listWords(items) : t("kingdom-builder.ui.none");
  };
  const deck = el("section", { class: "kb-deck card" },
    el("p", { text: t("kingdom-builder.ui.deck", { n: view.deck, discarded: count(view.discard) }) }),
    view.removed.length ? el("p", { class: "muted", text: t("kingdom-builder.ui.removed", { cards: count(view.removed) }) }) : null);

  const kinds = [...new Set(view.locations.map((l) => l.kind))];
  const legend = el("details", { class: "kb-legend card" },
    el("summary", { text: t("kingdom-builder.ui.board-key") }),
    el("div", { class: "kb-key-terrains" }, KEY_TERRAINS.map((code) => el("span", { class: "kb-key-item" }, terrainSwatch(code, 28), terrainName(data, code)))),
    kinds.map((kind) => {
      const left = view.locations.filter((l) => l.kind === kind).map((l) => l.left).join(" + ");
      return el("div", { class: "kb-key-location" },
        el("span", { class: "kb-mark", text: t(`kingdom-builder.mark.${kind}`) }),
        el("span", {}, el("strong", { text: tileName(kind) }), ` ${t("kingdom-builder.ui.tiles-left", { left })} `,
          el("span", { class: "muted", text: t(`kingdom-builder.tile.${kind}.text`) })));
    }));

  return [status, players, goals, legend, deck];
}
