"""The bot pacer against a scripted worker: every move Python made reaches the table, in order, whatever else happens meanwhile.

Node runs `web/shell/table/bot-pacing.js` with a fake worker whose requests wait, in the order they were sent,
until the scenario answers them (as the one Python worker answers in turn).
"""

import json
import shutil
import subprocess
from pathlib import Path

import pytest

PACER = (Path(__file__).resolve().parents[2] / "web" / "shell" / "table" / "bot-pacing.js").as_uri()

SCENARIOS = """
const { BotPacer } = await import(process.argv[1]);
const BOT = { seats: [{ kind: "human" }, { kind: "bot", bot: "hard" }], bot_to_act: 1, over: false };
const HUMAN = { ...BOT, bot_to_act: null };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0)); // timers due now have run

// A table: a pacer over a worker whose requests wait in line until answered; taken answers are shown and planned from.
function table() {
  const line = [];
  const seen = { taken: [], thinking: [], errors: [], asked: 0 };
  const request = (body) => new Promise((resolve, reject) => {
    if (body.op === "bot") seen.asked++;
    line.push({ body, resolve, reject });
  });
  const pacer = new BotPacer({
    request,
    onThinking: (seat, progress) => seen.thinking.push(progress),
    onAnswer: (answer) => take(answer),
    onError: (err) => seen.errors.push(err.message),
  });
  const take = (answer) => { seen.taken.push(answer.name); pacer.schedule(answer.snap); };
  pacer.setPace(0);
  const next = async () => { await tick(); return line.shift(); };
  return { pacer, seen, request, take, next, waiting: () => line.length };
}

const out = {};

// The human's move goes out first and is answered first; the bot's move, asked meanwhile, is still taken.
{
  const t = table();
  t.pacer.schedule(BOT);
  const human = t.request({ op: "move" }).then(t.take);
  const [move, bot] = [await t.next(), await t.next()];
  move.resolve({ name: "human", snap: BOT });
  await human;
  bot.resolve({ name: "bot", snap: HUMAN });
  await tick();
  out.simultaneous = { taken: t.seen.taken, busy: t.pacer.busy, waiting: t.waiting(), asked: t.seen.asked };
}

// A search still thinking when a newer snapshot arrives is not asked for again; a later bot turn is.
{
  const t = table();
  t.pacer.schedule(BOT);
  (await t.next()).resolve({ thinking: true, seat: 1, progress: 0.3 });
  const second = await t.next();
  t.take({ name: "human", snap: HUMAN });
  second.resolve({ thinking: true, seat: 1, progress: 0.6 });
  await tick();
  const stopped = { busy: t.pacer.busy, waiting: t.waiting(), thinking: [...t.seen.thinking] };
  t.take({ name: "human again", snap: BOT });
  (await t.next()).resolve({ name: "bot", snap: HUMAN });
  await tick();
  out.newer = { stopped, taken: t.seen.taken, asked: t.seen.asked, busy: t.pacer.busy };
}

// cancel() (an undo, leaving): no more asking; a move Python had already made is still taken.
{
  const t = table();
  t.pacer.schedule(BOT);
  const slice = await t.next();
  t.pacer.cancel();
  slice.resolve({ thinking: true, seat: 1, progress: 0.5 });
  await tick();
  const afterThinking = { busy: t.pacer.busy, waiting: t.waiting(), thinking: t.seen.thinking.length };
  t.pacer.schedule(BOT);
  const made = await t.next();
  t.pacer.cancel();
  made.resolve({ name: "bot", snap: HUMAN });
  await tick();
  t.pacer.schedule(BOT);
  t.pacer.cancel();
  await tick();
  out.cancel = { afterThinking, taken: t.seen.taken, asked: t.seen.asked, waiting: t.waiting(), busy: t.pacer.busy };
}

// A failed bot request is reported, unless something else was played meanwhile (then no bot may be due).
{
  const t = table();
  t.pacer.schedule(BOT);
  (await t.next()).reject(new Error("the worker failed"));
  await tick();
  t.pacer.schedule(BOT);
  const late = await t.next();
  t.take({ name: "human", snap: HUMAN });
  late.reject(new Error("no bot is to move"));
  await tick();
  out.errors = { errors: t.seen.errors, busy: t.pacer.busy, waiting: t.waiting() };
}

console.log(JSON.stringify(out));
"""


@pytest.fixture(scope="module")
def seen():
    """What each scenario's table saw."""
    node = shutil.which("node")
    assert node, "Node.js is needed for the bot pacer test"
    run = subprocess.run([node, "--input-type=module", "-e", SCENARIOS, PACER], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr[-2000:]
    return json.loads(run.stdout)


def test_a_bot_move_made_while_the_human_moved_is_taken(seen):
    assert seen["simultaneous"] == {"taken": ["human", "bot"], "busy": False, "waiting": 0, "asked": 1}


def test_a_search_overtaken_by_a_newer_snapshot_stops_and_the_next_bot_turn_is_asked(seen):
    newer = seen["newer"]
    assert newer["stopped"] == {"busy": False, "waiting": 0, "thinking": [0.3]}
    assert newer["taken"] == ["human", "human again", "bot"]
    assert newer["asked"] == 3
    assert not newer["busy"]


def test_cancel_stops_asking_but_keeps_a_move_python_made(seen):
    cancel = seen["cancel"]
    assert cancel["afterThinking"] == {"busy": False, "waiting": 0, "thinking": 0}
    assert cancel["taken"] == ["bot"]
    assert cancel["asked"] == 2  # the cancelled timer asked nothing
    assert cancel["waiting"] == 0 and not cancel["busy"]


def test_only_a_failure_of_the_current_bot_turn_is_reported(seen):
    assert seen["errors"] == {"errors": ["the worker failed"], "busy": False, "waiting": 0}
