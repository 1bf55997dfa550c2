"""Helpers the browser tests share for driving a table through `window.gameshelf`."""


def idle(page):
    """Wait until the page has no request or bot move in flight."""
    page.evaluate("() => window.gameshelf.waitIdle()")


def snapshot(page):
    """The snapshot on screen."""
    return page.evaluate("() => window.gameshelf.snapshot()")


def view(page):
    """The view on screen."""
    return page.evaluate("() => window.gameshelf.view()")


def pass_device(page):
    """Click through the hand-over screen when it shows."""
    button = page.locator(".handover:not([hidden]) button")
    if button.count():
        button.click()


def tap(page, target):
    """A real mouse click on the canvas at a renderer target, then wait for the answer."""
    point = page.evaluate("(target) => window.gameshelf.pointOf(target)", target)
    assert point, f"no point for {target}"
    page.mouse.click(point["x"], point["y"])
    idle(page)
