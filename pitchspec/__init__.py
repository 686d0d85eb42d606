"""pitchspec: a rules language, interpreter and verifier for the All Fours / Pitch family.

>>> from pitchspec import load
>>> variant = load("spec/auction_pitch.pitch")
>>> [p.name for p in variant.points]
['high', 'low', 'jack', 'game']
"""

from pitchspec.diagnostics import Diagnostic, SpecError
from pitchspec.model import Variant
from pitchspec.pipeline import Result, check, load, load_all

__all__ = ["Diagnostic", "Result", "SpecError", "Variant", "check", "load", "load_all"]
__version__ = "0.1.0"
