"""How much stronger pimc is than the heuristic player, per variant (issue 32): for each
of ten varied bundled variants, matches of pimc (budget 100) against heuristic seats,
the seats alternating and changing places every match (match ``k`` is seeded ``k``;
seat ``s`` is pimc when ``s + k`` is even), with the 95% Wilson interval of pimc's
win rate.

Run: nice python benchmarks/bench_pimc_strength.py [--matches 200] [--budget 100]
         [--jobs 2] [--results FILE.jsonl] [--write docs/statistics.rst]
     python benchmarks/bench_pimc_strength.py --speed 3   (pimc's ms a decision)

Each finished match is appended to ``--results`` (a JSON line: variant, seed, who
won, deals, pimc's decisions and processor seconds, a digest of the match's
actions), so a run cut short resumes where it stopped and the digests show that a
faster pimc still makes the same decisions. ``--write`` puts the table between the
markers ``.. pimc-strength-start`` and ``.. pimc-strength-end`` of the given page.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import random
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any

from pitchspec import catalogue, engine, load
from pitchspec.agents import make_agents
from pitchspec.engine.game import Game
from pitchspec.matches.driver import play_match
from pitchspec.matches.report import wilson

VARIANTS = ("auction_pitch", "seven_up", "california_jack", "shasta_sam",
            "solo_auction_pitch", "classic_all_fours_three_or_more", "chicago_pitch",
            "caribbean_all_fours", "reverse_pitch", "new_yorker_pitch")
"""Ten varied variants: two and four players, partnerships and cut-throat, a stock
drawn from, hidden exchanges, reversed ranking, targets of 7 to 15 (matches short
enough that 200 of each, at about 300 ms of search a deal, take an hour or two)."""
START, END = ".. pimc-strength-start", ".. pimc-strength-end"

_GAMES: dict[str, Game] = {}


def game_of(name: str) -> Game:
    found = _GAMES.get(name)
    if found is None:
        path = catalogue.find(name)
        found = _GAMES[name] = Game(load(path if path is not None else name))
    return found


def one_match(name: str, seed: int, budget: int) -> dict[str, object]:
    """Match ``seed`` of ``name``: pimc in the seats ``s`` with ``s + seed`` even."""
    game = game_of(name)
    n = game.num_players
    names = ["pimc" if (s + seed) % 2 == 0 else "heuristic" for s in range(n)]
    agents = make_agents(names, game, seed, budget)
    cpu = time.process_time()
    result = play_match(game, agents, random.Random(seed))
    spent = time.process_time() - cpu
    won = any(names[s] == "pimc" for s in range(n) if game.seating.sides[s] in result.winners)
    digest = hashlib.sha256(repr(result.actions).encode()).hexdigest()[:16]
    return {"variant": name, "seed": seed, "pimc_won": won, "hands": result.hands,
            "decisions": sum(getattr(a, "searched", 0) for a in agents),
            "cpu": round(spent, 3), "actions": digest,
            "load": round(os.getloadavg()[0], 1)}


SPEED_VARIANTS = ("auction_pitch", "seven_up", "california_jack", "nine_five",
                  "contway_pitch")
"""Five variants for ``--speed``: Auction Pitch, a two-player game, a stock drawn
from, forced bids and hidden exchanges (the replays pimc must make differ most)."""


class Timed:
    """A pimc seat that counts the processor time of its searched decisions."""

    def __init__(self, agent: Any) -> None:
        self.agent, self.spent = agent, 0.0

    def act(self, observation: Any) -> int:
        start = time.process_time()
        action: int = self.agent.act(observation)
        self.spent += time.process_time() - start
        return action


def speed(names: Sequence[str], budget: int, deals: int) -> None:
    """Per variant: pimc in seat 0 against heuristic players, one deal a match over
    ``deals`` seeds; processor milliseconds per searched decision (one with more than
    one legal action)."""
    print(f"pimc (budget {budget}) in seat 0 against heuristic players, {deals} deals "
          f"each; target (issue 32): at most 5 ms a decision")
    for name in names:
        path = catalogue.find(name)
        game = Game(load(path if path is not None else name), max_hands=1)
        spent, searched = 0.0, 0
        for seed in range(deals):
            agents: list[Any] = list(make_agents(["heuristic"], game, seed))
            agents[0] = Timed(make_agents(["pimc"], game, seed, budget)[0])
            play_match(game, agents, random.Random(seed))
            spent += agents[0].spent
            searched += agents[0].agent.searched
        print(f"{name:34} {searched:5d} decisions {1000 * spent / max(searched, 1):7.1f} "
              f"ms a decision", flush=True)


def done_before(path: Path | None) -> list[dict[str, object]]:
    if path is None or not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def todo(names: Sequence[str], matches: int, done: set[tuple[str, int]]
         ) -> Iterator[tuple[str, int]]:
    for seed in range(matches):
        for name in names:
            if (name, seed) not in done:
                yield name, seed


def play_all(names: Sequence[str], matches: int, budget: int, jobs: int,
             results: Path | None) -> list[dict[str, object]]:
    rows = [r for r in done_before(results) if r["variant"] in names]
    done = {(str(r["variant"]), int(str(r["seed"]))) for r in rows}
    pending = iter(todo(names, matches, done))
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        running: set[Future[dict[str, object]]] = set()
        while True:
            for name, seed in pending:
                running.add(pool.submit(one_match, name, seed, budget))
                if len(running) >= 2 * jobs:
                    break
            if not running:
                return rows
            finished, running = wait(running, return_when=FIRST_COMPLETED)
            for future in finished:
                row = future.result()
                rows.append(row)
                if results is not None:
                    with results.open("a") as out:
                        out.write(json.dumps(row) + "\n")


def table(rows: Sequence[dict[str, object]], names: Sequence[str], matches: int,
          budget: int, command: str, machine: str) -> str:
    lines = [f"Measured by ``{command}`` ({machine}); match ``k`` is seeded ``k``, "
             f"``k`` from 0 to {matches - 1}, and seat ``s`` is pimc (budget {budget}) "
             "when ``s + k`` is even, heuristic otherwise. *Even play* is the rate "
             "pimc's seats would win playing no better than the heuristic (the share "
             "of the sides they sit on: two seats of a cut-throat four win half the "
             "matches by chance). A variant with fewer "
             f"matches than {matches} is a run cut short (the script resumes it "
             "with ``--results``).", "",
             ".. list-table::", "   :header-rows: 1", "",
             "   * - variant", "     - players", "     - matches", "     - pimc won",
             "     - 95% interval", "     - even play", "     - deals a match"]
    for name in names:
        mine = [r for r in rows if r["variant"] == name and int(str(r["seed"])) < matches]
        played = len(mine)
        won = sum(1 for r in mine if r["pimc_won"])
        low, high = wilson(won, played)
        deals = sum(int(str(r["hands"])) for r in mine) / max(played, 1)
        lines += [f"   * - {name}", f"     - {game_of(name).num_players}",
                  f"     - {played}", f"     - {100 * won / max(played, 1):.1f}%",
                  f"     - {100 * low:.1f}-{100 * high:.1f}%",
                  f"     - {100 * even_share(game_of(name)):.0f}%", f"     - {deals:.1f}"]
    return "\n".join(lines) + "\n"


def even_share(game: Game) -> float:
    """The share of matches pimc's seats would win if they played no better than the
    heuristic: the share of the sides it sits on (two seats of a cut-throat four are
    half the sides; a partnership of two, one side of two)."""
    sides = game.seating.sides
    shares = []
    for seed in (0, 1):
        held = {sides[s] for s in range(game.num_players) if (s + seed) % 2 == 0}
        shares.append(len(held) / len(set(sides)))
    return sum(shares) / len(shares)


def write(page: Path, text: str) -> None:
    """The table between the page's markers (the rest of the page untouched)."""
    content = page.read_text()
    head, _, rest = content.partition(START + "\n")
    _, found, tail = rest.partition(END + "\n")
    if not found:
        raise SystemExit(f"{page} has no '{START}' ... '{END}' block")
    page.write_text(f"{head}{START}\n\n{text}\n{END}\n{tail}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200, help="matches per variant")
    parser.add_argument("--budget", type=int, default=100, help="pimc playouts a decision")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--variant", action="append", default=None,
                        help="only these variants (default: the ten of VARIANTS)")
    parser.add_argument("--results", type=Path, default=None,
                        help="JSON lines of finished matches (read to resume, appended)")
    parser.add_argument("--write", type=Path, default=None,
                        help="put the table into this page between its markers")
    parser.add_argument("--table-only", action="store_true",
                        help="play nothing: the table of the matches in --results so far")
    parser.add_argument("--speed", type=int, default=0, metavar="DEALS",
                        help="only time pimc's decisions over DEALS deals of five variants")
    args = parser.parse_args()
    machine = (f"{platform.machine()}, {os.cpu_count()} cores, Python "
               f"{platform.python_version()}, engine {engine.build()}")
    print(f"machine: {machine}", flush=True)
    if args.speed:
        speed(args.variant or SPEED_VARIANTS, args.budget, args.speed)
        return
    names = tuple(args.variant or VARIANTS)
    if args.table_only:
        rows = [r for r in done_before(args.results) if r["variant"] in names]
    else:
        rows = play_all(names, args.matches, args.budget, args.jobs, args.results)
    command = (f"python benchmarks/bench_pimc_strength.py --matches {args.matches} "
               f"--budget {args.budget} --jobs {args.jobs}")
    loads = [float(str(r["load"])) for r in rows if "load" in r]
    if loads:
        machine += (f", load average {min(loads):.0f} to {max(loads):.0f} while it "
                    "played (other work shared the cores)")
    text = table(rows, names, args.matches, args.budget, command, machine)
    print(text)
    if args.write is not None:
        write(args.write, text)


if __name__ == "__main__":
    main()
