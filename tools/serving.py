"""A static server for a built site below a URL prefix (right content types, revalidated answers, bytes counted)."""

import http.server
import sys
import threading

from tools.common import DIST
from tools.site import build


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

    def send_head(self):
        """A 404 for paths outside the prefix; otherwise the file or folder below it."""
        if not self.path.startswith(self.server.prefix):
            self.send_error(404)
            return None
        return super().send_head()

    def translate_path(self, path):
        """The file for a URL path below the prefix."""
        return super().translate_path("/" + path[len(self.server.prefix) :])

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
    """A threaded HTTP server on 127.0.0.1 serving a folder at a URL prefix; `bytes_sent` counts bodies."""

    daemon_threads = True

    def __init__(self, directory, prefix="/", port=0, verbose=False):
        def handler(*args, **kwargs):
            return SiteHandler(*args, directory=str(directory), **kwargs)

        super().__init__(("127.0.0.1", port), handler)
        self.prefix, self.verbose, self.bytes_sent, self.lock = prefix, verbose, 0, threading.Lock()

    def handle_error(self, request, client_address):
        """A browser that drops a connection (a closed page, a stopped worker) is no error."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def serve(port):
    """Build, then serve dist/ until interrupted."""
    build()
    server = SiteServer(DIST, port=port, verbose=True)
    print(f"Gameshelf is served at http://127.0.0.1:{server.server_address[1]}/ (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
