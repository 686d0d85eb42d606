"""What card points make a point worth at most, from the engine's tables: the one
judgement of the most points of a deal (:func:`pitchspec.model.derived.most_points`)
reads them for ``points_bounded`` and for what one deal can move a score by
(:mod:`pitchspec.smt.encode.states`)."""

from __future__ import annotations

from pitchspec.engine import Tables
from pitchspec.model.derived import CardPointTops


def card_point_tops(tables: Tables) -> CardPointTops:
    """A turned card at half the best card's points; the trumps of the tricks at half
    of all the trumps' points (trump fixed on the first suit: every suit holds as many)."""
    table = tables.table(0)
    trumps = sum(tables.trump_card_points[c] for c in tables.deck if table.trump_mask >> c & 1)
    return CardPointTops(card=max(tables.card_points) // 2, trumps=trumps // 2)
