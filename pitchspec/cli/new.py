"""`pitchspec new`: a starter spec for a table's own variant.

With ``--extends PARENT`` the spec is played like PARENT (beside the new file, in an
``-I`` folder or a bundled variant) and lists, commented out, the sections and settings
worth overriding, each with an example from the language's vocabulary. Without it the
spec is a complete standalone game of plain Pitch (High, Low, Jack, Game to 11) to
rework. Either way it checks clean as written.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from pitchspec.catalogue import SUFFIX
from pitchspec.cli.common import INCLUDE, PathArg, refuse
from pitchspec.cli.complete import spec_names

if TYPE_CHECKING:
    from pitchspec.diagnostics import Diagnostic
    from pitchspec.vocabulary import Section

NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
"""A variant name as the language spells it (grammar/pitch.lark NAME)."""

STANDALONE = """\
players {
  count: 2..8
  teams: 2 of 2, 3 of 2, 2 of 3, 4 of 2, 2 of 4
  partnership: optional
  direction: clockwise
}

deck {
  jokers: none
  card_points: 10 10, A 4, K 3, Q 2, J 1
}

ranking {
  trump: A K Q J 10 9 8 7 6 5 4 3 2
  plain: A K Q J 10 9 8 7 6 5 4 3 2
}

deal {
  hand: 6
  packets: 3 3
  first_dealer: cut
}

bidding {
  form: none
}

trump {
  method: first lead
}

play {
  first_leader: elder
  follow: follow or trump
  trick_winner: highest
}

points {
  point high "High": highest trump, worth 1, to holder
  point low "Low": lowest trump, worth 1, to holder
  point jack "Jack": trump J, worth 1, to capturer
  point game "Game": most card points, worth 1, tie none
}

scoring {
  order: high, low, jack, game
  floor: none
}

