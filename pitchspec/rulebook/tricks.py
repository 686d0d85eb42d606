"""Sentences for trick play: the first lead, following suit, winning a trick.

>>> from pitchspec import load
>>> follow_summary(load("spec/roadhouse_pitch.pitch").play)
'must follow'
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.rulebook import words as w

_FOLLOW = {
    m.FollowRule.FOLLOW_OR_TRUMP: "A player must follow suit to a plain lead if he can, but "
        "he may trump instead even when he could follow. To a trump lead he must play a "
        "trump if he has one. A player who cannot follow may play any card.",
    m.FollowRule.MUST_FOLLOW: "A player must follow suit if he can, to a plain lead as to a "
        "trump lead; only a player who cannot follow may trump or throw any other card.",
    m.FollowRule.TRUMP_ON_TRUMP: "Only a trump lead must be followed: a player holding a "
        "trump must play one to it. To a plain lead anyone may play any card.",
    m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN: "Until the first trump has been played, a player "
        "must follow suit if he can. After that he may trump instead of following, as long "
        "as he follows a trump lead with a trump.",
}
_FOLLOW_SHORT = {
    m.FollowRule.FOLLOW_OR_TRUMP: "follow or trump", m.FollowRule.MUST_FOLLOW: "must follow",
    m.FollowRule.TRUMP_ON_TRUMP: "trump on trump",
    m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN: "must follow until trump broken",
}


def follow_summary(play: m.Play) -> str:
    """The follow rule in a phrase, for the comparison table."""
    return _FOLLOW_SHORT[play.follow]


def leading(play: m.Play, trump: m.Trump) -> list[str]:
    """Who leads first and what he may lead."""
    out = [f"{w.capital(w.seat(play.first_leader))} leads to the first trick."]
    if play.first_lead is m.LeadRule.TRUMP and trump.method is not m.TrumpMethod.FIRST_LEAD:
        out.append("The first card led must be a trump.")
    elif play.first_lead is m.LeadRule.NOT_TRUMP:
        out.append("The first card led may not be a trump.")
    if play.trump_must_be_broken:
        out.append("No one may lead a trump until a trump has been played to an earlier "
                   "trick (trump is broken), unless he holds nothing but trumps.")
    out.append("After that, whoever wins a trick leads to the next.")
    return out


def following(play: m.Play) -> list[str]:
    out = [_FOLLOW[play.follow]]
    if play.sub_trump_may_trump:
        out.append("A sub-trump may also be played to a plain lead instead of following, "
                   "like a trump.")
    if play.off_lead_untrumped_previous_winner_leads:
        out.append("If a plain suit is led and no one trumps it, the winner of the previous "
                   "trick leads again.")
    return out


def winning_trick(play: m.Play) -> list[str]:
    if play.trick_winner is m.TrickWinner.LOWEST:
        out = ["The trick is won by the lowest trump in it or, if it holds no trump, by the "
               "lowest card of the suit led."]
    else:
        out = ["The trick is won by the highest trump in it or, if it holds no trump, by the "
               "highest card of the suit led."]
    if play.low_trump_captures:
        out.append("The lowest trump, however, wins the trick in which it is played.")
    return out


def jokers(play: m.Play, deck: m.Deck) -> list[str]:
    """Joker play rules; none when the pack has no jokers."""
    if not deck.jokers:
        return []
    out = []
    if play.joker_lead is m.JokerLead.SUITLESS:
        out.append("A joker led belongs to no suit: the next card played sets the suit to "
                   "follow.")
    if play.jokers_barred_first_trick:
        out.append("A joker may not be played to the first trick.")
    if play.joker_held_back_on_trump_lead:
        out.append("When trumps are led, a joker may not be played while its holder still "
                   "has another trump; to any other lead it may be played at any time.")
    if play.doubling_override:
        out.append("When one joker is led, the other may be played to it whatever its holder "
                   "has in hand.")
    return out


def extras(play: m.Play) -> list[str]:
    """The less common rules: looking, conceding, revokes, blinds, drawing."""
    out = []
    if play.lookers_sit_out is not None:
        which = "first" if play.lookers_sit_out is m.Sitter.FIRST else "last"
        out.append(f"A player who looked at his hand before bidding sits out the {which} "
                   "trick.")
    if play.bidder_may_concede:
        out.append(concession(play))
    if play.dead_hand_throw_in:
        out.append("A player whose hand can do nothing may throw it in and let his partner "
                   "play on alone.")
    if play.revoke_penalty_bid:
        out.append(revoke(play))
    if play.blind_card_may_be_played:
        out.append("A player may play the top card of his blind as if it were in his hand.")
    if play.draw_after_trick:
        order = "the winner of the trick first, then the others in turn" \
            if play.draw_winner_first else "in turn"
        out.append(f"After each trick every player draws a card from the stock, {order}, "
                   "until the stock is used up.")
    return out


def concession(play: m.Play) -> str:
    text = ("The bid winner may give up the hand at any of his turns in play, counting "
            "as set.")
    if play.concession_plays_out:
        return text + " The deal is still played out and scored as usual."
    return text + (" The trick in progress is finished and play stops; the others score "
                   "only for cards already played, and no one scores Game.")


def revoke(play: m.Play) -> str:
    who = "The pitcher, if he revokes (fails to follow suit when he could)," \
        if play.revoke_pitcher_only \
        else "A player who revokes (fails to follow suit when he could)"
    text = f"{who} is set back by the amount of the bid."
    if play.revoke_voids_deal:
        text += " Nothing else is scored in that deal."
    return text
