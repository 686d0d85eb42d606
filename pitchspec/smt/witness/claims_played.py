"""An author's claim read on a hand the engine played (a
:class:`~pitchspec.smt.witness.replay.Played`): whether its condition holds, the value of each
quantity, whether each event happened, and the words that tell it. This is how a
counterexample or witness the solver found (:mod:`pitchspec.smt.prove.claims`) is re-checked
after the engine replays it.

"Played" below means the deal reached its end: not thrown in, not ended by a side
counting out during it. Points scored during the deal count either way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from pitchspec import model as m
from pitchspec.smt.encode.facts import BidOption

if TYPE_CHECKING:
    from pitchspec.smt.witness.replay import Played

_COMPARE: dict[m.Comparison, Callable[[Any, Any], Any]] = {
    m.Comparison.LE: lambda a, b: a <= b, m.Comparison.LT: lambda a, b: a < b,
    m.Comparison.GE: lambda a, b: a >= b, m.Comparison.GT: lambda a, b: a > b,
    m.Comparison.EQ: lambda a, b: a == b, m.Comparison.NE: lambda a, b: a != b,
}


def is_bid(variant: m.Variant, option: BidOption, bid: str) -> bool:
    """Whether a contract is the bid a claim names: a name is that special bid; a
    number that level, doubled or not, or a special bid placed at it (Auction Pitch's
    moon *is* the 4 bid)."""
    if not bid.isdigit():
        return option.special == bid
    special = variant.special_bid(option.special) if option.special else None
    return option.level == int(bid) and (special is None or special.at == int(bid))


def holds(c: m.ClaimCondition, played: Played) -> bool:
    """The condition on a hand the engine played."""
    if isinstance(c, m.Junction):
        parts = (holds(p, played) for p in c.parts)
        return all(parts) if c.all else any(parts)
    if isinstance(c, m.Negation):
        return not holds(c.part, played)
    if isinstance(c, m.Compare):
        return bool(_COMPARE[c.op](value(c.left, played), value(c.right, played)))
    return happened(c, played)


def _sides(played: Played) -> tuple[int, int] | None:
    """The bidder's side in this hand and in the match (None when nobody bid)."""
    contract = played.record.contract
    if contract is None:
        return None
    return played.record.sides[contract.bidder], played.state.sides[contract.bidder]


def value(a: m.Amount, played: Played) -> int:
    """A quantity on a hand the engine played."""
    q = a.quantity
    state = played.state
    sides = _sides(played)
    if q is None:
        return a.number
    if q is m.Quantity.POINTS_PER_DEAL:
        return played.total_points()
    if q is m.Quantity.WINNERS_PER_DEAL:
        return len(state.winners or ())
    if q is m.Quantity.LOWEST_SCORE:
        return min(state.scores)
    if q is m.Quantity.POINTS_OF_DEALER:
        return _points_of_dealer(played)
    if q is m.Quantity.POINTS_OF_SIDE:
        return sum(x.value for x in (*played.awards, *played.during) if x.side == a.side - 1)
    if q in _SEAT_TRICKS:
        return _tricks(played, _SEAT_TRICKS[q](played, a.side - 1))
    if sides is None or played.record.contract is None:
        return 0
    if q is m.Quantity.SCORE_OF_BIDDER:
        return int(state.scores[sides[1]])
    if q is m.Quantity.BID_LEVEL:
        return played.record.contract.level
    if q in (m.Quantity.TRICKS_OF_BIDDER, m.Quantity.TRICKS_OF_OTHERS):
        mine = _tricks(played, lambda seat: played.record.sides[seat] == sides[0])
        return mine if q is m.Quantity.TRICKS_OF_BIDDER else \
            _tricks(played, lambda _: True) - mine
    if q in _GAINS:
        gains = [int(a) - int(b) for a, b in zip(state.scores, played.prior, strict=True)]
        mine = gains[sides[1]]
        return {m.Quantity.GAIN_OF_BIDDER: mine, m.Quantity.LOSS_OF_BIDDER: -mine,
                m.Quantity.GAIN_OF_OTHERS: sum(gains) - mine}[q]
    mine = sum(x.value for x in played.awards if x.side == sides[0]) + \
        sum(x.value for x in played.during if x.side == sides[1])
    return mine if q is m.Quantity.POINTS_OF_BIDDER else played.total_points() - mine


