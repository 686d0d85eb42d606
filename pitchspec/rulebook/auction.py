"""Sentences for the auction: who bids, the legal bids, special bids, all-pass rules.

The walk is written once; the sentences are in each language's phrase table
(:mod:`pitchspec.rulebook.languages.en.auction`, ``.ru.auction``, ...).

>>> from pitchspec import load
>>> bids_summary(load("spec/auction_pitch.pitch").bidding)
'1 to 4, once around'
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.rulebook import words as w
from pitchspec.rulebook.backing import constructs, say
from pitchspec.rulebook.phrasing import word

_FORM_SHORT = {m.AuctionForm.ONCE_AROUND: "auction short: once around",
               m.AuctionForm.CONTINUING: "auction short: continuing",
               m.AuctionForm.COMMERCIAL: "auction short: commercial"}


def bids_summary(bidding: m.Bidding) -> str:
    """The auction in a phrase, for the comparison table."""
    if bidding.form is m.AuctionForm.NONE:
        return word("auction short: none")
    return word("auction short", low=bidding.minimum, high=bidding.maximum,
                form=word(_FORM_SHORT[bidding.form]))


def bids_rule(bidding: m.Bidding) -> str:
    """The bids in a phrase, doubled bids included, for the differences from a parent."""
    doubled = say("bidding.doubled: yes", aspect="in short") if bidding.doubled else ""
    return bids_summary(bidding) + doubled


def auction(bidding: m.Bidding) -> list[str]:
    """The main auction rules, in order of play."""
    if bidding.form is m.AuctionForm.NONE:
        return [say("bidding.form: none")]
    out = [say(_FORM[bidding.form], opener=w.seat(bidding.opener)),
           say("bidding.bids", low=bidding.minimum, high=bidding.maximum)]
    if bidding.doubled:
        out.append(say("bidding.doubled: yes"))
    if bidding.steal is not None:
        out.append(steal(bidding.steal))
    out.extend(forced(f) for f in bidding.forced)
    out.append(all_pass(bidding.all_pass, bidding))
    if bidding.form is not m.AuctionForm.COMMERCIAL:
        out.append(say("bidding (the pitcher)"))
    return out


_FORM = constructs({
    m.AuctionForm.NONE: "bidding.form: none",
    m.AuctionForm.ONCE_AROUND: "bidding.form: once around",
    m.AuctionForm.CONTINUING: "bidding.form: continuing",
    m.AuctionForm.COMMERCIAL: "bidding.form: commercial",
})


def steal(s: m.Steal) -> str:
    """The dealer's right to take the contract by equalling the highest bid."""
    if s.top_only:
        return say("bidding.steal: dealer at top bid")
    limit = word("steal: up to", up_to=s.up_to) if s.up_to is not None else ""
    return say("bidding.steal", limit=limit)


def forced(f: m.ForcedBid) -> str:
    """A holding that obliges its holder to bid."""
    mate = word("forced: with a suit mate") if f.with_suit_mate else ""
    return say("bidding.forced", rank=f.rank, mate=mate, minimum=f.minimum)


def all_pass(rule: m.AllPass, bidding: m.Bidding) -> str:
    """What happens when everyone passes."""
    text = say(_ALL_PASS[rule.action], amount=rule.amount)
    if rule.may_bid:
        labels = [_special_label(bidding, name) for name in rule.may_bid]
        text += say("bidding.all_pass: or BID", bids=w.joined(labels, "or"))
    if rule.show_hands:
        text += say("bidding.all_pass: hands shown")
    return text + word("full stop")


_ALL_PASS = constructs({
    m.AllPassAction.REDEAL: "bidding.all_pass: redeal",
    m.AllPassAction.PASS_DEAL: "bidding.all_pass: pass deal",
    m.AllPassAction.DEALER_BIDS: "bidding.all_pass: dealer bids N",
    m.AllPassAction.DEALER_MUST_BID: "bidding.all_pass: dealer must bid N",
    m.AllPassAction.ELDER_BIDS: "bidding.all_pass: elder bids N",
    m.AllPassAction.ELDER_PITCHES: "bidding.all_pass: elder pitches",
    m.AllPassAction.DEALER_SET: "bidding.all_pass: dealer set N",
    m.AllPassAction.DEALER_PITCHES: "bidding.all_pass: dealer pitches",
})


