"""What simulated matches add up to: the tally types that both engines fill.

The reference engine (:mod:`pitchspec.matches.stats`) and the numpy batch kernel
(:mod:`pitchspec.engine.kernel`) count into the same :class:`Tally`; it is data beside
the match state, importing only the records of a hand
(:mod:`pitchspec.engine.core.records`), so neither engine imports the other for it.
Every field is a whole number or a counter of whole numbers, so tallies of disjoint
sets of matches merge exactly, in any grouping: that is why ``--jobs 1``, ``--jobs N``
and ``--dask`` give the same report for a seed.

Besides each deal (:meth:`Tally.add_hand`), each finished match adds a
:class:`MatchEnd`: who won, from which seat relative to the first dealer, how often
the lead changed hands, when the winner took the lead for good, and which credit of
the last deal put the winner out. A match of the reference engine is counted whole by
:meth:`Tally.add_match` (its deals, then its end worked out of its record, no MatchEnd
made: ``simulate`` counts every match so, and a wheel compiles this module with the
engine, hatch_build.py).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar, cast

from pitchspec.engine.core.records import Award, Contract, Credit, Settlement
from pitchspec.model import Reason

BID = "bid"
"""The deciding credit was the bidder's own (bid made or set back, exact-bid bonus)."""

_BID_REASONS = frozenset({Reason.BID_MADE, Reason.EXACT_BID, Reason.SET_BACK, Reason.MARK,
                          Reason.RESET})


def contract_key(contract: Contract) -> str:
    """How a contract is counted: its special bid's name, else its level."""
    if contract.special is not None:
        return contract.special
    return f"{contract.level} doubled" if contract.doubled else str(contract.level)


def credit_reason(reason: str) -> str:
    """A credit's point name, or :data:`BID` for the bidder's own credits."""
    return BID if reason in _BID_REASONS else reason


@dataclass
class PointTally:
    """How often one point was awarded, its total value, and to whom."""

    awarded: int = 0
    value: int = 0
    to_bidder: int = 0
    to_others: int = 0
    by_side: Counter[int] = field(default_factory=Counter)

    def merge(self, other: PointTally) -> None:
        self.awarded += other.awarded
        self.value += other.value
        self.to_bidder += other.to_bidder
        self.to_others += other.to_others
        self.by_side.update(other.by_side)


@dataclass(frozen=True)
class MatchEnd:
    """How one match ended.

    ``winners`` are sides (none for a draw); ``seats`` the winning seats counted from
    the first dealer (0 = the first dealer, 1 = the next seat in the direction of play);
    ``lead_changes`` how often the side strictly ahead after a deal was a different
    side from the last one ahead; ``lead_decile`` when the winner took the lead for good
    (0: in the first tenth of the match, 9: in the last), None when the winner did not
    lead alone after the last deal; ``deciding`` the reason of the credit of the last
    deal that first put the winner over the target (a point's name or "bid"), None when
    the match was decided some other way; ``last`` whether that credit was the last one
    counted in the deal; ``margin`` the winner's lead over the best other side."""

    hands: int
    winners: tuple[int, ...]
    seats: tuple[int, ...]
    lead_changes: int
    lead_decile: int | None
    deciding: str | None
    last: bool
    margin: int | None


