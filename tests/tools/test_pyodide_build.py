import subprocess

from tools import pyodide_build


def test_python312_is_found_and_runs():
    out = subprocess.run([pyodide_build.python312(), "-c", "import sys; print(sys.version_info[:2])"], capture_output=True, text=True)
    assert out.stdout.strip() == "(3, 12)"


def test_the_pyodide_command_line_is_installed_with_its_lockfile_command():
    cli = pyodide_build.ensure_pyodide_build()
    out = subprocess.run([cli, "lockfile", "add-wheels", "--help"], capture_output=True, text=True)
    assert out.returncode == 0 and "--wheel-url" in out.stdout
