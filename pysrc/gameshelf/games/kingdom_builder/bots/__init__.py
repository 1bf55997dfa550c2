"""The Kingdom Builder bots: Easy, Normal (the heuristic) and Hard (a search over its best moves)."""
