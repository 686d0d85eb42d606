"""Deck sufficiency on card counts: can every allowed table be dealt, and can every
refill or completion of the exchange be covered by the stock?

The model follows engine/phases/exchange.py step by step on counts: for each seat the cards
and the trumps in hand, for the table the stock (and its trumps), the kitty, the widow
and the scrap pile. Choices (how many cards a player throws, which he reclaims) and the
deal itself (how many trumps each player was dealt) are unknowns; a refill that needs
more cards than the stock holds is the violation. Any vector of counts the model allows
is the count vector of some real deal, so a counterexample decodes into a concrete deal
the engine replays.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pitchspec import model as m
from pitchspec.engine import Tables, compile_tables
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Kind, Obligation
from pitchspec.smt.encode.terms import Term


@dataclass
class Piles:
    """Counts on the table: each pile's cards and how many of them are trumps."""

    stock: Term
    stock_trumps: Term
    scrap: Term
    scrap_trumps: Term
    kitty: Term
    kitty_trumps: Term
    widow: Term
    widow_trumps: Term


@dataclass
class DeckModel:
    """The count model of one table size."""

    players: int
    needed: int
    size: int
    bidder: Term
    dealt_trumps: list[Term]
    pile_trumps: dict[str, Term]
    """Trumps dealt to the kitty, the widow and the blind."""
    choices: list[list[tuple[Term, Term]]]
    """Per step, per seat: (trumps, other cards) thrown or taken by choice."""
    short: Term
    constraints: list[Term] = field(default_factory=list)


def deal_needs(v: m.Variant, n: int) -> int:
    """Cards the deal itself uses at n players: hands, blinds, kitty, widow, turn-up."""
    deal = v.deal
    blind = 0 if deal.blind is None else deal.blind.size * (n if deal.blind.per_player else 1)
    turned = 1 if v.trump.method is m.TrumpMethod.TURN_UP else 0
    return n * deal.hand + deal.widow + deal.kitty + blind + turned


def deck_model(v: m.Variant, tables: Tables, n: int, tag: str) -> DeckModel:
    """The count model of the deal and exchange at n players (trump spades)."""
    size = len(tables.deck)
    needed = deal_needs(v, n)
    bidder = T.int_var(f"{tag}_bidder")
    model = DeckModel(n, needed, size, bidder, [], {}, [], T.FALSE, [T.one_of(bidder, n)])
    if needed > size:
        model.short = T.TRUE
        return model
    trumps = bin(tables.table(0).trump_mask).count("1")
    h = v.deal.hand
    cons = model.constraints
    dealt = [T.int_var(f"{tag}_dealt_{s}") for s in range(n)]
    model.dealt_trumps = dealt
    piles = _deal(v, tables, n, tag, dealt, trumps, cons, model.pile_trumps)
    hands = [T.num(h) for _ in range(n)]
    held = list(dealt)
    short = []
    for k, step in enumerate(v.exchange.steps):
        row = [(T.int_var(f"{tag}_s{k}_{s}_t"), T.int_var(f"{tag}_s{k}_{s}_o"))
               for s in range(n)]
        model.choices.append(row)
        short.append(_step(v, step, n, bidder, hands, held, piles, row, cons))
    model.short = T.any_(short)
    return model


def _deal(v: m.Variant, tables: Tables, n: int, tag: str, dealt: list[Term], trumps: int,
          cons: list[Term], piles: dict[str, Term]) -> Piles:
    h, deal = v.deal.hand, v.deal
    size = len(tables.deck)
    kt, wt, bt = (T.int_var(f"{tag}_{p}_t") for p in ("kitty", "widow", "blind"))
    piles.update(kitty=kt, widow=wt, blind=bt)
    blind = deal_needs(v, n) - n * h - deal.kitty - deal.widow
    turned = 1 if v.trump.method is m.TrumpMethod.TURN_UP else 0
    for count, cap in [*((d, h) for d in dealt), (kt, deal.kitty), (wt, deal.widow),
                       (bt, blind - turned)]:
        cons += [T.ge(count, 0), T.le(count, cap)]
    used = T.add(*dealt, kt, wt, bt, turned)
    cons += [T.le(used, trumps), T.le(T.sub(deal_needs(v, n), used), size - trumps)]
    stock = size - deal_needs(v, n)
    return Piles(T.num(stock), T.sub(trumps, used), T.num(0), T.num(0),
                 T.num(deal.kitty), kt, T.num(deal.widow), wt)


