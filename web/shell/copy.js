// Copying a text for the reader: the Clipboard API, or, when the browser refuses it, the text selected on the page.

import { t } from "./i18n.js";

/** Copy `text`; when the clipboard is refused, `select()` it on the page instead. `status` (an element) says which. */
export async function copyOrSelect(text, select, status) {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = t("shell.copy.copied");
  } catch {
    select();
    status.textContent = t("shell.copy.selected");
  }
}
