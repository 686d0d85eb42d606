"""A complete, resolved variant: every rule dimension, ``extends`` resolved."""

from __future__ import annotations

from dataclasses import dataclass

from pitchspec.model.bidding import Bidding, SpecialBid
from pitchspec.model.claims import Claim
from pitchspec.model.deal import Deal
from pitchspec.model.deck import Deck
from pitchspec.model.exchange import Exchange
from pitchspec.model.identity import Note, SourceRef
from pitchspec.model.play import Play
from pitchspec.model.points import PointRule
from pitchspec.model.procedures import Procedure
from pitchspec.model.ranking import Ranking
from pitchspec.model.scoring import Scoring
from pitchspec.model.seating import Seating
from pitchspec.model.spans import span_field as _span
from pitchspec.model.trump import Trump
from pitchspec.model.winning import Winning
from pitchspec.source import Span


@dataclass(frozen=True)
class Variant:
    """A complete, resolved variant of the All Fours / Pitch family."""

    name: str
    title: str
    parent: str | None
    catalogue: str | None
    aliases: tuple[str, ...]
    sources: tuple[SourceRef, ...]
    notes: tuple[Note, ...]
    seating: Seating
    deck: Deck
    ranking: Ranking
    deal: Deal
    bidding: Bidding
    trump: Trump
    exchange: Exchange
    play: Play
    points: tuple[PointRule, ...]
    scoring: Scoring
    winning: Winning
    procedures: tuple[Procedure, ...]
    span: Span = _span()
    claims: tuple[Claim, ...] = ()
    names: tuple[tuple[str, str], ...] = ()
    """The variant's name in other languages, as (language code, name): the title of
    its rulebook page in that language (``name: ru "Аукционный питч"``)."""
    """The author's claims (the ``properties`` section), verified like the built-in
    properties."""

    def point(self, name: str) -> PointRule | None:
        return next((p for p in self.points if p.name == name), None)

    def special_bid(self, name: str) -> SpecialBid | None:
        """The special bid called ``name``: the first of that name, None if none (a
        plain loop: settlement looks it up once a hand)."""
        for bid in self.bidding.special:
            if bid.name == name:
                return bid
        return None
