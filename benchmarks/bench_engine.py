"""Hands per second: 4-player Auction Pitch with random agents, against OpenSpiel euchre.

Run: python benchmarks/bench_engine.py [--seconds S] [--spec spec/auction_pitch.pitch]

Reports, in one run on one machine: the batch kernel (numpy, many matches in lockstep;
what ``pitchspec simulate`` uses for the variants it supports) and the reference engine
(one action at a time, OpenSpiel-style API; every variant), each in one process and
with 2 worker processes, and (when the optional ``bench`` extra, i.e. open_spiel, is
installed) OpenSpiel euchre random playouts driven from Python, with the ratios.
A "hand" is one deal: dealt, bid, played, scored and settled. Figures, not assertions.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from pitchspec import load
from pitchspec.engine.game import Game

ROOT = Path(__file__).resolve().parent.parent


def pitch_hands(spec: str, seconds: float, seed: int = 0) -> tuple[int, float]:
    """Random hands of the variant for about ``seconds``: (hands, elapsed)."""
    game = Game(load(spec), 4, max_hands=1)
    rng = random.Random(seed)
    hands = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state(hands % 4)
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(state.sample_chance(rng))
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        hands += 1
    return hands, time.perf_counter() - start


def batch_hands(spec: str, seconds: float, seed: int = 0) -> tuple[int, float]:
    """Random hands through the batch kernel for about ``seconds``: (hands, elapsed)."""
    from pitchspec.engine.batch import Batch

    batch = Batch(load(spec), 4, lanes=4096, seed=seed)
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        batch.run(batch.stats.hands + 1)
    return batch.stats.hands, time.perf_counter() - start


def euchre_hands(seconds: float, seed: int = 0) -> tuple[int, float] | None:
    """OpenSpiel euchre random playouts for about ``seconds``, or None if not installed."""
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("euchre")
    rng = random.Random(seed)
    hands = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
        hands += 1
    return hands, time.perf_counter() - start


def parallel(run: object, spec: str, seconds: float, jobs: int) -> float:
    with ProcessPoolExecutor(jobs) as pool:
        runs = list(pool.map(run, [spec] * jobs, [seconds] * jobs, range(jobs)))  # type: ignore[arg-type]
    return sum(h for h, _ in runs) / max(t for _, t in runs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--spec", default=str(ROOT / "spec" / "auction_pitch.pitch"))
    args = ap.parse_args()
    print(f"machine: {platform.system()} {platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}")
    name = Path(args.spec).stem
    figures = {}
    for label, run in (("batch kernel", batch_hands), ("reference engine", pitch_hands)):
        hands, elapsed = run(args.spec, args.seconds)
        figures[label] = (hands / elapsed, parallel(run, args.spec, args.seconds, 2))
        print(f"pitchspec {label}, {name}, 4 players, random agents: "
              f"{figures[label][0]:,.0f} hands/s (1 process), "
              f"{figures[label][1]:,.0f} hands/s (2 jobs)")
    euchre = euchre_hands(args.seconds)
    if euchre is None:
        print("OpenSpiel euchre: not installed (pip install '.[bench]' to compare)")
        return
    rate = euchre[0] / euchre[1]
    print(f"OpenSpiel euchre, random playouts from Python, 1 process: {rate:,.0f} hands/s")
    for label, (one, two) in figures.items():
        print(f"ratio {label}/euchre: {one / rate:.2f} (1 process), {two / rate:.2f} (2 jobs)")


if __name__ == "__main__":
    main()
