"""English phrases for trick play; the walk is :mod:`pitchspec.rulebook.tricks`.

>>> from pitchspec import load
>>> from pitchspec.rulebook import tricks
>>> tricks.follow_summary(load("spec/roadhouse_pitch.pitch").play)
'must follow'
"""

from __future__ import annotations

from pitchspec.rulebook.phrasing import Sentence

_CONCEDE = ("The bid winner may give up the hand at any of his turns in play, counting "
            "as set.")
_REVOKE = "At the table {who} is set back by the amount of the bid"
_NEVER = ("; this rulebook's engine never lets a player revoke, so the penalty never "
          "arises in its play.")

PHRASES: dict[str, Sentence] = {
    "play.follow: follow or trump":
        ("A player must follow suit to a plain lead if he can, but he may trump instead "
         "even when he could follow. To a trump lead he must play a trump if he has one. A "
         "player who cannot follow may play any card."),
    "play.follow: must follow":
        ("A player must follow suit if he can, to a plain lead as to a trump lead; only a "
         "player who cannot follow may trump or throw any other card."),
    "play.follow: trump on trump":
        ("Only a trump lead must be followed: a player holding a trump must play one to it. "
         "To a plain lead anyone may play any card."),
    "play.follow: must follow until broken":
        ("Until the first trump has been played, a player must follow suit if he can. After "
         "that he may trump instead of following, as long as he follows a trump lead with a "
         "trump."),
    "play.first_lead: trump":
        "The first card led must be a trump, unless the leader holds none.",
    "play.first_lead: not trump":
        ("The first card led may not be a trump, unless the leader holds nothing but "
         "trumps."),
    "play.trump_broken: required":
        ("No one may lead a trump until a trump has been played to an earlier trick (trump "
         "is broken), unless he holds nothing but trumps."),
    "play.trick winner leads":
        "After that, whoever wins a trick leads to the next.",
    "play.sub_trump: may trump":
        ("A sub-trump may also be played to a plain lead instead of following, like a "
         "trump."),
    "play.trick_winner: lowest":
        ("The trick is won by the lowest trump in it or, if it holds no trump, by the "
         "lowest card of the suit led."),
    "play.trick_winner: highest":
        ("The trick is won by the highest trump in it or, if it holds no trump, by the "
         "highest card of the suit led."),
    "play.low_trump: captures":
        "The lowest trump, however, wins the trick in which it is played.",
    "play.off_lead: previous winner leads if untrumped":
        ("From the second trick on, however, a trick in which no trump is played goes to "
         "the player who led it, the winner of the previous trick, who leads again."),
    "play.jokers: led suitless":
        ("A joker led belongs to no suit: the next card played sets the suit to follow, or, "
         "if it is the other joker, the first card of a suit after it; until then any card "
         "may be played."),
    "play.jokers: not on first trick":
        ("A joker may not be played to the first trick while its holder may play another "
         "card there. Following suit comes first: when trumps are led and his only trump is "
         "a joker, he must play it."),
    "play.jokers: not led to first trick":
        ("A joker may not be led to the first trick while the leader may lead another card; "
         "the others may play a joker to it as the follow rule allows."),
    "play.jokers: held back on trump lead":
        ("When trumps are led, a joker may not be played while its holder still has another "
         "trump; to any other lead it may be played at any time."),
    "play.jokers: doubling override":
        ("When one joker is led, the other may be played to it whatever its holder has in "
         "hand."),
    "play.throw_in: dead hand":
        ("A player whose hand can do nothing may throw it in and let his partner play on "
         "alone."),
    "play.first_leader": "{seat} leads to the first trick.",
    "play.lookers: sit out":
        "A player who looked at his hand before bidding sits out the {which} trick.",
    "play.blind: top card playable":
        ("A player may play the top card of his blind instead of a card from his "
         "hand{pitch}. When he follows, a card from his hand must follow suit or trump "
         "as the rules above allow; if his hand holds no such card, he must play the "
         "top card of his blind."),
    "play.draw: after each trick":
        ("After each trick every player draws a card from the stock, {order}, until the "
         "stock is used up."),
    "play.concession: bidder, play out":
        _CONCEDE + " The deal is still played out and scored as usual.",
    "play.concession: bidder":
        _CONCEDE + (" The trick in progress is finished and play stops; the others score "
                    "only for cards already played, and no one scores Game."),
    "play.revoke: set back by bid, deal void":
        _REVOKE + ", and nothing else is scored in that deal" + _NEVER,
    "play.revoke: set back by bid": _REVOKE + _NEVER,
    # words the sentences above take, and the comparison table's summary
    "follow short: follow or trump": "follow or trump",
    "follow short: must follow": "must follow",
    "follow short: trump on trump": "trump on trump",
    "follow short: must follow until broken": "must follow until trump broken",
    "sitter: first": "first",
    "sitter: last": "last",
    "blind: except the pitch": ", except for the pitch, which comes from his hand",
    "draw: winner first": "the winner of the trick first, then the others in turn",
    "draw: in turn": "in turn",
    "revoke: the pitcher": "the pitcher, if he revokes (fails to follow suit when he could),",
    "revoke: a player": "a player who revokes (fails to follow suit when he could)",
}