def _covers(actor: m.Actor, seat: int, n: int, bidder: Term) -> Term:
    dealer = n - 1
    is_bidder = T.eq(bidder, seat)
    return {m.Actor.ALL: T.TRUE, m.Actor.OTHERS: T.not_(is_bidder), m.Actor.BIDDER: is_bidder,
            m.Actor.DEALER: T.lit(seat == dealer),
            m.Actor.NONDEALERS: T.lit(seat != dealer)}[actor]


def _step(v: m.Variant, step: m.Step, n: int, bidder: Term, hands: list[Term],
          held: list[Term], piles: Piles, row: list[tuple[Term, Term]],
          cons: list[Term]) -> Term:
    """Apply one exchange step to the counts; return 'the stock fell short'."""
    short = []
    for s in range(n):  # from elder: the dealer is the last seat
        on = _covers(step.actor, s, n, bidder)
        choose_t, choose_o = row[s]
        local = [T.ge(choose_t, 0), T.ge(choose_o, 0)]
        new_hand, new_trumps, fell_short = _apply(v, step, hands[s], held[s], piles,
                                                  choose_t, choose_o, on, local)
        cons.append(T.implies(on, T.all_(local)))
        hands[s] = T.ite(on, new_hand, hands[s])
        held[s] = T.ite(on, new_trumps, held[s])
        short.append(T.and_(on, fell_short))
    return T.any_(short)


def _apply(v: m.Variant, step: m.Step, hand: Term, trumps: Term, piles: Piles,
           ct: Term, co: Term, on: Term, cons: list[Term]) -> tuple[Term, Term, Term]:
    others = T.sub(hand, trumps)
    kind = step.kind
    if kind is m.StepKind.DISCARD:
        return _discard(step, hand, trumps, others, piles, ct, co, on, cons)
    if kind is m.StepKind.REDUCE:
        to = step.to if step.to is not None else v.deal.hand
        excess = T.max_(0, T.sub(hand, to))
        thrown_o = T.ite(T.lt(excess, others), excess, others)
        cons.append(T.and_(T.eq(ct, 0), T.eq(co, 0)))
        return T.sub(hand, excess), T.sub(trumps, T.sub(excess, thrown_o)), T.FALSE
    if kind is m.StepKind.TAKE:
        return _take(step, hand, trumps, piles, ct, co, on, cons)
    if kind is m.StepKind.RECLAIM:
        cons += [T.eq(co, 0), T.le(ct, piles.scrap_trumps)]
        piles.scrap_trumps = T.ite(on, T.sub(piles.scrap_trumps, ct), piles.scrap_trumps)
        piles.scrap = T.ite(on, T.sub(piles.scrap, ct), piles.scrap)
        return T.add(hand, ct), T.add(trumps, ct), T.FALSE
    return _refill(step, v, hand, trumps, piles, ct, co, on, cons)


