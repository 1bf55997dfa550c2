// Kingdom Builder look: terrain colours and patterns, location marks, and the panel's stylesheet (added once).

/** Fill colours and the pattern drawn on each terrain. */
export const TERRAIN_STYLE = {
  G: { fill: "#a5d46a", ink: "#4f7d22", pattern: "grass" },
  F: { fill: "#e2b3e0", ink: "#8a3f86", pattern: "flowers" },
  T: { fill: "#3f8a46", ink: "#d7f0c2", pattern: "trees" },
  C: { fill: "#c97a43", ink: "#7a3b12", pattern: "stripes" },
  D: { fill: "#f3e2a4", ink: "#b08a2c", pattern: "dots" },
  M: { fill: "#9a9a9f", ink: "#ffffff", pattern: "peaks" },
  W: { fill: "#5fa8dc", ink: "#e6f3fc", pattern: "waves" },
  K: { fill: "#57535f", ink: "#f4efe6", pattern: "castle" },
  L: { fill: "#fff4d6", ink: "#5b4320", pattern: "none" },
  "?": { fill: "#d9d4c7", ink: "#d9d4c7", pattern: "none" }, // a hex of a quadrant not drawn yet (the board before Python is up)
};

export const CSS = `
.kb-status, .kb-players, .kb-goals, .kb-deck { padding: 0.8rem 0.9rem; margin-bottom: 0.7rem; }
.kb-status-head { display: flex; align-items: center; gap: 0.75rem; }
.kb-status-title { font-weight: 700; font-size: 1.05rem; }
.kb-status-sub { color: var(--muted); font-size: 0.86rem; }
.kb-swatch-empty { width: 52px; height: 52px; }
.kb-instruction { margin: 0.6rem 0 0.4rem; }
.kb-ending { margin: 0 0 0.4rem; padding: 0.4rem 0.6rem; border-radius: 8px; background: var(--warn-soft); color: var(--warn); font-weight: 600; }
.kb-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.kb-actions .btn { min-height: 44px; }
.kb-heading { margin: 0 0 0.5rem; font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.08em; color: var(--muted); }
.kb-player { padding: 0.45rem 0.5rem; border-radius: 10px; border: 2px solid transparent; }
.kb-player + .kb-player { margin-top: 0.3rem; }
.kb-acting { border-color: var(--accent); background: var(--accent-soft); }
.kb-player-head { display: flex; align-items: center; gap: 0.55rem; min-height: 32px; }
.kb-player-name { font-weight: 600; flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kb-supply { color: var(--muted); font-size: 0.88rem; white-space: nowrap; }
.kb-hidden-card { display: inline-grid; place-items: center; width: 30px; height: 30px; border-radius: 6px; background: #3c4650; color: #fff; font-weight: 700; }
.kb-tiles { display: flex; flex-wrap: wrap; gap: 0.4rem; margin-top: 0.4rem; }
.kb-tile { display: inline-flex; flex-direction: column; align-items: flex-start; justify-content: center; min-height: 44px; min-width: 84px;
  padding: 0.25rem 0.7rem; border-radius: 10px; border: 2px solid #8a6a3a; background: #fff4d6; color: #3d2a0e; font: inherit; cursor: pointer; text-align: left; }
.kb-tile:disabled { cursor: default; }
.kb-tile-name { font-weight: 700; font-size: 0.92rem; }
.kb-tile-state { font-size: 0.75rem; }
.kb-tile-ready:not(:disabled) { box-shadow: 0 0 0 2px #fff, 0 0 0 4px #c2410c; }
.kb-tile-used { background: #e6e6e6; border-color: #a0a0a0; color: #6b6b6b; border-style: dashed; }
.kb-tile-used .kb-tile-name { text-decoration: line-through; }
.kb-tile-fresh { border-style: dotted; }
.kb-tile.kb-selected { background: #c2410c; border-color: #7c2d12; color: #fff; }
.kb-goal-table { width: 100%; border-collapse: collapse; font-size: 0.9rem; }
.kb-goal-table th, .kb-goal-table td { padding: 0.35rem 0.25rem; border-top: 1px solid var(--line); vertical-align: top; }
.kb-goal-table thead th { border-top: 0; text-align: center; }
.kb-goal-table tbody th { text-align: left; font-weight: 400; }
.kb-goal-table td { text-align: center; font-variant-numeric: tabular-nums; font-weight: 600; min-width: 2.2em; }
.kb-goal-table tfoot th { text-align: left; }
.kb-goal-text { display: block; color: var(--muted); font-size: 0.82rem; }
.kb-deck p { margin: 0.15rem 0; font-size: 0.88rem; }
.kb-swatch, .kb-house { flex: none; }
.kb-legend { padding: 0.2rem 0.9rem; margin-bottom: 0.7rem; }
.kb-legend summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; font-weight: 600; }
.kb-key-terrains { display: grid; grid-template-columns: repeat(auto-fill, minmax(130px, 1fr)); gap: 0.3rem 0.6rem; margin-bottom: 0.5rem; }
.kb-key-item { display: inline-flex; align-items: center; gap: 0.4rem; font-size: 0.88rem; }
.kb-key-location { display: flex; gap: 0.5rem; align-items: flex-start; font-size: 0.88rem; margin: 0.35rem 0 0.6rem; }
.kb-mark { flex: none; display: inline-grid; place-items: center; width: 30px; height: 30px; border-radius: 50%; background: #5b4320; color: #fff4d6; font-weight: 700; font-size: 0.8rem; }
`;
