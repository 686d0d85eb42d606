"""Compiling a variant into small-integer tables for the hot loop.

Cards are ids 0..53: ``suit * 13 + (rank - 2)`` for suited cards (suits in the order
spades, hearts, diamonds, clubs), 52 for the single or big joker, 53 for the little
joker. Hands are bitmasks over these ids. For each possible trump suit the compiler
precomputes every card's effective suit (the off-jack belongs to trump), its trick
strength, and its card points, so playing a trick is a few list lookups.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

from mypy_extensions import mypyc_attr

from pitchspec import model as m
from pitchspec.cards import Joker, Rank, Suit
from pitchspec.model.derived import has_sweep, scored_from_hand

SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
NO_SUIT = 4
NUM_IDS = 54
JOKER_ID = {Joker.JOKER: 52, Joker.BIG: 52, Joker.LITTLE: 53}
TRUMP_BASE: Final = 1000
"""Trump strengths start here so any trump beats any plain card."""
SUB_BASE = 500
"""Sub-trump strengths: above plain cards, below trumps."""


BITS: Final[tuple[int, ...]] = tuple(1 << c for c in range(NUM_IDS))
"""Each card id's bit (``1 << card``), looked up rather than shifted in hot loops."""

PAIRED_SEATS: Final = 16
"""The seats :data:`PAIRS` holds a play of each card for (more than any table seats)."""
PAIRS: Final[tuple[Any, ...]] = tuple(
    (seat, card) for seat in range(PAIRED_SEATS) for card in range(NUM_IDS))
"""A card played to a trick, ``(seat, card)``, at ``seat * NUM_IDS + card``: each play
made once, looked up at every card laid rather than made anew. (Typed Any, as is
:func:`played`: a compiled build keeps a ``tuple[int, int]`` unboxed and would make a
new tuple of it at every card appended to a trick.)"""


def played(seat: int, card: int) -> Any:
    """``(seat, card)``, the play of ``card`` by ``seat`` as a trick keeps it (the one
    :data:`PAIRS` holds)."""
    return PAIRS[seat * _ROW + card] if seat < PAIRED_SEATS else (seat, card)


_ROW: Final = NUM_IDS
"""A seat's row of :data:`PAIRS`: a play of every card id."""


def card_id(suit: int, rank: Rank) -> int:
    return suit * 13 + int(rank) - 2


def suit_of(card: int) -> int:
    """Natural suit index of a card id (NO_SUIT for jokers)."""
    return card // 13 if card < 52 else NO_SUIT


def rank_of(card: int) -> Rank | None:
    return Rank(card % 13 + 2) if card < 52 else None


def card_name(card: int) -> str:
    """Compact name: ``JS``, ``10H``, ``big joker``."""
    if card == 52:
        return "joker"
    if card == 53:
        return "little joker"
    rank = rank_of(card)
    assert rank is not None
    return f"{rank.symbol}{SUITS[card // 13].symbol}"


def mask_of(cards: list[int] | tuple[int, ...] | set[int]) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


_BYTE_BITS: Final = tuple(tuple(i for i in range(8) if b >> i & 1) for b in range(256))
_BYTE_COUNT: Final = tuple(len(bits) for bits in _BYTE_BITS)
_BYTE_PICK: Final = tuple(bits[index] if index < len(bits) else -1
                          for bits in _BYTE_BITS for index in range(8))
"""The index-th set bit of each byte at ``byte * 8 + index`` (-1 past its last)."""
_CHUNKS = tuple(tuple(tuple(8 * k + i for i in bits) for bits in _BYTE_BITS) for k in range(7))


BYTE_CARDS = _CHUNKS
"""For byte k of a mask (k = 0..6) and its value, the card ids it holds, ascending."""
_C0, _C1, _C2, _C3, _C4, _C5, _C6 = _CHUNKS


def cards_in(mask: int) -> list[int]:
    """The card ids in a bitmask, ascending: the lowest card at a time (a compiled
    build does the bit arithmetic natively, faster than the byte tables for a hand),
    the byte tables for what is left past :data:`_LOOPED` cards (a stock)."""
    cards: list[int] = []
    looped = 0
    while mask:
        if looped == _LOOPED:
            cards.extend(_by_bytes(mask))
            return cards
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
        looped += 1
    return cards


_LOOPED: Final = 16
"""The cards :func:`cards_in` takes one at a time before it reads the byte tables."""


