"""The batch kernel: many random matches in lockstep, vectorised with numpy.

The reference engine (:mod:`pitchspec.engine.step`) plays one action at a time and
supports every construct of the language. For Monte Carlo studies with random agents
this package plays B independent lanes at once: every lane deals, bids, plays a trick
and scores in the same numpy operations, using the same compiled tables (card ids,
effective suits, trick strengths, card points). When a lane's match ends its result
is recorded and the lane starts a new match.

Its parts, each owning one phase or construct and reading one compiled
:class:`~setup.Setup`: ``bits`` (hands as masks), ``setup`` (the per-variant arrays),
``deal``, ``misdeal`` (a hand called off), ``auction``, ``continuing`` (rounds after
the first), ``commercial`` (the sale), ``look`` (look-or-not, the kitty and the
widow), ``beg`` (the turned-up trump, begging and running the cards), ``partners``
(the called partner), ``subtrump``, ``exchange`` (the exchange steps) with ``picks`` (the
cards several players choose at once), ``play`` (all the tricks of a hand),
``plain_play`` (tricks with one suit led and one trump suit), ``tricks`` (one trick's
legal cards and winner, the tricks' record), ``follow`` (jokers and sub-trumps in a
trick), ``draw`` (from the stock after each
trick), ``during`` (points scored in play), ``scoring`` (the awards), ``settle``
(make or set and the match), ``ends`` and ``lanes`` (per-lane match measures),
``rows`` (sums and maxima across a lane's few columns), ``batch`` (the lanes' state
and the hand loop), ``trace`` (hands as the reference
engine's decisions) and ``supports`` (the constructs it cannot run; callers fall back
to the reference engine). ``Batch.trace_lanes`` records lanes' hands so tests can
replay them through the reference engine and require identical scores.
"""

from __future__ import annotations

from pitchspec.engine.kernel.batch import Batch
from pitchspec.engine.kernel.supports import refusal, supports
from pitchspec.engine.kernel.trace import HandTrace

__all__ = ["Batch", "HandTrace", "refusal", "supports"]
