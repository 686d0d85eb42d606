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
