"""Plain trick play and the plain auction, played from the compiled plans.

A variant whose play and auction need nothing but the plain rules (see
:mod:`pitchspec.engine.core.plans`) has them played here, a table lookup per decision:
follow the suit led if you hold it (within the compiled follow mask: the suit, or the
suit and trumps), else play anything; the strongest trump, else the strongest card of
the suit led, takes the trick; a bid must top the standing bid, each player bids once
in turn, and the highest bid makes the contract (where nothing lies between contract
and first lead, the pitcher leads at once). The general phases
(:mod:`pitchspec.engine.phases.play`, :mod:`pitchspec.engine.phases.auction`) give the
same actions and the same state for these variants (tests/engine/test_plans.py,
tests/engine/test_fast_decisions.py); this module only skips what they check. The
moments the plans leave out (all pass, pitching a 4, a name the scores can bar, a
player barred from bidding, a bid his hand forces on a player) go to the general
auction.
"""

from __future__ import annotations

from typing import Final

from pitchspec.engine.core import actions as A
from pitchspec.engine.core.auction_plans import AuctionPlan
from pitchspec.engine.core.plans import PlayPlan
from pitchspec.engine.core.records import Award, Contract, trick
from pitchspec.engine.core.state import MatchState, Phase
from pitchspec.engine.core.tables import BITS, TRUMP_BASE, cards_in, count_of, played
from pitchspec.engine.phases import auction
from pitchspec.engine.phases.play_rules import extra_actions


def legal_plays(state: MatchState, plan: PlayPlan) -> list[int]:
    """The cards the player to act may play: to pitch (the first lead fixes trump),
    any card of a suit; to lead the first trick, within the lead rule's cards if he
    holds one; to lead later, any card; to follow, within the follow mask if he holds
    the suit led, else any. On the first trick (or its lead), barred cards only if
    nothing else."""
    hand = state.hands[state.to_act]
    plays = state.plays
    trump = state.trump
    if plays:
        assert trump is not None  # the first card played fixed it
        suit, follow = plan.led_by[trump][plays[0][1]]
        if hand & suit:
            hand &= suit if plan.unbroken and not state.broken else follow
    elif trump is None:
        cards = cards_in(hand & plan.pitchable or hand)
        return cards + extra_actions(state, state.to_act) if plan.extras else cards
    elif not state.tricks and plan.first_lead_kept:
        hand = hand & plan.first_lead[trump] or hand
    elif plan.lead_unbroken and not state.broken:
        hand = hand & ~plan.trump_masks[trump] or hand
    if plan.barred_first and not state.tricks:
        hand = hand & ~plan.barred_first or hand
    elif plan.barred_first_lead and not plays and not state.tricks:
        hand = hand & ~plan.barred_first_lead or hand
    # cards_in(hand), inlined: the hottest listing of the engine, lowest card first (a
    # compiled build does the bit arithmetic natively: a few cards, a few steps)
    cards = []
    while hand:
        low = hand & -hand
        cards.append(low.bit_length() - 1)
        hand ^= low
    if plan.extras:
        cards += extra_actions(state, state.to_act)
    return cards


def play(state: MatchState, plan: PlayPlan, card: int) -> bool:
    """The player to act lays a card; the next player in turn who still holds cards
    plays, or the trick closes when it comes round to the leader. True when a player
    is to play next (in this trick or, its winner or the next holding cards, the
    next); False when nobody holds a card: the hand is over."""
    seat = state.to_act
    trump = state.trump
    if trump is None:
        trump = state.trump = card // 13  # the pitch fixes trump
    plays = state.plays
    bit = 1 << card
    hands = state.hands
    if plays:
        if not state.broken:
            state.broken = bool(plan.trump_masks[trump] & bit)
    elif not state.tricks:  # the first lead: what each holds now is what he held
        state.held_at_lead = hands.copy()
        state.captured = [0] * state.n
    hands[seat] ^= bit  # a legal card: one he holds
    plays.append(played(seat, card))
    first = plays[0][0]
    n = state.n
    nxt = seat + 1 if seat + 1 < n else 0
    while nxt != first and not hands[nxt]:
        nxt = nxt + 1 if nxt + 1 < n else 0
    if nxt != first:
        state.to_act = nxt
        return True
    return close_trick(state, plan, trump)


def close_trick(state: MatchState, plan: PlayPlan, trump: int) -> bool:
    """The strongest trump, else the strongest card of the suit led, takes the trick
    (the first played of equals); he leads the next, or if his hand is empty the next
    player in turn who holds a card. False when nobody does."""
    plays = state.plays
    effective, strength = plan.effective[trump], plan.strength[trump]
    leader, led_card = plays[0]
    led = effective[led_card]
    winner, best = leader, strength[led_card]
    taken = 0
    for seat, card in plays:
        taken |= BITS[card]
        key = strength[card]
        if key > best and (key >= TRUMP_BASE or effective[card] == led):
            winner, best = seat, key
    tricks = state.tricks
    if plan.keeps_lead and tricks and not taken & plan.trump_masks[trump]:
        winner = leader  # an off-lead nobody trumped: the previous winner keeps the lead
    tricks.append(trick(leader, tuple(plays), winner))
    captured = state.captured
    if captured is not None:
        captured[winner] |= taken
    state.plays = []
    if plan.trick_trumps:
        _score_trick_trumps(state, plan, taken & plan.trump_masks[trump], winner)
    if plan.draws and state.stock:
        _queue_draws(state, winner if plan.draws == 1 else leader)
    if state.queue or state.winners is not None:
        return True  # the draws come first, then the leader plays (play.play_step); or
        # the trick's trumps counted a side out
    if state.conceded:
        return False  # the bidder conceded: the hand stops here (play.play_step)
    return _leads_from(state, winner)


