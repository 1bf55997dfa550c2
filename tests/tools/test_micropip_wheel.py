import zipfile

from tools.micropip_wheel import MICROPIP, micropip_wheel


def test_micropips_pure_python_wheel_is_fetched_into_the_cache():
    wheel = micropip_wheel()
    assert wheel.name.startswith("micropip-" + MICROPIP.split("==")[1]) and wheel.name.endswith("-py3-none-any.whl")
    assert "micropip/__init__.py" in zipfile.ZipFile(wheel).namelist()
