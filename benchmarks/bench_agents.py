"""Players worth playing against: per bundled variant, match length and hand-limit
draws with heuristic players, and win rates of heuristic against random and of pimc
against heuristic.

Run: python benchmarks/bench_agents.py [--matches N] [--seconds S] [--variant NAME ...]
                                       [--versus-random N] [--pimc N] [--budget B]

Targets (printed beside the figures, never asserted): fewer than 1 in 100 heuristic
matches reaches the hand limit in every variant; Auction Pitch to 11 lasts about 8-20
hands; heuristic seats win at least 90% of 4-player Auction Pitch matches against
random seats (seats alternate heuristic/random and change places every match);
pimc at budget 100 wins at least 55% against heuristic; 1,000 heuristic matches of
any variant take at most 30 s on one core (extrapolated from the matches played).
Every run is time-bounded: ``--seconds`` caps each variant's heuristic matches.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from pitchspec import catalogue, load
from pitchspec.agents import make_agents
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.driver import play_match
from pitchspec.engine.game import Game


@dataclass(frozen=True)
class Run:
    matches: int
    hands: tuple[int, ...]
    draws: int
    seconds: float

    @property
    def mean(self) -> float:
        return sum(self.hands) / len(self.hands) if self.hands else 0.0


def selfplay(game: Game, matches: int, seconds: float) -> Run:
    """Heuristic players in every seat, until ``matches`` or ``seconds`` run out."""
    hands, draws, start = [], 0, time.perf_counter()
    for seed in range(matches):
        if time.perf_counter() - start > seconds:
            break
        result = play_match(game, make_agents(["heuristic"], game, seed), random.Random(seed))
        hands.append(result.hands)
        draws += result.state.drawn
    return Run(len(hands), tuple(hands), draws, time.perf_counter() - start)


def versus(game: Game, first: str, second: str, matches: int, budget: int | None,
           seconds: float) -> tuple[int, int, float]:
    """Matches won by ``first``'s seats against ``second``'s, the seats alternating and
    changing places every match: (won, played, seconds)."""
    n = game.num_players
    won = played = 0
    start = time.perf_counter()
    for seed in range(matches):
        if time.perf_counter() - start > seconds:
            break
        names = [first if (s + seed) % 2 == 0 else second for s in range(n)]
        result = play_match(game, make_agents(names, game, seed, budget), random.Random(seed))
        played += 1
        won += any(names[s] == first for s in range(n)
                   if game.seating.sides[s] in result.winners)
    return won, played, time.perf_counter() - start


def table(names: Sequence[str], matches: int, seconds: float) -> None:
    print(f"{'variant':34} {'matches':>7} {'hands':>6} {'min':>4} {'max':>4} {'draws':>5} "
          f"{'1000 matches':>12}")
    for name in names:
        path = catalogue.find(name)
        try:
            game = Game(load(path if path is not None else name))
        except EngineError:
            print(f"{name:34} the engine cannot play it")
            continue
        run = selfplay(game, matches, seconds)
        per_1000 = run.seconds / max(run.matches, 1) * 1000
        print(f"{name:34} {run.matches:7d} {run.mean:6.1f} {min(run.hands):4d} "
              f"{max(run.hands):4d} {run.draws:5d} {per_1000:11.0f}s", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=100,
                        help="heuristic matches per variant (default 100)")
    parser.add_argument("--seconds", type=float, default=20.0,
                        help="time cap per variant and per match-up (default 20)")
    parser.add_argument("--variant", action="append", default=None,
                        help="only these variants (default: every bundled variant)")
    parser.add_argument("--versus-random", type=int, default=2000,
                        help="auction_pitch matches, heuristic against random (default 2000)")
    parser.add_argument("--pimc", type=int, default=20,
                        help="auction_pitch matches, pimc against heuristic (default 20)")
    parser.add_argument("--budget", type=int, default=100, help="pimc playouts per decision")
    args = parser.parse_args()
    print("heuristic players in every seat (targets: draws < 1 in 100; "
          "Auction Pitch 8-20 hands; 1,000 matches <= 30 s)")
    table(args.variant or catalogue.names(), args.matches, args.seconds)
    game = Game(load(catalogue.find("auction_pitch") or "auction_pitch"), 4)
    won, played, spent = versus(game, "heuristic", "random", args.versus_random, None,
                                max(args.seconds, 300.0))
    print(f"auction_pitch, heuristic vs random: won {won} of {played} "
          f"({100 * won / max(played, 1):.1f}%; target >= 90%) in {spent:.0f}s")
    won, played, spent = versus(game, "pimc", "heuristic", args.pimc, args.budget,
                                max(args.seconds, 600.0))
    print(f"auction_pitch, pimc (budget {args.budget}) vs heuristic: won {won} of {played} "
          f"({100 * won / max(played, 1):.1f}%; target >= 55%) in {spent:.0f}s")


if __name__ == "__main__":
    main()
