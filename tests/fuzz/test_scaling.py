"""Issue 15: no input costs time growing faster than its size. Each case is timed at
size N and 4N in one run; the ratio must stay near 4 (under 12 allows for noise, and
is far below the 16 of a quadratic cost). No absolute time is asserted."""

from __future__ import annotations

import json
import time
from collections.abc import Callable

import pytest

from pitchspec.diagnostics import did_you_mean
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.game import Game
from pitchspec.matches.logs.deal_file import parse_deal_text
from pitchspec.pipeline import check_text, load
from pitchspec.report import render_all

from conftest import ROOT, SPEC_DIR

BASE = json.loads((ROOT / "tests" / "fixtures" / "deals" / "auction_pitch_bid_three.json")
                  .read_text(encoding="utf-8"))
GAME = Game(load(SPEC_DIR / "auction_pitch.pitch"), 4, None, 10)


def _deal_file(n: int, indent: int | None, change: Callable[[dict], None]) -> Callable[[], None]:
    data = json.loads(json.dumps(BASE))
    change(data)
    text = json.dumps(data, indent=indent)

    def work() -> None:
        try:
            parse_deal_text(text, "scaled.json").compile(GAME)
        except EngineError as err:
            render_all(err.diagnostics)
    return work


def _duplicates(n: int, indent: int | None = None) -> Callable[[], None]:
    """A hand of n copies of one card: n 'dealt twice' findings, each shown."""
    return _deal_file(n, indent, lambda d: d["deals"][0]["hands"].update({"0": ["KS"] * n}))


def _long_key(n: int) -> Callable[[], None]:
    return _deal_file(n, None, lambda d: d.update({"x" * n: 1}))


def _unknown_name(n: int) -> Callable[[], None]:
    return lambda: did_you_mean("y" * n, ["target", "reach", "who", "margin"])


def _spec_lines(n: int) -> Callable[[], None]:
    """A spec of n lines of comment, under the size limit."""
    text = "variant scaled extends pitch\n" + "// a comment line\n" * n
    return lambda: check_text(text, SPEC_DIR.parent / "fuzz" / "scaled.pitch",
                              include=[SPEC_DIR])


def _seconds(work: Callable[[], None]) -> float:
    best = float("inf")
    for _ in range(2):
        start = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - start)
    return best


@pytest.mark.parametrize(("case", "n"), [
    (_duplicates, 400),
    (lambda n: _duplicates(n, 1), 400),
    (_long_key, 100_000),
    (_unknown_name, 100_000),
    (_spec_lines, 800),
], ids=["duplicate cards on one line", "duplicate cards", "long unknown key",
        "long unknown name", "spec lines"])
def test_cost_grows_linearly_with_the_input(case: Callable[[int], Callable[[], None]],
                                            n: int) -> None:
    small, large = _seconds(case(n)), _seconds(case(4 * n))
    assert large / max(small, 1e-4) < 12, (small, large)
