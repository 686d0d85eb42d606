"""Proving: properties as obligations, and each obligation decided with a real hand.

Above :mod:`~pitchspec.smt.encode` and :mod:`~pitchspec.smt.witness`. The built-in
properties (``properties``) and an author's claims (``claims``) as obligations; the
coarser models tried first (``coarse``) and the score bounds every real match keeps
(``inductive``); one question asked of the solver (``asking``), a made bid shown
before any solving (``strong``), a verdict anchored in played matches (``anchor``),
one obligation decided with a real hand behind it (``obligation``); ``solve`` runs
them all for a variant (:func:`~pitchspec.smt.prove.solve.verify_variant`) at each
table the rules allow, ``tables`` making one verdict of each property's tables, and
``cache`` remembers its verdicts between runs.
"""
