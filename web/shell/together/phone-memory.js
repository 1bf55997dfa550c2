// What a guest phone remembers of playing together (localStorage, all of it optional): a token that tells the
// host's phone it is the same phone when it joins a seat again, and the join codes it has joined with (each
// opens one connection: a used one is stale).

const TOKEN_KEY = "gameshelf:together:token";
const USED_KEY = "gameshelf:together:used";
const USED_KEPT = 20; // the last join codes remembered
const TOKEN = /^[0-9a-f]{16}$/;

function read(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* a phone that keeps nothing joins with a new token each time */
  }
}

/** Whether a text is a phone token (what a host takes from a guest). */
export function isPhoneToken(text) {
  return typeof text === "string" && TOKEN.test(text);
}

/** This phone's token, made once. */
export function phoneToken() {
  let token = read(TOKEN_KEY);
  if (!isPhoneToken(token)) {
    token = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, "0")).join("");
    write(TOKEN_KEY, token);
  }
  return token;
}

/** The join codes this phone joined with, newest last (their credentials' end: unique per code). */
function usedCodes() {
  try {
    const list = JSON.parse(read(USED_KEY));
    return Array.isArray(list) ? list.filter((entry) => typeof entry === "string") : [];
  } catch {
    return [];
  }
}

/** Whether this phone already joined with `code` (the host's phone has to show a new one). */
export function usedBefore(code) {
  return usedCodes().includes(code.slice(-24));
}

/** Remember that this phone joined with `code`. */
export function markUsed(code) {
  const key = code.slice(-24);
  write(USED_KEY, JSON.stringify([...usedCodes().filter((entry) => entry !== key), key].slice(-USED_KEPT)));
}
