"""What a claim's UNKNOWN says: which of its words made the question costly, and how
to state the claim more narrowly so that the verifier decides it.

The cost of a claim follows what the solver must place to answer it. Counting tricks
(``tricks of bidder``) asks who takes every trick: every card of every trick, in the
hand model. Naming the match (``bidder wins``, ``score of bidder``) asks over every
score a match can reach before the deal. Points (``points of bidder``, ``point
awarded``) ask only where each point card lies and which side takes it. A claim that
names one bid, one point and no ``or`` is the narrowest question of its kind.
"""

from __future__ import annotations

from collections.abc import Iterator

from pitchspec import model as m

TRICKS = frozenset({m.Quantity.TRICKS_PER_DEAL, m.Quantity.TRICKS_OF_BIDDER,
                    m.Quantity.TRICKS_OF_OTHERS, m.Quantity.TRICKS_OF_DEALER,
                    m.Quantity.TRICKS_OF_SIDE})
"""Quantities that count tricks: the hand model places every card of every trick."""

MATCH_QUANTITIES = frozenset({m.Quantity.SCORE_OF_BIDDER, m.Quantity.LOWEST_SCORE,
                              m.Quantity.WINNERS_PER_DEAL})
MATCH_EVENTS = frozenset({m.EventKind.BIDDER_WINS, m.EventKind.MATCH_WON,
                          m.EventKind.MATCH_WON_BY})
"""Words about the match: they range over every score a match reaches before the deal."""

NAMING_A_BID = frozenset({m.EventKind.BID, m.EventKind.MAKES_BID})


def terms(condition: m.ClaimCondition) -> Iterator[m.Compare | m.Event]:
    """The claim's comparisons and events, in the order written."""
    match condition:
        case m.Junction(parts=parts):
            for part in parts:
                yield from terms(part)
        case m.Negation(part=part):
            yield from terms(part)
        case _:
            yield condition


def has_or(condition: m.ClaimCondition) -> bool:
    match condition:
        case m.Junction(all=every, parts=parts):
            return not every or any(has_or(p) for p in parts)
        case m.Negation(part=part):
            return has_or(part)
        case _:
            return False


def _quantities(term: m.Compare | m.Event) -> list[m.Quantity]:
    if isinstance(term, m.Event):
        return []
    return [a.quantity for a in (term.left, term.right) if a.quantity is not None]


def costly(claim: m.Claim) -> tuple[str, list[str]]:
    """What made the claim costly, and the words of the claim that ask it."""
    found = list(terms(claim.condition))
    tricks = sorted({q.value for t in found for q in _quantities(t) if q in TRICKS})
    if tricks:
        return "who takes every trick (the hand model places every card of every trick)", \
            tricks
    match = sorted({q.value for t in found for q in _quantities(t) if q in MATCH_QUANTITIES}
                   | {t.kind.value for t in found
                      if isinstance(t, m.Event) and t.kind in MATCH_EVENTS})
    if match:
        return "every score a match can reach before the deal", match
    return "where each point card lies and which side takes it", \
        sorted({q.value for t in found for q in _quantities(t)}
               | {t.kind.value for t in found if isinstance(t, m.Event)})


def narrower(claim: m.Claim, variant: m.Variant) -> list[str]:
    """Ways to state the claim more narrowly, each one the verifier decides sooner."""
    found = list(terms(claim.condition))
    ways = []
    named_bid = any(isinstance(t, m.Event) and t.kind in NAMING_A_BID and t.bid
                    for t in found)
    if variant.bidding is not None and not named_bid:
        level = variant.bidding.minimum
        ways.append(f"name one bid (`... and makes bid {level}`), one claim for each bid")
    if has_or(claim.condition):
        ways.append("split each `or` into claims of its own")
    ranged = [t for t in found if isinstance(t, m.Compare) and t.op is not m.Comparison.EQ
              and any(q in TRICKS for q in _quantities(t))]
    if ranged:
        ways.append("compare the tricks with one number (`tricks of bidder = 0`) rather "
                    "than a range, or say it of points (`points of bidder`) if that is "
                    "what is meant")
    if any(isinstance(t, m.Event) and t.kind in MATCH_EVENTS for t in found):
        ways.append("say it of the deal (`bid set`, `points of bidder`) rather than of the "
                    "match")
    return ways or ["give it a larger budget (`pitchspec verify --budget 4`)"]


def advice(claim: m.Claim, variant: m.Variant) -> str:
    """The sentence an UNKNOWN claim's verdict ends with."""
    what, words = costly(claim)
    said = ", ".join(f"`{w}`" for w in words)
    return f"the costly part: {what}, asked by {said}; to decide it, state it more " \
        f"narrowly: " + "; or ".join(narrower(claim, variant))
