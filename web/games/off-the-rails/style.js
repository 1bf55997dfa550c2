// Off the Rails look: the side colours with their shapes (so nothing depends on hue alone), the
// jewels, and the panel's stylesheet (added to the page once).

export const COLOR = { red: "#d2483f", yellow: "#e2a81f", green: "#2c9a5a", blue: "#2f6ccf" };
export const SHAPE = { red: "triangle", yellow: "circle", green: "square", blue: "diamond" };
export const JEWEL = {
  rock: { fill: "#8f8a84", edge: "#4d4843", shape: "blob" },
  ruby: { fill: "#e0245e", edge: "#7a0f30", shape: "hexagon" },
  emerald: { fill: "#1dbd72", edge: "#0b5a33", shape: "square" },
  gold: { fill: "#f5c211", edge: "#7a5a00", shape: "bar" },
  diamond: { fill: "#d9f6ff", edge: "#2b7a99", shape: "diamond" },
};

export const CSS = `
.otr-status, .otr-actions, .otr-decision, .otr-players, .otr-missions, .otr-legend { padding: 0.75rem 0.85rem; margin-bottom: 0.65rem; }
.otr-status-head { display: flex; align-items: center; gap: 0.6rem; }
.otr-status-title { font-weight: 700; font-size: 1.02rem; flex: 1; min-width: 0; }
.otr-pips { display: flex; gap: 4px; }
.otr-pip { width: 14px; height: 14px; border-radius: 50%; border: 2px solid var(--accent); background: transparent; }
.otr-pip.on { background: var(--accent); }
.otr-instruction { margin: 0.5rem 0 0.3rem; }
.otr-deck { margin: 0; font-size: 0.86rem; color: var(--muted); }
.otr-deck.otr-warn { color: #9a3412; font-weight: 600; }
.otr-tools, .otr-kinds { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 0.4rem; }
.otr-choices { display: flex; flex-wrap: wrap; gap: 0.45rem; }
.otr-kinds { margin-top: 0.5rem; }
.otr-tool, .otr-kind, .otr-rotate, .otr-choice, .otr-go, .otr-step { min-height: 44px; }
.otr-tool, .otr-kind, .otr-rotate { padding: 0.25rem 0.4rem; font-size: 0.92rem; justify-content: center; }
.otr-tool.active, .otr-kind.active { background: var(--accent-soft); border-color: var(--accent); box-shadow: inset 0 0 0 2px var(--accent); font-weight: 700; }
.otr-kind { display: inline-flex; align-items: center; gap: 0.25rem; }
.otr-tile-preview { border-radius: 4px; }
.otr-speeds { margin-top: 0.55rem; display: grid; gap: 0.35rem; }
.otr-speed { display: flex; align-items: center; gap: 0.45rem; }
.otr-speed-label { flex: 1; font-size: 0.92rem; }
.otr-step { min-width: 44px; font-size: 1.2rem; font-weight: 700; }
.otr-preview { margin: -0.15rem 0 0.2rem 1.9rem; font-size: 0.86rem; color: var(--muted); }
.otr-preview-derail, .otr-preview-chasm, .otr-preview-collision { color: #b91c1c; font-weight: 600; }
.otr-lay-bar { position: absolute; z-index: 3; display: flex; gap: 6px; padding: 6px; border-radius: 12px; background: rgba(255, 255, 255, 0.96); box-shadow: var(--shadow-lift, 0 4px 16px rgba(0,0,0,0.3)); }
.otr-lay-bar[hidden] { display: none; }
.otr-lay-bar .btn { min-height: 44px; min-width: 44px; white-space: nowrap; }
.otr-bar-rotate, .otr-bar-cancel { font-size: 1.25rem; font-weight: 700; }
.otr-go { margin-top: 0.6rem; width: 100%; }
.otr-choice { display: inline-flex; align-items: center; gap: 0.4rem; text-align: left; }
.otr-split { gap: 0.9rem; }
.otr-split-pile { display: inline-flex; align-items: center; gap: 0.15rem; }
.otr-split-pile + .otr-split-pile { padding-left: 0.8rem; border-left: 2px solid var(--line, #ccc); }
.otr-split-name { font-weight: 700; margin-right: 0.25rem; }
.otr-heading { margin: 0 0 0.45rem; font-size: 0.78rem; text-transform: uppercase; letter-spacing: 0.08em; color: var(--muted); }
.otr-player { padding: 0.4rem 0.5rem; border-radius: 10px; border: 2px solid transparent; }
.otr-player + .otr-player { margin-top: 0.25rem; }
.otr-player.acting { border-color: var(--accent); background: var(--accent-soft); }
.otr-player.focus { border-color: #d97706; background: #fff7e6; }
.otr-player-head { display: flex; align-items: center; gap: 0.5rem; min-height: 30px; }
.otr-player-name { font-weight: 600; flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.otr-tag { font-size: 0.75rem; padding: 0.1rem 0.45rem; border-radius: 999px; background: #1c1917; color: #fff; }
.otr-line { display: flex; gap: 0.5rem; font-size: 0.88rem; align-items: baseline; margin-top: 0.15rem; }
.otr-key { color: var(--muted); min-width: 5.4rem; }
.otr-pile { display: inline-flex; flex-wrap: wrap; gap: 0.2rem 0.6rem; }
.otr-count { display: inline-flex; align-items: center; gap: 0.2rem; }
.otr-swatch { flex: none; vertical-align: middle; }
.otr-mission { font-size: 0.88rem; margin: 0.25rem 0; }
.otr-legend summary { min-height: 40px; display: flex; align-items: center; cursor: pointer; font-weight: 600; }
.otr-key-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 0.3rem 0.6rem; margin: 0.3rem 0; }
.otr-key-item { display: inline-flex; align-items: center; gap: 0.35rem; font-size: 0.86rem; }
`;
