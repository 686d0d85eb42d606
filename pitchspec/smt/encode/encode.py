"""The outcome model: one hand of a variant, symbolic, for proofs.

Trump is one fixed suit (by symmetry, where the variant names no suit absolutely; see
:func:`trump_cases`). For every card the model has unknowns for who was dealt it, who
held it at the end, whether it was played and who captured it; the contract, the
called partner, the cards turned for trump, and the match scores before the hand are
unknowns too. The constraints state only what every real hand satisfies (hand sizes,
one owner per card, cards move between hands only through the piles the exchange
names, a played card has one capturer...). So the model over-approximates the real
hands: a property it proves holds for every real hand at this table; a counterexample
it finds must still be realised by the hand model (:mod:`pitchspec.smt.encode.hand`) or by the
engine before it counts.

The scoring itself is :mod:`pitchspec.smt.encode.scoring` and :mod:`pitchspec.smt.encode.settle`,
the mirrors of the engine's modules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from pitchspec import model as m
from pitchspec.engine import Seating, Tables
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.during import Names as Names
from pitchspec.smt.encode.during import Plan as Plan
from pitchspec.smt.encode.during import Turns as Turns
from pitchspec.smt.encode.during import gift_indices as gift_indices
from pitchspec.smt.encode.during import sale_awards as sale_awards
from pitchspec.smt.encode.during import turn_slots as turn_slots
from pitchspec.smt.encode.during import turn_up_awards as turn_up_awards
from pitchspec.smt.encode.exchange import exchange_model
from pitchspec.smt.encode.facts import Facts, SymContract, bid_menu, trick_slots
from pitchspec.smt.encode.scoring import SymAward, trick_trumps
from pitchspec.smt.encode.states import ScoreStates
from pitchspec.smt.encode.terms import Term


@dataclass
class Outcome:
    """The outcome model of one hand: facts, constraints, points scored during the
    deal (match sides, in order), match scores before the hand, the deal's decisions."""

    facts: Facts
    constraints: list[Term]
    during: list[SymAward]
    scores: tuple[Term, ...]
    void: Term
    plan: Plan
    seating: Seating
    together: list[tuple[int, ...]] = field(default_factory=list)
    """Indices of ``during`` awards made at one moment (a gift to each opponent), whose
    order among themselves no rule states."""
    levels: list[list[Term]] = field(default_factory=list)
    """Ever finer constraint sets, the last one complete: the domains of the unknowns
    alone; with the deal and play; with the exchange. Each over-approximates the real
    hands, so a property proved at a coarse level is proved."""

    def restrict(self, more: Sequence[Term]) -> None:
        """Add constraints to every level (the match scores the deal may start from)."""
        seen: set[int] = set()
        for level in [*self.levels, self.constraints]:
            if id(level) not in seen:
                seen.add(id(level))
                level.extend(more)


# --------------------------------------------------------------------------- symmetry


def suit_symmetric(variant: m.Variant) -> bool:
    """No rule names a suit absolutely, so any trump suit behaves like any other."""
    absolute = {m.SuitRef.SPADES, m.SuitRef.HEARTS, m.SuitRef.DIAMONDS, m.SuitRef.CLUBS}
    refs = [r.suit for r in variant.ranking.trump]
    refs += [p.card.suit for p in variant.points if p.card is not None]
    refs += [c.suit for p in variant.points for c in p.conditions]
    return not any(r in absolute for r in refs)


def trump_cases(variant: m.Variant) -> list[tuple[int, int | None]]:
    """The (trump, sub-trump) pairs to check: spades alone when suits are symmetric (a
    sub-trump of the other colour, and of the same colour); every suit otherwise."""
    trumps = [0] if suit_symmetric(variant) else [0, 1, 2, 3]
    if not variant.trump.sub_trump:
        return [(t, None) for t in trumps]
    if suit_symmetric(variant):
        return [(0, 1), (0, 3)]
    return [(t, s) for t in trumps for s in range(4) if s != t]


# --------------------------------------------------------------------------- building


