"""Trick play: following and leading rules, who wins a trick, joker leads, who
leads first and who sits out."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pitchspec.model.bidding import Seat
from pitchspec.model.spans import span_field as _span
from pitchspec.source import Span


class FollowRule(Enum):
    """FT: follow suit or trump; MF: must follow suit, trump only when void;
    TRUMP_ON_TRUMP: a trump lead must be answered with trump, any card otherwise."""

    FOLLOW_OR_TRUMP = "follow_or_trump"
    MUST_FOLLOW = "must_follow"
    TRUMP_ON_TRUMP = "trump_on_trump"
    MUST_FOLLOW_UNTIL_BROKEN = "must_follow_until_broken"
    """MF until trump is broken (first trump played), FT afterwards (Barn Pitch)."""


class LeadRule(Enum):
    ANY = "any"
    TRUMP = "trump"
    NOT_TRUMP = "not_trump"


class TrickWinner(Enum):
    HIGHEST = "highest"
    LOWEST = "lowest"


class JokerLead(Enum):
    """A led joker is a trump, or suitless (the next card fixes the suit to follow)."""

    TRUMP = "trump"
    SUITLESS = "suitless"


class Sitter(Enum):
    FIRST = "first"
    LAST = "last"


@dataclass(frozen=True)
class Play:
    first_leader: Seat
    first_lead: LeadRule
    follow: FollowRule
    trump_must_be_broken: bool
    trick_winner: TrickWinner
    low_trump_captures: bool
    jokers_barred_first_trick: bool
    joker_lead: JokerLead
    joker_held_back_on_trump_lead: bool
    doubling_override: bool
    sub_trump_may_trump: bool
    off_lead_untrumped_previous_winner_leads: bool
    lookers_sit_out: Sitter | None
    bidder_may_concede: bool
    dead_hand_throw_in: bool
    revoke_penalty_bid: bool
    blind_card_may_be_played: bool
    draw_after_trick: bool
    span: Span = _span()
    draw_winner_first: bool = False
    """In trick-and-draw the trick winner draws first, then the others in turn."""
    concession_plays_out: bool = False
    """A bidder's concession still lets the deal be played out and scored normally, the
    bidder counting as set (one reading of C-25). Otherwise the trick in progress is
    finished and play stops: the others score High, Low, Jack-type points only for
    cards already played (High and Low only if Ace and Two) and no Game."""
    revoke_pitcher_only: bool = False
    """The revoke penalty applies only to the pitcher (C-43); otherwise to anyone."""
    revoke_voids_deal: bool = False
    """After a revoke nothing else is scored in that deal (C-43); otherwise the deal is
    scored normally besides the revoker's penalty."""
    jokers_not_led_first_trick: bool = False
    """A joker may not be led to the first trick while the leader may lead another card
    there; it may still be played to the first trick by the others (unlike
    ``jokers_barred_first_trick``, which keeps it out of the first trick altogether)."""
