// The new-game dialog: seats (name, human or bot level), seed, options and presets from the catalog.

import { hardShareHere } from "./device-speed.js";
import { copyText, el, modal } from "./dom.js";
import { fmt, t } from "./i18n.js";
import { linkTo, randomSeed, seatDefaultName, setupHash } from "./setup.js";
import { playerCount } from "./shelf.js";
import { chooseSeatKind, seatKindSelect } from "./seat-kinds.js";
import { SEAT_COLORS } from "./table/seat-colors.js";

/** The default level of a new bot seat: the strongest the catalog lists (heuristic if present). */
function defaultBot(info) {
  return info.bots.includes("heuristic") ? "heuristic" : info.bots[info.bots.length - 1] || "random";
}

/** Ask for a setup of game `info` (a catalog entry); resolves to {game, seats, seed, options, hints} or null. */
export function newGameDialog(info, previous = null) {
  const seats = previous ? previous.seats.map((s) => ({ ...s })) : [
    { name: seatDefaultName("human", 0), kind: "human" },
    ...Array.from({ length: Math.max(1, info.min_players - 1) }, (_, i) => ({ name: seatDefaultName("bot", i + 1), kind: "bot", bot: defaultBot(info) })),
  ];
  const options = {};
  for (const spec of info.options) options[spec.id] = previous && spec.id in previous.options ? previous.options[spec.id] : spec.default;
  let seed = previous ? previous.seed : randomSeed();
  let hints = Boolean(previous?.hints); // the table's Hint button: off unless asked for

  return modal((close) => {
    const seatList = el("div", { class: "seat-list" });
    const hardShare = hardShareHere(info.id);
    const hardNote = el("p", { class: "muted small hard-here", attrs: { "aria-live": "polite" } });
    const addBtn = el("button", { class: "btn ghost", type: "button", text: t("shell.newgame.add") });
    const seedInput = el("input", { class: "input seed-input", type: "number", name: "seed", value: String(seed), attrs: { inputmode: "numeric", "aria-label": t("shell.newgame.seed") } });
    const optionControls = [];

    const renderSeats = () => {
      seatList.replaceChildren(...seats.map((seat, i) => {
        const kind = seatKindSelect(info, seat, t("shell.newgame.kind-label", { n: i + 1 }));
        kind.addEventListener("change", () => {
          chooseSeatKind(seat, kind.value, i);
          renderSeats();
        });
        const name = el("input", { class: "input seat-name", value: seat.name, maxLength: 24, attrs: { "aria-label": t("shell.newgame.name-label", { n: i + 1 }), autocomplete: "off" },
          oninput: () => { seat.name = name.value; } });
        const remove = el("button", { class: "btn icon-btn ghost", type: "button", text: "×", title: t("shell.newgame.remove"), attrs: { "aria-label": t("shell.newgame.remove-label", { n: i + 1 }) },
          disabled: seats.length <= info.min_players, onclick: () => { seats.splice(i, 1); renderSeats(); } });
        return el("div", { class: "seat-row" }, el("span", { class: "seat-dot", style: { background: SEAT_COLORS[i % SEAT_COLORS.length] } }), name, kind, remove);
      }));
      addBtn.disabled = seats.length >= info.max_players;
      const hard = hardShare !== null && seats.some((s) => s.kind === "bot" && s.bot === "hard");
      hardNote.textContent = hard ? t("shell.newgame.hard-here", { percent: String(Math.round(hardShare * 100)) }) : "";
    };
    addBtn.addEventListener("click", () => {
      seats.push({ name: seatDefaultName("bot", seats.length), kind: "bot", bot: defaultBot(info) });
      renderSeats();
    });
    renderSeats();

    const optionRows = info.options.map((spec) => {
      let control;
      if (spec.type === "bool") {
        control = el("input", { type: "checkbox", checked: Boolean(options[spec.id]), onchange: () => { options[spec.id] = control.checked; } });
        optionControls.push(() => { control.checked = Boolean(options[spec.id]); });
        return el("label", { class: "option-row check-row", title: spec.help ? fmt(spec.help) : "" }, control, el("span", { text: fmt(spec.label) }));
      }
      control = el("select", { class: "input", onchange: () => { options[spec.id] = spec.choices[control.selectedIndex].value; } },
        spec.choices.map((c) => el("option", { text: fmt(c.label) })));
      const sync = () => { control.selectedIndex = Math.max(0, spec.choices.findIndex((c) => c.value === options[spec.id])); };
      sync();
      optionControls.push(sync);
      return el("label", { class: "option-row", title: spec.help ? fmt(spec.help) : "" }, el("span", { text: fmt(spec.label) }), control);
    });
    const hintsBox = el("input", { type: "checkbox", name: "hints", checked: hints, onchange: () => { hints = hintsBox.checked; } });
    const hintsRow = el("label", { class: "option-row check-row", title: t("shell.newgame.hints-help") }, hintsBox, el("span", { text: t("shell.newgame.hints") }));
    const presetList = info.presets || [];
    const presets = presetList.length ? el("div", { class: "presets" }, el("span", { class: "muted small", text: t("shell.newgame.presets") }),
      presetList.map((preset) => el("button", { class: "chip", type: "button", text: fmt(preset.label), onclick: () => {
        Object.assign(options, preset.options);
        optionControls.forEach((sync) => sync());
      } }))) : null;

    const currentSetup = () => {
      const parsed = Number(seedInput.value);
      seed = Number.isSafeInteger(parsed) ? parsed : seed;
      return {
        game: info.id,
        seats: seats.map((s, i) => ({ ...s, name: (s.name || "").trim() || seatDefaultName(s.kind, i) })),
        seed,
        options: { ...options },
        hints,
      };
    };
    const reroll = el("button", { class: "btn icon-btn ghost", type: "button", text: "⟳", title: t("shell.newgame.reroll"), attrs: { "aria-label": t("shell.newgame.reroll") },
      onclick: () => { seedInput.value = String(randomSeed()); } });

    return [
      el("h2", { text: t("shell.newgame.title", { game: info.title }) }),
      el("p", { class: "muted small", text: playerCount(info) }),
      el("h3", { text: t("shell.newgame.players") }), seatList, addBtn, hardNote,
      el("h3", { text: t("shell.newgame.options") }), presets, el("div", { class: "options" }, optionRows, hintsRow),
      el("h3", { text: t("shell.newgame.seed") }),
      el("div", { class: "seed-row" }, seedInput, reroll, el("span", { class: "muted small", text: t("shell.newgame.seed-help") })),
      el("div", { class: "modal-actions" },
        el("button", { class: "btn ghost", type: "button", text: t("shell.newgame.copy-link"), title: t("shell.newgame.copy-link-help"), onclick: () => copyText(linkTo(setupHash(currentSetup())), ["shell.copy.setup-link"]) }),
        el("span", { class: "spacer" }),
        el("button", { class: "btn ghost", type: "button", text: t("shell.dialog.cancel"), onclick: () => close(null) }),
        el("button", { class: "btn primary start-btn", type: "button", text: t("shell.newgame.start"), onclick: () => close(currentSetup()) })),
    ];
  }, { className: "newgame" });
}