def _discard(step: m.Step, hand: Term, trumps: Term, others: Term, piles: Piles, ct: Term,
             co: Term, on: Term, cons: list[Term]) -> tuple[Term, Term, Term]:
    """Forced non-trump discards, discards by choice, or down to a size."""
    if step.per_card_taken:
        cons.append(T.and_(T.eq(ct, 0), T.eq(co, 0)))
        return hand, trumps, T.FALSE
    nontrumps_only = step.cards is m.CardClass.NONTRUMPS
    if nontrumps_only and step.to is None and not step.by_choice:
        cons.append(T.and_(T.eq(ct, 0), T.eq(co, others)))
    elif step.to is not None:
        excess = T.max_(0, T.sub(hand, step.to))
        cons.append(T.eq(T.add(ct, co), excess) if not nontrumps_only else
                    T.and_(T.eq(ct, 0), T.eq(co, T.ite(T.lt(excess, others), excess, others))))
    else:
        cons.append(T.eq(ct, 0) if nontrumps_only else T.TRUE)
    cons += [T.le(ct, trumps), T.le(co, others)]
    if step.pile is m.Pile.SCRAP or step.shown:
        piles.scrap = T.ite(on, T.add(piles.scrap, ct, co), piles.scrap)
        piles.scrap_trumps = T.ite(on, T.add(piles.scrap_trumps, ct), piles.scrap_trumps)
    return T.sub(hand, T.add(ct, co)), T.sub(trumps, ct), T.FALSE


def _take(step: m.Step, hand: Term, trumps: Term, piles: Piles, ct: Term, co: Term,
          on: Term, cons: list[Term]) -> tuple[Term, Term, Term]:
    pile = step.pile or m.Pile.STOCK
    if pile is m.Pile.KITTY:
        count, tr = piles.kitty, piles.kitty_trumps
        piles.kitty, piles.kitty_trumps = (T.ite(on, 0, piles.kitty),
                                           T.ite(on, 0, piles.kitty_trumps))
    elif pile is m.Pile.WIDOW:
        count, tr = piles.widow, piles.widow_trumps
        piles.widow, piles.widow_trumps = (T.ite(on, 0, piles.widow),
                                           T.ite(on, 0, piles.widow_trumps))
    elif pile is m.Pile.STOCK:
        count, tr = piles.stock, piles.stock_trumps
        piles.stock, piles.stock_trumps = (T.ite(on, 0, piles.stock),
                                           T.ite(on, 0, piles.stock_trumps))
    else:
        cons += [T.ge(ct, 0), T.ge(co, 0)]
        return T.add(hand, ct, co), T.add(trumps, ct), T.FALSE
    cons.append(T.and_(T.eq(ct, 0), T.eq(co, 0)))
    return T.add(hand, count), T.add(trumps, tr), T.FALSE


def _refill(step: m.Step, v: m.Variant, hand: Term, trumps: Term, piles: Piles, ct: Term,
            co: Term, on: Term, cons: list[Term]) -> tuple[Term, Term, Term]:
    """Refill or complete to a size from the stock: short when the stock runs out."""
    to = step.to if step.to is not None else v.deal.hand
    need = T.max_(0, T.sub(to, hand))
    got = T.ite(T.lt(need, piles.stock), need, piles.stock)
    cons += [T.eq(T.add(ct, co), got), T.le(ct, piles.stock_trumps),
             T.le(co, T.sub(piles.stock, piles.stock_trumps))]
    short = T.gt(need, piles.stock)
    piles.stock = T.ite(on, T.sub(piles.stock, got), piles.stock)
    piles.stock_trumps = T.ite(on, T.sub(piles.stock_trumps, ct), piles.stock_trumps)
    return T.add(hand, got), T.add(trumps, ct), short


def deck_sufficient(variant: m.Variant) -> list[Obligation]:
    """Every allowed player count can be dealt (hands, kitty, widow, blinds, the
    turn-up) and every refill or completion of the exchange is covered by the stock,
    whatever the deal and the players' choices. Unsatisfiable iff it holds (one
    obligation per allowed player count)."""
    tables = compile_tables(variant)
    out = []
    for n in sorted(variant.seating.players):
        model = deck_model(variant, tables, n, f"d{n}")
        out.append(Obligation("deck_sufficient", Kind.UNIVERSAL, "deck", f"{n} players",
                              [model.short], lambda e: bool(e.short()), None,
                              model.constraints, confirm=("deck",),
                              data={"deck": model, "variant": variant}))
    return out
