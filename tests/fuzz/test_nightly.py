"""The nightly-sized campaign (issue 34): more than 100,000 inputs over every kind, each
given to its reader in this process (:mod:`inprocess`), with 0 tracebacks, 0 hangs and
0 internal errors allowed.

Marked ``nightly``: the default run leaves it out, CI runs it (``pytest -m nightly
tests/fuzz``; .ci/run), within about two minutes on one core. The inputs are drawn
from a seeded generator, the same every run; ``PITCHSPEC_FUZZ_SEED=N`` draws another
set, a campaign to run by hand. ``-s`` prints the figures (docs/reliability.rst
records a run).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from harness import SPEC_DIR
from inprocess import (
    Tally,
    check_address,
    check_answer,
    check_deal,
    check_fmt,
    check_key,
    check_log,
    check_nesting,
)

from pitchspec.engine.game import Game
from pitchspec.matches.logs.chain import MAX_KEY_BYTES
from pitchspec.pipeline import load

from conftest import ROOT

pytestmark = pytest.mark.nightly

SEED = int(os.environ.get("PITCHSPEC_FUZZ_SEED", "20261206"))
COUNTS = {"key file": 20_000, "Dask address": 40_000, "--human answer": 20_000,
          "JSON nesting": 12_000, "deal file": 6_000, "game log": 1_500, "fmt": 600}
"""Inputs per kind: 100,100 in all."""

DEAL = ROOT / "tests" / "fixtures" / "deals" / "auction_pitch_bid_three.json"
FMT_SPECS = ["auction_pitch", "roadhouse_pitch", "pitch", "reverse_pitch", "nine_five",
             "classic_all_fours", "seven_up", "chicago_pitch"]
WEIRD = ["\x00", "\x1b[2J", "\u202e", "\ufeff", "\ud800", "²", "٣", "\uff11", "é", "\n", "\r",
         "\t", " ", '"', "\\", "[", "]", "{", "}", ":", ",", "//", "/*", "#", "'", "-", "0",
         "1.0", "1e9", "-1", "99999999999999999999", "null", "true"]


def _text(rng: random.Random, size: int) -> str:
    """Random text: printable ASCII, pieces known to trouble readers, any code point."""
    parts = []
    while sum(map(len, parts)) < size:
        pick = rng.random()
        if pick < 0.5:
            parts.append(chr(rng.randrange(32, 127)))
        elif pick < 0.8:
            parts.append(rng.choice(WEIRD))
        else:
            parts.append(chr(rng.randrange(0x80, 0x10FFFF)))
    return "".join(parts)[:size]


def _mutated(rng: random.Random, text: str) -> str:
    """``text`` with one to three characters or slices changed, dropped, repeated or cut."""
    for _ in range(rng.randint(1, 3)):
        if not text:
            return text
        i = rng.randrange(len(text))
        op = rng.choice(["flip", "delete", "insert", "cut", "repeat"])
        if op == "flip":
            text = text[:i] + _text(rng, 1) + text[i + 1:]
        elif op == "delete":
            text = text[:i] + text[i + rng.randint(1, 20):]
        elif op == "insert":
            text = text[:i] + _text(rng, rng.randint(1, 12)) + text[i:]
        elif op == "cut":
            text = text[:i]
        else:
            j = min(len(text), i + rng.randint(1, 40))
            text = text[:i] + text[i:j] * rng.randint(2, 30) + text[j:]
    return text


def _scalar(rng: random.Random) -> object:
    return rng.choice([None, True, False, 0, 1, 4, -1, 1.0, 4.0, 1e300, "", "AS", "10H",
                       "bid 2", "pass", "x" * 300, _text(rng, 6), [], {}, [[[]]]])


def _mutated_json(rng: random.Random, data: object) -> object:
    """``data`` with a value somewhere replaced, removed or repeated."""
    data = json.loads(json.dumps(data))
    holder, key = None, None
    node = data
    while isinstance(node, dict | list) and node and rng.random() < 0.75:
        holder = node
        key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
        node = node[key]  # type: ignore[index]
    if holder is None:
        return _scalar(rng)
    op = rng.choice(["replace", "delete", "repeat"])
    if op == "replace":
        holder[key] = _scalar(rng)  # type: ignore[index]
    elif op == "delete":
        del holder[key]  # type: ignore[arg-type]
    elif isinstance(holder, list):
        holder.insert(key, json.loads(json.dumps(holder[key])))  # type: ignore[arg-type]
    return data


# ------------------------------------------------------------------------ the inputs

def keys(rng: random.Random) -> Iterator[bytes]:
    while True:
        pick = rng.random()
        if pick < 0.7:
            yield rng.randbytes(rng.randrange(0, 120))
        elif pick < 0.9:
            yield rng.randbytes(MAX_KEY_BYTES + rng.randrange(-16, 16))
        else:
            yield bytes([rng.randrange(256)]) * rng.randrange(0, 3 * MAX_KEY_BYTES)


ADDRESS_PIECES = ["tcp://", "tls://", "ws://", "wss://", "inproc://", "ucx://", "://", "[",
                  "]", "::1", "::", ":", "8786", "0", "65535", "65536", "localhost",
                  "127.0.0.1", "10.0.0", "example.org", "-", ".", "/", "@", "%", "?", "#"]


def addresses(rng: random.Random) -> Iterator[str]:
    while True:
        pick = rng.random()
        if pick < 0.4:
            yield "".join(rng.choice(ADDRESS_PIECES) for _ in range(rng.randint(0, 7)))
        elif pick < 0.7:
            host = ".".join(_label(rng) for _ in range(rng.randint(1, 4)))
            yield f"{rng.choice(['', 'tcp://', 'tls://'])}{host}:{rng.randint(-5, 70_000)}"
        elif pick < 0.95:
            yield _text(rng, rng.randint(0, 40))
        else:
            yield "tcp://" + "a" * rng.randint(250, 400) + ":1"


def _label(rng: random.Random) -> str:
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-"
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 70 if rng.random() < 0.05
                                                                  else 12)))


def answers(rng: random.Random) -> Iterator[str]:
    words = ["pass", "bid 2", "bid 4", "2", "5", "0", "-1", "q", "AS", "bid", "²", "٣", "\uff11",
             "1.0", "bid 1 2", "PASS", " pass ", "bid\t3"]
    while True:
        pick = rng.random()
        if pick < 0.4:
            yield rng.choice(words)
        elif pick < 0.9:
            yield _text(rng, rng.randint(0, 30))
        else:
            yield _text(rng, rng.randint(900, 3000))


def nestings(rng: random.Random) -> Iterator[str]:
    base = DEAL.read_text(encoding="utf-8")
    while True:
        if rng.random() < 0.5:
            yield _mutated(rng, base)
        else:
            yield "".join(rng.choice('[]{}"\\ ,:a') for _ in range(rng.randint(0, 400)))


def deals(rng: random.Random) -> Iterator[str]:
    text = DEAL.read_text(encoding="utf-8")
    data = json.loads(text)
    while True:
        if rng.random() < 0.5:
            yield _mutated(rng, text)
        else:
            yield json.dumps(_mutated_json(rng, data), indent=rng.choice([None, 2]))


def logs(rng: random.Random, text: str) -> Iterator[str]:
    lines = text.splitlines()
    while True:
        kept = list(lines)
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(kept))
            op = rng.choice(["drop", "repeat", "swap", "edit", "json"])
            if op == "drop":
                del kept[i]
            elif op == "repeat":
                kept.insert(i, kept[i])
            elif op == "swap":
                j = rng.randrange(len(kept))
                kept[i], kept[j] = kept[j], kept[i]
            elif op == "edit":
                kept[i] = _mutated(rng, kept[i])
            else:
                try:
                    kept[i] = json.dumps(_mutated_json(rng, json.loads(kept[i])))
                except ValueError:  # a line an earlier step already broke
                    kept[i] = _mutated(rng, kept[i])
            if not kept:
                break
        yield "\n".join(kept) + "\n"


def fmt_cases(rng: random.Random) -> Iterator[tuple[str, str]]:
    texts = {n: (SPEC_DIR / f"{n}.pitch").read_text(encoding="utf-8") for n in FMT_SPECS}
    while True:
        name = rng.choice(FMT_SPECS)
        text = texts[name]
        if rng.random() < 0.5:
            text = "\n".join(rng.choice(["", " ", "\t", "   "]) + line.strip()
                             + rng.choice(["", " "]) for line in text.split("\n"))
        else:
            text = _mutated(rng, text)
        yield name, text


# ----------------------------------------------------------------------- the campaign

def _campaign(tally: Tally, kind: str, inputs: Iterator[object],
              check: Callable[[object], bool]) -> None:
    for _, item in zip(range(COUNTS[kind]), inputs, strict=False):
        tally.add(kind, check(item))


def _short_log(folder: Path) -> str:
    log = folder / "m.log"
    done = subprocess.run([sys.executable, "-m", "pitchspec", "play", "auction_pitch",
                           "--seed", "5", "--max-hands", "1", "--log", str(log)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return log.read_text(encoding="utf-8")


def test_a_hundred_thousand_inputs_of_every_kind(capsys: pytest.CaptureFixture[str]) -> None:
    rng = random.Random(SEED)
    tally = Tally()
    variant = load(SPEC_DIR / "auction_pitch.pitch")
    game = Game(variant, 4, None, 10)
    shm = Path("/dev/shm")
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="pitchspec-nightly-",
                                     dir=shm if shm.is_dir() else None) as tmp:
        folder = Path(tmp)
        log = _short_log(folder)
        _campaign(tally, "key file", keys(rng),
                  lambda data: check_key(data, folder))  # type: ignore[arg-type]
        _campaign(tally, "Dask address", addresses(rng), check_address)  # type: ignore[arg-type]
        _campaign(tally, "--human answer", answers(rng), check_answer)  # type: ignore[arg-type]
        _campaign(tally, "JSON nesting", nestings(rng), check_nesting)  # type: ignore[arg-type]
        _campaign(tally, "deal file", deals(rng),
                  lambda text: check_deal(text, game))  # type: ignore[arg-type]
        _campaign(tally, "game log", logs(rng, log),
                  lambda text: check_log(text, variant))  # type: ignore[arg-type]
        _campaign(tally, "fmt", fmt_cases(rng),
                  lambda case: check_fmt(case[1], folder / f"{case[0]}.pitch"))  # type: ignore[index]
    seconds = time.perf_counter() - started
    assert tally.total >= 100_000 and tally.tried == COUNTS
    with capsys.disabled():
        print(f"\nnightly campaign, seed {SEED}: {tally.total:,} inputs in {seconds:.0f} s; "
              "0 tracebacks, 0 hangs, 0 internal errors")
        for kind, tried in tally.tried.items():
            print(f"  {kind:16} {tried:>7,} tried, {tally.refused.get(kind, 0):>7,} refused "
                  "with a code or in words")
