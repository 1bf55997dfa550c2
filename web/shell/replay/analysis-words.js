// How the analysis's numbers and marks read on the page (the Analyse box and Learn from your mistakes).

import { t } from "../i18n.js";

/** A value as the page writes it: a win chance in per cent, a score in points. */
export function valueText(value, measure) {
  if (value === null || value === undefined) return "–";
  return measure === "win" ? t("table.replay.analysis.percent", { n: Math.round(value * 100) }) : String(Math.round(value * 10) / 10);
}

/** A mark's words ("Blunder"), or none. */
export function markText(mark) {
  return mark ? t(`table.replay.analysis.mark.${mark}`) : "";
}
