// The new-game dialog: seats (name, human or bot level), seed, options and presets from the catalog.

import { copyText, el, modal } from "./dom.js";
import { linkTo, randomSeed, setupHash } from "./setup.js";
import { categoryLabel } from "./table/score-sheet.js";
import { SEAT_COLORS } from "./table/seat-colors.js";

/** The select value of a seat ("human" or "bot:<level>"). */
function seatValue(seat) {
  return seat.kind === "bot" ? `bot:${seat.bot}` : "human";
}

const BOT_LABELS = { random: "Random", easy: "Easy", heuristic: "Normal", hard: "Hard" };

/** A <select> of a seat's kind: Human or one of the game's bot levels (`info`: a catalog entry); its value is seatValue's. */
export function seatKindSelect(info, seat, label) {
  const select = el("select", { class: "input seat-kind", attrs: { "aria-label": label } },
    el("option", { value: "human", text: "Human" }),
    info.bots.map((bot) => el("option", { value: `bot:${bot}`, text: `Bot · ${BOT_LABELS[bot] || categoryLabel(bot)}` })));
  select.value = seatValue(seat);
  return select;
}

/** The default level of a new bot seat: the strongest the catalog lists (heuristic if present). */
function defaultBot(info) {
  return info.bots.includes("heuristic") ? "heuristic" : info.bots[info.bots.length - 1] || "random";
}

/** Ask for a setup of game `info` (a catalog entry); resolves to {game, seats, seed, options} or null. */
export function newGameDialog(info, previous = null) {
  const seats = previous ? previous.seats.map((s) => ({ ...s })) : [
    { name: "Player 1", kind: "human" },
    ...Array.from({ length: Math.max(1, info.min_players - 1) }, (_, i) => ({ name: `Bot ${i + 2}`, kind: "bot", bot: defaultBot(info) })),
  ];
  const options = {};
  for (const spec of info.options) options[spec.id] = previous && spec.id in previous.options ? previous.options[spec.id] : spec.default;
  let seed = previous ? previous.seed : randomSeed();

  return modal((close) => {
    const seatList = el("div", { class: "seat-list" });
    const addBtn = el("button", { class: "btn ghost", type: "button", text: "+ Add a player" });
    const seedInput = el("input", { class: "input seed-input", type: "number", name: "seed", value: String(seed), attrs: { inputmode: "numeric", "aria-label": "Seed" } });
    const optionControls = [];

    const renderSeats = () => {
      seatList.replaceChildren(...seats.map((seat, i) => {
        const kind = seatKindSelect(info, seat, `Player ${i + 1} kind`);
        kind.addEventListener("change", () => {
          const wasBot = seat.kind === "bot";
          if (kind.value === "human") {
            seat.kind = "human";
            delete seat.bot;
            if (wasBot && /^Bot \d+$/.test(seat.name)) seat.name = `Player ${i + 1}`;
          } else {
            seat.kind = "bot";
            seat.bot = kind.value.slice(4);
            if (!wasBot && /^Player \d+$/.test(seat.name)) seat.name = `Bot ${i + 1}`;
          }
          renderSeats();
        });
        const name = el("input", { class: "input seat-name", value: seat.name, maxLength: 24, attrs: { "aria-label": `Player ${i + 1} name`, autocomplete: "off" },
          oninput: () => { seat.name = name.value; } });
        const remove = el("button", { class: "btn icon-btn ghost", type: "button", text: "×", title: "Remove this player", attrs: { "aria-label": `Remove player ${i + 1}` },
          disabled: seats.length <= info.min_players, onclick: () => { seats.splice(i, 1); renderSeats(); } });
        return el("div", { class: "seat-row" }, el("span", { class: "seat-dot", style: { background: SEAT_COLORS[i % SEAT_COLORS.length] } }), name, kind, remove);
      }));
      addBtn.disabled = seats.length >= info.max_players;
    };
    addBtn.addEventListener("click", () => {
      seats.push({ name: `Bot ${seats.length + 1}`, kind: "bot", bot: defaultBot(info) });
      renderSeats();
    });
    renderSeats();

    const optionRows = info.options.map((spec) => {
      let control;
      if (spec.type === "bool") {
        control = el("input", { type: "checkbox", checked: Boolean(options[spec.id]), onchange: () => { options[spec.id] = control.checked; } });
        optionControls.push(() => { control.checked = Boolean(options[spec.id]); });
        return el("label", { class: "option-row check-row", title: spec.help || "" }, control, el("span", { text: spec.label }));
      }
      control = el("select", { class: "input", onchange: () => { options[spec.id] = spec.choices[control.selectedIndex].value; } },
        spec.choices.map((c) => el("option", { text: c.label })));
      const sync = () => { control.selectedIndex = Math.max(0, spec.choices.findIndex((c) => c.value === options[spec.id])); };
      sync();
      optionControls.push(sync);
      return el("label", { class: "option-row", title: spec.help || "" }, el("span", { text: spec.label }), control);
    });
    const presetNames = Object.keys(info.presets || {});
    const presets = presetNames.length ? el("div", { class: "presets" }, el("span", { class: "muted small", text: "Presets:" }),
      presetNames.map((name) => el("button", { class: "chip", type: "button", text: name, onclick: () => {
        Object.assign(options, info.presets[name]);
        optionControls.forEach((sync) => sync());
      } }))) : null;

    const currentSetup = () => {
      const parsed = Number(seedInput.value);
      seed = Number.isSafeInteger(parsed) ? parsed : seed;
      return {
        game: info.id,
        seats: seats.map((s, i) => ({ ...s, name: (s.name || "").trim() || (s.kind === "bot" ? `Bot ${i + 1}` : `Player ${i + 1}`) })),
        seed,
        options: { ...options },
      };
    };
    const reroll = el("button", { class: "btn icon-btn ghost", type: "button", text: "⟳", title: "New random seed", attrs: { "aria-label": "New random seed" },
      onclick: () => { seedInput.value = String(randomSeed()); } });

    return [
      el("h2", { text: `New game of ${info.title}` }),
      el("p", { class: "muted small", text: `${info.min_players}–${info.max_players} players` }),
      el("h3", { text: "Players" }), seatList, addBtn,
      info.options.length ? [el("h3", { text: "Options" }), presets, el("div", { class: "options" }, optionRows)] : null,
      el("h3", { text: "Seed" }),
      el("div", { class: "seed-row" }, seedInput, reroll, el("span", { class: "muted small", text: "The same seed deals the same cards." })),
      el("div", { class: "modal-actions" },
        el("button", { class: "btn ghost", type: "button", text: "Copy link", title: "Copy a link that starts this setup", onclick: () => copyText(linkTo(setupHash(currentSetup())), "Setup link") }),
        el("span", { class: "spacer" }),
        el("button", { class: "btn ghost", type: "button", text: "Cancel", onclick: () => close(null) }),
        el("button", { class: "btn primary start-btn", type: "button", text: "Start", onclick: () => close(currentSetup()) })),
    ];
  }, { className: "newgame" });
}
