"""pitchspec as a library: the commands' work, called from Python.

:func:`spec` reads a spec file or a bundled variant's name as a :class:`Spec`, whose
methods do what the commands do, with the same defaults: :meth:`Spec.play` (a match
between heuristic players), :meth:`Spec.simulate` (many, with statistics),
:meth:`Spec.verify` (the properties, with Z3), :meth:`Spec.diff` (a deal two variants
settle differently) and :meth:`Spec.rulebook` (a Sphinx site). Each returns a plain
result object (:class:`Match`, :class:`Report`, :class:`Verification`,
:class:`Comparison`) holding what the command prints, as text and as the JSON data of
its ``--format json``. :func:`load` gives the variant's rules alone.

Everything here is also ``pitchspec.NAME``. Importing it loads no engine, solver or
Sphinx: each method loads what it needs when it is called.
"""

from __future__ import annotations

from pitchspec.api.comparison import Comparison
from pitchspec.api.match import Match
from pitchspec.api.simulation import Report
from pitchspec.api.specs import Spec, load, spec
from pitchspec.api.verification import Verification

__all__ = ["Comparison", "Match", "Report", "Spec", "Verification", "load", "spec"]
