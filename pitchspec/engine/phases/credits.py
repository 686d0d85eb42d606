"""What each side scores on a hand: whether the bidder made his bid, what the bidding
side scores made or set (a numeric bid, a doubled one, a special bid's outcomes, the
exact-bid bonus, the set-back, the marks), and what the other sides score.

:mod:`pitchspec.engine.phases.settle` counts these credits in order;
:mod:`pitchspec.engine.phases.winning` decides the match on the scores they make.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from pitchspec import model as m
from pitchspec.engine.core.auction_plans import SettleTable
from pitchspec.engine.core.records import Award, Contract, Credit, HandRecord
from pitchspec.engine.core.records import credit as new_credit
from pitchspec.engine.phases.scoring import taken_by

# The rule words the credits compare, as Final constants: a compiled build reads them
# as statics instead of looking each up in the model module and then its enum.
_MADE_RULE_TAKEN: Final = m.MadeRule.TAKEN
_OTHERS_IF_BIDDER_SET: Final = m.Others.IF_BIDDER_SET
_OTHERS_TAKEN: Final = m.Others.TAKEN
_OUTCOME_KIND_LOSE: Final = m.OutcomeKind.LOSE
_OUTCOME_KIND_LOSE_BID: Final = m.OutcomeKind.LOSE_BID
_OUTCOME_KIND_LOSE_MATCH: Final = m.OutcomeKind.LOSE_MATCH
_OUTCOME_KIND_SCORE: Final = m.OutcomeKind.SCORE
_OUTCOME_KIND_SCORE_BID: Final = m.OutcomeKind.SCORE_BID
_OUTCOME_KIND_SCORE_TAKEN: Final = m.OutcomeKind.SCORE_TAKEN
_OUTCOME_KIND_WIN_MATCH: Final = m.OutcomeKind.WIN_MATCH
_REASON_BID: Final = m.Reason.BID
_REASON_BID_MADE: Final = m.Reason.BID_MADE
_REASON_EXACT_BID: Final = m.Reason.EXACT_BID
_REASON_MARK: Final = m.Reason.MARK
_REASON_RESET: Final = m.Reason.RESET
_REASON_SET_BACK: Final = m.Reason.SET_BACK
_REQUIREMENT_KIND_ALL_POINTS: Final = m.RequirementKind.ALL_POINTS
_REQUIREMENT_KIND_ALL_TRICKS: Final = m.RequirementKind.ALL_TRICKS
_REQUIREMENT_KIND_CAPTURE: Final = m.RequirementKind.CAPTURE
_SET_KEEPS_NOTHING: Final = m.SetKeeps.NOTHING
_SET_KEEPS_TAKEN: Final = m.SetKeeps.TAKEN
_SET_PENALTY_RESET: Final = m.SetPenalty.RESET


def bid_made(variant: m.Variant, record: HandRecord, awards: Sequence[Award]) -> bool:
    """Did the bidding side take its bid (and meet a special bid's requirements)?"""
    contract = record.contract
    assert contract is not None
    special = variant.special_bid(contract.special) if contract.special else None
    return contract_made(record, awards, contract, special)


def contract_made(record: HandRecord, awards: Sequence[Award], contract: Contract,
              special: m.SpecialBid | None) -> bool:
    """:func:`bid_made` for the contract's special bid (None: a numeric bid)."""
    side = record.sides[contract.bidder]
    taken = taken_by(awards, side)
    if special is None:
        return taken >= contract.level
    enough = taken >= contract.level if special.at is not None or not special.requires else True
    return enough and all(requirement_met(r, side, taken, record, awards) for r in special.requires)


def requirement_met(req: m.Requirement, side: int, taken: int, record: HandRecord,
                 awards: Sequence[Award]) -> bool:
    if req.kind is _REQUIREMENT_KIND_ALL_POINTS:
        return bool(awards) and all(a.side == side for a in awards)
    if req.kind is _REQUIREMENT_KIND_ALL_TRICKS:
        return all(record.sides[t.winner] == side for t in record.tricks)
    if req.kind is _REQUIREMENT_KIND_CAPTURE:
        return any(a.point == req.point and a.side == side for a in awards)
    return taken >= (req.amount or 0)


def _outcome_amount(outcome: m.Outcome, contract: Contract, special: m.SpecialBid | None,
                    taken: int) -> int | str:
    kind = outcome.kind
    if kind in (_OUTCOME_KIND_WIN_MATCH, _OUTCOME_KIND_LOSE_MATCH):
        return str(kind.value)
    value = special.value if special is not None else contract.level
    if kind is _OUTCOME_KIND_SCORE:
        return outcome.amount if outcome.amount is not None else value
    if kind is _OUTCOME_KIND_SCORE_BID:
        return contract.level
    if kind is _OUTCOME_KIND_SCORE_TAKEN:
        return taken
    if kind is _OUTCOME_KIND_LOSE:
        return -(outcome.amount if outcome.amount is not None else value)
    if kind is _OUTCOME_KIND_LOSE_BID:
        return -contract.level
    raise KeyError(kind)


LOSE_MATCH_SCORED: Final = "lose_match_scored"
"""A set bid that loses the match after the deal's points are credited ('set: lose
match after scoring'): the winner among the others is decided on their new scores."""


def special_at(variant: m.Variant, contract: Contract, score: int) -> m.SpecialBid | None:
    """The contract's special bid as it settles for a bidder whose own match score
    before the deal is ``score`` ('win match if score 0, else score value')."""
    special = variant.special_bid(contract.special) if contract.special else None
    return special.at_score(score) if special is not None and special.by_score else special


def bidder_credits(variant: m.Variant, record: HandRecord, awards: Sequence[Award],
                   made: bool, score: int = 0) -> tuple[list[Credit], str | None]:
    """The bidding side's credits, and 'win_match'/'lose_match' for sudden-death bids
    (:data:`LOSE_MATCH_SCORED` for one lost after the deal's points are credited);
    ``score``: the bidder's own match score before the deal."""
    contract = record.contract
    assert contract is not None
    special = variant.special_bid(contract.special) if contract.special else None
    return contract_credits(variant, record, awards, made, score, contract, special)


def contract_credits(variant: m.Variant, record: HandRecord, awards: Sequence[Award],
                    made: bool, score: int, contract: Contract,
                    bid: m.SpecialBid | None) -> tuple[list[Credit], str | None]:
    """:func:`bidder_credits` for the contract's special bid as named (None: a numeric
    bid), looked up once by the caller."""
    side = record.sides[contract.bidder]
    own = [a for a in awards if a.side == side]
    taken = sum(a.value for a in own)
    by_score = bid is not None and bid.by_score
    special = bid.at_score(score) if bid is not None and by_score else bid
    factor = 2 if contract.doubled else 1
    s = variant.scoring
    if special is not None and made and special.made.kind is _OUTCOME_KIND_SCORE_TAKEN:
        return _each(own), None  # point by point, in counting order, like a numeric bid
    named = special is not None and (special.at is None or by_score
                                     or special.made.kind is not _OUTCOME_KIND_SCORE)
    if special is not None and named:
        outcome = special.made if made else special.set
        amount = _outcome_amount(outcome, contract, special, taken)
        keep = [] if made or s.set_keeps is _SET_KEEPS_NOTHING else _each(own)
        if isinstance(amount, str):
            return (keep, LOSE_MATCH_SCORED) if outcome.credited else ([], amount)
        return [new_credit(side, amount, contract.special or _REASON_BID), *keep], None
    if made:
        if s.made is _MADE_RULE_TAKEN and factor == 1:
            credits = _each(own)
        else:
            credits = [new_credit(side, contract.level * factor, _REASON_BID_MADE)]
        if s.exact_bonus and taken == contract.level:
            credits.append(new_credit(side, s.exact_bonus, _REASON_EXACT_BID))
        return credits, None
    if s.set_penalty is _SET_PENALTY_RESET:
        return [new_credit(side, 0, _REASON_RESET), *_marks(variant, side)], None
    credits = [new_credit(side, -contract.level * factor, _REASON_SET_BACK), *_marks(variant, side)]
    if s.set_keeps is _SET_KEEPS_TAKEN:
        credits += _each(own)
    return credits, None


def _marks(variant: m.Variant, side: int) -> list[Credit]:
    """Negative marks for a set side (Juniper's pookie), kept apart from the score."""
    marks = variant.scoring.set_marks
    return [new_credit(side, marks, _REASON_MARK)] if marks else []


def _each(awards: Sequence[Award]) -> list[Credit]:
    return [new_credit(a.side, a.value, a.point) for a in awards]


def other_credits(variant: m.Variant, record: HandRecord, awards: Sequence[Award],
                  made: bool | None, anyone: frozenset[str]) -> list[Credit]:
    """What sides other than the bidder's score: all they took, nothing, or only when
    the bidder is set; points marked 'scored by anyone' (``anyone``) always count."""
    bidder_side = record.sides[record.contract.bidder] if record.contract else None
    rule = variant.scoring.others
    credits = []
    for a in awards:
        if a.side == bidder_side:
            continue
        counts = (rule is _OTHERS_TAKEN or a.point in anyone
                  or (rule is _OTHERS_IF_BIDDER_SET and made is False)
                  or record.contract is None)
        if counts:
            credits.append(new_credit(a.side, a.value, a.point))
    return credits


def bidder_plainly(table: SettleTable, contract: Contract, special: m.SpecialBid | None,
                   side: int, made: bool, own: list[Credit], taken: int) -> list[Credit]:
    """The bidder's side's credits, plainly (``own``: a credit for each point it took):
    made, each point it took; set, the bid lost (and what it took where it keeps it).
    A special bid named for a numeric level scores as its outcomes say, or as that
    level where it scores the bid when made; a doubled bid ("n for 2n") scores twice
    its level made, and loses twice its level set."""
    if contract.doubled:  # "n for 2n": twice the bid, scored made or lost set
        if made:
            return [new_credit(side, 2 * contract.level, _REASON_BID_MADE)]
        lost = new_credit(side, -2 * contract.level, _REASON_SET_BACK)
    elif special is None or special.made.kind is _OUTCOME_KIND_SCORE:
        if made:
            return own
        lost = new_credit(side, -contract.level, _REASON_SET_BACK)
    elif made and special.made.kind is _OUTCOME_KIND_SCORE_TAKEN:
        return own
    else:
        amount = _outcome_amount(special.made if made else special.set, contract, special,
                                 taken)
        assert isinstance(amount, int)
        lost = new_credit(side, amount, contract.special or _REASON_BID)
        if made:
            return [lost]
    return [lost, *own] if table.keeps_taken else [lost]

