"""Players worth playing against: per bundled variant, match length and hand-limit
draws with heuristic players, and win rates of heuristic against random and of pimc
against heuristic.

Run: python benchmarks/bench_agents.py [--matches N] [--seconds S] [--variant NAME ...]
                                       [--versus-random N] [--pimc N] [--budget B]
                                       [--only table|random|pimc|worlds] [--first-seed K]

Targets (printed beside the figures, never asserted): fewer than 1 in 100 heuristic
matches reaches the hand limit in every variant; Auction Pitch to 11 lasts about 8-20
hands; heuristic seats win at least 90% of 4-player Auction Pitch matches against
random seats (seats alternate heuristic/random and change places every match);
pimc at budget 100 wins at least 55% against heuristic; 1,000 heuristic matches of
any variant take at most 5 s on one core (issue 32; extrapolated from the processor time of
the matches played, so a loaded machine does not inflate it).
``--only worlds`` counts, per variant with exchange steps, the sampled worlds pimc
rebuilt to its decision and those it had to refuse (the replayed deal does not show the
seat all it saw), and the decisions none of whose worlds was rebuilt (the heuristic's
action was taken), over ``--world-matches`` matches of three deals with pimc in seat 0.
Every run is time-bounded: ``--seconds`` caps each variant's heuristic matches and
each match-up. Win rates carry a 95% Wilson interval; a match-up prints a progress
line every ``--every`` matches so a run cut short still gives its figure.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pitchspec import catalogue, load
from pitchspec.agents import make_agents
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.game import Game
from pitchspec.matches.driver import play_match
from pitchspec.matches.report import wilson


@dataclass(frozen=True)
class Run:
    matches: int
    hands: tuple[int, ...]
    draws: int
    seconds: float
    cpu: float
    """Processor seconds of this process: the cost on one core, whatever the load."""

    @property
    def mean(self) -> float:
        return sum(self.hands) / len(self.hands) if self.hands else 0.0


def selfplay(game: Game, matches: int, seconds: float) -> Run:
    """Heuristic players in every seat, until ``matches`` or ``seconds`` run out."""
    hands, draws, start, cpu = [], 0, time.perf_counter(), time.process_time()
    for seed in range(matches):
        if time.perf_counter() - start > seconds:
            break
        result = play_match(game, make_agents(["heuristic"], game, seed), random.Random(seed))
        hands.append(result.hands)
        draws += result.state.drawn
    return Run(len(hands), tuple(hands), draws, time.perf_counter() - start,
               time.process_time() - cpu)


def rate(won: int, played: int) -> str:
    low, high = wilson(won, played)
    return (f"won {won} of {played} ({100 * won / max(played, 1):.1f}%, "
            f"95% CI {100 * low:.1f}-{100 * high:.1f}%)")


def versus(game: Game, first: str, second: str, matches: int, budget: int | None,
           seconds: float, first_seed: int = 0, every: int = 0) -> tuple[int, int, float]:
    """Matches won by ``first``'s seats against ``second``'s, the seats alternating and
    changing places every match: (won, played, seconds)."""
    n = game.num_players
    won = played = 0
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + matches):
        if time.perf_counter() - start > seconds:
            break
        names = [first if (s + seed) % 2 == 0 else second for s in range(n)]
        result = play_match(game, make_agents(names, game, seed, budget), random.Random(seed))
        played += 1
        won += any(names[s] == first for s in range(n)
                   if game.seating.sides[s] in result.winners)
        if every and played % every == 0:
            print(f"  ... {first} vs {second}: {rate(won, played)} after "
                  f"{time.perf_counter() - start:.0f}s", flush=True)
    return won, played, time.perf_counter() - start


def table(names: Sequence[str], matches: int, seconds: float) -> None:
    print(f"{'variant':34} {'matches':>7} {'hands':>6} {'min':>4} {'max':>4} {'draws':>5} "
          f"{'1000 matches (CPU)':>18}")
    for name in names:
        path = catalogue.find(name)
        try:
            game = Game(load(path if path is not None else name))
        except EngineError:
            print(f"{name:34} the engine cannot play it")
            continue
        run = selfplay(game, matches, seconds)
        per_1000 = run.cpu / max(run.matches, 1) * 1000
        print(f"{name:34} {run.matches:7d} {run.mean:6.1f} {min(run.hands):4d} "
              f"{max(run.hands):4d} {run.draws:5d} {per_1000:17.1f}s", flush=True)


class Unsearched:
    """A pimc seat that counts its searched decisions none of whose sampled worlds was
    rebuilt: the search found no world, so the heuristic's action was played."""

    def __init__(self, agent: Any) -> None:
        self.agent, self.none = agent, 0

    def act(self, observation: Any) -> int:
        searched, rebuilt = self.agent.searched, self.agent.rebuilt
        action: int = self.agent.act(observation)
        if self.agent.searched > searched and self.agent.rebuilt == rebuilt:
            self.none += 1
        return action


