"""The site's message catalogs: each language's domain files checked, then merged into messages/<lang>.json plus messages/languages.json."""

import importlib.util
import json
import re

from tools.common import ROOT

MESSAGES_MODULE = ROOT / "pysrc" / "gameshelf" / "engine" / "messages.py"
PLURAL_CATEGORIES = {"zero", "one", "two", "few", "many", "other"}
BRACES = re.compile(r"[{}]")
MESSAGE_ID = re.compile(r"[a-z0-9-]+(\.[a-z0-9-]+)+")


def messages_module():
    """gameshelf.engine.messages loaded afresh from pysrc (so a rebuild sees edited catalogs)."""
    spec = importlib.util.spec_from_file_location("gameshelf_messages_for_build", MESSAGES_MODULE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def template_problems(message_id, template, placeholder):
    """What is wrong with one template (its type, plural forms, stray braces), as sentences."""
    forms = template if isinstance(template, dict) else {"": template}
    if isinstance(template, dict) and ("other" not in template or not set(template) <= PLURAL_CATEGORIES):
        return [f"{message_id}: a plural needs an 'other' form and only the forms {sorted(PLURAL_CATEGORIES)}"]
    problems = []
    for form, value in forms.items():
        if not isinstance(value, str):
            return [f"{message_id}: a template is a string or {{plural form: string}}"]
        if BRACES.search(placeholder.sub("", value)):
            problems.append(f"{message_id}: braces other than {{name}} placeholders in {value!r}")
    if len({frozenset(placeholder.findall(v)) for v in forms.values()}) > 1:
        problems.append(f"{message_id}: its plural forms have different placeholders")
    return problems


def placeholders(template, placeholder):
    """The placeholder names of a template (of all its plural forms)."""
    forms = template.values() if isinstance(template, dict) else [template]
    return {name for form in forms if isinstance(form, str) for name in placeholder.findall(form)}


def catalog_problems(module=None):
    """Every inconsistency of the catalogs: ids outside their domain, unsorted files, bad templates, languages unlike en."""
    module = module or messages_module()
    source = module.SOURCE_LANGUAGE
    problems = []
    merged = {}
    for lang in module.languages():
        merged[lang] = {}
        for domain, entries in module.domain_files(lang).items():
            where = f"messages/{lang}/{domain}.json"
            if list(entries) != sorted(entries):
                problems.append(f"{where}: the ids are not in sorted order")
            for message_id, template in entries.items():
                if not message_id.startswith(f"{domain}.") or not MESSAGE_ID.fullmatch(message_id):
                    problems.append(f"{where}: {message_id} does not start with {domain}. or is not lower-case words joined by - and .")
                problems += [f"{lang}: {p}" for p in template_problems(message_id, template, module.PLACEHOLDER)]
            merged[lang].update(entries)
        if "shell.language.name" not in merged[lang]:
            problems.append(f"{lang}: shell.language.name (the language's own name, for the menu) is missing")
    english = merged.get(source, {})
    for lang, entries in merged.items():
        for message_id in sorted(english.keys() - entries.keys()):
            problems.append(f"{lang}: {message_id} is missing")
        for message_id in sorted(entries.keys() - english.keys()):
            problems.append(f"{lang}: {message_id} is not in the {source} catalog")
        for message_id in sorted(english.keys() & entries.keys()):
            want, got = (placeholders(c[message_id], module.PLACEHOLDER) for c in (english, entries))
            if want != got:
                problems.append(f"{lang}: {message_id} has placeholders {sorted(got)}, {source} has {sorted(want)}")
    return problems


def site_messages(module=None):
    """{dist path: bytes}: messages/<lang>.json per language and messages/languages.json ([{code, name}] in menu order)."""
    module = module or messages_module()
    problems = catalog_problems(module)
    if problems:
        raise SystemExit("the message catalogs are inconsistent:\n  " + "\n  ".join(problems))
    files, menu = {}, []
    for lang in module.languages():
        catalog = module.catalog(lang)
        files[f"messages/{lang}.json"] = json.dumps(catalog, ensure_ascii=False, sort_keys=True).encode()
        menu.append({"code": lang, "name": module.text(module.msg("shell.language.name"), lang)})
    files["messages/languages.json"] = json.dumps(menu, ensure_ascii=False).encode()
    return files
