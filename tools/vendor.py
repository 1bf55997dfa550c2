"""The npm libraries the page runs, as ES modules under vendor/ (QR codes: qrcode-generator encodes, jsQR decodes)."""

import json

from tools.common import ROOT

NODE_MODULES = ROOT / "node_modules"
# dist path -> (npm package, file in it, whether it is a UMD bundle to wrap as an ES module)
LIBRARIES = {
    "vendor/qrcode.mjs": ("qrcode-generator", "dist/qrcode.mjs", False),
    "vendor/jsqr.mjs": ("jsqr", "dist/jsQR.js", True),
}


def es_module(package, text, umd):
    """A library's file with a first line naming it, its version and licence; a UMD bundle exported as the default."""
    meta = json.loads((NODE_MODULES / package / "package.json").read_text(encoding="utf-8"))
    head = f"// {package} {meta['version']} ({meta['license']}), from npm, bundled by build.py (tools/vendor.py).\n"
    if not umd:
        return head + text
    return (head + "const module = { exports: {} };\nconst exports = module.exports;\n" + text
            + "\nexport default module.exports.default || module.exports;\n")


def vendor_modules():
    """{dist path: bytes} of every library module."""
    return {path: es_module(package, (NODE_MODULES / package / file).read_text(encoding="utf-8"), umd).encode()
            for path, (package, file, umd) in LIBRARIES.items()}
