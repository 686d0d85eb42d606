"""Coverage: 1,000 random matches of every spec in spec/ play without error.

Each spec plays seeds 0..999 with seeded ``RandomAgent`` players at its default table,
capped at ``HAND_CAP`` hands (a match that reaches the cap ends drawn: not an error, but
counted and printed per spec, apart from draws the rules make). The work is spread
over two processes. Any exception fails the test, naming the spec and the seed, which
replays the match exactly:

    Game(variant, max_hands=HAND_CAP) and play_match(game, agents_for(game, seed),
    random.Random(seed))

``PITCHSPEC_COVERAGE_SEEDS`` (default 1000) and ``PITCHSPEC_COVERAGE_WORKERS`` (default
2) change the run for local experiments.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from pitchspec.agents.basic import RandomAgent
from pitchspec.engine.game import Game
from pitchspec.matches.driver import play_match
from pitchspec.pipeline import load

SPEC_DIR = Path(__file__).resolve().parents[2] / "spec"
SPECS = sorted(p.stem for p in SPEC_DIR.glob("*.pitch"))
SEEDS = int(os.environ.get("PITCHSPEC_COVERAGE_SEEDS", "1000"))
WORKERS = int(os.environ.get("PITCHSPEC_COVERAGE_WORKERS", "2"))
HAND_CAP = 10
CHUNK = 250


def agents_for(game: Game, seed: int) -> list[RandomAgent]:
    return [RandomAgent(random.Random(seed * 1009 + i)) for i in range(game.num_players)]


def play_seeds(name: str, seeds: range) -> dict[str, object]:
    """Play the given seeds of one spec; report errors, draws, hands and time."""
    start = time.perf_counter()
    game = Game(load(SPEC_DIR / f"{name}.pitch", include=[SPEC_DIR]), max_hands=HAND_CAP)
    errors: list[str] = []
    draws = capped = hands = 0
    for seed in seeds:
        try:
            result = play_match(game, agents_for(game, seed), random.Random(seed))
        except Exception:  # any exception is a failure, reported with its seed
            errors.append(f"{name} seed {seed}:\n{traceback.format_exc(limit=6)}")
            continue
        state = result.state
        if not state.is_terminal():
            errors.append(f"{name} seed {seed}: the match did not end")
        at_cap = state.drawn and state.hand_number >= game.max_hands
        capped += at_cap
        draws += state.drawn and not at_cap
        hands += len(state.hands_played)
    return {"name": name, "matches": len(seeds), "errors": errors, "capped": capped,
            "draws": draws, "hands": hands, "seconds": time.perf_counter() - start}


def _context() -> multiprocessing.context.BaseContext:
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else methods[0])


@pytest.mark.slow
def test_every_spec_plays_a_thousand_random_matches() -> None:
    start = time.perf_counter()
    jobs = [(name, range(first, min(first + CHUNK, SEEDS)))
            for name in SPECS for first in range(0, SEEDS, CHUNK)]
    totals: dict[str, dict[str, float]] = {
        name: {"matches": 0, "capped": 0, "draws": 0, "hands": 0, "seconds": 0.0}
        for name in SPECS}
    errors: list[str] = []
    with ProcessPoolExecutor(max_workers=WORKERS, mp_context=_context()) as pool:
        futures = [pool.submit(play_seeds, name, seeds) for name, seeds in jobs]
        for future in futures:
            part = future.result()
            row = totals[str(part["name"])]
            for key in ("matches", "capped", "draws", "hands", "seconds"):
                row[key] += part[key]  # type: ignore[operator]
            errors.extend(part["errors"])  # type: ignore[arg-type]
    wall = time.perf_counter() - start
    lines = [f"{'spec':34s} {'matches':>7s} {'capped':>6s} {'drawn':>5s} {'hands':>6s} "
             f"{'cpu s':>6s}"]
    for name, row in totals.items():
        lines.append(f"{name:34s} {int(row['matches']):7d} {int(row['capped']):6d} "
                     f"{int(row['draws']):5d} {int(row['hands']):6d} {row['seconds']:6.1f}")
    matches = sum(int(r["matches"]) for r in totals.values())
    capped = sum(int(r["capped"]) for r in totals.values())
    lines.append(f"{matches} matches of {len(SPECS)} specs, hand cap {HAND_CAP}: "
                 f"{capped} ended drawn at the cap; {wall:.1f} s wall on {WORKERS} processes")
    sys.stdout.write("\n" + "\n".join(lines) + "\n")
    assert not errors, f"{len(errors)} failing matches; first:\n" + "\n".join(errors[:5])
    assert matches == SEEDS * len(SPECS)
