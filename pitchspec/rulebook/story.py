"""A counterexample told as a short story: the score, the cards, the bids, the points.

>>> from pitchspec.rulebook.results import Counterexample
>>> tell(Counterexample(dealer="North", trump="spades", hands=(("East", ("AS", "2S")),)))
['North deals.', 'East holds A♠ 2♠.', 'Spades are trumps.']
"""

from __future__ import annotations

from collections.abc import Sequence

from pitchspec.cards import parse_card
from pitchspec.rulebook import words as w
from pitchspec.rulebook.results import Counterexample

_SUIT_SIGNS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def tell(cx: Counterexample) -> list[str]:
    """The counterexample as sentences, in the order the deal happens."""
    out = []
    if cx.scores_before:
        out.append(f"The scores stand at {_scores(cx.scores_before)}.")
    if cx.dealer:
        out.append(f"{cx.dealer} deals.")
    out += [f"{who} holds {' '.join(map(card, cards))}." for who, cards in cx.hands]
    if cx.trump:
        out.append(f"{w.capital(cx.trump)} are trumps.")
    if cx.bids:
        out.append(w.capital(w.joined(_bid(who, bid) for who, bid in cx.bids)) + ".")
    if cx.awards:
        out.append(w.capital(w.joined(f"{point} goes to {side}" for point, side in cx.awards))
                   + ".")
    if cx.scores_after:
        out.append(f"The scores are now {_scores(cx.scores_after)}.")
    if cx.outcome:
        out.append(w.capital(cx.outcome.rstrip(".")) + ".")
    return out


def card(text: str) -> str:
    """A compact card ("10H") with its suit sign ("10♥"); other text unchanged."""
    found = parse_card(text)
    if found is None or found.suit is None:
        return text
    return text[:-1] + _SUIT_SIGNS[text[-1].upper()]


def _bid(who: str, bid: str) -> str:
    return f"{who} passes" if bid == "pass" else f"{who} bids {bid}"


def _scores(scores: Sequence[tuple[str, int]]) -> str:
    return w.joined(f"{side} {score}" for side, score in scores)
