// The kinds of a seat (a person here, a friend's phone, a bot level): their names and the select that picks one.

import { el } from "./dom.js";
import { t } from "./i18n.js";
import { seatDefaultName } from "./setup.js";

/** The select value of a seat ("human", "remote" or "bot:<level>"). */
function seatValue(seat) {
  return seat.kind === "bot" ? `bot:${seat.bot}` : seat.kind;
}

/** Give a seat the kind a seat-kind select chose; a default name follows the kind (a bot's differs from a person's). */
export function chooseSeatKind(seat, value, i) {
  const wasBot = seat.kind === "bot";
  seat.kind = value.startsWith("bot:") ? "bot" : value;
  if (seat.kind === "bot") seat.bot = value.slice(4);
  else delete seat.bot;
  const isBot = seat.kind === "bot";
  if (wasBot !== isBot && seat.name === seatDefaultName(wasBot ? "bot" : "human", i)) seat.name = seatDefaultName(seat.kind, i);
}

/** A bot level's name in the page's language (the "heuristic" bot is the Normal one). */
export function botLevelName(level) {
  const shown = level === "heuristic" ? "normal" : level;
  return t(`engine.bot.${shown}`);
}


/** A bot seat's choice in words, with the level's rating when the catalog has one ("Bot · Hard · 1906"). */
function botChoiceName(info, bot) {
  const rating = info.ratings?.[bot];
  return Number.isFinite(rating) ? t("shell.newgame.bot-rated", { level: botLevelName(bot), rating: String(rating) }) : t("shell.newgame.bot", { level: botLevelName(bot) });
}

/** A <select> of a seat's kind: Human, Friend's phone or one of the game's bot levels (`info`: a catalog entry); its value is seatValue's. */
export function seatKindSelect(info, seat, label) {
  const select = el("select", { class: "input seat-kind", attrs: { "aria-label": label } },
    el("option", { value: "human", text: t("shell.newgame.human") }),
    el("option", { value: "remote", text: t("together.seat.kind") }),
    info.bots.map((bot) => el("option", { value: `bot:${bot}`, text: botChoiceName(info, bot) })));
  select.value = seatValue(seat);
  return select;
}
