"""Shell completion (issue 31): TAB completes commands, variant names, players and
properties, and answers from the command line alone: the parser, the engine, its
numpy kernel, the solver and rich are not imported (each TAB is a new process, and
those imports are what made it take most of a second)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from click.shell_completion import BashComplete

from pitchspec import catalogue
from pitchspec.cli import COMMANDS, main
from pitchspec.cli.complete import AGENT_NAMES, PROPERTY_NAMES
from pitchspec.cli.players import DEFAULT_AGENT, DEFAULT_BUDGET

HEAVY = ("numpy", "z3", "lark", "rich", "pitchspec.engine", "pitchspec.pipeline",
         "pitchspec.smt", "pitchspec.agents", "pitchspec.engine.kernel")


def complete(words: list[str], incomplete: str) -> list[tuple[str, str]]:
    done = BashComplete(main, {}, "pitchspec", "_PITCHSPEC_COMPLETE")
    return [(item.type, item.value) for item in done.get_completions(words, incomplete)]


def loaded_after(code: str) -> list[str]:
    """The heavy modules a fresh interpreter holds after running ``code``."""
    probe = f"{code}\nimport sys, json\nprint(json.dumps(sorted(m for m in sys.modules " \
        f"if m.split('.')[0] in {['numpy', 'z3', 'lark', 'rich']!r} or m in {list(HEAVY)!r})))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          check=True, timeout=120)
    found: list[str] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def test_importing_the_command_line_loads_nothing_heavy() -> None:
    assert loaded_after("import pitchspec.cli") == []


@pytest.mark.parametrize(("words", "incomplete"), [
    (["play"], "auc"), (["simulate", "pitch", "--agents"], "random,h"),
    (["verify", "-p"], "points_"), ([], "ch"), (["check", "--for"], ""),
    (["new", "x", "--extends"], "auction"), (["play", "pitch", "--seed", "1"], "--"),
])
def test_a_tab_loads_nothing_heavy(words: list[str], incomplete: str) -> None:
    code = ("from click.shell_completion import BashComplete\nfrom pitchspec.cli import main\n"
            f"BashComplete(main, {{}}, 'pitchspec', '_X').get_completions({words!r}, "
            f"{incomplete!r})")
    assert loaded_after(code) == []


def test_the_real_shell_protocol_answers() -> None:
    """As bash's completion function asks it: COMP_WORDS and COMP_CWORD."""
    env = {**os.environ, "_PITCHSPEC_COMPLETE": "bash_complete",
           "COMP_WORDS": "pitchspec play auction_p", "COMP_CWORD": "2"}
    done = subprocess.run([sys.executable, "-c", "from pitchspec.cli import main; "
                           "main(prog_name='pitchspec')"], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["file,auction_p", "plain,auction_pitch"]


def test_commands_complete() -> None:
    assert complete([], "s") == [("plain", "show"), ("plain", "simulate")]
    assert {v for _, v in complete([], "")} == set(COMMANDS)


def test_a_spec_completes_to_files_and_bundled_variants() -> None:
    found = complete(["play"], "auction")
    assert found[0] == ("file", "auction")
    assert [v for t, v in found[1:]] == [n for n in catalogue.names() if n.startswith("auction")]
    assert complete(["check"], "spec/") == [("file", "spec/")]  # a path: files only
    assert ("plain", "pitch") in complete(["diff", "auction_pitch"], "pit")
    assert ("plain", "pitch") in complete(["replay", "x.log", "--spec"], "pit")


def test_agents_complete_each_part_of_a_list() -> None:
    assert complete(["simulate", "pitch", "--agents"], "") == [("plain", n) for n in AGENT_NAMES]
    assert complete(["play", "pitch", "--agents"], "random,p") == [("plain", "random,pimc")]
    assert complete(["simulate", "pitch", "--agents"], "x") == []


def test_properties_complete() -> None:
    assert complete(["verify", "--property"], "t") == [("plain", "top_trump_wins"),
                                                        ("plain", "ties_resolved")]
    assert complete(["verify", "-p"], "cl") == [("plain", "claims"), ("plain", "claim:")]


def test_the_names_the_command_line_keeps_are_the_sources_names() -> None:
    """The lists completion offers without importing their modules are theirs."""
    from pitchspec import agents
    from pitchspec.smt.prove.solve import PROPERTIES

    assert AGENT_NAMES == agents.AGENT_NAMES
    assert (DEFAULT_AGENT, DEFAULT_BUDGET) == (agents.DEFAULT_AGENT, agents.DEFAULT_BUDGET)
    assert PROPERTY_NAMES == PROPERTIES


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_the_shell_scripts_are_written(shell: str) -> None:
    env = {**os.environ, "_PITCHSPEC_COMPLETE": f"{shell}_source"}
    done = subprocess.run([sys.executable, "-c", "from pitchspec.cli import main; "
                           "main(prog_name='pitchspec')"], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0 and "_PITCHSPEC_COMPLETE" in done.stdout
