"""The games on the shelf, one package each."""
