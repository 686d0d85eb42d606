"""The reference engine: plays any variant the language can state, one action at a time.

Its parts, bottom to top (each imports only those below it):

- :mod:`~pitchspec.engine.core`: the match state as data. Card tables compiled once per
  variant (``tables``), the action numbering (``actions``), the rules compiled for a
  table (``rules``), the records of a hand (``records``), the state itself (``state``)
  and the tally of many matches that both engines fill (``tally``).
- :mod:`~pitchspec.engine.phases`: one module per phase of a hand, each moving the state
  on: ``deal``, ``procedures``, ``beg``, ``auction``, ``trump``, ``exchange``,
  ``play_rules`` and ``play``, ``scoring``, ``settle``.
- :mod:`~pitchspec.engine.step`: the OpenSpiel-style state, dispatching each action to
  its phase; :mod:`~pitchspec.engine.game`: the game object that makes new states.
- :mod:`~pitchspec.engine.sim`: simulation, above step and game. Who decides for a seat
  (``observation``, ``agents``, ``human``), a match played out (``driver``), many
  seeded matches (``stats``) and what they add up to, reported (``report``).
- :mod:`~pitchspec.matches.logs`: the records of a match, above sim (a match is
  recorded as sim's driver plays it). Game logs (``log``, ``log_format``, ``log_read``,
  ``chain``, ``recorder``, ``replay``), a match shown (``render``), and deal files
  that fix its cards and moves (``deal_text``, ``deals``, ``scripted_deal``,
  ``deal_check``, ``deal_file``).

Beside them, :mod:`~pitchspec.engine.kernel` plays many random matches in lockstep with
numpy from the same compiled tables (it imports ``core`` and one rule of ``phases``,
the value of a turned card); ``sim.stats`` runs it when asked. Nothing below step
imports step, sim or logs; nothing in sim imports logs (tests/test_imports.py).

A wheel built by ``pip install .`` has the match state and the phases a plain hand
runs through compiled to C by mypyc (``hatch_build.py`` at the project's root lists
them); an editable install, or a machine without a C compiler, runs them as Python.
Both play the same: the tests run on the installed build, and on a compiled one they
check its records against the Python sources' (tests/engine/test_mypyc_build.py).
"""

from __future__ import annotations

from importlib.machinery import EXTENSION_SUFFIXES
from importlib.util import find_spec


def compiled() -> bool:
    """Whether this install runs the engine's hot path compiled (mypyc), not as Python."""
    spec = find_spec("pitchspec.engine.step")
    origin = spec.origin if spec is not None else None
    return origin is not None and origin.endswith(tuple(EXTENSION_SUFFIXES))


def build() -> str:
    """The engine's build, in words: 'compiled (mypyc)' or 'pure Python'."""
    return "compiled (mypyc)" if compiled() else "pure Python"


__all__ = ["build", "compiled"]
