"""When to stop playing a deal: the bidder's concession and the dead hand thrown in.

A club player concedes a contract he can no longer make, so the others score only what
is already on the table (where the rules stop play at a concession; where the deal is
played out anyway, conceding gains nothing and he plays on). The contract is beyond
reach when the points the bidder's side can still take, counting every point not yet
lost to another side as theirs, fall short of the bid (any point lost, for a bid of all
the points; any trick lost, for a bid of all the tricks).

A hand is thrown in when it is hopeless: the rules offer it only a hand without trumps
or counting cards while the trick goes to the other side, and he throws it in when no
card of it can ever win a trick (each has an unseen card above it in its suit).

Both read only the seat's view: the tricks played, who won them, its own cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from pitchspec import model as m
from pitchspec.agents.estimate import HOLDS, PointModel
from pitchspec.agents.tricks import View
from pitchspec.engine import Contract, Observation, Trick, mask_of, resolve

ALL = (m.RequirementKind.ALL_POINTS, m.RequirementKind.ALL_TRICKS)


def hopeless_hand(view: View, cards: list[int]) -> bool:
    """No card of the hand can win a trick, now or later."""
    return not any(view.is_trump(c) or view.is_master(c) for c in cards)


def contract_lost(obs: Observation, view: View, points: PointModel) -> bool:
    """The bidder's side cannot make its contract whatever the rest of the deal brings."""
    return contract_lost_in(obs.contract, obs.sides, obs.tricks, obs.current_trick, view,
                            points)


def contract_lost_in(contract: Contract | None, sides: Sequence[int], tricks: Sequence[Trick],
                     current: Sequence[tuple[int, int]], view: View,
                     points: PointModel) -> bool:
    """:func:`contract_lost` read from an observation's fields: its contract, sides,
    finished tricks and the trick on the table."""
    if contract is None:
        return False
    mine = sides[contract.bidder]
    lost = points_lost_in(sides, tricks, current, view, points, mine)
    special = next((b for b in points.variant.bidding.special
                    if b.name == contract.special), None)
    if special is not None and any(r.kind in ALL for r in special.requires):
        tricks_lost = any(sides[t.winner] != mine for t in tricks)
        return lost > 0 or (tricks_lost and any(r.kind is m.RequirementKind.ALL_TRICKS
                                                for r in special.requires))
    return points.total() - lost < contract.level


def points_lost(obs: Observation, view: View, points: PointModel, mine: int) -> float:
    """The points of the deal already beyond the reach of side ``mine``: High and Low
    shown in another side's hand, a counting card taken (or held) by another side, Game
    when another side's card points are past what ``mine`` can still reach."""
    return points_lost_in(obs.sides, obs.tricks, obs.current_trick, view, points, mine)


def points_lost_in(sides: Sequence[int], tricks: Sequence[Trick],
                   current: Sequence[tuple[int, int]], view: View, points: PointModel,
                   mine: int) -> float:
    """:func:`points_lost` read from an observation's sides, finished tricks and the
    trick on the table."""
    if not tricks:
        return 0.0  # no trick taken yet: nothing is beyond anybody's reach
    taken = {card: (seat, trick.winner) for trick in tricks for seat, card in trick.plays}
    still = view.unseen | view.hand | mask_of([c for _, c in current])
    lost = 0.0
    for rule in points.variant.points:
        if rule.scope is m.SuitRef.SUB:
            continue
        if rule.kind in (m.PointKind.HIGHEST, m.PointKind.LOWEST):
            lost += rule.value * _extreme_lost(sides, view, rule, taken, still, mine)
        elif rule.kind is m.PointKind.CARD and rule.card is not None:
            card = resolve(rule.card, view.table.trump, view.table.sub)
            where = taken.get(card) if card is not None else None
            if where is not None:
                seat = where[0] if rule.receiver in HOLDS else where[1]
                lost += rule.value * (sides[seat] != mine)
        elif rule.kind is m.PointKind.GAME:
            tables = points.tables
            values = tables.tens if rule.count is m.GameCount.TENS else tables.card_points
            lost += rule.value * _game_lost(sides, values, taken, still, mine)
    return lost


def _extreme_lost(sides: Sequence[int], view: View, rule: m.PointRule,
                  taken: dict[int, tuple[int, int]], still: int, mine: int) -> bool:
    """High (Low): the highest (lowest) trump played went to another side and no trump
    the side could still hold ranks above (below) it."""
    strength = view.table.strength
    high = rule.kind is m.PointKind.HIGHEST
    trumps = view.table.trump_mask
    played = [c for c in taken if trumps >> c & 1]
    if not played:
        return False
    best = max(played, key=strength.__getitem__) if high else \
        min(played, key=strength.__getitem__)
    above = view.above[best]  # the trumps ranking above the best one played
    if still & trumps & (above if high else ~above):
        return False
    seat, winner = taken[best]
    owner = seat if rule.receiver in HOLDS else winner
    return sides[owner] != mine


def _game_lost(sides: Sequence[int], values: tuple[int, ...],
               taken: dict[int, tuple[int, int]], still: int, mine: int) -> bool:
    """Another side has taken more card points than side ``mine`` has plus all that
    are still out."""
    by_side: dict[int, int] = {}
    for card, (_, winner) in taken.items():
        side = sides[winner]
        by_side[side] = by_side.get(side, 0) + values[card]
    out = sum_of(values, still)
    ours = by_side.get(mine, 0) + out
    return any(side != mine and total > ours for side, total in by_side.items())


_SUMS: Final[dict[int, tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]]] = {}
"""Per count of card values (by id, the values kept beside so the id stays theirs): per
byte of a card mask, the values of the cards that byte holds, summed."""


def sum_of(values: tuple[int, ...], cards: int) -> int:
    """The values of the cards of a mask, summed (a byte of the mask at a time)."""
    found = _SUMS.get(id(values))
    if found is None or found[0] is not values:
        chunks = tuple(tuple(sum(values[8 * k + b] for b in range(8)
                                 if byte >> b & 1 and 8 * k + b < len(values))
                             for byte in range(256))
                       for k in range((len(values) + 7) // 8))
        found = _SUMS[id(values)] = (values, chunks)
    total, chunks = 0, found[1]
    for table in chunks:
        if not cards:
            break
        total += table[cards & 255]
        cards >>= 8
    return total
