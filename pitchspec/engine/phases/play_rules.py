"""Trick play: which cards a player may play, and who wins a trick.

Follow rules (VARIANTS.md section 2): FT, follow suit or trump; MF, must follow suit,
trump only when void; trump-on-trump, a trump lead must be answered with a trump,
anything goes otherwise. On top: trump must be broken, first-lead rules, jokers barred
from the first trick (or only from leading it), suitless jokers, and a joker held back
on a trump lead.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.plans import (
    LEAD_NOT_TRUMP,
    LEAD_TRUMP,
    MUST_FOLLOW,
    TRUMP_ON_TRUMP,
    PlayRules,
)
from pitchspec.engine.core.state import MatchState
from pitchspec.engine.core.tables import NO_SUIT, TRUMP_BASE, TrumpTable, cards_in, table_key

JOKERS = (1 << 52) | (1 << 53)


def legal_plays(state: MatchState) -> list[int]:
    """The cards (and concession or throw-in) the player to act may play now."""
    seat = state.to_act
    hand = state.hands[seat]
    blind = state.blinds[seat]
    trump = state.trump
    if trump is None:
        cards = _pitch(state, hand) if hand or not blind else [blind[-1]]
        return cards + extra_actions(state, seat) if state.extras_possible else cards
    table = trick_rule(state, trump)
    rules = state.play_rules
    plays = state.plays
    if not plays:
        allowed = _lead(state, rules, table.trump_mask, hand)
    else:
        allowed = _follow_suit(state, rules, table, hand)
        if rules.doubling_override and plays[0][1] >= 52:
            allowed |= hand & JOKERS  # a joker may always be played to a joker lead
    if blind and rules.blind_card:
        allowed = _with_blind(state, table, hand, allowed, blind[-1])
    elif blind and not hand:
        allowed = 1 << blind[-1]
    if not state.tricks and (rules.jokers_barred_first
                             or (rules.jokers_not_led_first and not plays)):
        allowed = _unless_only(allowed, allowed & ~JOKERS)
    cards = cards_in(allowed or hand)
    return cards + extra_actions(state, seat) if state.extras_possible else cards


def trump_table(state: MatchState, trump: int) -> TrumpTable:
    """The trump table of ``trump`` and the hand's sub-trump (read at every card: from
    the variant's list of them, by table_key, as the state keeps it)."""
    sub = state.sub
    found = state.trump_tables[trump * 5 + (4 if sub is None else sub)]
    if found is None:
        found = state.tables.table(trump, sub)
    return found


def trick_rule(state: MatchState, trump: int) -> TrickRule:
    """The :class:`TrickRule` of ``trump`` and the hand's sub-trump, kept with the play
    rules once made: what the general trick play reads of the trump table at every
    card (the suits, the trumps, who takes the trick), as native fields."""
    sub = state.sub
    kept = state.play_rules.trick_rules
    key = table_key(trump, sub)
    rule: TrickRule | None = kept[key]
    if rule is None:
        rule = kept[key] = TrickRule(state.variant.play, trump_table(state, trump))
    return rule


def _with_blind(state: MatchState, table: TrickRule, hand: int, allowed: int, top: int) -> int:
    """Blind Pitch: follow suit, trump, or play the top blind card; an off-suit card
    from the hand only when none of these is possible."""
    if not state.plays:
        return allowed | 1 << top
    suit = _led(table.effective, state.play_rules.suitless_jokers, state.plays)
    following = hand & (table.suit_masks[suit] | table.trump_mask) if suit != NO_SUIT else hand
    return (allowed & following) | 1 << top


def extra_actions(state: MatchState, seat: int) -> list[int]:
    """Concession (the bidder, at any of his turns in play; a trick in progress is
    finished first) and throwing in a dead hand."""
    play = state.variant.play
    extras = []
    contract = state.contract
    if (play.bidder_may_concede and contract is not None and contract.bidder == seat
            and not state.conceded):
        extras.append(A.CONCEDE)
    if play.dead_hand_throw_in and state.plays and _dead_and_losing(state, seat):
        extras.append(A.THROW_IN)
    return extras


