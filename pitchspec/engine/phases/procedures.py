"""Hand-improvement procedures offered after the deal: coke, muck, misdeal and the
pointless-hand rules, each only to a player whose hand qualifies."""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.state import MatchState, Phase
from pitchspec.engine.phases import auction
from pitchspec.engine.phases.deal import redeal

PROCEDURE_KINDS = list(m.ProcedureKind)


def eligible_procedures(state: MatchState, seat: int) -> list[int]:
    """The procedure actions this player may invoke now."""
    return [action for action, cards, nontrumps in state.game.procedures
            if qualifies(state, seat, cards, nontrumps)]


def qualifies(state: MatchState, seat: int, cards: int, nontrumps: bool) -> bool:
    """Whether the hand meets a procedure's condition (e.g. only cards 4 to 9; for a
    pointless hand, no card that counts towards Game): every card of it (of its
    non-trumps, where so scoped and trump is fixed) is one of ``cards``, those the
    condition allows (plans.compile_procedures, compiled once per variant)."""
    hand = state.hands[seat]
    if nontrumps and state.trump is not None:
        hand &= ~state.tables.table(state.trump).trump_mask
    return not hand & ~cards


def run_procedure(state: MatchState, seat: int, action: int) -> None:
    kind = PROCEDURE_KINDS[action - A.PROCEDURE_BASE]
    proc = next(p for p in state.variant.procedures if p.kind is kind)
    if kind in (m.ProcedureKind.MISDEAL, m.ProcedureKind.REDEAL_POINTLESS):
        redeal(state, same_dealer=True)
        return
    state.out |= state.hands[seat]
    state.hands[seat] = 0
    if not proc.may_bid or proc.as_bid or kind is m.ProcedureKind.MUCK:
        state.may_not_bid.add(seat)
    if kind is m.ProcedureKind.MUCK:
        return
    size = proc.new_hand or state.variant.deal.hand
    available = state.stock.bit_count() - len(state.queue)
    state.queue.extend([seat] * min(size, max(0, available)))
    if proc.sits_out is m.Sitter.FIRST:
        state.sits_out_first.add(seat)


def offer(state: MatchState) -> bool:
    """Offer coke, muck, misdeal and the pointless-hand rules to each eligible player
    in turn from the elder; then beg, or the auction. False when a player must decide."""
    if not state.variant.procedures:
        state.pending_procedures.clear()
    while state.pending_procedures:
        seat = state.pending_procedures[0]
        options = eligible_procedures(state, seat)
        if options:
            state.to_act, state.choice_options = seat, [*options, A.DONE]
            return False
        state.pending_procedures.pop(0)
    if state.variant.trump.beg is not None and not state.beg_decided:
        state.beg_decided = True
        state.phase, state.to_act = Phase.BEG, state.elder
        return False
    auction.begin(state)
    return state.phase is not Phase.BID


def act(state: MatchState, action: int) -> None:
    """The player invokes a procedure, or is done with them."""
    seat = state.pending_procedures.pop(0)
    if action != A.DONE:
        run_procedure(state, seat, action)