def outcome_model(tables: Tables, seating: Seating, trump: int, sub: int | None,
                  tag: str = "o", states: ScoreStates | None = None) -> Outcome:
    """The outcome model of one hand at this table with this trump suit, from the
    match scores ``states`` allows (None: any; :meth:`Outcome.restrict` adds them later)."""
    v = tables.variant
    names = Names(tag)
    n = seating.players
    dealer = n - 1
    elder = (dealer + 1) % n  # seats are numbered in the direction of play
    deck = tables.deck
    core: list[Term] = []
    contract = encode_contract(v, n, names, core)
    partner, sides = encode_partner(v, seating, contract, names, core)
    grid = {what: {c: tuple(names.b(what, c, s) for s in range(n)) for c in deck}
            for what in ("dealt", "held", "capt")}
    played = {c: names.b("played", c) for c in deck}
    dead = _dead(v, tables, trump, sub, n, names)
    last = tuple(names.b("last", s) for s in range(n))
    conceded = _conceded(v, contract, names, core)
    slots = trick_slots(v, len(deck), n)
    trick_of = {c: tuple(names.b("trick", c, j) for j in range(slots)) for c in deck} \
        if slots else {}
    winners = tuple(tuple(names.b("won", j, s) for s in range(n)) for j in range(slots))
    facts = Facts(v, tables, tables.table(trump, sub), n, seating.sides, sides, dealer, elder,
                  deck, grid["dealt"], grid["held"], played, grid["capt"], dead, last,
                  names.b("joker_first"), contract, partner, conceded, trick_of, winners,
                  _last_deal(v, names, core))
    cards = deal_constraints(facts)
    cards += forced_bids(facts)
    plan = Plan()
    during = turn_up_awards(facts, names, cards, plan)
    turns = plan.turns
    turned = {c: T.any_(slot[c] for slot in turns.cards) for c in deck} if turns else {}
    runs = turns.runs if turns else T.num(0)
    plan.exchange = exchange_model(facts, f"{tag}x", turned, plan.ran, runs)
    if v.trump.beg is not None and v.trump.beg.run:  # cards run are dealt cards too
        facts = replace(facts, run={c: tuple(r[c] for r in plan.exchange.runs) for c in deck})
    cards += play_constraints(facts)
    cards += trick_order(facts)
    during += sale_awards(facts, names, core, plan)
    for rule in v.points:
        if rule.kind is m.PointKind.TRICK_TRUMPS:
            during += trick_trumps(facts, rule)
    scores = prior_scores(states, seating.num_sides, names, core)
    core += special_bars(facts, scores)
    void = T.and_(plan.gave, T.lit(v.trump.beg is not None and v.trump.beg.granted_redeal))
    gifts = gift_indices(during)
    levels = [core, core + cards, core + cards + plan.exchange.constraints]
    return Outcome(facts, levels[-1], during, scores, void, plan, seating,
                   [gifts] if len(gifts) > 1 else [], levels)


def encode_contract(v: m.Variant, n: int, names: Names, cons: list[Term]) -> SymContract | None:
    menu = bid_menu(v)
    if not menu:
        return None
    bidder, choice = names.i("bidder"), names.i("bid")
    cons += [T.one_of(bidder, n), T.one_of(choice, len(menu))]
    elder_pitches = v.bidding.all_pass.action is m.AllPassAction.ELDER_PITCHES
    present = names.b("contract") if elder_pitches else T.TRUE
    dealer = n - 1  # seats are numbered in the direction of play, elder first
    cons += [T.implies(T.eq(choice, i), T.eq(bidder, dealer))
             for i, o in enumerate(menu) if o.level == 0]  # all passed: the dealer's 0
    return SymContract(bidder, choice, menu, present)


def _last_deal(v: m.Variant, names: Names, cons: list[Term]) -> Term:
    """Whether the deal is the match's last by its count of deals: an unknown where the
    match lasts a fixed number of deals (always, where that number is 1)."""
    hands = v.winning.hands
    if hands is None:
        return T.FALSE
    last = names.b("last_deal")
    if hands <= 1:
        cons.append(last)
    return last


def _conceded(v: m.Variant, contract: SymContract | None, names: Names,
              cons: list[Term]) -> Term:
    """Whether the bidder conceded the hand (where the rules let him)."""
    if not v.play.bidder_may_concede or contract is None:
        return T.FALSE
    conceded = names.b("conceded")
    cons.append(T.implies(conceded, contract.present))
    return conceded


def encode_partner(v: m.Variant, seating: Seating, contract: SymContract | None, names: Names,
             cons: list[Term]) -> tuple[Term | None, tuple[Term, ...]]:
    """A called partner joins the bidder's side for the hand (hand sides per seat)."""
    n = seating.players
    call = v.seating.partner_call
    fixed = tuple(T.num(s) for s in seating.sides)
    if call is None or n not in call.players or contract is None:
        return None, fixed
    partner = names.i("partner")
    cons += [T.ge(partner, -1), T.lt(partner, n), T.not_(T.eq(partner, contract.bidder))]
    bidder_side = T.select(contract.bidder, list(seating.sides))
    if call.others_together:
        return partner, _together(seating, contract.bidder, partner, bidder_side)
    return partner, tuple(T.ite(T.eq(partner, s), bidder_side, seating.sides[s])
                          for s in range(n))


