"""Gameshelf: board-game rules that run in CPython and in Pyodide."""

__version__ = "0.1.0"
