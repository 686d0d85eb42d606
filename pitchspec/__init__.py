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

``import pitchspec`` stays light: every public name is imported from its module when
first used (PEP 562), so importing a part of the package (``pitchspec.cli`` answering a
shell's TAB) loads neither the parser nor the checker, and the methods of
:mod:`pitchspec.api` load the engine, Z3 or Sphinx only when they are called.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pitchspec.api import Comparison, Match, Report, Spec, Verification, load, spec
    from pitchspec.diagnostics import Diagnostic, SpecError
    from pitchspec.model import Variant
    from pitchspec.pipeline import Result, check, load_all

__all__ = ["Comparison", "Diagnostic", "Match", "Report", "Result", "Spec", "SpecError",
           "Variant", "Verification", "check", "load", "load_all", "spec"]
__version__ = "0.1.0"

_API = ("Comparison", "Match", "Report", "Spec", "Verification", "load", "spec")
_HOMES = {"Diagnostic": "pitchspec.diagnostics", "SpecError": "pitchspec.diagnostics",
          "Variant": "pitchspec.model", "Result": "pitchspec.pipeline",
          "check": "pitchspec.pipeline", "load_all": "pitchspec.pipeline",
          **{name: "pitchspec.api" for name in _API}}
"""Where each public name lives. :mod:`pitchspec.api` is found by name rather than by an
import statement: it sits above every other module (its methods call the engine, the
verifier and the rulebook), some of which read this package's ``__version__``, so the
package may not import it back."""


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
