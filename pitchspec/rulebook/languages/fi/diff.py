"""Finnish one-sentence summaries of a point and a special bid, for the differences
from a parent; the walk is :mod:`pitchspec.rulebook.diff`."""

from __future__ import annotations

from pitchspec.rulebook.phrasing import Sentence

PHRASES: dict[str, Sentence] = {
    "point in a sentence": "{earns}: arvo {value}, saaja {receiver}",
    "special bid in a sentence":
        ("Sijoittuu: {place}, arvo {value}; tarjoajan on {requires}; jos hän onnistuu, hän "
         "{made}, jos ei, hän {set}"),
}
