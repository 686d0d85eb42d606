"""The exchange steps of a variant, read once: who acts, what kind of step, on which
cards, to what hand size, from or to which pile, as small numbers a compiled build
compares natively (:class:`StepPlan`, compiled once per variant with the other plans
and shared)."""

from __future__ import annotations

from typing import Final

from pitchspec import model as m
from pitchspec.engine.core.frozen import Frozen

# The exchange steps' kinds, actors and piles as small numbers (a compiled build compares them
# natively).
DISCARD: Final = 0
TAKE: Final = 1
REFILL: Final = 2
REDUCE: Final = 3
COMPLETE: Final = 4
RECLAIM: Final = 5
_KINDS: Final = {m.StepKind.DISCARD: DISCARD, m.StepKind.TAKE: TAKE,
                 m.StepKind.REFILL: REFILL, m.StepKind.REDUCE: REDUCE,
                 m.StepKind.COMPLETE: COMPLETE, m.StepKind.RECLAIM: RECLAIM}
ALL: Final = 0
OTHERS: Final = 1
BIDDER: Final = 2
DEALER: Final = 3
NONDEALERS: Final = 4
_ACTORS: Final = {m.Actor.ALL: ALL, m.Actor.OTHERS: OTHERS, m.Actor.BIDDER: BIDDER,
                  m.Actor.DEALER: DEALER, m.Actor.NONDEALERS: NONDEALERS}
KITTY: Final = 0
WIDOW: Final = 1
STOCK: Final = 2
SCRAP: Final = 3
LOST: Final = 4
_PILES: Final = {m.Pile.KITTY: KITTY, m.Pile.WIDOW: WIDOW, m.Pile.STOCK: STOCK,
                 m.Pile.SCRAP: SCRAP, m.Pile.LOST: LOST}


class StepPlan(Frozen):
    """One exchange step of a variant, read once: who acts, what kind of step, on which
    cards, to what hand size, from or to which pile (compiled once per variant and
    shared, as the other plans are)."""

    step: m.Step
    variant: m.Variant
    actor: int
    kind: int
    nontrumps: bool
    """The step concerns the non-trumps only ('discard nontrumps')."""
    to: int
    """The hand size the step works to, or -1 where it names none."""
    target: int
    """The hand size the step works to, the deal's hand size where it names none."""
    by_choice: bool
    per_card_taken: bool
    trumps_first: bool
    """Cards chosen from the stock are trumps while any trump is left there."""
    nonpoint_first: bool
    pile: int
    """The pile the step names (STOCK where it names none), as a number."""
    to_scrap: bool
    """Discards go to the scrap, face up (a 'scrap' pile or a step 'shown')."""
    forced: bool
    """A discard the hand size forces (reduce, or discard down to a size)."""
    dead_to_opponents: bool
    """Trumps a forced discard throws away score for the opponents."""
    in_turn: bool
    """Each player goes through every step in turn (the variant's exchange order)."""
    declares: bool
    """Trump is declared right after this step (it takes a pile, and trump is declared
    after the kitty)."""

    def __init__(self, step: m.Step, variant: m.Variant) -> None:
        self.step, self.variant = step, variant
        self.actor = _ACTORS[step.actor]
        self.kind = _KINDS[step.kind]
        self.nontrumps = step.cards is m.CardClass.NONTRUMPS
        self.to = step.to if step.to is not None else -1
        self.target = step.to if step.to is not None else variant.deal.hand
        self.by_choice = step.by_choice
        self.per_card_taken = step.per_card_taken
        self.trumps_first = step.trumps_first
        self.nonpoint_first = step.nonpoint_first
        self.pile = _PILES[step.pile or m.Pile.STOCK]
        self.to_scrap = step.pile is m.Pile.SCRAP or step.shown
        self.forced = step.kind is m.StepKind.REDUCE or step.to is not None
        self.dead_to_opponents = variant.exchange.dead_cards_to_opponents
        self.in_turn = variant.exchange.in_turn
        t = variant.trump
        self.declares = (t.method is m.TrumpMethod.DECLARED and not t.declare_before_kitty
                         and step.kind is m.StepKind.TAKE)

    def __eq__(self, other: object) -> bool:
        """Plans of equal steps of equal variants are equal (two games of one variant
        each compile their own)."""
        if not isinstance(other, StepPlan):
            return NotImplemented
        return self is other or (self.step == other.step and (
            self.variant is other.variant or self.variant == other.variant))

    def __hash__(self) -> int:
        return hash(self.step)


def actor_code(actor: m.Actor) -> int:
    """An exchange step's actor as its small number (ALL ... NONDEALERS)."""
    return _ACTORS[actor]


def compile_step_plans(variant: m.Variant) -> tuple[StepPlan, ...]:
    """The plans of the variant's exchange steps, in order (each read once)."""
    return tuple(StepPlan(step, variant) for step in variant.exchange.steps)


def run_discard(variant: m.Variant) -> tuple[m.Step, StepPlan] | None:
    """The discard a beg's run adds before the exchange ("takes up his three extra
    cards and discards three": any cards, down to the deal's hand size), with its plan;
    None where a run adds none."""
    beg = variant.trump.beg
    if beg is None or beg.after_run is not m.AfterRun.DISCARD_TO_HAND:
        return None
    step = m.Step(m.Actor.ALL, m.StepKind.DISCARD, cards=m.CardClass.ANY, to=variant.deal.hand)
    return step, StepPlan(step, variant)


__all__ = [
    "ALL",
    "BIDDER",
    "COMPLETE",
    "DEALER",
    "DISCARD",
    "KITTY",
    "LOST",
    "NONDEALERS",
    "OTHERS",
    "RECLAIM",
    "REDUCE",
    "REFILL",
    "SCRAP",
    "STOCK",
    "TAKE",
    "WIDOW",
    "StepPlan",
    "actor_code",
    "compile_step_plans",
    "run_discard",
]
