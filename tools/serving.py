"""A static server for a built site below a URL prefix (right content types, revalidated answers, bytes counted),
with other folders beside it (the sample explainer page, served as a third-party page of the same host would be)."""

import http.server
import sys
import threading

from tools.common import DIST, ROOT
from tools.site import build

SITE_PREFIX = "/shelf/"  # where `build.py serve` puts the site (the root redirects there)
SAMPLE_PREFIX = "/sample-explainer/"  # the sample explainer page, from samples/explainer/ (not part of dist/)
SAMPLE_DIR = ROOT / "samples" / "explainer"


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a built site below a URL prefix with the right content types; every answer is revalidated."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
        ".whl": "application/zip",
        ".zip": "application/zip",
    }

    def mount(self, path):
        """(prefix, folder) of the served folder a URL path lies below, or None."""
        return next(((p, d) for p, d in self.server.mounts if path.startswith(p)), None)

    def send_head(self):
        """A 404 for paths outside every prefix (the bare root redirects to the site's); else the file or folder."""
        if self.path == "/" and self.server.prefix != "/":
            self.send_response(302)
            self.send_header("Location", self.server.prefix)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if self.mount(self.path) is None:
            self.send_error(404)
            return None
        return super().send_head()

    def translate_path(self, path):
        """The file for a URL path below one of the prefixes."""
        prefix, folder = self.mount(path) or ("/", self.directory)
        self.directory = str(folder)
        return super().translate_path("/" + path[len(prefix) :])

    def end_headers(self):
        """Ask browsers to revalidate, so a rebuilt site is seen at once (the service worker does offline)."""
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def copyfile(self, source, outputfile):
        """Send a file body, counting the bytes."""
        start = source.tell()
        super().copyfile(source, outputfile)
        with self.server.lock:
            self.server.bytes_sent += source.tell() - start

    def log_message(self, format, *args):
        """Log only when the server was asked to."""
        if self.server.verbose:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    """A threaded HTTP server on 127.0.0.1 serving a folder at a URL prefix (and `beside`: {prefix: folder} more);
    `bytes_sent` counts bodies."""

    daemon_threads = True

    def __init__(self, directory, prefix="/", port=0, verbose=False, beside=None):
        def handler(*args, **kwargs):
            return SiteHandler(*args, directory=str(directory), **kwargs)

        super().__init__(("127.0.0.1", port), handler)
        self.prefix, self.verbose, self.bytes_sent, self.lock = prefix, verbose, 0, threading.Lock()
        mounts = {**(beside or {}), prefix: directory}
        self.mounts = sorted(mounts.items(), key=lambda item: -len(item[0]))  # the longest prefix wins

    def handle_error(self, request, client_address):
        """A browser that drops a connection (a closed page, a stopped worker) is no error."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def serve(port):
    """Build, then serve dist/ at /shelf/ and the sample explainer at /sample-explainer/ until interrupted."""
    build()
    server = SiteServer(DIST, prefix=SITE_PREFIX, port=port, verbose=True, beside={SAMPLE_PREFIX: SAMPLE_DIR})
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    print(f"Gameshelf is served at {origin}{SITE_PREFIX}, the sample explainer at {origin}{SAMPLE_PREFIX} (Ctrl+C stops)",
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
