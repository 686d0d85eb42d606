"""Play of the tricks: who leads, who plays next, a card laid, a trick closed and won.

Which cards a player may play, and who wins a trick, are the rules of
:mod:`pitchspec.engine.phases.play_rules`; this module moves the play along.
"""

from __future__ import annotations

from pitchspec.engine.core import actions as A
from pitchspec.engine.core.records import Award, trick
from pitchspec.engine.core.state import MatchState, Phase
from pitchspec.engine.core.tables import BITS, played, suit_of
from pitchspec.engine.phases.play_rules import trick_rule, trump_table, winner_now
from pitchspec.engine.phases.scoring import trick_trumps


def play_step(state: MatchState) -> bool:
    """Between tricks: the hand ends when nobody holds a card (or the bidder conceded);
    else the leader is to play. False when a player must decide."""
    if state.plays:
        return False
    if state.conceded and not state.play_rules.concession_plays_out:
        state.phase = Phase.OVER
        return True
    if not any(state.hands) and not any(state.blinds):
        state.phase = Phase.OVER
        return True
    state.to_act = leader(state)
    return False


def leader(state: MatchState) -> int:
    """The winner of the last trick leads (the variant's first leader to the first
    trick); a player out of the play passes the lead on. Where every player with cards
    would sit out the first trick (each of them coked), nobody can: the sitting out
    lapses and all play it."""
    seat = state.tricks[-1].winner if state.tricks else \
        state.seat_for(state.variant.play.first_leader)
    for _ in range(state.n):
        if state.in_trick(seat):
            return seat
        seat = state.next_seat(seat)
    if not state.tricks and state.sits_out_first:
        state.sits_out_first = set()
        return leader(state)
    return seat


def play(state: MatchState, action: int) -> None:
    """The player to act plays a card, throws in his dead hand, or (the bidder)
    concedes."""
    seat = state.to_act
    if action < A.CONCEDE:  # a card
        lay(state, seat, action)
        next_to_play(state, seat)
        return
    if action == A.CONCEDE:
        # with cards in play he still plays to the trick, which is finished first;
        # play stops when it closes (play_step)
        state.conceded = True
        if not state.plays and not state.play_rules.concession_plays_out:
            state.phase = Phase.OVER
        return
    state.out |= state.hands[seat]  # he throws in his dead hand
    state.hands[seat] = 0
    state.held_at_lead = state.captured = None  # what he held: counted from the tricks
    state.thrown.add(seat)
    next_to_play(state, seat)


def lay(state: MatchState, seat: int, card: int) -> None:
    """A card goes from the hand (or the top of the blind) to the trick; the first
    card pitched fixes trump where trump is the first lead; a trump played to a trick
    led otherwise breaks trump. At the first lead, where nobody has a blind or has
    thrown in, what each holds is kept as what he held (and the cards each captures
    are kept trick by trick), as plain play keeps them for the hand's record."""
    trump = state.trump
    if trump is None:
        trump = state.trump = suit_of(card)
    plays = state.plays
    if plays:
        if not state.broken:
            state.broken = bool(trick_rule(state, trump).trump_mask >> card & 1)
    elif not state.tricks and not state.thrown and not any(state.blinds):
        state.held_at_lead = state.hands.copy()
        state.captured = [0] * state.n
    blind = state.blinds[seat]
    if blind and blind[-1] == card:
        blind.pop()
    state.hands[seat] &= ~(1 << card)
    plays.append(played(seat, card))


def next_to_play(state: MatchState, seat: int) -> None:
    """The next player still in the play, or the trick closes when it comes round.
    (Where nobody has thrown in or sits out, a player still plays while he holds a
    card or a blind: :meth:`MatchState.in_trick`, asked directly.)"""
    plays = state.plays
    first = plays[0][0] if plays else seat
    n = state.n
    nxt = seat + 1 if seat + 1 < n else 0
    if state.thrown or state.sits_out_first:
        while nxt != first and not state.in_trick(nxt):
            nxt = nxt + 1 if nxt + 1 < n else 0
    else:
        hands, blinds = state.hands, state.blinds
        while nxt != first and not hands[nxt] and not blinds[nxt]:
            nxt = nxt + 1 if nxt + 1 < n else 0
    if nxt == first or (not plays and nxt == seat):
        if plays:
            close_trick(state, state.trump or 0)
        return
    state.to_act = nxt


def close_trick(state: MatchState, trump: int) -> None:
    """The trick goes to its winner (trick-trump points score at once); where the
    variant draws after each trick, the winner (or the leader) draws first."""
    plays = state.plays
    winner = winner_now(state, trump)
    done = trick(plays[0][0], tuple(plays), winner)
    state.tricks.append(done)
    state.plays = []
    captured = state.captured
    if captured is not None:
        taken = 0
        for _, card in plays:
            taken |= BITS[card]
        captured[winner] |= taken
    for rule in state.trick_trump_rules:
        value = trick_trumps(state.tables, trump_table(state, trump), done)
        if value:
            state.award_now(Award(rule.name, state.sides[winner], value))
    draws = state.play_rules.draws
    if draws and state.stock:
        first = winner if draws == 1 else done.leader
        for s in state.seats_from(first):
            if state.stock.bit_count() > len(state.queue):
                state.queue.append(s)
