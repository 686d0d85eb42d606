"""One build of the rulebook site per test session, shared by the build and browser tests.

The build runs ``pitchspec rulebook`` (Sphinx, warnings as errors) in a subprocess, as
a user would; it writes the generated pages into ``docs/`` (git-ignored) and the HTML
into a temporary folder.
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


@cache
def built_site() -> tuple[Path, float]:
    """The HTML folder of a fresh build, and how long the build took (seconds)."""
    pytest.importorskip("sphinx", reason="the rulebook build needs the 'docs' extra (Sphinx)")
    out = Path(tempfile.mkdtemp(prefix="pitchspec-site-"))
    atexit.register(shutil.rmtree, out, ignore_errors=True)
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "pitchspec", "rulebook", "--docs", str(ROOT / "docs"),
         "--out", str(out / "html")],
        cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, f"rulebook build failed:\n{done.stdout}\n{done.stderr}"
    return out / "html", time.monotonic() - start
