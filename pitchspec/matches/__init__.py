"""Simulation: who decides for each seat, matches played out, and what they add up to.

``observation`` (what one seat may see: its own cards, the bids, the cards played, the
scores), ``agents`` (players that decide from that alone, and the names of the moves),
``human`` (a person at the terminal picking from numbered moves), ``driver`` (one match:
chance from a seeded generator or a fixed deal, decisions from the seats' agents),
``stats`` (many seeded matches between chosen players, spread over jobs, counted into
:mod:`pitchspec.engine.core.tally`) and ``report`` (the tally as JSON data and as
tables, rates with their intervals).

It sits above :mod:`pitchspec.engine.step` and :mod:`pitchspec.engine.game`, and
imports nothing of :mod:`pitchspec.matches.logs`, which is above it. The batch kernel
(:mod:`pitchspec.engine.kernel`) counts into the same tally; ``stats`` runs the kernel
when a simulation asks for it.
"""
