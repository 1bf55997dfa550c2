// The message formatter (pure: no DOM, no storage): a message ["id"] or ["id", {args}] as text in a
// language, from a catalog {id: template}. The same rules as Python's gameshelf.engine.messages.text;
// see docs/i18n.md.

const PLACEHOLDER = /\{([A-Za-z0-9_-]+)\}/g;

/** A formatter for one language and catalog: format(message, seatName) → text; seatName(i) may give a seat's name. */
export function formatter(lang, catalog) {
  // Each made on first use: creating Intl formatters is slow, and the page's first screen needs few of them.
  const intl = {};
  const made = (kind) => (intl[kind] ??= {
    numbers: () => new Intl.NumberFormat(lang),
    plurals: () => new Intl.PluralRules(lang),
    lists: () => new Intl.ListFormat(lang, { type: "conjunction" }),
  }[kind]());

  const argument = (value, seatName) => {
    if (typeof value === "number") return made("numbers").format(value);
    if (typeof value === "string") return value;
    if (Array.isArray(value)) return format(value, seatName);
    if (value && typeof value === "object" && "seat" in value) {
      return (seatName && seatName(value.seat)) || format(["engine.seat.default", { n: value.seat + 1 }]);
    }
    if (value && typeof value === "object" && Array.isArray(value.list)) {
      return made("lists").format(value.list.map((item) => format(item, seatName)));
    }
    return String(value);
  };

  const format = (message, seatName) => {
    if (!Array.isArray(message) || typeof message[0] !== "string") return String(message);
    const [id, args = {}] = message;
    let template = catalog[id];
    if (template === undefined) {
      console.error(`unknown message id ${id}`);
      return id;
    }
    if (typeof template === "object") template = template[made("plurals").select(args.n)] ?? template.other;
    return template.replace(PLACEHOLDER, (whole, name) => (name in args ? argument(args[name], seatName) : whole));
  };

  return format;
}