@dataclass
class Tally:
    """The statistics of some matches; tallies of disjoint matches merge exactly."""

    matches: int = 0
    hands: int = 0
    contracts: Counter[str] = field(default_factory=Counter)
    made: Counter[str] = field(default_factory=Counter)
    points_per_hand: Counter[int] = field(default_factory=Counter)
    points: dict[str, PointTally] = field(default_factory=dict)
    hands_per_match: Counter[int] = field(default_factory=Counter)
    wins: Counter[int] = field(default_factory=Counter)
    draws: int = 0
    seat_wins: Counter[int] = field(default_factory=Counter)
    lead_changes: Counter[int] = field(default_factory=Counter)
    lead_taken: Counter[int] = field(default_factory=Counter)
    deciding: Counter[str] = field(default_factory=Counter)
    decided_last: int = 0
    margins: Counter[int] = field(default_factory=Counter)

    def merge(self, other: Tally) -> None:
        self.matches += other.matches
        self.hands += other.hands
        self.contracts.update(other.contracts)
        self.made.update(other.made)
        self.hands_per_match.update(other.hands_per_match)
        self.wins.update(other.wins)
        self.points_per_hand.update(other.points_per_hand)
        for name, tally in other.points.items():
            self.points.setdefault(name, PointTally()).merge(tally)
        self.draws += other.draws
        self.seat_wins.update(other.seat_wins)
        self.lead_changes.update(other.lead_changes)
        self.lead_taken.update(other.lead_taken)
        self.deciding.update(other.deciding)
        self.decided_last += other.decided_last
        self.margins.update(other.margins)

    def add_hand(self, played: dict[str, object], sides: tuple[int, ...]) -> None:
        """Count one scored hand (an entry of ``State.hands_played``): its contract,
        by its special bid or its level, and whether the bidder made it; each point
        awarded during the deal and at its count, to which side, and whether to the
        bidder's side or another; and the points the deal gave out in all."""
        self.hands += 1
        contract = played["contract"]
        bidder_side = -1
        if isinstance(contract, Contract):
            key = contract_key(contract)
            _bump(self.contracts, key)
            made: dict[str, int] = self.made
            made[key] = made.get(key, 0) + (1 if played["made"] is True else 0)
            bidder_side = sides[contract.bidder]
        total = self._add_awards(played["during"], bidder_side)
        total += self._add_awards(played["awards"], bidder_side)
        _bump(self.points_per_hand, total)

    def _add_awards(self, group: object, bidder_side: int) -> int:
        """Count the awards of a hand's list (nothing else in it is counted), the
        bidder's side ``bidder_side`` (-1: no contract); the points they give."""
        total = 0
        points = self.points
        for award in _listed(group):
            if not isinstance(award, Award):
                continue
            value = award.value
            total += value
            tally = points.get(award.point)
            if tally is None:
                tally = points[award.point] = PointTally()
            tally.awarded += 1
            tally.value += value
            side = award.side
            _bump(tally.by_side, side)
            if bidder_side >= 0:
                if side == bidder_side:
                    tally.to_bidder += 1
                else:
                    tally.to_others += 1
        return total

    def add_end(self, end: MatchEnd) -> None:
        """Count one finished match."""
        self._add_end(end.hands, end.winners, end.seats, end.lead_changes, end.lead_decile)
        self._add_deciding(end.deciding, end.last, end.margin)

    def add_match(self, played: Sequence[dict[str, object]], sides: tuple[int, ...],
                  first_dealer: int, scores: Sequence[int], winners: tuple[int, ...],
                  settled: Settlement | None, reached: Callable[[int], bool]) -> None:
        """Count a finished match of the reference engine: each deal it played
        (``played``, its ``hands_played``), then how it ended, from the seats' sides,
        the first dealer, the final scores, the winners (none for a draw), the last
        deal's settlement and whether a score reaches the target: the counts of
        :meth:`add_hand` for each deal and then of :meth:`add_end` of the
        :class:`MatchEnd` its fields make (worked out here, no MatchEnd made)."""
        for hand in played:
            self.add_hand(hand, sides)
        hands = len(played)
        changes, ahead, since = _lead([_scores(hand) for hand in played])
        decile = None
        if len(winners) == 1 and ahead == winners[0] and hands:
            decile = lead_decile(since, hands)
        self._add_end(hands, winners, seats_from_dealer(winners, sides, first_dealer), changes,
                      decile)
        deciding, last = _settled_by(settled, scores, winners, reached)
        self._add_deciding(deciding, last, margin(scores, winners))

    def _add_end(self, hands: int, winners: tuple[int, ...], seats: tuple[int, ...],
                 lead_changes: int, decile: int | None) -> None:
        """Count a finished match of ``hands`` deals: its winning sides (none: a
        draw) and their seats from the first dealer, how often the lead changed sides
        and in which tenth of the match the winner took it for good."""
        self.matches += 1
        _bump(self.hands_per_match, hands)
        for side in winners:
            _bump(self.wins, side)
        if not winners:
            self.draws += 1
        for seat in seats:
            _bump(self.seat_wins, seat)
        _bump(self.lead_changes, lead_changes)
        if decile is not None:
            _bump(self.lead_taken, decile)

    def _add_deciding(self, deciding: str | None, last: bool, won_by: int | None) -> None:
        """Count which credit of the last deal put the winner out (and whether it was
        the last one counted), and the winner's margin."""
        if deciding is not None:
            _bump(self.deciding, deciding)
            if last:
                self.decided_last += 1
        if won_by is not None:
            _bump(self.margins, won_by)