_GAINS = frozenset({m.Quantity.GAIN_OF_BIDDER, m.Quantity.LOSS_OF_BIDDER,
                    m.Quantity.GAIN_OF_OTHERS})


def _tricks(played: Played, counted: Callable[[int], bool]) -> int:
    """The tricks of the deal won by a seat ``counted`` names: none unless the deal was
    played out (not thrown in, no side counted out during it)."""
    if played.scored is None:
        return 0
    return sum(1 for trick in played.record.tricks if counted(trick.winner))


def _side_seats(played: Played, k: int) -> Callable[[int], bool]:
    return lambda seat: played.record.sides[seat] == k


def _dealer_seats(played: Played, _: int) -> Callable[[int], bool]:
    sides = played.record.sides
    return lambda seat: sides[seat] == sides[played.record.dealer]


_SEAT_TRICKS: dict[m.Quantity, Callable[[Played, int], Callable[[int], bool]]] = {
    m.Quantity.TRICKS_PER_DEAL: lambda _p, _k: lambda _s: True,
    m.Quantity.TRICKS_OF_DEALER: _dealer_seats,
    m.Quantity.TRICKS_OF_SIDE: _side_seats,
}
"""The tricks quantities that need no bidder: which seats' tricks each counts."""


def _points_of_dealer(played: Played) -> int:
    dealer = played.record.dealer
    hand_side, match_side = played.record.sides[dealer], played.state.sides[dealer]
    return sum(x.value for x in played.awards if x.side == hand_side) + \
        sum(x.value for x in played.during if x.side == match_side)


def happened(e: m.Event, played: Played) -> bool:
    """An event on a hand the engine played."""
    state = played.state
    contract = played.record.contract
    sides = _sides(played)
    if e.kind is m.EventKind.MATCH_WON:
        return bool(state.winners)
    if e.kind is m.EventKind.MATCH_WON_BY:
        return e.side - 1 in (state.winners or ())
    if e.kind is m.EventKind.POINT_AWARDED:
        return any(x.point == e.point for x in (*played.awards, *played.during))
    if contract is None or sides is None:
        return False
    if e.kind is m.EventKind.BIDDER_WINS:
        return sides[1] in (state.winners or ())
    if e.kind is m.EventKind.POINT_TO_BIDDER:
        return any(x.point == e.point and x.side == sides[0] for x in played.awards) or \
            any(x.point == e.point and x.side == sides[1] for x in played.during)
    settled = state.last_settlement
    if played.scored is None or settled is None:
        return False
    made = bool(settled.made)
    chosen = is_bid(played.variant, BidOption(contract.level, contract.doubled,
                                              contract.special), e.bid or "")
    return {m.EventKind.BID_MADE: made, m.EventKind.BID_SET: not made,
            m.EventKind.BID: chosen, m.EventKind.MAKES_BID: chosen and made}[e.kind]


# --------------------------------------------------------------------------- the story


def tell(claim: m.Claim, played: Played) -> str:
    """What the hand shows of the claim: the value of each quantity and event it names."""
    seen = ", ".join(dict.fromkeys(_facts(claim.condition, played)))
    verb = "shows" if claim.quantifier is m.Quantifier.SOME else "breaks"
    return f"the hand {verb} the claim \"{claim.words}\" ({claim.text}): {seen}"


def _facts(c: m.ClaimCondition, played: Played) -> Iterator[str]:
    if isinstance(c, m.Junction):
        for part in c.parts:
            yield from _facts(part, played)
    elif isinstance(c, m.Negation):
        yield from _facts(c.part, played)
    elif isinstance(c, m.Compare):
        for a in (c.left, c.right):
            if a.quantity is not None:
                side = f" {a.side}" if a.side else ""
                yield f"{a.quantity.value}{side} {value(a, played)}"
    else:
        yield f"{_event_words(c)}: {'yes' if happened(c, played) else 'no'}"


def _event_words(e: m.Event) -> str:
    if e.kind in (m.EventKind.BID, m.EventKind.MAKES_BID):
        return f"{e.kind.value} {e.bid}"
    if e.kind is m.EventKind.MATCH_WON_BY:
        return f"{e.kind.value} {e.side}"
    words = str(e.kind.value)
    return words.replace("point", f"point {e.point}", 1) if e.point is not None else words