def _special_label(bidding: m.Bidding, name: str) -> str:
    bid = next((b for b in bidding.special if b.name == name), None)
    return bid.label if bid is not None else name


def look(lk: m.Look) -> str:
    """Looking at one's hand before bidding, and what it costs."""
    text = say("bidding.look: optional, lookers lose N", lost=lk.lookers_lose)
    if lk.bidder_may_take:
        text += say("bidding.look: bidder may take", lost=lk.lookers_lose)
    text += word("full stop")
    if lk.passers_exempt:
        text += say("bidding.look: passers exempt")
    return text


def commercial(c: m.Commercial) -> str:
    """Elder's sale of the right to pitch."""
    parts = []
    if c.seller_scores_bid:
        parts.append(say("bidding.commercial: seller scores bid"))
    if c.refusal_must_make:
        parts.append(say("bidding.commercial: refusal must make"))
    return w.capital(word("clauses joined").join(parts)) + word("full stop") if parts else ""


def declare_by_pitching(n: int) -> str:
    """The bid that ends the auction at once."""
    return say("bidding.declare_by_pitching", n=n)


# --------------------------------------------------------------------------- special bids


def special_intro() -> str:
    return say("bidding.special")


def special_place(bid: m.SpecialBid) -> str:
    """Where a special bid ranks among the numbered bids."""
    if bid.at is not None:
        return say("bidding.special: at", at=bid.at)
    return say("bidding.special: above", above=bid.above)


def requirements(bid: m.SpecialBid) -> str:
    """What the bidding side must do to make a special bid."""
    if not bid.requires:
        return say("bidding.special: as bid")
    return w.joined(say(_REQUIRES[r.kind], amount=r.amount or 0, point=r.point)
                    for r in bid.requires)


_REQUIRES = constructs({
    m.RequirementKind.ALL_POINTS: "bidding.special: all points",
    m.RequirementKind.ALL_TRICKS: "bidding.special: all tricks",
    m.RequirementKind.CAPTURE: "bidding.special: capture",
    m.RequirementKind.POINTS: "bidding.special: at least",
})


def outcome(o: m.Outcome, value: int) -> str:
    """What making or failing a special bid does."""
    if o.if_score is not None and o.otherwise is not None:
        return say("bidding.special: by score", first=outcome(o.at_score(o.if_score), value),
                   score=o.if_score, rest=outcome(o.otherwise, value))
    if o.credited:
        return say("bidding.special: lose match after scoring")
    amount = o.amount if o.amount is not None else value
    return say(_OUTCOMES[o.kind], amount=w.points(amount))


_OUTCOMES = constructs({
    m.OutcomeKind.SCORE: "bidding.special: score N",
    m.OutcomeKind.SCORE_BID: "bidding.special: score bid",
    m.OutcomeKind.SCORE_TAKEN: "bidding.special: score taken",
    m.OutcomeKind.LOSE: "bidding.special: lose N",
    m.OutcomeKind.LOSE_BID: "bidding.special: lose bid",
    m.OutcomeKind.WIN_MATCH: "bidding.special: win match",
    m.OutcomeKind.LOSE_MATCH: "bidding.special: lose match",
})


def bars(bid: m.SpecialBid) -> str:
    """When a special bid may not be made."""
    words = [say(_BARS[bar.kind], amount=bar.amount) for bar in bid.barred]
    if bid.blind:
        words.append(say("bidding.special: blind"))
    if not words:
        return ""
    return say("bidding.special: barred", when=w.joined(words, "or"))


_BARS = constructs({
    m.BarKind.ANY_SIDE_IN_HOLE: "bidding.special: barred, any side in the hole",
    m.BarKind.OWN_SIDE_IN_HOLE: "bidding.special: barred, own side in the hole",
    m.BarKind.OWN_SCORE_AT_LEAST: "bidding.special: barred, score at least",
})
