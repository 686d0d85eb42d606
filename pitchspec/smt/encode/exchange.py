"""The exchange as z3 terms: a mirror of engine/phases/exchange.py, card by card, step by step.

For every step of the variant's exchange (and the reduction to a hand the engine
inserts after running the cards), which cards each seat holds after it; the piles the
steps draw on (kitty, widow, stock, scrap); the cards taken and thrown. Forced moves are
forced (every non-trump goes; a reduction throws non-trumps first), choices are free,
refills take what the stock holds. The hand at the first lead and the cards discarded
by force ("dead") are then defined, so a model's exchange is one the engine allows and
the decoder can replay step by step.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pitchspec import model as m
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.facts import Facts
from pitchspec.smt.encode.terms import Term

Cards = dict[int, Term]
"""A set of cards: card id -> 'in the set'."""


@dataclass
class Exchange:
    """The exchange of one hand: the steps (as the engine lists them), the hand of each
    seat before each step and after the last, and the cards each step moved."""

    steps: list[m.Step]
    hands: list[list[Cards]]
    """hands[k][seat]: the seat's cards before step k (hands[-1]: at the first lead)."""
    gained: list[list[Cards]]
    thrown: list[list[Cards]]
    kitty: Cards
    widow: Cards
    blind: Cards
    runs: list[Cards]
    """Cards each seat received while the cards were run."""
    lost: list[Cards]
    inserted: Term
    """The reduction to a hand inserted after running (only when the cards were run)."""
    constraints: list[Term] = field(default_factory=list)


def covers(facts: Facts, actor: m.Actor, seat: int) -> Term:
    """The step's actor includes this seat (the engine's exchangers; the bidder is symbolic)."""
    c = facts.contract
    bidder = T.and_(c.present, c.bidder_is(seat)) if c is not None else T.lit(seat == facts.elder)
    if c is not None and not T.is_true(c.present):
        bidder = T.or_(bidder, T.and_(T.not_(c.present), T.lit(seat == facts.elder)))
    return {m.Actor.ALL: T.TRUE, m.Actor.OTHERS: T.not_(bidder), m.Actor.BIDDER: bidder,
            m.Actor.DEALER: T.lit(seat == facts.dealer),
            m.Actor.NONDEALERS: T.lit(seat != facts.dealer)}[actor]


def exchange_model(facts: Facts, tag: str, turned: Cards, ran: Term,
                   runs: Term) -> Exchange:
    """The exchange of the hand; ``turned`` are the cards turned for trump, ``ran`` and
    ``runs`` whether and how often the cards were run."""
    v = facts.variant
    n, deck = facts.n, facts.deck
    steps = list(v.exchange.steps)
    beg = v.trump.beg
    inserted = T.FALSE
    if ran is not T.FALSE and beg is not None and beg.after_run is m.AfterRun.DISCARD_TO_HAND:
        # "takes up his three extra cards and discards three": any three (003), as
        # phases.trump.after_auction inserts it
        steps.insert(0, m.Step(m.Actor.ALL, m.StepKind.DISCARD, cards=m.CardClass.ANY,
                               to=v.deal.hand))
        inserted = ran

    def cards(*name: object) -> Cards:
        return {c: T.bool_var("_".join([tag, *map(str, name), str(c)])) for c in deck}

    ex = Exchange(steps, [], [], [], cards("kitty"), cards("widow"), cards("blind"),
                  [cards("run", s) for s in range(n)], [cards("lost", s) for s in range(n)],
                  inserted)
    cons = ex.constraints
    cons += _piles(facts, ex, turned, ran, runs)
    hands = [{c: T.and_(T.or_(facts.dealt[c][s], ex.runs[s][c]), T.not_(ex.lost[s][c]))
              for c in deck} for s in range(n)]
    stock = {c: T.not_(T.or_(T.any_(facts.dealt[c]), ex.kitty[c], ex.widow[c], ex.blind[c],
                             turned.get(c, T.FALSE), *(r[c] for r in ex.runs)))
             for c in deck}
    scrap = {c: T.FALSE for c in deck}
    piles = {"stock": stock, "scrap": scrap, "kitty": dict(ex.kitty), "widow": dict(ex.widow),
             "lost": {c: T.any_(lo[c] for lo in ex.lost) for c in deck}}
    for k, step in enumerate(steps):
        ex.hands.append(hands)
        active = ex.inserted if k == 0 and not T.is_false(ex.inserted) else T.TRUE
        hands = _step(facts, ex, k, step, hands, piles, active, f"{tag}_s{k}")
    ex.hands.append(hands)
    cons += _held(facts, ex, hands, piles["stock"])
    cons += _dead(facts, ex)
    return ex


