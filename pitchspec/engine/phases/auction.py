"""The auction: legal bids, its forms, the dealer's steal, forced and special bids,
what happens when all pass, and Commercial Pitch's sale.

Bids are ordered by a key: numeric bid n is n, a doubled bid "n for 2n" is n + 0.5
(a half-step above n), a special bid sits at its level (``at``) or just above
(``above``). Each bid must exceed the standing high bid, except the dealer's steal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.auction_plans import bids_key
from pitchspec.engine.core.records import Award, Contract
from pitchspec.engine.core.state import LOSE_BASE, MatchState, Phase
from pitchspec.engine.phases.deal import redeal
from pitchspec.engine.phases.settle import forced_set
from pitchspec.engine.phases.trump import after_auction


def order_key(state: MatchState, action: int) -> float:
    """Where a bid ranks (compiled in the bid table; worked out for any other action)."""
    key = state.bids.keys.get(action)
    if key is not None:
        return key
    if A.BID_BASE < action < A.DOUBLED_BASE:
        return float(action - A.BID_BASE)
    if A.DOUBLED_BASE < action < A.SPECIAL_BASE:
        return action - A.DOUBLED_BASE + 0.5
    return state.specials[action - A.SPECIAL_BASE].level


def begin(state: MatchState) -> None:
    """Open the auction (or skip it when the variant has none): each bids in turn from
    the opener (in Commercial Pitch, elder's side makes no offer)."""
    table = state.bids
    if not table.auction:
        after_auction(state)
        return
    state.phase = Phase.BID
    order = state.seats_from(state.seat_for(table.opener))
    state.bid_order = [s for s in order if not _sells_to_own_side(state, s)] \
        if table.commercial else order
    state.passed = set()
    state.acted = set()
    state.high = None
    state.to_act = state.bid_order[0]
    _skip_barred(state)


def _sells_to_own_side(state: MatchState, seat: int) -> bool:
    """Commercial Pitch: elder sells the right to pitch, so neither he nor a partner of
    his makes an offer (the offers go round the others, ending with the dealer)."""
    return state.bids.commercial and state.sides[seat] == state.sides[state.elder]


def legal(state: MatchState) -> list[int]:
    """Bids the player to act may make."""
    return _legal(state, False)


def legal_sorted(state: MatchState) -> list[int]:
    """:func:`legal`, sorted (as the decisions are listed): read, as :func:`legal`
    reads them, from the bid table's kept lists, which are kept sorted too."""
    return _legal(state, True)


def _legal(state: MatchState, ordered: bool) -> list[int]:
    """:func:`legal`, or with ``ordered`` :func:`legal_sorted`: a player bids above the
    standing bid, as forced by his hand or as a stuck dealer, among the special bids
    open to him; the same situation gives the same bids, so each is listed once per
    variant (:attr:`BidTable.kept`) and copied from there."""
    table = state.bids
    seat = state.to_act
    if table.look and seat not in state.looked:  # he has not said whether he looks
        return [_LOOK, _NO_LOOK]
    if table.blind_turn:
        unseen = blind_offers(state, seat)
        if unseen:
            return [*unseen, _LOOK]
    if seat in state.may_not_bid:
        return [_PASS]
    high = state.high
    steal = high is not None and table.steal and _may_steal(state, seat)
    stuck = _stuck_dealer_minimum(state, seat) if table.stuck >= 0 else None
    minimum = forced_minimum(state, seat) if table.forced else None
    open_ = -1 if table.open_specials else _open_specials(state, seat)
    key = bids_key(-1 if high is None else high[1], steal, -1 if stuck is None else stuck,
                   -1 if minimum is None else minimum, open_)
    made = table.kept.get(key)  # they depend on these alone: listed once, then kept
    if made is None:
        options = table.every if open_ < 0 else \
            [*table.plain, *((a, k) for i, (a, k, _) in enumerate(table.specials)
                             if open_ >> i & 1)]
        floor = high[0] if high is not None else 0.0
        made = table.kept[key] = _kept(_bids_over(options, floor, steal, stuck, minimum,
                                                  table.must_bid))
    return list(made[1] if ordered else made[0])


def _open_specials(state: MatchState, seat: int) -> int:
    """The callable special bids open to the player (bit i: the i-th of the table's):
    not blind once he has looked or bid, not barred to him by the scores."""
    open_ = 0
    for i, (_, _, special) in enumerate(state.bids.specials):
        if _special_allowed(state, special, seat):
            open_ |= 1 << i
    return open_


def _kept(bids: list[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Legal bids as a bid table keeps them: as listed, and sorted."""
    return tuple(bids), tuple(sorted(bids))


def _bids_over(options: Sequence[tuple[int, float]], floor: float, steal: bool,
               stuck: int | None, minimum: int | None, must_bid: bool) -> list[int]:
    """The bids of ``options`` (action, key) above the standing bid's key (or equal
    to it, for a dealer who may steal), not below a stuck dealer's forced amount;
    then pass, unless the stuck dealer must bid; a player forced by what he holds
    bids at least his minimum (pass only if no bid reaches it)."""
    keyed = [(a, k) for a, k in options if k > floor or (steal and k == floor)]
    if stuck is not None:  # he may not bid below the forced amount
        keyed = [(a, k) for a, k in keyed if k >= stuck]
    legal_bids = [a for a, _ in keyed]
    if minimum is None or floor >= minimum:
        if not (must_bid and stuck is not None and legal_bids):
            legal_bids.append(A.PASS)  # under 'dealer bids N' his pass takes the N
    else:
        legal_bids = [a for a, k in keyed if k >= minimum] or [A.PASS]
    return legal_bids


def blind_offers(state: MatchState, seat: int) -> list[int]:
    """The blind-bid turn (blind smudge, bid "before looking at one's hand", 000): where
    there is no look-or-not rule, a player who has neither looked nor bid yet first
    chooses between the blind bids still open to him and looking at his hand."""
    table = state.bids
    if table.look or seat in state.acted or state.looked.get(seat, False) \
            or seat in state.may_not_bid:
        return []
    floor = state.high[0] if state.high else 0.0
    return [action for action, key, special in table.blind
            if key > floor and _special_allowed(state, special, seat)]


def hand_unseen(state: MatchState, seat: int) -> bool:
    """During the auction the player has not looked at his hand: look-or-not before he
    looks, or a blind bid still open to him (or made by him)."""
    if state.phase is not Phase.BID or state.looked.get(seat, False):
        return False
    if state.variant.bidding.look is not None:
        return True
    bid_blind = any(s == seat and A.SPECIAL_BASE <= a < A.DECLARE_BASE
                    and state.specials[a - A.SPECIAL_BASE].blind for s, a in state.auction_log)
    return bid_blind or bool(blind_offers(state, seat))


def _stuck_dealer_minimum(state: MatchState, seat: int) -> int | None:
    """The forced amount when every other player has passed to a dealer who must bid
    ("stick the dealer": at least 2 in solo Pitch), else None."""
    amount = state.bids.stuck
    if amount < 0 or seat != state.dealer or state.high is not None:
        return None
    passed = state.passed
    for s in state.bid_order:
        if s != seat and s not in passed:
            return None
    return amount


DEALER_STUCK = (m.AllPassAction.DEALER_BIDS, m.AllPassAction.DEALER_MUST_BID)


def _may_steal(state: MatchState, seat: int) -> bool:
    """The dealer may equal the high bid: any, one of at most ``up_to``, or, with
    ``top_only``, only the top bid, which he could not beat."""
    steal = state.variant.bidding.steal
    if steal is None or seat != state.dealer or state.high is None:
        return False
    if steal.top_only:
        return state.high[0] >= max(state.bids.keys.values())
    return steal.up_to is None or state.high[0] <= steal.up_to


def _special_allowed(state: MatchState, bid: m.SpecialBid, seat: int) -> bool:
    if bid.at is not None and bid.at in state.bids.levels:
        return False  # the special bid is the numeric bid itself, named
    if bid.blind and state.looked.get(seat, False):
        return False
    if bid.blind and seat in state.acted:
        return False
    return not barred(state, bid, seat)


def barred(state: MatchState, bid: m.SpecialBid, seat: int) -> bool:
    """The special bid's bars keep this player from it: a side in the hole, or his own
    side's score already at a stated amount."""
    bars = bid.barred
    if not bars:
        return False
    side = state.sides[seat]
    scores = state.scores
    for bar in bars:
        kind = bar.kind
        if kind is _ANY_SIDE_IN_HOLE:
            if min(scores) < 0:
                return True
        elif kind is _OWN_SIDE_IN_HOLE:
            if scores[side] < 0:
                return True
        elif kind is _OWN_SCORE_AT_LEAST and scores[side] >= (bar.amount or 0):
            return True
    return False


_LOOK: Final = A.LOOK
_NO_LOOK: Final = A.NO_LOOK
_PASS: Final = A.PASS
_BID_BASE: Final = A.BID_BASE
_DOUBLED_BASE: Final = A.DOUBLED_BASE
_SPECIAL_BASE: Final = A.SPECIAL_BASE
_DECLARE_BASE: Final = A.DECLARE_BASE
"""The actions the auction reads at every bid, Final (statics in a compiled build)."""
_ANY_SIDE_IN_HOLE: Final = m.BarKind.ANY_SIDE_IN_HOLE
_OWN_SIDE_IN_HOLE: Final = m.BarKind.OWN_SIDE_IN_HOLE
_OWN_SCORE_AT_LEAST: Final = m.BarKind.OWN_SCORE_AT_LEAST
"""The bars' kinds, Final (a compiled build reads them as statics, not as attributes
of the model's enum at every bid)."""


def forced_minimum(state: MatchState, seat: int) -> int | None:
    """The least a player must bid because of what he holds (Nine-Five's forced 9:
    the card, with another of its suit where so ruled)."""
    hand = state.hands[seat]
    best = -1
    for card, suit, with_mate, minimum in state.bids.forced:
        if hand & card and minimum > best:
            mates = hand & suit
            if not with_mate or mates & (mates - 1):  # two cards of the suit or more
                best = minimum
    return best if best >= 0 else None


def act(state: MatchState, action: int) -> None:
    """The player to act says whether he looks, passes or bids; the auction moves on."""
    seat = state.to_act
    state.auction_log.append((seat, action))
    if action in (_LOOK, _NO_LOOK):
        state.looked[seat] = action == _LOOK
        return
    state.acted.add(seat)
    table = state.bids
    if action == _PASS:
        state.passed.add(seat)
    else:
        state.high = (order_key(state, action), action, seat)
        if action == table.ends_at:
            won(state)  # "pitching" a 4: the card laid down ends the auction
            return
    _next(state)


def _next(state: MatchState) -> None:
    if state.bids.continuing:
        _next_continuing(state)
        return
    index = state.bid_order.index(state.to_act) + 1
    if index < len(state.bid_order):
        state.to_act = state.bid_order[index]
        _skip_barred(state)
    elif state.high is None:
        all_passed(state)
    else:
        won(state)


def _skip_barred(state: MatchState) -> None:
    """Players who may not bid (after a coke) pass automatically."""
    while state.to_act in state.may_not_bid and state.phase is Phase.BID \
            and not state.look_pending(state.to_act):
        state.passed.add(state.to_act)
        state.acted.add(state.to_act)
        index = state.bid_order.index(state.to_act) + 1
        if index >= len(state.bid_order):
            if state.high is None:
                all_passed(state)
            else:
                won(state)
            return
        state.to_act = state.bid_order[index]


def _next_continuing(state: MatchState) -> None:
    """A continuing auction: the high bidder wins once every other has passed; all
    passed, the all-pass rule; else the next in turn who has not passed bids."""
    passed, high = state.passed, state.high
    active = others = 0
    for s in state.bid_order:
        if s not in passed:
            active += 1
            if high is None or s != high[2]:
                others += 1
    if high is not None and (active <= 1 or others == 0):
        won(state)
        return
    if not active:
        all_passed(state)
        return
    seat = state.next_seat(state.to_act)
    while seat in state.passed:
        seat = state.next_seat(seat)
    state.to_act = seat


def all_passed(state: MatchState) -> None:
    """Every player passed: redeal, pass the deal, set the dealer's side without play
    (Smear's forced set), let elder pitch freely or the dealer at a contract of 0, or
    force a bid (stick the dealer)."""
    rule = state.variant.bidding.all_pass
    if rule.action is m.AllPassAction.REDEAL:
        redeal(state, same_dealer=True)
    elif rule.action is m.AllPassAction.PASS_DEAL:
        redeal(state, same_dealer=False)
    elif rule.action is m.AllPassAction.ELDER_PITCHES:
        after_auction(state)
    elif rule.action is m.AllPassAction.DEALER_SET:
        forced_set(state, rule.amount or 0)
    elif rule.action is m.AllPassAction.DEALER_PITCHES:
        state.contract = Contract(state.dealer, 0)  # he pitches, and cannot be set
        lose_looked_cards(state)
        after_auction(state)
    else:
        # under 'dealer must bid N' only a dealer who passed before the others did (a
        # continuing auction, or the dealer opening) gets here: he is given the N
        seat = state.dealer if rule.action in DEALER_STUCK else state.elder
        amount = rule.amount or state.variant.bidding.minimum
        options = [A.bid_action(amount)]
        options += [A.SPECIAL_BASE + i for i, s in enumerate(state.specials)
                    if s.name in rule.may_bid]
        if len(options) == 1:
            set_contract(state, seat, options[0])
        else:
            state.phase, state.to_act, state.choice_options = Phase.FORCED, seat, options


def won(state: MatchState) -> None:
    assert state.high is not None
    if state.bids.commercial:
        state.phase, state.to_act = Phase.SALE, state.elder
        state.choice_options = [A.SELL, A.REFUSE]
        return
    set_contract(state, state.high[2], state.high[1])


def sale(state: MatchState, action: int) -> None:
    """Commercial Pitch: elder sells to the high bidder, scoring the bid at once, or
    refuses and pitches himself, undertaking the same number of points."""
    assert state.high is not None
    commercial = state.variant.bidding.commercial
    level = int(order_key(state, state.high[1]))
    if action == A.SELL:
        if commercial is None or commercial.seller_scores_bid:
            state.award_now(Award(m.Reason.SALE, state.sides[state.elder], level))
        set_contract(state, state.high[2], state.high[1])
    else:
        set_contract(state, state.elder, state.high[1])


def set_contract(state: MatchState, seat: int, action: int) -> None:
    """The player's bid becomes the contract: a special bid at its level, a doubled bid
    ("n for 2n"), or a numeric bid, named after the first special bid at its level not
    barred to him (the moon). Each contract is made once per variant and shared."""
    table = state.bids
    key: tuple[int, int, bool, str | None]
    if _SPECIAL_BASE <= action < _DECLARE_BASE:
        special = state.specials[action - _SPECIAL_BASE]
        level = special.at if special.at is not None else special.value
        key = (seat, level, False, special.name)
    elif action > _DOUBLED_BASE:
        key = (seat, action - _DOUBLED_BASE, True, None)
    else:
        level = action - _BID_BASE
        key = (seat, level, False, _named(state, table.named_at.get(level), seat))
    contract = table.contracts.get(key)
    if contract is None:
        contract = table.contracts[key] = Contract(*key)
    state.contract = contract
    lose_looked_cards(state)
    after_auction(state)


def _named(state: MatchState, specials: tuple[m.SpecialBid, ...] | None,
           seat: int) -> str | None:
    """The name of the first special bid at a numeric level not barred to the bidder."""
    if specials is None:
        return None
    for special in specials:
        if not barred(state, special, seat):
            return special.name
    return None


def lose_looked_cards(state: MatchState) -> None:
    """Look-or-not: each player who looked loses random cards once the auction ends."""
    table = state.bids
    if not table.look:
        return
    for seat in state.seats_from(state.elder):
        exempt = table.passers_exempt and seat in state.passed
        if state.looked.get(seat) and not exempt:
            state.queue.extend([LOSE_BASE - seat] * min(table.lookers_lose,
                                                         state.hands[seat].bit_count()))
