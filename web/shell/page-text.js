// The words written in a page's HTML (index.html, embed.html, explain.html): each element marked
// data-i18n="<id>" gets the message's text, data-i18n-label="<id>" its aria-label, <meta name=description>
// data-i18n-content="<id>" its content; a link marked data-i18n-href="<page>.html" goes to <page>.<lang>.html in
// a language other than English, and the manifest link follows the language. Redone on every language change.

import { lang, onLangChange, t } from "./i18n.js";

/** A file's name in the current language: "explain.html" → "explain.fr.html" (English: the name itself). */
export function inLanguage(name) {
  return lang() === "en" ? name : name.replace(/\.([a-z]+)$/, `.${lang()}.$1`);
}

/** Write the page's marked words in the current language. */
export function translatePage(root = document) {
  for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  for (const node of root.querySelectorAll("[data-i18n-label]")) node.setAttribute("aria-label", t(node.dataset.i18nLabel));
  for (const node of root.querySelectorAll("[data-i18n-content]")) node.setAttribute("content", t(node.dataset.i18nContent));
  for (const node of root.querySelectorAll("[data-i18n-href]")) node.setAttribute("href", inLanguage(node.dataset.i18nHref));
  const manifest = root.querySelector("link[rel=manifest]");
  if (manifest) manifest.setAttribute("href", inLanguage("manifest.webmanifest"));
}

/** Translate the page now and after every language change (await i18n's `ready` first). */
export function keepPageTranslated(root = document) {
  translatePage(root);
  onLangChange(() => translatePage(root));
}
