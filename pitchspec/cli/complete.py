"""Shell completion: what TAB offers after a command, an option or a comma.

click writes the shell's side (``_PITCHSPEC_COMPLETE=bash_source pitchspec``, and
``zsh_source``, ``fish_source``; docs/command-line.rst) and, at each TAB, runs pitchspec
to ask what fits. That run imports the command line and nothing else (no parser,
engine, kernel or solver: ``tests/test_completion.py``), so a TAB answers in a tenth
of a second. It offers:

- for a SPEC (or PATH): the bundled variants' names beginning with what is typed,
  and the files that match;
- after ``--agents``: the player names, each part of a comma-separated list;
- after ``--property``/``-p``: the built-in properties, ``claims`` and ``claim:``.

The lists here are the command line's own copies of names that live in modules it
must not import at TAB time; tests check each against its source.
"""

from __future__ import annotations

import click
from click.shell_completion import CompletionItem

from pitchspec import catalogue

AGENT_NAMES = ("random", "first", "heuristic", "pimc")
"""The players ``--agents`` names (:data:`pitchspec.agents.AGENT_NAMES`)."""

PROPERTY_NAMES = (
    "points_bounded", "points_one_side", "points_max_reachable", "bids_makeable",
    "one_trick_winner", "top_trump_wins", "ties_resolved", "order_deterministic",
    "score_signs", "deck_sufficient",
)
"""The built-in properties ``verify --property`` names
(:data:`pitchspec.smt.prove.solve.PROPERTIES`)."""

CLAIM_WORDS = ("claims", "claim:")
"""``--property claims`` (every claim of a spec) and ``claim:NAME`` (one)."""


def spec_names(ctx: click.Context, param: click.Parameter,
               incomplete: str) -> list[CompletionItem]:
    """Files (the shell's own completion) and the bundled variants' names."""
    found = [CompletionItem(incomplete, type="file")]
    if "/" not in incomplete:
        found += [CompletionItem(name, help="bundled variant")
                  for name in catalogue.names() if name.startswith(incomplete)]
    return found


def agent_names(ctx: click.Context, param: click.Parameter,
                incomplete: str) -> list[CompletionItem]:
    """Player names, completing the last of a comma-separated list."""
    done, comma, last = incomplete.rpartition(",")
    return [CompletionItem(done + comma + name) for name in AGENT_NAMES
            if name.startswith(last)]


def property_names(ctx: click.Context, param: click.Parameter,
                   incomplete: str) -> list[CompletionItem]:
    """The built-in properties, then ``claims`` and ``claim:``."""
    return [CompletionItem(name) for name in (*PROPERTY_NAMES, *CLAIM_WORDS)
            if name.startswith(incomplete)]
