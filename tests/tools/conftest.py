"""The build tools' tests import the `tools` package from the checkout's root."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
