"""The site's icons (PNG files drawn here: four game boxes on a shelf), for the manifest and the pages."""

import struct
import zlib

ICON_BACKGROUND = (0x1F, 0x5F, 0x66)  # the site's theme colour
ICON_SHELF = (0xC8, 0x8A, 0x4A)
ICON_BOXES = ((0xD9, 0x48, 0x3B), (0xF2, 0xC1, 0x4E), (0x3E, 0x8E, 0xD0), (0xF4, 0xEF, 0xE6))


def png(width, height, pixels):
    """PNG file bytes for RGBA pixels given as one bytearray, row by row."""

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    stride = width * 4
    raw = b"".join(b"\0" + bytes(pixels[y * stride : (y + 1) * stride]) for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def icon(size, rounded):
    """The shelf icon: four game boxes on a wooden shelf over green felt (full-bleed when not rounded)."""
    pixels = bytearray(size * size * 4)

    def rect(x0, y0, x1, y1, rgb):
        x0, y0, x1, y1 = (round(v * size) for v in (x0, y0, x1, y1))
        row = bytes((*rgb, 255)) * (x1 - x0)
        for y in range(y0, y1):
            pixels[(y * size + x0) * 4 : (y * size + x1) * 4] = row

    rect(0, 0, 1, 1, ICON_BACKGROUND)
    boxes = ((0.20, 0.30, 0.15), (0.37, 0.22, 0.13), (0.52, 0.36, 0.17), (0.71, 0.27, 0.10))
    for (x, top, w), rgb in zip(boxes, ICON_BOXES):
        rect(x, top, x + w, 0.68, rgb)
        rect(x + w * 0.2, top + 0.06, x + w * 0.8, top + 0.09, ICON_BACKGROUND)
    rect(0.14, 0.68, 0.86, 0.75, ICON_SHELF)
    if rounded:
        cut_corners(pixels, size, radius=size * 0.22)
    return png(size, size, pixels)


def cut_corners(pixels, size, radius):
    """Make the corners outside a rounded square transparent, anti-aliased at the edge."""
    r = int(radius) + 1
    for y in range(r):
        for x in range(r):
            dx, dy = radius - x - 0.5, radius - y - 0.5
            if dx <= 0 or dy <= 0:
                continue
            coverage = max(0.0, min(1.0, radius - (dx * dx + dy * dy) ** 0.5 + 0.5))
            alpha = round(255 * coverage)
            for cx, cy in ((x, y), (size - 1 - x, y), (x, size - 1 - y), (size - 1 - x, size - 1 - y)):
                pixels[(cy * size + cx) * 4 + 3] = alpha


def icons():
    """The icon files the manifest and the pages name, as {dist path: PNG bytes}."""
    return {
        "icons/icon-192.png": icon(192, rounded=True),
        "icons/icon-512.png": icon(512, rounded=True),
        "icons/icon-maskable-512.png": icon(512, rounded=False),
        "icons/apple-touch-icon.png": icon(180, rounded=False),
    }
