"""What the checks share: where a finding is reported (the checked file, never a
parent's), and facts about a variant several rules need (its deck in words, the
bids a player can make, the most points a deal yields).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace

from pitchspec.cards import Rank
from pitchspec.diagnostics import Diagnostic, Related
from pitchspec.model import CardRef, Deck, Variant
from pitchspec.source import Span

Check = Callable[[Variant], Iterator[Diagnostic]]
"""A check: one rule of the game, every breach of it as a diagnostic."""


# ---------------------------------------------------------------------- helpers


def at(variant: Variant, *spans: Span) -> Span:
    """The first candidate span in the variant's own file, else the first one stated
    anywhere (a parent), else the variant header."""
    stated = [s for s in spans if s.line > 0]
    own = [s for s in stated if s.file == variant.span.file]
    return (own or stated or [variant.span])[0]


def in_own_file(variant: Variant, diagnostic: Diagnostic) -> Diagnostic:
    """A finding about a rule inherited from a parent is reported on the child's header,
    with a note pointing at the parent's line: every finding lands in the checked file."""
    span = diagnostic.span
    if span.file == variant.span.file or variant.span.line == 0 or span.line == 0:
        return diagnostic
    note = Related(span, f"inherited through '{variant.parent}': the rule is stated here")
    return replace(diagnostic, span=variant.span, related=(*diagnostic.related, note))


def card_in_deck(ref: CardRef, deck: Deck) -> bool:
    if ref.joker is not None:
        return ref.joker in deck.jokers
    return ref.rank in deck.ranks


def deck_words(deck: Deck) -> str:
    jokers = " + ".join(j.value for j in deck.jokers)
    ranks = " ".join(r.symbol for r in deck.ranks)
    return f"{ranks}{' + ' + jokers if jokers else ''}"


def rank_symbols(ranks: Iterable[Rank]) -> str:
    return ", ".join(r.symbol for r in ranks)


def legal_bids(variant: Variant) -> set[int]:
    """Every bid a player can make: the numeric range and special bids 'at' a level."""
    bidding = variant.bidding
    specials = {b.at for b in bidding.special if b.at is not None}
    return set(range(bidding.minimum, bidding.maximum + 1)) | specials
