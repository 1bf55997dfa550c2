// This device's search speed, measured once per build by Python (the `device_speed` op: a second of random playouts
// to warm up, then a quarter second counted, run once the first screen is up and idle) and remembered: what Hard is
// worth here against Normal.

const KEY = "gameshelf:device-speed"; // {version, playouts_per_s, budget, hard: {game id: share or null}}

/** The remembered measure, or null (none yet, unreadable, or storage unavailable). */
export function deviceSpeed() {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY));
    return kept && typeof kept.hard === "object" && kept.hard !== null && Number.isFinite(kept.budget) ? kept : null;
  } catch {
    return null;
  }
}

/** Hard's expected share against Normal in game `gameId` on this device (0..1), or null when not known. */
export function hardShareHere(gameId) {
  const share = deviceSpeed()?.hard[gameId];
  return Number.isFinite(share) ? share : null;
}

/** Measure this device once for build `version` (a measure kept for it is reused); a failure only loses the measure. */
export async function measureDeviceSpeed(engine, version) {
  if (deviceSpeed()?.version === version) return;
  const answer = await engine.call({ op: "device_speed" });
  if (!answer.ok) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ version, playouts_per_s: answer.playouts_per_s, budget: answer.budget, hard: answer.hard }));
  } catch {
    // a full quota or no storage: measured again next time
  }
}
