"""English phrases for the auction; the walk is :mod:`pitchspec.rulebook.auction`.

>>> from pitchspec import load
>>> from pitchspec.rulebook import auction
>>> auction.bids_summary(load("spec/auction_pitch.pitch").bidding)
'1 to 4, once around'
"""

from __future__ import annotations

from pitchspec.rulebook import words as w
from pitchspec.rulebook.phrasing import Sentence

PHRASES: dict[str, Sentence] = {
    "bidding.doubled: yes / in short":
        ", doubled bids allowed",
    "bidding.form: none":
        ("There is no auction and no contract: no one undertakes to take a number of "
         "points, and each side simply scores what it wins."),
    "bidding.doubled: yes":
        ('A bid may also be doubled ("6 for 12"): a doubled bid ranks just above the plain '
         'bid of the same number and doubles both what is won and what is lost.'),
    "bidding (the pitcher)":
        "The highest bidder becomes the pitcher.",
    "bidding.form: once around":
        "Starting with {opener}, each player in turn bids once or passes.",
    "bidding.form: continuing":
        ("Starting with {opener}, players bid or pass in turn, round and round, until all "
         "but one have passed."),
    "bidding.form: commercial":
        ("Starting with {opener}, each player in turn, except elder and his partners, may "
         "offer elder a number of points for the right to pitch; elder then sells to the "
         "highest offer or refuses and pitches himself."),
    "bidding.steal: dealer at top bid":
        ("The dealer, who bids last, may take the contract by equalling the highest bid "
         "only when it is the top bid, which he could not beat; any lower bid he must beat."),
    "bidding.all_pass: hands shown":
        ("; the sources have the hands shown to everyone first, which this rulebook's "
         'engine does not do (it changes no decision)'),
    "bidding.all_pass: redeal":
        "If everyone passes, the cards are thrown in and the same dealer deals again",
    "bidding.all_pass: pass deal":
        "If everyone passes, the cards are thrown in and the deal passes to the next player",
    "bidding.all_pass: dealer bids N":
        "If everyone passes, the dealer included, the dealer is given a bid of {amount}",
    "bidding.all_pass: dealer must bid N":
        "If all the others pass, the dealer may not pass: he must bid at least {amount}",
    "bidding.all_pass: elder bids N":
        "If everyone passes, elder must bid {amount}",
    "bidding.all_pass: elder pitches":
        ("If everyone passes, elder pitches without a contract, as in Pitch without an "
         "auction"),
    "bidding.all_pass: dealer set N":
        ("If everyone passes, the dealer included, the dealer's side is set back {amount} "
         'and the cards are thrown in without play; the deal passes to the next player'),
    "bidding.all_pass: dealer pitches":
        ("If everyone passes, the dealer included, the dealer pitches with a contract of 0: "
         "he plays as the bidder but cannot be set"),
    "bidding.look: bidder may take":
        ", which the bid winner may inspect and take",
    "bidding.look: passers exempt":
        " A player who looks and then passes keeps all his cards.",
    "bidding.commercial: seller scores bid":
        ("When elder sells, he scores the points offered at once and the buyer pitches, "
         "bound to make that many; the sale counts first, so if it takes elder to the "
         "target he has won before any point of the deal is counted"),
    "bidding.commercial: refusal must make":
        ("if elder refuses every offer he pitches himself and must take at least as many "
         "points as the best offer"),
    "bidding.special":
        "Special bids:",
    "bidding.special: as bid":
        "take as many points as bid",
    "bidding.special: all points":
        "take every point of the deal",
    "bidding.special: all tricks":
        "win every trick",
    "bidding.special: capture":
        "capture the {point} point",
    "bidding.special: by score":
        "{first} if his side's score before the deal is {score}, else {rest}",
    "bidding.special: lose match after scoring":
        ("loses the match once the deal's points are credited (of the others, the best on "
         'the new scores wins)'),
    "bidding.special: score N":
        "scores {amount}",
    "bidding.special: score bid":
        "scores the bid",
    "bidding.special: score taken":
        "scores the points taken",
    "bidding.special: lose N":
        "loses {amount}",
    "bidding.special: lose bid":
        "loses the bid",
    "bidding.special: win match":
        "wins the match at once",
    "bidding.special: lose match":
        "loses the match at once, before any point of the deal is credited",
    "bidding.special: blind":
        ("after looking at one's cards (it is bid blind: at his first turn each player bids "
         'it unseen or looks at his hand)'),
    "bidding.special: barred":
        "not allowed {when}",
    "bidding.special: barred, any side in the hole":
        "while any side is in the hole",
    "bidding.special: barred, own side in the hole":
        "while the bidder's side is in the hole",
    "bidding.special: barred, score at least":
        "by a side with {amount} or more",
    "bidding.bids":
        ("The bids run from {low} to {high} (the number of points the bidder undertakes to "
         "take); each bid must be higher than the one before."),
    "bidding.steal":
        ("The dealer, who bids last, may take the contract by merely equalling the highest "
         "bid{limit} (stealing the bid)."),
    "bidding.forced": lambda rank, mate, minimum: (
        f"A player who holds a {w.rank_name(rank)}{mate} must bid at least {minimum}."),
    "bidding.all_pass: or BID": ", or may instead bid {bids}",
    "bidding.look: optional, lookers lose N": lambda lost: (
        "Each player chooses whether to look at his hand before he bids. A player who "
        f"looks loses {w.counted(lost, 'card')} at random"),
    "bidding.declare_by_pitching":
        ("A bid of {n} ends the auction at once: the players after the bidder do not bid, "
         "and he leads his first card face up (bidding by pitching)."),
    "bidding.special: at": "the bid of {at} itself",
    "bidding.special: above": "just above {above}",
    "bidding.special: at least": lambda amount, point: f"take at least {w.points(amount)}",
    # words the sentences above take, and the comparison table's summary
    "auction short": "{low} to {high}, {form}",
    "auction short: none": "no auction",
    "auction short: once around": "once around",
    "auction short: continuing": "continuing",
    "auction short: commercial": "commercial sale",
    "steal: up to": ", as long as that bid is {up_to} or less",
    "forced: with a suit mate": " together with another card of its suit",
    "full stop": ".",
    "clauses joined": "; ",
}
