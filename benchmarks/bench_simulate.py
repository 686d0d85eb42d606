"""simulate on each backend: local processes (--jobs 1, --jobs N) and a Dask cluster.

Run: python benchmarks/bench_simulate.py [--spec pitch] [-n 2000] [--engine batch]
     [--jobs 2] [--max-hands 100]

Plays the same seeded run on every backend, prints the seconds each took, and whether
every report is identical to the --jobs 1 one (it must be: each match's record depends
only on the spec, the seed, its number and the players). The Dask backend is a
LocalCluster of ``--jobs`` single-threaded worker processes on 127.0.0.1 (the 'dist'
extra); on a real cluster pass its scheduler's address to ``simulate --dask``.
Figures, not assertions.
"""

from __future__ import annotations

import argparse
import os
import platform
import time
from collections.abc import Callable
from typing import Any

from pitchspec.engine.game import Game
from pitchspec.engine.sim.stats import run_simulation
from pitchspec.pipeline import load, resolve_spec


def timed(run: Callable[[], dict[str, Any]]) -> tuple[dict[str, Any], float]:
    start = time.perf_counter()
    data = run()
    return data, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--spec", default="pitch")
    parser.add_argument("-n", type=int, default=2000)
    parser.add_argument("--engine", choices=["batch", "reference"], default="batch")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--max-hands", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    game = Game(load(resolve_spec(args.spec)), max_hands=args.max_hands)
    batch = args.engine == "batch"
    print(f"{platform.python_implementation()} {platform.python_version()}, "
          f"{os.cpu_count()} cores; {args.spec}, {args.n} matches, engine {args.engine}")
    one, seconds = timed(lambda: run_simulation(game, args.n, args.seed, 1, batch))
    print(f"--jobs 1: {seconds:.1f} s, {one['hands']} hands")
    many, seconds = timed(lambda: run_simulation(game, args.n, args.seed, args.jobs, batch))
    print(f"--jobs {args.jobs}: {seconds:.1f} s, identical: {many == one}")
    try:
        from distributed import LocalCluster
    except ImportError:
        print("--dask: skipped (install the 'dist' extra)")
        return
    with LocalCluster(n_workers=args.jobs, threads_per_worker=1, host="127.0.0.1",
                      dashboard_address=None) as cluster:
        address = str(cluster.scheduler_address)
        dask, seconds = timed(lambda: run_simulation(game, args.n, args.seed, 1, batch,
                                                     dask=address))
    print(f"--dask LocalCluster({args.jobs} processes): {seconds:.1f} s, "
          f"identical: {dask == one}")


if __name__ == "__main__":
    main()
