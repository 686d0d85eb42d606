"""Every example of the Python API's reference runs as written (issue 31).

The examples of docs/api.rst and of the docstrings it renders (the package's and
:mod:`pitchspec.api`'s) run with doctest as a user runs them: against an installed
copy of pitchspec, not this checkout's sources, in an empty folder. Where the tests
run on such an install (CI's ``pip install .``), that copy is used; where they run on
an editable one, a wheel of this checkout is built and put alone on the path.
"""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import pitchspec

from conftest import ROOT

REFERENCE = ROOT / "docs" / "api.rst"
MODULES = ["pitchspec", "pitchspec.api", "pitchspec.api.specs", "pitchspec.api.match",
           "pitchspec.api.simulation", "pitchspec.api.verification",
           "pitchspec.api.comparison", "pitchspec.api.site"]

SCRIPT = """
import doctest, importlib, sys
from pathlib import Path
import pitchspec
assert not Path(pitchspec.__file__).resolve().is_relative_to(Path(sys.argv[1])), \\
    pitchspec.__file__
flags = doctest.ELLIPSIS
done = doctest.testfile(sys.argv[2], module_relative=False, optionflags=flags)
print("api.rst", done.attempted, done.failed)
for name in sys.argv[3:]:
    done = doctest.testmod(importlib.import_module(name), optionflags=flags)
    print(name, done.attempted, done.failed)
"""


def _installed() -> dict[str, str]:
    """The environment in which ``import pitchspec`` is an installed copy: nothing to
    add where this one is installed; else a wheel of the checkout (pure Python: the
    examples are the same in either build) unpacked alone on the path."""
    if not Path(pitchspec.__file__).resolve().is_relative_to(ROOT):
        return {"PYTHONPATH": ""}
    return {"PYTHONPATH": str(_unpacked_wheel())}


_SITE: list[Path] = []


def _unpacked_wheel() -> Path:
    if not _SITE:
        import tempfile

        work = Path(tempfile.mkdtemp(prefix="pitchspec-api-wheel-"))
        env = {**os.environ, "PITCHSPEC_PURE": "1"}
        subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w",
                        str(work / "wheel"), str(ROOT)], check=True, capture_output=True,
                       env=env)
        (wheel,) = (work / "wheel").glob("pitchspec-*.whl")
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(work / "site")
        _SITE.append(work / "site")
    return _SITE[0]


def _git_status() -> str:
    done = subprocess.run(["git", "status", "--porcelain"], cwd=ROOT, capture_output=True,
                          text=True, check=False)
    return done.stdout if done.returncode == 0 else "(not a git checkout)"


@pytest.mark.slow
def test_every_example_of_the_reference_runs(tmp_path: Path) -> None:
    pytest.importorskip("sphinx", reason="the rulebook example needs the 'docs' extra")
    before = _git_status()
    work = tmp_path / "empty"
    work.mkdir()
    env = {**os.environ, **_installed(), "PITCHSPEC_CACHE": "off"}
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(ROOT), str(REFERENCE),
                           *MODULES], cwd=work, env=env, capture_output=True, text=True,
                          check=False, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    counts = {name: (int(tried), int(failed)) for name, tried, failed
              in (line.split() for line in done.stdout.splitlines())}
    assert counts["api.rst"][0] >= 20
    for module in ("api.rst", "pitchspec", "pitchspec.api.specs"):
        assert counts[module][0] > 0, done.stdout
    assert all(failed == 0 for _, failed in counts.values()), done.stdout
    assert sorted(p.name for p in work.iterdir()) == ["match.jsonl", "site", "to21.pitch"]
    assert _git_status() == before