def _together(seating: Seating, bidder: Term, partner: Term,
              bidder_side: Term) -> tuple[Term, ...]:
    """'others together': the seats outside the bidder's partnership form one side,
    under the lowest of their match sides (State.hand_sides)."""
    n = seating.players
    ours = [T.or_(T.eq(bidder, s), T.eq(partner, s)) for s in range(n)]
    opposing: Term = bidder_side
    for s in sorted(range(n), key=lambda s: seating.sides[s], reverse=True):
        opposing = T.ite(ours[s], opposing, seating.sides[s])
    return tuple(T.ite(ours[s], bidder_side, opposing) for s in range(n))


def _dead(v: m.Variant, tables: Tables, trump: int, sub: int | None, n: int,
          names: Names) -> dict[int, tuple[Term, ...]]:
    table = tables.table(trump, sub)
    beg = v.trump.beg
    forced = any(s.kind is m.StepKind.REDUCE or s.to is not None for s in v.exchange.steps) \
        or (beg is not None and beg.run > 0 and beg.after_run is m.AfterRun.DISCARD_TO_HAND)
    dead = {}
    for c in tables.deck:
        possible = v.exchange.dead_cards_to_opponents and forced and table.trump_mask >> c & 1
        dead[c] = tuple(names.b("dead", c, s) if possible else T.FALSE for s in range(n))
    return dead


def deal_constraints(facts: Facts) -> list[Term]:
    """Each card is dealt to at most one player; each player is dealt a full hand."""
    v, n = facts.variant, facts.n
    cons = [T.at_most(facts.dealt[c], 1) for c in facts.deck]
    cons += [T.at_most(facts.held[c], 1) for c in facts.deck]
    cons += [T.exactly([facts.dealt[c][s] for c in facts.deck], v.deal.hand) for s in range(n)]
    return cons


