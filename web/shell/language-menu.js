// The language menu: a labelled <select> of languages() that switches with setLang and follows every
// switch (its own label, its value). Mounted in the site header (shelf) and the table's top bar.

import { el } from "./dom.js";
import { lang, languages, onLangChange, setLang, t } from "./i18n.js";

/** A language menu element (await i18n's `ready` before building it); `className` is added to its box. */
export function languageMenu({ className = "" } = {}) {
  const select = el("select", { class: "language-select", attrs: { "aria-label": t("shell.language.label") } },
    languages().map(({ code, name }) => el("option", { value: code, text: name, attrs: { lang: code } })));
  select.value = lang();
  select.addEventListener("change", () => {
    setLang(select.value).catch((err) => {
      console.error(err);
      select.value = lang();
    });
  });
  const label = el("span", { class: "language-label", text: t("shell.language.label"), attrs: { "aria-hidden": "true" } });
  const box = el("label", { class: `language-menu ${className}`.trim() }, label, select);
  onLangChange((code) => {
    select.value = code;
    select.setAttribute("aria-label", t("shell.language.label"));
    label.textContent = t("shell.language.label");
  });
  return box;
}
