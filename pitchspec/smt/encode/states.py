"""The match scores a deal may start from: every score vector a real match can reach.

A property of one deal is proved for the deals of every reachable match only if the
model's scores before the deal cover every state a match can be in. Which states those
are depends on the win rules: where only the bidder may go out, where a side must win
by a margin, or where sides tied at the target both play on, a side can sit at or above
the target; where nothing stops a score from falling, it falls without bound. So the
states are derived, not assumed, in two steps.

**Bounds that hold in every match** (:class:`Bound`, derived in
:mod:`pitchspec.smt.prove.inductive`): a side never below the floor,
never below zero, never at a backdoor score; every side short of the target; no side
at the target leading by the margin. Each candidate is kept only when it is
*inductive*: it holds at 0-0, and a deal from any scores where all the kept bounds hold
(the settling model: the contract, the awards and the points scored during the deal all
free, so every real deal is one of its models) that leaves the match going on leaves
them holding (Houdini's algorithm: drop what is not preserved, until nothing is). By
induction on the deals of a match, every state a real match reaches satisfies every
bound kept.

**A window that loses nothing** (:class:`ScoreStates.low`, ``high``): one deal moves a
side's score by at most :func:`swing` points, and what settling decides from the scores
depends only on comparisons with a few numbers (the target, the floor, the backdoor, the
bars, the numbers an author's claim names) and on differences between sides up to the
margin. Any reachable scores can therefore be moved, keeping their order, every
comparison with those numbers, and every difference up to ``gap`` between sides (larger
gaps shrink to ``gap``, never below it), into the window, and the deal settles the same
way from the moved scores as from the real ones; the bounds hold of the moved scores as
they did of the real ones. So a property proved for every deal from the window's states
is proved for every deal of every reachable match, and a counterexample from the window
is a deal from a state that still has to be reached (:mod:`pitchspec.smt.witness.paths`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from pitchspec import model as m
from pitchspec.model.derived import point_swing
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.during import turn_slots
from pitchspec.smt.encode.maxima import card_point_tops
from pitchspec.smt.encode.terms import Term

if TYPE_CHECKING:
    from pitchspec.engine import Tables


LIMIT = 2 ** (T.WIDTH - 1) - 1
"""The largest integer the card model holds (its integers are T.WIDTH-bit)."""


class BoundKind(Enum):
    AT_LEAST = "at_least"
    SHORT_OF_TARGET = "short_of_target"
    NO_CLEAR_LEADER = "no_clear_leader"


@dataclass(frozen=True)
class Bound:
    """A condition every side's score meets before every deal of every match."""

    kind: BoundKind
    value: int
    """AT_LEAST: the least score; otherwise the score that reaches the target."""
    margin: int = 0
    """NO_CLEAR_LEADER: how far ahead of every other side a side at the target is clear."""

    def term(self, scores: Sequence[Term], k: int) -> Term:
        s = scores[k]
        if self.kind is BoundKind.AT_LEAST:
            return T.ge(s, self.value)
        if self.kind is BoundKind.SHORT_OF_TARGET:
            return T.lt(s, self.value)
        leads = [T.ge(T.sub(s, x), self.margin) for j, x in enumerate(scores) if j != k]
        return T.not_(T.and_(T.ge(s, self.value), *leads))

    def holds(self, scores: Sequence[int], k: int) -> bool:
        s = scores[k]
        if self.kind is BoundKind.AT_LEAST:
            return s >= self.value
        if self.kind is BoundKind.SHORT_OF_TARGET:
            return s < self.value
        return not (s >= self.value and all(s - x >= self.margin
                                            for j, x in enumerate(scores) if j != k))

    def words(self) -> str:
        if self.kind is BoundKind.AT_LEAST:
            return f"no side below {self.value}"
        if self.kind is BoundKind.SHORT_OF_TARGET:
            return f"every side short of {self.value}"
        ahead = "ahead of every other side" if self.margin == 1 else \
            f"{self.margin} or more ahead of every other side"
        return f"no side at {self.value} or more and {ahead}"


