"""Steering a real match to the scores a deal needs.

The solver's deal breaks a property (or shows one) from scores its match must first
reach. Most of those scores do not matter to the deal: it breaks the property as well
with a side's score anywhere in a range. So first the deal's *needs* are read off by
the engine (:func:`needs`): for each side in turn, the scores from which the same deal,
played by the engine, still shows the property; a side it shows it from at 0 needs
nothing. Then real matches are steered there (:func:`steer`): from the states the
falsifier's matches reached, the nearest first, each next deal is the one of several
the engine plays (other cards, other players) that brings the scores closest to the
needs, and the match must go on. Every deal is a real, legal deal of a real match; the
match reaching the needs is then asked to play the solver's deal.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from pitchspec.agents import make_agent
from pitchspec.engine import Seating
from pitchspec.smt.encode.solver import TRACE
from pitchspec.smt.witness.falsify import Trial
from pitchspec.smt.witness.matches import Deal, Match, play, play_entry, play_entry_match
from pitchspec.smt.witness.paths import Reached, model_scores, turn, turned_deal

SPAN = 12
"""How far from the deal's own score each side's need is looked for."""

CHOICES = 16
"""Deals the engine plays from a state, of which the nearest to the needs is kept."""

STEPS = 24
"""Deals a steered match plays at most."""

STARTS = 3
"""Reached states a steered match starts from, nearest first."""

LEAP = 4096
"""How far a side's need is looked for at most."""


@dataclass(frozen=True)
class Need:
    """The scores (in the model's sides) the deal shows the property from: for each
    side, the least and most (the others as the deal found them); None where any score
    does. Or the sides that matter exactly as the deal found them, all moved together by
    any of ``shifts``, keeping their differences (two players tied, one a point
    ahead...)."""

    low: tuple[int | None, ...]
    high: tuple[int | None, ...]
    shifts: tuple[int, ...] = (0,)
    prior: tuple[int, ...] = ()
    """The scores the deal was found from, those that do not matter set to 0."""
    deal: int | None = None
    """The count of deals the match must stand at (the last deal of a match of a fixed
    number of deals); None: any."""

    def distance(self, scores: Sequence[int], number: int | None = None) -> int:
        """How many points the scores are away from meeting the needs (and, far more,
        how many deals the match is from the count it must stand at)."""
        off = abs(number - self.deal) if self.deal is not None and number is not None \
            else 0
        moved = [self._moved(scores, t) for t in self.shifts if t]
        return 10_000 * off + min([self._within(scores), *moved]) + self.order(scores, True)

    def order(self, scores: Sequence[int], both: bool = False) -> int:
        """Points by which a side that matters is not ahead of a side it was ahead of when
        the deal was found (who leads whom decides who wins): between two sides that
        matter (``both``), or between one that matters and any other (a softer need:
        a side that does not matter alone may matter as the one to stay behind)."""
        out = 0
        for i, (s, p) in enumerate(zip(scores, self.prior, strict=True)):
            for j, (t, q) in enumerate(zip(scores, self.prior, strict=True)):
                mine, theirs = self.low[i] is not None, self.low[j] is not None
                matters = (mine and theirs) if both else (mine or theirs)
                if matters and p > q and s <= t:
                    out += t - s + 1
        return out

    def _within(self, scores: Sequence[int]) -> int:
        out = 0
        for s, lo, hi in zip(scores, self.low, self.high, strict=True):
            if lo is not None and s < lo:
                out += lo - s
            if hi is not None and s > hi:
                out += s - hi
        return out

    def _moved(self, scores: Sequence[int], shift: int) -> int:
        return sum(abs(s - p - shift) for s, p, lo in zip(scores, self.prior, self.low,
                                                          strict=True) if lo is not None)


Shows = Callable[[Any], bool]


def needs(trial: Trial, seating: Seating, entry: dict[str, Any], prior: Sequence[int],
          holds: Shows, number: int = 0) -> Need | None:
    """What the deal ``entry`` (as the model deals it: the last seat deals, ``number``
    deals into the match) needs of the scores to show the property, read by playing it
    from other scores; None when it does not show it even from its own."""
    def shows(scores: Sequence[int]) -> bool:
        return _shows(trial, seating, entry, scores, holds, number)

    if not shows(prior):
        return None
    scores = list(prior)
    low: list[int | None] = list(prior)
    high: list[int | None] = list(prior)
    for k in range(len(scores)):
        trial_scores = [*scores[:k], 0, *scores[k + 1:]]
        if shows(trial_scores):
            scores[k] = 0
            low[k] = high[k] = None
            continue
        low[k] = _edge(shows, scores, k, -1)
        high[k] = _edge(shows, scores, k, +1)
    matter = [k for k in range(len(scores)) if low[k] is not None]
    counted = trial.variant.winning.hands is not None and number
    return Need(tuple(low), tuple(high), _shifts(trial, shows, scores, matter),
                tuple(scores), number if counted else None)


