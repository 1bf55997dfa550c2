"""Every page of the built site carries a Content-Security-Policy that allows no inline script; the
shell's pages (which run the engine) carry the full policy of issue 10 (the conftest turns any
violation during the suite into a failing test)."""

import re

SHELL_PAGES = {"index.html", "embed.html"}
REQUIRED = ["script-src 'self' 'wasm-unsafe-eval'", "worker-src 'self'", "connect-src 'self'", "object-src 'none'", "base-uri 'none'"]
POLICY = "() => document.querySelector('meta[http-equiv=\"Content-Security-Policy\"]')?.content ?? null"


def test_every_page_has_a_policy_without_inline_script(page, dist, site_url):
    pages = sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*.html") if "pyodide" not in p.parts)
    assert SHELL_PAGES <= set(pages)
    for name in pages:
        page.goto(site_url + name)
        policy = page.evaluate(POLICY)
        assert policy, f"{name} has no Content-Security-Policy"
        for directive in REQUIRED if name in SHELL_PAGES else []:
            assert directive in policy, f"{name}: {directive} missing"
        scripts = re.search(r"script-src[^;]*", policy) or re.search(r"default-src[^;]*", policy)
        assert scripts and "unsafe-inline" not in scripts.group(0), name
        assert not page.locator("script:not([src])").count(), f"{name} has an inline script"