def _held(facts: Facts, ex: Exchange, hands: list[Cards], stock: Cards) -> list[Term]:
    """The record's held cards: the hand at the first lead; with trick-and-draw or
    playable blinds, also cards drawn or taken from the blind during play; where a dead
    hand may be thrown in, only the cards its holder kept (State: thrown-in cards leave
    the record's hands)."""
    v = facts.variant
    more = v.play.draw_after_trick or (v.deal.blind is not None and v.deal.blind.per_player)
    cons = []
    for c in facts.deck:
        for s in range(facts.n):
            if more:
                cons += [T.implies(hands[s][c], facts.held[c][s]),
                         T.implies(T.and_(facts.held[c][s], T.not_(hands[s][c])),
                                   T.or_(stock[c], ex.blind[c]))]
            elif v.play.dead_hand_throw_in:
                cons.append(T.implies(facts.held[c][s], hands[s][c]))
            else:
                cons.append(T.iff(facts.held[c][s], hands[s][c]))
    return cons


def _piles(facts: Facts, ex: Exchange, turned: Cards, ran: Term, runs: Term) -> list[Term]:
    """Kitty, widow and blind: the right number of cards nobody was dealt; run cards:
    ``run`` per seat per run; lost cards: at most as many as a looker loses."""
    v, n, deck = facts.variant, facts.n, facts.deck
    blind = 0 if v.deal.blind is None else v.deal.blind.size * (
        n if v.deal.blind.per_player else 1)
    cons = []
    for pile, size in ((ex.kitty, v.deal.kitty), (ex.widow, v.deal.widow), (ex.blind, blind)):
        cons.append(T.exactly(list(pile.values()), size))
    beg = v.trump.beg
    per_run = beg.run if beg is not None else 0
    # a repeated suit's run goes out unseen (same_suit_discard): a seat keeps at most
    # the cards run to him, and the hand model is not exact (hand.exact)
    kept = T.le if beg is not None and beg.same_suit_discard else T.eq
    for s in range(n):
        got = T.count(list(ex.runs[s].values()))
        cons.append(kept(got, T.ite(ran, T.mul(per_run, runs), 0)) if per_run else
                    T.not_(T.any_(ex.runs[s].values())))
        lose = v.bidding.look.lookers_lose if v.bidding.look is not None else 0
        cons.append(T.at_most(list(ex.lost[s].values()), lose))
    for c in deck:
        owners = [*(facts.dealt[c][s] for s in range(n)), ex.kitty[c], ex.widow[c],
                  ex.blind[c], turned.get(c, T.FALSE), *(r[c] for r in ex.runs)]
        cons.append(T.at_most(owners, 1))
        cons += [T.implies(ex.lost[s][c], facts.dealt[c][s]) for s in range(n)]
    return cons


def _step(facts: Facts, ex: Exchange, k: int, step: m.Step, hands: list[Cards],
          piles: dict[str, Cards], active: Term, tag: str) -> list[Cards]:
    """One exchange step for every seat it covers (exchange.run_exchange)."""
    out = []
    gained_row, thrown_row = [], []
    for s in range(facts.n):
        on = T.and_(active, covers(facts, step.actor, s))
        hand = hands[s]
        gained = {c: T.bool_var(f"{tag}_g{s}_{c}") for c in facts.deck}
        thrown = {c: T.bool_var(f"{tag}_t{s}_{c}") for c in facts.deck}
        before = ex.gained[k - 1][s] if k > 0 else {}
        ex.constraints += _rule(facts, step, hand, gained, thrown, piles, on, before)
        new = {c: T.or_(T.and_(hand[c], T.not_(thrown[c])), gained[c]) for c in facts.deck}
        for c in facts.deck:
            ex.constraints += [T.implies(thrown[c], T.and_(on, hand[c])),
                               T.implies(gained[c], T.and_(on, T.not_(hand[c])))]
        _move(step, piles, gained, thrown, facts.deck)
        out.append(new)
        gained_row.append(gained)
        thrown_row.append(thrown)
    ex.gained.append(gained_row)
    ex.thrown.append(thrown_row)
    return out


