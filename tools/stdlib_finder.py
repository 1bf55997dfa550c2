"""The rest of the standard library, on demand: shipped in the site's python_stdlib.zip (tools/compile_stdlib.mjs).

The site's zip holds only the stdlib modules the package's own paths import; every other module is in
python_stdlib_rest.zip beside it. This finder, last on sys.meta_path (installed by the zip's sitecustomize), knows
the names left out and, the first time one is imported, fetches that zip with a synchronous request (a worker may
make one) and imports from its bytes, kept in Python's memory (so a memory snapshot holds them too): a module left
out costs a download, never an ImportError.
"""

import importlib.abc
import importlib.util
import io
import sys
import zipfile

REST = "python_stdlib_rest.zip"
LEFT_OUT = {}  # the build fills this line: {module name: its file in REST}


def fetched_rest():
    """The bytes of REST, fetched beside the worker's Pyodide folder with a synchronous request."""
    import js  # Pyodide's bridge to the worker's globals

    request = js.XMLHttpRequest.new()
    request.open("GET", js.URL.new(f"pyodide/{REST}", js.location.href).href, False)
    request.responseType = "arraybuffer"
    request.send(None)
    if request.status != 200:
        raise ImportError(f"{REST} could not be fetched (HTTP {request.status})")
    return request.response.to_bytes()


class RestOfStdlib(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds and loads the stdlib modules the site's zip left out, from REST (fetched once, on first need)."""

    def __init__(self):
        self.zip = None

    def find_spec(self, name, path=None, target=None):
        """A spec for a left-out module (other names are for the finders before this one)."""
        if name not in LEFT_OUT:
            return None
        if self.zip is None:
            self.zip = zipfile.ZipFile(io.BytesIO(fetched_rest()))
        file = LEFT_OUT[name]
        return importlib.util.spec_from_loader(name, self, origin=f"{REST}/{file}", is_package=file.endswith("/__init__.py"))

    def exec_module(self, module):
        """Run the module's source from REST."""
        file = LEFT_OUT[module.__name__]
        module.__file__ = module.__spec__.origin
        exec(compile(self.zip.read(file), module.__file__, "exec", dont_inherit=True), module.__dict__)


def install():
    """Put the finder last on sys.meta_path (once)."""
    if not any(isinstance(finder, RestOfStdlib) for finder in sys.meta_path):
        sys.meta_path.append(RestOfStdlib())