def worlds(names: Sequence[str], matches: int, budget: int) -> None:
    """Sampled worlds rebuilt and refused by pimc in seat 0 (heuristic elsewhere), and
    its decisions with no world rebuilt, for the variants whose exchange steps can hide
    cards."""
    print(f"{'variant':34} {'decisions':>9} {'rebuilt':>8} {'refused':>8} {'share':>6} "
          f"{'no world':>8}")
    for name in names:
        path = catalogue.find(name)
        try:
            game = Game(load(path if path is not None else name), max_hands=3)
        except EngineError:
            continue
        if not game.variant.exchange.steps:
            continue
        searched = rebuilt = refused = none = 0
        for seed in range(matches):
            names_ = ["pimc"] + ["heuristic"] * (game.num_players - 1)
            agents: list[Any] = list(make_agents(names_, game, seed, budget))
            search = agents[0]
            agents[0] = watched = Unsearched(search)
            play_match(game, agents, random.Random(seed))
            searched += search.searched
            rebuilt += search.rebuilt
            refused += search.refused
            none += watched.none
        share = 100 * rebuilt / max(rebuilt + refused, 1)
        print(f"{name:34} {searched:9d} {rebuilt:8d} {refused:8d} {share:5.0f}% {none:8d}",
              flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=100,
                        help="heuristic matches per variant (default 100)")
    parser.add_argument("--seconds", type=float, default=20.0,
                        help="time cap per variant (default 20)")
    parser.add_argument("--variant", action="append", default=None,
                        help="only these variants (default: every bundled variant)")
    parser.add_argument("--versus-random", type=int, default=2000,
                        help="auction_pitch matches, heuristic against random (default 2000)")
    parser.add_argument("--pimc", type=int, default=100,
                        help="auction_pitch matches, pimc against heuristic (default 100)")
    parser.add_argument("--budget", type=int, default=100, help="pimc playouts per decision")
    parser.add_argument("--matchup-seconds", type=float, default=600.0,
                        help="time cap per match-up (default 600)")
    parser.add_argument("--only", choices=("table", "random", "pimc", "worlds"),
                        action="append",
                        help="run only these parts (default: table, random and pimc)")
    parser.add_argument("--world-matches", type=int, default=3,
                        help="matches per variant for --only worlds (default 3)")
    parser.add_argument("--first-seed", type=int, default=0,
                        help="seed of the first match-up match (default 0)")
    parser.add_argument("--every", type=int, default=0,
                        help="print a match-up's progress every N matches (default: never)")
    args = parser.parse_args()
    parts = set(args.only or ("table", "random", "pimc"))
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python "
          f"{platform.python_version()}, load average {os.getloadavg()[0]:.1f}", flush=True)
    if "worlds" in parts:
        print(f"pimc worlds after hidden exchanges (budget {args.budget})")
        worlds(args.variant or catalogue.names(), args.world_matches, args.budget)
    if "table" in parts:
        print("heuristic players in every seat (targets: draws < 1 in 100; "
              "Auction Pitch 8-20 hands; 1,000 matches <= 5 s)")
        table(args.variant or catalogue.names(), args.matches, args.seconds)
    game = Game(load(catalogue.find("auction_pitch") or "auction_pitch"), 4)
    if "random" in parts:
        won, played, spent = versus(game, "heuristic", "random", args.versus_random, None,
                                    args.matchup_seconds, args.first_seed, args.every)
        print(f"auction_pitch (4 players), heuristic vs random: {rate(won, played)}; "
              f"target >= 90%; {spent:.0f}s", flush=True)
    if "pimc" in parts:
        won, played, spent = versus(game, "pimc", "heuristic", args.pimc, args.budget,
                                    args.matchup_seconds, args.first_seed, args.every)
        print(f"auction_pitch (4 players), pimc (budget {args.budget}) vs heuristic: "
              f"{rate(won, played)}; target >= 55%; {spent:.0f}s", flush=True)


if __name__ == "__main__":
    main()