@dataclass(frozen=True)
class ScoreStates:
    """The scores a deal may start from: each side's score in ``low..high`` with every
    bound in ``bounds`` holding; every state a real match reaches is one of them, or
    settles every deal as one of them does (the module's docstring)."""

    numbers: tuple[int, ...]
    """The numbers settling compares scores with (:func:`numbers`)."""
    gap: int
    """Differences between sides up to this are kept when states are moved."""
    sides: int
    bounds: tuple[Bound, ...] = ()
    dropped: tuple[Bound, ...] = ()
    """Candidates that do not hold in every match (for the words: a side may sit at or
    above the target where 'every side short of it' was dropped)."""
    swing: int = 0
    at: int = 0
    """The score that reaches the target."""

    @property
    def low(self) -> int:
        floors = [b.value for b in self.bounds if b.kind is BoundKind.AT_LEAST]
        return max([min(self.numbers) - (self.sides + 1) * self.gap, *floors])

    @property
    def high(self) -> int:
        tops = [b.value - 1 for b in self.bounds if b.kind is BoundKind.SHORT_OF_TARGET]
        return min([max(self.numbers) + (self.sides + 1) * self.gap, *tops])

    def constraints(self, scores: Sequence[Term]) -> list[Term]:
        low, high = self.low, self.high
        cons = [T.and_(T.ge(s, low), T.le(s, high)) for s in scores]
        cons += [b.term(scores, k) for b in self.bounds for k in range(len(scores))]
        return cons

    def joint(self, other: ScoreStates) -> ScoreStates:
        """The states both variants' matches may be in (a diff's deal starts from one),
        with a window that keeps both variants' comparisons."""
        return ScoreStates(tuple(sorted({*self.numbers, *other.numbers})),
                           max(self.gap, other.gap), max(self.sides, other.sides),
                           tuple(dict.fromkeys((*self.bounds, *other.bounds))),
                           tuple(dict.fromkeys((*self.dropped, *other.dropped))),
                           max(self.swing, other.swing), max(self.at, other.at))

    def compress(self, scores: Sequence[int]) -> tuple[int, ...]:
        """Real scores moved into the window without changing how any deal settles
        from them (the module's docstring): scores within ``gap`` of the numbers
        settling compares with stay; beyond, each keeps its order and its distance to
        the next score nearer the numbers, a distance over ``gap`` shrunk to ``gap``."""
        zone_low = min(self.numbers) - self.gap
        zone_high = max(self.numbers) + self.gap
        out = list(scores)
        above = sorted((s, k) for k, s in enumerate(scores) if s > zone_high)
        last_old = last_new = zone_high
        for s, k in above:
            last_new += min(s - last_old, self.gap)
            last_old, out[k] = s, last_new
        below = sorted(((s, k) for k, s in enumerate(scores) if s < zone_low), reverse=True)
        last_old = last_new = zone_low
        for s, k in below:
            last_new -= min(last_old - s, self.gap)
            last_old, out[k] = s, last_new
        return tuple(out)

    def contains(self, scores: Sequence[int]) -> bool:
        """Whether real scores meet every bound (the window is not checked: scores
        outside it stand for moved ones inside it)."""
        return all(b.holds(scores, k) for b in self.bounds for k in range(len(scores)))

    def below_target(self, scores: Sequence[Term]) -> list[Term]:
        """The narrower states where every side is short of the target (a proof there
        is a proof 'for deals starting below the target')."""
        return [T.lt(s, self.at) for s in scores]

    def target_kept(self) -> bool:
        """Every real match keeps each side short of the target between deals."""
        return any(b.kind is BoundKind.SHORT_OF_TARGET for b in self.bounds)

    def words(self) -> str:
        """The states in card-game words, for reports and docs."""
        kept = [b.words() for b in _strongest(self.bounds)]
        parts = kept or ["any scores"]
        if not self.target_kept() and self.at:
            parts.append(f"a side may stand at {self.at} or more without having won")
        if not any(b.kind is BoundKind.AT_LEAST for b in self.bounds):
            parts.append("no lower limit")
        return "; ".join(parts)