winning {
  target: 11
  reach: at least
  both_reach: counting order
}
"""
"""A complete game (plain Pitch: elder's first lead fixes trump) that checks clean."""


@click.command()
@click.argument("name")
@click.option("--extends", "parent", default=None, metavar="PARENT", shell_complete=spec_names,
              help="Play like this variant: a bundled one ('pitchspec list'), one beside "
              "the new file, or one in an -I folder.")
@click.option("--title", default=None, help="The variant's title  [default: from NAME]")
@click.option("-o", "--output", "output", type=PathArg(path_type=Path), default=None,
              help="The file to write, or a folder for NAME.pitch  [default: ./NAME.pitch]")
@INCLUDE
def new(name: str, parent: str | None, title: str | None, output: Path | None,
        include: tuple[Path, ...]) -> None:
    """Write a starter spec NAME.pitch that checks clean, to edit into your variant.

    It never overwrites a file (exit 2). Then try check, play and verify on it."""
    from pitchspec.diagnostics import Diagnostic, did_you_mean
    from pitchspec.pipeline import Loader, describe_folder

    if not NAME.fullmatch(name):
        _usage(Diagnostic("PS005", f"'{name}' is not a variant name",
                          help="a name is letters, digits and underscores, not starting "
                          "with a digit, e.g. my_pitch"))
    path = _target(name, output)
    loader = Loader(include)
    if parent is not None and loader.find_parent(parent, path) is None:
        _usage(Diagnostic("PS206", f"'{parent}' is not a variant in "
                          f"{', '.join(map(describe_folder, loader.search_path(path)))}",
                          help=did_you_mean(parent, loader.known_names(path))
                          or "'pitchspec list' names the bundled variants"))
    text = starter(name, title or name.replace("_", " ").title(), parent)
    result = loader.load(path, text)
    if not result.ok:
        # Only a --title the language cannot quote gets here; nothing is written.
        refuse(result.diagnostics, "text")
    try:
        with path.open("x", encoding="utf-8") as out:
            out.write(text)
    except OSError as err:
        raise click.UsageError(f"cannot write {path}: {err.strerror}") from None
    _next_steps(path, name, parent)


def _usage(problem: Diagnostic) -> None:
    """A bad NAME or PARENT: the coded finding and its help, exit 2."""
    click.echo(f"error[{problem.code}]: {problem.message}", err=True)
    if problem.help:
        click.echo(f"  = help: {problem.help}", err=True)
    sys.exit(2)


def _next_steps(path: Path, name: str, parent: str | None) -> None:
    like = f", played like {parent}" if parent else ", a complete game"
    click.echo(f"wrote {path}: variant {name}{like}; it checks clean")
    click.echo("next, edit it, then try:")
    for command in (f"pitchspec check {path}", f"pitchspec show {path}",
                    f"pitchspec play {path} --seed 1", f"pitchspec simulate {path} -n 100",
                    f"pitchspec verify {path}", f"pitchspec rulebook {path} --out site"):
        click.echo(f"  {command}")


def _target(name: str, output: Path | None) -> Path:
    """Where the spec goes: NAME.pitch here, in the folder given, or the file given."""
    path = Path(f"{name}{SUFFIX}") if output is None else \
        output / f"{name}{SUFFIX}" if output.is_dir() else output
    if path.exists():
        raise click.UsageError(f"{path} already exists; not overwriting it "
                               "(give another NAME or -o FILE)")
    if path.name != f"{name}{SUFFIX}":
        raise click.UsageError(f"a spec of variant {name} must be named {name}{SUFFIX} "
                               f"(so 'extends' can find it), not {path.name}")
    if not (path.parent if str(path.parent) else Path(".")).is_dir():
        raise click.BadParameter(f"the folder of {path} does not exist", param_hint="-o")
    return path


def starter(name: str, title: str, parent: str | None) -> str:
    """The text of a new spec: header, source, then rules (standalone) or a commented
    skeleton of what to override (``extends``)."""
    extends = f" extends {parent}" if parent else ""
    like = f"played like {parent}" if parent else "a complete game to rework"
    head = [f"/// {title}: {like}. Say here how your table plays it.",
            f'variant {name} "{title}"{extends}',
            'source: own "Where these rules come from: a book, a site, a table\'s custom"',
            ""]
    if parent is None:
        return "\n".join([*head, STANDALONE.rstrip(), "", *_skeleton(standalone=True)]) + "\n"
    return "\n".join([*head, *_skeleton(standalone=False)]) + "\n"


def _skeleton(standalone: bool) -> list[str]:
    """Every rule section, commented out, with an example of each setting."""
    from pitchspec.vocabulary import TOP

    intro = ("// Every setting each section takes, with an example: move the ones you "
             "need into the sections above.") if standalone else (
             "// Everything not stated here is inherited. To change a rule, uncomment its "
             "section and the")
    lines = [intro]
    if not standalone:
        lines.append("// settings you change; 'drop KEY' removes an inherited setting. "
                     "'pitchspec show FILE' prints the result.")
    for section in TOP.blocks:
        lines += ["//", *_commented(section, "")]
    return lines


def _commented(section: Section, indent: str) -> list[str]:
    """One section as comments: its purpose, then ``key: example`` for each setting."""
    if section.named:
        return _named(section, indent)
    lines = [f"// {indent}{section.key} {{    ... {section.summary}"]
    for setting in section.settings:
        if setting.example:
            lines.append(f"// {indent}  {setting.example}")
    for block in section.blocks:
        lines += _commented(block, indent + "  ")
    lines.append(f"// {indent}}}")
    return lines


def _named(section: Section, indent: str) -> list[str]:
    """A named block (such as a special bid): its example, with the other settings'."""
    body = section.example.splitlines()[:-1] or [f"{section.key} NAME {{"]
    stated = {line.strip().split(":")[0] for line in body}
    body += [f"  {s.example}" for s in section.settings
             if s.example and s.key not in stated]
    return [f"// {indent}{line}" for line in [f"... {section.summary}", *body, "}"]]


__all__ = ["new", "starter"]
