// The message formatter (pure: no DOM, no storage): a message ["id"] or ["id", {args}] as text in a
// language, from a catalog {id: template}. The same rules as Python's gameshelf.engine.messages.text;
// see docs/i18n.md.

const PLACEHOLDER = /\{([A-Za-z0-9_-]+)\}/g;

// Creating the first Intl formatter of a page costs tens of milliseconds, on the path to a stored board's first
// paint. These answer what Intl answers for the common case without one (tests/engine/test_messages.py proves
// it): a whole number under 1,000 is written as it is, and the plural category of a whole number under
// 1,000,000 in the languages of the site.
const QUICK_PLURALS = { en: (n) => (n === 1 ? "one" : "other"), fr: (n) => (n <= 1 ? "one" : "other") };

/** The text of a whole number under 1,000 (digits, a leading "-"), or null when it needs Intl. */
function quickNumber(value) {
  return Number.isInteger(value) && Math.abs(value) < 1000 && !Object.is(value, -0) ? String(value) : null;
}

/** The plural category of a whole number in [0, 1,000,000) in `lang`, or null when it needs Intl. */
function quickPlural(lang, n) {
  return QUICK_PLURALS[lang] && Number.isInteger(n) && n >= 0 && n < 1e6 ? QUICK_PLURALS[lang](n) : null;
}

/** The words an unknown message id shows instead of itself: its last part, spaced and capitalized ("ttr.score.longest_path" → "Longest path"). */
export function unknownIdText(id) {
  const words = id.slice(id.lastIndexOf(".") + 1).replace(/[-_]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : id;
}

/**
 * A formatter for one language and catalog: format(message, seatName) → text; seatName(i) may give a seat's name.
 * An unknown id is told to onUnknown(id) and shows unknownIdText(id).
 */
export function formatter(lang, catalog, onUnknown = (id) => console.error(`unknown message id ${id}`)) {
  // Each made on first use: creating Intl formatters is slow, and the page's first screen needs few of them.
  const intl = {};
  const made = (kind) => (intl[kind] ??= {
    numbers: () => new Intl.NumberFormat(lang),
    plurals: () => new Intl.PluralRules(lang),
    lists: () => new Intl.ListFormat(lang, { type: "conjunction" }),
  }[kind]());

  const argument = (value, seatName) => {
    if (typeof value === "number") return quickNumber(value) ?? made("numbers").format(value);
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
      onUnknown(id);
      return unknownIdText(id);
    }
    if (typeof template === "object") template = template[quickPlural(lang, args.n) ?? made("plurals").select(args.n)] ?? template.other;
    return template.replace(PLACEHOLDER, (whole, name) => (name in args ? argument(args[name], seatName) : whole));
  };

  return format;
}
