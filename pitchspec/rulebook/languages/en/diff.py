"""English one-sentence summaries of a point and a special bid, for the differences
from a parent; the walk is :mod:`pitchspec.rulebook.diff`."""

from __future__ import annotations

from pitchspec.rulebook.phrasing import Sentence

PHRASES: dict[str, Sentence] = {
    "point in a sentence": "{earns}, worth {value}, to {receiver}",
    "special bid in a sentence":
        ("Ranks as {place}, worth {value}: the bidder must {requires}; if he does he {made}, "
         "if not he {set}"),
}
