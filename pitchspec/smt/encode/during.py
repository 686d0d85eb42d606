"""Points scored during the deal, before any trick: the turn-up, the gift, the sale.

Part of the outcome model (:mod:`pitchspec.smt.encode.encode`): the cards turned for trump (the
first turn-up, and those turned while the cards are run, up to the one that fixes the
new suit) and the points they score, the gift a begging player is given, and the
points a bidder who sells the deal concedes. Each is a :class:`SymAward` in the order
the engine credits them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pitchspec import model as m
from pitchspec.engine import NO_SUIT, Tables, suit_of, turn_value
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.exchange import Exchange
from pitchspec.smt.encode.facts import Facts
from pitchspec.smt.encode.scoring import SymAward
from pitchspec.smt.encode.terms import Term


@dataclass
class Turns:
    """Cards turned for trump, in order: the first turn-up (after any jokers), and the
    cards turned while running the cards, up to the one that fixes the new suit."""

    cards: list[dict[int, Term]]
    active: list[Term]
    fixes: list[Term]
    last: list[Term]
    """The slot is the last card turned (the one that finally fixes trump)."""
    runs: Term = field(default_factory=lambda: T.num(0))
    """How many times the cards were run (one card turned per run)."""


@dataclass
class Plan:
    """Decisions the model takes besides the cards: beg and run, the gift, the sale."""

    ran: Term = field(default_factory=lambda: T.FALSE)
    gave: Term = field(default_factory=lambda: T.FALSE)
    sold: Term = field(default_factory=lambda: T.FALSE)
    turns: Turns | None = None
    exchange: Exchange | None = None


class Names:
    def __init__(self, tag: str) -> None:
        self.tag = tag

    def b(self, *parts: object) -> Term:
        return T.bool_var("_".join([self.tag, *map(str, parts)]))

    def i(self, *parts: object) -> Term:
        return T.int_var("_".join([self.tag, *map(str, parts)]))



def turn_slots(v: m.Variant, tables: Tables, n: int) -> int:
    """How many cards can be turned in one deal: jokers before the first suited card,
    then one card per run of the cards while the stock lasts."""
    if v.trump.method is not m.TrumpMethod.TURN_UP:
        return 0
    stock = len(tables.deck) - n * v.deal.hand - v.deal.kitty - v.deal.widow
    jokers = len(v.deck.jokers)
    beg = v.trump.beg
    runs = 0
    if beg is not None and beg.run:
        runs = max(0, (stock - jokers - 1) // (n * beg.run + 1))
    return 1 + jokers + runs


def turn_up_awards(facts: Facts, names: Names, cons: list[Term], plan: Plan) -> list[SymAward]:
    """The cards turned for trump and what the dealer scores for them, then the beg: the
    gift, or running the cards (phases.deal.turned, phases.beg.run and after_run, turn_value)."""
    v = facts.variant
    slots = turn_slots(v, facts.tables, facts.n)
    if not slots:
        return []
    beg = v.trump.beg
    plan.ran = names.b("ran") if beg is not None and beg.run else T.FALSE
    plan.gave = names.b("gave") if beg is not None else T.FALSE
    cons.append(T.not_(T.and_(plan.ran, plan.gave)))
    turns = _turn_sequence(facts, names, cons, slots, plan.ran)
    plan.turns = turns
    dealer_side = tuple(T.lit(k == facts.match_sides[facts.dealer])
                        for k in range(facts.num_sides))
    out = []
    for i in range(slots):
        for rule in v.points:
            if rule.kind is m.PointKind.TURN_UP:
                out += _turn_award(facts, rule, turns, i, plan.ran, dealer_side)
    if beg is not None and beg.gift:
        out += _gift(facts, beg, plan.gave)
    return out


def gift_indices(outcome_during: list[SymAward]) -> tuple[int, ...]:
    """Positions of the gift awards (made together) in the awards during the deal."""
    return tuple(i for i, a in enumerate(outcome_during) if a.point == m.Reason.GIFT)


def _turn_sequence(facts: Facts, names: Names, cons: list[Term], slots: int,
                   ran: Term) -> Turns:
    deck = facts.deck
    cards = [{c: names.b("turn", i, c) for c in deck} for i in range(slots)]
    active = [T.TRUE] + [names.b("turned", i) for i in range(1, slots)]
    fixes, last = [], []
    current = [T.FALSE] * 4
    fixed_before = T.num(0)
    for i in range(slots):
        cons.append(T.ite(active[i], T.exactly(list(cards[i].values()), 1),
                          T.not_(T.any_(cards[i].values()))))
        joker = T.any_(v for c, v in cards[i].items() if suit_of(c) == NO_SUIT)
        suit = [T.any_(v for c, v in cards[i].items() if suit_of(c) == s) for s in range(4)]
        fix = T.and_(active[i], T.not_(joker),
                     T.not_(T.any_(T.and_(suit[s], current[s]) for s in range(4))))
        fixes.append(fix)
        current = [T.ite(fix, suit[s], current[s]) for s in range(4)]
        fixed_before = T.add(fixed_before, T.ite(fix, 1, 0))
        stop = T.and_(fix, T.or_(T.not_(ran), T.eq(fixed_before, 2)))
        last.append(T.and_(active[i], stop))
        if i + 1 < slots:
            cons.append(T.iff(active[i + 1], T.and_(active[i], T.not_(stop))))
    cons.append(T.any_(last))
    cons.append(current[facts.trump])
    runs = T.add(*(T.ite(T.and_(active[i], T.any_(fixes[:i])), 1, 0) for i in range(1, slots)))
    for c in deck:
        turned = T.any_(cards[i][c] for i in range(slots))
        cons.append(T.at_most([cards[i][c] for i in range(slots)], 1))
        cons.append(T.implies(turned, T.and_(T.not_(T.any_(facts.dealt[c])),
                                             T.not_(T.any_(facts.held[c])))))
    return Turns(cards, active, fixes, last, runs)


def _turn_award(facts: Facts, rule: m.PointRule, turns: Turns, i: int, ran: Term,
                dealer_side: tuple[Term, ...]) -> list[SymAward]:
    if rule.every_turn:
        scores = turns.active[i]
    elif rule.turn_only is m.TurnOnly.FIRST:
        scores = T.lit(i == 0)
    elif rule.turn_only is m.TurnOnly.LAST:
        scores = T.and_(ran, turns.last[i])
    else:
        scores = turns.fixes[i]
    values = {c: turn_value(rule, c, facts.tables.card_points[c] // 2) for c in facts.deck}
    value = T.add(*(T.ite(on, values[c], 0) for c, on in turns.cards[i].items() if values[c]))
    worth = T.and_(scores, T.gt(value, 0))
    return [SymAward(rule.name, tuple(T.and_(worth, d) for d in dealer_side), value)]


def _gift(facts: Facts, beg: m.Beg, gave: Term) -> list[SymAward]:
    """A granted beg: the dealer gives points to elder's side or to each other side."""
    dealer = facts.match_sides[facts.dealer]
    if beg.gift_to is m.GiftTo.ELDER:
        receivers = [facts.match_sides[facts.elder]]
    else:
        receivers = [k for k in range(facts.num_sides) if k != dealer]
    return [SymAward(m.Reason.GIFT,
                     tuple(T.and_(gave, T.lit(k == r)) for k in range(facts.num_sides)),
                     T.num(beg.gift)) for r in receivers]


