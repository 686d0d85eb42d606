"""simulate on each backend: local processes (--jobs 1, --jobs N) and a Dask cluster,
with the peak memory of each run.

Run: python benchmarks/bench_simulate.py [--spec pitch] [-n 2000] [--engine batch]
     [--jobs 2] [--max-hands 100] [--agents random]

Runs the same seeded ``pitchspec simulate ... --format json`` command on every backend,
each in a process of its own, and prints the seconds each took, its peak resident
memory (the largest single process: the command or one of its workers, as the
kernel's accounting of the finished processes gives it), and whether every report is
identical to the --jobs 1 one (it must be: each match's record depends only on the
spec, the seed, its number and the players). The Dask backend is a LocalCluster of
``--jobs`` single-threaded worker processes on 127.0.0.1 (the 'dist' extra), whose
workers' own peaks are printed too; on a real cluster pass its scheduler's address to
``simulate --dask``. Run it at two sizes (``-n 100000`` and ``-n 1000000``) to see that
the peak does not grow with the number of matches (issue 32). Figures, not assertions.

A Dask worker's own statistical profiler samples its stack every 10 ms and keeps one
call tree a second for the last 1,000 seconds (``distributed.admin.low-level-log-length``
cycles of ``distributed.worker.profile.cycle``): a worker's memory grows for the first
1,000 s of a run whatever it runs, by some tens of MiB, then stays. The line for the
cluster says how many seconds of it each worker holds; ``--no-profile`` starts the
cluster with the profiler off (``distributed.worker.profile.enabled``), leaving what
pitchspec's tasks hold.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import platform
import resource
import subprocess
import sys
import time
from typing import Any

WRAPPER = ("import resource, subprocess, sys; "
           "done = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE); "
           "sys.stdout.buffer.write(done.stdout); "
           "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss; "
           "sys.stderr.write(f'{done.returncode} {peak}')")
"""Runs the command and reports its exit status and the peak resident memory, in KiB,
of the largest of its processes (the command and every worker it waited for)."""


def run(args: list[str]) -> tuple[dict[str, Any], float, int]:
    """The command's report, its wall seconds and its peak memory in KiB."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", WRAPPER, sys.executable, "-m", "pitchspec",
                           *args], capture_output=True, check=True)
    seconds = time.perf_counter() - start
    status, peak = done.stderr.decode().split()[-2:]
    if status != "0":
        raise SystemExit(f"pitchspec {' '.join(args)} failed with status {status}")
    return json.loads(done.stdout), seconds, int(peak)


def worker_peak(dask_worker: Any) -> tuple[int, int]:
    """A Dask worker's own peak resident memory, in KiB, and the seconds of profiles
    its statistical profiler holds."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, len(dask_worker.profile_history)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--spec", default="pitch")
    parser.add_argument("-n", type=int, default=2000)
    parser.add_argument("--engine", choices=["batch", "reference", "auto"], default="batch")
    parser.add_argument("--agents", default="random")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--max-hands", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-profile", dest="profile", action="store_false",
                        help="start the Dask workers with their statistical profiler off")
    args = parser.parse_args()
    common = ["simulate", args.spec, "-n", str(args.n), "--seed", str(args.seed),
              "--engine", args.engine, "--agents", args.agents, "--max-hands",
              str(args.max_hands), "--format", "json"]
    print(f"{platform.python_implementation()} {platform.python_version()}, "
          f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}; {args.spec}, "
          f"{args.n:,} matches, engine {args.engine}, agents {args.agents}", flush=True)
    one, seconds, peak = run([*common, "--jobs", "1"])
    print(f"--jobs 1: {seconds:.1f} s, peak {peak / 1024:.0f} MiB, {one['hands']:,} hands",
          flush=True)
    many, seconds, peak = run([*common, "--jobs", str(args.jobs)])
    print(f"--jobs {args.jobs}: {seconds:.1f} s, peak {peak / 1024:.0f} MiB, "
          f"identical: {many == one}", flush=True)
    try:
        import dask as dask_config
        from distributed import Client, LocalCluster
    except ImportError:
        print("--dask: skipped (install the 'dist' extra)")
        return
    profiling = {"distributed.worker.profile.enabled": args.profile}
    with dask_config.config.set(profiling), \
            LocalCluster(n_workers=args.jobs, threads_per_worker=1, host="127.0.0.1",
                         dashboard_address=None, silence_logs=logging.CRITICAL) as cluster:
        address = str(cluster.scheduler_address)
        dask, seconds, peak = run([*common, "--dask", address])
        with Client(address) as client:  # type: ignore[no-untyped-call]
            workers = client.run(worker_peak)
    peaks = ", ".join(f"{kib / 1024:.0f}" for kib, _ in sorted(workers.values()))
    kept = ", ".join(f"{held}" for _, held in sorted(workers.values()))
    profiler = f"profiler on, holding {kept} s of profiles" if args.profile else "profiler off"
    print(f"--dask LocalCluster({args.jobs} processes): {seconds:.1f} s, peak {peak / 1024:.0f} "
          f"MiB (the command), workers {peaks} MiB ({profiler}), identical: {dask == one}")


if __name__ == "__main__":
    main()
