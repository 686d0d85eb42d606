"""Time 'pitchspec diff' on the catalogue's ten parent/child pairs (docs/diff.rst; the
tests' list, tests/verify/support/diffcases.py): which route found each distinguishing deal (the
solver's outcome or hand model replayed by the engine, or the seeded engine search it
falls back to), with CPU seconds and z3's resource count (rlimit, the same on any
machine under any load).

Run: python benchmarks/bench_diff.py [SPEC_DIR]

Figures, not assertions.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from bench_load import machine

from pitchspec.pipeline import load
from pitchspec.smt.diff.diff import diff_variants, refused
from pitchspec.smt.encode import terms as T

# The pairs are the tests' own list, kept with the verifier's test scaffolding.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "verify"))
from support.diffcases import CATALOGUE_PAIRS


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("spec_dir", nargs="?", default=str(Path(__file__).parents[1] / "spec"))
    folder = Path(parser.parse_args(argv).spec_dir)
    print(machine())
    by_solver = 0
    cpu_all = 0.0
    for a, b in CATALOGUE_PAIRS:
        first, second = load(folder / f"{a}.pitch"), load(folder / f"{b}.pitch")
        work, cpu = T.WORK["rlimit"], time.process_time()
        result = diff_variants(first, second)
        cpu = time.process_time() - cpu
        cpu_all += cpu
        solver = result.method.endswith("replayed by the engine")
        by_solver += solver
        both = result.settled is not None and not refused(result)
        print(f"{a} -> {b}: {result.verdict}, {result.method or '-'}; both play it: {both}; "
              f"{cpu:.1f} s CPU, rlimit {T.WORK['rlimit'] - work:,}")
    print(f"found by the solver: {by_solver} of {len(CATALOGUE_PAIRS)}; "
          f"{cpu_all:.1f} s CPU in all")


if __name__ == "__main__":
    main()
