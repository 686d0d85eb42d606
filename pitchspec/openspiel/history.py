"""The record of a deal as each seat saw it: which steps a player may know.

Every step is an :data:`Event` ``(actor, target, action, hand, public)``: the actor
is a seat or -1 for chance; for chance, ``target`` says where the card went (a seat's
hand, a blind, the kitty, the turn-up...); for a decision it is the phase it was made
in; ``public`` says that every seat saw the action.

Public: the turn-ups, a random trump, the cut, a card drawn from a face-up stock, every
decision except an exchange card that does not land face up. A seat also knows every
card dealt to itself (its hand and its own blind, whose top card the engine offers it
to play), the cards it loses and its own choices. It never knows another hand, the
kitty, the widow, a blind pile, a face-down stock or a face-down discard.
"""

from __future__ import annotations

from pitchspec.engine import (
    BLIND_BASE,
    BLIND_PILE,
    FIRST_DEALER,
    KITTY,
    LOSE_BASE,
    TURN,
    WIDOW,
    Phase,
)
from pitchspec.engine import actions as A

Event = tuple[int, int, int, int, bool]
"""(actor, target or phase index, engine action, hand number, seen by all)."""

PHASES = tuple(Phase)
PHASE_INDEX = {phase: i for i, phase in enumerate(PHASES)}
EXCHANGE = PHASE_INDEX[Phase.EXCHANGE]
PLAY = PHASE_INDEX[Phase.PLAY]
PUBLIC_TARGETS = {TURN, FIRST_DEALER, A.RANDOM_TRUMP_BASE}
_PILES = {KITTY: "the kitty", WIDOW: "the widow", BLIND_PILE: "the blind", TURN: "turned"}


def holder(target: int, players: int) -> int | None:
    """The seat a chance card goes to (its hand or its own blind), or None for a pile."""
    if 0 <= target < players:
        return target
    if LOSE_BASE < target <= BLIND_BASE:
        return BLIND_BASE - target
    return None


def visible(event: Event, seat: int | None, players: int) -> bool:
    """Whether ``seat`` knows this step's action (not merely that it happened); None
    stands for someone who sees every card."""
    actor, target, _, _, public = event
    if seat is None or public:
        return True
    if actor >= 0:
        return actor == seat
    return holder(target, players) == seat or target == LOSE_BASE - seat


def render(event: Event, seat: int | None, players: int, specials: tuple[str, ...]) -> str:
    """One line of ``seat``'s record: the step, with the card or choice if it knows it."""
    actor, target, action, hand, _ = event
    known = visible(event, seat, players)
    what = A.describe(action, specials) if known else "?"
    if actor >= 0:
        phase = PHASES[target].value
        return f"{hand} seat {actor} {phase}: {what if known else 'a card'}"
    return f"{hand} {_where(target, players)}: {what}"


def _where(target: int, players: int) -> str:
    seat = holder(target, players)
    if seat is not None:
        return f"seat {seat} {'blind' if target < 0 else 'hand'}"
    if target <= LOSE_BASE:
        return f"seat {LOSE_BASE - target} loses"
    if target in (FIRST_DEALER, A.RANDOM_TRUMP_BASE):
        return "chance"
    return _PILES.get(target, "stock")
