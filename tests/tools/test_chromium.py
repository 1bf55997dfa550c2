from tools import chromium


def test_chromium_is_there_and_launches_headless_without_a_sandbox():
    chromium.ensure_chromium()
    assert chromium.CHROMIUM.exists()
    assert "--no-sandbox" in chromium.CHROMIUM_ARGS and "--disable-background-networking" in chromium.CHROMIUM_ARGS
