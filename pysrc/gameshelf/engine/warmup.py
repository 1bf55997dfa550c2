"""What a memory snapshot holds: every gameshelf module imported and every data file the engine reads, read.

A boot restored from the snapshot answers before the worker has put the package files back (and whatever reads a
file then finds none), so everything the engine would read from a file later is read here, into the caches the
snapshot keeps: the message catalogs of every language and every game's lessons in every language.
"""

import importlib
import pkgutil

import gameshelf
from gameshelf.engine import catalog, lessons, messages


def prepare_snapshot():
    """Import every gameshelf module and read every data file, so that a restored boot answers as a cold boot does."""
    for module in pkgutil.walk_packages(gameshelf.__path__, "gameshelf."):
        if not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    for lang in messages.languages():
        messages.catalog(lang)
        for game_id in catalog.game_ids():
            lessons.load(game_id, lang)
