"""OpenSpiel's ISMCTS against pitchspec's heuristic player, and the resampler's census.

Run: python benchmarks/bench_ismcts.py [--variant NAME] [--deals N] [--simulations S]
                                       [--max-hands H]
     python benchmarks/bench_ismcts.py --census [--variant NAME ...] [--every K]
                                       [--seeds S ...]

Games: one ISMCTS bot (random rollouts, UCT constant 2, ``--simulations`` per move,
sampling worlds with ``resample_from_infostate``) sits in one seat, pitchspec's
heuristic player in every other; the bot's seat moves round the table game by game.
Each game lasts ``--max-hands`` scored deals (1 by default): its return is the bot
side's points minus the best other side's, over the match target. Printed: games won
(return above 0), lost, even, the mean return of the bot and of the heuristic seats,
the time per game, and the games the search gave up in (``ResampleError``, each named
by its seed). Deterministic: game ``g`` seeds the cards, the bot and the heuristic
players with ``g`` (:func:`pitchspec.openspiel.arena.ismcts`).

Census: random deals (uniform legal moves; ``--seeds``) of every bundled variant (or
the ``--variant`` ones); at every ``--every``-th decision, one resample for the player
to act, checked against his information state. Printed: calls that succeed, how many
needed a restart of the search or its rejection fallback, the slowest call.

Nothing is asserted; the machine is printed with the figures.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import pyspiel

import pitchspec.openspiel as po
from pitchspec.agents import make_agent
from pitchspec.catalogue import names
from pitchspec.openspiel import arena
from pitchspec.openspiel import resample as rs
from pitchspec.openspiel.arena import ismcts, play


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", nargs="*", default=None)
    parser.add_argument("--deals", type=int, default=40, help="games to play")
    parser.add_argument("--simulations", type=int, default=50)
    parser.add_argument("--max-hands", type=int, default=1)
    parser.add_argument("--census", action="store_true")
    parser.add_argument("--every", type=int, default=4)
    parser.add_argument("--seeds", type=int, nargs="*", default=[1, 2, 3])
    args = parser.parse_args()
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"load {os.getloadavg()[0]:.1f}")
    if args.census:
        census(args.variant or names(), args.seeds, args.every)
    else:
        for variant in args.variant or ["auction_pitch"]:
            games(variant, args.deals, args.simulations, args.max_hands)


def games(variant: str, count: int, simulations: int, hands: int) -> None:
    game = pyspiel.load_game(po.PREFIX + variant, {"max_hands": hands})
    n = game.num_players()
    won = lost = even = 0
    bot_total = other_total = 0.0
    gave_up: list[int] = []
    start = time.perf_counter()
    for g in range(count):
        seat = g % n
        agents = [None if s == seat else make_agent("heuristic", game.engine, s, g)
                  for s in range(n)]
        try:
            returns = play(game, {seat: ismcts(game, g, simulations)}, agents,
                           random.Random(g)).returns
        except po.ResampleError:
            gave_up.append(g)
            continue
        mine = returns[seat]
        won, lost, even = won + (mine > 0), lost + (mine < 0), even + (mine == 0)
        bot_total += mine
        other_total += sum(r for s, r in enumerate(returns) if s != seat) / (n - 1)
    seconds = time.perf_counter() - start
    played = max(1, count - len(gave_up))
    print(f"{variant}: ISMCTS ({simulations} simulations a move) in one seat, heuristic "
          f"in the other {n - 1}, {count} games of {hands} deal(s)")
    print(f"  ISMCTS side won {won}, lost {lost}, even {even} ({100 * won / played:.0f}% won)")
    print(f"  mean return: ISMCTS {bot_total / played:+.3f}, "
          f"heuristic seats {other_total / played:+.3f}")
    print(f"  ResampleError in {len(gave_up)} of {count} games {gave_up or ''}")
    print(f"  {seconds / count:.2f} s a game")


def census(variants: Sequence[str], seeds: Sequence[int], every: int) -> None:
    """One resample at every ``every``-th decision of a random deal per seed."""
    searches: Counter[int] = Counter()
    fallbacks = Counter[str]()
    module = vars(rs)  # count the searches and fallbacks each call runs
    module["_search"] = _counting(module["_search"], searches)
    module["rejection"] = _counting(module["rejection"], fallbacks)
    calls = ok = restarted = fell_back = 0
    slowest = (0.0, "")
    start = time.perf_counter()
    for variant in variants:
        failed, hard = [], []
        for seed in seeds:
            for made, state in _decision_points(variant, seed, every):
                searches.clear()
                fallbacks.clear()
                t = time.perf_counter()
                good = _resample_once(state, random.Random(seed * 1000 + made))
                took = time.perf_counter() - t
                calls, ok = calls + 1, ok + good
                restarted += searches.total() > 1
                fell_back += fallbacks.total() > 0
                if searches.total() > 1:
                    hard.append(f"seed {seed} decision {made}: {searches.total()} searches"
                                + (", rejection" if fallbacks.total() else ""))
                slowest = max(slowest, (took, f"{variant} seed {seed} decision {made}"))
                if not good:
                    failed.append(f"seed {seed} decision {made}")
        if failed:
            print(f"  {variant}: failed at {', '.join(failed)}")
        if hard:
            print(f"  {variant}: {'; '.join(hard)}")
    print(f"census: {len(variants)} variants, seeds {list(seeds)}, every {every}th decision")
    print(f"  {ok} of {calls} calls succeed; {restarted} needed a restart of the search, "
          f"{fell_back} its rejection fallback")
    print(f"  slowest call {slowest[0]:.2f} s ({slowest[1]}); "
          f"{time.perf_counter() - start:.0f} s in all")


def _counting(function: Callable[..., Any], counter: Counter[Any]) -> Callable[..., Any]:
    def counted(*args: Any) -> Any:
        counter[0] += 1
        return function(*args)
    return counted


def _resample_once(state: po.PitchState, rng: random.Random) -> bool:
    seat = state.current_player()
    try:
        sample = rs.resample(state, seat, rng)
    except rs.ResampleError:
        return False
    return bool(sample.information_state_string(seat) == state.information_state_string(seat))


def _decision_points(name: str, seed: int, every: int) -> list[tuple[int, po.PitchState]]:
    """Every ``every``-th decision point of one deal of uniform random moves."""
    return arena.decision_points(pyspiel.load_game(po.PREFIX + name), seed, every)


if __name__ == "__main__":
    main()
