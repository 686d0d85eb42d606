"""`simulate --dask`: the matches run on a Dask cluster (here a LocalCluster on the
loopback) and the report equals the local one for the same seed."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from click.testing import CliRunner

from pitchspec.cli import main

from conftest import SPEC_DIR

distributed = pytest.importorskip("distributed",
                                  reason="the 'dist' extra (Dask distributed) is not installed")


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    """Two single-threaded in-process workers on 127.0.0.1, no dashboard."""
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                       protocol="tcp",
                                       host="127.0.0.1", dashboard_address=None)
    try:
        yield str(cluster.scheduler_address)
    finally:
        cluster.close(timeout=20)


def simulate(*args: str) -> dict[str, Any]:
    result = CliRunner().invoke(main, ["simulate", "--format", "json", "--agents", "random",
                                       *args])
    assert result.exit_code == 0, result.stderr
    data: dict[str, Any] = json.loads(result.stdout)
    return data


@pytest.mark.parametrize("engine", ["reference", "batch"])
def test_dask_gives_the_same_report_as_local_processes(scheduler: str, engine: str) -> None:
    args = (str(SPEC_DIR / "pitch.pitch"), "-n", "6", "--seed", "11", "--max-hands", "25",
            "--engine", engine)
    one = simulate(*args, "--jobs", "1")
    assert simulate(*args, "--dask", scheduler) == one
    assert one["matches"] == 6 and one["engine"] == engine


@pytest.mark.parametrize(("engine", "matches"), [("reference", 120), ("batch", 5_000)])
def test_jobs_1_jobs_2_and_dask_give_one_report(scheduler: str, engine: str, matches: int,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    # several jobs each way (120 matches are 4 jobs with --jobs 1 and 8 with --jobs 2;
    # 5,000 are 3 kernel chunks), and a Dask window of 2 tasks, so the window slides
    from pitchspec import workers

    monkeypatch.setattr(workers, "DASK_WINDOW", 2)
    args = (str(SPEC_DIR / "pitch.pitch"), "-n", str(matches), "--seed", "7",
            "--max-hands", "4", "--engine", engine)
    one = simulate(*args, "--jobs", "1")
    assert one["matches"] == matches
    assert simulate(*args, "--jobs", "2") == one
    assert simulate(*args, "--dask", scheduler) == one
