"""Test configuration: put pysrc on the path so tests run against the source tree."""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "pysrc"))
