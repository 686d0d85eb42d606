"""Falsifying by play: before any solving, real matches judged deal by deal.

``verify`` first plays a seeded set of whole matches at the verifier's table (heuristic
and random players mixed, from 0-0, then continued other ways from states those matches
reached: near or past the target, deep in the hole) and judges every property and claim
of one deal on every deal they played, with the engine's own evaluator (each
obligation's ``holds_on``, the same check a solver's counterexample must pass). A deal
that breaks a property stated of every deal refutes it at once, and one that shows a
property stated of some deal proves it; either way the verdict rests on a real match,
whose deals up to that one are its deal file (``pitchspec play --deal`` replays it from
0-0). Whatever play settles needs no solving; the rest goes to the solver, and every
proof it gives is one no deal played here contradicts.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from pitchspec import model as m
from pitchspec.agents import make_agent
from pitchspec.engine import Game, Seating
from pitchspec.smt.encode.context import Obligation
from pitchspec.smt.witness.examples import played_trick
from pitchspec.smt.witness.matches import Deal, Match, play, table
from pitchspec.smt.witness.replay import Played

MATCHES = 12
"""Matches played from 0-0 for each variant at least (a third each with heuristic
players, random players, and the two alternating round the table)..."""

DEALS = 400
"""... and more, up to :data:`MOST_MATCHES`, until this many deals are played."""

MOST_MATCHES = 60

BRANCHES = 16
"""Reached states each continued another way (other players, other cards)."""

BRANCH_DEALS = 4
"""Deals each continuation plays at most."""


@dataclass
class Trial:
    """The matches played for one variant, and where each deal stands."""

    variant: m.Variant
    game: Game
    matches: list[Match] = field(default_factory=list)

    def hands(self) -> Iterator[tuple[Match, int]]:
        """Every deal with something to judge, as (its match, its index there); a deal
        several matches share (a continued match's first deals) once."""
        seen: set[int] = set()
        for match in self.matches:
            for i, deal in enumerate(match.deals):
                if deal.played is not None and id(deal) not in seen:
                    seen.add(id(deal))
                    yield match, i

    def starts(self) -> Iterator[tuple[Match, int]]:
        """Every deal's start, as (its match, its index there), each kept deal once."""
        seen: set[int] = set()
        for match in self.matches:
            for i, deal in enumerate(match.deals):
                if id(deal) not in seen:
                    seen.add(id(deal))
                    yield match, i

    def count(self) -> int:
        return sum(1 for _ in self.starts())


def _who(names: Sequence[str]) -> str:
    return names[0] if len(set(names)) == 1 else ", ".join(names)


def _players(k: int, n: int) -> list[str]:
    if k % 3 == 0:
        return ["heuristic"] * n
    if k % 3 == 1:
        return ["random"] * n
    return ["heuristic" if (s + k) % 2 else "random" for s in range(n)]


def play_trial(variant: m.Variant, seating: Seating, deals: int = DEALS,
               branches: int = BRANCHES, branch_deals: int = BRANCH_DEALS,
               tries: int = 1, seed: str = "falsify") -> Trial:
    """Matches from 0-0 (:data:`MATCHES` at least, then more until ``deals`` deals are
    played), then ``branches`` of the states they reached continued for up to
    ``branch_deals`` deals each."""
    game = table(variant, seating)
    trial = Trial(variant, game)
    n = game.num_players
    played = 0
    k = 0
    while k < MATCHES or (played < deals and k < MOST_MATCHES):
        names = _players(k, n)
        agents = [make_agent(name, game, seat, f"{seed}:{k}") for seat, name in
                  enumerate(names)]
        match = play(game, agents, random.Random(f"{seed}:{k}"), _who(names),
                     first_dealer=k % n)
        trial.matches.append(match)
        played += len(match.deals)
        k += 1
    for j, (match, i) in enumerate(_interesting(trial, variant, branches)):
        for t in range(tries):
            names = _players(j + t + 1, n)
            key = f"{seed}:branch{j}:{t}"
            agents = [make_agent(name, game, seat, key) for seat, name in enumerate(names)]
            deal = match.deals[i]
            trial.matches.append(play(game, agents, random.Random(key),
                                      f"{match.players}, then {_who(names)}",
                                      start=deal.start, prefix=match.deals[:i],
                                      first_dealer=match.first_dealer,
                                      limit=i + branch_deals))
    return trial


def _interesting(trial: Trial, variant: m.Variant, count: int) -> list[tuple[Match, int]]:
    """The reached states most worth a second look, in turn: races (the most sides
    close to the target, the closest first), the highest leader (at or past the target,
    where the win rules decide), the deepest in the hole, and the rest in a seeded
    order; one per distinct scores and dealer."""
    seen: dict[tuple[tuple[int, ...], int], tuple[Match, int]] = {}
    for match, i in trial.starts():
        deal = match.deals[i]
        if deal.start is not None and not deal.start.is_terminal():
            seen.setdefault((deal.prior, deal.dealer), (match, i))
    keys = list(seen)
    target = variant.winning.target

    def race(key: tuple[tuple[int, ...], int]) -> tuple[int, int, tuple[int, ...]]:
        gaps = sorted(abs(target - s) for s in key[0])
        return (gaps[1] if len(gaps) > 1 else gaps[0], gaps[0], key[0])

    races = sorted(keys, key=race)
    high = sorted(keys, key=lambda k: (-max(k[0]), k))
    low = sorted(keys, key=lambda k: (min(k[0]), k))
    rest = list(keys)
    random.Random(f"interesting:{variant.name}").shuffle(rest)
    chosen: list[tuple[tuple[int, ...], int]] = []
    for group in zip(races, high, low, rest, strict=False):
        for key in group:
            if key not in chosen and len(chosen) < count:
                chosen.append(key)
    return [seen[k] for k in chosen]


@dataclass
class Shown:
    """A played deal that decides an obligation: a counterexample or a witness."""

    obligation: Obligation
    match: Match
    index: int

    @property
    def deal(self) -> Deal:
        return self.match.deals[self.index]


def judge(trial: Trial, obligations: Sequence[Obligation]) -> Shown | None:
    """The first played deal that decides one of these obligations (of one property):
    breaks it, for a property of every deal; shows it, for one of some deal."""
    hand = [ob for ob in obligations if ob.model in ("hand", "trick")]
    if not hand:
        return None
    for match, i in trial.hands():
        played = match.deals[i].played
        assert played is not None
        for ob in _distinct(hand):
            if _holds(ob, played):
                return Shown(ob, match, i)
    return None


def _distinct(obligations: Sequence[Obligation]) -> list[Obligation]:
    """One obligation per question a played deal answers (the trump cases of one
    question ask the same of a played deal)."""
    out: dict[tuple[str, str], Obligation] = {}
    for ob in obligations:
        out.setdefault((ob.property, str(ob.data.get("bid", ""))), ob)
    return list(out.values())


def _holds(ob: Obligation, played: Played) -> bool:
    """The deal decides the obligation: by its own condition, or for a property of one
    trick, by a trick of the deal."""
    if ob.model == "trick":
        return played_trick(ob.property, played) is not None
    return bool(ob.holds_on(played))
