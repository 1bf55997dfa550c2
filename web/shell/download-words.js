// The words of the runtime's download in progress, in the page's language: "3.1 MB of 14 MB · about 12 s left".

import { t } from "./i18n.js";

const MB = 1e6;
const ESTIMATE_AFTER_MS = 1000; // a rate measured over less than this says little

/** Megabytes to one decimal (the language writes the number: 3.1 / 3,1). */
function megabytes(bytes) {
  return Math.round((bytes / MB) * 10) / 10;
}

/** `received` of `total` bytes, and the time left at the rate seen over `elapsedMs` once there is one. */
export function downloadWords(received, total, elapsedMs) {
  const bytes = t("shell.boot.bytes", { received: megabytes(Math.min(received, total)), total: megabytes(total) });
  if (!(elapsedMs >= ESTIMATE_AFTER_MS && received > 0 && received < total)) return bytes;
  const seconds = Math.max(1, Math.round(((total - received) * elapsedMs) / received / 1000));
  return t("shell.boot.time-left", { bytes, n: seconds });
}