_Key = TypeVar("_Key")


def _bump(counter: dict[_Key, int], key: _Key) -> None:
    """One more of ``key`` (a new key goes last, as a Counter's ``+= 1`` puts it)."""
    counter[key] = counter.get(key, 0) + 1


def _listed(value: object) -> tuple[object, ...]:
    """A hand's list of awards (a tuple, or a list), as a tuple."""
    if isinstance(value, tuple):
        return value
    assert isinstance(value, list)
    return tuple(value)


def _scores(hand: dict[str, object]) -> Sequence[int]:
    """The scores after a played deal."""
    return cast("Sequence[int]", hand["scores"])


# --------------------------------------------------------------------------- match measures


def leader(scores: Sequence[int]) -> int | None:
    """The side strictly ahead, or None when the lead is shared."""
    best = max(scores)
    return scores.index(best) if scores.count(best) == 1 else None


@dataclass(frozen=True)
class LeadHistory:
    """The lead over a match: changes between sides, and since which deal (0-based)
    the side ahead after the last deal has been ahead without a break."""

    changes: int
    leader: int | None
    since: int


def lead_history(after_each_deal: Iterable[Sequence[int]]) -> LeadHistory:
    """Follow the side strictly ahead after each deal."""
    changes, ahead, since = _lead(after_each_deal)
    return LeadHistory(changes, ahead if ahead >= 0 else None, since)


def _lead(after_each_deal: Iterable[Sequence[int]]) -> tuple[int, int, int]:
    """:func:`lead_history`: the lead changes, the side ahead after the last deal (-1
    for none) and since which deal."""
    changes, last, now, since = 0, -1, -1, 0
    for index, scores in enumerate(after_each_deal):
        best = max(scores)
        ahead = scores.index(best) if scores.count(best) == 1 else -1  # leader(scores)
        if ahead >= 0 and last >= 0 and ahead != last:
            changes += 1
        if ahead != now:
            since = index
        now = ahead
        if ahead >= 0:
            last = ahead
    return changes, now, since


def lead_decile(since: int, hands: int) -> int:
    """Which tenth of a match of ``hands`` deals deal number ``since`` (0-based) is in."""
    return min(9, 10 * since // hands) if hands else 0


def seats_from_dealer(winners: Iterable[int], sides: Sequence[int],
                      first_dealer: int) -> tuple[int, ...]:
    """The winning sides' seats, counted from the first dealer in the direction of play."""
    won = winners if isinstance(winners, tuple) else tuple(winners)
    n = len(sides)
    return tuple([counted for counted in range(n) if sides[(first_dealer + counted) % n] in won])


def deciding_credit(credits: Sequence[tuple[int, int, str]], final: Sequence[int], winner: int,
                    reached: Callable[[int], bool]) -> tuple[str | None, bool]:
    """Which credit of the last deal first put the winner over the target, and whether
    it was the last credit counted. ``credits`` are (side, amount, reason) in counting
    order and ``final`` the scores after them (a floor is ignored)."""
    return _deciding([Credit(side, amount, reason) for side, amount, reason in credits],
                     final, winner, reached)


def _deciding(credits: Sequence[Credit], final: Sequence[int], winner: int,
              reached: Callable[[int], bool]) -> tuple[str | None, bool]:
    """:func:`deciding_credit` of a settlement's credits."""
    score = final[winner]
    for credit in credits:
        if credit.side == winner:
            score -= credit.amount
    if reached(score):
        return None, False
    for index, credit in enumerate(credits):
        if credit.side == winner:
            score += credit.amount
            if reached(score):
                return credit_reason(credit.reason), index == len(credits) - 1
    return None, False


def _settled_by(settled: Settlement | None, final: Sequence[int], winners: tuple[int, ...],
                reached: Callable[[int], bool]) -> tuple[str | None, bool]:
    """:func:`deciding_credit` of the last deal's settlement for the single winner
    (None, False when the match was not won alone by that settlement)."""
    if len(winners) != 1 or settled is None or settled.winners != winners:
        return None, False
    return _deciding(settled.credits, final, winners[0], reached)


def margin(scores: Sequence[int], winners: Sequence[int]) -> int | None:
    """The single winner's lead over the best other side."""
    if len(winners) != 1 or len(scores) < 2:
        return None
    others = list(scores)
    mine = others.pop(winners[0])
    return mine - max(others)
