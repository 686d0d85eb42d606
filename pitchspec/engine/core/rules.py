"""The rules of a variant compiled for a table: seats, sides, card tables.

``Rules(variant, players)`` is what the match state reads: the variant, its card tables
(:mod:`pitchspec.engine.core.tables`), who sits where and on which side, and the hand
limit. The engine's own errors (:class:`EngineError`) and their codes live here too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pitchspec import model as m
from pitchspec.diagnostics import Diagnostic
from pitchspec.engine.core.auction_plans import (
    AfterAuction,
    BidTable,
    SettleTable,
    compile_after_auction,
    compile_bids,
    compile_settling,
)
from pitchspec.engine.core.plans import (
    Plans,
    PlayRules,
    compile_plans,
    compile_play_rules,
    compile_procedures,
)
from pitchspec.engine.core.step_plans import StepPlan, compile_step_plans, run_discard
from pitchspec.engine.core.tables import Tables, compile_tables


class EngineError(Exception):
    """The engine refuses a variant, a table or an input; carries the diagnostics."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        self.diagnostics = diagnostics
        super().__init__("; ".join(f"{d.code}: {d.message}" for d in diagnostics))


@dataclass(frozen=True)
class Seating:
    """Who sits where: the number of players and the side of each seat."""

    players: int
    sides: tuple[int, ...]

    @property
    def num_sides(self) -> int:
        return max(self.sides) + 1

    @property
    def teams(self) -> int:
        """The number of teams in partnerships (2 for six players in two teams of
        three), 0 when each plays alone: what :func:`choose_seating` takes back."""
        return 0 if self.num_sides == self.players else self.num_sides


class Rules:
    """The rules of one variant at one table size, compiled for play."""

    def __init__(self, variant: m.Variant, players: int | None = None,
                 teams: int | None = None, max_hands: int = 1000) -> None:
        self.variant = variant
        self.tables: Tables = compile_tables(variant)
        self.plans: Plans = compile_plans(variant, self.tables)
        self.play_rules: PlayRules = compile_play_rules(variant.play)
        """What the general trick play reads of the play rules at every card."""
        self.bids: BidTable = compile_bids(variant.bidding, variant.trump.method)
        self.settling: SettleTable = compile_settling(variant)
        self.seating = choose_seating(variant, players, teams)
        self.after_auction: AfterAuction = compile_after_auction(variant, self.seating.players)
        """What follows the auction (exchange steps, trump declared, a card called)."""
        self.procedures = compile_procedures(variant, self.seating.teams)
        """The procedures a player may be offered at this table: each one's action, the
        cards a hand may hold and qualify, and whether only its non-trumps count
        (plans.compile_procedures)."""
        self.step_plans: tuple[StepPlan, ...] = compile_step_plans(variant)
        """The plans of the variant's exchange steps, in order (step_plans.StepPlan)."""
        self.run_discard = run_discard(variant)
        """The discard step a beg's run adds before the exchange, with its plan (made
        once, the same each hand), or None."""
        self.max_hands = max_hands
        self.deal_queues: dict[int, tuple[int, ...]] = {}
        """The chance queue of a deal, by elder, made by the deal once per elder."""
        self.num_sides = self.seating.num_sides
        self.clockwise = variant.seating.direction is m.Direction.CLOCKWISE
        """Play goes clockwise (to the left)."""
        play = variant.play
        self.extras_possible = play.bidder_may_concede or play.dead_hand_throw_in
        """Whether a player may ever concede or throw in, besides playing a card."""
        self.trick_trump_rules = tuple(p for p in variant.points
                                       if p.kind is m.PointKind.TRICK_TRUMPS)
        """The point rules that score the trumps in each trick as it closes."""
        self.deal_ends: Callable[[Any], None] | None = None
        """Told the match state as each deal ends with the match going on, before the
        next deal clears the table (the verifier's falsifier keeps every deal of the
        matches it plays this way); None, as in play, costs nothing."""

    @property
    def num_players(self) -> int:
        return self.seating.players


def choose_seating(variant: m.Variant, players: int | None, teams: int | None) -> Seating:
    """Seat the table: the variant's first allowed count, partners seated alternately
    where the rules require partnerships or ``teams`` asks for them. ``teams``: None
    for the rules' default, False (0) for each alone, True (1) for the first
    partnership form the rules list, or the number of teams of a form (2 for six
    players in two teams of three, 3 for three teams of two)."""
    counts = sorted(variant.seating.players)
    n = players if players is not None else _default_count(counts)
    where = variant.seating.span
    if n not in variant.seating.players:
        raise EngineError([Diagnostic("PS406", f"{variant.name} is not played by {n} players",
                                      where, help=f"allowed: {counts}")])
    forms = variant.seating.forms_for(n)
    use_teams = bool(forms) and (bool(teams) if teams is not None
                                 else not variant.seating.teams_optional)
    if teams and not forms:
        raise EngineError([Diagnostic("PS406", f"{variant.name} has no partnership form for "
                                      f"{n} players", where)])
    if teams is not None and not teams and forms and not variant.seating.teams_optional:
        raise EngineError([Diagnostic("PS406", f"{variant.name} is played in partnerships "
                                      f"by {n} players; they cannot play alone", where,
                                      help="drop --no-teams")])
    if use_teams:
        form = _form(variant, forms, n, teams if teams is not None and teams > 1 else 0)
        return Seating(n, tuple(seat % form.teams for seat in range(n)))
    return Seating(n, tuple(range(n)))


def _form(variant: m.Variant, forms: tuple[m.TeamForm, ...], n: int,
          teams: int) -> m.TeamForm:
    """The partnership form with ``teams`` teams (the first listed for 0)."""
    if not teams:
        return forms[0]
    for form in forms:
        if form.teams == teams:
            return form
    said = ", ".join(f"{f.teams} teams of {f.size}" for f in forms)
    raise EngineError([Diagnostic("PS406", f"{variant.name} does not seat {n} players in "
                                  f"{teams} teams", variant.seating.span,
                                  help=f"allowed: {said}")])


def _default_count(counts: list[int]) -> int:
    return 4 if 4 in counts else counts[0]


__all__ = ["EngineError", "Rules", "Seating", "choose_seating"]
