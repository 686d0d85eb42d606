"""pitchspec: a rules language, interpreter and verifier for the All Fours / Pitch family.

Load a variant by its name in the bundled catalogue or from a spec file, then play,
simulate, verify, compare and publish it (the API reference: docs/api.rst):

>>> import pitchspec
>>> auction = pitchspec.spec("auction_pitch")
>>> [p.name for p in auction.variant.points]
['high', 'low', 'jack', 'game']
>>> auction.play(seed=1).winners
(2,)
>>> pitchspec.load("auction_pitch").winning.target
11

``import pitchspec`` stays light: the names of :mod:`pitchspec.api` (``load``, ``spec``,
``Spec`` and the result classes) are imported when first used, and each of their
methods loads the engine, Z3 or Sphinx only when it is called.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from pitchspec.diagnostics import Diagnostic, SpecError
from pitchspec.model import Variant
from pitchspec.pipeline import Result, check, load_all

if TYPE_CHECKING:
    from pitchspec.api import Comparison, Match, Report, Spec, Verification, load, spec

_API = ("Comparison", "Match", "Report", "Spec", "Verification", "load", "spec")
"""The names :mod:`pitchspec.api` lends this package, found when first asked for (PEP
562) by name rather than by an import statement: :mod:`pitchspec.api` sits above every
other module (its methods call the engine, the verifier and the rulebook), some of
which read this package's ``__version__``, so the package may not import it back."""

__all__ = ["Comparison", "Diagnostic", "Match", "Report", "Result", "Spec", "SpecError",
           "Variant", "Verification", "check", "load", "load_all", "spec"]
__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    if name not in _API:
        raise AttributeError(f"module 'pitchspec' has no attribute {name!r}")
    value = getattr(importlib.import_module("pitchspec.api"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_API})
