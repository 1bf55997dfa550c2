// The board: a high-DPI canvas with pan (drag), pinch and wheel zoom, zoom buttons, and taps told from drags.

import { el } from "./dom.js";
import { onLangChange, t } from "./i18n.js";

const TAP_SLOP = { mouse: 5, pen: 8, touch: 12 };
const MIN_ZOOM = 0.5; // relative to the fitted scale
const MAX_ZOOM = 8;
const ZOOM_GAP_PX = 2; // between the zoom buttons and the world beside or above them
const ZOOM_ROOM_LOSS = 0.08; // share of its scale a wide board gives up to keep its zoom buttons off the world

/** Create a board inside `host` (`statusBar`: a bar lies over its bottom edge, as in the embed, so narrow boards
 * keep the bottom row free); returns the `table.board` object plus `element`, `toClient`, `destroy`. */
export function createBoard(host, { statusBar = false } = {}) {
  const canvas = el("canvas", { class: "board-canvas" });
  const zoomIn = el("button", { class: "zoom-btn", type: "button", text: "+" });
  const zoomOut = el("button", { class: "zoom-btn", type: "button", text: "−" });
  const zoomFit = el("button", { class: "zoom-btn zoom-fit", type: "button" });
  let canvasWords = () => ({ label: t("shell.board.label"), role: null }); // the canvas's aria-label and role description
  /** Write the board's words in the page's language. */
  const applyWords = () => {
    const { label, role } = canvasWords();
    canvas.setAttribute("aria-label", label);
    if (role) canvas.setAttribute("aria-roledescription", role);
    for (const [button, words] of [[zoomIn, t("shell.board.zoom-in")], [zoomOut, t("shell.board.zoom-out")]]) {
      button.title = words;
      button.setAttribute("aria-label", words);
    }
    zoomFit.textContent = t("shell.board.fit");
    zoomFit.title = t("shell.board.fit-help");
    zoomFit.setAttribute("aria-label", t("shell.board.fit-label"));
  };
  applyWords();
  const controls = el("div", { class: "zoom-controls" }, zoomIn, zoomOut, zoomFit);
  const element = el("div", { class: "board" }, canvas, controls);
  host.append(element);

  const world = { width: 1000, height: 700 };
  const view = { scale: 1, x: 0, y: 0, fitted: true }; // screen = world * scale + (x, y), in CSS px
  const size = { width: 0, height: 0, dpr: 1 };
  const drawers = [];
  const overlays = []; // drawn after every drawer, whenever it was added (the keyboard cursor)
  const tapHandlers = [];
  const hoverHandlers = [];
  const pointers = new Map(); // pointerId -> {x, y, startX, startY, type}
  let gesture = null; // {kind: "pan"|"pinch"|"press", ...}
  let frame = 0;
  let room = { right: 0, bottom: 0 }; // kept free for the zoom buttons, measured at the last fit
  const stopWords = onLangChange(() => {
    applyWords();
    if (view.fitted) fit(); // the Fit button's word may be wider or narrower
    else room = zoomRoom();
  });

  /** Lay the zoom buttons out as a column beside the world, a row below it, or neither. */
  function placeControls(layout) {
    element.classList.toggle("zoom-beside", layout.right > 0);
    element.classList.toggle("zoom-below", layout.bottom > 0);
  }

  /** The room the zoom buttons take from the board's right and bottom edges when laid out as `layout` says (measured,
   * then laid out as they were). */
  function controlsRoom(layout) {
    const was = { right: element.classList.contains("zoom-beside") ? 1 : 0, bottom: element.classList.contains("zoom-below") ? 1 : 0 };
    placeControls(layout);
    const board = element.getBoundingClientRect();
    const box = controls.getBoundingClientRect();
    placeControls(was);
    return { right: board.right - box.left + ZOOM_GAP_PX, bottom: board.bottom - box.top + ZOOM_GAP_PX };
  }

  /** Room {right, bottom} kept free of a fitted board for the zoom buttons: a column beside or a row below the world,
   * whichever shrinks it less; a wide board gives it only when that costs at most ZOOM_ROOM_LOSS of the scale (else
   * the buttons lie over the world's corner). A narrow board under a status bar keeps a row, in the bar's line. */
  function zoomRoom() {
    const none = { right: 0, bottom: 0 };
    if (!size.width || !size.height) return none;
    const row = { right: 0, bottom: Math.min(controlsRoom({ right: 0, bottom: 1 }).bottom, size.height / 4) };
    if (statusBar && size.width < 560) return row;
    const scaleIn = (free) => Math.min((size.width - free.right) / world.width, (size.height - free.bottom) / world.height);
    const column = { right: controlsRoom({ right: 1, bottom: 0 }).right, bottom: 0 };
    const best = scaleIn(row) > scaleIn(column) ? row : column;
    return size.width < 560 || scaleIn(best) >= (1 - ZOOM_ROOM_LOSS) * scaleIn(none) ? best : none;
  }

  /** The scale at which the whole world fits the canvas beside the zoom buttons' room. */
  function fitScale() {
    if (!size.width || !size.height) return 1;
    return Math.min((size.width - room.right) / world.width, (size.height - room.bottom) / world.height);
  }

  /** Show the whole world, centred in the room the zoom buttons leave. */
  function fit() {
    room = zoomRoom();
    const scale = fitScale();
    placeControls(room);
    view.scale = scale;
    view.x = (size.width - room.right - world.width * scale) / 2;
    view.y = (size.height - room.bottom - world.height * scale) / 2;
    view.fitted = true;
    redraw();
  }

  /** Zoom by `factor` around the canvas point (cx, cy) in CSS px. */
  function zoomAt(factor, cx, cy) {
    const base = fitScale();
    const scale = Math.min(base * MAX_ZOOM, Math.max(base * MIN_ZOOM, view.scale * factor));
    const k = scale / view.scale;
    view.x = cx - (cx - view.x) * k;
    view.y = cy - (cy - view.y) * k;
    view.scale = scale;
    view.fitted = false;
    redraw();
  }

  /** Repaint on the next animation frame (many calls, one paint). */
  function redraw() {
    if (!frame) frame = requestAnimationFrame(paint);
  }

  /** Clear and draw every onDraw handler with the world transform. */
  function paint() {
    frame = 0;
    const ctx = canvas.getContext("2d");
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    const s = view.scale * size.dpr;
    ctx.setTransform(s, 0, 0, s, view.x * size.dpr, view.y * size.dpr);
    const info = { pxPerUnit: view.scale, dpr: size.dpr, scale: view.scale };
    for (const draw of [...drawers, ...overlays]) {
      ctx.save();
      draw(ctx, info);
      ctx.restore();
    }
  }

  /** Match the canvas's pixels to its CSS size times devicePixelRatio. */
  function resize() {
    const rect = canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    if (rect.width === size.width && rect.height === size.height && dpr === size.dpr) return;
    const centre = toWorld(size.width / 2, size.height / 2);
    size.width = rect.width;
    size.height = rect.height;
    size.dpr = dpr;
    canvas.width = Math.max(1, Math.round(rect.width * dpr));
    canvas.height = Math.max(1, Math.round(rect.height * dpr));
    if (view.fitted) fit();
    else {
      view.x = size.width / 2 - centre.x * view.scale;
      view.y = size.height / 2 - centre.y * view.scale;
      paint();
    }
  }

  /** Canvas CSS px -> world units. */
  function toWorld(cx, cy) {
    return { x: (cx - view.x) / view.scale, y: (cy - view.y) / view.scale };
  }

  /** Event -> canvas CSS px. */
  function local(event) {
    const rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  /** World units -> client (viewport) coordinates, through the current transform. */
  function toClient(wx, wy) {
    const rect = canvas.getBoundingClientRect();
    return { x: rect.left + view.x + wx * view.scale, y: rect.top + view.y + wy * view.scale };
  }

  /** The two active pointers' centre and distance. */
  function pinchGeometry() {
    const [a, b] = [...pointers.values()];
    return { cx: (a.x + b.x) / 2, cy: (a.y + b.y) / 2, dist: Math.hypot(a.x - b.x, a.y - b.y) || 1 };
  }

  canvas.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 && event.pointerType === "mouse") return;
    canvas.setPointerCapture(event.pointerId);
    const p = local(event);
    pointers.set(event.pointerId, { x: p.x, y: p.y, startX: p.x, startY: p.y, type: event.pointerType });
    if (pointers.size === 1) gesture = { kind: "press", id: event.pointerId, lastX: p.x, lastY: p.y };
    else if (pointers.size === 2) gesture = { kind: "pinch", ...pinchGeometry() };
    else gesture = { kind: "cancelled" };
  });

  canvas.addEventListener("pointermove", (event) => {
    const p = local(event);
    const pointer = pointers.get(event.pointerId);
    if (!pointer) {
      if (event.pointerType === "mouse") {
        const w = toWorld(p.x, p.y);
        for (const fn of hoverHandlers) fn(w.x, w.y);
      }
      return;
    }
    pointer.x = p.x;
    pointer.y = p.y;
    if (gesture && gesture.kind === "press") {
      const slop = TAP_SLOP[pointer.type] || TAP_SLOP.touch;
      if (Math.hypot(p.x - pointer.startX, p.y - pointer.startY) > slop) gesture.kind = "pan";
    }
    if (gesture && gesture.kind === "pan") {
      view.x += p.x - gesture.lastX;
      view.y += p.y - gesture.lastY;
      view.fitted = false;
      redraw();
    }
    if (gesture && (gesture.kind === "press" || gesture.kind === "pan")) {
      gesture.lastX = p.x;
      gesture.lastY = p.y;
    } else if (gesture && gesture.kind === "pinch" && pointers.size === 2) {
      const now = pinchGeometry();
      view.x += now.cx - gesture.cx;
      view.y += now.cy - gesture.cy;
      zoomAt(now.dist / gesture.dist, now.cx, now.cy);
      Object.assign(gesture, now);
    }
  });

  const release = (event) => {
    const pointer = pointers.get(event.pointerId);
    if (!pointer) return;
    const p = local(event);
    pointers.delete(event.pointerId);
    if (event.type === "pointerup" && gesture && gesture.kind === "press" && gesture.id === event.pointerId) {
      const w = toWorld(p.x, p.y);
      for (const fn of tapHandlers) fn(w.x, w.y, pointer.type);
    }
    if (pointers.size === 0) gesture = null;
    else if (gesture && gesture.kind === "pinch") gesture = { kind: "cancelled" };
  };
  canvas.addEventListener("pointerup", release);
  canvas.addEventListener("pointercancel", release);
  canvas.addEventListener("pointerleave", (event) => {
    if (event.pointerType === "mouse" && !pointers.size) for (const fn of hoverHandlers) fn(null);
  });
  canvas.addEventListener("wheel", (event) => {
    event.preventDefault();
    const p = local(event);
    const lines = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
    zoomAt(Math.exp(-event.deltaY * lines * 0.0015), p.x, p.y);
  }, { passive: false });

  zoomIn.addEventListener("click", () => zoomAt(1.4, size.width / 2, size.height / 2));
  zoomOut.addEventListener("click", () => zoomAt(1 / 1.4, size.width / 2, size.height / 2));
  zoomFit.addEventListener("click", fit);

  const observer = new ResizeObserver(resize);
  observer.observe(canvas);
  const onDpr = () => resize();
  window.addEventListener("resize", onDpr);

  return {
    element,
    canvas,
    toClient,
    /** Whether a world point is inside the visible canvas. */
    isVisible(wx, wy) {
      const cx = view.x + wx * view.scale;
      const cy = view.y + wy * view.scale;
      return cx >= 0 && cy >= 0 && cx <= size.width && cy <= size.height;
    },
    /** Centre the view on a world point at the current zoom. */
    panTo(wx, wy) {
      view.x = size.width / 2 - wx * view.scale;
      view.y = size.height / 2 - wy * view.scale;
      view.fitted = false;
      redraw();
    },
    /** Tap a world point, as a pointer would (the keyboard cursor's Enter). */
    tap(wx, wy) {
      for (const fn of tapHandlers) fn(wx, wy);
    },
    /** Centre the view on a world point, `zoom` times the fitted scale. */
    centerOn(wx, wy, zoom) {
      const base = fitScale();
      view.scale = Math.min(base * MAX_ZOOM, Math.max(base * MIN_ZOOM, base * zoom));
      view.x = size.width / 2 - wx * view.scale;
      view.y = size.height / 2 - wy * view.scale;
      view.fitted = false;
      redraw();
    },
    setWorld(width, height) {
      world.width = width > 0 ? width : 1;
      world.height = height > 0 ? height : 1;
      host.style.setProperty("--world-aspect", String(world.width / world.height));
      resize();
      fit();
    },
    onDraw(fn) { drawers.push(fn); redraw(); },
    /** Draw `fn` over everything the onDraw handlers draw. */
    onOverlay(fn) { overlays.push(fn); redraw(); },
    /** Call fn(x, y, pointerType) with the world point of each tap ("mouse", "pen" or "touch"; none for `tap`). */
    onTap(fn) { tapHandlers.push(fn); },
    onHover(fn) { hoverHandlers.push(fn); },
    redraw,
    fit,
    /** Name the canvas: `words()` gives {label, role} in the page's language (aria-label, aria-roledescription). */
    setCanvasWords(words) {
      canvasWords = words;
      applyWords();
    },
    destroy() {
      stopWords();
      observer.disconnect();
      window.removeEventListener("resize", onDpr);
      if (frame) cancelAnimationFrame(frame);
      element.remove();
    },
  };
}
