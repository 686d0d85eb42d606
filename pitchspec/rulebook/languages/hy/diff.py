"""Armenian one-sentence summaries of a point and a special bid, for the differences
from a parent; the walk is :mod:`pitchspec.rulebook.diff`."""

from __future__ import annotations

from pitchspec.rulebook.phrasing import Sentence

PHRASES: dict[str, Sentence] = {
    "point in a sentence": "{earns}՝ արժեքը {value}, ստանում է {receiver}",
    "special bid in a sentence":
        ("Տեղը հայտերի մեջ՝ {place}, արժեքը՝ {value}, հայտատուն պետք է {requires}, եթե "
         "կատարի՝ {made}, եթե ոչ՝ {set}"),
}
