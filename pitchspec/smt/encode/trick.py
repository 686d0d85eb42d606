"""Trick-level properties on one symbolic trick: a set of distinct cards, one per seat
of the table verified, one of them led; the winner as engine/phases/play_rules.trick_winner
picks it (the low trump captures where that is the rule; otherwise the best key under
the suit led; rankless jokers and off-suit cards never win).

The trick is a *set* with a led card: which follower played which card does not matter
to either property (the engine's first-of-equal rule only chooses among cards already
tied, and trumps never share a key), so the solver never enumerates the orders of the
same cards. Each card's key under each suit led is the engine's ranking, a constant;
the asserts say which cards may be together in the trick.

The trick is not required to be legal: ties and upsets found here need only cards of
the suit led, which following suit always allows, so a counterexample is a real trick.
"""

from __future__ import annotations

from dataclasses import dataclass

from pitchspec import model as m
from pitchspec.engine import NO_SUIT, TRUMP_BASE, TrumpTable, choose_seating, compile_tables
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Kind, Obligation, case_name
from pitchspec.smt.encode.encode import trump_cases
from pitchspec.smt.encode.hand import SKIP, card_key
from pitchspec.smt.encode.terms import Term


@dataclass
class SymTrick:
    """One trick: which cards are in it, which one was led, the suit to follow."""

    variant: m.Variant
    table: TrumpTable
    size: int
    cards: dict[int, Term]
    lead: dict[int, Term]
    led: list[Term]
    """led[suit]: the suit to follow (index 4: none, only rankless jokers)."""
    constraints: list[Term]

    def key(self, card: int, suit: int) -> int:
        return card_key(self.variant, self.table, card, suit) if suit < 4 else SKIP


def trick_model(variant: m.Variant, size: int, trump: int, sub: int | None,
                tag: str) -> SymTrick:
    """A symbolic trick of ``size`` cards with this trump."""
    tables = compile_tables(variant)
    table = tables.table(trump, sub)
    deck = tables.deck
    cards = {c: T.bool_var(f"{tag}_in_{c}") for c in deck}
    lead = {c: T.bool_var(f"{tag}_lead_{c}") for c in deck}
    cons = [T.exactly(list(cards.values()), size), T.exactly(list(lead.values()), 1)]
    cons += [T.implies(lead[c], cards[c]) for c in deck]
    led = _led(table, cards, lead)
    return SymTrick(variant, table, size, cards, lead, led, cons)


def _led(table: TrumpTable, cards: dict[int, Term], lead: dict[int, Term]) -> list[Term]:
    """The suit to follow: the led card's suit; after a rankless joker, the suit of a
    suited card that follows (any of them: some player in turn plays it first)."""
    suited = {s: [c for c in cards if table.effective[c] == s] for s in range(4)}
    joker_led = T.any_(on for c, on in lead.items() if table.effective[c] == NO_SUIT)
    out = []
    for s in range(4):
        by_lead = T.any_(lead[c] for c in suited[s])
        after_joker = T.and_(joker_led, T.any_(cards[c] for c in suited[s]))
        out.append(T.or_(by_lead, after_joker))
    out.append(T.and_(joker_led, T.not_(T.any_(cards[c] for c in cards
                                               if table.effective[c] != NO_SUIT))))
    return out


def _low(trick: SymTrick) -> int | None:
    low = trick.table.lowest_trump_id if trick.variant.play.low_trump_captures else None
    return low if low in trick.cards else None


def _tie(trick: SymTrick) -> Term:
    """Two cards share the best key under the suit led, or no card can win at all."""
    cases = []
    deck = list(trick.cards)
    for suit in range(4):
        keys = {c: trick.key(c, suit) for c in deck}
        for a in deck:
            for b in deck:
                if a < b and keys[a] == keys[b] > SKIP:
                    higher = [c for c in deck if keys[c] > keys[a]]
                    cases.append(T.and_(trick.led[suit], trick.cards[a], trick.cards[b],
                                        *(T.not_(trick.cards[c]) for c in higher)))
    low = _low(trick)
    no_low = T.not_(trick.cards[low]) if low is not None else T.TRUE
    return T.and_(no_low, T.or_(T.any_(cases), trick.led[4]))


def _ranks_above(trick: SymTrick, a: int, b: int) -> bool:
    """Does the variant rank trump ``a`` better than trump ``b`` in a trick? The higher
    one, or the lower where the lowest card takes the trick (Reverse Pitch)."""
    strength = trick.table.strength
    if trick.variant.play.trick_winner is m.TrickWinner.LOWEST:
        return strength[a] < strength[b]
    return strength[a] > strength[b]


def _top_trump_loses(trick: SymTrick) -> Term:
    """The trump the variant ranks best in the trick (the highest; the lowest where the
    lowest card wins) does not win it: another card beats it under the suit led, or the
    low trump captures it."""
    strength = trick.table.strength
    trumps = [c for c in trick.cards if strength[c] >= TRUMP_BASE]
    low = _low(trick)
    cases = []
    for t in trumps:
        stronger = [c for c in trumps if _ranks_above(trick, c, t)]
        top = T.and_(trick.cards[t], *(T.not_(trick.cards[c]) for c in stronger))
        beaten = [T.and_(trick.led[s], T.any_(trick.cards[c] for c in trick.cards
                                              if trick.key(c, s) > trick.key(t, s)))
                  for s in range(4)]
        captured = T.and_(trick.cards[low], T.lit(low != t)) if low is not None else T.FALSE
        cases.append(T.and_(top, T.or_(captured, T.and_(T.not_(
            trick.cards[low]) if low is not None else T.TRUE, T.any_(beaten)))))
    return T.any_(cases)


def one_trick_winner(trick: SymTrick, case: str) -> Obligation:
    """For every trump suit and led card the ranking gives exactly one winner: no two
    cards of a trick share the best rank, and some card can win. Unsatisfiable iff it
    holds."""
    return Obligation("one_trick_winner", Kind.UNIVERSAL, "trick", case, [_tie(trick)],
                      lambda e: bool(e.data.get("tied")), None, trick.constraints,
                      confirm=("trick",), data={"trick": trick})


def top_trump_wins(trick: SymTrick, case: str) -> Obligation:
    """The trump the variant ranks best in a trick wins it: the highest, so High's
    holder is always its capturer (P-29); where the lowest card wins, the lowest.
    Unsatisfiable iff it holds."""
    return Obligation("top_trump_wins", Kind.UNIVERSAL, "trick", case,
                      [_top_trump_loses(trick)], lambda e: bool(e.data.get("upset")), None,
                      trick.constraints, confirm=("trick",), data={"trick": trick})


def trick_obligations(variant: m.Variant, names: set[str], players: int | None = None
                      ) -> list[Obligation]:
    """The trick-level obligations of a variant with ``players`` at the table (else its
    default number), one per trump case."""
    size = players if players is not None else choose_seating(variant, None, None).players
    out = []
    for trump, sub in trump_cases(variant):
        tag = f"t{trump}{sub if sub is not None else ''}"
        trick = trick_model(variant, size, trump, sub, tag)
        case = case_name(trump, sub)
        if "one_trick_winner" in names:
            out.append(one_trick_winner(trick, case))
        if "top_trump_wins" in names:
            out.append(top_trump_wins(trick, case))
    return out
