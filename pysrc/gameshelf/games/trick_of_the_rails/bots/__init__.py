"""The bots of Trick of the Rails: Easy, Normal and Hard, and the outlook they share."""