def _shifts(trial: Trial, shows: Callable[[Sequence[int]], bool], scores: list[int],
            matter: list[int]) -> tuple[int, ...]:
    """How far the sides that matter may move together, the deal still showing it: a
    few points either way, and as far as brings the highest of them within a few
    points of the target (a pair tied far past it may be tied just past it)."""
    if not matter:
        return (0,)
    at = trial.variant.winning.target
    top = max(scores[k] for k in matter)
    tried = sorted({*range(-2 * SPAN, 2 * SPAN + 1),
                    *(at - top + d for d in range(-SPAN, SPAN + 1))}, key=abs)
    found = [t for t in tried if t == 0 or shows(
        [s + t if k in matter else s for k, s in enumerate(scores)])]
    return tuple(sorted(found))


def _edge(shows: Callable[[Sequence[int]], bool], scores: list[int], k: int,
          step: int) -> int:
    """The furthest score of side ``k`` (going ``step``'s way) the deal still shows the
    property from, the others as they are: point by point for :data:`SPAN` points, then
    by doubling leaps and halving back (where only a threshold matters, as a backdoor
    does, the edge may lie far off)."""
    def fine(delta: int) -> bool:
        return shows([*scores[:k], scores[k] + step * delta, *scores[k + 1:]])

    good = 0
    for delta in range(1, SPAN + 1):
        if not fine(delta):
            return scores[k] + step * good
        good = delta
    bad = good * 2
    while bad <= LEAP and fine(bad):
        good, bad = bad, bad * 2
    if bad > LEAP:
        return scores[k] + step * good
    while bad - good > 1:
        middle = (good + bad) // 2
        good, bad = (middle, bad) if fine(middle) else (good, middle)
    return scores[k] + step * good


def _shows(trial: Trial, seating: Seating, entry: dict[str, Any], scores: Sequence[int],
           holds: Shows, number: int = 0) -> bool:
    """The engine plays the deal from these scores (the model's dealer dealing,
    ``number`` deals into the match) and it shows the property."""
    n = seating.players
    start = trial.game.new_initial_state(first_dealer=n - 1, scores=list(scores))
    start.hand_number = number
    played = play_entry(start, entry)
    return played is not None and bool(holds(played))


@dataclass(frozen=True)
class Position:
    """A real match stopped before a deal: the deals so far, the next deal's start."""

    deals: tuple[Deal, ...]
    next: Deal
    first_dealer: int
    players: str

    @staticmethod
    def reached(reach: Reached) -> Position:
        match = reach.match
        return Position(tuple(match.deals[:reach.index]), match.deals[reach.index],
                        match.first_dealer, match.players)


def steer(trial: Trial, seating: Seating, need: Need, entry: dict[str, Any],
          holds: Shows, starts: Sequence[Reached], steps: int = STEPS) -> Match | None:
    """A real match brought to scores the deal's needs allow, then dealt the deal (turned
    to its dealer): the whole match, the deal last; None when no steered match gets
    there."""
    for s, reach in enumerate(starts[:STARTS]):
        found = _steer_from(trial, seating, need, entry, holds, Position.reached(reach),
                            random.Random(f"steer:{s}"), steps)
        if found is not None:
            return found
    return None


def _steer_from(trial: Trial, seating: Seating, need: Need, entry: dict[str, Any],
                holds: Shows, here: Position, rng: random.Random,
                steps: int) -> Match | None:
    """From ``here``, up to ``steps`` deals nearer the needs each, dealing the deal as
    soon as they are met. Every deal played on the way is judged too: one that shows
    the property is as good a real match as the solver's deal."""
    for step in range(steps + 1):
        deal = here.next
        gap = need.distance(model_scores(seating, deal.prior, deal.dealer), deal.number)
        if gap == 0:
            shown = _deal_here(here, seating, entry, holds)
            if shown is not None:
                return shown
        if step == steps:
            return None
        nearer = _next(trial, here, need, seating, rng, holds, CHOICES * (4 if gap <= 3 else 1))
        if nearer is None:
            return None
        if isinstance(nearer, Match):
            return nearer
        here = nearer
        if TRACE:
            scores = model_scores(seating, here.next.prior, here.next.dealer)
            print(f"  [steer {step}: {scores} at "
                  f"{need.distance(scores, here.next.number)}]", file=sys.stderr)
    return None


def _deal_here(here: Position, seating: Seating, entry: dict[str, Any],
               holds: Shows) -> Match | None:
    """The deal, turned to the next dealer, played there: the match, if it shows it."""
    deal = here.next
    if deal.start is None:
        return None
    turned = turned_deal(entry, turn(seating, deal.dealer), seating.players)
    match = play_entry_match(deal.start, turned, here.deals, here.first_dealer)
    if match is None:
        return None
    played = match.deals[-1].played
    if played is None or not holds(played):
        return None
    match.players = f"{here.players}, steered"
    return match


