"""A deal from the middle of a match, shown as the whole match that leads to it.

The solver's counterexample (or witness) is one deal from scores the match stands at
before it (:mod:`pitchspec.smt.states`): seat ``n - 1`` deals, and the scores may be
anything a real match can reach. It is only a real game with a way there. The matches
the falsifier played (:mod:`pitchspec.smt.falsify`) reached many states; a deal from one
of them, turned round the table so that its dealer deals, is that match's next deal.
So the deal is looked for among the states reached: first its own scores, then, solving
again, any deal from a reached state that does it. Found, its match's deals and the
turned deal make one deal file from 0-0, which the engine replays as ``pitchspec play
--deal`` does; the verdict rests on that replay. Not found, the start is unconfirmed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from pitchspec.engine.core.rules import Seating
from pitchspec.smt import terms as T
from pitchspec.smt.context import Obligation
from pitchspec.smt.examples import Example
from pitchspec.smt.falsify import Trial
from pitchspec.smt.matches import Match, play_entry, replay_file
from pitchspec.smt.terms import Term


def turn(seating: Seating, dealer: int) -> int:
    """How far a deal dealt by the model's dealer (the last seat) turns to be dealt by
    ``dealer``: seat ``s`` of the model plays at seat ``(s + turn) % n``."""
    return (dealer + 1) % seating.players


def model_scores(seating: Seating, scores: Sequence[int], dealer: int) -> tuple[int, ...]:
    """A match's scores (by its sides) as the model's sides see them when ``dealer``
    deals: the model's side of seat ``s`` is the match's side of the seat it turns to."""
    n = seating.players
    r = turn(seating, dealer)
    out = [0] * seating.num_sides
    for seat in range(n):
        out[seating.sides[seat]] = scores[seating.sides[(seat + r) % n]]
    return tuple(out)


def turns_cleanly(seating: Seating) -> bool:
    """Every turn of the table maps sides onto sides (seats of one side stay together)."""
    n = seating.players
    for r in range(n):
        image: dict[int, int] = {}
        for seat in range(n):
            side, to = seating.sides[seat], seating.sides[(seat + r) % n]
            if image.setdefault(side, to) != to:
                return False
    return True


def turned_deal(entry: dict[str, Any], r: int, n: int) -> dict[str, Any]:
    """A deal-file deal with every seat moved ``r`` places on."""
    out = dict(entry)
    for key in ("hands", "blinds", "moves"):
        if key in entry:
            out[key] = {str((int(seat) + r) % n): value for seat, value in entry[key].items()}
            out[key] = dict(sorted(out[key].items(), key=lambda kv: int(kv[0])))
    return out


@dataclass(frozen=True)
class Reached:
    """A deal's start some played match reached: the match, the deal's index there."""

    match: Match
    index: int

    @property
    def dealer(self) -> int:
        return self.match.deals[self.index].dealer


def reached(trial: Trial, seating: Seating) -> dict[tuple[int, ...], Reached]:
    """Every state the trial's matches stood at before a deal, by the scores the model
    sees for it (the first match to reach each; where a match lasts a fixed number of
    deals, the first to reach each at each count of deals, keyed by the scores and the
    count)."""
    out: dict[tuple[int, ...], Reached] = {}
    if not turns_cleanly(seating):
        return out
    counted = trial.variant.winning.hands is not None
    for match, i in trial.starts():
        deal = match.deals[i]
        if deal.start is None or deal.start.is_terminal():
            continue
        key = model_scores(seating, deal.prior, deal.dealer)
        out.setdefault((*key, deal.number) if counted else key, Reached(match, i))
    return out


NEAREST = 400
"""Reached states tried, nearest first, for a deal from scores no match reached."""


def nearest(pool: dict[tuple[int, ...], Reached], prior: Sequence[int]) -> list[Reached]:
    """The reached states closest to ``prior`` (summed score differences), nearest
    first: those where the deal most likely settles the same way."""
    order = sorted(pool, key=lambda k: (sum(abs(a - b) for a, b in zip(k, prior, strict=True)),
                                        k))
    return [pool[k] for k in order[:NEAREST]]


def replayed_from(ob: Obligation, example: Example, found: Reached, seating: Seating,
                  holds: Callable[[Any], bool]) -> bool:
    """The example's deal, turned to the reached state's dealer and played from that
    state (quickly, from the kept state, not from 0-0), shows what it showed."""
    assert example.deal is not None
    deal = found.match.deals[found.index]
    if deal.start is None:
        return False
    entry = turned_deal(example.deal["deals"][0], turn(seating, found.dealer),
                        seating.players)
    played = play_entry(deal.start, entry)
    return played is not None and bool(holds(played))


def among(scores: Sequence[Term], states: Sequence[tuple[int, ...]]) -> Term:
    """The model's scores are one of ``states``."""
    return T.any_(T.and_(*(T.eq(s, v) for s, v in zip(scores, state, strict=True)))
                  for state in states)


def whole_match(ob: Obligation, example: Example, found: Reached, seating: Seating,
                holds: Callable[[Any], bool]) -> Example | None:
    """The example's deal played as the next deal of the match that reached its scores:
    one deal file from 0-0, replayed by the engine; None when the replay does not
    show what the deal showed."""
    assert example.deal is not None
    match = found.match
    r = turn(seating, found.dealer)
    prefix = match.deal_file(found.index - 1, "") if found.index else None
    deals = (prefix["deals"] if prefix else []) + [
        turned_deal(example.deal["deals"][0], r, seating.players)]
    description = f"{example.deal.get('description', ob.property)} Reached from 0-0 in " \
        f"deal {found.index + 1} of a match ({match.players} players)."
    document = {**match.deal_file(0, description), "deals": deals}
    played = replay_file(match.variant, document)
    if played is None or not holds(played):
        return None
    from pitchspec.smt.examples import tell_hand, why

    lines = tell_hand(played)
    lines.insert(1, f"reached in deal {found.index + 1} of a match from 0-0 "
                    f"({match.players} players)")
    lines.append("why: " + why(ob, played))
    return Example(example.property, example.variant, example.case, example.kind, lines,
                   document, data={"prior": list(played.prior),
                                   "match_deals": found.index + 1})
