import struct
import zlib

from tools.icons import icons


def pixels(data):
    """(width, height, RGBA rows) of one of the PNG files written here."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height, depth, kind = struct.unpack(">IIBB", data[16:26])
    assert (depth, kind) == (8, 6)
    raw = zlib.decompress(data[data.index(b"IDAT") + 4 : data.index(b"IEND") - 8])
    stride = width * 4 + 1
    return width, height, [raw[y * stride + 1 : (y + 1) * stride] for y in range(height)]


def test_icons_have_their_sizes_and_only_the_rounded_ones_clear_corners():
    for name, data in icons().items():
        width, height, rows = pixels(data)
        assert f"-{width}." in name or (name.endswith("apple-touch-icon.png") and width == 180)
        assert width == height and rows[height // 2][width // 2 * 4 + 3] == 255
        rounded = "maskable" not in name and "apple" not in name
        assert rows[0][3] == (0 if rounded else 255)
