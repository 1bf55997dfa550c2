"""Prints the fuzz layer's figures (games, moves, hostile inputs) after a run that included it."""

from tests.fuzz.driver import TALLY


def pytest_terminal_summary(terminalreporter):
    """One line with what the fuzz tests tried, when they ran."""
    if TALLY:
        terminalreporter.write_line("fuzz: " + ", ".join(f"{n} {what}" for what, n in sorted(TALLY.items())))