def _by_bytes(mask: int) -> list[int]:
    """The card ids in a bitmask, ascending (a table lookup per byte)."""
    if not mask >> 56:  # every card id (0..53) lies in the first seven bytes
        return [*_C0[mask & 255], *_C1[mask >> 8 & 255], *_C2[mask >> 16 & 255],
                *_C3[mask >> 24 & 255], *_C4[mask >> 32 & 255], *_C5[mask >> 40 & 255],
                *_C6[mask >> 48]]
    out: list[int] = []
    k = 0
    while mask:
        byte = mask & 255
        if byte:
            out.extend(_CHUNKS[k][byte])
        mask >>= 8
        k += 1
    return out


def count_of(mask: int) -> int:
    """The number of cards in a mask, ``mask.bit_count()`` (which a compiled build
    calls as a method of a Python int; this it counts natively, a card at a time)."""
    count = 0
    while mask:
        mask &= mask - 1
        count += 1
    return count


def nth_card(mask: int, index: int) -> int:
    """The index-th card id (ascending) of a bitmask, for sampling a random card: a
    count and a lookup per byte. ``index`` must be below the mask's number of cards."""
    base = 0
    while True:
        byte = mask & 255
        count = _BYTE_COUNT[byte]
        if index < count:
            return base + _BYTE_PICK[byte << 3 | index]
        index -= count
        mask >>= 8
        base += 8


def resolve(ref: m.CardRef, trump: int, sub: int | None = None) -> int | None:
    """The card id a rule's card reference names, once trump (and sub-trump) are known."""
    if ref.joker is not None:
        return JOKER_ID[ref.joker]
    assert ref.rank is not None and ref.suit is not None
    if ref.suit is m.SuitRef.TRUMP:
        return card_id(trump, ref.rank)
    if ref.suit is m.SuitRef.OFF:
        return card_id(SUITS.index(SUITS[trump].partner), ref.rank)
    if ref.suit is m.SuitRef.SUB:
        return None if sub is None else card_id(sub, ref.rank)
    return card_id(SUITS.index(Suit(ref.suit.value)), ref.rank)


def table_key(trump: int, sub: int | None) -> int:
    """A trump and sub-trump (None: none) as one small number below
    :data:`TABLE_KEYS`: ``trump * 5`` plus the sub-trump, or 4 for none."""
    return trump * 5 + (4 if sub is None else sub)


TABLE_KEYS: Final = 20
"""The number of :func:`table_key` values (four trumps, each with four sub-trumps or
none)."""


# A compiled build (hatch_build.py) compiles this module's functions but keeps its
# classes Python classes (native_class=False): the tables are read, copied, pickled
# and weakly referenced everywhere as ordinary dataclasses.
@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class TrumpTable:
    """Everything about the cards that depends on which suit is trump (and sub-trump)."""

    trump: int
    sub: int | None
    effective: tuple[int, ...]
    strength: tuple[int, ...]
    trump_mask: int
    trump_order: tuple[int, ...]
    suit_masks: tuple[int, ...]
    lowest_trump_id: int | None


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class Tables:
    """A variant compiled for one table size and seating."""

    variant: m.Variant
    deck: tuple[int, ...]
    deck_mask: int
    card_points: tuple[int, ...]
    """Card points per id, doubled so half-point jokers stay integers."""
    trump_card_points: tuple[int, ...]
    """Card points per id when the card is a trump (All Fives' Five of trumps)."""
    tens: tuple[int, ...]
    jokers_ranked: bool
    kept: list[TrumpTable | None] = field(default_factory=lambda: [None] * TABLE_KEYS,
                                          compare=False, repr=False)
    """The trump table of each trump and sub-trump, by :func:`table_key`, built with the
    rest (those with a sub-trump where the variant has one; any other the first time it
    is asked for)."""
    counted: dict[tuple[bool, bool, int], tuple[int, ...]] = field(
        default_factory=dict, compare=False, repr=False)
    """Per card id, what it counts toward Game (tens, or card points, trump-only ones
    counted for trumps) under a trump mask: filled in by the scorer on first use."""
    scored_after_play: tuple[tuple[m.PointRule, m.PointKind], ...] = ()
    """The points scored from the finished hand, in counting order, with their kinds
    (turn-up, trick-trump and sweep points are scored elsewhere)."""
    has_sweep: bool = False
    scorers: list[Callable[..., Any]] = field(
        default_factory=list, init=False, compare=False, repr=False)
    """The scoring function of each point of ``scored_after_play``, in the same order:
    filled in by the scorer (:mod:`pitchspec.engine.phases.scoring`) on first use."""
    score_plans: list[Any] = field(default_factory=list, init=False, compare=False, repr=False)
    """The variant's score plan (:func:`pitchspec.engine.core.score_plan.score_plan`),
    compiled on first use: one entry."""
    named_cards: dict[str, tuple[m.CardRef, tuple[int | None, ...]]] = field(
        default_factory=dict, compare=False, repr=False)
    """For each named card point (by its name), its card reference and the card it
    names under each trump and sub-trump, by :func:`table_key` (None: no such card)."""

    def table(self, trump: int, sub: int | None = None) -> TrumpTable:
        """The trump table of ``trump`` and ``sub`` (None: no sub-trump)."""
        key = trump * 5 + (4 if sub is None else sub)  # table_key(trump, sub)
        found = self.kept[key]
        if found is None:
            found = self.kept[key] = _build_trump_table(self, trump, sub)
        return found


