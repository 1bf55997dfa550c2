"""The package's shape (docs/adding-a-game.md): the same rooms in every game, no import circle, no long file."""

import ast
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "pysrc" / "gameshelf"
GAMES = sorted(p for p in (PACKAGE / "games").iterdir() if (p / "__init__.py").exists())
TOY = ROOT / "tests" / "engine" / "toy"
ROOMS = ["__init__.py", "game.py", "rules.py", "view.py", "words.py", "data.py", "bots/__init__.py", "bots/normal.py"]
LEVELS = ["bots/easy.py", "bots/hard.py"]  # the toy has only Random and Normal
MOST_LINES = 600


def module_name(path, top):
    """The dotted name of a source file under `top` (a package's __init__ is the package)."""
    parts = list(path.relative_to(top.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules(top):
    """{dotted name: path} of every source file under the package folder `top`."""
    return {module_name(path, top): path for path in sorted(top.rglob("*.py"))}


def imported(name, path, known):
    """The modules of `known` that a file imports by name, at its top or inside a function."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
            found |= {f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base for alias in node.names}
    return {target for target in found if target in known and target != name}


def circles(graph):
    """Every strongly connected group of more than one module (Tarjan's algorithm), each sorted."""
    index, low, stack, on_stack, groups = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in graph[node]:
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1 or node in graph[node]:
                groups.append(sorted(group))

    for node in graph:
        if node not in index:
            visit(node)
    return groups


def import_graph(top):
    """{module: modules it imports} for the package folder `top`."""
    known = modules(top)
    return {name: imported(name, path, known) for name, path in known.items()}


@pytest.mark.parametrize("top", [PACKAGE, TOY], ids=["gameshelf", "toy"])
def test_no_import_circle(top):
    assert circles(import_graph(top)) == []


def test_the_circle_finder_finds_a_circle():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


@pytest.mark.parametrize("folder", [*GAMES, TOY], ids=lambda p: p.name)
def test_every_game_has_the_same_rooms(folder):
    rooms = ROOMS + (LEVELS if folder != TOY else [])
    assert [room for room in rooms if not (folder / room).exists()] == []


@pytest.mark.parametrize("folder", GAMES, ids=lambda p: p.name)
def test_only_the_assembly_imports_the_bots(folder):
    graph = import_graph(PACKAGE)
    package = module_name(folder / "__init__.py", PACKAGE)
    bots = f"{package}.bots"
    importers = {name for name, targets in graph.items() if any(t == bots or t.startswith(bots + ".") for t in targets)}
    outside = {name for name in importers if not name.startswith(bots + ".") and name != bots}
    assert outside <= {f"{package}.game"}, f"only {package}.game imports the bots, not {sorted(outside)}"


def long_files(top):
    """{path under pysrc/gameshelf: lines} of every source file over MOST_LINES lines below `top`."""
    return {str(path.relative_to(PACKAGE)): n for path in top.rglob("*.py")
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES}


def test_no_source_file_is_too_long():
    assert long_files(PACKAGE) == {}, f"files over {MOST_LINES} lines"
