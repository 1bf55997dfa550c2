import zipfile

from tools.common import ROOT
from tools.wheel import build_wheel


def test_the_wheel_holds_every_module_and_data_file_of_pysrc():
    wheel = build_wheel()
    names = set(zipfile.ZipFile(wheel).namelist())
    sources = {p.relative_to(ROOT / "pysrc").as_posix() for p in (ROOT / "pysrc").rglob("*")
               if p.suffix in {".py", ".json", ".md"} and "__pycache__" not in p.parts}
    assert sources <= names
    assert build_wheel() == wheel, "an unchanged source is not rebuilt"


def test_the_wheel_is_reproducible():
    infos = zipfile.ZipFile(build_wheel()).infolist()
    assert {info.date_time for info in infos} == {(1980, 1, 1, 0, 0, 0)}
