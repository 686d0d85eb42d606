"""Sentences for trick play: the first lead, following suit, winning a trick.

The walk is written once; the sentences are in each language's phrase table
(:mod:`pitchspec.rulebook.languages.en.tricks`, ``.ru.tricks``, ...).

>>> from pitchspec import load
>>> follow_summary(load("spec/roadhouse_pitch.pitch").play)
'must follow'
"""

from __future__ import annotations

from typing import assert_never

from pitchspec import model as m
from pitchspec.rulebook import words as w
from pitchspec.rulebook.backing import constructs, say
from pitchspec.rulebook.phrasing import word

_FOLLOW = constructs({
    m.FollowRule.FOLLOW_OR_TRUMP: "play.follow: follow or trump",
    m.FollowRule.MUST_FOLLOW: "play.follow: must follow",
    m.FollowRule.TRUMP_ON_TRUMP: "play.follow: trump on trump",
    m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN: "play.follow: must follow until broken",
})
_FOLLOW_SHORT = {
    m.FollowRule.FOLLOW_OR_TRUMP: "follow short: follow or trump",
    m.FollowRule.MUST_FOLLOW: "follow short: must follow",
    m.FollowRule.TRUMP_ON_TRUMP: "follow short: trump on trump",
    m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN: "follow short: must follow until broken",
}
_SITTER = {m.Sitter.FIRST: "sitter: first", m.Sitter.LAST: "sitter: last"}


def follow_summary(play: m.Play) -> str:
    """The follow rule in a phrase, for the comparison table."""
    return word(_FOLLOW_SHORT[play.follow])


def leading(play: m.Play, trump: m.Trump) -> list[str]:
    """Who leads first and what he may lead."""
    out = [say("play.first_leader", seat=w.capital(w.seat(play.first_leader)))]
    match play.first_lead:
        case m.LeadRule.TRUMP:
            if trump.method is not m.TrumpMethod.FIRST_LEAD:  # else it fixes trump
                out.append(say("play.first_lead: trump"))
        case m.LeadRule.NOT_TRUMP:
            out.append(say("play.first_lead: not trump"))
        case m.LeadRule.ANY:
            pass  # any card may be led: nothing more to say (pitchspec.constructs.UNSAID)
        case _ as never:
            assert_never(never)
    if play.trump_must_be_broken:
        out.append(say("play.trump_broken: required"))
    out.append(say("play.trick winner leads"))
    return out


def following(play: m.Play) -> list[str]:
    """The follow rule, and whether a sub-trump may trump."""
    out = [say(_FOLLOW[play.follow])]
    if play.sub_trump_may_trump:
        out.append(say("play.sub_trump: may trump"))
    return out


def winning_trick(play: m.Play) -> list[str]:
    """Which card wins a trick, and the exceptions."""
    if play.trick_winner is m.TrickWinner.LOWEST:
        out = [say("play.trick_winner: lowest")]
    else:
        out = [say("play.trick_winner: highest")]
    if play.low_trump_captures:
        out.append(say("play.low_trump: captures"))
    if play.off_lead_untrumped_previous_winner_leads:
        out.append(say("play.off_lead: previous winner leads if untrumped"))
    return out


def jokers(play: m.Play, deck: m.Deck) -> list[str]:
    """Joker play rules; none when the pack has no jokers."""
    if not deck.jokers:
        return []
    out = []
    if play.joker_lead is m.JokerLead.SUITLESS:
        out.append(say("play.jokers: led suitless"))
    if play.jokers_barred_first_trick:
        out.append(say("play.jokers: not on first trick"))
    if play.jokers_not_led_first_trick and not play.jokers_barred_first_trick:
        out.append(say("play.jokers: not led to first trick"))
    if play.joker_held_back_on_trump_lead:
        out.append(say("play.jokers: held back on trump lead"))
    if play.doubling_override:
        out.append(say("play.jokers: doubling override"))
    return out


def extras(play: m.Play, trump: m.Trump) -> list[str]:
    """The less common rules: looking, conceding, revokes, blinds, drawing."""
    out = []
    if play.lookers_sit_out is not None:
        out.append(say("play.lookers: sit out", which=word(_SITTER[play.lookers_sit_out])))
    if play.bidder_may_concede:
        out.append(concession(play))
    if play.dead_hand_throw_in:
        out.append(say("play.throw_in: dead hand"))
    if play.revoke_penalty_bid:
        out.append(revoke(play))
    if play.blind_card_may_be_played:
        pitch = word("blind: except the pitch") \
            if trump.method is m.TrumpMethod.FIRST_LEAD else ""
        out.append(say("play.blind: top card playable", pitch=pitch))
    if play.draw_after_trick:
        order = word("draw: winner first" if play.draw_winner_first else "draw: in turn")
        out.append(say("play.draw: after each trick", order=order))
    return out


def concession(play: m.Play) -> str:
    """The bid winner's concession: the deal stops, or is played out."""
    if play.concession_plays_out:
        return say("play.concession: bidder, play out")
    return say("play.concession: bidder")


def revoke(play: m.Play) -> str:
    """A table penalty the engine never applies: it lets no player revoke."""
    who = word("revoke: the pitcher" if play.revoke_pitcher_only else "revoke: a player")
    if play.revoke_voids_deal:
        return say("play.revoke: set back by bid, deal void", who=who)
    return say("play.revoke: set back by bid", who=who)
