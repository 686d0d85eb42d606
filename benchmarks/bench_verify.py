"""Time verifying the whole catalogue: every spec x every property, as `pitchspec verify`.

Run: python benchmarks/bench_verify.py [--jobs J] [--property P ...] [SPEC_DIR]
Prints the machine and its load, the wall-clock time of the whole run with J worker
processes (the target: all of spec/ in at most 60 s with 2 jobs, zero UNKNOWN), the
solving time per property and the slowest variants, and how the verdicts were
reached. Solving times are summed inside the workers, so with J jobs they exceed
the wall clock. Figures, not assertions.
"""

from __future__ import annotations

import argparse
import os
import time
from collections import Counter, defaultdict
from pathlib import Path

from bench_load import machine

from pitchspec.smt.run import verify_paths
from pitchspec.smt.solve import ALL_CLAIMS, PROPERTIES, is_claim

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("folder", nargs="?", default=str(ROOT / "spec"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--property", dest="properties", action="append", default=None)
    ap.add_argument("--top", type=int, default=8, help="slowest variants to list")
    args = ap.parse_args()
    names = tuple(args.properties or (*PROPERTIES, ALL_CLAIMS))
    files = sorted(Path(args.folder).glob("*.pitch"))

    load = os.getloadavg()[0]
    start = time.perf_counter()
    proofs = verify_paths(files, names, (), args.jobs)
    wall = time.perf_counter() - start

    per_property: dict[str, float] = defaultdict(float)
    per_variant: dict[str, float] = defaultdict(float)
    for p in proofs:
        per_property[p.property] += p.seconds
        per_variant[p.variant] += p.seconds
    verdicts = Counter(p.verdict.value for p in proofs)
    methods = Counter(p.method for p in proofs)

    print(f"machine: {machine()}; load average before the run {load:.2f}")
    print(f"catalogue: {len(files)} specs x {len(names)} properties = {len(proofs)} verdicts, "
          f"{args.jobs} job(s)")
    print(f"wall clock: {wall:.1f} s; solving summed over workers: "
          f"{sum(per_property.values()):.1f} s")
    print("verdicts: " + ", ".join(f"{v} {n}" for v, n in sorted(verdicts.items())))
    print("seconds per property (summed over variants):")
    for name in names:
        if name in per_property:
            print(f"  {name:<22} {per_property[name]:7.2f}")
    claimed = [p for p in proofs if is_claim(p.property)]
    if claimed:
        print(f"  {'claims (' + str(len(claimed)) + ')':<22} "
              f"{sum(p.seconds for p in claimed):7.2f}")
    print(f"slowest {args.top} variants (seconds, all properties):")
    for variant, seconds in sorted(per_variant.items(), key=lambda kv: -kv[1])[:args.top]:
        print(f"  {variant:<34} {seconds:7.2f}")
    print("how verdicts were reached:")
    for method, n in methods.most_common():
        print(f"  {n:4}  {method}")


if __name__ == "__main__":
    main()
