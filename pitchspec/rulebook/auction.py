"""Sentences for the auction: who bids, the legal bids, special bids, all-pass rules.

>>> from pitchspec import load
>>> bids_summary(load("spec/auction_pitch.pitch").bidding)
'1 to 4, once around'
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.rulebook import words as w
from pitchspec.rulebook.backing import say, table
from pitchspec.rulebook.phrasing import phrase


@phrase
def bids_summary(bidding: m.Bidding) -> str:
    """The auction in a phrase, for the comparison table."""
    if bidding.form is m.AuctionForm.NONE:
        return "no auction"
    form = {m.AuctionForm.ONCE_AROUND: "once around", m.AuctionForm.CONTINUING: "continuing",
            m.AuctionForm.COMMERCIAL: "commercial sale"}[bidding.form]
    return f"{bidding.minimum} to {bidding.maximum}, {form}"


@phrase
def bids_rule(bidding: m.Bidding) -> str:
    """The bids in a phrase, doubled bids included, for the differences from a parent."""
    doubled = say("bidding.doubled: yes", ", doubled bids allowed") if bidding.doubled else ""
    return bids_summary(bidding) + doubled


@phrase
def auction(bidding: m.Bidding) -> list[str]:
    """The main auction rules, in order of play."""
    if bidding.form is m.AuctionForm.NONE:
        return [say("bidding.form: none", "There is no auction and no contract: no one "
                    "undertakes to take a number of points, and each side simply scores what "
                    "it wins.")]
    opener = w.seat(bidding.opener)
    out = [say(*_FORM[bidding.form], opener=opener),
           say("bidding.bids", f"The bids run from {bidding.minimum} to {bidding.maximum} "
               "(the number of points the bidder undertakes to take); each bid must be "
               "higher than the one before.")]
    if bidding.doubled:
        out.append(say("bidding.doubled: yes", "A bid may also be doubled (\"6 for 12\"): a "
                       "doubled bid ranks just above the plain bid of the same number and "
                       "doubles both what is won and what is lost."))
    if bidding.steal is not None:
        out.append(steal(bidding.steal))
    out.extend(forced(f) for f in bidding.forced)
    out.append(all_pass(bidding.all_pass, bidding))
    if bidding.form is not m.AuctionForm.COMMERCIAL:
        out.append(say("bidding (the pitcher)", "The highest bidder becomes the pitcher."))
    return out


_FORM = table({
    m.AuctionForm.NONE: ("bidding.form: none", ""),
    m.AuctionForm.ONCE_AROUND: ("bidding.form: once around", "Starting with {opener}, each "
                                "player in turn bids once or passes."),
    m.AuctionForm.CONTINUING: ("bidding.form: continuing", "Starting with {opener}, players "
                               "bid or pass in turn, round and round, until all but one have "
                               "passed."),
    m.AuctionForm.COMMERCIAL: ("bidding.form: commercial", "Starting with {opener}, each "
                               "player in turn may offer elder a number of points for the "
                               "right to pitch; elder then sells to the highest offer or "
                               "refuses and pitches himself."),
})


@phrase
def steal(s: m.Steal) -> str:
    limit = f", as long as that bid is {s.up_to} or less" if s.up_to is not None else ""
    return say("bidding.steal", "The dealer, who bids last, may take the contract by merely "
               f"equalling the highest bid{limit} (stealing the bid).")


@phrase
def forced(f: m.ForcedBid) -> str:
    mate = " together with another card of its suit" if f.with_suit_mate else ""
    return say("bidding.forced", f"A player who holds a {w.rank_name(f.rank)}{mate} must bid "
               f"at least {f.minimum}.")


@phrase
def all_pass(rule: m.AllPass, bidding: m.Bidding) -> str:
    """What happens when everyone passes."""
    text = say(*_ALL_PASS[rule.action], amount=rule.amount)
    if rule.may_bid:
        labels = [_special_label(bidding, name) for name in rule.may_bid]
        text += say("bidding.all_pass: or BID", ", or may instead bid " + w.joined(labels, "or"))
    if rule.show_hands:
        text += say("bidding.all_pass: hands shown", "; the sources have the hands shown to "
                    "everyone first, which this rulebook's engine does not do (it changes no "
                    "decision)")
    return text + "."


_ALL_PASS = table({
    m.AllPassAction.REDEAL: ("bidding.all_pass: redeal", "If everyone passes, the cards are "
                             "thrown in and the same dealer deals again"),
    m.AllPassAction.PASS_DEAL: ("bidding.all_pass: pass deal", "If everyone passes, the cards "
                                "are thrown in and the deal passes to the next player"),
    m.AllPassAction.DEALER_BIDS: ("bidding.all_pass: dealer bids N", "If everyone passes, "
                                  "the dealer included, the dealer is given a bid of {amount}"),
    m.AllPassAction.DEALER_MUST_BID: ("bidding.all_pass: dealer must bid N", "If all the "
                                      "others pass, the dealer may not pass: he must bid at "
                                      "least {amount}"),
    m.AllPassAction.ELDER_BIDS: ("bidding.all_pass: elder bids N", "If everyone passes, elder "
                                 "must bid {amount}"),
    m.AllPassAction.ELDER_PITCHES: ("bidding.all_pass: elder pitches", "If everyone passes, "
                                    "elder pitches without a contract, as in Pitch without an "
                                    "auction"),
})


def _special_label(bidding: m.Bidding, name: str) -> str:
    bid = next((b for b in bidding.special if b.name == name), None)
    return bid.label if bid is not None else name


@phrase
def look(lk: m.Look) -> str:
    lose = w.counted(lk.lookers_lose, "card")
    text = say("bidding.look: optional, lookers lose N", "Each player chooses whether to look "
               f"at his hand before he bids. A player who looks loses {lose} at random")
    if lk.bidder_may_take:
        text += say("bidding.look: bidder may take", ", which the bid winner may inspect and "
                    "take")
    text += "."
    if lk.passers_exempt:
        text += say("bidding.look: passers exempt", " A player who looks and then passes "
                    "keeps all his cards.")
    return text


@phrase
def commercial(c: m.Commercial) -> str:
    parts = []
    if c.seller_scores_bid:
        parts.append(say("bidding.commercial: seller scores bid", "When elder sells, he "
                         "scores the points offered at once and the buyer pitches, bound to "
                         "make that many"))
    if c.refusal_must_make:
        parts.append(say("bidding.commercial: refusal must make", "if elder refuses every "
                         "offer he pitches himself and must take at least as many points as "
                         "the best offer"))
    return w.capital("; ".join(parts)) + "." if parts else ""


@phrase
def declare_by_pitching(n: int) -> str:
    return say("bidding.declare_by_pitching", f"A bid of {n} ends the auction at once: the "
               "players after the bidder do not bid, and he leads his first card face up "
               "(bidding by pitching).")


# --------------------------------------------------------------------------- special bids


@phrase
def special_intro() -> str:
    return say("bidding.special", "Special bids:")


@phrase
def special_place(bid: m.SpecialBid) -> str:
    if bid.at is not None:
        return say("bidding.special: at", f"the bid of {bid.at} itself")
    return say("bidding.special: above", f"just above {bid.above}")


@phrase
def requirements(bid: m.SpecialBid) -> str:
    """What the bidding side must do to make a special bid."""
    if not bid.requires:
        return say("bidding.special: as bid", "take as many points as bid")
    return w.joined(say(*_REQUIRES[r.kind], amount=w.points(r.amount or 0), point=r.point)
                    for r in bid.requires)


_REQUIRES = table({
    m.RequirementKind.ALL_POINTS: ("bidding.special: all points", "take every point of the "
                                   "deal"),
    m.RequirementKind.ALL_TRICKS: ("bidding.special: all tricks", "win every trick"),
    m.RequirementKind.CAPTURE: ("bidding.special: capture", "capture the {point} point"),
    m.RequirementKind.POINTS: ("bidding.special: at least", "take at least {amount}"),
})


@phrase
def outcome(o: m.Outcome, value: int) -> str:
    """What making or failing a special bid does."""
    amount = o.amount if o.amount is not None else value
    return say(*_OUTCOMES[o.kind], amount=w.points(amount))


_OUTCOMES = table({
    m.OutcomeKind.SCORE: ("bidding.special: score N", "scores {amount}"),
    m.OutcomeKind.SCORE_BID: ("bidding.special: score bid", "scores the bid"),
    m.OutcomeKind.SCORE_TAKEN: ("bidding.special: score taken", "scores the points taken"),
    m.OutcomeKind.LOSE: ("bidding.special: lose N", "loses {amount}"),
    m.OutcomeKind.LOSE_BID: ("bidding.special: lose bid", "loses the bid"),
    m.OutcomeKind.WIN_MATCH: ("bidding.special: win match", "wins the match at once"),
    m.OutcomeKind.LOSE_MATCH: ("bidding.special: lose match", "loses the match at once"),
})


@phrase
def bars(bid: m.SpecialBid) -> str:
    """When a special bid may not be made."""
    words = [say(*_BARS[bar.kind], amount=bar.amount) for bar in bid.barred]
    if bid.blind:
        words.append(say("bidding.special: blind", "after looking at one's cards (it is bid "
                         "blind: at his first turn each player bids it unseen or looks at his "
                         "hand)"))
    if not words:
        return ""
    return say("bidding.special: barred", "not allowed {when}", when=w.joined(words, "or"))


_BARS = table({
    m.BarKind.ANY_SIDE_IN_HOLE: ("bidding.special: barred, any side in the hole",
                                 "while any side is in the hole"),
    m.BarKind.OWN_SIDE_IN_HOLE: ("bidding.special: barred, own side in the hole",
                                 "while the bidder's side is in the hole"),
    m.BarKind.OWN_SCORE_AT_LEAST: ("bidding.special: barred, score at least",
                                   "by a side with {amount} or more"),
})
