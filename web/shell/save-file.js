// Save files: the name and download of an exported game, and the first checks of a file to import.

import { t } from "./i18n.js";
import { isTimestamp, setupProblem } from "./save-record.js";

export const MAX_FILE_BYTES = 1_000_000;
const MAX_DEPTH = 64;

/** The file name of an exported save: `<game>-<date>.gameshelf.json`. */
export function exportName(save) {
  const game = typeof save.game === "string" && /^[a-z0-9-]{1,40}$/.test(save.game) ? save.game : "game";
  const stamp = isTimestamp(save.updated) ? new Date(save.updated) : new Date();
  const date = stamp.toISOString().slice(0, 19).replace("T", "_").replaceAll(":", "-");
  return `${game}-${date}.gameshelf.json`;
}

/** Offer a text as a downloaded file. */
export function downloadText(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Whether a parsed JSON value nests deeper than `limit` (checked without recursion). */
function nestsDeeperThan(value, limit) {
  const stack = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop();
    if (!item || typeof item !== "object") continue;
    if (depth > limit) return true;
    for (const child of Object.values(item)) if (child && typeof child === "object") stack.push([child, depth + 1]);
  }
  return false;
}

/** The save in an imported file, after the checks that need no Python; throws an Error with a short reason. */
export async function readSaveFile(file) {
  if (file.size > MAX_FILE_BYTES) throw new Error(t("shell.import.too-large", { mb: MAX_FILE_BYTES / 1_000_000 }));
  let save;
  try {
    save = JSON.parse(await file.text());
  } catch {
    throw new Error(t("shell.import.not-a-save"));
  }
  if (nestsDeeperThan(save, MAX_DEPTH)) throw new Error(t("shell.import.too-deep"));
  const problem = setupProblem(save, null);
  if (problem) throw new Error(problem);
  for (const field of ["created", "updated"]) {
    if (save[field] !== undefined && save[field] !== null && !isTimestamp(save[field])) throw new Error(t("shell.import.bad-date"));
  }
  return save;
}
