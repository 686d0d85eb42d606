"""Sentences for the auction: who bids, the legal bids, special bids, all-pass rules.

>>> from pitchspec import load
>>> bids_summary(load("spec/auction_pitch.pitch").bidding)
'1 to 4, once around'
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.rulebook import words as w


def bids_summary(bidding: m.Bidding) -> str:
    """The auction in a phrase, for the comparison table."""
    if bidding.form is m.AuctionForm.NONE:
        return "no auction"
    form = {m.AuctionForm.ONCE_AROUND: "once around", m.AuctionForm.CONTINUING: "continuing",
            m.AuctionForm.COMMERCIAL: "commercial sale"}[bidding.form]
    return f"{bidding.minimum} to {bidding.maximum}, {form}"


def auction(bidding: m.Bidding) -> list[str]:
    """The main auction rules, in order of play."""
    if bidding.form is m.AuctionForm.NONE:
        return ["There is no auction and no contract: no one undertakes to take a number of "
                "points, and each side simply scores what it wins."]
    opener = w.seat(bidding.opener)
    out = [_form(bidding, opener),
           f"The bids run from {bidding.minimum} to {bidding.maximum} (the number of points "
           "the bidder undertakes to take); each bid must be higher than the one before."]
    if bidding.doubled:
        out.append("A bid may also be doubled (\"6 for 12\"): a doubled bid ranks just above "
                   "the plain bid of the same number and doubles both what is won and what "
                   "is lost.")
    if bidding.steal is not None:
        out.append(steal(bidding.steal))
    out.extend(forced(f) for f in bidding.forced)
    out.append(all_pass(bidding.all_pass, bidding))
    if bidding.form is not m.AuctionForm.COMMERCIAL:
        out.append("The highest bidder becomes the pitcher.")
    return out


def _form(bidding: m.Bidding, opener: str) -> str:
    if bidding.form is m.AuctionForm.ONCE_AROUND:
        return f"Starting with {opener}, each player in turn bids once or passes."
    if bidding.form is m.AuctionForm.CONTINUING:
        return (f"Starting with {opener}, players bid or pass in turn, round and round, until "
                "all but one have passed.")
    return (f"Starting with {opener}, each player in turn may offer elder a number of points "
            "for the right to pitch; elder then sells to the highest offer or refuses and "
            "pitches himself.")


def steal(s: m.Steal) -> str:
    limit = f", as long as that bid is {s.up_to} or less" if s.up_to is not None else ""
    return ("The dealer, who bids last, may take the contract by merely equalling the "
            f"highest bid{limit} (stealing the bid).")


def forced(f: m.ForcedBid) -> str:
    mate = " together with another card of its suit" if f.with_suit_mate else ""
    return (f"A player who holds a {w.rank_name(f.rank)}{mate} must bid at least "
            f"{f.minimum}.")


def all_pass(rule: m.AllPass, bidding: m.Bidding) -> str:
    """What happens when everyone passes."""
    text = {
        m.AllPassAction.REDEAL: "If everyone passes, the cards are thrown in and the same "
                                "dealer deals again",
        m.AllPassAction.PASS_DEAL: "If everyone passes, the cards are thrown in and the deal "
                                   "passes to the next player",
        m.AllPassAction.DEALER_BIDS: f"If everyone passes, the dealer must bid {rule.amount}",
        m.AllPassAction.ELDER_BIDS: f"If everyone passes, elder must bid {rule.amount}",
        m.AllPassAction.ELDER_PITCHES: "If everyone passes, elder pitches without a contract, "
                                       "as in Pitch without an auction",
    }[rule.action]
    if rule.may_bid:
        labels = [_special_label(bidding, name) for name in rule.may_bid]
        text += ", or may instead bid " + w.joined(labels, "or")
    if rule.show_hands:
        text += "; the hands are first shown to everyone"
    return text + "."


def _special_label(bidding: m.Bidding, name: str) -> str:
    bid = next((b for b in bidding.special if b.name == name), None)
    return bid.label if bid is not None else name


def look(lk: m.Look) -> str:
    text = ("Each player chooses whether to look at his hand before he bids. A player "
            f"who looks loses {w.counted(lk.lookers_lose, 'card')} at random")
    if lk.bidder_may_take:
        text += ", which the bid winner may inspect and take"
    text += "."
    if lk.passers_exempt:
        text += " A player who looks and then passes keeps all his cards."
    return text


def commercial(c: m.Commercial) -> str:
    parts = []
    if c.seller_scores_bid:
        parts.append("When elder sells, he scores the points offered at once and the buyer "
                     "pitches, bound to make that many")
    if c.refusal_must_make:
        parts.append("if elder refuses every offer he pitches himself and must take at least "
                     "as many points as the best offer")
    return w.capital("; ".join(parts)) + "." if parts else ""


def declare_by_pitching(n: int) -> str:
    return (f"A player may bid {n} at once, without waiting for his turn to bid, by leading "
            "his first card face up.")


# --------------------------------------------------------------------------- special bids


def special_place(bid: m.SpecialBid) -> str:
    if bid.at is not None:
        return f"the bid of {bid.at} itself"
    return f"just above {bid.above}"


def requirements(bid: m.SpecialBid) -> str:
    """What the bidding side must do to make a special bid."""
    if not bid.requires:
        return "take as many points as bid"
    return w.joined(_requirement(r) for r in bid.requires)


def _requirement(r: m.Requirement) -> str:
    if r.kind is m.RequirementKind.ALL_POINTS:
        return "take every point of the deal"
    if r.kind is m.RequirementKind.ALL_TRICKS:
        return "win every trick"
    if r.kind is m.RequirementKind.CAPTURE:
        return f"capture the {r.point} point"
    return f"take at least {w.points(r.amount or 0)}"


def outcome(o: m.Outcome, value: int) -> str:
    """What making or failing a special bid does."""
    amount = o.amount if o.amount is not None else value
    return {
        m.OutcomeKind.SCORE: f"scores {w.points(amount)}",
        m.OutcomeKind.SCORE_BID: "scores the bid",
        m.OutcomeKind.SCORE_TAKEN: "scores the points taken",
        m.OutcomeKind.LOSE: f"loses {w.points(amount)}",
        m.OutcomeKind.LOSE_BID: "loses the bid",
        m.OutcomeKind.WIN_MATCH: "wins the match at once",
        m.OutcomeKind.LOSE_MATCH: "loses the match at once",
    }[o.kind]


def bars(bid: m.SpecialBid) -> str:
    """When a special bid may not be made."""
    words = []
    for bar in bid.barred:
        if bar.kind is m.BarKind.ANY_SIDE_IN_HOLE:
            words.append("while any side is in the hole")
        elif bar.kind is m.BarKind.OWN_SIDE_IN_HOLE:
            words.append("while the bidder's side is in the hole")
        else:
            words.append(f"by a side with {bar.amount} or more")
    if bid.blind:
        words.append("after looking at one's cards (it is bid blind: at his first turn "
                     "each player bids it unseen or looks at his hand)")
    return "not allowed " + w.joined(words, "or") if words else ""
