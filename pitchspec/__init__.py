"""pitchspec: a rules language, interpreter and verifier for the All Fours / Pitch family.

>>> from pitchspec import load
>>> variant = load("spec/auction_pitch.pitch")
>>> [p.name for p in variant.points]
['high', 'low', 'jack', 'game']

The names below are loaded when first used, so that importing a part of the package
(``pitchspec.cli`` answering a shell's TAB) does not load the parser and the checker.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pitchspec.diagnostics import Diagnostic, SpecError
    from pitchspec.model import Variant
    from pitchspec.pipeline import Result, check, load, load_all

__all__ = ["Diagnostic", "Result", "SpecError", "Variant", "check", "load", "load_all"]
__version__ = "0.1.0"

_HOMES = {"Diagnostic": "pitchspec.diagnostics", "SpecError": "pitchspec.diagnostics",
          "Variant": "pitchspec.model", "Result": "pitchspec.pipeline",
          "check": "pitchspec.pipeline", "load": "pitchspec.pipeline",
          "load_all": "pitchspec.pipeline"}


def __getattr__(name: str) -> object:
    """A public name, imported from its module on first use (PEP 562)."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'pitchspec' has no attribute {name!r}")
    value = getattr(import_module(home), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
