"""Game logs that cannot be rewritten unnoticed (issue 15, item 3; docs/logs.rst).

Every line of a log carries a sha256 chained to the line before it and, through the
header, to the spec digest of the rules it was played under: an edit by hand (a header
field, a card, a line moved, removed or spliced in from another log) is refused at the
first line that differs. A forger who recomputes the chain is caught only by the
signature: ``play --log --sign-key KEY`` signs the last chain value with HMAC-SHA256,
``replay --verify-key KEY`` refuses a log without that signature. The logs are short
matches of Pitch (spec/pitch.pitch, two deals at most) played by seeded random seats.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import random
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from pitchspec import schemas
from pitchspec.agents.basic import seeded_agents
from pitchspec.cli import main
from pitchspec.codes import CODES
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.game import Game
from pitchspec.matches.logs import chain
from pitchspec.matches.logs.log import make_log, new_header, parse_log, record_match, spec_digest
from pitchspec.matches.logs.replay import check_signature, replay
from pitchspec.model import Variant
from pitchspec.pipeline import load

from conftest import SPEC_DIR

Line = dict[str, object]
KEY = b"tournament secret 7f3a\n"


@cache
def pitch() -> Variant:
    return load(SPEC_DIR / "pitch.pitch")


@cache
def log_text(seed: int, key: bytes | None = None) -> str:
    """A two-deal match of Pitch as a log, signed with ``key`` if one is given."""
    game = Game(pitch(), None, None, 2)
    _, records = record_match(game, seeded_agents(4, seed), random.Random(seed))
    return make_log(new_header(game, "pitch", seed, None, None), records).to_text(key)


def lines_of(text: str) -> list[Line]:
    return [json.loads(line) for line in text.splitlines()]


def text_of(lines: list[Line]) -> str:
    return "".join(json.dumps(line) + "\n" for line in lines)


def resealed(lines: list[Line], key: bytes | None = None) -> str:
    """The lines with their chain recomputed, as anyone can (signed only with a key)."""
    kept = [line for line in lines if line["type"] != chain.SIGNATURE]
    return text_of(chain.seal(kept, str(kept[0]["spec_sha256"]), key))


def first_refusal(text: str, key: bytes | None = None) -> tuple[str, int, str]:
    """(code, line, message) of the first refusal reading, checking and replaying."""
    with pytest.raises(EngineError) as caught:
        log = parse_log(text, "t.log")
        if key is not None:
            check_signature(log, key)
        replay(log, pitch())
    d = caught.value.diagnostics[0]
    return d.code, d.span.line, d.message


def _first(lines: list[Line], kind: str, chance: bool | None = None) -> int:
    return next(i for i, line in enumerate(lines) if line["type"] == kind and (
        chance is None or (line["player"] == -1) == chance) and i > 1)


# --------------------------------------------------------------------- edits by hand


def _header(field: str, value: object) -> Callable[[list[Line]], int]:
    def edit(lines: list[Line]) -> int:
        lines[0][field] = value
        return 0
    return edit


def _extra_field(lines: list[Line]) -> int:
    i = _first(lines, "action", chance=False)
    lines[i]["comment"] = "good play"
    return i


def _card_changed(lines: list[Line]) -> int:
    """A card dealt becomes another one the deck still holds (the line stays legal)."""
    i = _first(lines, "action", chance=True) + 1  # past the cut for deal
    dealt = {line["action"] for line in lines[:i] if line["type"] == "action"}
    other = next(c for c in range(52) if c not in dealt and c != lines[i]["action"])
    names = [str(line["label"]) for line in lines if line["type"] == "action"
             and line["action"] == other]
    lines[i]["action"] = other
    lines[i]["label"] = names[0] if names else lines[i]["label"]
    return i


def _reordered(lines: list[Line]) -> int:
    i = _first(lines, "action", chance=False)
    lines[i], lines[i + 1] = lines[i + 1], lines[i]
    return i


def _deleted(lines: list[Line]) -> int:
    i = _first(lines, "action", chance=False)
    del lines[i]
    return i


def _spliced(lines: list[Line]) -> int:
    """The second half from another match of the same table (seed 5)."""
    other = lines_of(log_text(5))
    half = len(lines) // 2
    lines[half:] = other[half:]
    return half


EDITS: dict[str, Callable[[list[Line]], int]] = {
    "teams": _header("teams", True), "seed": _header("seed", 5),
    "max_hands": _header("max_hands", 3), "spec digest": _header("spec_sha256", "0" * 64),
    "card changed": _card_changed, "line reordered": _reordered, "line deleted": _deleted,
    "spliced": _spliced,
}


@pytest.mark.parametrize("kind", list(EDITS))
def test_an_edit_by_hand_is_ps410_at_the_first_line_it_changed(kind: str) -> None:
    lines = lines_of(log_text(4))
    changed = EDITS[kind](lines)
    code, line, message = first_refusal(text_of(lines))
    assert (code, line) == ("PS410", changed + 1), message
    assert message.startswith(f"line {changed + 1}: ")
    assert ("header was changed" if changed == 0 else "changed here") in message


@pytest.mark.parametrize(("edit", "fragment"), [
    (lambda t: t.replace('"version": 3', '"version": true', 1), "version true is not 3"),
    (lambda t: t.replace('"version": 3', '"version": 3.0', 1), "version 3.0 is not 3"),
    (lambda t: t.replace('"seed": 4,', '"seed": 4, "seed": 5,', 1),
     "the field 'seed' is written twice"),
    (lambda t: t.replace('"max_hands": 2,', '"max_hands": 2, "note": 1,', 1),
     "unknown field 'note'"),
])
def test_a_header_of_the_wrong_shape_is_ps404(edit: Callable[[str], str],
                                               fragment: str) -> None:
    code, line, message = first_refusal(edit(log_text(4)))
    assert (code, line) == ("PS404", 1) and fragment in message, message


def test_an_extra_field_or_a_key_written_twice_on_a_line_is_ps404_there() -> None:
    lines = lines_of(log_text(4))
    i = _extra_field(lines)
    code, line, message = first_refusal(resealed(lines))  # even with the chain redone
    assert (code, line) == ("PS404", i + 1) and "unknown field 'comment'" in message
    text = log_text(4).splitlines()
    i = next(n for n, body in enumerate(text) if '"type": "hand"' in body)
    text[i] = text[i].replace('"tricks": ', '"tricks": 0, "tricks": ', 1)
    code, line, message = first_refusal("\n".join(text) + "\n")
    assert (code, line) == ("PS404", i + 1) and "'tricks' is written twice" in message
    contract = '"contract": {"bidder": 0, "level": 1, "doubled": false, "special": null, "x": 1}'
    text = log_text(4).splitlines()
    text[i] = text[i].replace('"contract": null', contract, 1)
    assert "contract: unknown field 'x'" in first_refusal("\n".join(text) + "\n")[2]


def test_a_truncated_log_is_refused() -> None:
    lines = log_text(4).splitlines()
    code, _, message = first_refusal("\n".join(lines[:30]) + "\n")
    assert code == "PS404" and "truncated" in message
    code, line, message = first_refusal("\n".join(lines[:30]) + "\n" + lines[30][:40])
    assert (code, line) == ("PS404", 31) and "not JSON" in message


def test_a_log_of_format_1_is_refused_with_a_way_out() -> None:
    """Format 1 had no chain: it cannot show it was not rewritten (docs/logs.rst)."""
    old = [{k: v for k, v in line.items() if k != chain.CHAIN}
           for line in lines_of(log_text(4))]
    old[0]["version"] = 1
    code, line, message = first_refusal(text_of(old))
    assert (code, line) == ("PS404", 1)
    assert "version 1 has no chain" in message and "record the match again" in message


def test_a_line_without_its_chain_is_ps404() -> None:
    lines = lines_of(log_text(4))
    del lines[3][chain.CHAIN]
    code, line, message = first_refusal(text_of(lines))
    assert (code, line) == ("PS404", 4) and "'chain' is missing" in message


@settings(max_examples=30, deadline=None)
@given(st.data())
def test_any_change_to_any_value_is_refused_at_its_line(data: st.DataObject) -> None:
    """Whatever value of whatever line is changed (to a value of the same kind), the
    log is refused at that line: PS410, or PS404 when the new value breaks the schema."""
    lines = lines_of(log_text(4))
    i = data.draw(st.integers(0, len(lines) - 1))
    field = data.draw(st.sampled_from(sorted(k for k in lines[i] if k != chain.CHAIN)))
    old = lines[i][field]
    new = data.draw(_other_value(old))
    lines[i][field] = new
    with pytest.raises(EngineError) as caught:
        parse_log(text_of(lines), "t.log")  # refused while reading: no replay needed
    [d] = caught.value.diagnostics
    assert d.code in ("PS404", "PS410") and d.span.line == i + 1


def _other_value(old: object) -> st.SearchStrategy[object]:
    values: st.SearchStrategy[object]
    if isinstance(old, bool) or old is None:
        values = st.sampled_from([True, False, None])
    elif isinstance(old, int):
        values = st.integers(-3, 600)
    elif isinstance(old, str):
        values = st.text(max_size=8)
    else:
        values = st.lists(st.integers(0, 20), max_size=5)
    return values.filter(lambda v: v != old or type(v) is not type(old))


def test_spacing_and_key_order_do_not_matter() -> None:
    """The chain hashes each line's canonical JSON, not its bytes."""
    lines = lines_of(log_text(4))
    text = "".join(json.dumps(dict(reversed(line.items())), indent=None,
                              separators=(",", ":"), ensure_ascii=False) + "\n\n"
                   for line in lines)
    assert replay(parse_log(text, "t.log"), pitch()).hands >= 1


