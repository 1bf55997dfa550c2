"""The benches' way into the site: a page sent to a URL and held until the site's Python side is ready."""


def open_ready(page, url):
    """Send `page` to `url` and wait until window.gameshelf.ready has resolved; the page."""
    page.goto(url)
    page.wait_for_function("() => window.gameshelf && window.gameshelf.ready")
    page.evaluate("() => window.gameshelf.ready.then(() => true)")
    return page