def _strongest(bounds: Sequence[Bound]) -> list[Bound]:
    """The bounds without those others imply (a lower least score, a clear lead when
    every side is short of the target)."""
    floors = [b for b in bounds if b.kind is BoundKind.AT_LEAST]
    short = [b for b in bounds if b.kind is BoundKind.SHORT_OF_TARGET]
    leads = sorted((b for b in bounds if b.kind is BoundKind.NO_CLEAR_LEADER),
                   key=lambda b: b.margin)
    out = [max(floors, key=lambda b: b.value)] if floors else []
    return out + (short or leads[:1])


# --------------------------------------------------------------------------- the window


def reach_score(v: m.Variant) -> int:
    """The score that reaches the target: the target, or one more where a side must
    go over it."""
    w = v.winning
    return w.target + 1 if w.reach is m.Reach.OVER else w.target


def swing(v: m.Variant, tables: Tables, players: int, sides: int) -> int:
    """At least the sum of every score change one deal can make to one side (each
    point at its largest size, each card turned for trump, the gift to every side, the
    sale, the bid made or lost doubled, the exact-bid bonus, the special bids), a reset
    to 0 aside."""
    turns = max(1, turn_slots(v, tables, players))
    total, cards = 0, card_point_tops(tables)
    for p in v.points:
        top = point_swing(p, cards)
        total += top * turns if p.kind is m.PointKind.TURN_UP else top
    beg = v.trump.beg
    if beg is not None:
        total += abs(beg.gift) * sides
    b = v.bidding
    sizes = [b.maximum, *(abs(int(s.level)) for s in b.special), *(abs(s.value) for s in b.special),
             *(abs(o.amount or 0) for s in b.special
               for o in (*s.made.outcomes(), *s.set.outcomes()))]
    if b.all_pass.action is m.AllPassAction.DEALER_SET:
        sizes.append(b.all_pass.amount or 0)  # the forced set, a deal of its own
    bid = max([0, *sizes])
    return total + 4 * bid + abs(v.scoring.exact_bonus) + bid + 1


def numbers(v: m.Variant) -> list[int]:
    """The numbers settling compares scores with: 0, the target, the floor, the
    backdoor, the bars, the scores an outcome depends on, and those an author's claims
    name."""
    w = v.winning
    out = [0, w.target, reach_score(v)]
    if v.scoring.floor is not None:
        out.append(v.scoring.floor)
    out += [d.threshold for d in w.backdoor] + [d.threshold + 1 for d in w.backdoor]
    out += [bar.amount for s in v.bidding.special for bar in s.barred if bar.amount is not None]
    out += [o.if_score for s in v.bidding.special for o in (s.made, s.set)
            if o.if_score is not None]  # 'win match if score 0': the bidder's score, compared
    for claim in v.claims:
        out += list(_claim_numbers(claim.condition))
    return out


def _claim_numbers(c: m.ClaimCondition) -> list[int]:
    if isinstance(c, m.Junction):
        return [n for p in c.parts for n in _claim_numbers(p)]
    if isinstance(c, m.Negation):
        return _claim_numbers(c.part)
    if isinstance(c, m.Compare):
        return [a.number for a in (c.left, c.right) if a.quantity is None]
    return []


def gap(v: m.Variant, tables: Tables, moved: int) -> int:
    """How large a difference between two sides' scores settling can tell from a larger
    one: twice a deal's swing, the margin, and the largest quantity a claim compares a
    score with (points, tricks, a bid level), with room to spare."""
    quantities = moved + len(tables.deck)
    return 2 * moved + v.winning.margin + quantities + 2


# --------------------------------------------------------------------------- the bounds


def candidates(v: m.Variant) -> list[Bound]:
    """The bounds worth trying, strongest first within each kind."""
    w = v.winning
    at = reach_score(v)
    out = [Bound(BoundKind.AT_LEAST, 0)]
    if v.scoring.floor is not None:
        out.append(Bound(BoundKind.AT_LEAST, min(0, v.scoring.floor)))
    out += [Bound(BoundKind.AT_LEAST, d.threshold + 1) for d in w.backdoor]
    out.append(Bound(BoundKind.SHORT_OF_TARGET, at))
    if w.margin > 1:
        out.append(Bound(BoundKind.NO_CLEAR_LEADER, at, w.margin))
    out.append(Bound(BoundKind.NO_CLEAR_LEADER, at, 1))
    return list(dict.fromkeys(out))
