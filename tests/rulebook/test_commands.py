"""Every command the rulebook sites and docs/ print runs as printed.

The commands are read off the built pages as a reader copies them: each inline literal
and each line of a literal block that starts with ``pitchspec`` (or ``$ pitchspec``),
on every page of the docs site (the catalogue's pages, with their verdicts and
comparisons, and the pages of docs/) and of a site for a user's own specs. A command
must be plain ASCII (no typographic dash in ``--out``). Then, page by page in a fresh
folder holding what a reader of that page has (a checkout's ``spec/``, ``docs/`` and
``verify/``, the deal files docs/deal-format.md plays, a spec of their own under each
name the docs give one, the key logs.rst makes with ``head -c``; for a user's site,
the user's folder), each command in the order the page prints it:

- a synopsis (``pitchspec play SPEC --deal FILE``: a word in capitals, or a bare
  ``pitchspec verify`` named in a sentence) has its subcommand's ``--help`` run and
  each option it names checked against the subcommand;
- a command that builds a whole site, serves an editor, waits for a person, verifies
  the whole catalogue or simulates more than a few hundred matches is parsed by the
  command line itself in that folder (so its options, values and paths must be right)
  and its ``--help`` is run;
- every other command runs as printed and must exit 0, or 1 for a finding that is the
  point of the command (a variant that differs, a refutation), never for a path that
  names nothing (PS002), a file it cannot write, or a usage error (2).

The tutorial's console lines are run, with their outputs, by tests/test_tutorial.py.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import click
import pytest
from rulebook_site import built_site, pitchspec, user_site
from shown import Node, parse, words

from pitchspec.cli import main

from conftest import ROOT

EXAMPLE = ROOT / "docs" / "example" / "house_pitch.pitch"
READER_SPECS = ("house", "house_pitch", "my_house", "my")
"""A reader's own spec, under each name the docs give one (a copy of docs/example's)."""
LONG = {"rulebook", "lsp"}
TUTORIAL = "tutorial.html"
PLACEHOLDER = re.compile(r"^(?:[A-Z][A-Z_]*|[A-Z]+:[A-Z]+|.*<.*>.*|\[.*|.*\.\.\..*)$")


@dataclass
class Tally:
    counts: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)


# --------------------------------------------------------------------------- reading


COMMAND = re.compile(r"pitchspec( +-{0,2}[a-z]|$)")
"""A command line: the program's name alone, or a subcommand or option after it (not
``pitchspec = ...`` in an editor's configuration)."""


def commands(page: Node) -> Iterator[str]:
    """Every command a page prints, in order: inline literals and literal block lines."""
    for node in page.nodes():
        if node.tag == "code":
            text = words(node.text())
            if COMMAND.match(text):
                yield text
        elif node.tag == "pre":
            for line in node.text().splitlines():
                line = line.strip().removeprefix("$ ")
                if COMMAND.match(line) or line.startswith("head -c "):
                    yield line
        else:
            yield from commands(node)


def _clean(command: str) -> list[str]:
    """The words of a command as a shell runs it: no comment, the part before a pipe,
    and ``&&`` chains as separate commands."""
    out = []
    for part in command.split("&&"):
        part = part.split(" #")[0].split("|")[0].strip()
        if part:
            out.append(part)
    return out


# --------------------------------------------------------------------------- running


def sandbox(folder: Path) -> Path:
    """A reader's folder: a checkout's specs, docs and expected verdicts, the deal files
    of the docs' examples, and a spec of their own under each name the docs use."""
    folder.mkdir(parents=True, exist_ok=True)
    for part in ("spec", "verify", "docs"):
        shutil.copytree(ROOT / part, folder / part, ignore=shutil.ignore_patterns("_build"))
    shutil.copytree(ROOT / "tests" / "fixtures" / "deals", folder / "tests" / "fixtures" / "deals")
    text = EXAMPLE.read_text(encoding="utf-8")
    for name in READER_SPECS:
        (folder / f"{name}.pitch").write_text(
            text.replace("variant house_pitch ", f"variant {name} "), encoding="utf-8")
    return folder