def _move(step: m.Step, piles: dict[str, Cards], gained: Cards, thrown: Cards,
          deck: tuple[int, ...]) -> None:
    """Cards taken leave their pile; cards thrown to the scrap pile join it."""
    source = _source(step)
    if source is not None:
        pile = piles[source]
        for c in deck:
            pile[c] = T.and_(pile[c], T.not_(gained[c]))
    if step.pile is m.Pile.SCRAP or step.shown:
        scrap = piles["scrap"]
        for c in deck:
            scrap[c] = T.or_(scrap[c], thrown[c])


def _source(step: m.Step) -> str | None:
    if step.kind in (m.StepKind.REFILL, m.StepKind.COMPLETE):
        return "stock"
    if step.kind is m.StepKind.RECLAIM:
        return "scrap"
    if step.kind is m.StepKind.TAKE:
        return (step.pile or m.Pile.STOCK).value
    return None


def _rule(facts: Facts, step: m.Step, hand: Cards, gained: Cards, thrown: Cards,
          piles: dict[str, Cards], on: Term, before: Cards) -> list[Term]:
    """What the step allows one seat: which cards it must or may throw or take. Sizes
    are stated as cardinality constraints against the step's fixed target."""
    deck = facts.deck
    none_gained = [T.not_(gained[c]) for c in deck]
    none_thrown = [T.not_(thrown[c]) for c in deck]
    kind = step.kind
    if kind is m.StepKind.DISCARD:
        return none_gained + _discard(facts, step, hand, thrown, on, before)
    if kind is m.StepKind.REDUCE:
        to = step.to if step.to is not None else facts.variant.deal.hand
        pool = {c: hand[c] for c in deck}
        return none_gained + _down_to(facts, hand, thrown, pool, to, on) + \
            _plain_first(facts, hand, thrown)
    pile = piles[_source(step) or "stock"]
    if kind is m.StepKind.TAKE and not step.by_choice:
        return none_thrown + [T.iff(gained[c], T.and_(on, pile[c])) for c in deck]
    cons = none_thrown + [T.implies(gained[c], pile[c]) for c in deck]
    if kind is m.StepKind.RECLAIM:
        return cons + [T.implies(gained[c], T.lit(facts.is_trump(c))) for c in deck]
    if kind in (m.StepKind.REFILL, m.StepKind.COMPLETE):
        to = step.to if step.to is not None else facts.variant.deal.hand
        after = [T.or_(hand[c], gained[c]) for c in deck]
        some = T.any_(gained.values())
        left = T.any_(T.and_(pile[c], T.not_(gained[c])) for c in deck)
        cons += [T.implies(some, T.at_most(after, to)),
                 T.implies(on, T.or_(T.at_least(after, to), T.not_(left)))]
        if step.trumps_first:
            cons += _trumps_first(facts, pile, gained)
    return cons


def _trumps_first(facts: Facts, pile: Cards, gained: Cards) -> list[Term]:
    """Trumps first (exchange._choices): a trump left in the stock means every card
    taken is a trump (he took a trump while any was there)."""
    deck = facts.deck
    trump_left = T.any_(T.and_(pile[c], T.not_(gained[c])) for c in deck
                        if facts.is_trump(c))
    return [T.implies(trump_left, T.not_(gained[c])) for c in deck if not facts.is_trump(c)]


def _down_to(facts: Facts, hand: Cards, thrown: Cards, pool: Cards, to: int,
             on: Term) -> list[Term]:
    """Throw from the pool while the hand is over the size (exchange._discard_choices):
    nothing when it is not over; never below the size; down to it unless the pool
    runs dry."""
    deck = facts.deck
    after = [T.and_(hand[c], T.not_(thrown[c])) for c in deck]
    some = T.any_(thrown.values())
    pool_left = T.any_(T.and_(pool[c], T.not_(thrown[c])) for c in deck)
    return [T.implies(some, T.at_least(list(hand.values()), to + 1)),
            T.implies(some, T.at_least(after, to)),
            T.implies(T.and_(on, pool_left), T.at_most(after, to))]


