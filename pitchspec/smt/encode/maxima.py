"""The most points the rules list for one deal, point by point: what
``points_bounded`` holds a deal to, and what one deal can move a score by at most
(:mod:`pitchspec.smt.encode.states`)."""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.engine import Tables
from pitchspec.model.derived import stated_top


def stated_maximum(variant: m.Variant, tables: Tables, sides: int) -> int:
    """The most points the rules list for one deal: each point at its top value once
    (a turned card at its best value, trick trumps at all the trumps' card points), the
    beg's gift to each side that receives it, and a commercial sale at the top bid."""
    total = sum(point_top(variant, tables, p) for p in variant.points)
    beg = variant.trump.beg
    if beg is not None and beg.gift:
        total += beg.gift * (1 if beg.gift_to is m.GiftTo.ELDER else sides - 1)
    b = variant.bidding
    if b.form is m.AuctionForm.COMMERCIAL or b.commercial is not None:
        total += max([b.maximum, *(int(s.level) for s in b.special)])
    return total


def point_top(variant: m.Variant, tables: Tables, p: m.PointRule) -> int:
    """One point's top value: a turned card at its best, trick trumps at all the
    trumps' card points (halved), a hanged card at its hanged value."""
    halves = max(tables.card_points) // 2
    if p.kind is m.PointKind.TURN_UP:
        values = [t.value if t.value is not None else halves for t in p.turn_up]
        return max([*values, halves if p.by_card_points else 0, 0])
    if p.kind is m.PointKind.TRICK_TRUMPS:
        table = tables.table(0)
        return sum(tables.trump_card_points[c] for c in tables.deck
                   if table.trump_mask >> c & 1) // 2
    return stated_top(p)