def subcommand(args: list[str]) -> click.Command | None:
    """The subcommand as the command line finds it (the group loads each lazily)."""
    if not args or not isinstance(main, click.Group):
        return None
    return main.get_command(click.Context(main), args[0])


def is_synopsis(args: list[str], command: click.Command) -> bool:
    """A synopsis, not a command to run: a placeholder in capitals, a bare subcommand,
    or an option named without its value ("``pitchspec play --deal`` replays it")."""
    if len(args) < 2 or any(PLACEHOLDER.match(a) for a in args[1:]):
        return True
    return args[-1] in _valued(command)


def _valued(command: click.Command) -> set[str]:
    """The options of ``command`` that take a value (``--format``, not ``--strict``)."""
    return {o for p in command.params if isinstance(p, click.Option) and not p.is_flag
            and not p.count for o in p.opts}


def is_long(args: list[str]) -> bool:
    name, rest = args[0], args[1:]
    if name in LONG or "--human" in rest or "--dask" in rest:
        return True
    if name == "verify":
        paths = _arguments(rest, main.commands["verify"])
        return not paths or any(p.rstrip("/") == "spec" for p in paths)
    if name == "simulate" and "-n" in rest:
        return int(rest[rest.index("-n") + 1]) > 300
    return False


def _arguments(rest: list[str], command: click.Command) -> list[str]:
    """The command's arguments, not the values of its options (``json`` of
    ``--format json`` is no spec: ``verify --format json`` verifies the catalogue)."""
    takes = _valued(command)
    out, skip = [], False
    for arg in rest:
        if skip:
            skip = False
        elif arg.startswith("-"):
            skip = arg in takes
        else:
            out.append(arg)
    return out


def check(command: str, cwd: Path, tally: Tally, where: str) -> None:
    """One printed command, checked as the module docstring says."""
    tally.counts["printed"] += 1
    if not command.isascii():
        tally.failures.append(f"{where}: not plain ASCII: {command!r}")
        return
    for part in _clean(command):
        words_ = shlex.split(part)
        if words_[0] == "head":  # head -c 32 /dev/urandom > FILE: a key
            (cwd / words_[-1]).write_bytes(os.urandom(int(words_[2])))
            continue
        _check_pitchspec(words_[1:], cwd, tally, f"{where}: {part}")


def _check_pitchspec(args: list[str], cwd: Path, tally: Tally, where: str) -> None:
    if not args or args[0].startswith("-"):  # the program named, or --version: its help
        tally.counts["run"] += 1
        done = pitchspec(*(args or ["--help"]), cwd=cwd)
        if done.returncode != 0:
            tally.failures.append(f"{where}: exit {done.returncode}")
        return
    command = subcommand(args)
    if command is None:
        tally.failures.append(f"{where}: no such subcommand")
        return
    names = {o for p in command.params for o in (*p.opts, *p.secondary_opts)}
    if is_synopsis(args, command):
        tally.counts["synopsis"] += 1
        unknown = [a for a in args[1:] if a.startswith("-") and a.split("=")[0] not in names]
        if unknown:
            tally.failures.append(f"{where}: {args[0]} has no option {unknown}")
        _help(args[0], cwd, tally, where)
        return
    if is_long(args):
        tally.counts["parsed"] += 1
        _parse(args, cwd, tally, where)
        _help(args[0], cwd, tally, where)
        return
    tally.counts["run"] += 1
    done = pitchspec(*args, cwd=cwd)
    output = done.stdout + done.stderr
    if done.returncode not in (0, 1) or re.search(r"error\[PS00\d\]", output):
        tally.failures.append(f"{where}: exit {done.returncode}\n{output[-1500:]}")


HELPED: dict[str, int] = {}
"""The exit status of each subcommand's ``--help``, run once."""


def _help(name: str, cwd: Path, tally: Tally, where: str) -> None:
    if name not in HELPED:
        HELPED[name] = pitchspec(name, "--help", cwd=cwd).returncode
    if HELPED[name] != 0:
        tally.failures.append(f"{where}: --help exit {HELPED[name]}")


