"""Room in a hand for the cards a player must let go unseen.

A player who discards face down lets go as many cards as the table shows, and only
cards the rules let him give up there (New Yorker Pitch: "players may discard any
non-trumps they choose", so never a trump) and that he does not show later (a card he
plays after the discard cannot have been thrown away). So while his hand is dealt, the
cards he must keep through the discard -- those he may not give up, and those he shows
afterwards -- must leave room for the discards; and the cards he keeps that he does not
show later must leave room, with the cards he is dealt afterwards, for those he shows.
"""

from __future__ import annotations

from itertools import pairwise

from pitchspec.engine import State
from pitchspec.openspiel.knowledge import Knowledge


def room_to_let_go(know: Knowledge, state: State, step: int, seat: int, card: int) -> bool:
    """Whether ``seat``, dealt ``card`` at ``step``, can still let go the cards of his
    next run of unseen discards: at most (his hand size then - the discards) of his
    cards may be ones he must keep."""
    run = _next_run(know, seat, step)
    if not run:
        return True
    first, last = run[0], run[-1]
    goes = 0
    for out in run:
        goes |= know.goes(out)
    before = kept = 0
    for shown, (who, when) in know.owed.items():
        if who == seat:
            if when < first:
                before |= 1 << shown
            elif when > last:
                kept |= 1 << shown
    hand = (state.hands[seat] | 1 << card) & ~before
    keep = hand & (~goes | kept)
    size = know.views[first - 1].hand_sizes[seat]
    gone = 0  # cards he did not hold right after the run: all let go in it
    for when, mask in know.barred.get(seat, []):
        if when == last + 1:
            gone |= hand & mask
    left = size - len(run)  # the cards he keeps through the run
    room = left - (hand & ~goes & ~kept).bit_count() + _joins_after(know, seat, last)
    return keep.bit_count() <= left and not gone & keep and gone.bit_count() <= len(run) \
        and kept.bit_count() <= room


def _joins_after(know: Knowledge, seat: int, step: int) -> int:
    """How many cards join the player's hand after ``step`` (refills, piles), as the
    table shows his hand growing."""
    sizes = [view.hand_sizes[seat] for view in know.views[step:]]
    return sum(max(0, b - a) for a, b in pairwise(sizes))


def _next_run(know: Knowledge, seat: int, step: int) -> list[int]:
    """The player's next unseen discards after ``step`` that follow one another with
    no card joining or leaving his hand in between."""
    run: list[int] = []
    for out in know.lets_go.get(seat, []):
        if out <= step:
            continue
        if run and know.views[out - 1].hand_sizes[seat] != know.views[run[-1]].hand_sizes[seat]:
            break
        run.append(out)
    return run
