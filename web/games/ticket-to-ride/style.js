// The Ticket to Ride panel's stylesheet, added to the page once.

export const CSS = `
.ttr { display: flex; flex-direction: column; gap: 10px; font-size: 14px; line-height: 1.3; }
@media (max-width: 760px) { .ttr-players { order: 1; } } /* on a phone the decision comes right under the map */
.ttr h3 { margin: 0 0 6px; font-size: 12px; font-weight: 700; letter-spacing: .06em; text-transform: uppercase; opacity: .7; }
.ttr section { background: var(--card, #fff); border-radius: var(--radius, 12px); box-shadow: var(--shadow, 0 1px 3px rgba(0, 0, 0, .12));
  padding: 10px 12px; }
.ttr-banner { background: #b3261e; color: #fff; font-weight: 700; border-radius: 10px; padding: 8px 12px; text-align: center; }
.ttr-status { font-weight: 650; font-size: 15px; padding: 2px 2px; }
.ttr-status.ttr-mine { color: var(--accent, #0b6b2e); }
.ttr-players { display: flex; flex-direction: column; gap: 4px; }
/* A player's row: the name as wide as its words, the counts beside it, or under it when the row is too narrow for both. */
.ttr-player { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; padding: 5px 8px;
  border-radius: 8px; border: 2px solid transparent; }
.ttr-player.ttr-turn { border-color: var(--accent, currentColor); background: var(--accent-soft, rgba(255, 200, 40, .18)); }
.ttr-swatch { flex: none; width: 14px; height: 14px; border-radius: 4px; border: 1px solid rgba(0, 0, 0, .5); }
.ttr-pname { flex: 1 0 auto; max-width: calc(100% - 22px); font-weight: 650; overflow-wrap: anywhere; }
.ttr-pname small { display: block; font-size: 12px; font-weight: 500; opacity: .7; }
.ttr-stats { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; margin-left: auto; font-variant-numeric: tabular-nums; font-size: 13px; }
.ttr-stat { display: flex; flex-direction: column; align-items: flex-end; min-width: 30px; }
.ttr-stat b { font-size: 15px; }
.ttr-stat span { font-size: 12px; opacity: .8; text-transform: uppercase; letter-spacing: .04em; }
/* The face-up cards share a row, none narrower than its name (a row too narrow for them wraps); the deck is the row under them. */
.ttr-market { display: flex; flex-wrap: wrap; gap: 6px; }
.ttr-market > .ttr-card { flex: 1 1 44px; min-width: min-content; }
.ttr-market > .ttr-deck { flex-basis: 100%; flex-direction: row; flex-wrap: wrap; gap: 2px 8px; min-height: 44px; }
.ttr-card { position: relative; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 3px;
  min-height: 64px; min-width: 44px; padding: 6px 2px; border-radius: 8px; border: 2px solid rgba(0, 0, 0, .45);
  font: inherit; font-size: 12px; font-weight: 700; cursor: pointer; box-shadow: 0 1px 3px rgba(0, 0, 0, .3); }
.ttr-card:disabled { cursor: default; opacity: .45; box-shadow: none; }
.ttr-card:not(:disabled):hover { transform: translateY(-2px); box-shadow: 0 4px 8px rgba(0, 0, 0, .3); }
.ttr-card:focus-visible, .ttr-ticket:focus-visible, .ttr-btn:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
.ttr-card-name { background: rgba(255, 255, 255, .88); color: #1d1d1d; border-radius: 4px; padding: 0 3px; }
.ttr-card-empty { background: transparent; border-style: dashed; color: inherit; }
.ttr-deck { background: repeating-linear-gradient(45deg, #203a5c 0 6px, #2a4a73 6px 12px); color: #fff; }
.ttr-deck .ttr-card-name { background: rgba(0, 0, 0, .45); color: #fff; }
.ttr-count { font-size: 13px; font-variant-numeric: tabular-nums; }
.ttr-row { display: flex; gap: 8px; margin-top: 8px; flex-wrap: wrap; }
.ttr-btn { min-height: 44px; padding: 8px 14px; border-radius: 8px; border: 1px solid rgba(0, 0, 0, .35);
  background: #fff; color: #1d1d1d; font: inherit; font-weight: 650; cursor: pointer; }
.ttr-btn:disabled { opacity: .45; cursor: default; }
.ttr-btn.ttr-primary { background: var(--accent, #1b6e3a); border-color: transparent; color: var(--accent-ink, #fff); }
.ttr-btn.ttr-grow { flex: 1 1 auto; }
.ttr-hand { display: flex; flex-wrap: wrap; gap: 6px; }
.ttr-chip { display: flex; align-items: center; gap: 5px; min-height: 40px; padding: 3px 9px 3px 5px; border-radius: 8px;
  border: 2px solid rgba(0, 0, 0, .45); font-weight: 700; font-size: 13px; }
.ttr-chip .ttr-card-name { font-size: 12px; }
.ttr-chip b { font-size: 17px; font-variant-numeric: tabular-nums; margin-left: 2px; }
.ttr-empty { opacity: .65; font-style: italic; }
.ttr-tickets { display: flex; flex-direction: column; gap: 5px; list-style: none; margin: 0; padding: 0; }
.ttr-ticket { display: grid; grid-template-columns: 22px 1fr auto; gap: 6px; align-items: center; width: 100%; min-height: 42px;
  padding: 5px 9px; border-radius: 8px; border: 1px solid rgba(0, 0, 0, .25); background: #fbf6e6; color: #2a2419;
  font: inherit; text-align: left; cursor: pointer; }
.ttr-ticket:hover, .ttr-ticket.ttr-focus { border-color: #c8102e; box-shadow: 0 0 0 2px rgba(200, 16, 46, .35); }
.ttr-ticket.ttr-done { background: #e3f3e3; }
.ttr-ticket .ttr-mark { font-size: 16px; text-align: center; }
.ttr-ticket .ttr-pts { font-weight: 800; font-size: 16px; font-variant-numeric: tabular-nums; }
.ttr-ticket .ttr-state { display: block; font-size: 12px; opacity: .7; }
.ttr-pick .ttr-ticket { border-width: 2px; }
.ttr-pick .ttr-ticket[aria-pressed="true"] { border-color: #1b6e3a; background: #e3f3e3; }
.ttr-pick .ttr-ticket[aria-pressed="false"] { opacity: .6; background: #f2efe6; }
.ttr .ttr-action { box-shadow: 0 0 0 2px var(--accent, #1b6e3a), var(--shadow, none); }
.ttr-revealed { display: flex; gap: 6px; margin: 6px 0; }
.ttr-revealed .ttr-card { flex: 1 1 0; cursor: default; }
.ttr-hit { outline: 3px solid #c8102e; outline-offset: 1px; }
.ttr-claims summary { min-height: 40px; display: flex; align-items: center; font-weight: 650; cursor: pointer; }
.ttr-claim-list { display: flex; flex-direction: column; gap: 5px; margin-top: 6px; }
.ttr-claim-list .ttr-btn { text-align: left; font-weight: 550; min-height: 40px; }
.ttr-note { font-size: 13px; opacity: .8; margin: 4px 0 0; }
.ttr-compose-line { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin-top: 8px; }
.ttr-compose-line > span { min-width: 3.5em; font-weight: 650; }
.ttr-compose select { min-height: 40px; font: inherit; padding: 4px 6px; border-radius: 8px; flex: 1 1 0; min-width: 4.5em; }
.ttr-compose label select { flex-basis: 100%; }
`;
