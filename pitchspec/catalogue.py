"""The bundled catalogue: the variant specs and their expected verdicts, as package data.

An installed wheel carries ``spec/*.pitch`` as ``pitchspec/catalogue/spec/`` and
``verify/expected.toml`` as ``pitchspec/catalogue/expected.toml``, read through
:mod:`importlib.resources`, so the catalogue is found from any folder. A source checkout
that was never built has no packaged copy; it reads the repository's ``spec/`` and
``verify/expected.toml`` instead, which are the files the wheel ships.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

_PACKAGED = "catalogue"
_REPOSITORY = Path(__file__).resolve().parent.parent
SUFFIX = ".pitch"


def _packaged(*parts: str) -> Path | None:
    found = resources.files("pitchspec").joinpath(_PACKAGED, *parts)
    return Path(str(found)) if found.is_file() or found.is_dir() else None


def spec_dir() -> Path:
    """The folder of the bundled variant specs."""
    return _packaged("spec") or _REPOSITORY / "spec"


def expected_file() -> Path:
    """The expected verdicts of the bundled variants (and of the broken-spec corpus)."""
    return _packaged("expected.toml") or _REPOSITORY / "verify" / "expected.toml"


def names() -> list[str]:
    """The bundled variants' names, sorted."""
    return sorted(p.stem for p in spec_dir().glob(f"*{SUFFIX}"))


def find(name: str) -> Path | None:
    """The bundled spec file of the variant ``name``, if the catalogue has one."""
    candidate = spec_dir() / f"{name}{SUFFIX}"
    return candidate if candidate.is_file() else None
