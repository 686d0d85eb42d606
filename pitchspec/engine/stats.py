"""Simulation: many seeded matches between random players, and what they show.

Match ``i`` of a run with seed ``S`` is played with its own seed derived from ``S``
and ``i`` (:func:`match_seed`), so the statistics do not depend on how the matches
are split between worker processes (``--jobs``), and any single match can be watched
with ``pitchspec play SPEC --seed <its seed>``.

The statistics: for each contract (bid level or special bid), how often it was the
contract and how often it was made; the distribution of points awarded per hand; for
each point, how often it was awarded, its total value, and to whom (the bidding side
or the others; and by side); hands per match (mean, least, most, histogram); wins by
side; and how many matches the hand limit ended in a draw.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console
from rich.table import Table

from pitchspec import model as m
from pitchspec.engine.agents import seeded_agents
from pitchspec.engine.core.records import Award, Contract
from pitchspec.engine.driver import play_match
from pitchspec.engine.game import Game
from pitchspec.engine.human import side_name
from pitchspec.export import counting_order
from pitchspec.workers import pool_map


def match_seed(seed: int, index: int) -> int:
    """The seed of match ``index`` of a run seeded ``seed`` (a 63-bit number)."""
    digest = hashlib.sha256(f"pitchspec:{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def contract_key(contract: Contract) -> str:
    """How a contract is counted: its special bid's name, else its level."""
    if contract.special is not None:
        return contract.special
    return f"{contract.level} doubled" if contract.doubled else str(contract.level)


@dataclass
class PointTally:
    """How often one point was awarded, its total value, and to whom."""

    awarded: int = 0
    value: int = 0
    to_bidder: int = 0
    to_others: int = 0
    by_side: Counter[int] = field(default_factory=Counter)

    def merge(self, other: PointTally) -> None:
        self.awarded += other.awarded
        self.value += other.value
        self.to_bidder += other.to_bidder
        self.to_others += other.to_others
        self.by_side.update(other.by_side)


@dataclass
class Tally:
    """The statistics of some matches; tallies of disjoint matches merge exactly."""

    matches: int = 0
    hands: int = 0
    contracts: Counter[str] = field(default_factory=Counter)
    made: Counter[str] = field(default_factory=Counter)
    points_per_hand: Counter[int] = field(default_factory=Counter)
    points: dict[str, PointTally] = field(default_factory=dict)
    hands_per_match: Counter[int] = field(default_factory=Counter)
    wins: Counter[int] = field(default_factory=Counter)
    draws: int = 0

    def merge(self, other: Tally) -> None:
        self.matches += other.matches
        self.hands += other.hands
        self.contracts.update(other.contracts)
        self.made.update(other.made)
        self.hands_per_match.update(other.hands_per_match)
        self.wins.update(other.wins)
        self.points_per_hand.update(other.points_per_hand)
        for name, tally in other.points.items():
            self.points.setdefault(name, PointTally()).merge(tally)
        self.draws += other.draws

    def add_hand(self, played: dict[str, object], sides: tuple[int, ...]) -> None:
        """Count one scored hand (an entry of ``State.hands_played``)."""
        self.hands += 1
        contract = played["contract"]
        bidder_side = None
        if isinstance(contract, Contract):
            key = contract_key(contract)
            self.contracts[key] += 1
            self.made[key] += played["made"] is True
            bidder_side = sides[contract.bidder]
        awards = [a for group in ("during", "awards") for a in _awards(played[group])]
        self.points_per_hand[sum(a.value for a in awards)] += 1
        for award in awards:
            tally = self.points.setdefault(award.point, PointTally())
            tally.awarded += 1
            tally.value += award.value
            tally.by_side[award.side] += 1
            if bidder_side is not None:
                if award.side == bidder_side:
                    tally.to_bidder += 1
                else:
                    tally.to_others += 1


def _awards(value: object) -> Iterable[Award]:
    assert isinstance(value, tuple | list)
    return [a for a in value if isinstance(a, Award)]


@dataclass(frozen=True)
class Job:
    """A slice of a simulation run: matches ``start`` to ``stop - 1``."""

    variant: m.Variant
    players: int | None
    teams: bool | None
    max_hands: int
    seed: int
    start: int
    stop: int


