"""The rulebook sites the build, browser, shown-deal and command tests read, each built
once per test session (shared by the pytest-xdist workers through a lock).

``built_site()`` runs ``pitchspec rulebook --docs docs --verify`` (Sphinx, warnings as
errors) in a subprocess, as a user would, with a data folder holding the comparisons
``pitchspec diff --results`` writes for a few catalogue variants; it generates the pages
in a temporary copy of ``docs/`` and writes the HTML into a temporary folder, so the
checkout is left as it was. ``user_site()`` builds a site for the user-style specs of
``tests/fixtures/rulebook/users`` (rules of play that differ from the parent,
discarding and drawing, jokers, partnerships) the same way, from a copy of that folder,
with their comparisons with their parents.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

import pytest

from conftest import ROOT

USERS = ROOT / "tests" / "fixtures" / "rulebook" / "users"
CATALOGUE_DIFFS = (("pitch", "reverse_pitch"), ("auction_pitch", "chicago_pitch"))
"""Catalogue pairs whose comparison the docs site shows (a child whose tricks go to the
lowest card, a child with one more point)."""
USER_DIFFS = (("auction_pitch", "low_auction"), ("oklahoma_ten_point", "strict_ten"),
              ("partnership_pitch", "team_fifteen"), ("juniper_pitch", "juniper_low"))


def checkout_status() -> str | None:
    """``git status`` of the checkout, ignored files included (None outside git)."""
    done = subprocess.run(["git", "status", "--porcelain", "--ignored"], cwd=ROOT,
                          capture_output=True, text=True, check=False)
    return done.stdout if done.returncode == 0 else None


STATUS: dict[str, str | None] = {}
"""The checkout's status just before and just after the docs build."""


def environment() -> dict[str, str]:
    """The builds and the commands the tests run share a verdict cache: CI's catalogue
    cache when there is one (``PITCHSPEC_CATALOGUE_CACHE``, as
    tests/verify/test_catalogue_verdicts.py), else one of this test run, so a page's
    ``pitchspec verify`` command reads back what the build solved (the suite otherwise
    turns the cache off)."""
    env = dict(os.environ)
    env["PITCHSPEC_CACHE"] = os.environ.get("PITCHSPEC_CATALOGUE_CACHE") or \
        str(_base() / f"{_run()}-cache")
    return env


def _run() -> str:
    return os.environ.get("PYTEST_XDIST_TESTRUNUID") or f"pid{os.getpid()}"


def _base() -> Path:
    base = Path(tempfile.gettempdir()) / "pitchspec-rulebook-tests"
    base.mkdir(exist_ok=True)
    return base


def pitchspec(*args: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pitchspec", *map(str, args)], cwd=cwd,
                          capture_output=True, text=True, timeout=900, check=False,
                          env=environment())


@contextmanager
def _shared(name: str) -> Iterator[tuple[Path, bool]]:
    """A folder every worker of this test run shares, locked while one builds in it;
    yields it and whether it is already built."""
    run, base = _run(), _base()
    for old in base.iterdir():  # runs that ended more than a day ago
        if old.is_dir() and not old.name.startswith(run) and \
                time.time() - old.stat().st_mtime > 86400:
            shutil.rmtree(old, ignore_errors=True)
    folder = base / f"{run}-{name}"
    folder.mkdir(exist_ok=True)
    with open(folder / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield folder, (folder / "done").is_file()
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _once(name: str, build: Callable[[Path], None]) -> Path:
    with _shared(name) as (folder, done):
        if not done:
            for stale in folder.iterdir():
                if stale.name != ".lock":
                    shutil.rmtree(stale, ignore_errors=True) if stale.is_dir() \
                        else stale.unlink()
            build(folder)
            (folder / "done").write_text("built\n", encoding="utf-8")
    return folder


def _diffs(pairs: tuple[tuple[str, str], ...], data: Path, cwd: Path,
           suffix: str = "") -> None:
    for parent, child in pairs:
        done = pitchspec("diff", parent, f"{child}{suffix}", "--results", data, cwd=cwd)
        assert done.returncode in (0, 1), done.stdout + done.stderr
        assert (data / f"{child}.diff.json").is_file(), done.stdout + done.stderr


@cache
def built_site() -> tuple[Path, float]:
    """The HTML folder of the docs site, built with verdicts and comparisons, and how
    long the build took (seconds)."""
    pytest.importorskip("sphinx", reason="the rulebook build needs the 'docs' extra (Sphinx)")
    start = time.monotonic()

    def build(folder: Path) -> None:
        (folder / "before.status").write_text(checkout_status() or "", encoding="utf-8")
        data = folder / "data"
        data.mkdir()
        _diffs(CATALOGUE_DIFFS, data, folder)
        # Run from the build's folder, not the checkout: ``python -m`` puts the working
        # folder first on sys.path, so in the checkout it would run the checkout's
        # sources (a pure-Python engine, and a code fingerprint unlike the installed
        # package's, so every verdict of CI's catalogue cache was solved again) instead
        # of the installed pitchspec the other commands run.
        done = pitchspec("rulebook", "--docs", ROOT / "docs", "--verify", "--data", data,
                         "--jobs", "2", "--out", folder / "html", cwd=folder)
        assert done.returncode == 0, f"rulebook build failed:\n{done.stdout}\n{done.stderr}"
        (folder / "after.status").write_text(checkout_status() or "", encoding="utf-8")

    folder = _once("docs", build)
    if checkout_status() is not None:
        for when in ("before", "after"):
            STATUS[when] = (folder / f"{when}.status").read_text(encoding="utf-8")
    return folder / "html", time.monotonic() - start


@cache
def user_site() -> tuple[Path, Path]:
    """The HTML folder of the site for the user-style specs, and the folder holding
    the specs (a copy of tests/fixtures/rulebook/users, where their commands run)."""
    pytest.importorskip("sphinx", reason="the rulebook build needs the 'docs' extra (Sphinx)")

    def build(folder: Path) -> None:
        specs = folder / "specs"
        shutil.copytree(USERS, specs)
        data = folder / "data"
        data.mkdir()
        _diffs(USER_DIFFS, data, specs, ".pitch")
        done = pitchspec("rulebook", *sorted(p.name for p in specs.glob("*.pitch")),
                         "--verify", "--data", data, "--jobs", "2", "--out",
                         folder / "html", cwd=specs)
        assert done.returncode == 0, f"rulebook build failed:\n{done.stdout}\n{done.stderr}"

    folder = _once("users", build)
    return folder / "html", folder / "specs"
