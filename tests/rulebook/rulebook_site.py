"""One build of the rulebook site per test session, shared by the build and browser tests.

The build runs ``pitchspec rulebook --docs docs`` (Sphinx, warnings as errors) in a
subprocess, as a user would; it generates the pages in a temporary copy of ``docs/``
and writes the HTML into a temporary folder, so the checkout is left as it was.
"""

from __future__ import annotations

import atexit
import shutil
import subprocess
import sys
import tempfile
import time
from functools import cache
from pathlib import Path

import pytest

from conftest import ROOT


def checkout_status() -> str | None:
    """``git status`` of the checkout, ignored files included (None outside git)."""
    done = subprocess.run(["git", "status", "--porcelain", "--ignored"], cwd=ROOT,
                          capture_output=True, text=True, check=False)
    return done.stdout if done.returncode == 0 else None


STATUS: dict[str, str | None] = {}
"""The checkout's status just before and just after the build."""


@cache
def built_site() -> tuple[Path, float]:
    """The HTML folder of a fresh build, and how long the build took (seconds)."""
    pytest.importorskip("sphinx", reason="the rulebook build needs the 'docs' extra (Sphinx)")
    STATUS["before"] = checkout_status()
    out = Path(tempfile.mkdtemp(prefix="pitchspec-site-"))
    atexit.register(shutil.rmtree, out, ignore_errors=True)
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "pitchspec", "rulebook", "--docs", str(ROOT / "docs"),
         "--out", str(out / "html")],
        cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, f"rulebook build failed:\n{done.stdout}\n{done.stderr}"
    STATUS["after"] = checkout_status()
    return out / "html", time.monotonic() - start
