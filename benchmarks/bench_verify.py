"""Time verifying the whole catalogue, cold and warm: every spec x every property.

Run: python benchmarks/bench_verify.py [--jobs J] [--property P ...] [--no-warm]
     [--table FILE] [SPEC_DIR]

Cold: a fresh, empty verdict cache (a temporary folder as $PITCHSPEC_CACHE), so every
verdict is solved. Warm: the same run again with nothing changed, every verdict read
back from that cache. Targets (issue 11): cold at most 30 s wall with 2 jobs, warm at
most 5 s, zero UNKNOWN.

Prints the machine and its load (the wall clock of a loaded machine is inflated: the
CPU seconds of all processes and z3's resource count, the rlimit, are the figures that
do not depend on load), then per property and per variant where the work went, and
how the verdicts were reached (the heaviest by rlimit). Figures, not assertions.
"""

from __future__ import annotations

import argparse
import os
import resource
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path

from bench_load import machine

from pitchspec.cli.verify_run import verify_paths
from pitchspec.smt.encode.verdicts import Proof
from pitchspec.smt.prove.solve import ALL_CLAIMS, PROPERTIES, is_claim

ROOT = Path(__file__).resolve().parent.parent


def _cpu() -> float:
    """CPU seconds of this process and of its finished workers."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def timed(files: Sequence[Path], names: Sequence[str], jobs: int
          ) -> tuple[list[Proof], float, float, float]:
    """The proofs, the wall and CPU seconds, and the load average before the run."""
    load = os.getloadavg()[0]
    cpu, start = _cpu(), time.perf_counter()
    proofs = verify_paths(files, names, (), jobs)
    return proofs, time.perf_counter() - start, _cpu() - cpu, load


def report_cold(proofs: list[Proof], top: int, names: Sequence[str]) -> None:
    per_property: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
    per_variant: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
    for p in proofs:
        for table, k in ((per_property, p.property), (per_variant, p.variant)):
            table[k][0] += p.seconds
            table[k][1] += p.work
    total = sum(p.work for p in proofs)
    print(f"  z3 work (rlimit, load-independent): {total / 1e6:.1f} M units; "
          f"solving summed over workers: {sum(p.seconds for p in proofs):.1f} s wall")
    print("  per property: seconds (wall, summed), rlimit (M)")
    for name in names:
        if name in per_property:
            s, w = per_property[name]
            print(f"    {name:<22} {s:7.2f} {w / 1e6:8.1f}")
    claimed = [p for p in proofs if is_claim(p.property)]
    if claimed:
        label = f"claims ({len(claimed)})"
        print(f"    {label:<22} {sum(p.seconds for p in claimed):7.2f} "
              f"{sum(p.work for p in claimed) / 1e6:8.1f}")
    print(f"  heaviest {top} variants by rlimit: seconds, rlimit (M)")
    for variant, (s, w) in sorted(per_variant.items(), key=lambda kv: -kv[1][1])[:top]:
        print(f"    {variant:<34} {s:7.2f} {w / 1e6:8.1f}")
    print(f"  heaviest {top} verdicts by rlimit: seconds, rlimit (M), method")
    for p in sorted(proofs, key=lambda p: -p.work)[:top]:
        print(f"    {p.variant + '.' + p.property:<50} {p.seconds:7.2f} {p.work / 1e6:8.1f}"
              f"  {p.method}")
    print("  how verdicts were reached:")
    for method, n in Counter(p.method for p in proofs).most_common():
        print(f"    {n:4}  {method}")


def write_table(proofs: list[Proof], path: Path) -> None:
    """Every verdict's z3 work, heaviest first: the table to compare runs by."""
    rows = sorted(proofs, key=lambda p: (-p.work, p.variant, p.property))
    lines = [f"{p.work}\t{p.seconds:.2f}\t{p.variant}\t{p.property}\t{p.verdict.value}"
             f"\t{p.method}" for p in rows]
    path.write_text("rlimit\tseconds\tspec\tproperty\tverdict\tmethod\n"
                    + "\n".join(lines) + "\n", encoding="utf-8")
    print(f"  table of {len(rows)} verdicts by rlimit: {path}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("folder", nargs="?", default=str(ROOT / "spec"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--property", dest="properties", action="append", default=None)
    ap.add_argument("--top", type=int, default=10, help="heaviest variants to list")
    ap.add_argument("--no-warm", action="store_true", help="the cold run only")
    ap.add_argument("--table", type=Path, default=None,
                    help="write every cold verdict's rlimit, heaviest first, to this file "
                         "(tab-separated: rlimit, seconds, spec, property, verdict, method)")
    args = ap.parse_args()
    names = tuple(args.properties or (*PROPERTIES, ALL_CLAIMS))
    files = sorted(Path(args.folder).glob("*.pitch"))
    print(f"machine: {machine()}")
    with tempfile.TemporaryDirectory(prefix="pitchspec-bench-cache-") as folder:
        os.environ["PITCHSPEC_CACHE"] = folder
        runs = [("cold", False)] + ([] if args.no_warm else [("warm", True)])
        for label, warm in runs:
            proofs, wall, cpu, load = timed(files, names, args.jobs)
            verdicts = Counter(p.verdict.value for p in proofs)
            cached = sum(p.cached for p in proofs)
            print(f"{label}: {len(files)} specs x {len(names)} properties = {len(proofs)} "
                  f"verdicts ({cached} from the cache), {args.jobs} job(s), load average "
                  f"before {load:.2f}")
            print(f"  wall {wall:.1f} s; CPU of all processes {cpu:.1f} s "
                  f"(CPU/wall {cpu / wall:.2f}); "
                  + ", ".join(f"{v} {n}" for v, n in sorted(verdicts.items())))
            if not warm:
                report_cold(proofs, args.top, names)
                if args.table is not None:
                    write_table(proofs, args.table)


if __name__ == "__main__":
    main()
