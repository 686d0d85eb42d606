"""The wheel's build step that compiles the engine's hot path with mypyc.

A plain ``pip install .`` builds a wheel with the modules in ``COMPILED`` (the match
state and the step of play, deal, auction, trick play, scoring and settlement; the
heuristic and pimc players; the random players, the match driver and what a match adds
to a simulation's tally, the rest of ``simulate``'s path per step) compiled
to C extensions by mypyc, beside their Python sources; Python imports the extension
first. The rules they run are the same (the test suite runs against the installed
wheel, compiled). An editable install, ``PITCHSPEC_PURE=1``, or a machine where the
compilation fails (no C compiler, say) gets the pure-Python package, saying why.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

COMPILED = (
    "pitchspec/engine/core/state.py",
    "pitchspec/engine/step.py",
    "pitchspec/engine/phases/plain.py",
    "pitchspec/engine/phases/deal.py",
    "pitchspec/engine/phases/auction.py",
    "pitchspec/engine/phases/procedures.py",
    "pitchspec/engine/phases/play.py",
    "pitchspec/engine/phases/play_rules.py",
    "pitchspec/engine/phases/exchange.py",
    "pitchspec/engine/phases/trump.py",
    "pitchspec/engine/phases/beg.py",
    "pitchspec/engine/phases/scoring.py",
    "pitchspec/engine/phases/credits.py",
    "pitchspec/engine/phases/winning.py",
    "pitchspec/engine/phases/settle.py",
    "pitchspec/engine/core/score_plan.py",
    "pitchspec/engine/core/frozen.py",
    "pitchspec/engine/core/plans.py",
    "pitchspec/engine/core/step_plans.py",
    "pitchspec/engine/core/auction_plans.py",
    "pitchspec/engine/core/records.py",
    "pitchspec/engine/core/tables.py",
    "pitchspec/engine/observation.py",
    "pitchspec/agents/basic.py",
    "pitchspec/matches/driver.py",
    "pitchspec/engine/core/tally.py",
    "pitchspec/agents/belief.py",
    "pitchspec/agents/estimate.py",
    "pitchspec/agents/giveup.py",
    "pitchspec/agents/heuristic.py",
    "pitchspec/agents/card_choice.py",
    "pitchspec/agents/pimc.py",
    "pitchspec/agents/replay.py",
    "pitchspec/agents/sample.py",
    "pitchspec/agents/exchanges.py",
    "pitchspec/agents/random_draw.py",
    "pitchspec/agents/tricks.py",
    "pitchspec/agents/valuation.py",
)
"""The modules compiled: the match state and everything a plain hand runs through, and
the heuristic and search players (pimc plays out whole deals with heuristic players at
every decision; tests/test_agents_compiled.py checks they decide as the sources), and
what ``simulate`` runs at every step and every match besides the engine: the random
players' draws, the match driver's loop and the match's count (the CLI path at the
engine's pace, issue 32)."""

MYPY_OPTIONS = ["--ignore-missing-imports", "--follow-imports=silent",
                "--no-warn-unused-ignores"]
"""The build environment has none of the runtime dependencies: their types are Any."""


class CompileEngine(BuildHookInterface):
    """Compiles :data:`COMPILED` for a standard wheel; editable builds stay pure."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version != "standard":
            return
        if os.environ.get("PITCHSPEC_PURE"):
            _say("PITCHSPEC_PURE is set: the engine stays pure Python")
            return
        work = Path(tempfile.mkdtemp(prefix="pitchspec-mypyc-"))
        try:
            built = _compile(Path(self.root), work)
        except Exception as error:  # any failure leaves the pure package
            said = " ".join(str(error).split())
            said = said if len(said) <= 160 else said[:157] + "..."
            _say(f"mypyc could not compile the engine ({type(error).__name__}: {said}); "
                 "the engine stays pure Python")
            shutil.rmtree(work, ignore_errors=True)
            return
        self._work = work
        for path, name in built:
            build_data["force_include"][str(path)] = name
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
        _say(f"compiled {len(COMPILED)} engine modules with mypyc")

    def finalize(self, version: str, build_data: dict[str, Any], artifact: str) -> None:
        work = getattr(self, "_work", None)
        if work is not None:
            shutil.rmtree(work, ignore_errors=True)


def _compile(root: Path, work: Path) -> list[tuple[Path, str]]:
    """The compiled extensions (path, name in the wheel), built in ``work``."""
    from mypyc.build import mypycify
    from setuptools import Distribution

    here = Path.cwd()
    os.chdir(root)  # mypy names the modules by their paths from the project root
    try:
        options = [*MYPY_OPTIONS, f"--cache-dir={work / 'mypy_cache'}"]  # not in the tree
        extensions = mypycify([*options, *COMPILED], target_dir=str(work / "c"),
                              opt_level=os.environ.get("MYPYC_OPT_LEVEL", "3"),
                              group_name="pitchspec_engine")
        dist = Distribution({"name": "pitchspec", "ext_modules": extensions})
        command = dist.get_command_obj("build_ext")
        command.build_lib = str(work / "lib")
        command.build_temp = str(work / "temp")
        command.parallel = os.cpu_count() or 1
        command.ensure_finalized()
        command.run()
    finally:
        os.chdir(here)
    lib = work / "lib"
    return [(path, path.relative_to(lib).as_posix()) for path in sorted(lib.rglob("*"))
            if path.is_file()]


def _say(message: str) -> None:
    print(f"pitchspec build: {message}", file=sys.stderr)