def _score_trick_trumps(state: MatchState, plan: PlayPlan, trumps: int, winner: int) -> None:
    """All Fives: the trick's winner scores the card points of the trumps in it at
    once, for each trick-trump point (as the general play scores them)."""
    points = plan.trick_trump_points
    doubled = 0
    while trumps:
        low = trumps & -trumps
        doubled += points[low.bit_length() - 1]
        trumps ^= low
    value = doubled // 2
    if value:
        for name in plan.trick_trumps:
            state.award_now(Award(name, state.sides[winner], value))


def _queue_draws(state: MatchState, first: int) -> None:
    """Trick and draw: from ``first``, each player in turn draws a card of the stock
    while the stock has one left for him."""
    queue, n = state.queue, state.n
    draws = count_of(state.stock) - len(queue)  # the cards left for them, counted natively
    seat = first
    for _ in range(n if draws > n else draws):
        queue.append(seat)
        seat = seat + 1 if seat + 1 < n else 0


def open_auction(state: MatchState, plan: AuctionPlan) -> None:
    """The cards dealt, the auction opens at once (:attr:`AuctionPlan.opens`): nothing
    is offered, turned or begged; the first bidder (elder, or the dealer) bids first,
    then each in turn once round the table, as :func:`auction.begin` opens it."""
    n = state.n
    first = (state.dealer + plan.opens) % n
    state.pending_procedures.clear()  # none to offer
    state.phase = Phase.BID
    state.bid_order = [(first + step) % n for step in range(n)]
    state.passed.clear()  # as the deal left them: nobody has passed or bid yet
    state.acted.clear()
    state.high = None
    state.to_act = first


def legal_bids(state: MatchState, plan: AuctionPlan) -> list[int]:
    """Pass, or any bid above the standing one (a player barred from bidding passes; a
    stuck dealer, or a player whose hand forces a bid above the standing one, bids as
    the general auction says)."""
    seat = state.to_act
    if seat in state.may_not_bid:
        return [A.PASS]
    high = state.high
    if high is None:
        if (plan.stuck and seat == state.dealer) or (plan.forced and _forced(state, seat, 0.0)):
            return auction.legal_sorted(state)
        return list(plan.after[0])
    key = high[0]
    if plan.forced and _forced(state, seat, key):
        return auction.legal_sorted(state)
    level = int(key)
    return list(plan.after[level] if key == level else plan.after_doubled[level])


def _forced(state: MatchState, seat: int, floor: float) -> bool:
    """The player's hand forces him to bid more than ``floor``, the standing bid's key
    (no bid yet: 0)."""
    minimum = auction.forced_minimum(state, seat)
    return minimum is not None and floor < minimum


def bid(state: MatchState, plan: AuctionPlan, action: int) -> bool:
    """The player to act passes or bids (topping the standing bid, checked by the
    caller); the next in the bidding order bids. When all have bid once, the highest
    bidder makes his contract (all passed: the general auction deals again); pitching
    a 4, where the bid ends the auction, makes it at once. True when a player is to
    bid, or the pitcher to lead, next. Nobody may be barred from bidding (a coke)."""
    seat = state.to_act
    state.auction_log.append((seat, action))
    state.acted.add(seat)
    if action == _PASS:
        state.passed.add(seat)
    else:
        state.high = (plan.keys[action], action, seat)
        if action == plan.pitching:
            auction.won(state)
            return False
    order = state.bid_order
    index = order.index(seat) + 1
    if index < len(order):
        state.to_act = order[index]
        return True
    high = state.high
    if high is None:
        auction.all_passed(state)
        return False
    named = plan.named
    if named is None or not plan.leads:
        auction.won(state)
        return False
    bidder, action = high[2], high[1]
    contract = plan.contracts.get((bidder, action))
    if contract is None:
        contract = plan.contracts[bidder, action] = \
            Contract(bidder, action - A.BID_BASE, False, named.get(action))
    state.contract = contract
    state.phase = Phase.PLAY
    return first_lead(state, bidder if plan.pitcher_leads else -1)


def first_lead(state: MatchState, pitcher: int = -1) -> bool:
    """The variant's first leader (the pitcher, when given), or the next in turn who
    holds a card, leads to the first trick (plain play: nobody sits out or has a
    blind). False when nobody holds a card."""
    return _leads_from(state, pitcher if pitcher >= 0
                       else state.seat_for(state.variant.play.first_leader))


def leads_next(state: MatchState) -> bool:
    """Between tricks of plain play (nobody sits out, nobody has a blind): the last
    trick's winner leads the next, or if his hand is empty the next player in turn who
    holds a card. False when nobody does: the hand is over."""
    return _leads_from(state, state.tricks[-1].winner)


def _leads_from(state: MatchState, seat: int) -> bool:
    """``seat`` leads, or if his hand is empty the next player in turn who holds a
    card. False when nobody does."""
    hands, n = state.hands, state.n
    for _ in range(n):
        if hands[seat]:
            state.to_act = seat
            return True
        seat = seat + 1 if seat + 1 < n else 0
    return False


_PASS: Final = A.PASS


__all__ = ["bid", "close_trick", "first_lead", "leads_next", "legal_bids", "legal_plays",
           "open_auction", "play"]
