"""Simulation: many seeded matches between chosen players, and what they add up to.

Match ``i`` of a run with seed ``S`` is played with its own seed derived from ``S``
and ``i`` (:func:`match_seed`), by players made from that seed, so each match's
record is a function of (spec, seed, match index, players) alone. The matches are cut
into jobs; a job's tally is the sum of its matches' records, and the jobs' tallies are
merged in job order. So the statistics do not depend on how the jobs are spread over
worker processes (``--jobs``) or a Dask cluster (``--dask``), and any single match can be
watched with ``pitchspec play SPEC --seed <its seed>``.

What is counted is :class:`pitchspec.engine.core.tally.Tally`; the report is
:mod:`pitchspec.matches.report`.
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from pitchspec import model as m
from pitchspec.agents import AGENT_NAMES, AgentNameError, expand, make_agents, unknown
from pitchspec.agents.basic import Agent, generator, table_agents
from pitchspec.engine import Game, State, Tally
from pitchspec.matches.driver import (
    MatchPlayer,
    RandomTable,
    count_matches,
    match_seed,
    play_out,
)
from pitchspec.matches.report import report_data
from pitchspec.workers import run_map

RANDOM = "random"
"""The players the batch kernel can play: uniformly random legal choices."""

DEFAULT_AGENTS = (RANDOM,)
"""The library default (what the batch kernel plays); the commands default to
``pitchspec.agents.DEFAULT_AGENT``."""


def seat_agents(names: Sequence[str], players: int) -> tuple[str, ...]:
    """One agent name per seat: a single name fills every seat, else one name a seat;
    a name that is no player is refused here, before any match."""
    for name in names:
        if name not in AGENT_NAMES:
            raise AgentNameError(unknown(name))
    return expand(names, players)


def _make_agents(names: Sequence[str], game: Game, seed: int,
                 budget: int | None = None) -> list[Agent]:
    """The match's players, one a seat, made from the match's seed only: the single
    place where simulate makes players (``pitchspec.agents``; random seats all round
    are :func:`~pitchspec.agents.basic.table_agents`, what ``make_agents`` makes of
    them, made without asking for each seat by name)."""
    return _players(names, game, budget)(seed)


def _players(names: Sequence[str], game: Game,
             budget: int | None = None) -> Callable[[int], list[Agent]]:
    """What makes a match's players from its seed (:func:`_make_agents`), chosen once
    for a job's matches."""
    players = game.num_players
    if len(names) == players and all(name == RANDOM for name in names):
        return functools.partial(table_agents, players)
    return lambda seed: make_agents(names, game, seed, budget)


def reaches(variant: m.Variant) -> Callable[[int], bool]:
    """Whether a score reaches the variant's target ('over' wants more than it): the
    target below the score (or at most it), asked of the comparison itself."""
    w = variant.winning
    below = operator.lt if w.reach is m.Reach.OVER else operator.le
    return functools.partial(below, w.target)


def play_one(game: Game, names: Sequence[str], seed: int,
             budget: int | None = None) -> tuple[State, int]:
    """Play one match seeded ``seed``; its final state and its first dealer."""
    return play_out(game, _make_agents(names, game, seed, budget), generator(seed))


@dataclass(frozen=True)
class Job:
    """A slice of a simulation run: matches ``start`` to ``stop - 1``."""

    variant: m.Variant
    players: int | None
    teams: int | None
    max_hands: int
    seed: int
    start: int
    stop: int
    agents: tuple[str, ...] = DEFAULT_AGENTS
    """The players: one name for every seat, or one per seat (``pitchspec.agents``)."""
    budget: int | None = None

    @property
    def matches(self) -> int:
        return self.stop - self.start


def run_job(job: Job) -> Tally:
    """Play the job's matches between the job's players on the reference engine; their
    tally."""
    game = _game(job.variant, job.players, job.teams, job.max_hands)
    play = _match_player(seat_agents(job.agents, game.num_players), game, job.budget)
    tally = Tally()
    count_matches(tally, game, play, job.seed, job.start, job.stop, reaches(job.variant))
    return tally


def _match_player(names: Sequence[str], game: Game,
                  budget: int | None = None) -> MatchPlayer:
    """What plays a job's matches, each from its seed alone (:func:`play_one`): random
    players all round at one :class:`~pitchspec.matches.driver.RandomTable` for the
    job, its generators seeded again for each match, else the match's players made
    for it."""
    if len(names) == game.num_players and all(name == RANDOM for name in names):
        return RandomTable(game).play
    players = _players(names, game, budget)
    return lambda seed: play_out(game, players(seed), generator(seed))


def _game(variant: m.Variant, players: int | None, teams: int | None, max_hands: int) -> Game:
    """The game a job plays, compiled once per process for the run's jobs (its tables,
    plans and kept starts serve every match of the run alike). The jobs of a run in
    this process share one variant object: it is found by identity, without hashing
    the whole model again for every job."""
    table = (players, teams, max_hands)
    for kept, at, game in _LAST_GAME:
        if kept is variant and at == table:
            return game
    game = _compiled_game(variant, players, teams, max_hands)
    _LAST_GAME[:] = [(variant, table, game)]
    return game


