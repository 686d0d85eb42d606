"""OpenSpiel's ISMCTS against pitchspec's heuristic player, deal by deal.

Run: python benchmarks/bench_ismcts.py [--variant NAME] [--deals N] [--simulations S]

One ISMCTS bot (random rollouts, UCT constant 2, ``--simulations`` per move, sampling
worlds with ``resample_from_infostate``) sits in one seat, pitchspec's heuristic
player in every other; the bot's seat moves round the table deal by deal. Each game is
one scored deal (``max_hands`` 1): its return is the bot side's points minus the best
other side's, over the match target. Printed: deals won (return above 0), lost, even,
the mean return of the bot and of the heuristic seats, and the time per deal. Nothing
is asserted. Deterministic: deal ``d`` seeds the cards, the bot and the heuristic
players with ``d`` (:func:`pitchspec.openspiel.arena.ismcts`).
"""

from __future__ import annotations

import argparse
import random
import time

import pyspiel

import pitchspec.openspiel as po
from pitchspec.agents import make_agent
from pitchspec.openspiel.arena import ismcts, play


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="auction_pitch")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--simulations", type=int, default=50)
    args = parser.parse_args()
    game = pyspiel.load_game(po.PREFIX + args.variant)
    n = game.num_players()
    won = lost = even = 0
    bot_total = other_total = 0.0
    start = time.perf_counter()
    for deal in range(args.deals):
        seat = deal % n
        bot = ismcts(game, deal, args.simulations)
        agents = [None if s == seat else make_agent("heuristic", game.engine, s, deal)
                  for s in range(n)]
        returns = play(game, {seat: bot}, agents, random.Random(deal)).returns
        mine = returns[seat]
        won, lost, even = won + (mine > 0), lost + (mine < 0), even + (mine == 0)
        bot_total += mine
        other_total += sum(r for s, r in enumerate(returns) if s != seat) / (n - 1)
    seconds = time.perf_counter() - start
    print(f"{args.variant}: ISMCTS ({args.simulations} simulations a move) in one seat, "
          f"heuristic in the other {n - 1}, {args.deals} deals")
    print(f"  ISMCTS side won {won}, lost {lost}, even {even} "
          f"({100 * won / args.deals:.0f}% won)")
    print(f"  mean return: ISMCTS {bot_total / args.deals:+.3f}, "
          f"heuristic seats {other_total / args.deals:+.3f}")
    print(f"  {seconds / args.deals:.2f} s a deal")


if __name__ == "__main__":
    main()
