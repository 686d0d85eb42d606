"""The table: seat count, direction of play, and how partnerships form (fixed
teams, or a partner called by a card)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pitchspec.model.spans import span_field as _span
from pitchspec.source import Span


class Direction(Enum):
    CLOCKWISE = "clockwise"
    COUNTER_CLOCKWISE = "counter_clockwise"


@dataclass(frozen=True)
class TeamForm:
    """``teams`` teams of ``size`` players, partners seated alternately around the table."""

    teams: int
    size: int
    span: Span = _span()

    @property
    def players(self) -> int:
        return self.teams * self.size


class PartnerCard(Enum):
    ANY = "any"
    TRUMP = "trump"


@dataclass(frozen=True)
class PartnerCall:
    """Call partner: the bid winner names a card; its holder is his partner this deal."""

    card: PartnerCard
    players: frozenset[int]
    span: Span = _span()
    others_together: bool = False
    """The players the bid winner did not call form the opposing partnership for the
    deal (Campbell Eleven at five): they score, take Game and win or lose together,
    each keeping his own score; otherwise each of them plays for himself."""


@dataclass(frozen=True)
class Seating:
    players: frozenset[int]
    teams: tuple[TeamForm, ...]
    teams_optional: bool
    direction: Direction
    partner_call: PartnerCall | None
    span: Span = _span()

    def forms_for(self, players: int) -> tuple[TeamForm, ...]:
        return tuple(t for t in self.teams if t.players == players)