def test_the_chain_is_sha256_of_the_previous_value_and_the_canonical_line() -> None:
    """The formula of docs/logs.rst, computed without pitchspec's helpers."""
    lines = lines_of(log_text(4))
    previous = spec_digest(pitch())
    assert lines[0]["spec_sha256"] == previous
    for line in lines:
        body = {k: v for k, v in line.items() if k != "chain"}
        canonical = json.dumps(body, sort_keys=True, separators=(",", ":"),
                               ensure_ascii=False)
        previous = hashlib.sha256((previous + canonical).encode()).hexdigest()
        assert line["chain"] == previous


# --------------------------------------------------------------- forgeries and keys


def _forgery() -> list[Line]:
    """Another legal match (seed 5) dressed as the match of seed 4: its header says
    seed 4, and its chain is recomputed, so nothing but a signature can tell."""
    lines = lines_of(log_text(5))
    lines[0]["seed"] = 4
    return lines


def test_a_consistent_forgery_replays_without_a_key() -> None:
    """The limit of the chain (docs/logs.rst): anyone can recompute it."""
    assert replay(parse_log(resealed(_forgery()), "t.log"), pitch()).hands >= 1


def test_a_signed_log_is_verified_and_any_forgery_is_ps411() -> None:
    signed = log_text(4, KEY)
    assert lines_of(signed)[-1]["type"] == "signature"
    log = parse_log(signed, "t.log")
    check_signature(log, KEY)
    assert replay(log, pitch()).hands >= 1
    code, line, message = first_refusal(signed, b"another key")
    assert (code, line) == ("PS411", len(signed.splitlines()))
    assert "does not match the key" in message
    unsigned = resealed(_forgery())
    code, _, message = first_refusal(unsigned, KEY)
    assert code == "PS411" and "not signed" in message
    kept = resealed(_forgery()) + json.dumps(lines_of(signed)[-1]) + "\n"
    assert first_refusal(kept, KEY)[0] == "PS411"
    assert first_refusal(resealed(_forgery(), b"my own key"), KEY)[0] == "PS411"


