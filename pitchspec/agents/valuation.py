"""A hand's expected points under one trump, from the variant's point rules compiled
for that trump once per game (:class:`Valuation`), so valuing a hand is a pass over a
few numbers and bit masks.

The rules of thumb, per point rule:

- High: the hand's top trump stands unless an opponent holds one of those above it
  (each is out against the hand with the chance that an unseen card lies with an
  opponent).
- Low: likewise for the hand's lowest trump and those below it; where Low goes to the
  capturer of the card, the hand keeps it only six times in ten.
- A named card (the Jack): held, it scores where the holder scores it; else it is
  made where the trumps above it in the hand guard it (sure when the hand holds every
  trump above it); not held, the hand may capture it with the trumps above it.
- Game: the seat's share of it, more with long and high trumps and its own counting
  cards.
- Last trick: the seat's share, more with each trump.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, assert_never

from pitchspec import model as m
from pitchspec.engine import Tables, TrumpTable, cards_in, mask_of, resolve

HOLDS = (m.Receiver.HOLDER, m.Receiver.ORIGINAL_HOLDER, m.Receiver.PLAYER)
"""Receivers for which holding the card is enough (a card in the hand as dealt scores
for the player it was dealt to)."""

HIGH: Final = 0
LOW: Final = 1
CARD: Final = 2
GAME: Final = 3
LAST: Final = 4
"""The kinds of step of a valuation."""

IGNORED_BY_HEURISTIC: dict[m.PointKind, str] = {
    m.PointKind.SWEEP: "a bonus for taking every point: too rare to bid on",
    m.PointKind.TURN_UP: "scored for the card turned before any bid or play",
    m.PointKind.TRICK_TRUMPS: "the trumps of each trick won: valued through Game's "
                              "card points, not as a point of its own",
    m.PointKind.JOKER_PLAYED: "the first (second) joker played: no rule of thumb for who "
                              "plays it first",
}
"""The kinds of point a hand's valuation leaves out, and why: every other kind is a step
of :func:`_step` (tests/test_footprint.py holds the two together)."""


@dataclass(frozen=True)
class Outlook:
    """How the cards lie for one seat: the chance that an unseen card is in an
    opponent's hand, and the seat's share of a majority point (Game) before its cards
    are counted."""

    against: float
    share: float
    hand_size: int


Step = tuple[int, float, bool, int, int, int]
"""One point rule under this trump: its kind, its value, whether holding the card is
enough, and for a named card the card, the trumps that rank above it and how many
they are."""


Parts = tuple[float, tuple[tuple[bool, float], ...], float]
"""What a hand's telling cards decide under one outlook: the rules' shares before the
first Game, summed; the rules from it on (a Game as its value, for its chance);
Game's chance before the hand's own counting cards."""


@dataclass(frozen=True)
class Valuation:
    """The point rules compiled for one trump suit."""

    order: tuple[int, ...]
    """The trumps, highest first."""
    steps: tuple[Step, ...]
    top: int
    """The four highest trumps."""
    ranked: int
    """The cards with a rank (rankless jokers excepted)."""
    worth: tuple[float, ...]
    deck_size: int
    telling: int = 0
    """The cards every rule but Game reads: the trumps and the named cards (a hand's
    other cards change only its Game)."""
    ranked_worth: tuple[float, ...] = ()
    """Per card, its worth towards Game's count of the hand's own cards: ``worth``,
    nothing for a card without rank (adding nothing leaves the sum as it was)."""
    parts: dict[int, tuple[Outlook, dict[int, Parts]]] = field(
        default_factory=dict, compare=False, repr=False)
    """Per outlook (by its id, the outlook kept beside so the id stays its own), per
    the hand's telling cards (a mask): what :meth:`estimate` worked out of them (a new
    hand shares them with many earlier ones)."""

    def estimate(self, mine: int, outlook: Outlook, cards: list[int] | None = None) -> float:
        """The points the hand ``mine`` can expect to take (the rules in the variant's
        order, summed). A hand is valued for every suit of every deal, so the rules'
        shares that its trumps and named cards alone decide are kept per those cards
        and outlook; only Game, which counts every card, is worked out afresh.
        ``cards``: the hand's cards in ascending order, when the caller has them."""
        kept = self.parts.get(id(outlook))
        if kept is None or kept[0] is not outlook:
            if len(self.parts) > MAX_OUTLOOKS:
                self.parts.clear()
            kept = self.parts[id(outlook)] = (outlook, {})
        by_cards = kept[1]
        key = mine & self.telling
        found = by_cards.get(key)
        if found is None:
            if len(by_cards) > MAX_PARTS // MAX_OUTLOOKS:
                by_cards.clear()
            found = by_cards[key] = self._parts(mine, outlook)
        total, rest, base = found
        if not rest:
            return total
        worth = self.ranked_worth
        own = sum([worth[c] for c in (cards_in(mine) if cards is None else cards)])
        game = base + 0.05 * own
        game = game if game < 0.9 else 0.9  # min(0.9, ...), without the call
        game = game if game > 0.02 else 0.02  # max(0.02, ...)
        for is_game, term in rest:
            total += term * game if is_game else term
        return total

    def _parts(self, mine: int, outlook: Outlook) -> Parts:
        """The shares of the rules before the first Game, summed in order; the
        rules from it on (a Game as its value, for its chance); Game's chance before
        the hand's own counting cards. The sums keep the rules' order, so the total
        is the same number to the last bit."""
        order = self.order
        # the places of the hand's trumps in the order of trumps (0 the highest)
        places = [i for i, c in enumerate(order) if mine >> c & 1]
        count = len(places)
        against = outlook.against
        clear = 1.0 - against
        total = 0.0
        rest: list[tuple[bool, float]] = []
        for kind, value, holds, card, higher, above_all in self.steps:
            if kind == CARD:
                held = mine >> card & 1
                if holds:
                    chance = 1.0 if held else 0.0
                else:
                    above_mine = (mine & higher).bit_count()
                    if not held:
                        chance = against * min(0.6, 0.15 * above_mine + 0.05 * count)
                    elif above_mine == above_all:
                        chance = 1.0
                    else:
                        guarded = above_mine + min(2, count - 1 - above_mine) * 0.5
                        chance = min(0.95, 0.45 + 0.2 * guarded)
                term = value * chance
            elif kind == HIGH:
                term = value * clear ** places[0] if places else 0.0
            elif kind == LOW:
                if not places:
                    continue
                chance = clear ** (len(order) - 1 - places[-1])
                term = value * (chance if holds else 0.6 * chance)
            elif kind == GAME:
                rest.append((True, value))
                continue
            else:
                term = value * min(0.8, outlook.share + 0.1 * count)
            if rest:
                rest.append((False, term))
            else:
                total += term
        return total, tuple(rest), self._game_base(mine, count, outlook)

    def _game_base(self, mine: int, count: int, outlook: Outlook) -> float:
        """The chance of the majority of card points before the hand's own aces and
        tens: the seat's share, more with long and high trumps."""
        top = (mine & self.top).bit_count()
        expected = outlook.hand_size * len(self.order) / max(self.deck_size, 1)
        return outlook.share + 0.08 * (count - expected) + 0.06 * top


