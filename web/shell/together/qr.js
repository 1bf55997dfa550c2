// QR codes for join links and replies: drawn from qrcode-generator's modules, read with the browser's
// BarcodeDetector where it has one (Chrome on Android and macOS), else with jsQR (loaded when first needed).

import qrcode from "../../vendor/qrcode.mjs";

const QUIET = 4; // modules of white border a reader needs around the code

/** The QR code of a text at the lowest error correction (the smallest code for a link): {size, dark(row, col)}. */
export function qrMatrix(text) {
  const qr = qrcode(0, "L");
  qr.addData(text, "Byte");
  qr.make();
  return { size: qr.getModuleCount(), dark: (row, col) => qr.isDark(row, col) };
}

/** Draw a text's QR code on a canvas, `scale` pixels a module, with its quiet zone; returns the matrix. */
export function drawQr(canvas, text, scale = 4) {
  const matrix = qrMatrix(text);
  const side = (matrix.size + 2 * QUIET) * scale;
  canvas.width = canvas.height = side;
  const g = canvas.getContext("2d");
  g.fillStyle = "#fff";
  g.fillRect(0, 0, side, side);
  g.fillStyle = "#000";
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (matrix.dark(row, col)) g.fillRect((col + QUIET) * scale, (row + QUIET) * scale, scale, scale);
    }
  }
  return matrix;
}

let detector; // the BarcodeDetector, made once when the browser has one

/** The text of a QR code in an image (a video frame, a canvas, an ImageBitmap), or null when none is read. */
export async function readQr(image, width, height) {
  if (detector === undefined) {
    const formats = "BarcodeDetector" in globalThis ? await BarcodeDetector.getSupportedFormats() : [];
    detector = formats.includes("qr_code") ? new BarcodeDetector({ formats: ["qr_code"] }) : null;
  }
  if (detector) {
    const found = await detector.detect(image);
    return found.length ? found[0].rawValue : null;
  }
  const canvas = new OffscreenCanvas(width, height);
  const g = canvas.getContext("2d", { willReadFrequently: true });
  g.drawImage(image, 0, 0, width, height);
  const { default: jsQR } = await import("../../vendor/jsqr.mjs");
  const found = jsQR(g.getImageData(0, 0, width, height).data, width, height, { inversionAttempts: "dontInvert" });
  return found ? found.data : null;
}
