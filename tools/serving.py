"""A static server for a built site below a URL prefix, serving as a static host does (HTTP/1.1 keep-alive, the
precompressed twin a request accepts, right content types, answers revalidated by ETag, every byte sent counted),
with other folders beside it (the sample explainer page, served as a third-party page of the same host would be)."""

import http.server
import os
import sys
import threading
import urllib.parse

from tools.common import DIST, ROOT
from tools.site import build

SITE_PREFIX = "/shelf/"  # where `build.py serve` puts the site (the root redirects there)
SAMPLE_PREFIX = "/sample-explainer/"  # the sample explainer page, from samples/explainer/ (not part of dist/)
SAMPLE_DIR = ROOT / "samples" / "explainer"
TWINS = {"br": ".br", "gzip": ".gz"}  # Content-Encoding: the suffix of its precompressed twin (tools/compress.py), best first


def qualities(accept_encoding):
    """{coding: q-value} of an Accept-Encoding header (a value that does not read counts as 0)."""
    named = {}
    for part in accept_encoding.split(","):
        name, *params = (item.strip() for item in part.split(";"))
        q = next((value for key, _, value in (p.partition("=") for p in params) if key.strip().lower() == "q"), "1")
        try:
            named[name.lower()] = float(q)
        except ValueError:
            named[name.lower()] = 0.0
    return named


def chosen_coding(accept_encoding, codings):
    """The coding to send among `codings` (the twins there): the accepted one of the highest q, br before gzip on a
    tie; "identity" when none is accepted or the header names identity with a higher q."""
    named = qualities(accept_encoding)

    def q(coding):
        return named.get(coding, named.get("*", 0.0))

    best = max((c for c in TWINS if c in codings and q(c) > 0), key=q, default=None)  # the first of the highest
    return "identity" if best is None or named.get("identity", 0.0) > q(best) else best


def fresh_twin(path, twin):
    """Whether `twin` is there and not older than its file (a file changed by hand has no valid twin)."""
    return os.path.isfile(twin) and os.stat(twin).st_mtime_ns >= os.stat(path).st_mtime_ns


class Wire:
    """A connection's output stream: every write goes through the server's `send`, which counts it."""

    def __init__(self, out, server):
        self.out, self.server = out, server

    @property
    def closed(self):
        """Whether the connection's stream is closed."""
        return self.out.closed

    def write(self, data):
        """Send bytes through the server."""
        self.server.send(self.out, bytes(data))
        return len(data)

    def flush(self):
        """Flush the connection's stream."""
        self.out.flush()

    def close(self):
        """Close the connection's stream."""
        self.out.close()


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a built site below a URL prefix: types of the original files, the twin the request accepts, every
    answer revalidated; no folder listings, no ranges (not advertised)."""

    protocol_version = "HTTP/1.1"  # keep-alive: every answer has its Content-Length
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".map": "application/json",
        ".webmanifest": "application/manifest+json",
        ".whl": "application/zip",
        ".zip": "application/zip",
        ".br": "application/octet-stream",  # a twin asked for by its own name is only bytes
        ".gz": "application/gzip",
    }

    def setup(self):
        """The connection's streams, its output counted by the server."""
        super().setup()
        self.wfile = Wire(self.wfile, self.server)

    def mount(self, path):
        """(prefix, folder) of the served folder a URL path lies below, or None."""
        return next(((p, d) for p, d in self.server.mounts if path.startswith(p)), None)

    def redirect(self, status, location):
        """An empty redirect answer."""
        self.send_response(status)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def send_head(self):
        """Status and headers of a GET or HEAD; the open body to send, or None. The bare root redirects to the
        site's prefix, a path outside every prefix is a 404, a folder is its index.html."""
        self.server.count_request()
        url = urllib.parse.urlsplit(self.path)
        if url.path == "/" and self.server.prefix != "/":
            return self.redirect(302, self.server.prefix)
        if self.mount(url.path) is None:
            return self.send_error(404)
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not url.path.endswith("/"):
                return self.redirect(301, urllib.parse.urlunsplit(url._replace(path=url.path + "/")))
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            return self.send_error(404)
        twins = [coding for coding, suffix in TWINS.items() if fresh_twin(path, path + suffix)]
        coding = chosen_coding(self.headers.get("Accept-Encoding", ""), twins)
        body = open(path + TWINS.get(coding, ""), "rb")
        stat = os.fstat(body.fileno())
        etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}-{coding}"'
        unchanged = etag in (tag.strip() for tag in self.headers.get("If-None-Match", "").split(","))
        self.send_response(304 if unchanged else 200)
        self.send_header("ETag", etag)
        if twins:
            self.send_header("Vary", "Accept-Encoding")
        if unchanged:
            self.end_headers()
            body.close()
            return None
        self.send_header("Content-Type", self.guess_type(path))
        if coding != "identity":
            self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(stat.st_size))
        self.end_headers()
        return body

    def translate_path(self, path):
        """The file for a URL path below one of the prefixes."""
        prefix, folder = self.mount(path)
        self.directory = str(folder)
        return super().translate_path("/" + path[len(prefix) :])

    def end_headers(self):
        """Ask browsers to revalidate, so a rebuilt site is seen at once (the service worker does offline)."""
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):
        """Log only when the server was asked to."""
        if self.server.verbose:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    """A threaded HTTP server on 127.0.0.1 serving a folder at a URL prefix (and `beside`: {prefix: folder} more);
    `bytes_sent` counts every byte of its answers (headers and bodies), `requests` the requests."""

    daemon_threads = True
    handler = SiteHandler

    def __init__(self, directory, prefix="/", port=0, verbose=False, beside=None):
        def handler(*args, **kwargs):
            return self.handler(*args, directory=str(directory), **kwargs)

        super().__init__(("127.0.0.1", port), handler)
        self.prefix, self.verbose, self.lock = prefix, verbose, threading.Lock()
        self.bytes_sent = self.requests = 0
        mounts = {**(beside or {}), prefix: directory}
        self.mounts = sorted(mounts.items(), key=lambda item: -len(item[0]))  # the longest prefix wins

    def count_request(self):
        """Count one request."""
        with self.lock:
            self.requests += 1

    def send(self, out, data):
        """Write bytes of an answer to a connection's stream, counted first (a client that has them sees them counted)."""
        with self.lock:
            self.bytes_sent += len(data)
        out.write(data)

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