_LAST_GAME: list[tuple[m.Variant, tuple[int | None, int | None, int], Game]] = []
"""The variant, the table and the game of the last job."""


@functools.lru_cache(maxsize=4)
def _compiled_game(variant: m.Variant, players: int | None, teams: int | None,
                   max_hands: int) -> Game:
    return Game(variant, players, teams, max_hands)


def jobs_for(variant: m.Variant, matches: int, seed: int, players: int | None,
             teams: int | None, max_hands: int, workers: int,
             agents: tuple[str, ...] = DEFAULT_AGENTS,
             budget: int | None = None) -> Iterator[Job]:
    """Split a run into chunks: several per worker, so the progress bar moves. The
    chunks are made as they are taken (a run of a million matches never lists its
    twenty thousand)."""
    size = max(1, min(50, -(-matches // (workers * 4))))
    for start in range(0, matches, size):
        yield Job(variant, players, teams, max_hands, seed, start,
                  min(matches, start + size), agents, budget)


BATCH_CHUNK = 2048
"""Matches per batch-kernel chunk: fixed, so results do not depend on --jobs."""


@dataclass(frozen=True)
class BatchJob:
    """A chunk of matches for the batch kernel: one lane per match."""

    variant: m.Variant
    players: int | None
    teams: int | None
    max_hands: int
    seed: int
    chunk: int
    matches: int


def run_batch_job(job: BatchJob) -> Tally:
    """Play the chunk's matches in numpy lockstep; their tally."""
    from pitchspec.engine.kernel import Batch

    batch = Batch(job.variant, job.players, lanes=job.matches, seed=match_seed(job.seed, job.chunk),
                  teams=job.teams, one_match=True, max_hands=job.max_hands)
    return batch.run_matches()


def batch_jobs(variant: m.Variant, matches: int, seed: int, players: int | None,
               teams: int | None, max_hands: int) -> Iterator[BatchJob]:
    """The run in chunks of :data:`BATCH_CHUNK` matches, made as they are taken."""
    for i, start in enumerate(range(0, matches, BATCH_CHUNK)):
        yield BatchJob(variant, players, teams, max_hands, seed, i,
                       min(BATCH_CHUNK, matches - start))


def simulate(jobs: Iterable[Job] | Iterable[BatchJob], workers: int,
             progress: Callable[[int], None] | None = None,
             dask: str | None = None) -> Tally:
    """Run the jobs and merge their tallies in job order: in this process, in
    ``workers`` processes, or on the Dask scheduler at ``dask``; ``progress(n)`` is told
    each time ``n`` more matches are done. The jobs are read as they are run and each
    tally is merged as it comes, so a run holds the same memory whatever its length."""
    work: Iterator[Job | BatchJob] = iter(jobs)
    first = next(work, None)
    if first is None:
        return Tally()
    fn: Callable[[Any], Tally] = run_job if isinstance(first, Job) else run_batch_job
    total: Tally | None = None
    for tally in run_map(fn, itertools.chain([first], work), workers, dask):
        if total is None:
            total = tally  # the first job's tally, what merging it into none would make
        else:
            total.merge(tally)
        if progress is not None:
            progress(tally.matches)
    return total if total is not None else Tally()



def batch_refusal(agents: Sequence[str]) -> str | None:
    """Why the batch kernel cannot play these players (it plays random players only)."""
    others = sorted({a for a in agents if a != RANDOM})
    if others:
        return f"the batch kernel plays only random players, not {', '.join(others)}"
    return None


def run_simulation(game: Game, matches: int, seed: int, workers: int, use_batch: bool,
                   teams: int | None = None,
                   progress: Callable[[int], None] | None = None,
                   agents: tuple[str, ...] = DEFAULT_AGENTS,
                   dask: str | None = None,
                   budget: int | None = None) -> dict[str, Any]:
    """Simulate ``matches`` matches of a compiled game and return the report data;
    the batch kernel when ``use_batch`` (random players only), else the reference
    engine; worker processes, or the Dask scheduler at ``dask``."""
    variant, players, limit = game.variant, game.num_players, game.max_hands
    names = seat_agents(agents, players)
    use_batch = use_batch and batch_refusal(names) is None
    jobs: Iterable[Job] | Iterable[BatchJob]
    if use_batch:
        jobs = batch_jobs(variant, matches, seed, players, teams, limit)
    else:
        jobs = jobs_for(variant, matches, seed, players, teams, limit, workers, names,
                        budget)
    tally = simulate(jobs, workers, progress, dask)
    data = report_data(tally, game, seed, names, budget)
    data["engine"] = "batch" if use_batch else "reference"
    return data
