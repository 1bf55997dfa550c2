// The camera in the page: a video of the back camera inside an element, read for a QR code on every frame
// until one is found; resolves to the function that stops it.

import { el } from "../dom.js";

/** Start the camera inside `host`; `onText(text)` gets the first code read (the camera then stops). */
export async function scanner(host, onText) {
  const { readQr } = await import("./qr.js");
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  const video = el("video", { class: "scan-video", attrs: { playsinline: "", muted: "" } });
  video.muted = true;
  video.srcObject = stream;
  host.replaceChildren(video);
  let stopped = false;
  const stop = () => {
    stopped = true;
    stream.getTracks().forEach((track) => track.stop());
    host.replaceChildren();
  };
  await video.play();
  const frame = async () => {
    if (stopped) return;
    const text = video.videoWidth ? await readQr(video, video.videoWidth, video.videoHeight) : null;
    if (stopped) return;
    if (text) {
      stop();
      onText(text);
    } else {
      video.requestVideoFrameCallback(frame);
    }
  };
  video.requestVideoFrameCallback(frame);
  return stop;
}