def test_an_edit_to_a_signed_log_is_refused_before_the_signature_is_checked() -> None:
    lines = lines_of(log_text(4, KEY))
    lines[0]["max_hands"] = 5
    assert first_refusal(text_of(lines), KEY)[:2] == ("PS410", 1)


def test_nothing_may_follow_the_signature() -> None:
    text = log_text(4, KEY)
    end = text.splitlines()[-2]
    code, line, message = first_refusal(text + end + "\n", KEY)
    assert (code, line) == ("PS404", len(text.splitlines()) + 1)
    assert "follows the signature" in message


def test_the_hmac_is_of_the_last_chain_value() -> None:
    lines = lines_of(log_text(4, KEY))
    expected = hmac.new(KEY, str(lines[-2]["chain"]).encode(), hashlib.sha256).hexdigest()
    assert lines[-1] == {"type": "signature", "algorithm": "hmac-sha256", "hmac": expected}


def test_every_line_of_a_signed_log_meets_its_schema() -> None:
    header, *lines = lines_of(log_text(4, KEY))
    assert schemas.problems("game-log-header", header) == []
    assert all(schemas.problems("game-log-line", line) == [] for line in lines)
    assert schemas.problems("game-log-line", {**lines[-1], "chain": "0" * 64}) != []


def test_the_new_codes_are_registered() -> None:
    codes = CODES
    assert {"PS410", "PS411", "PS412"} <= set(codes)


