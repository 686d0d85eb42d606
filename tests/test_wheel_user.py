"""As a new user does: build the wheel, put only it on the path, and work in an empty
folder. The catalogue must come from the wheel, not from this checkout, and nothing in
the checkout may change.

The user's variant is a house Auction Pitch (V03, source 000) made with `pitchspec new`.
"""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from conftest import ROOT


def _git_status() -> str:
    done = subprocess.run(["git", "status", "--porcelain"], cwd=ROOT, capture_output=True,
                          text=True, check=False)
    return done.stdout if done.returncode == 0 else "(not a git checkout)"


@pytest.fixture(scope="module")
def unpacked(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from this checkout, unpacked into a folder of its own."""
    wheels = tmp_path_factory.mktemp("wheels")
    # Pure Python: the package data are the same in the compiled wheel (hatch_build.py
    # only adds the engine's extension modules), which CI installs and tests everywhere
    # else; compiling it again here would cost a minute and a half.
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w",
                    str(wheels), str(ROOT)], check=True, capture_output=True,
                   env={**os.environ, "PITCHSPEC_PURE": "1"})
    (wheel,) = wheels.glob("pitchspec-*.whl")
    site = tmp_path_factory.mktemp("site")
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site)
    return site


def _user(site: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(site), "COLUMNS": "200"}
    return subprocess.run([sys.executable, *args], cwd=cwd, env=env, capture_output=True,
                          text=True, check=False, timeout=600)


def _pitchspec(site: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return _user(site, cwd, "-c", "from pitchspec.cli import main; main()", *args)


@pytest.mark.slow
def test_the_installed_wheel_serves_its_users_own_variants(unpacked: Path,
                                                           tmp_path: Path) -> None:
    before = _git_status()
    work = tmp_path / "my_table"
    work.mkdir()
    where = _user(unpacked, work, "-c", "import pitchspec, pitchspec.catalogue as c; "
                  "print(pitchspec.__file__); print(c.spec_dir()); print(c.expected_file())")
    package, spec_dir, expected = where.stdout.split()
    assert Path(package).is_relative_to(unpacked), where.stdout
    assert Path(spec_dir) == unpacked / "pitchspec" / "catalogue" / "spec"
    assert Path(expected) == unpacked / "pitchspec" / "catalogue" / "expected.toml"
    assert (unpacked / "pitchspec" / "editors" / "pitch.tmLanguage.json").is_file()

    listed = _pitchspec(unpacked, work, "list")
    assert listed.returncode == 0 and "46 variants" in listed.stdout, listed.stderr
    made = _pitchspec(unpacked, work, "new", "my_pitch", "--extends", "auction_pitch")
    assert made.returncode == 0, made.stderr
    assert "wrote my_pitch.pitch" in made.stdout
    checked = _pitchspec(unpacked, work, "check", "my_pitch.pitch")
    assert checked.returncode == 0 and "1 clean" in checked.stdout, checked.stdout
    played = _pitchspec(unpacked, work, "play", "my_pitch.pitch", "--seed", "1")
    assert played.returncode == 0 and "winner:" in played.stdout, played.stderr
    simulated = _pitchspec(unpacked, work, "simulate", "my_pitch.pitch", "-n", "5")
    assert simulated.returncode == 0 and "hands per match" in simulated.stdout
    verified = _pitchspec(unpacked, work, "verify", "my_pitch.pitch", "-p", "bids_makeable")
    assert verified.returncode == 0 and "1 proved" in verified.stdout, verified.stdout
    bundled = _pitchspec(unpacked, work, "verify", "campbell_ten_point", "-p",
                         "deck_sufficient")
    assert bundled.returncode == 0 and "0 not as expected" in bundled.stdout

    assert sorted(p.name for p in work.iterdir()) == ["my_pitch.pitch"]
    assert _git_status() == before
