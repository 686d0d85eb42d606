"""Russian one-sentence summaries of a point and a special bid, for the differences
from a parent; the walk is :mod:`pitchspec.rulebook.diff`."""

from __future__ import annotations

from pitchspec.rulebook.phrasing import Sentence

PHRASES: dict[str, Sentence] = {
    "point in a sentence": "{earns}: стоимость {value}, получает {receiver}",
    "special bid in a sentence":
        ("Место среди ставок: {place}, стоимость {value}; ставящий должен {requires}; если "
         "выполнит — {made}, если нет — {set}"),
}
