from tools import venv


def test_every_tool_is_pinned_and_markdown_it_is_among_them():
    assert all("==" in tool for tool in venv.TOOLS)
    assert any(tool.startswith("markdown-it-py==") for tool in venv.TOOLS)


def test_the_tests_run_on_the_venvs_python():
    assert venv.in_venv()