MAX_PARTS: Final = 20_000
"""Parts kept per trump before the memory of them is cleared (a long simulation), a
share of them per outlook."""
MAX_OUTLOOKS: Final = 16
"""Outlooks whose parts are kept per trump before the memory of them is cleared (a
search reads a few: one per seat's hand size and sides)."""


def compile_valuation(variant: m.Variant, tables: Tables, table: TrumpTable,
                      worth: tuple[float, ...]) -> Valuation:
    """The variant's point rules under ``table``'s trump (rules that can give the hand
    nothing to expect, a sub-trump's High and Low, a card the deck lacks, are left
    out)."""
    steps = []
    for rule in variant.points:
        step = _step(rule, tables, table)
        if step is not None:
            steps.append(step)
    strength = table.strength
    ranked = mask_of([c for c in range(len(strength)) if strength[c] >= 0])
    telling = mask_of(list(table.trump_order))
    for _, _, _, card, higher, _ in steps:
        telling |= higher | (1 << card if card >= 0 else 0)
    ranked_worth = tuple(w if ranked >> c & 1 else 0.0 for c, w in enumerate(worth))
    return Valuation(table.trump_order, tuple(steps), mask_of(list(table.trump_order[:4])),
                     ranked, worth, len(tables.deck), telling, ranked_worth)


def _step(rule: m.PointRule, tables: Tables, table: TrumpTable) -> Step | None:
    holds = rule.receiver in HOLDS
    match rule.kind:
        case m.PointKind.CARD:
            return _card_step(rule, tables, table, holds)
        case m.PointKind.HIGHEST | m.PointKind.LOWEST if rule.scope is m.SuitRef.SUB:
            return None  # a sub-trump's High or Low
        case m.PointKind.HIGHEST:
            return (HIGH, rule.value, holds, -1, 0, 0)
        case m.PointKind.LOWEST:
            return (LOW, rule.value, holds, -1, 0, 0)
        case m.PointKind.GAME:
            return (GAME, rule.value, holds, -1, 0, 0)
        case m.PointKind.LAST_TRICK:
            return (LAST, rule.value, holds, -1, 0, 0)
        case (m.PointKind.SWEEP | m.PointKind.TURN_UP | m.PointKind.TRICK_TRUMPS
              | m.PointKind.JOKER_PLAYED):
            return None  # IGNORED_BY_HEURISTIC
        case _ as never:
            assert_never(never)


def _card_step(rule: m.PointRule, tables: Tables, table: TrumpTable, holds: bool) -> Step | None:
    """A named card's step: the trumps above it (those that guard or capture it); none
    for a card the deck lacks."""
    assert rule.card is not None
    card = resolve(rule.card, table.trump, table.sub)
    if card is None or not tables.deck_mask >> card & 1:
        return None
    strength = table.strength
    higher = mask_of([c for c in table.trump_order if strength[c] > strength[card]])
    return (CARD, rule.value, holds, card, higher, higher.bit_count())
