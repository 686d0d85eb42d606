"""Sentences for trick play: the first lead, following suit, winning a trick.

>>> from pitchspec import load
>>> follow_summary(load("spec/roadhouse_pitch.pitch").play)
'must follow'
"""

from __future__ import annotations

from typing import assert_never

from pitchspec import model as m
from pitchspec.rulebook import words as w
from pitchspec.rulebook.backing import say, table
from pitchspec.rulebook.phrasing import phrase

_FOLLOW = table({
    m.FollowRule.FOLLOW_OR_TRUMP: (
        "play.follow: follow or trump",
        "A player must follow suit to a plain lead if he can, but he may trump instead even "
        "when he could follow. To a trump lead he must play a trump if he has one. A player "
        "who cannot follow may play any card."),
    m.FollowRule.MUST_FOLLOW: (
        "play.follow: must follow",
        "A player must follow suit if he can, to a plain lead as to a trump lead; only a "
        "player who cannot follow may trump or throw any other card."),
    m.FollowRule.TRUMP_ON_TRUMP: (
        "play.follow: trump on trump",
        "Only a trump lead must be followed: a player holding a trump must play one to it. "
        "To a plain lead anyone may play any card."),
    m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN: (
        "play.follow: must follow until broken",
        "Until the first trump has been played, a player must follow suit if he can. After "
        "that he may trump instead of following, as long as he follows a trump lead with a "
        "trump."),
})
_FOLLOW_SHORT = {
    m.FollowRule.FOLLOW_OR_TRUMP: "follow or trump", m.FollowRule.MUST_FOLLOW: "must follow",
    m.FollowRule.TRUMP_ON_TRUMP: "trump on trump",
    m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN: "must follow until trump broken",
}


@phrase
def follow_summary(play: m.Play) -> str:
    """The follow rule in a phrase, for the comparison table."""
    return _FOLLOW_SHORT[play.follow]


@phrase
def leading(play: m.Play, trump: m.Trump) -> list[str]:
    """Who leads first and what he may lead."""
    out = [say("play.first_leader", f"{w.capital(w.seat(play.first_leader))} leads to the "
               "first trick.")]
    match play.first_lead:
        case m.LeadRule.TRUMP:
            if trump.method is not m.TrumpMethod.FIRST_LEAD:  # else it fixes trump
                out.append(say("play.first_lead: trump", "The first card led must be a "
                               "trump, unless the leader holds none."))
        case m.LeadRule.NOT_TRUMP:
            out.append(say("play.first_lead: not trump", "The first card led may not be a "
                           "trump, unless the leader holds nothing but trumps."))
        case m.LeadRule.ANY:
            pass  # any card may be led: nothing more to say (backing_table.UNSAID)
        case _ as never:
            assert_never(never)
    if play.trump_must_be_broken:
        out.append(say("play.trump_broken: required", "No one may lead a trump until a "
                       "trump has been played to an earlier trick (trump is broken), unless "
                       "he holds nothing but trumps."))
    out.append(say("play.trick winner leads", "After that, whoever wins a trick leads to "
                   "the next."))
    return out


@phrase
def following(play: m.Play) -> list[str]:
    out = [say(*_FOLLOW[play.follow])]
    if play.sub_trump_may_trump:
        out.append(say("play.sub_trump: may trump", "A sub-trump may also be played to a "
                       "plain lead instead of following, like a trump."))
    return out


@phrase
def winning_trick(play: m.Play) -> list[str]:
    if play.trick_winner is m.TrickWinner.LOWEST:
        out = [say("play.trick_winner: lowest", "The trick is won by the lowest trump in it "
                   "or, if it holds no trump, by the lowest card of the suit led.")]
    else:
        out = [say("play.trick_winner: highest", "The trick is won by the highest trump in "
                   "it or, if it holds no trump, by the highest card of the suit led.")]
    if play.low_trump_captures:
        out.append(say("play.low_trump: captures", "The lowest trump, however, wins the "
                       "trick in which it is played."))
    if play.off_lead_untrumped_previous_winner_leads:
        out.append(say("play.off_lead: previous winner leads if untrumped", "From the second "
                       "trick on, however, a trick in which no trump is played goes to the "
                       "player who led it, the winner of the previous trick, who leads "
                       "again."))
    return out


