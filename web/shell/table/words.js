// The words of the table's long-lived elements (buttons, headings, labels): set in the current language now,
// again once the catalog is loaded (the table may be built before) and after every language change, so the
// chrome follows the language menu without being rebuilt.

import { onLangChange, ready } from "../i18n.js";

const worded = [];

/** Set an element's text, title and aria-label from {text, title, label} (a missing key is left alone). */
function apply(node, { text, title, label }) {
  if (text !== undefined) node.textContent = text;
  if (title !== undefined) node.title = title;
  if (label !== undefined) node.setAttribute("aria-label", label);
}

/** Set every element's words again. */
function applyAll() {
  for (const [node, words] of worded) apply(node, words());
}

ready.then(applyAll);
onLangChange(applyAll);

/** Give `node` the words `words()` returns ({text, title, label}) now and after every language change; returns node. */
export function say(node, words) {
  apply(node, words());
  worded.push([node, words]);
  return node;
}
