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
from pitchspec.engine import Contract, Observation, Trick, resolve

ALL = (m.RequirementKind.ALL_POINTS, m.RequirementKind.ALL_TRICKS)


def hopeless_hand(view: View, cards: list[int]) -> bool:
    """No card of the hand can win a trick, now or later."""
    return not any(view.is_trump(c) or view.is_master(c) for c in cards)


def contract_lost(obs: Observation, view: View, points: PointModel) -> bool:
    """The bidder's side cannot make its contract whatever the rest of the deal brings."""
    return contract_lost_in(obs.contract, obs.sides, obs.tricks, obs.current_trick, view,
                            points)


def contract_lost_in(contract: Contract | None, sides: Sequence[int], tricks: Sequence[Trick],
                     current: Sequence[tuple[int, int]], view: View, points: PointModel,
                     rules: LostRules | None = None, played: int = -1) -> bool:
    """:func:`contract_lost` read from an observation's fields: its contract, sides,
    finished tricks and the trick on the table. ``rules``: :func:`lost_rules` of the
    view's trump, when the caller keeps them; ``played``: the finished tricks' cards as
    a mask, when it keeps them (-1: read here)."""
    if contract is None:
        return False
    if rules is None:
        rules = lost_rules(points, view)
    mine = sides[contract.bidder]
    all_points, all_tricks = rules.special(contract.special)
    if not all_points and played >= 0 and rules.counted:
        return _bid_lost(sides, tricks, current, view, mine, rules, played,
                         points.total(), contract.level)
    lost = points_lost_in(sides, tricks, current, view, points, mine, rules, played)
    if all_points:
        tricks_lost = False
        for trick in tricks:
            if sides[trick.winner] != mine:
                tricks_lost = True
                break
        return lost > 0 or (tricks_lost and all_tricks)
    return points.total() - lost < contract.level


def _bid_lost(sides: Sequence[int], tricks: Sequence[Trick], current: Sequence[tuple[int, int]],
              view: View, mine: int, rules: LostRules, played: int, total: float,
              level: int) -> bool:
    """Whether the points :func:`points_lost_in` finds lost leave side ``mine`` short
    of a bid of ``level`` (of ``total`` points a deal), the same answer read point by
    point only while the points that may still be lost could put it out of reach: a
    point is lost only once a card it reads was played to a finished trick (High and
    Low a trump, a named card that card; Game a trick taken). Every point is worth
    something (:attr:`LostRules.counted`), so the points are whole numbers and their
    order does not change the sum."""
    if not tricks:
        return total < level  # nothing lost yet (as points_lost_in)
    trumps = view.trump_mask
    steps = rules.steps
    # the points that may be lost: those whose card has been played
    may = [False] * len(steps)
    most = 0
    for index in range(len(steps)):
        kind, value, _, arg = steps[index]
        if kind == EXTREME:
            seen = played & trumps != 0
        elif kind == CARD:
            seen = arg >= 0 and played >> arg & 1 == 1
        else:
            seen = True
        if seen:
            may[index] = True
            most += value
    if total - most >= level:
        return False  # even all of them lost leaves the bid in reach
    still = view.unseen | view.hand
    for _, card in current:
        still |= 1 << card
    lost = 0
    for index in range(len(steps)):
        if not may[index]:
            continue
        value = steps[index][1]
        got = _step_lost(steps[index], rules.values[index], sides, tricks, view, played,
                         still, mine)
        lost += got
        most -= value - got
        if total - most >= level:
            return False
    return total - lost < level


def _step_lost(step: tuple[int, int, bool, int], values: tuple[int, ...], sides: Sequence[int],
               tricks: Sequence[Trick], view: View, played: int, still: int,
               mine: int) -> int:
    """The points of one :class:`LostRules` step beyond side ``mine``'s reach (its
    value or nothing): what :func:`points_lost_in` adds up, and :func:`_bid_lost` reads
    one by one."""
    kind, value, holds, arg = step
    if kind == EXTREME:
        return value if _extreme_lost(sides, view, holds, arg == 1, tricks, played, still,
                                      mine) else 0
    if kind == CARD:
        if arg >= 0 and played >> arg & 1:
            seat, won = _taken(tricks, arg)
            return value if sides[seat if holds else won] != mine else 0
        return 0
    return value if _game_lost(sides, values, tricks, still, mine) else 0


def points_lost(obs: Observation, view: View, points: PointModel, mine: int) -> float:
    """The points of the deal already beyond the reach of side ``mine``: High and Low
    shown in another side's hand, a counting card taken (or held) by another side, Game
    when another side's card points are past what ``mine`` can still reach."""
    return points_lost_in(obs.sides, obs.tricks, obs.current_trick, view, points, mine)


EXTREME: Final = 0
CARD: Final = 1
GAME: Final = 2
"""The kinds of :class:`LostRules` step."""


