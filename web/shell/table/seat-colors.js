// The shelf's seat colours (a game whose seats have colours of its own says so through its renderer).

export const SEAT_COLORS = ["#d2483f", "#2f6ccf", "#2c9a5a", "#e2a81f", "#7d52c6", "#3b4048"];
export const SEAT_COLOR_NAMES = ["Red", "Blue", "Green", "Yellow", "Purple", "Black"];
