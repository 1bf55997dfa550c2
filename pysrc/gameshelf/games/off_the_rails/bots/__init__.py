"""The bots of Off the Rails: Easy, Normal (the heuristic), the planner and the searching Hard bot built on both."""
