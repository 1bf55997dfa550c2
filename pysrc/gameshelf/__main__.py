"""Entry point for `python -m gameshelf`."""

import sys

from gameshelf.cli import main

sys.exit(main())
