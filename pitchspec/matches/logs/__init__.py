"""The records of a match: what is written down about it, read back, replayed and shown.

Game logs: ``log`` (their public face and format), ``log_format`` (the lines, a match
become a log, writing it), ``log_read`` (reading, every line checked), ``chain`` (the
hashes that seal a log, the signature of who recorded it), ``recorder`` (a match being
played turned into log lines and the events a table shows), ``replay`` (a log's actions
played again on a fresh state and its results checked) and ``render`` (a match shown
as text for people watching, or as JSON).

Deal files, which fix the cards of a match and optionally its moves: ``deal_text`` (the
file's JSON as read, every value located), ``deals`` (the chance script: the cards
each seat is dealt, the kitty, widow and blinds, the stock in order),
``scripted_deal`` (a deal fitted to a table: the script and each seat's moves),
``deal_check`` (the fitting, every problem at once) and ``deal_file`` (reading a file
and compiling it).

This package sits on top: it plays matches through :mod:`pitchspec.engine.sim`'s
driver and reads moves with its agents' vocabulary, over
:mod:`pitchspec.engine.step` and :mod:`pitchspec.engine.game`. Nothing below imports it.
"""