def _next(trial: Trial, here: Position, need: Need, seating: Seating, rng: random.Random,
          holds: Shows, choices: int) -> Position | Match | None:
    """Of ``choices`` deals the engine plays from here, one that changes the scores and
    leaves the match going on nearest the needs (a random one of the nearest); or, at
    once, a match whose deal shows the property."""
    def gap(scores: Sequence[int], number: int) -> tuple[int, int]:
        return need.distance(scores, number), need.order(scores)

    found = _onward(trial, here, gap, seating, rng, holds, choices)
    if isinstance(found, Match):
        return found
    if not found:
        return None
    nearest = min(g for g, _ in found)
    return rng.choice([p for g, p in found if g == nearest])


Gap = Callable[[Sequence[int], int], tuple[int, int]]
"""How far scores (in the model's sides, the deal's count) are from where a match is
steered."""


def _onward(trial: Trial, here: Position, gap: Gap, seating: Seating, rng: random.Random,
            holds: Shows, choices: int) -> list[tuple[tuple[int, int], Position]] | Match:
    """``choices`` deals the engine plays from here that change the scores and leave the
    match going on, each with its ``gap``; or, at once, a match whose deal shows the
    property."""
    game = trial.game
    start = here.next.start
    if start is None or start.is_terminal():
        return []
    found: list[tuple[tuple[int, int], Position]] = []
    for c in range(choices):
        names = ["random" if (c + seat) % 2 else "heuristic" for seat in range(game.num_players)]
        key = f"{rng.random()}"
        agents = [make_agent(name, game, seat, key) for seat, name in enumerate(names)]
        again = play(game, agents, random.Random(key), f"{here.players}, steered",
                     start=start, prefix=here.deals, first_dealer=here.first_dealer,
                     limit=len(here.deals) + 1)
        played = again.deals[-1].played if len(again.deals) > len(here.deals) else None
        if played is not None and holds(played):
            return again
        if again.over or again.next is None or again.next.prior == here.next.prior:
            continue  # the match ended, or the deal changed no score (thrown in)
        nxt = again.next
        scores = model_scores(seating, nxt.prior, nxt.dealer)
        found.append((gap(scores, nxt.number),
                      Position(tuple(again.deals), nxt, here.first_dealer, here.players)))
    return found


PAST_STEPS = 40
"""Deals a match steered past the target plays at most."""

BRINK = 2
"""Points short of the target, summed over the two highest sides, from which (and from
past the target) a steered match tries :data:`BRINK_CHOICES` times as many deals at each
step, and is kept where it is until one is nearer."""

BRINK_CHOICES = 8


def steer_past(trial: Trial, seating: Seating, need: Need, entry: dict[str, Any],
               holds: Shows, starts: Sequence[Reached]) -> Match | None:
    """Where the needs have a side stand at or past the target and the match still go on
    (rules under which reaching the target does not always win: when two sides reach it
    in one deal, say), a match steered by the needs alone ends as soon as a side gets
    there. So the two highest sides are steered together to just short of the target,
    then past it with the match going on, and only then by the needs; near and past the
    target many deals are tried at each step, and a match is kept where it is until one
    is nearer. Every deal played on the way is judged; the deal is dealt where the needs
    are met."""
    w = trial.variant.winning
    at = w.target
    if w.hands is not None or not any(lo is not None and lo >= at for lo in need.low):
        return None

    def rank(scores: Sequence[int], number: int) -> tuple[int, int]:
        top = sorted(scores, reverse=True)[:2]
        if top[0] >= at:
            return 0, need.distance(scores, number)
        return 1, sum(at - 1 - s for s in top)

    def gap(here: Position) -> tuple[int, int]:
        deal = here.next
        return rank(model_scores(seating, deal.prior, deal.dealer), deal.number)

    ordered = sorted((Position.reached(r) for r in starts), key=gap)
    for s, here in enumerate(ordered[:STARTS]):
        rng = random.Random(f"steer:past:{s}")
        for step in range(PAST_STEPS):
            near = gap(here)
            if near == (0, 0):
                shown = _deal_here(here, seating, entry, holds)
                if shown is not None:
                    return shown
            close = near[0] == 0 or near[1] <= BRINK
            onward = _onward(trial, here, rank, seating, rng, holds,
                             CHOICES * (BRINK_CHOICES if close else 1))
            if isinstance(onward, Match):
                return onward
            if close:
                onward.append((near, here))
            if not onward:
                break
            nearest = min(g for g, _ in onward)
            here = rng.choice([p for g, p in onward if g == nearest])
            if TRACE:
                scores = model_scores(seating, here.next.prior, here.next.dealer)
                print(f"  [steer past {step}: {scores} at {nearest}]", file=sys.stderr)
    return None
