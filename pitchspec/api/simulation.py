"""Many matches played, as ``pitchspec simulate`` plays them, kept as a :class:`Report`."""

from __future__ import annotations

import io
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pitchspec.model import Variant

ENGINES = ("auto", "batch", "reference")


@dataclass(frozen=True)
class Report:
    """What happened in a run of matches (docs/statistics.rst tells every figure)."""

    data: dict[str, Any]
    """The report as ``pitchspec simulate SPEC --format json`` prints it: the players, the
    seed, the made-rate of each bid with its 95% interval, points per hand, who took
    each point, match length, wins by side and by seat, lead changes, the deciding
    point, and the engine that played (``batch`` or ``reference``)."""

    @property
    def text(self) -> str:
        """The report as ``pitchspec simulate`` prints it: its tables, 120 columns."""
        from rich.console import Console

        from pitchspec.matches.report import print_report

        out = io.StringIO()
        print_report(self.data, Console(file=out, width=120, color_system=None))
        return out.getvalue()

    def __str__(self) -> str:
        return self.text


def simulate(variant: Variant, matches: int, seed: int | None, agents: str | Sequence[str],
             jobs: int, players: int | None, teams: int | None, max_hands: int,
             budget: int, engine: str) -> Report:
    """Play ``matches`` matches of ``variant`` as ``pitchspec simulate`` does (see
    :meth:`pitchspec.Spec.simulate`): the batch kernel only for random players in a
    variant it runs, unless ``engine`` says otherwise."""
    from pitchspec.agents import expand
    from pitchspec.api.match import agent_names
    from pitchspec.engine import EngineError, Game
    from pitchspec.matches.stats import batch_refusal, run_simulation

    if engine not in ENGINES:
        raise ValueError(f"engine must be one of {', '.join(ENGINES)}, not {engine!r}")
    if matches < 1 or jobs < 1:
        raise ValueError("give at least one match and one job")
    game = Game(variant, players, teams, max_hands)
    names = expand(agent_names(agents), game.num_players)
    refused = batch_refusal(names)
    if engine == "batch" and refused is not None:
        raise ValueError(f"{refused}: give agents='random'")
    use_batch = False
    if engine != "reference" and refused is None:
        from pitchspec.engine.kernel import refusal

        lacks = refusal(variant, game.num_players, teams)
        if engine == "batch" and lacks is not None:
            raise EngineError([lacks])
        use_batch = lacks is None
    seed = random.SystemRandom().randrange(1_000_000) if seed is None else seed
    return Report(run_simulation(game, matches, seed, jobs, use_batch, teams, None, names,
                                 None, budget))
