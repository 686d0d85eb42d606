"""The encoding: one hand of a variant as z3 terms, a line-by-line mirror of the engine.

The bottom of the verifier; it imports nothing else of :mod:`pitchspec.smt`. The door
to z3 (``terms``, with its engines, budgets and runs in ``solver``), the verdicts and
the PS5xx codes (``verdicts``), the facts of a hand both models share (``facts``), the
match scores a deal may start from (``states``, ``maxima``); the mirror of the engine's
phases (``during``, ``exchange``, ``scoring``, ``settle``); the outcome model they make
(``encode``) and what a property is stated on (``context``); the hand model with the
tricks spelled out (``hand``), one symbolic trick (``trick``) and the deck's card
counts (``deck``).
"""
