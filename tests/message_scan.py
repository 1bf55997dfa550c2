"""Which message ids the code uses: Python msg("…") calls, JavaScript t("…") calls and ["…"] message literals.

An id with a dynamic part (Python msg(f"kingdom-builder.terrain.{t}"), JavaScript t(`shell.level.${x}`),
t(`${game}.score.${key}`) or [`…${x}…`]) is a pattern: it uses every catalog entry it matches. Write every id the code uses
in one of these forms so the catalog checks can see it.
"""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = [(ROOT / "pysrc", "*.py"), (ROOT / "tools", "*.py"), (ROOT / "web", "*.js")]
PYTHON_USE = re.compile(r"""\bmsg\(\s*(f?)(["'])(.+?)\2""")
JS_USE = re.compile(r"""(?:\bt\(|\[)\s*(["'`])((?:[a-z0-9-]+|\$\{[^}]*\})\.[^"'`\s]+)\1""")
PYTHON_DYNAMIC = re.compile(r"\{[^}]*\}")
JS_DYNAMIC = re.compile(r"\$\{[^}]*\}")


class Use:
    """One id (or id pattern) written in the code, with where it was found."""

    def __init__(self, written, dynamic, where):
        self.written = written
        self.where = where
        parts = dynamic.split(written) if dynamic else [written]
        self.pattern = re.compile("[^.]+".join(map(re.escape, parts)) + r"\Z") if len(parts) > 1 else None

    def matches(self, message_id):
        """Whether this use refers to a catalog id."""
        return self.pattern.match(message_id) is not None if self.pattern else self.written == message_id

    def __repr__(self):
        return f"{self.written} ({self.where})"


def uses(domains):
    """Every message id use in pysrc/, tools/ and web/; JavaScript literals count only when they start with a known domain (or a dynamic one)."""
    found = []
    for folder, glob in SOURCES:
        for path in sorted(folder.rglob(glob)):
            source = path.read_text(encoding="utf-8")
            where = path.relative_to(folder.parent).as_posix()
            if path.suffix == ".py":
                found += [Use(m.group(3), PYTHON_DYNAMIC if m.group(1) else None, where)
                          for m in PYTHON_USE.finditer(source)]
            else:
                found += [Use(m.group(2), JS_DYNAMIC, where) for m in JS_USE.finditer(source)
                          if m.group(2).split(".")[0] in domains or m.group(2).startswith("${")]
    return found


def missing(catalog, found):
    """The uses that refer to no entry of the catalog."""
    return [use for use in found if not any(use.matches(message_id) for message_id in catalog)]


def unused(catalog, found, domains):
    """The catalog ids of these domains that no use refers to."""
    return sorted(message_id for message_id in catalog
                  if message_id.split(".")[0] in domains and not any(use.matches(message_id) for use in found))
