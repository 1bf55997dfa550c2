"""The protocol is written once: engine/protocol.py, handed to the page as the generated shell/protocol.js."""

import json
import re

from tools.common import ROOT
from tools.protocol_module import PAGE_MODULE, page_protocol, protocol_module

WEB = ROOT / "web"
QUOTED = re.compile(r"""(["'`])((?:\\.|(?!\1).)*)\1""")


def web_sources():
    """{path: text} of every hand-written module of the page."""
    return {path: path.read_text(encoding="utf-8") for path in sorted(WEB.rglob("*.js"))}


def strings(value):
    """Every string inside a protocol fact."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*map(strings, value.values()))
    if isinstance(value, list):
        return set().union(*map(strings, value))
    return set()


def test_the_generated_module_exports_every_fact():
    text = protocol_module()[PAGE_MODULE].decode()
    exported = {m[1]: json.loads(m[2]) for m in re.finditer(r"^export const (\w+) = (.*);$", text, re.M)}
    assert exported == page_protocol()


def test_no_page_module_defines_a_protocol_fact_of_its_own():
    names = "|".join(page_protocol())
    own = re.compile(rf"\b(?:const|let|var)\s+({names})\b")
    found = {path.relative_to(ROOT).as_posix(): own.findall(text) for path, text in web_sources().items()}
    assert not {path: names for path, names in found.items() if names}, "import them from shell/protocol.js"


def test_no_page_module_spells_a_protocol_value():
    facts = page_protocol()
    fields = set(facts["STATIC_FIELDS"]) | set(facts["TURN_FIELDS"])
    values = set().union(*(strings(fact) for name, fact in facts.items() if not name.endswith("_FIELDS")))
    found = {}
    for path, text in web_sources().items():
        spelled = {m[2] for m in QUOTED.finditer(text) if m[2] in values}
        for array in re.findall(r"\[([^\[\]]*)\]", text):  # a copied field list: only answer fields
            named = [m[2] for m in QUOTED.finditer(array)]
            if len(named) >= 2 and set(named) <= fields:
                spelled.add(", ".join(named))
        if spelled:
            found[path.relative_to(ROOT).as_posix()] = sorted(spelled)
    assert not found, "use the names of shell/protocol.js"
