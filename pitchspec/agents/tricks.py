"""Trick play as one seat sees it: who is winning the trick on the table, which cards
are still unseen, and whether a card can still be beaten.

These read only an :class:`~pitchspec.engine.observation.Observation` and the
variant's compiled tables, so they serve agents that must not look at the state. Who
takes a trick is the engine's own rule (:func:`pitchspec.engine.phases.play_rules.
winner_of`), asked about the cards on the table, never a copy of the match.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from typing import Final

from pitchspec import model as m
from pitchspec.engine import (
    NO_SUIT,
    Observation,
    Tables,
    Trick,
    TrickRule,
    TrumpTable,
    cards_in,
    mask_of,
    suit_led,
)


class View:
    """One seat's picture of the trick play: its cards, the cards it has not seen,
    the trump table and every card's capture worth. A plain class, not a frozen
    dataclass: one is made at every decision in play, and a compiled build makes a
    plain class natively (a frozen dataclass's ``__init__`` stays Python)."""

    seat: int
    hand: int
    unseen: int
    table: TrumpTable
    worth: tuple[float, ...]
    play: m.Play
    variant: m.Variant
    tricks: Sequence[Trick]
    """The deal's finished tricks (the engine's trick rule asks whether one was played)."""
    above: tuple[int, ...]
    """Per card, the cards that would beat it in its own suit (or any higher trump)."""
    rules: TrickRules
    trump_mask: int
    strengths: tuple[int, ...]
    effective: tuple[int, ...]
    """The trump table's trumps, strengths and effective suits, read once into the
    view (the table is a plain Python dataclass: a compiled build reads each of its
    fields by a dict lookup, the view's natively)."""

    def __init__(self, seat: int, hand: int, unseen: int, table: TrumpTable,
                 worth: tuple[float, ...], play: m.Play, variant: m.Variant,
                 tricks: Sequence[Trick], above: tuple[int, ...],
                 rules: TrickRules, read: View | None = None) -> None:
        """``read``: a view under the same trump table, whose fields read from the
        table are taken from it (a player's views of one deal share them)."""
        self.seat, self.hand, self.unseen, self.table = seat, hand, unseen, table
        self.worth, self.play, self.variant, self.tricks = worth, play, variant, tricks
        self.above, self.rules = above, rules
        if read is None:
            self.trump_mask, self.strengths = table.trump_mask, table.strength
            self.effective = table.effective
        else:
            self.trump_mask, self.strengths = read.trump_mask, read.strengths
            self.effective = read.effective

    def is_trump(self, card: int) -> bool:
        return bool(self.trump_mask >> card & 1)

    def strength(self, card: int) -> int:
        return self.strengths[card]

    def suit(self, card: int) -> int:
        return self.effective[card]

    def unseen_above(self, card: int) -> int:
        """Unseen cards that would beat ``card`` in its own suit (or any higher trump)."""
        return (self.unseen & self.above[card]).bit_count()

    def is_master(self, card: int) -> bool:
        """No unseen card of its suit ranks above it: it wins unless trumped."""
        return not self.unseen & self.above[card]


class TrickRules:
    """The trick rules of one game's compiled tables as the players read them, worked
    out once per game and kept while the game lives: per trump table, the cards above
    each card; the engine's trick rules are asked of the cards on the table alone."""

    def __init__(self, tables: Tables) -> None:
        self.variant = tables.variant  # not the tables: the registry must not keep them
        self.play = self.variant.play
        self._above: dict[tuple[int, int | None], tuple[int, ...]] = {}
        self._beats: dict[int, list[int]] = {}
        """Per trump, sub-trump and first trick or not: per lead and card winning, two
        masks of cards (:meth:`beats`): those asked about, and of them those that take
        the trick (a flat table of numbers read natively, not a byte per answer)."""
        self._takers: dict[int, int] = {}
        """Per trick so far (:meth:`taker`): the place of the card that takes it."""
        self._rules: dict[int, TrickRule] = {}
        """Per trump and sub-trump: what the engine's trick rule reads of them and of
        the play rules (:meth:`rule`), for the questions not answered yet."""
        self._table: TrumpTable | None = None
        self._which = 0
        """The trump table asked about last and its number (:meth:`which`)."""

    def which(self, table: TrumpTable) -> int:
        """The trump table's number: its trump times 5 plus its sub-trump plus one (0
        for none), read off the last table asked about again (the same table stands for
        a whole deal; its fields are a dict lookup each in a compiled build)."""
        if table is not self._table:
            sub = 0 if table.sub is None else table.sub + 1
            self._which = table.trump * 5 + sub
            self._table = table
        return self._which

    def above(self, table: TrumpTable) -> tuple[int, ...]:
        """Per card, the mask of the cards ranking above it in its own suit (trumps:
        the higher trumps)."""
        key = (table.trump, table.sub)
        found = self._above.get(key)
        if found is None:
            found = self._above[key] = above_masks(table)
        return found

    def rule(self, table: TrumpTable, which: int) -> TrickRule:
        """The engine's trick rule under ``table`` (``which``: its trump times 5 plus
        its sub-trump plus one, 0 for none), read once per trump and sub-trump."""
        found = self._rules.get(which)
        if found is None:
            found = self._rules[which] = TrickRule(self.play, table)
        return found

    def taker(self, table: TrumpTable, tricks: Sequence[Trick],
              plays: Sequence[tuple[int, int]]) -> int:
        """Who takes the trick so far, by the engine's rule: it reads the cards alone,
        so which of them takes is kept per trump, first trick or not, and cards. A lone
        lead takes it; of two cards, the second takes it where it :meth:`beats` the
        lead (the rule reads the cards, not the seats: the same question)."""
        count = len(plays)
        if count == 1:
            return plays[0][0]
        if count == 2:
            first, second = plays[0], plays[1]
            return second[0] if self.beats(table, tricks, first[1], -1, second[1]) \
                else first[0]
        which = self.which(table)
        key = which * 2 + (2 if tricks else 1)
        for _, card in plays:  # base 65, no digit 0: one number per question
            key = key * 65 + card + 1
        found = self._takers.get(key)
        if found is None:
            if len(self._takers) > MAX_BEATS:
                self._takers.clear()
            indexed = [(index, card) for index, (_, card) in enumerate(plays)]
            found = self._takers[key] = self.rule(table, which).winner(indexed, bool(tricks))
        return plays[found][0]

    def beats(self, table: TrumpTable, tricks: Sequence[Trick], lead: int, best: int,
              card: int) -> bool:
        """Whether ``card`` takes the trick played after ``lead`` and ``best`` (the card
        winning now, -1 when that is the lead), by the engine's rule: it reads the
        cards alone, so the answer is kept per trump, first trick or not, and cards."""
        return bool(self._answers(table, tricks, lead, best, [card]) >> card & 1)

    def beating(self, table: TrumpTable, tricks: Sequence[Trick], lead: int, best: int,
                cards: list[int]) -> list[int]:
        """The cards of ``cards`` that :meth:`beats` says take the trick, in order (the
        table of answers looked up once for them all)."""
        taking = self._answers(table, tricks, lead, best, cards)
        return [card for card in cards if taking >> card & 1]

    def _answers(self, table: TrumpTable, tricks: Sequence[Trick], lead: int, best: int,
                 cards: list[int]) -> int:
        """The cards of ``cards`` that take the trick after ``lead`` and ``best``, as a
        mask: the kept answers, the engine's rule asked about the cards not asked yet."""
        which = self.which(table)
        context = which * 2 + (1 if tricks else 0)
        kept = self._beats.get(context)
        if kept is None:
            kept = self._beats[context] = [0] * (2 * CARDS * (CARDS + 1))
        at = 2 * (lead * (CARDS + 1) + best + 1)
        asked, taking = kept[at], kept[at + 1]
        after_first = bool(tricks)
        new = False
        for card in cards:
            bit = 1 << card
            if not asked & bit:
                plays = [(0, lead), (1, best), (2, card)] if best >= 0 \
                    else [(0, lead), (2, card)]
                if self.rule(table, which).winner(plays, after_first) == 2:
                    taking |= bit
                asked |= bit
                new = True
        if new:
            kept[at], kept[at + 1] = asked, taking
        return taking

    def led(self, table: TrumpTable, plays: Sequence[tuple[int, int]]) -> int:
        """The suit to follow, by the engine's rule."""
        return suit_led(self.play, table, plays)


MAX_BEATS: Final = 200_000
"""Answers of :meth:`TrickRules.taker` kept before the memory of them is cleared."""
CARDS: Final = 54
"""Card ids (jokers included): the side of :meth:`TrickRules.beats`'s tables."""

_RULES: Final[dict[int, TrickRules]] = {}
"""By the id of the tables they were compiled from; an entry leaves with its tables
(so an id is never reused while its entry stands)."""


def trick_rules(tables: Tables) -> TrickRules:
    """The trick rules of ``tables``, compiled on first use; dropped with the tables."""
    key = id(tables)
    found = _RULES.get(key)
    if found is None:
        found = _RULES[key] = TrickRules(tables)
        weakref.finalize(tables, _RULES.pop, key, None)
    return found


def above_masks(table: TrumpTable) -> tuple[int, ...]:
    """Per card, the mask of the cards ranking above it in its own suit (trumps: the
    higher trumps)."""
    strength = table.strength
    masks = []
    for card in range(len(strength)):
        if table.trump_mask >> card & 1:
            pool = table.trump_mask
        else:
            suit = table.effective[card]
            pool = table.suit_masks[suit] if suit != NO_SUIT else 0
        masks.append(mask_of([c for c in cards_in(pool) if strength[c] > strength[card]]))
    return tuple(masks)


def seen_cards(obs: Observation, finished: int | None = None, hand: int | None = None) -> int:
    """Cards the seat has seen leave the hands: played, face up, turned, its own.
    ``finished``: the cards of the finished tricks, when the caller keeps them;
    ``hand``: the mask of the seat's hand, when the caller has it."""
    own = mask_of(obs.hand) if hand is None else hand
    seen = own | mask_of(obs.face_up) | mask_of(obs.turned)
    if finished is None:
        finished = trick_cards(obs.tricks)
    for _, card in obs.current_trick:
        seen |= 1 << card
    return seen | finished


def trick_cards(tricks: Sequence[Trick]) -> int:
    """The cards of some tricks, as a mask."""
    mask = 0
    for trick in tricks:
        for _, card in trick.plays:
            mask |= 1 << card
    return mask


class Finished:
    """The cards of the deal's finished tricks, added up as tricks close (a seat's
    memory, so each decision reads only the tricks closed since its last one).

    It keeps the tricks it read last time and the cards of each run of them from the
    first, and reads back the run of them that the tricks asked about begin with, the
    very same records (trick records are frozen, and kept alive here, so the same
    record holds the same cards): a later decision of the same deal, or a search's
    playouts from one position, which share the tricks before it. Any other trick is
    read anew, so a mask never carries cards over from tricks that are not asked about
    (another playout, another deal), whatever the counts."""

    def __init__(self) -> None:
        self.kept: list[Trick] = []
        """The tricks last read, in order."""
        self.masks: list[int] = []
        """The cards of ``kept[:i + 1]``, at ``i``."""

    def of(self, obs: Observation) -> int:
        return self.at(obs.tricks)

    def at(self, tricks: Sequence[Trick]) -> int:
        """:meth:`of` an observation whose finished tricks are ``tricks``:
        :func:`trick_cards` of them, the run read last time read back (the records tell
        the deal apart)."""
        kept, masks = self.kept, self.masks
        count = len(tricks)
        limit = len(kept) if len(kept) < count else count
        same = 0
        while same < limit and tricks[same] is kept[same]:
            same += 1
        if same < len(kept):
            del kept[same:]
            del masks[same:]
        mask = masks[same - 1] if same else 0
        for index in range(same, count):
            trick = tricks[index]
            for _, card in trick.plays:
                mask |= 1 << card
            kept.append(trick)
            masks.append(mask)
        return mask


def view_of(obs: Observation, tables: Tables, worth: tuple[float, ...], trump: int,
            finished: int | None = None) -> View:
    table = tables.table(trump, obs.sub)
    rules = trick_rules(tables)
    hand = mask_of(obs.hand)
    unseen = tables.deck_mask & ~seen_cards(obs, finished, hand)
    return View(obs.seat, hand, unseen, table, worth, tables.variant.play,
                tables.variant, obs.tricks, rules.above(table), rules)


def led_suit(view: View, plays: Sequence[tuple[int, int]]) -> int:
    """The suit to follow, by the engine's rule: the led card's suit; after a suitless
    joker lead, the first suited card's suit."""
    return view.rules.led(view.table, plays)


def winner(view: View, plays: Sequence[tuple[int, int]]) -> int:
    """Who takes the trick so far, by the engine's rule: the highest trump (a sub-trump
    above the suit led where the variant has one), else the highest card of the suit
    led (the lowest under reverse ranking); the low trump where it captures."""
    return view.rules.taker(view.table, view.tricks, plays)