@phrase
def jokers(play: m.Play, deck: m.Deck) -> list[str]:
    """Joker play rules; none when the pack has no jokers."""
    if not deck.jokers:
        return []
    out = []
    if play.joker_lead is m.JokerLead.SUITLESS:
        out.append(say("play.jokers: led suitless", "A joker led belongs to no suit: the "
                       "next card played sets the suit to follow, or, if it is the other "
                       "joker, the first card of a suit after it; until then any card may "
                       "be played."))
    if play.jokers_barred_first_trick:
        out.append(say("play.jokers: not on first trick", "A joker may not be played to the "
                       "first trick while its holder may play another card there. Following "
                       "suit comes first: when trumps are led and his only trump is a joker, "
                       "he must play it."))
    if play.jokers_not_led_first_trick and not play.jokers_barred_first_trick:
        out.append(say("play.jokers: not led to first trick", "A joker may not be led to "
                       "the first trick while the leader may lead another card; the others "
                       "may play a joker to it as the follow rule allows."))
    if play.joker_held_back_on_trump_lead:
        out.append(say("play.jokers: held back on trump lead", "When trumps are led, a joker "
                       "may not be played while its holder still has another trump; to any "
                       "other lead it may be played at any time."))
    if play.doubling_override:
        out.append(say("play.jokers: doubling override", "When one joker is led, the other "
                       "may be played to it whatever its holder has in hand."))
    return out


@phrase
def extras(play: m.Play, trump: m.Trump) -> list[str]:
    """The less common rules: looking, conceding, revokes, blinds, drawing."""
    out = []
    if play.lookers_sit_out is not None:
        which = "first" if play.lookers_sit_out is m.Sitter.FIRST else "last"
        out.append(say("play.lookers: sit out", "A player who looked at his hand before "
                       f"bidding sits out the {which} trick."))
    if play.bidder_may_concede:
        out.append(concession(play))
    if play.dead_hand_throw_in:
        out.append(say("play.throw_in: dead hand", "A player whose hand can do nothing may "
                       "throw it in and let his partner play on alone."))
    if play.revoke_penalty_bid:
        out.append(revoke(play))
    if play.blind_card_may_be_played:
        out.append(say("play.blind: top card playable", blind_card(trump)))
    if play.draw_after_trick:
        order = "the winner of the trick first, then the others in turn" \
            if play.draw_winner_first else "in turn"
        out.append(say("play.draw: after each trick", "After each trick every player draws a "
                       f"card from the stock, {order}, until the stock is used up."))
    return out


def blind_card(trump: m.Trump) -> str:
    """Blind Pitch: the top card of the blind as a card to play."""
    pitch = ", except for the pitch, which comes from his hand" \
        if trump.method is m.TrumpMethod.FIRST_LEAD else ""
    return (f"A player may play the top card of his blind instead of a card from his "
            f"hand{pitch}. When he follows, a card from his hand must follow suit or trump "
            "as the rules above allow; if his hand holds no such card, he must play the "
            "top card of his blind.")


def concession(play: m.Play) -> str:
    text = ("The bid winner may give up the hand at any of his turns in play, counting "
            "as set.")
    if play.concession_plays_out:
        return say("play.concession: bidder, play out", text + " The deal is still played out and "
                   "scored as usual.")
    return say("play.concession: bidder", text + " The trick in progress is finished and "
               "play stops; the others score only for cards already played, and no one "
               "scores Game.")


def revoke(play: m.Play) -> str:
    """A table penalty the engine never applies: it lets no player revoke."""
    who = "the pitcher, if he revokes (fails to follow suit when he could)," \
        if play.revoke_pitcher_only \
        else "a player who revokes (fails to follow suit when he could)"
    text = f"At the table {who} is set back by the amount of the bid"
    plain = ("; this rulebook's engine never lets a player revoke, so the penalty never "
             "arises in its play.")
    if play.revoke_voids_deal:
        return say("play.revoke: set back by bid, deal void",
                   text + ", and nothing else is scored in that deal" + plain)
    return say("play.revoke: set back by bid", text + plain)