class LostRules:
    """The point rules :func:`points_lost_in` reads, under one trump (and sub-trump),
    as steps in the variant's order: High or Low (kind, value, whether the holder
    scores it, whether it is High), a named card (kind, value, holder, its id or -1),
    Game (kind, value, and the card values it counts, as ``values``)."""

    def __init__(self, points: PointModel, trump: int, sub: int | None) -> None:
        self.trump, self.sub = trump, sub
        steps: list[tuple[int, int, bool, int]] = []
        values: list[tuple[int, ...]] = []
        tables = points.tables
        for rule in points.variant.points:
            if rule.scope is m.SuitRef.SUB:
                continue
            holds = rule.receiver in HOLDS
            if rule.kind in (m.PointKind.HIGHEST, m.PointKind.LOWEST):
                steps.append((EXTREME, rule.value, holds,
                               1 if rule.kind is m.PointKind.HIGHEST else 0))
                values.append(())
            elif rule.kind is m.PointKind.CARD and rule.card is not None:
                card = resolve(rule.card, trump, sub)
                steps.append((CARD, rule.value, holds, -1 if card is None else card))
                values.append(())
            elif rule.kind is m.PointKind.GAME:
                steps.append((GAME, rule.value, holds, 0))
                values.append(tables.tens if rule.count is m.GameCount.TENS
                              else tables.card_points)
        self.steps = steps
        self.values = values
        self.counted = all(value > 0 for _, value, _, _ in steps)
        """Every point is worth something (:func:`_bid_lost` reads them so)."""
        self._specials: dict[str | None, tuple[bool, bool]] = {}
        self._bids = points.variant.bidding.special

    def special(self, name: str | None) -> tuple[bool, bool]:
        """Whether the special bid ``name`` (the first of that name) requires all the
        points or all the tricks, and whether all the tricks (none: no such bid)."""
        found = self._specials.get(name)
        if found is None:
            special = next((b for b in self._bids if b.name == name), None)
            if special is None:
                found = (False, False)
            else:
                found = (any(r.kind in ALL for r in special.requires),
                         any(r.kind is m.RequirementKind.ALL_TRICKS for r in special.requires))
            self._specials[name] = found
        return found


def lost_rules(points: PointModel, view: View) -> LostRules:
    """:class:`LostRules` of the view's trump."""
    return LostRules(points, view.table.trump, view.table.sub)


def points_lost_in(sides: Sequence[int], tricks: Sequence[Trick],
                   current: Sequence[tuple[int, int]], view: View, points: PointModel,
                   mine: int, rules: LostRules | None = None, played: int = -1) -> float:
    """:func:`points_lost` read from an observation's sides, finished tricks and the
    trick on the table (``rules``: :func:`lost_rules`, when the caller keeps them;
    ``played``: the finished tricks' cards as a mask, when it keeps them)."""
    if not tricks:
        return 0.0  # no trick taken yet: nothing is beyond anybody's reach
    if rules is None:
        rules = lost_rules(points, view)
    # the cards of the finished tricks, as a mask: who played a card and who took
    # its trick are looked up for the few cards a rule asks about (:func:`_taken`)
    if played < 0:
        played = 0
        for trick in tricks:
            for _, card in trick.plays:
                played |= 1 << card
    still = view.unseen | view.hand
    for _, card in current:
        still |= 1 << card
    lost = 0.0
    values = rules.values
    steps = rules.steps
    for index in range(len(steps)):
        lost += _step_lost(steps[index], values[index], sides, tricks, view, played, still,
                           mine)
    return lost


def _taken(tricks: Sequence[Trick], card: int) -> tuple[int, int]:
    """Who played ``card`` (one of the finished tricks'), and who took its trick."""
    for trick in tricks:
        for seat, played in trick.plays:
            if played == card:
                return seat, trick.winner
    raise ValueError(f"card {card} is in no finished trick")


def _extreme_lost(sides: Sequence[int], view: View, holds: bool, high: bool,
                  tricks: Sequence[Trick], played: int, still: int, mine: int) -> bool:
    """High (Low): the highest (lowest) trump played went to another side and no trump
    the side could still hold ranks above (below) it (``holds``: the rule scores the
    card to its holder; ``high``: High). ``played``: the finished tricks' cards."""
    strength = view.strengths
    trumps = view.trump_mask
    # the strongest (weakest) trump played, by a loop over the mask (no two trumps
    # rank alike, so the order they are read in does not matter)
    best, top = -1, 0
    mask = played & trumps
    while mask:
        low = mask & -mask
        c = low.bit_length() - 1
        mask ^= low
        s = strength[c]
        if best < 0 or (s > top if high else s < top):
            best, top = c, s
    if best < 0:
        return False
    above = view.above[best]  # the trumps ranking above the best one played
    if still & trumps & (above if high else ~above):
        return False
    seat, winner = _taken(tricks, best)
    owner = seat if holds else winner
    return sides[owner] != mine


def _game_lost(sides: Sequence[int], values: tuple[int, ...], tricks: Sequence[Trick],
               still: int, mine: int) -> bool:
    """Another side has taken more card points than side ``mine`` has plus all that
    are still out."""
    # per side, the card points it has taken (a list by side: a side that took
    # nothing has 0, which is never more than what ``mine`` can reach)
    by_side = [0] * len(sides)  # a side is numbered below the number of seats
    for trick in tricks:
        total = 0
        for _, card in trick.plays:
            total += values[card]
        by_side[sides[trick.winner]] += total
    ours = by_side[mine] + sum_of(values, still)
    beyond = False  # a loop, not any() of a generator (a compiled build runs it natively)
    for side in range(len(by_side)):
        if side != mine and by_side[side] > ours:
            beyond = True
            break
    return beyond


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