def compile_tables(variant: m.Variant) -> Tables:
    """Precompute the deck, card points and per-trump tables of a variant."""
    deck = [card_id(s, r) for s in range(4) for r in variant.deck.ranks]
    deck += sorted({JOKER_ID[j] for j in variant.deck.jokers})
    points = [0] * NUM_IDS
    trump_points = [0] * NUM_IDS
    for value in variant.deck.card_points:
        doubled = int(value.value * 2)
        ids = [52, 53] if value.joker else [card_id(s, value.rank) for s in range(4)
                                            if value.rank is not None]
        for c in ids:
            trump_points[c] = doubled
            if not value.trump_only:
                points[c] = doubled
    tens = tuple(1 if c < 52 and rank_of(c) is Rank.TEN else 0 for c in range(NUM_IDS))
    tables = Tables(variant, tuple(sorted(deck)), mask_of(deck), tuple(points),
                    tuple(_trump_only_points(variant, points, trump_points)), tens,
                    variant.ranking.jokers is m.JokerRole.TRUMP,
                    scored_after_play=tuple((p, p.kind) for p in scored_from_hand(variant)),
                    has_sweep=has_sweep(variant),
                    named_cards={p.name: (p.card, _named(p.card)) for p in variant.points
                                 if p.kind is m.PointKind.CARD and p.card is not None})
    subs = (None, 0, 1, 2, 3) if variant.trump.sub_trump else (None,)
    for trump in range(4):
        for sub in subs:
            tables.table(trump, sub)
    return tables


def _named(ref: m.CardRef) -> tuple[int | None, ...]:
    """The card ``ref`` names under each trump and sub-trump, by :func:`table_key`."""
    return tuple(resolve(ref, key // 5, None if key % 5 == 4 else key % 5)
                 for key in range(TABLE_KEYS))


def _trump_only_points(variant: m.Variant, points: list[int], trump_points: list[int]) -> list[int]:
    """Per id: the card points a card counts when it is a trump."""
    return [max(p, t) if any(v.trump_only for v in variant.deck.card_points) else p
            for p, t in zip(points, trump_points, strict=True)]


def _build_trump_table(tables: Tables, trump: int, sub: int | None) -> TrumpTable:
    variant = tables.variant
    in_deck = set(tables.deck)
    order = [c for c in (resolve(ref, trump, sub) for ref in variant.ranking.trump)
             if c is not None and c in in_deck]
    effective = [NO_SUIT] * NUM_IDS
    strength = [-1] * NUM_IDS
    plain = {rank: len(variant.ranking.plain) - i for i, rank in enumerate(variant.ranking.plain)}
    for c in tables.deck:
        if c < 52:
            effective[c] = suit_of(c)
            rank = rank_of(c)
            strength[c] = plain.get(rank, 0) if rank is not None else 0
            if sub is not None and suit_of(c) == sub:
                strength[c] += SUB_BASE
    for position, c in enumerate(order):
        effective[c] = trump
        strength[c] = TRUMP_BASE + len(order) - position
    masks = [0] * 5
    for c in tables.deck:
        masks[effective[c]] |= 1 << c
    return TrumpTable(trump, sub, tuple(effective), tuple(strength), mask_of(order),
                      tuple(order), tuple(masks), order[-1] if order else None)
