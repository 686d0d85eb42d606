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
from pitchspec.engine.core.rules import Seating
from pitchspec.smt.falsify import Trial
from pitchspec.smt.matches import Deal, Match, play, play_entry, play_entry_match
from pitchspec.smt.paths import Reached, model_scores, turn, turned_deal
from pitchspec.smt.solver import _TRACE

SPAN = 12
"""How far from the deal's own score each side's need is looked for."""

CHOICES = 16
"""Deals the engine plays from a state, of which the nearest to the needs is kept."""

STEPS = 24
"""Deals a steered match plays at most."""

STARTS = 3
"""Reached states a steered match starts from, nearest first."""


@dataclass(frozen=True)
class Need:
    """The scores (in the model's sides) the deal shows the property from: for each
    side, the least and most (the others as the deal found them); None where any score
    does. The sides that matter may also move together, by any of ``shifts``, keeping
    their differences (two players tied, one a point ahead...)."""

    low: tuple[int | None, ...]
    high: tuple[int | None, ...]
    shifts: tuple[int, ...] = (0,)

    def distance(self, scores: Sequence[int]) -> int:
        """How many points the scores are away from meeting the needs."""
        return min(self._distance(scores, t) for t in self.shifts)

    def _distance(self, scores: Sequence[int], shift: int) -> int:
        out = 0
        for s, lo, hi in zip(scores, self.low, self.high, strict=True):
            if lo is not None and s < lo + shift:
                out += lo + shift - s
            if hi is not None and s > hi + shift:
                out += s - hi - shift
        return out


Shows = Callable[[Any], bool]


def needs(trial: Trial, seating: Seating, entry: dict[str, Any], prior: Sequence[int],
          holds: Shows) -> Need | None:
    """What the deal ``entry`` (as the model deals it: the last seat deals) needs of the
    scores to show the property, read by playing it from other scores; None when it does
    not show it even from its own."""
    if not _shows(trial, seating, entry, prior, holds):
        return None
    scores = list(prior)
    low: list[int | None] = list(prior)
    high: list[int | None] = list(prior)
    for k in range(len(scores)):
        trial_scores = [*scores[:k], 0, *scores[k + 1:]]
        if _shows(trial, seating, entry, trial_scores, holds):
            scores[k] = 0
            low[k] = high[k] = None
            continue
        low[k] = _edge(trial, seating, entry, scores, k, -1, holds)
        high[k] = _edge(trial, seating, entry, scores, k, +1, holds)
    matter = [k for k in range(len(scores)) if low[k] is not None]
    return Need(tuple(low), tuple(high), _shifts(trial, seating, entry, scores, matter, holds))


def _shifts(trial: Trial, seating: Seating, entry: dict[str, Any], scores: list[int],
            matter: list[int], holds: Shows) -> tuple[int, ...]:
    """How far the sides that matter may move together, the deal still showing it: a
    few points either way, and as far as brings the highest of them within a few
    points of the target (a pair tied far past it may be tied just past it)."""
    if not matter:
        return (0,)
    at = trial.variant.winning.target
    top = max(scores[k] for k in matter)
    tried = sorted({*range(-2 * SPAN, 2 * SPAN + 1),
                    *(at - top + d for d in range(-SPAN, SPAN + 1))}, key=abs)
    found = [t for t in tried if t == 0 or _shows(
        trial, seating, entry, [s + t if k in matter else s for k, s in enumerate(scores)],
        holds)]
    return tuple(sorted(found))


def _edge(trial: Trial, seating: Seating, entry: dict[str, Any], scores: list[int], k: int,
          step: int, holds: Shows) -> int:
    """The furthest score of side ``k`` (going ``step`` at a time) the deal still shows
    the property from, the others as they are."""
    edge = scores[k]
    for delta in range(1, SPAN + 1):
        moved = [*scores[:k], scores[k] + step * delta, *scores[k + 1:]]
        if not _shows(trial, seating, entry, moved, holds):
            break
        edge = scores[k] + step * delta
    return edge


def _shows(trial: Trial, seating: Seating, entry: dict[str, Any], scores: Sequence[int],
           holds: Shows) -> bool:
    """The engine plays the deal from these scores (the model's dealer dealing) and it
    shows the property."""
    n = seating.players
    start = trial.game.new_initial_state(first_dealer=n - 1, scores=list(scores))
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
        gap = need.distance(model_scores(seating, deal.prior, deal.dealer))
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
        if _TRACE:
            scores = model_scores(seating, here.next.prior, here.next.dealer)
            print(f"  [steer {step}: {scores} at {need.distance(scores)}]", file=sys.stderr)
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
    """Of ``choices`` deals the engine plays from here, the one that leaves the match
    going on nearest the needs (ties: the first); or, at once, a match whose deal
    shows the property."""
    game = trial.game
    start = here.next.start
    if start is None or start.is_terminal():
        return None
    best: tuple[int, Position] | None = None
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
        if again.over or again.next is None:
            continue
        nxt = again.next
        gap = need.distance(model_scores(seating, nxt.prior, nxt.dealer))
        if best is None or gap < best[0]:
            best = (gap, Position(tuple(again.deals), nxt, here.first_dealer, here.players))
    return best[1] if best is not None else None
