"""The words of authors' claims: the ``properties`` section and its claim
vocabulary.
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.phrases import const
from pitchspec.vocabulary.section import F, S, Section

# ------------------------------------------------------------------------- properties


def _event(kind: m.EventKind, hole: str = "") -> object:
    """A claim event; its one hole, if any, names a bid or a point."""
    if not hole:
        return const(event=kind)
    return lambda value: {"event": kind, hole: str(value)}


def _of_side(what: m.Quantity | m.EventKind) -> object:
    """A quantity or event of the side numbered in its one hole (from 1)."""
    key = "quantity" if isinstance(what, m.Quantity) else "event"
    return lambda value: {key: what, "side": int(value)}


CLAIM_TERMS = (
    F("points per deal", const(quantity=m.Quantity.POINTS_PER_DEAL)),
    F("points of bidder", const(quantity=m.Quantity.POINTS_OF_BIDDER)),
    F("points of others", const(quantity=m.Quantity.POINTS_OF_OTHERS)),
    F("winners per deal", const(quantity=m.Quantity.WINNERS_PER_DEAL)),
    F("score of bidder", const(quantity=m.Quantity.SCORE_OF_BIDDER)),
    F("lowest score", const(quantity=m.Quantity.LOWEST_SCORE)),
    F("gain of bidder", const(quantity=m.Quantity.GAIN_OF_BIDDER)),
    F("loss of bidder", const(quantity=m.Quantity.LOSS_OF_BIDDER)),
    F("gain of others", const(quantity=m.Quantity.GAIN_OF_OTHERS)),
    F("bid level", const(quantity=m.Quantity.BID_LEVEL)),
    F("points of dealer", const(quantity=m.Quantity.POINTS_OF_DEALER)),
    F("points of side {nat}", _of_side(m.Quantity.POINTS_OF_SIDE)),
    F("tricks per deal", const(quantity=m.Quantity.TRICKS_PER_DEAL)),
    F("tricks of bidder", const(quantity=m.Quantity.TRICKS_OF_BIDDER)),
    F("tricks of others", const(quantity=m.Quantity.TRICKS_OF_OTHERS)),
    F("tricks of dealer", const(quantity=m.Quantity.TRICKS_OF_DEALER)),
    F("tricks of side {nat}", _of_side(m.Quantity.TRICKS_OF_SIDE)),
    F("bid made", _event(m.EventKind.BID_MADE)),
    F("bid set", _event(m.EventKind.BID_SET)),
    F("bid {nat}", _event(m.EventKind.BID, "bid")),
    F("bid {name}", _event(m.EventKind.BID, "bid")),
    F("makes bid {nat}", _event(m.EventKind.MAKES_BID, "bid")),
    F("makes bid {name}", _event(m.EventKind.MAKES_BID, "bid")),
    F("bidder wins", _event(m.EventKind.BIDDER_WINS)),
    F("match won", _event(m.EventKind.MATCH_WON)),
    F("match won by side {nat}", _of_side(m.EventKind.MATCH_WON_BY)),
    F("point {name} awarded", _event(m.EventKind.POINT_AWARDED, "point")),
    F("point {name} to bidder", _event(m.EventKind.POINT_TO_BIDDER, "point")),
)
"""The words of a claim: quantities (compared with numbers or each other) and events
(combined with and, or, not). Their meanings are in :mod:`pitchspec.meanings.claims`."""

PROPERTIES = Section(
    "properties",
    "The author's claims about every deal, verified with the built-in properties.",
    (
        S("claim", "A claim about one deal and its settlement: it holds for every deal, "
          "for some deal, or for no deal.", *CLAIM_TERMS, named=True, claim=True,
          example='claim "at most 4 points a deal": points per deal <= 4'),
    ),
)