def run_job(job: Job) -> Tally:
    """Play the job's matches with random players; their tally."""
    game = Game(job.variant, job.players, job.teams, job.max_hands)
    sides = game.seating.sides
    tally = Tally()
    for index in range(job.start, job.stop):
        seed = match_seed(job.seed, index)
        result = play_match(game, seeded_agents(game.num_players, seed), random.Random(seed))
        state = result.state
        tally.matches += 1
        for played in state.hands_played:
            tally.add_hand(played, sides)
        tally.hands_per_match[len(state.hands_played)] += 1
        if state.drawn:
            tally.draws += 1
        tally.wins.update(state.winners or ())
    return tally


def jobs_for(variant: m.Variant, matches: int, seed: int, players: int | None,
             teams: bool | None, max_hands: int, workers: int) -> list[Job]:
    """Split a run into chunks: several per worker, so the progress bar moves."""
    size = max(1, min(50, -(-matches // (workers * 4))))
    return [Job(variant, players, teams, max_hands, seed, start, min(matches, start + size))
            for start in range(0, matches, size)]


def simulate(jobs: list[Job], workers: int,
             progress: Callable[[int], None] | None = None) -> Tally:
    """Run the jobs (in worker processes when ``workers`` > 1) and merge their tallies;
    ``progress(n)`` is told each time ``n`` more matches are done."""
    total = Tally()
    for job, tally in zip(jobs, pool_map(run_job, jobs, workers), strict=True):
        total.merge(tally)
        if progress is not None:
            progress(job.stop - job.start)
    return total


BATCH_CHUNK = 2048
"""Matches per batch-kernel chunk: fixed, so results do not depend on --jobs."""


@dataclass(frozen=True)
class BatchJob:
    """A chunk of matches for the batch kernel: one lane per match."""

    variant: m.Variant
    players: int | None
    teams: bool | None
    max_hands: int
    seed: int
    chunk: int
    matches: int


def run_batch_job(job: BatchJob) -> Tally:
    """Play the chunk's matches in numpy lockstep; their tally."""
    from pitchspec.engine.batch import Batch

    batch = Batch(job.variant, job.players, lanes=job.matches, seed=match_seed(job.seed, job.chunk),
                  teams=job.teams, one_match=True, max_hands=job.max_hands)
    return batch.run_matches()


def batch_jobs(variant: m.Variant, matches: int, seed: int, players: int | None,
               teams: bool | None, max_hands: int) -> list[BatchJob]:
    return [BatchJob(variant, players, teams, max_hands, seed, i,
                     min(BATCH_CHUNK, matches - start))
            for i, start in enumerate(range(0, matches, BATCH_CHUNK))]


def simulate_batch(jobs: list[BatchJob], workers: int,
                   progress: Callable[[int], None] | None = None) -> Tally:
    """Run batch-kernel chunks, in worker processes when ``workers`` > 1."""
    total = Tally()
    for job, tally in zip(jobs, pool_map(run_batch_job, jobs, workers), strict=True):
        total.merge(tally)
        if progress is not None:
            progress(job.matches)
    return total


def run_simulation(game: Game, matches: int, seed: int, workers: int, use_batch: bool,
                   teams: bool | None = None,
                   progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    """Simulate ``matches`` matches of a compiled game and return the report data;
    the batch kernel when ``use_batch``, else the reference engine."""
    variant, players, limit = game.variant, game.num_players, game.max_hands
    if use_batch:
        tally = simulate_batch(batch_jobs(variant, matches, seed, players, teams, limit),
                               workers, progress)
    else:
        tally = simulate(jobs_for(variant, matches, seed, players, teams, limit, workers),
                         workers, progress)
    data = report_data(tally, game, seed)
    data["engine"] = "batch" if use_batch else "reference"
    return data


# --------------------------------------------------------------------------- reports


def _ordered_contracts(variant: m.Variant, keys: Iterable[str]) -> list[str]:
    specials = [b.name for b in variant.bidding.special]

    def key(name: str) -> tuple[int, float, str]:
        if name in specials:
            return (1, specials.index(name), name)
        head = name.split()[0]
        return (0, float(head) if head.isdigit() else 0.0, name)

    return sorted(keys, key=key)


def _ordered_points(variant: m.Variant, names: Iterable[str]) -> list[str]:
    order = [p.name for p in counting_order(variant)]
    return sorted(names, key=lambda n: (order.index(n) if n in order else len(order), n))


def report_data(tally: Tally, game: Game, seed: int) -> dict[str, Any]:
    """The statistics as JSON data."""
    variant = game.variant
    sides = game.seating.sides
    num_sides = game.seating.num_sides
    hands = sorted(tally.hands_per_match.elements())
    return {
        "variant": variant.name, "players": game.num_players, "sides": list(sides),
        "seed": seed, "matches": tally.matches, "hands": tally.hands,
        "contracts": {k: {"contracts": tally.contracts[k], "made": tally.made[k]}
                      for k in _ordered_contracts(variant, tally.contracts)},
        "points_per_hand": {str(k): tally.points_per_hand[k]
                            for k in sorted(tally.points_per_hand)},
        "points": {name: {"awarded": t.awarded, "value": t.value, "to_bidder": t.to_bidder,
                          "to_others": t.to_others,
                          "by_side": [t.by_side[s] for s in range(num_sides)]}
                   for name in _ordered_points(variant, tally.points)
                   for t in [tally.points[name]]},
        "hands_per_match": {
            "mean": round(sum(hands) / len(hands), 3) if hands else None,
            "min": hands[0] if hands else None, "max": hands[-1] if hands else None,
            "histogram": {str(k): tally.hands_per_match[k]
                          for k in sorted(tally.hands_per_match)}},
        "wins_by_side": [tally.wins[s] for s in range(num_sides)],
        "draws": tally.draws,
    }


def report_json(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2)


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def print_report(data: dict[str, Any], console: Console) -> None:
    """The statistics as tables, for people."""
    sides = tuple(data["sides"])
    console.print(f"{data['variant']}: {data['matches']} matches, {data['hands']} hands, "
                  f"{data['players']} players, seed {data['seed']}")
    if data["contracts"]:
        table = Table(title="Contracts")
        for column in ("bid", "contracts", "share", "made", "made %"):
            table.add_column(column, justify="right")
        for name, row in data["contracts"].items():
            table.add_row(name, str(row["contracts"]), _pct(row["contracts"], data["hands"]),
                          str(row["made"]), _pct(row["made"], row["contracts"]))
        console.print(table)
    _points_table(data, sides, console)
    table = Table(title="Points awarded per hand")
    table.add_column("points", justify="right")
    table.add_column("hands", justify="right")
    table.add_column("share", justify="right")
    for points, count in data["points_per_hand"].items():
        table.add_row(points, str(count), _pct(count, data["hands"]))
    console.print(table)
    per = data["hands_per_match"]
    console.print(f"hands per match: mean {per['mean']}, least {per['min']}, most {per['max']}")
    wins = ", ".join(f"{side_name(s, sides)} {w}" for s, w in enumerate(data["wins_by_side"]))
    console.print(f"wins: {wins}; draws by the hand limit: {data['draws']}")


def _points_table(data: dict[str, Any], sides: tuple[int, ...], console: Console) -> None:
    table = Table(title="Points")
    num_sides = len(set(sides))
    for column in ("point", "awarded", "per hand", "value", "to bidder", "to others"):
        table.add_column(column, justify="right")
    for s in range(num_sides):
        table.add_column(side_name(s, sides).split(" (")[0], justify="right")
    for name, row in data["points"].items():
        has_bid = row["to_bidder"] + row["to_others"] > 0
        per_hand = f"{row['awarded'] / data['hands']:.2f}" if data["hands"] else "-"
        table.add_row(name, str(row["awarded"]), per_hand,
                      str(row["value"]), str(row["to_bidder"]) if has_bid else "-",
                      str(row["to_others"]) if has_bid else "-",
                      *(str(n) for n in row["by_side"]))
    console.print(table)
