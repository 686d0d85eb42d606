"""The vocabulary both models share: the symbolic facts of one hand.

For every card of the deck: who was dealt it, who held it at the end, whether it was
played, who captured it, and whether it was discarded by force ("dead"); who won the
last trick; which joker was played first; the contract. The outcome model
(:mod:`pitchspec.smt.encode.encode`) leaves these free under constraints every real hand
satisfies; the hand model (:mod:`pitchspec.smt.encode.hand`) derives them from tricks spelled
out; :func:`concrete` fixes them to a finished hand of the engine. The scoring mirror
reads only these facts, so one encoding of the rules serves all three.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from pitchspec import model as m
from pitchspec.engine import HandRecord, Tables, TrumpTable, cards_in
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.terms import Term


@dataclass(frozen=True)
class BidOption:
    """One contract a bidder can hold: a numeric level (doubled or not) or a special bid,
    with the level :func:`engine.phases.auction.set_contract` records for it."""

    level: int
    doubled: bool = False
    special: str | None = None


def bid_menu(variant: m.Variant) -> tuple[BidOption, ...]:
    """Every contract the auction can produce, as ``auction.set_contract`` records it:
    numeric levels (named after a special bid placed 'at' that level, and also unnamed
    when that bid's bars can keep the bidder from it), doubled levels, special bids
    that are not a numeric level, and the dealer's contract of 0 when all pass
    ('all_pass: dealer pitches'; only the dealer holds it, encode_contract)."""
    b = variant.bidding
    if not b.has_auction:
        return ()
    levels = b.levels()
    menu = []
    for n in levels:
        named = next((s for s in b.special if s.at == n), None)
        menu.append(BidOption(n, False, named.name if named is not None else None))
        if named is not None and named.barred:
            menu.append(BidOption(n, False))  # the same bid by a player the bars keep out
    if b.doubled:
        menu += [BidOption(n, True) for n in levels]
    for s in b.special:
        if s.at is None or s.at not in levels:
            menu.append(BidOption(s.at if s.at is not None else s.value, False, s.name))
    if b.all_pass.action is m.AllPassAction.DEALER_PITCHES:
        menu.append(BidOption(0, False))  # all passed: the dealer pitches at 0
    return tuple(menu)


@dataclass(frozen=True)
class SymContract:
    """The winning bid: who holds it and which option of the menu (symbolic)."""

    bidder: Term
    choice: Term
    menu: tuple[BidOption, ...]
    present: Term
    """A contract exists (False when every player passed and elder pitches freely)."""

    def level(self) -> Term:
        return T.select(self.choice, [o.level for o in self.menu])

    def doubled(self) -> Term:
        return T.any_(T.eq(self.choice, i) for i, o in enumerate(self.menu) if o.doubled)

    def special_is(self, name: str | None) -> Term:
        """The contract is the named special bid (None: no special bid)."""
        return T.any_(T.eq(self.choice, i) for i, o in enumerate(self.menu) if o.special == name)

    def bidder_is(self, seat: int) -> Term:
        return T.eq(self.bidder, seat)


@dataclass(frozen=True)
class Facts:
    """Everything scoring reads about one hand, as terms over the unknowns."""

    variant: m.Variant
    tables: Tables
    table: TrumpTable
    n: int
    match_sides: tuple[int, ...]
    """Each seat's side in the match (fixed partnerships or individuals)."""
    sides: tuple[Term, ...]
    """Each seat's side in this hand (a called partner joins the bidder's side)."""
    dealer: int
    elder: int
    deck: tuple[int, ...]
    dealt: dict[int, tuple[Term, ...]]
    held: dict[int, tuple[Term, ...]]
    played: dict[int, Term]
    capt: dict[int, tuple[Term, ...]]
    dead: dict[int, tuple[Term, ...]]
    last_winner: tuple[Term, ...]
    joker_first: Term
    """The big joker (52) was played before the little joker (53)."""
    contract: SymContract | None
    partner: Term | None = None
    """The called partner's seat (-1: the called card was not in play)."""
    conceded: Term = field(default_factory=lambda: T.FALSE)
    """The bidder conceded the hand (at any of his turns in play; a trick in progress
    is finished first): the cards not played by then are left unconstrained."""
    trick_of: dict[int, tuple[Term, ...]] = field(default_factory=dict)
    """Where the order of tricks matters (All Fives' trick trumps): the trick, one-hot,
    in which each card was played; empty otherwise."""
    trick_winner: tuple[tuple[Term, ...], ...] = ()
    """Each trick's winner, one-hot by seat (with ``trick_of``)."""
    last_deal: Term = field(default_factory=lambda: T.FALSE)
    """The deal is the match's last by its count of deals (a match of a fixed number of
    deals is then decided by the scores): any deal may be, as far as one deal knows."""
    run: dict[int, tuple[Term, ...]] = field(default_factory=dict)
    """Per card, the seat it was dealt to when the cards were run (and that kept it):
    with ``dealt``, every card dealt to a player (the record's ``run``); empty where
    no card is run."""

    def dealt_to(self, card: int) -> tuple[Term, ...]:
        """The seat ``card`` was dealt to, in the deal or when the cards were run."""
        run = self.run.get(card)
        if run is None:
            return self.dealt[card]
        return tuple(T.or_(d, r) for d, r in zip(self.dealt[card], run, strict=True))

    @property
    def num_sides(self) -> int:
        return max(self.match_sides) + 1

    @property
    def trump(self) -> int:
        return self.table.trump

    def side_is(self, seat: int, side: int) -> Term:
        return T.eq(self.sides[seat], side)

    def sides_of(self, seats: Sequence[Term]) -> tuple[Term, ...]:
        """A one-hot choice of seat turned into the same choice of side."""
        return tuple(T.any_(T.and_(seats[s], self.side_is(s, k)) for s in range(self.n))
                     for k in range(self.num_sides))

    def seat_of(self, seat: Term) -> tuple[Term, ...]:
        """A symbolic seat number as a one-hot choice of seat."""
        return tuple(T.eq(seat, s) for s in range(self.n))

    def bidder_side(self) -> tuple[Term, ...]:
        assert self.contract is not None
        return self.sides_of(self.seat_of(self.contract.bidder))

    def is_trump(self, card: int) -> bool:
        return bool(self.table.trump_mask >> card & 1)


def no_seat(n: int) -> tuple[Term, ...]:
    return tuple(T.FALSE for _ in range(n))


def concrete(tables: Tables, record: HandRecord, match_sides: tuple[int, ...],
             menu: tuple[BidOption, ...] = ()) -> Facts:
    """The facts of a finished hand of the engine, as constants (for differential tests
    and for re-reading a decoded counterexample)."""
    table = tables.table(record.trump, record.sub)
    n = len(record.sides)
    deck = tables.deck
    dealt = {c: _seat_bits(record.dealt, c) for c in deck}
    held = {c: _seat_bits(record.held, c) for c in deck}
    player, capturer = trick_seats(record)
    played = {c: T.lit(c in player) for c in deck}
    capt = {c: tuple(T.lit(capturer.get(c) == s) for s in range(n)) for c in deck}
    dead = {c: tuple(T.lit((s, c) in record.dead) for s in range(n)) for c in deck}
    last = record.tricks[-1].winner if record.tricks else None
    order = [c for t in record.tricks for _, c in t.plays if c >= 52]
    contract = _concrete_contract(record, menu)
    slots = trick_slots(tables.variant, len(deck), n)
    trick = {c: j for j, t in enumerate(record.tricks) for _, c in t.plays}
    trick_of = {c: tuple(T.lit(trick.get(c) == j) for j in range(slots)) for c in deck} \
        if slots else {}
    winners = tuple(tuple(T.lit(j < len(record.tricks) and record.tricks[j].winner == s)
                          for s in range(n)) for j in range(slots))
    run = {c: _seat_bits(record.run, c) for c in deck} if any(record.run) else {}
    return Facts(tables.variant, tables, table, n, match_sides,
                 tuple(T.num(s) for s in record.sides), record.dealer, record.elder, deck,
                 dealt, held, played, capt, dead, tuple(T.lit(last == s) for s in range(n)),
                 T.lit(order[:1] == [52]), contract, conceded=T.lit(record.conceded),
                 trick_of=trick_of, trick_winner=winners, run=run)


def trick_slots(v: m.Variant, deck: int, n: int) -> int:
    """How many tricks to tell apart: none unless points are credited trick by trick
    during play (All Fives); else at most as many as one player can hold."""
    if not any(p.kind is m.PointKind.TRICK_TRUMPS for p in v.points):
        return 0
    return min(deck // max(1, n - 1), 18)


def _seat_bits(masks: tuple[int, ...], card: int) -> tuple[Term, ...]:
    return tuple(T.lit(bool(mask >> card & 1)) for mask in masks)


def trick_seats(record: HandRecord) -> tuple[dict[int, int], dict[int, int]]:
    """Who played each card of a finished hand, and who captured it."""
    player: dict[int, int] = {}
    capturer: dict[int, int] = {}
    for trick in record.tricks:
        for seat, card in trick.plays:
            player[card] = seat
            capturer[card] = trick.winner
    return player, capturer


def _concrete_contract(record: HandRecord, menu: tuple[BidOption, ...]) -> SymContract | None:
    c = record.contract
    if c is None:
        return None
    option = BidOption(c.level, c.doubled, c.special)
    options = menu if option in menu else (*menu, option)
    return SymContract(T.num(c.bidder), T.num(options.index(option)), options, T.TRUE)


def masks_of(bits: dict[int, tuple[bool, ...]], n: int) -> tuple[int, ...]:
    """Per-seat bitmasks from per-card seat flags."""
    out = [0] * n
    for card, seats in bits.items():
        for s, on in enumerate(seats):
            if on:
                out[s] |= 1 << card
    return tuple(out)


__all__ = ["BidOption", "Facts", "SymContract", "bid_menu", "cards_in", "concrete"]
