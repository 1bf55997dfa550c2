"""The Ticket to Ride bots: Easy, Normal (the heuristic) and Hard (a planner searched with playouts)."""
