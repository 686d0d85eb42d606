"""The verifier: a variant's properties proved or refuted with Z3, every verdict backed
by a real hand the engine plays; and two variants compared deal by deal.

This module is its front door: the command line, the API, the rulebook and the
language server import what they use from here (tests/test_imports.py keeps it so).
Its parts, bottom to top (each imports only those below it):

- :mod:`~pitchspec.smt.encode`: one hand of a variant as z3 terms, a line-by-line
  mirror of the engine's phases. The door to z3 (``terms``, ``solver``), the verdicts
  and the PS5xx codes (``verdicts``), the facts of a hand (``facts``), the scores a
  deal may start from (``states``, ``maxima``), the mirror (``during``, ``exchange``,
  ``scoring``, ``settle``), the outcome model (``encode``, ``context``), the hand model
  with the tricks spelled out (``hand``), one trick (``trick``) and the deck (``deck``).
- :mod:`~pitchspec.smt.witness`: real hands. A model decoded and re-scored by the
  engine (``decode``), replayed (``replay``), read in the engine's terms
  (``engine_view``, ``claims_played``), told (``examples``), played out (``realise``,
  ``deckplay``); and the falsifier's whole matches, played before any solving
  (``matches``, ``falsify``, ``paths``, ``steer``).
- :mod:`~pitchspec.smt.prove`: properties and claims as obligations (``properties``,
  ``claims``), cheaper models and score bounds (``coarse``, ``inductive``), one
  question asked (``asking``), shown by play (``strong``, ``anchor``), all run for a
  variant (``solve``) and remembered between runs (``cache``).
- :mod:`~pitchspec.smt.diff`: where two variants differ in play (``diffpair``,
  ``diffsettle``, ``diffplay``, ``diff``).

A verdict's trip: :func:`verify_variant` (prove.solve) turns each property into
obligations on a context (encode.context), plays matches first (witness.falsify), asks
the solver (prove.asking, encode.terms), and turns a model into a hand the engine
replays (witness.decode, witness.realise). Reading the catalogue, the expectations
files and the parallel runs are the command's (:mod:`pitchspec.cli.verify_run`).
"""

from __future__ import annotations

from pitchspec.smt.diff.diff import DIFFER as DIFFER
from pitchspec.smt.diff.diff import EQUIVALENT as EQUIVALENT
from pitchspec.smt.diff.diff import INCOMPARABLE as INCOMPARABLE
from pitchspec.smt.diff.diff import DiffResult as DiffResult
from pitchspec.smt.diff.diff import comparable as comparable
from pitchspec.smt.diff.diff import diff_variants as diff_variants
from pitchspec.smt.diff.diffplay import differences as settled_differences
from pitchspec.smt.diff.diffplay import for_variant as deal_for_variant
from pitchspec.smt.encode.verdicts import Proof as Proof
from pitchspec.smt.encode.verdicts import Verdict as Verdict
from pitchspec.smt.prove.cache import cache_dir as cache_dir
from pitchspec.smt.prove.cache import keys as verdict_keys
from pitchspec.smt.prove.cache import recall as recall
from pitchspec.smt.prove.cache import remember as remember
from pitchspec.smt.prove.solve import ALL_CLAIMS as ALL_CLAIMS
from pitchspec.smt.prove.solve import CLAIMS as CLAIMS
from pitchspec.smt.prove.solve import PROPERTIES as PROPERTIES
from pitchspec.smt.prove.solve import expand_names as expand_names
from pitchspec.smt.prove.solve import is_claim as is_claim
from pitchspec.smt.prove.solve import unknown_names as unknown_names
from pitchspec.smt.prove.solve import verify_variant as verify_variant

__all__ = [
    "ALL_CLAIMS", "CLAIMS", "DIFFER", "EQUIVALENT", "INCOMPARABLE", "PROPERTIES",
    "DiffResult", "Proof", "Verdict", "cache_dir", "comparable", "deal_for_variant",
    "diff_variants",
    "expand_names", "is_claim", "recall", "remember", "settled_differences",
    "unknown_names", "verdict_keys", "verify_variant",
]
