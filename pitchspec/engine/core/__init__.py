"""The match state as data, the tables compiled from the rules that it reads, and the
tally of many matches that both engines fill (``tally``). It imports no other part of
the engine."""
