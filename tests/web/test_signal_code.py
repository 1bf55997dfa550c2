"""The join code and reply between phones (web/shell/together/signal-code.js), in Node: round trips, sizes, and
damaged, foreign or newer codes refused with a reason's kind."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest

CODE = (Path(__file__).resolve().parents[2] / "web" / "shell" / "together" / "signal-code.js").as_uri()

SDP = "\r\n".join([
    "v=0", "o=- 4611731400430051336 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
    "a=candidate:1 1 udp 2113942271 fd00::2 43739 typ host generation 0 network-cost 999",
    "a=candidate:2 1 udp 2113937151 192.168.1.23 40985 typ host generation 0 network-cost 999",
    "a=candidate:3 1 tcp 1518280447 192.168.1.23 9 typ host tcptype active generation 0",
    "a=candidate:4 1 udp 2113937151 0c2d2b4e-53a1-4f0e-9d3c-54b2ea1a6c11.local 51000 typ host generation 0",
    "a=ice-ufrag:phPW", "a=ice-pwd:2J9GFOJ0mi/oj55N2C8bQ/wM", "a=ice-options:trickle",
    "a=fingerprint:sha-256 " + ":".join(f"{b:02X}" for b in range(32)), "a=setup:actpass", "a=mid:0", "",
])

SCRIPT = """
const S = await import(process.argv[1]);
const sdp = process.argv[2];
const out = {};
const local = S.localFields(sdp);
out.local = { ...local, fingerprint: [...local.fingerprint] };
const join = S.packJoin({ room: [9, 8, 7, 6], seat: 2, game: 1, host: "Anne-Sophie de la Tour d'Auvergne", ...local });
out.join = join;
const back = S.unpackJoin(join);
out.back = { ...back, room: [...back.room], fingerprint: [...back.fingerprint] };
const reply = S.packReply({ room: back.room, seat: 2, ...local, fingerprint: local.fingerprint.slice().reverse() });
out.reply = reply;
const r = S.unpackReply(reply);
out.replyBack = { ...r, room: [...r.room], fingerprint: [...r.fingerprint] };
out.offer = S.remoteDescription(back, "offer");
out.answer = S.remoteDescription(r, "answer");
out.check = [S.checkCode(back.fingerprint, r.fingerprint), S.checkCode(r.fingerprint, back.fingerprint)];
const refused = (f) => { try { f(); return null; } catch (e) { return e instanceof S.SignalError ? e.kind : String(e); } };
out.refusals = {
  replyAsJoin: refused(() => S.unpackJoin(reply)),
  joinAsReply: refused(() => S.unpackReply(join)),
  cut: refused(() => S.unpackJoin(join.slice(0, -6))),
  longer: refused(() => S.unpackReply(reply + "AAAA")),
  junk: refused(() => S.unpackJoin("not a code!")),
  empty: refused(() => S.unpackReply("")),
  newer: refused(() => S.unpackReply("Ig" + reply.slice(2))),
  badUtf8: refused(() => S.unpackJoin("EQECAwQBAAH_")),
};
console.log(JSON.stringify(out));
"""


def run_script(script, sdp):
    """What a Node script prints, given the module and an SDP."""
    node = shutil.which("node")
    assert node, "Node.js is needed for the signal code test"
    run = subprocess.run([node, "--input-type=module", "-e", script, CODE, sdp], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


@pytest.fixture(scope="module")
def result():
    """What the script prints for the sample SDP."""
    return run_script(SCRIPT, SDP)


@pytest.fixture(scope="module")
def other_candidates():
    """The candidates a join code carries back when the SDP has no IPv4 candidate."""
    script = """const S = await import(process.argv[1]);
const local = S.localFields(process.argv[2]);
console.log(JSON.stringify(S.unpackJoin(S.packJoin({ room: [1, 2, 3, 4], seat: 0, game: 0, host: "", ...local })).candidates));"""
    return run_script(script, "\r\n".join(line for line in SDP.split("\r\n") if "192.168" not in line))


def test_the_local_fields_are_the_real_credentials_and_the_udp_ipv4_host_candidates(result):
    local = result["local"]
    assert (local["ufrag"], local["pwd"], local["fingerprint"]) == ("phPW", "2J9GFOJ0mi/oj55N2C8bQ/wM", list(range(32)))
    assert [(c["kind"], c["address"], c["port"]) for c in local["candidates"]] == [("ipv4", "192.168.1.23", 40985)]


def test_a_join_code_round_trips_and_fits_a_small_qr_link(result):
    back = result["back"]
    assert (back["room"], back["seat"], back["game"], back["ufrag"], back["pwd"]) == ([9, 8, 7, 6], 2, 1, "phPW", "2J9GFOJ0mi/oj55N2C8bQ/wM")
    assert back["fingerprint"] == list(range(32)) and back["host"] == "Anne-Sophie de l"  # 16 bytes at most
    assert [c["address"] for c in back["candidates"]] == ["192.168.1.23"]
    assert len(result["join"]) <= 140  # with a site address of 60 characters, a link under 200


def test_without_ipv4_one_ipv6_or_mdns_candidate_is_carried_and_comes_back_whole(other_candidates):
    assert other_candidates == [{"kind": "ipv6", "address": "fd00:0:0:0:0:0:0:2", "port": 43739}]


def test_a_reply_is_under_100_bytes_and_round_trips(result):
    assert len(result["reply"]) < 100
    r = result["replyBack"]
    assert (r["room"], r["seat"], r["ufrag"], r["fingerprint"]) == ([9, 8, 7, 6], 2, "phPW", list(range(31, -1, -1)))


def test_the_rebuilt_descriptions_carry_the_credentials_roles_and_candidates(result):
    offer, answer = result["offer"]["sdp"], result["answer"]["sdp"]
    assert "a=ice-ufrag:phPW\r\n" in offer and "a=ice-pwd:2J9GFOJ0mi/oj55N2C8bQ/wM\r\n" in answer
    assert "a=setup:actpass" in offer and "a=setup:active" in answer
    assert "192.168.1.23 40985 typ host" in offer and "candidate" not in answer
    assert "a=fingerprint:sha-256 1F:1E:1D:" in answer


def test_both_phones_show_the_same_check_code_and_it_depends_on_the_order(result):
    first, swapped = result["check"]
    assert len(first) == 4 and first.isalnum() and first != swapped


def test_damaged_foreign_and_newer_codes_are_refused_with_their_kind(result):
    assert result["refusals"] == {"replyAsJoin": "kind", "joinAsReply": "kind", "cut": "damaged", "longer": "damaged",
                                  "junk": "damaged", "empty": "damaged", "newer": "version", "badUtf8": "damaged"}