def _dead_and_losing(state: MatchState, seat: int) -> bool:
    """No trumps and no counting cards left, a partner still in play, and the trick
    currently going to the other side."""
    if state.trump is None:
        return False
    table = trump_table(state, state.trump)
    hand = state.hands[seat]
    partners = [s for s in range(state.n) if s != seat and state.sides[s] == state.sides[seat]
                and state.in_trick(s)]
    if not partners or hand & table.trump_mask:
        return False
    if any(state.tables.card_points[c] for c in cards_in(hand)):
        return False
    return state.sides[winner_now(state, state.trump)] != state.sides[seat]


def _pitch(state: MatchState, hand: int) -> list[int]:
    """The pitch: any card whose suit can become trump (not a joker)."""
    return cards_in(_unless_only(hand, hand & ~JOKERS))


def _unless_only(allowed: int, preferred: int) -> int:
    """``preferred`` when it leaves the player something to play, else ``allowed``."""
    return preferred if preferred else allowed


def _lead(state: MatchState, rules: PlayRules, trump_mask: int, hand: int) -> int:
    trumps = hand & trump_mask
    if not state.tricks:
        first = rules.first_lead
        if first == LEAD_TRUMP:
            return _unless_only(hand, trumps)
        if first == LEAD_NOT_TRUMP:
            return _unless_only(hand, hand & ~trumps)
    if rules.trump_must_be_broken and not state.broken:
        return _unless_only(hand, hand & ~trumps)
    return hand


def led_suit(state: MatchState, table: TrumpTable) -> int:
    """The suit to follow in the trick on the table (:func:`suit_led`)."""
    return suit_led(state.variant.play, table, state.plays)


def suit_led(play: m.Play, table: TrumpTable, plays: Sequence[tuple[int, int]]) -> int:
    """The suit to follow: the led card's effective suit; after a suitless joker lead
    (a rankless joker, or any joker where a led joker is suitless), the suit of the
    first suited card played. (Read from the rules and the cards alone, so a player
    can ask it of a trick he imagines.)"""
    return _led(table.effective, play.joker_lead is m.JokerLead.SUITLESS, plays)


def _led(effective: tuple[int, ...], suitless_jokers: bool,
         plays: Sequence[tuple[int, int]]) -> int:
    """:func:`suit_led`, from the trump table's effective suits and whether a led joker
    is suitless (what :class:`TrickRule` keeps of them)."""
    if plays and plays[0][1] < 52:  # a suited card led: its suit, trump for a trump
        return effective[plays[0][1]]
    for _, card in plays:
        suit = effective[card]
        if suit != NO_SUIT and not (suitless_jokers and card >= 52):
            return suit
    return NO_SUIT


def _follow_suit(state: MatchState, rules: PlayRules, table: TrickRule, hand: int) -> int:
    """Legal cards to follow under the variant's follow rule (the doubling override,
    a joker to a joker lead, is added by the caller)."""
    suit = _led(table.effective, rules.suitless_jokers, state.plays)
    if suit == NO_SUIT:
        return hand
    same = hand & table.suit_masks[suit]
    trump_mask = table.trump_mask
    rankless = hand & JOKERS & ~trump_mask
    if suit == table.trump:
        allowed = same if same else hand
        if rules.joker_held_back:
            if same and same & ~JOKERS:
                allowed = same & ~JOKERS
            return allowed
        return allowed | rankless
    if not same:
        return hand
    follow = rules.follow
    if rules.until_broken and not state.broken:
        follow = MUST_FOLLOW
    if follow == MUST_FOLLOW:
        return same | rankless
    if follow == TRUMP_ON_TRUMP:
        return hand
    extra = hand & trump_mask
    if rules.sub_trump_may_trump and table.sub >= 0:
        extra |= hand & table.suit_masks[table.sub]
    return same | extra | rankless