def _parse(args: list[str], cwd: Path, tally: Tally, where: str) -> None:
    """Parse a command as the command line would, in ``cwd``: options, values, paths."""
    before = Path.cwd()
    os.chdir(cwd)
    try:
        command = subcommand(args)
        assert command is not None
        command.make_context(args[0], list(args[1:]))
    except click.ClickException as err:
        tally.failures.append(f"{where}: {err.format_message()}")
    finally:
        os.chdir(before)


# --------------------------------------------------------------------------- the pages


def check_site(html: Path, reader: Path, fresh: Path, tally: Tally,
               skip: tuple[str, ...] = ()) -> None:
    """Every page's commands, in order: a variant's page in a fresh folder of its own
    (a copy of ``reader`` for a user's site, else empty: its commands name bundled
    variants), every other page in ``reader``."""
    for page in sorted(html.rglob("*.html")):
        if page.name in skip or "_static" in page.parts or "_sources" in page.parts:
            continue
        found = list(commands(parse(page.read_text(encoding="utf-8"))))
        if not found:
            continue
        cwd = reader
        if "variants" in page.parts:
            cwd = fresh / page.stem
            shutil.copytree(reader, cwd) if reader.name != "reader" else cwd.mkdir(
                parents=True)
        for command in found:
            check(command, cwd, tally, page.relative_to(html).as_posix())


def report(tally: Tally, name: str) -> None:
    counts = ", ".join(f"{k} {v}" for k, v in sorted(tally.counts.items()))
    print(f"\n{name}: {counts}; {len(tally.failures)} failed")
    for failure in tally.failures:
        print(f"  - {failure.splitlines()[0] if failure else failure}")


def test_every_command_on_the_docs_site_runs(tmp_path: Path) -> None:
    html, _ = built_site()
    tally = Tally()
    check_site(html, sandbox(tmp_path / "reader"), tmp_path / "pages", tally, (TUTORIAL,))
    report(tally, "docs site")
    assert tally.failures == []
    assert tally.counts["run"] > 30 and tally.counts["synopsis"] > 10


def test_every_command_on_a_users_site_runs(tmp_path: Path) -> None:
    html, folder = user_site()
    tally = Tally()
    check_site(html, folder, tmp_path / "pages", tally)
    report(tally, "user site")
    assert tally.failures == []
    assert tally.counts["run"] >= 8


def test_the_docs_sources_print_the_same_commands() -> None:
    """Nothing of docs/ escapes the site: each command in a literal of a source page
    (the tutorial's aside) is on the built site, so the site's check covers it."""
    html, _ = built_site()
    printed = {c for page in html.rglob("*.html")
               for c in commands(parse(page.read_text(encoding="utf-8")))}
    missing = []
    for source in sorted((ROOT / "docs").rglob("*.rst")):
        if "example" in source.parts:
            continue
        text = source.read_text(encoding="utf-8")
        for found in re.finditer(r"``(pitchspec [^`]+)``", text):
            command = " ".join(found.group(1).split())
            if command not in printed:
                missing.append(f"{source.name}: {command}")
    assert missing == []


@pytest.mark.parametrize("command", ["pitchspec diff auction_pitch h4 \u2013save-deal DIR",
                                     "pitchspec verify spec/h5.pitch --save-cex deals"])
def test_a_broken_command_is_caught(command: str, tmp_path: Path) -> None:
    """The check fails the two commands the issue found on a page: an en dash for
    ``--``, and a path that is not there for the reader."""
    tally = Tally()
    check(command, sandbox(tmp_path), tally, "page")
    assert tally.failures


def test_a_verify_of_the_catalogue_is_known_by_its_arguments_not_its_option_values() -> None:
    """``verify --format json`` names no spec, so it verifies the whole catalogue (and is
    only parsed here); the value ``json`` is not taken for a path."""
    assert is_long(["verify", "--format", "json"]) and is_long(["verify", "spec/", "-j", "2"])
    assert not is_long(["verify", "house.pitch", "--format", "json"])
    assert not is_long(["verify", "--format", "json", "house.pitch"])
