"""Simulation statistics for the rulebook pages: ``<data folder>/<variant>.stats.json``.

Each variant is simulated with heuristic players by default (random players run on
the batch kernel where it applies, every other player on the reference engine), with
a fixed seed so the published figures are reproducible; the file is exactly
``pitchspec simulate SPEC --format json`` with the same ``--agents``, and names its
players (``"agents"``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path

from pitchspec.agents import DEFAULT_AGENT
from pitchspec.engine.game import Game
from pitchspec.engine.kernel import supports
from pitchspec.matches.stats import run_simulation
from pitchspec.model import Variant
from pitchspec.output import make_folder, write_atomic
from pitchspec.pipeline import load_all

SEED = 1


def write_stats(spec_dir: Path, data_dir: Path, matches: int, workers: int, max_hands: int,
                done: Callable[[str], None] | None = None,
                agents: tuple[str, ...] = (DEFAULT_AGENT,),
                budget: int | None = None) -> list[Path]:
    """Simulate every spec in ``spec_dir``; write one stats file per variant."""
    return simulate_all(load_all(spec_dir), data_dir, matches, workers, max_hands, done,
                        agents, budget)


def simulate_all(variants: Sequence[Variant], data_dir: Path, matches: int, workers: int,
                 max_hands: int, done: Callable[[str], None] | None = None,
                 agents: tuple[str, ...] = (DEFAULT_AGENT,),
                 budget: int | None = None) -> list[Path]:
    """Simulate each variant between ``agents`` (one name for every seat: a variant's
    tables differ in size); write one stats file per variant into ``data_dir``."""
    make_folder(data_dir)
    written = []
    for variant in variants:
        game = Game(variant, max_hands=max_hands)
        data = run_simulation(game, matches, SEED, workers, use_batch=not supports(variant),
                              agents=agents, budget=budget)
        written.append(_write_json(data_dir / f"{variant.name}.stats.json", data))
        if done is not None:
            done(variant.name)
    return written


def _write_json(path: Path, data: object) -> Path:
    """Write through a temporary file and rename, so no half-written file is left (and
    PS006 when the folder cannot take it)."""
    write_atomic(path, json.dumps(data, indent=2))
    return path