def _plain_first(facts: Facts, hand: Cards, thrown: Cards) -> list[Term]:
    """A reduction throws non-trumps before any trump (exchange._burnable)."""
    deck = facts.deck
    plain_kept = T.any_(T.and_(hand[c], T.not_(thrown[c])) for c in deck
                        if not facts.is_trump(c))
    return [T.implies(T.and_(thrown[c], T.lit(facts.is_trump(c))), T.not_(plain_kept))
            for c in deck]


def _discard(facts: Facts, step: m.Step, hand: Cards, thrown: Cards, on: Term,
             before: Cards) -> list[Term]:
    """Every non-trump (forced), down to a size, as many as taken, or any by choice."""
    deck = facts.deck
    plain_only = step.cards is m.CardClass.NONTRUMPS
    pool = {c: T.and_(hand[c], T.lit(not (plain_only and facts.is_trump(c)))) for c in deck}
    cons = [T.implies(thrown[c], pool[c]) for c in deck]
    if step.per_card_taken:
        return [*cons, T.implies(on, T.balanced(list(thrown.values()),
                                                list(before.values())))]
    if step.to is not None:
        return cons + _down_to(facts, hand, thrown, pool, step.to, on)
    if plain_only and not step.by_choice:
        return cons + [T.implies(T.and_(on, pool[c]), thrown[c]) for c in deck]
    return cons


def _dead(facts: Facts, ex: Exchange) -> list[Term]:
    """Trumps thrown by force score for the thrower's opponents (when the variant says
    so): the dead cards of the record."""
    v = facts.variant
    cons = []
    for c in facts.deck:
        for s in range(facts.n):
            forced = [ex.thrown[k][s][c] for k, step in enumerate(ex.steps)
                      if step.kind is m.StepKind.REDUCE or step.to is not None]
            is_dead = T.and_(T.lit(v.exchange.dead_cards_to_opponents and facts.is_trump(c)),
                             T.any_(forced))
            cons.append(T.iff(facts.dead[c][s], is_dead))
    return cons


def nominal_size(v: m.Variant, deck: int, n: int, bidder: bool,
                 dealer: bool) -> tuple[int, int]:
    """Fewest and most cards a seat holds at the first lead when the stock covers every
    refill (interval arithmetic over the steps): the sizes witnesses look for first."""
    lo = hi = v.deal.hand
    beg = v.trump.beg
    if beg is not None and beg.run and beg.after_run is m.AfterRun.KEEP:
        hi += beg.run * max(1, (deck - n * v.deal.hand) // (n * beg.run + 1))
    stock = deck - n * v.deal.hand - v.deal.kitty - v.deal.widow
    for step in v.exchange.steps:
        mine = {m.Actor.ALL: True, m.Actor.OTHERS: not bidder, m.Actor.BIDDER: bidder,
                m.Actor.DEALER: dealer, m.Actor.NONDEALERS: not dealer}[step.actor]
        if mine:
            lo, hi = _nominal_step(v, step, lo, hi, stock)
    return lo, hi


def _nominal_step(v: m.Variant, step: m.Step, lo: int, hi: int,
                  stock: int) -> tuple[int, int]:
    kind, to = step.kind, step.to
    if kind is m.StepKind.DISCARD:
        if step.per_card_taken:
            return lo, hi
        return (min(lo, to), min(hi, to)) if to is not None else (0, hi)
    if kind is m.StepKind.REDUCE:
        size = to if to is not None else v.deal.hand
        return min(lo, size), min(hi, size)
    if kind in (m.StepKind.REFILL, m.StepKind.COMPLETE):
        size = to if to is not None else v.deal.hand
        return max(lo, size), max(hi, size)
    if kind is m.StepKind.TAKE:
        size = {m.Pile.KITTY: v.deal.kitty, m.Pile.WIDOW: v.deal.widow}.get(
            step.pile or m.Pile.STOCK, stock)
        fixed = step.pile in (m.Pile.KITTY, m.Pile.WIDOW) and not step.by_choice
        return (lo + size if fixed else lo), hi + size
    return lo, hi + stock
