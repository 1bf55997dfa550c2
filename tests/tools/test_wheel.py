import re
import zipfile

from tools.common import ROOT
from tools.wheel import build_wheel

RULES_PAGE = re.compile(r"gameshelf/games/[a-z_]+/rules(-[a-z]+)?(\.[a-z]{2})?\.md")  # rules.md, rules-nordic.fr.md


def test_the_wheel_holds_every_module_and_data_file_of_pysrc():
    wheel = build_wheel()
    names = set(zipfile.ZipFile(wheel).namelist())
    sources = {p.relative_to(ROOT / "pysrc").as_posix() for p in (ROOT / "pysrc").rglob("*")
               if p.suffix in {".py", ".json", ".md"} and "__pycache__" not in p.parts}
    assert sources <= names
    assert build_wheel() == wheel, "an unchanged source is not rebuilt"


def test_the_wheel_is_reproducible_and_stored_for_the_hosts_compression():
    infos = zipfile.ZipFile(build_wheel()).infolist()
    assert {info.date_time for info in infos} == {(1980, 1, 1, 0, 0, 0)}
    assert {info.compress_type for info in infos} == {zipfile.ZIP_STORED}


def test_the_wheel_holds_only_what_the_rules_read_and_no_readme():
    """Modules, data and lesson JSON, the message catalogs and the rules pages: no other Markdown, no README."""
    wheel = zipfile.ZipFile(build_wheel())
    package = [n for n in wheel.namelist() if not n.startswith("gameshelf-")]
    others = [n for n in package if not n.endswith((".py", ".json"))]
    assert others and all(RULES_PAGE.fullmatch(n) for n in others), [n for n in others if not RULES_PAGE.fullmatch(n)]
    metadata = wheel.read(next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))).decode()
    assert "Description-Content-Type" not in metadata and "\n\n" not in metadata.strip(), "the README is in the metadata"
