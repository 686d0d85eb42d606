"""Trick-level properties on one symbolic trick: a card per seat, distinct, the first
one led; the winner as engine/play_rules.trick_winner picks it (the low trump captures
where that is the rule; otherwise the best key under the suit led, the first of equal
keys; rankless jokers and off-suit cards never win).

The trick is not required to be legal: ties and upsets found here need only cards of
the suit led, which following suit always allows, so a counterexample is a real trick.
"""

from __future__ import annotations

from dataclasses import dataclass

from pitchspec import model as m
from pitchspec.engine.game import Seating, choose_seating
from pitchspec.engine.tables import TRUMP_BASE, Tables, TrumpTable, compile_tables
from pitchspec.smt import terms as T
from pitchspec.smt.encode import trump_cases
from pitchspec.smt.hand import SKIP, card_key
from pitchspec.smt.properties import Kind, Obligation, _case_name
from pitchspec.smt.terms import Term


@dataclass
class SymTrick:
    """One trick: position -> card (one-hot), the key of each position's card, who wins."""

    variant: m.Variant
    table: TrumpTable
    cards: list[dict[int, Term]]
    keys: list[Term]
    wins: list[Term]
    low_in: Term
    constraints: list[Term]


def trick_model(variant: m.Variant, tables: Tables, seating: Seating, trump: int,
                sub: int | None, tag: str) -> SymTrick:
    """A symbolic trick of the default table's size with this trump."""
    table = tables.table(trump, sub)
    n, deck = seating.players, tables.deck
    cards = [{c: T.bool_var(f"{tag}_t_{i}_{c}") for c in deck} for i in range(n)]
    cons = [T.exactly(list(pos.values()), 1) for pos in cards]
    cons += [T.at_most([cards[i][c] for i in range(n)], 1) for c in deck]
    led = _led(table, cards)
    keys = [T.int_var(f"{tag}_k_{i}") for i in range(n)]
    for i in range(n):
        for c in deck:
            options = [T.and_(led[s], T.eq(keys[i], card_key(variant, table, c, s)))
                       for s in range(4)]
            options.append(T.and_(led[4], T.eq(keys[i], SKIP)))
            cons.append(T.implies(cards[i][c], T.any_(options)))
    low = table.lowest_trump_id if variant.play.low_trump_captures else None
    low_in = T.any_(cards[i][low] for i in range(n)) if low in deck else T.FALSE
    wins = _winner(cards, keys, low, low_in)
    return SymTrick(variant, table, cards, keys, wins, low_in, cons)


def _led(table: TrumpTable, cards: list[dict[int, Term]]) -> list[Term]:
    """The suit to follow: the first suited card's suit (index 4: no suit at all)."""
    out = [T.FALSE] * 5
    seen = T.FALSE
    for pos in cards:
        suited = T.any_(v for c, v in pos.items() if table.effective[c] != 4)
        first = T.and_(suited, T.not_(seen))
        for s in range(4):
            out[s] = T.or_(out[s], T.and_(first, T.any_(v for c, v in pos.items()
                                                          if table.effective[c] == s)))
        seen = T.or_(seen, suited)
    out[4] = T.not_(seen)
    return out


def _winner(cards: list[dict[int, Term]], keys: list[Term], low: int | None,
            low_in: Term) -> list[Term]:
    """The engine's choice: the low trump's player; else the first best key; else the
    leader (nothing can win)."""
    n = len(cards)
    live = [T.gt(k, SKIP) for k in keys]
    none_live = T.not_(T.any_(live))
    wins = []
    for i in range(n):
        best = T.and_(live[i], *(T.gt(keys[i], keys[j]) for j in range(i)),
                      *(T.ge(keys[i], keys[j]) for j in range(i + 1, n)))
        by_key = T.or_(best, T.and_(none_live, T.lit(i == 0)))
        mine = cards[i][low] if low is not None and low in cards[i] else T.FALSE
        wins.append(T.ite(low_in, mine, by_key))
    return wins


def _tie(trick: SymTrick) -> Term:
    """Two cards share the best key, or no card can win at all."""
    keys, n = trick.keys, len(trick.keys)
    live = [T.gt(k, SKIP) for k in keys]
    top = [T.and_(live[i], *(T.ge(keys[i], keys[j]) for j in range(n))) for i in range(n)]
    pair = T.any_(T.and_(top[i], top[j], T.eq(keys[i], keys[j]))
                  for i in range(n) for j in range(i + 1, n))
    return T.and_(T.not_(trick.low_in), T.or_(pair, T.not_(T.any_(live))))


def _top_trump_loses(trick: SymTrick) -> Term:
    """The highest trump in the trick (by the trump order) does not win it."""
    strength = trick.table.strength
    n = len(trick.cards)
    trump_at = [T.any_(v for c, v in pos.items() if strength[c] >= TRUMP_BASE)
                for pos in trick.cards]
    level = [T.add(*(T.ite(v, strength[c], 0) for c, v in pos.items()
                     if strength[c] >= TRUMP_BASE)) for pos in trick.cards]
    top = [T.and_(trump_at[i],
                  *(T.implies(trump_at[j], T.ge(level[i], level[j])) for j in range(n)))
           for i in range(n)]
    return T.any_(T.and_(top[i], T.not_(trick.wins[i])) for i in range(n))


def one_trick_winner(trick: SymTrick, case: str) -> Obligation:
    """For every trump suit and led card the ranking gives exactly one winner: no two
    cards of a trick share the best rank, and some card can win. Unsatisfiable iff it
    holds."""
    return Obligation("one_trick_winner", Kind.UNIVERSAL, "trick", case, [_tie(trick)],
                      lambda e: bool(e.tied()), None, trick.constraints, confirm=("trick",),
                      data={"trick": trick})


def top_trump_wins(trick: SymTrick, case: str) -> Obligation:
    """The highest trump in a trick wins it, so High's holder is always its capturer
    (P-29). Unsatisfiable iff it holds."""
    return Obligation("top_trump_wins", Kind.UNIVERSAL, "trick", case,
                      [_top_trump_loses(trick)], lambda e: bool(e.top_trump_lost()), None,
                      trick.constraints, confirm=("trick",), data={"trick": trick})


def trick_obligations(variant: m.Variant, names: set[str]) -> list[Obligation]:
    """The trick-level obligations of a variant, one per trump case."""
    tables = compile_tables(variant)
    seating = choose_seating(variant, None, None)
    out = []
    for trump, sub in trump_cases(variant):
        tag = f"t{trump}{sub or ''}"
        trick = trick_model(variant, tables, seating, trump, sub, tag)
        case = _case_name(trump, sub)
        if "one_trick_winner" in names:
            out.append(one_trick_winner(trick, case))
        if "top_trump_wins" in names:
            out.append(top_trump_wins(trick, case))
    return out

