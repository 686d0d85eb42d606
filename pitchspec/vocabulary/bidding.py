"""The words of the auction: the ``bidding`` section and its ``bid`` blocks
(special bids).
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.phrases import const
from pitchspec.phrases import field as put
from pitchspec.vocabulary.section import SEATS, YES_NO, F, Retired, S, Section, seat

# ------------------------------------------------------------------------- bidding

ALL_POINTS_WHY = ("'all points' reads as every point of the deck, but a point no one "
                   "scores (a card not dealt, a tied Game) never counted")

_OUTCOMES = (
    F("score {nat}", lambda n: {"outcome": m.Outcome(m.OutcomeKind.SCORE, n)}),
    F("score value", const(outcome=m.Outcome(m.OutcomeKind.SCORE))),
    F("score bid", const(outcome=m.Outcome(m.OutcomeKind.SCORE_BID))),
    F("score taken", const(outcome=m.Outcome(m.OutcomeKind.SCORE_TAKEN))),
    F("lose {nat}", lambda n: {"outcome": m.Outcome(m.OutcomeKind.LOSE, n)}),
    F("lose value", const(outcome=m.Outcome(m.OutcomeKind.LOSE))),
    F("lose bid", const(outcome=m.Outcome(m.OutcomeKind.LOSE_BID))),
    F("win match", const(outcome=m.Outcome(m.OutcomeKind.WIN_MATCH))),
    F("lose match", const(outcome=m.Outcome(m.OutcomeKind.LOSE_MATCH))),
)

SPECIAL_BID = Section(
    "bid",
    "A named special bid such as shoot the moon, smudge or hot.",
    (
        S("at", "The special bid is this numeric bid itself.", F("{nat}", put("at"))),
        S("above", "The special bid ranks just above this numeric bid.",
          F("{nat}", put("above"))),
        S("value", "Points the bid is worth.", F("{nat}", put("value"))),
        S("requires", "What the bidding side must do to make it.",
          F("every point scored",
            const(req=m.Requirement(m.RequirementKind.ALL_POINTS))),
          F("all tricks", const(req=m.Requirement(m.RequirementKind.ALL_TRICKS))),
          F("capture {name}", lambda p: {"req": m.Requirement(m.RequirementKind.CAPTURE, p)}),
          F("points {nat}", lambda n: {"req": m.Requirement(m.RequirementKind.POINTS,
                                                              amount=n)}),
          many=True, example="requires: every point scored, all tricks",
          retired=(Retired("all points", ("every point scored", "points <nat>"),
                           ALL_POINTS_WHY),)),
        S("made", "What making it does.", *_OUTCOMES, example="made: win match"),
        S("set", "What failing it does.", *_OUTCOMES, example="set: lose match"),
        S("barred", "When the bid may not be made.",
          F("any side in hole", const(bar=m.Bar(m.BarKind.ANY_SIDE_IN_HOLE))),
          F("own side in hole", const(bar=m.Bar(m.BarKind.OWN_SIDE_IN_HOLE))),
          F("own score at least {int}",
            lambda n: {"bar": m.Bar(m.BarKind.OWN_SCORE_AT_LEAST, n)}),
          many=True, example="barred: any side in hole, own score at least 46"),
        S("blind", "Must be bid before looking at one's hand: without a look-or-not rule, "
          "each player's first turn offers it unseen, or to look.", *YES_NO),
    ),
    named=True,
    example='bid moon "Shoot the moon" {\n  above: 4\n  value: 5\n'
            '  requires: every point scored, all tricks\n  made: score value\n  set: lose value\n}',
)

BIDDING = Section(
    "bidding",
    "The auction: who opens, its form, the legal bids, and what happens when all pass.",
    (
        S("form", "No auction, once around, continuing until all but one pass, or "
          "commercial (elder sells the right to pitch).",
          F("none", const(form=m.AuctionForm.NONE)),
          F("once around", const(form=m.AuctionForm.ONCE_AROUND)),
          F("continuing", const(form=m.AuctionForm.CONTINUING)),
          F("commercial", const(form=m.AuctionForm.COMMERCIAL)),
          example="form: once around"),
        S("opener", "Who bids first.", F(SEATS, put("opener", seat)),
          example="opener: left_of_dealer"),
        S("bids", "The numeric bids, lowest..highest; each bid must exceed the last.",
          F("{range}", put("bids")), example="bids: 1..4"),
        S("doubled", "Doubled bids ('6 for 12') rank as half-steps and double gain and loss.",
          *YES_NO, example="doubled: yes"),
        S("steal", "The dealer, bidding last, may equal the high bid.",
          F("dealer", const(steal=m.Steal(None))),
          F("dealer up to {nat}", lambda n: {"steal": m.Steal(n)}),
          F("none", const(steal=None)), example="steal: dealer up to 3"),
        S("all_pass", "What happens when every player passes.",
          F("redeal", const(action=m.AllPassAction.REDEAL)),
          F("pass deal", const(action=m.AllPassAction.PASS_DEAL)),
          F("dealer bids {nat}", lambda n: {"action": m.AllPassAction.DEALER_BIDS,
                                            "amount": n}),
          F("dealer must bid {nat}", lambda n: {"action": m.AllPassAction.DEALER_MUST_BID,
                                                "amount": n}),
          F("elder bids {nat}", lambda n: {"action": m.AllPassAction.ELDER_BIDS,
                                           "amount": n}),
          F("elder pitches", const(action=m.AllPassAction.ELDER_PITCHES)),
          clauses=(F("or {name}", lambda b: {"may_bid": b}),
                   F("hands shown", const(show_hands=True))),
          many=True, example="all_pass: dealer bids 2, or moon"),
        S("forced", "A holding that obliges a minimum bid.",
          F("{nat} when holding {rank} with suit mate",
            lambda n, r: {"forced": m.ForcedBid(n, r, True)}),
          F("{nat} when holding {rank}", lambda n, r: {"forced": m.ForcedBid(n, r, False)}),
          repeat=True, example="forced: 9 when holding 9 with suit mate"),
        S("look", "Players choose whether to look at their hands before acting.",
          F("optional", const(look=True)),
          clauses=(F("lookers lose {nat}", put("lose")),
                   F("bidder may take", const(take=True)),
                   F("passers exempt", const(passers_exempt=True))),
          many=True, example="look: optional, lookers lose 1, bidder may take"),
        S("commercial", "Settlement of a commercial sale.",
          F("seller scores bid", const(scores=True)),
          clauses=(F("refusal must make", const(must_make=True)),), many=True,
          example="commercial: seller scores bid, refusal must make"),
        S("declare_by_pitching", "This bid may be declared at once by leading a card.",
          F("{nat}", put("declare_by_pitching")), example="declare_by_pitching: 4"),
    ),
    blocks=(SPECIAL_BID,),
)
