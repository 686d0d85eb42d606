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
the last deal put the winner out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from pitchspec.engine.core.records import Award, Contract
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
        """Count one scored hand (an entry of ``State.hands_played``)."""
        self.hands += 1
        contract = played["contract"]
        bidder_side = None
        if isinstance(contract, Contract):
            key = contract_key(contract)
            self.contracts[key] += 1
            self.made[key] += played["made"] is True
            bidder_side = sides[contract.bidder]
        awards = [a for group in ("during", "awards") for a in _awards(played[group])]
        self.points_per_hand[sum(a.value for a in awards)] += 1
        for award in awards:
            tally = self.points.setdefault(award.point, PointTally())
            tally.awarded += 1
            tally.value += award.value
            tally.by_side[award.side] += 1
            if bidder_side is not None:
                if award.side == bidder_side:
                    tally.to_bidder += 1
                else:
                    tally.to_others += 1

    def add_end(self, end: MatchEnd) -> None:
        """Count one finished match."""
        self.matches += 1
        self.hands_per_match[end.hands] += 1
        self.wins.update(end.winners)
        self.draws += not end.winners
        self.seat_wins.update(end.seats)
        self.lead_changes[end.lead_changes] += 1
        if end.lead_decile is not None:
            self.lead_taken[end.lead_decile] += 1
        if end.deciding is not None:
            self.deciding[end.deciding] += 1
            self.decided_last += end.last
        if end.margin is not None:
            self.margins[end.margin] += 1


def _awards(value: object) -> Iterable[Award]:
    assert isinstance(value, tuple | list)
    return [a for a in value if isinstance(a, Award)]


# --------------------------------------------------------------------------- match measures


def leader(scores: Sequence[int]) -> int | None:
    """The side strictly ahead, or None when the lead is shared."""
    best = max(scores)
    ahead = [s for s, v in enumerate(scores) if v == best]
    return ahead[0] if len(ahead) == 1 else None


@dataclass(frozen=True)
class LeadHistory:
    """The lead over a match: changes between sides, and since which deal (0-based)
    the side ahead after the last deal has been ahead without a break."""

    changes: int
    leader: int | None
    since: int


def lead_history(after_each_deal: Iterable[Sequence[int]]) -> LeadHistory:
    """Follow the side strictly ahead after each deal."""
    changes, last, now, since = 0, None, None, 0
    for index, scores in enumerate(after_each_deal):
        ahead = leader(scores)
        if ahead is not None and last is not None and ahead != last:
            changes += 1
        if ahead != now:
            since = index
        now = ahead
        last = ahead if ahead is not None else last
    return LeadHistory(changes, now, since)


def lead_decile(since: int, hands: int) -> int:
    """Which tenth of a match of ``hands`` deals deal number ``since`` (0-based) is in."""
    return min(9, 10 * since // hands) if hands else 0


def seats_from_dealer(winners: Iterable[int], sides: Sequence[int],
                      first_dealer: int) -> tuple[int, ...]:
    """The winning sides' seats, counted from the first dealer in the direction of play."""
    won = set(winners)
    n = len(sides)
    return tuple(sorted((seat - first_dealer) % n for seat in range(n) if sides[seat] in won))


def deciding_credit(credits: Sequence[tuple[int, int, str]], final: Sequence[int], winner: int,
                    reached: Callable[[int], bool]) -> tuple[str | None, bool]:
    """Which credit of the last deal first put the winner over the target, and whether
    it was the last credit counted. ``credits`` are (side, amount, reason) in counting
    order and ``final`` the scores after them (a floor is ignored)."""
    score = final[winner] - sum(amount for side, amount, _ in credits if side == winner)
    if reached(score):
        return None, False
    for index, (side, amount, reason) in enumerate(credits):
        if side == winner:
            score += amount
            if reached(score):
                return credit_reason(reason), index == len(credits) - 1
    return None, False


def margin(scores: Sequence[int], winners: Sequence[int]) -> int | None:
    """The single winner's lead over the best other side."""
    if len(winners) != 1 or len(scores) < 2:
        return None
    return scores[winners[0]] - max(v for s, v in enumerate(scores) if s != winners[0])