def winner_now(state: MatchState, trump: int) -> int:
    """Who wins the trick on the table under ``trump`` and the hand's sub-trump
    (:func:`winner_of`, by the rule :func:`trick_rule` keeps)."""
    return trick_rule(state, trump).winner(state.plays, bool(state.tricks))


def winner_of(play: m.Play, table: TrumpTable, plays: Sequence[tuple[int, int]],
              after_first: bool) -> int:
    """Who wins a trick (``after_first``: not the hand's first trick): the highest
    trump, else the highest card of the suit led (lowest instead under reverse
    ranking); the low trump captures where it is the rule; rankless jokers never win;
    where the rule says so (Carthage), an off-lead nobody trumps goes to its leader,
    the winner of the previous trick. (Read from the rules and the cards alone, so a
    player can ask it of a trick he imagines: :class:`TrickRule` keeps what it reads
    of the rules and the table for many such questions.)"""
    return TrickRule(play, table).winner(plays, after_first)


class TrickRule:
    """What :func:`winner_of` reads of the play rules and one trump table, read once:
    a compiled build reads a field of those Python objects by a dict lookup, so a
    player who asks who takes many imagined tricks under one trump keeps one."""

    def __init__(self, play: m.Play, table: TrumpTable) -> None:
        low_id = table.lowest_trump_id
        self.low_id: int = low_id if play.low_trump_captures and low_id is not None else -1
        """The low trump that captures the trick it is played to (-1: none does)."""
        self.keeps_lead: bool = play.off_lead_untrumped_previous_winner_leads
        self.trump_mask: int = table.trump_mask
        self.lowest: bool = play.trick_winner is m.TrickWinner.LOWEST
        self.suitless_jokers: bool = play.joker_lead is m.JokerLead.SUITLESS
        self.strength: tuple[int, ...] = table.strength
        self.effective: tuple[int, ...] = table.effective
        self.sub: int = -1 if table.sub is None else table.sub
        self.trump: int = table.trump
        self.suit_masks: tuple[int, ...] = table.suit_masks
        """The cards of each suit (by effective suit), as the trump table has them."""

    def winner(self, plays: Sequence[tuple[int, int]], after_first: bool) -> int:
        """:func:`winner_of` the trick ``plays``."""
        low_id = self.low_id
        if low_id >= 0:
            for seat, card in plays:
                if card == low_id:
                    return seat
        if self.keeps_lead and after_first:
            trumps, trumped = self.trump_mask, False
            for _, card in plays:
                if trumps >> card & 1:
                    trumped = True
                    break
            if not trumped:
                return plays[0][0]  # an untrumped off-lead: the previous winner keeps the lead
        strengths, effective, sub = self.strength, self.effective, self.sub
        suit = _led(effective, self.suitless_jokers, plays)
        lowest = self.lowest
        # each card's (tier, strength) as one number, tier * _TIER + strength (negated
        # for the lowest), in the same order: strengths lie in [0, 2 * TRUMP_BASE)
        best_seat, best_key, found_one = plays[0][0], 0, False
        for seat, card in plays:
            strength = strengths[card]
            if strength < 0:
                continue
            is_trump = strength >= TRUMP_BASE
            is_sub = sub >= 0 and card < 52 and card // 13 == sub and not is_trump
            if not is_trump and effective[card] != suit and not is_sub:
                continue
            tier = 2 if is_trump else (1 if is_sub else 0)
            key = tier * _TIER + (-strength if lowest else strength)
            if not found_one or key > best_key:
                best_seat, best_key, found_one = seat, key, True
        return best_seat


_TIER: Final = 8 * TRUMP_BASE
"""One tier of :meth:`TrickRule.winner`'s keys: above twice any strength (a trump's is
below ``2 * TRUMP_BASE``), so a higher tier outranks any strength of a lower one."""