def forced_bids(facts: Facts) -> list[Term]:
    """A player dealt a forcing card (Nine-Five's 9 with another card of its suit) must
    bid at least the forced amount, so the contract is at least that much
    (auction.forced_minimum)."""
    c = facts.contract
    if c is None:
        return []
    cons = []
    for forced in facts.variant.bidding.forced:
        holding = []
        for suit in range(4):
            card = suit * 13 + int(forced.rank) - 2
            if card not in facts.dealt:
                continue
            same = [x for x in facts.deck if x < 52 and x // 13 == suit]
            for s in range(facts.n):
                mate = T.at_least([facts.dealt[x][s] for x in same], 2) \
                    if forced.with_suit_mate else T.TRUE
                holding.append(T.and_(facts.dealt[card][s], mate))
        cons.append(T.implies(T.and_(c.present, T.any_(holding)),
                              T.ge(c.level(), forced.minimum)))
    return cons


def play_constraints(facts: Facts) -> list[Term]:
    """A played card was held by someone and has one capturer; every card held is
    played (unless a hand can be conceded or thrown in); the last trick has a winner
    who captured cards."""
    v, n = facts.variant, facts.n
    play = v.play
    # Every card held is played, unless the bidder conceded (at any of his turns, the
    # trick in progress finished; the rest is not played unless the rules play it out:
    # any subset of the held cards covers every trick he can stop after) or a dead hand
    # may be thrown in.
    stopped = T.and_(facts.conceded, T.lit(not play.concession_plays_out))
    all_played = T.FALSE if play.dead_hand_throw_in else T.not_(stopped)
    cons = []
    for c in facts.deck:
        kept = T.any_(facts.held[c])
        cons.append(T.implies(facts.played[c], kept))
        cons.append(T.implies(T.and_(all_played, kept), facts.played[c]))
        cons.append(T.ite(facts.played[c], T.exactly(facts.capt[c], 1),
                          T.not_(T.any_(facts.capt[c]))))
        for s in range(n):
            cons.append(T.implies(facts.dead[c][s], T.and_(T.not_(kept),
                                                           T.not_(facts.played[c]))))
        cons.append(T.at_most(facts.dead[c], 1))
    cons += _trump_captures(facts)
    some = T.any_(facts.played.values())
    cons.append(T.ite(some, T.exactly(facts.last_winner, 1), T.not_(T.any_(facts.last_winner))))
    for s in range(n):
        cons.append(T.implies(facts.last_winner[s], T.any_(facts.capt[c][s] for c in facts.deck)))
    return cons


def trick_order(facts: Facts) -> list[Term]:
    """Each played card lies in one trick, each trick has one winner who captures all of
    it, a player plays at most one card to a trick, and tricks are filled in order (a
    superset of real play: enough to credit trick by trick, as phases.play.close_trick does)."""
    if not facts.trick_of:
        return []
    slots = len(facts.trick_winner)
    cons = []
    for c, where in facts.trick_of.items():
        cons.append(T.ite(facts.played[c], T.exactly(where, 1), T.not_(T.any_(where))))
        for j in range(slots):
            cons += [T.implies(where[j], T.iff(facts.capt[c][s], facts.trick_winner[j][s]))
                     for s in range(facts.n)]
    used = [T.any_(facts.trick_of[c][j] for c in facts.deck) for j in range(slots)]
    for j in range(slots):
        cons.append(T.ite(used[j], T.exactly(facts.trick_winner[j], 1),
                          T.not_(T.any_(facts.trick_winner[j]))))
        if j:
            cons.append(T.implies(used[j], used[j - 1]))
        for s in range(facts.n):
            cons.append(T.at_most([T.and_(facts.trick_of[c][j], facts.held[c][s])
                                   for c in facts.deck], 1))
    return cons


def _trump_captures(facts: Facts) -> list[Term]:
    """Under 'highest card wins' (no low-trump capture), a trump taken by another player
    was beaten by a higher trump that player played: so the top trump in play is always
    captured by its own player (P-29)."""
    v = facts.variant
    if v.play.trick_winner is not m.TrickWinner.HIGHEST or v.play.low_trump_captures:
        return []
    table = facts.table
    trumps = sorted((c for c in facts.deck if facts.is_trump(c)), key=table.strength.__getitem__)
    cons = []
    for i, c in enumerate(trumps):
        higher = trumps[i + 1:]
        for s in range(facts.n):
            beat = T.any_(T.and_(facts.held[h][s], facts.played[h]) for h in higher)
            cons.append(T.implies(T.and_(facts.capt[c][s], T.not_(facts.held[c][s])), beat))
    return cons


# --------------------------------------------------------------------------- the deal


def special_bars(facts: Facts, scores: Sequence[Term]) -> list[Term]:
    """A numeric bid is named after the special bid at its level exactly when that
    bid's bars let the bidder have it (auction.set_contract with auction.barred)."""
    c = facts.contract
    if c is None:
        return []
    cons = []
    for i, option in enumerate(c.menu):
        special = next((s for s in facts.variant.bidding.special
                        if s.at == option.level and s.barred), None)
        if special is None or option.doubled:
            continue
        bar = barred(facts, special, scores)
        chosen = T.and_(c.present, T.eq(c.choice, i))
        cons.append(T.implies(chosen, T.not_(bar) if option.special else bar))
    return cons


def barred(facts: Facts, bid: m.SpecialBid, scores: Sequence[Term]) -> Term:
    """The special bid's bars keep the bidder from it: a side in the hole, or his own
    side's score already at a stated amount (auction.barred)."""
    c = facts.contract
    assert c is not None
    own = [T.any_(T.and_(c.bidder_is(s), T.lit(facts.match_sides[s] == k))
                  for s in range(facts.n)) for k in range(len(scores))]
    bars = []
    for bar in bid.barred:
        if bar.kind is m.BarKind.ANY_SIDE_IN_HOLE:
            bars.append(T.any_(T.lt(x, 0) for x in scores))
        elif bar.kind is m.BarKind.OWN_SIDE_IN_HOLE:
            bars += [T.and_(own[k], T.lt(x, 0)) for k, x in enumerate(scores)]
        elif bar.kind is m.BarKind.OWN_SCORE_AT_LEAST:
            bars += [T.and_(own[k], T.ge(x, bar.amount or 0)) for k, x in enumerate(scores)]
    return T.any_(bars)


def prior_scores(states: ScoreStates | None, sides: int, names: Names,
                 cons: list[Term]) -> tuple[Term, ...]:
    """Match scores before the hand: any a real match can reach (``states``,
    :mod:`pitchspec.smt.encode.states`), or any integers at all (None)."""
    scores = tuple(names.i("score", k) for k in range(sides))
    if states is not None:
        cons += states.constraints(scores)
    return scores
