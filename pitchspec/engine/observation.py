"""What one seat may see: its own cards, the bids, the cards played, the scores.

Agents receive an :class:`Observation`, never the state, so no agent can look at
another player's hand or at the stock (unless the stock lies face up).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from pitchspec import model as m
from pitchspec.engine.core.records import Contract, Trick
from pitchspec.engine.core.tables import cards_in
from pitchspec.engine.phases.auction import hand_unseen

if TYPE_CHECKING:
    from pitchspec.engine.step import State


# A compiled build (hatch_build.py) compiles observe() but keeps Observation a Python
# class (native_class=False): agents and tests copy and compare it as a dataclass.
@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class Observation:
    """One seat's view of the match at a decision point (``hand`` is empty while the
    player has not looked at his cards: look-or-not, a blind bid still open to him)."""

    seat: int
    phase: str
    hand: tuple[int, ...]
    blind_count: int
    dealer: int
    elder: int
    trump: int | None
    sub: int | None
    turned: tuple[int, ...]
    auction: tuple[tuple[int, int], ...]
    contract: Contract | None
    called: int | None
    tricks: tuple[Trick, ...]
    current_trick: tuple[tuple[int, int], ...]
    scores: tuple[int, ...]
    sides: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    face_up: tuple[int, ...]
    hand_number: int
    legal: tuple[int, ...]


def observe(state: State, seat: int) -> Observation:
    """The observation of ``seat``: everything public plus its own hand.

    One observation is made per decision, so it is filled in directly rather than
    through the frozen ``__init__`` (a guarded assignment per field, half the cost of
    the whole call); the result is the same frozen, comparable :class:`Observation`.
    """
    face_up = _face_up(state)
    observation = object.__new__(Observation)
    observation.__dict__.update(
        seat=seat, phase=state.phase.value, hand=_hand(state, seat),
        blind_count=len(state.blinds[seat]), dealer=state.dealer, elder=state.elder,
        trump=state.trump, sub=state.sub, turned=tuple(state.turned),
        auction=tuple(state.auction_log), contract=state.contract, called=state.called,
        tricks=tuple(state.tricks), current_trick=tuple(state.plays),
        scores=tuple(state.scores), sides=tuple(state.sides),
        hand_sizes=_hand_sizes(state),
        face_up=tuple(cards_in(face_up)) if face_up else (),
        hand_number=state.hand_number, legal=_legal(state, seat))
    return observation


def shows(state: State, seat: int, obs: Observation) -> bool:
    """Whether ``seat`` at this state would see exactly ``obs``, the hand's number aside
    (``observe(state, seat)`` equal to ``obs`` but for ``hand_number``): the same
    phase, scores, cards in each hand, cards face up, trump, bids and tricks, its own
    hand and choices. Read field by field from the state, the likeliest to differ
    first, no observation made; the choices, the dearest, last."""
    return (obs.seat == seat and state.phase.value == obs.phase
            and _hand_sizes(state) == obs.hand_sizes
            and tuple(state.scores) == obs.scores
            and tuple(cards_in(_face_up(state))) == obs.face_up
            and state.trump == obs.trump and state.sub == obs.sub
            and state.called == obs.called and state.contract == obs.contract
            and state.dealer == obs.dealer and state.elder == obs.elder
            and len(state.blinds[seat]) == obs.blind_count
            and tuple(state.turned) == obs.turned and tuple(state.sides) == obs.sides
            and tuple(state.plays) == obs.current_trick
            and tuple(state.auction_log) == obs.auction
            and tuple(state.tricks) == obs.tricks
            and _hand(state, seat) == obs.hand and _legal(state, seat) == obs.legal)


def _face_up(state: State) -> int:
    """The cards face up on the table: those thrown away face up, and the stock when it
    lies face up."""
    if state.variant.deal.stock is m.StockFace.UP:
        return state.scrap | state.stock
    return state.scrap


def _hand(state: State, seat: int) -> tuple[int, ...]:
    """The seat's own cards, none while it has not looked at them."""
    return () if hand_unseen(state, seat) else tuple(cards_in(state.hands[seat]))


def _hand_sizes(state: State) -> tuple[int, ...]:
    """How many cards each player holds."""
    return tuple(map(int.bit_count, state.hands))


def _legal(state: State, seat: int) -> tuple[int, ...]:
    """The seat's choices: the legal actions when it is to act, else none."""
    return tuple(state.legal_actions()) if state.current_player() == seat else ()
