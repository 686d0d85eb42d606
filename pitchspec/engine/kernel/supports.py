"""What the batch kernel can run: the constructs of a variant outside its repertoire.

``supports`` inspects the model (never the variant's name); callers fall back to the
reference engine for a variant it refuses.
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.engine.kernel.auction import STUCK


def supports(variant: m.Variant) -> list[str]:
    """The variant's constructs the batch kernel cannot run (empty: it runs here)."""
    lacks: list[str] = []
    b, t, d, p, s, w = (variant.bidding, variant.trump, variant.deal, variant.play,
                        variant.scoring, variant.winning)

    def need(ok: bool, what: str) -> None:
        if not ok:
            lacks.append(what)

    need(b.form in (m.AuctionForm.NONE, m.AuctionForm.ONCE_AROUND), f"auction form {b.form.value}")
    need(not b.doubled and not b.forced and b.look is None and b.commercial is None,
         "doubled, forced, look-or-not or commercial bids")
    need(all(x.at is not None and x.made.kind is m.OutcomeKind.SCORE_TAKEN
             and x.set.kind is m.OutcomeKind.LOSE_BID
             and all(r.kind is m.RequirementKind.ALL_POINTS for r in x.requires)
             and not x.barred and not x.blind
             for x in b.special), "special bids other than a named numeric bid, blind bids")
    need(b.all_pass.action in (m.AllPassAction.REDEAL, m.AllPassAction.PASS_DEAL,
                               *STUCK) and not b.all_pass.may_bid,
         f"all-pass action {b.all_pass.action.value}")
    need(b.opener in (m.Seat.ELDER, m.Seat.LEFT_OF_DEALER, m.Seat.DEALER), "opener")
    need(t.method in (m.TrumpMethod.FIRST_LEAD, m.TrumpMethod.DECLARED) and not t.sub_trump
         and t.beg is None, f"trump fixed by {t.method.value}")
    need(d.blind is None and d.kitty == 0 and d.widow == 0 and not variant.exchange.steps,
         "blinds, kitty, widow or exchange steps")
    need(not variant.procedures and variant.seating.partner_call is None,
         "procedures or a called partner")
    need(p.follow in (m.FollowRule.FOLLOW_OR_TRUMP, m.FollowRule.MUST_FOLLOW,
                      m.FollowRule.TRUMP_ON_TRUMP), f"follow rule {p.follow.value}")
    need(not (p.trump_must_be_broken or p.low_trump_captures or p.jokers_barred_first_trick
              or p.joker_lead is m.JokerLead.SUITLESS or p.joker_held_back_on_trump_lead
              or p.bidder_may_concede or p.dead_hand_throw_in or p.draw_after_trick
              or p.blind_card_may_be_played or p.lookers_sit_out is not None),
         "special play rules")
    need(p.first_leader in (m.Seat.PITCHER, m.Seat.ELDER, m.Seat.LEFT_OF_PITCHER), "first leader")
    need(variant.ranking.jokers is m.JokerRole.TRUMP, "rankless jokers")
    for rule in variant.points:
        need(_point_supported(rule), f"point {rule.name}")
    need(s.set_penalty is m.SetPenalty.BID and not s.set_marks, "set penalty")
    need(w.hands is None and not w.backdoor, "backdoor or fixed-length matches")
    return lacks


def _point_supported(rule: m.PointRule) -> bool:
    kinds = {m.PointKind.HIGHEST, m.PointKind.LOWEST, m.PointKind.CARD, m.PointKind.GAME,
             m.PointKind.LAST_TRICK}
    receivers = {m.Receiver.HOLDER, m.Receiver.CAPTURER, m.Receiver.PLAYER,
                 m.Receiver.MAJORITY, m.Receiver.TRICK_WINNER}
    conditions = {m.ConditionKind.TRUMP_SUIT_IS, m.ConditionKind.NOT_SAME_CARD_AS}
    return (rule.kind in kinds and rule.receiver in receivers and rule.scope is m.SuitRef.TRUMP
            and rule.tie in (m.TieRule.NONE, m.TieRule.ELDER)
            and rule.count is m.GameCount.CARD_POINTS
            and all(c.kind in conditions for c in rule.conditions))

