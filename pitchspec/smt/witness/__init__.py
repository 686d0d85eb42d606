"""Real hands behind a verdict: models read back as cards, and matches the engine plays.

Above :mod:`~pitchspec.smt.encode`. A z3 model decoded into a hand and re-scored by
the engine at once (``decode``), replayed from the deal to the settlement (``replay``),
each property's condition read on it in the engine's own terms (``engine_view``,
``claims_played``), told as a counterexample or witness (``examples``), or played out
(``realise``, ``deckplay``). And before any solving, the falsifier: whole matches played
and judged deal by deal (``matches``, ``falsify``), where they stood before each deal
(``paths``) and a match steered to the scores a deal needs (``steer``).
"""
