"""Plain trick play and the plain auction, played from the compiled plans.

A variant whose play and auction need nothing but the plain rules (see
:mod:`pitchspec.engine.core.plans`) has them played here, a table lookup per decision:
follow the suit led if you hold it (within the compiled follow mask: the suit, or the
suit and trumps), else play anything; the strongest trump, else the strongest card of
the suit led, takes the trick; a bid must top the standing bid. The general phases
(:mod:`pitchspec.engine.phases.play`, :mod:`pitchspec.engine.phases.auction`) give the
same actions and outcomes for these variants; this module only skips what they check.
"""

from __future__ import annotations

from pitchspec.engine.core import actions as A
from pitchspec.engine.core.plans import AuctionPlan, PlayPlan
from pitchspec.engine.core.records import trick
from pitchspec.engine.core.state import MatchState
from pitchspec.engine.core.tables import BYTE_CARDS, TRUMP_BASE, cards_in


def legal_plays(state: MatchState, plan: PlayPlan) -> list[int]:
    """The cards the player to act may play: to pitch (the first lead fixes trump),
    any card of a suit; to lead the first trick, within the lead rule's cards if he
    holds one; to lead later, any card; to follow, within the follow mask if he holds
    the suit led, else any. On the first trick, barred cards only if nothing else."""
    hand = state.hands[state.to_act]
    plays = state.plays
    trump = state.trump
    if plays:
        assert trump is not None  # the first card played fixed it
        led = plan.effective[trump][plays[0][1]]
        if hand & plan.suits[trump][led]:
            hand &= plan.follow[trump][led]
    elif trump is None:
        return cards_in(hand & plan.pitchable or hand)
    elif not state.tricks:
        hand = hand & plan.first_lead[trump] or hand
    if plan.barred_first and not state.tricks:
        hand = hand & ~plan.barred_first or hand
    # cards_in(hand), inlined: the hottest listing of the engine (a hand holds ids < 54)
    return [*_C0[hand & 255], *_C1[hand >> 8 & 255], *_C2[hand >> 16 & 255],
            *_C3[hand >> 24 & 255], *_C4[hand >> 32 & 255], *_C5[hand >> 40 & 255],
            *_C6[hand >> 48]]


_C0, _C1, _C2, _C3, _C4, _C5, _C6 = BYTE_CARDS


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
    if plays and not state.broken:
        state.broken = bool(plan.trump_masks[trump] & bit)
    hands = state.hands
    hands[seat] &= ~bit
    plays.append((seat, card))
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
    for seat, card in plays:
        key = strength[card]
        if key > best and (key >= TRUMP_BASE or effective[card] == led):
            winner, best = seat, key
    state.tricks.append(trick(leader, tuple(plays), winner))
    state.plays = []
    hands, n = state.hands, state.n
    seat = winner
    for _ in range(n):
        if hands[seat]:
            state.to_act = seat
            return True
        seat = seat + 1 if seat + 1 < n else 0
    return False


def legal_bids(state: MatchState, plan: AuctionPlan) -> list[int]:
    """Pass, or any bid above the standing one (a player barred from bidding passes)."""
    if state.to_act in state.may_not_bid:
        return [A.PASS]
    high = state.high
    return list(plan.after[int(high[0]) if high is not None else 0])


__all__ = ["close_trick", "legal_bids", "legal_plays", "play"]