# --------------------------------------------------------------------------- the CLI


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_cli_sign_and_verify(tmp_path: Path) -> None:
    key, other, log = tmp_path / "key", tmp_path / "other", tmp_path / "m.log"
    key.write_bytes(KEY)
    other.write_bytes(b"not the key")
    code, _, err = run("play", "pitch", "--seed", "4", "--max-hands", "2", "--log",
                       str(log), "--sign-key", str(key))
    assert code == 0 and "signed log written" in err
    code, out, _ = run("replay", str(log), "--verify-key", str(key))
    assert code == 0 and "signed with the key given" in out
    code, out, _ = run("replay", str(log))
    assert code == 0 and "give --verify-key" in out
    code, out, err = run("replay", str(log), "--verify-key", str(other))
    assert code == 1 and out == "" and "error[PS411]" in err
    code, out, _ = run("replay", str(log), "--verify-key", str(other), "--format", "json")
    assert code == 1 and json.loads(out)[0]["code"] == "PS411"
    log.write_text(resealed(_forgery()))
    code, _, err = run("replay", str(log), "--verify-key", str(key))
    assert code == 1 and "error[PS411]" in err and "not signed" in err
    code, out, _ = run("replay", str(log), "--format", "json")
    assert code == 0 and json.loads(out)["signed"] is False
    for text in (out, err):
        assert "tournament secret" not in text


def test_cli_key_files_that_are_no_keys(tmp_path: Path) -> None:
    log = tmp_path / "m.log"
    empty = tmp_path / "empty"
    empty.write_bytes(b"")
    code, _, err = run("play", "pitch", "--seed", "4", "--log", str(log), "--sign-key",
                       str(empty))
    assert code == 1 and "error[PS412]" in err and "is empty" in err
    assert not log.exists()  # refused before the match
    code, _, err = run("play", "pitch", "--seed", "4", "--log", str(log), "--sign-key",
                       str(tmp_path / "none"))
    assert code == 1 and "error[PS412]" in err and "cannot read the key file" in err
    big = tmp_path / "big"
    big.write_bytes(b"k" * (chain.MAX_KEY_BYTES + 1))
    code, _, err = run("replay", str(log), "--verify-key", str(big))
    assert code == 1 and "error[PS412]" in err and "Traceback" not in err
    code, _, err = run("play", "pitch", "--sign-key", str(empty))
    assert code == 2 and "give --log" in err


def test_cli_an_old_log_is_refused_with_a_way_out(tmp_path: Path) -> None:
    log = tmp_path / "m.log"
    old = [{k: v for k, v in line.items() if k != chain.CHAIN}
           for line in lines_of(log_text(4))]
    old[0]["version"] = 1
    log.write_text(text_of(old))
    code, out, err = run("replay", str(log))
    assert code == 1 and out == "" and "error[PS404]" in err
    assert "record the match again" in err and "Traceback" not in err


def test_cli_a_number_too_long_to_read_is_ps404(tmp_path: Path) -> None:
    log = tmp_path / "m.log"
    log.write_text(log_text(4).replace('"seed": 4', '"seed": ' + "9" * 5000, 1))
    code, _, err = run("replay", str(log))
    assert code == 1 and "error[PS404]" in err and "Traceback" not in err