def sale_awards(facts: Facts, names: Names, cons: list[Term], plan: Plan) -> list[SymAward]:
    """Commercial Pitch: elder sells the right to pitch and scores the bid at once; if
    he refuses he pitches himself (auction.sale)."""
    v = facts.variant
    contract = facts.contract
    selling = v.bidding.form is m.AuctionForm.COMMERCIAL or v.bidding.commercial is not None
    if not selling or contract is None:
        return []
    plan.sold = names.b("sold")
    cons.append(T.implies(T.and_(contract.present, T.not_(plan.sold)),
                          contract.bidder_is(facts.elder)))
    cons.append(T.implies(T.not_(contract.present), T.not_(plan.sold)))
    elder = facts.match_sides[facts.elder]
    own = [s for s in range(facts.n) if facts.match_sides[s] == elder]
    # his side makes no offer (auction.begin): he sells only to the other side
    cons += [T.implies(plan.sold, T.not_(contract.bidder_is(s))) for s in own]
    scores = v.bidding.commercial is None or v.bidding.commercial.seller_scores_bid
    amount = T.select(contract.choice, [_sale_level(v, o.level, o.doubled, o.special)
                                        for o in contract.menu])
    on = T.and_(plan.sold, T.lit(scores))
    return [SymAward(m.Reason.SALE, tuple(T.and_(on, T.lit(k == elder))
                                   for k in range(facts.num_sides)), amount)]


def _sale_level(v: m.Variant, level: int, doubled: bool, special: str | None) -> int:
    """``int(order_key)`` of the high bid, as the sale scores it."""
    bid = v.special_bid(special) if special else None
    if bid is not None and (bid.at is None or bid.at not in v.bidding.levels()):
        return int(bid.level)
    return level
