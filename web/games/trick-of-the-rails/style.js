// Trick of the Rails look: each company's colour and shape, and the panel's stylesheet (added to the page once).

import { t } from "../../shell/i18n.js";

const GLYPHS = { BO: "●", CO: "▲", ERIE: "■", NYC: "◆", PRR: "★" };

/** Company code -> {name (in the current language), fill, ink, glyph}: colour plus a shape, so hue is never the only clue. */
export function companyLook(data) {
  const look = {};
  for (const c of data.companies) {
    const rgb = [1, 3, 5].map((i) => parseInt(c.ui_color.slice(i, i + 2), 16) / 255);
    const light = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    const key = c.code.toLowerCase();
    look[c.code] = {
      get name() { return t(`trick-of-the-rails.company.${key}`); },
      get aCard() { return t(`trick-of-the-rails.a-card.${key}`); }, // "an Erie card": the article goes with the name
      fill: c.ui_color, ink: light > 0.5 ? "#1d1d1d" : "#ffffff", glyph: GLYPHS[c.code],
    };
  }
  return look;
}

export const CSS = `
.totr { display: flex; flex-direction: column; gap: 10px; font-size: 14px; line-height: 1.3; }
.totr section { background: var(--card, #fff); border-radius: 12px; padding: 10px 12px; box-shadow: 0 1px 2px rgba(31,42,48,.06), 0 6px 20px rgba(31,42,48,.08); }
.totr h3 { margin: 0 0 8px; font-size: 12px; font-weight: 750; letter-spacing: .07em; text-transform: uppercase; color: #58626a; }
.totr-status { font-weight: 650; font-size: 15px; }
.totr-status.totr-mine { border-left: 5px solid #1f5f66; }
.totr-status small { display: block; font-weight: 500; color: #58626a; font-size: 13px; margin-top: 3px; }
.totr-hand { display: flex; flex-wrap: wrap; gap: 6px; }
.totr-card { display: inline-flex; flex-direction: column; align-items: stretch; width: 50px; min-height: 64px; padding: 0; overflow: hidden;
  border-radius: 8px; border: 1.5px solid rgba(0,0,0,.4); background: #fffdf8; color: #1f2a30; font: inherit; cursor: pointer;
  box-shadow: 0 1px 3px rgba(0,0,0,.25); transition: transform .08s, box-shadow .08s; }
.totr-card:not(:disabled):hover { transform: translateY(-3px); box-shadow: 0 5px 10px rgba(0,0,0,.25); }
.totr-card:focus-visible, .totr-btn:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
.totr-card:disabled { cursor: default; }
.totr-card.totr-unplayable { opacity: .32; filter: grayscale(.6); }
.totr-card.totr-playable { border-color: #1f5f66; box-shadow: 0 0 0 2px rgba(31,95,102,.35), 0 1px 3px rgba(0,0,0,.25); }
.totr-band { display: flex; align-items: center; justify-content: center; gap: 3px; min-height: 24px; font-weight: 800; font-size: 15px; }
.totr-glyph { font-size: 12px; line-height: 1; }
.totr-value { flex: 1; display: flex; align-items: center; justify-content: center; font-weight: 800; font-size: 19px; }
.totr-actions { display: grid; gap: 6px; }
.totr-place { display: grid; grid-template-columns: minmax(0, 1fr) auto auto; align-items: center; gap: 6px; }
.totr-btn { min-height: 44px; min-width: 44px; padding: 6px 12px; border-radius: 10px; border: 1px solid rgba(0,0,0,.3); background: #fff; color: #1f2a30;
  font: inherit; font-weight: 650; cursor: pointer; }
.totr-btn:hover { background: #e3efee; }
.totr-btn.totr-primary { background: #1f5f66; border-color: #1f5f66; color: #fff; }
.totr-btn:disabled { opacity: .45; cursor: default; }
.totr-co { display: inline-flex; align-items: center; gap: 6px; font-weight: 750; min-width: 0; }
.totr-swatch { display: inline-flex; align-items: center; justify-content: center; width: 22px; height: 22px; border-radius: 6px;
  border: 1px solid rgba(0,0,0,.45); font-size: 12px; flex: none; }
.totr-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.totr-table th, .totr-table td { padding: 4px 3px; text-align: center; border-bottom: 1px solid #e2ddd2; }
.totr-table th:first-child, .totr-table td:first-child { text-align: left; }
.totr-table thead th { font-size: 12px; vertical-align: bottom; }
.totr-table thead .totr-swatch { margin: 0 auto 2px; display: flex; }
.totr-table tr.totr-you td:first-child { font-weight: 800; }
.totr-table tr.totr-focus td { background: #fff3cf; }
.totr-table td.totr-zero { color: #b2b8bb; }
.totr-seat { display: inline-flex; align-items: center; gap: 6px; max-width: 8.5em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.totr-dot { width: 10px; height: 10px; border-radius: 50%; flex: none; }
.totr-turn { outline: 2px solid #d39a12; outline-offset: 1px; border-radius: 4px; }
.totr-values td { font-weight: 800; }
.totr-note { color: #58626a; font-size: 12px; margin: 6px 0 0; }
.totr-chips { display: flex; flex-wrap: wrap; gap: 4px; }
.totr-chip { display: inline-flex; align-items: center; gap: 3px; padding: 2px 6px; border-radius: 6px; border: 1px solid rgba(0,0,0,.25); font-size: 12px; font-weight: 650; }
.totr details summary { min-height: 40px; display: flex; align-items: center; cursor: pointer; font-weight: 650; }
`;
