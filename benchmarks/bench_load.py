"""Time loading the whole catalogue: parse, resolve extends, lower, validate.

Run: python benchmarks/bench_load.py [--repeat N] [SPEC_DIR]
Prints the machine, the one-off cost of building the parser, and per-catalogue
and per-file figures (best and median of N runs). Figures, not assertions.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time
from pathlib import Path

from pitchspec.grammar import parser
from pitchspec.pipeline import check

ROOT = Path(__file__).resolve().parent.parent


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    return (f"{platform.system()} {platform.release()} {cpu}, {os.cpu_count()} cores, "
            f"Python {platform.python_version()}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("folder", nargs="?", default=str(ROOT / "spec"))
    ap.add_argument("--repeat", type=int, default=20)
    args = ap.parse_args()

    start = time.perf_counter()
    parser()
    build = time.perf_counter() - start

    files = sorted(Path(args.folder).glob("*.pitch"))
    runs = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        results = check([args.folder])
        runs.append(time.perf_counter() - start)
    clean = sum(r.ok for r in results)

    print(f"machine: {machine()}")
    print(f"parser build (once per process): {build * 1000:.1f} ms")
    print(f"catalogue: {len(files)} files, {clean} clean, {args.repeat} runs")
    print(f"load whole catalogue: best {min(runs) * 1000:.1f} ms, "
          f"median {statistics.median(runs) * 1000:.1f} ms")
    print(f"per file: {statistics.median(runs) / max(1, len(files)) * 1000:.2f} ms (median)")


if __name__ == "__main__":
    main()
