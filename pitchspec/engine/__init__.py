"""The reference engine: plays any variant the language can state, one action at a time.

Its parts, bottom to top (each imports only those below it):

- :mod:`~pitchspec.engine.core`: the match state as data. Card tables compiled once per
  variant (``tables``), the action numbering (``actions``), the rules compiled for a
  table (``rules``), the records of a hand (``records``) and the state itself (``state``).
- :mod:`~pitchspec.engine.phases`: one module per phase of a hand, each moving the state
  on: ``deal``, ``procedures``, ``beg``, ``auction``, ``trump``, ``exchange``,
  ``play_rules`` and ``play``, ``scoring``, ``settle``.
- :mod:`~pitchspec.engine.step`: the OpenSpiel-style state, dispatching each action to
  its phase; :mod:`~pitchspec.engine.game`: the game object that makes new states.

Above the engine sit the records of a match (``log``, ``replay``, ``render``, ``deals``,
``deal_file``, ``deal_check``) and simulation (``observation``, ``agents``, ``human``,
``driver``, ``batch``, ``stats``).
"""
