"""Matches: players seated at a game, matches played out, counted, and recorded.

Above both the engine (:mod:`pitchspec.engine`, the game and what a seat sees) and the
players (:mod:`pitchspec.agents`, who decide from that), as OpenSpiel's algorithms sit
above its games and bots; neither imports anything here (tests/test_imports.py).

``driver`` (one match: chance from a seeded generator or a fixed deal, decisions from
the seats' players), ``stats`` (many seeded matches between chosen players, spread over
jobs, counted into the engine's :class:`~pitchspec.engine.Tally`; the batch kernel,
:mod:`pitchspec.engine.kernel`, counts into the same tally when a simulation asks for
it) and ``report`` (the tally as JSON data and as tables, rates with their intervals).
:mod:`~pitchspec.matches.logs` keeps a match's records: game logs, their replay, and
deal files.
"""
