"""The catalog checks every change must pass: the catalogs are consistent, and every id the code uses exists.

`CONVERTED` lists the domains whose every entry must also be used somewhere in the code (see
tests/message_scan.py for the forms a use takes). It starts empty because the existing strings are
not converted yet: whoever converts a domain (shell, engine, a game id) adds it here, so its unused
entries fail the test from then on. Once every domain is converted, CONVERTED is every domain.
`CONVERTED_PREFIXES` does the same for a converted part of a domain (an id prefix) until the whole domain is.
"""

from gameshelf.engine import messages
from tests import message_scan
from tools.messages import catalog_problems

CONVERTED = {"engine", "kingdom-builder", "off-the-rails", "shell", "table", "ticket-to-ride", "ticket-to-ride-nordic", "together", "trick-of-the-rails"}
CONVERTED_PREFIXES = []  # parts of a domain already converted, until the whole domain is


def domains():
    """The domains of the source catalog (its file names)."""
    return set(messages.domain_files(messages.SOURCE_LANGUAGE))


def test_every_language_has_the_ids_and_placeholders_of_english():
    assert catalog_problems(messages) == []


def test_every_message_id_the_code_uses_is_in_the_catalog():
    found = message_scan.uses(domains())
    assert any(use.written == "engine.seat.default" for use in found), "the scanner finds no use at all"
    assert message_scan.missing(messages.catalog(), found) == []


def test_no_entry_of_a_converted_domain_is_unused():
    assert CONVERTED <= domains()
    assert message_scan.unused(messages.catalog(), message_scan.uses(domains()), CONVERTED) == []


def test_no_entry_of_a_converted_part_of_a_domain_is_unused():
    found = message_scan.uses(domains())
    for prefix in CONVERTED_PREFIXES:
        ids = [i for i in messages.catalog() if i.startswith(prefix)]
        assert ids, f"no entry starts with {prefix}"
        assert [i for i in ids if not any(use.matches(i) for use in found)] == [], f"unused {prefix}* entries"


def test_the_scanner_sees_python_and_javascript_uses_and_patterns(tmp_path, monkeypatch):
    (tmp_path / "a.py").write_text('x = msg("demo.a", n=1)\ny = msg(f"demo.city.{c}")\nz = msg("demo.gone")\n')
    (tmp_path / "b.js").write_text('t("demo.b"); fmt(["demo.c", {n: 1}]); [`demo.card.${k}`]; ["other.x"]; obj.set("demo.z"); t(`${game}.idle`);\n')
    monkeypatch.setattr(message_scan, "SOURCES", [(tmp_path, "*.py"), (tmp_path, "*.js")])
    found = message_scan.uses({"demo"})
    assert sorted(use.written for use in found) == ["${game}.idle", "demo.a", "demo.b", "demo.c", "demo.card.${k}", "demo.city.{c}", "demo.gone"]
    catalog = dict.fromkeys(["demo.a", "demo.b", "demo.c", "demo.card.red", "demo.city.oslo", "demo.city.x.y", "demo.idle"])
    assert [use.written for use in message_scan.missing(catalog, found)] == ["demo.gone"]
    assert message_scan.unused(catalog, found, {"demo"}) == ["demo.city.x.y"]
    assert message_scan.unused(catalog, found, set()) == []
