"""The authoring tutorial (docs/tutorial.rst) is run as written, in order.

Every ``$ `` line of its ``console`` blocks runs in one fresh folder outside the
checkout: ``$ pitchspec ARGS`` as ``python -m pitchspec ARGS``, ``$ cat FILE`` reads a
file, and ``$ echo $?`` shows the exit status of the command before it. The lines
after a command, up to the next one, are its output (stdout and stderr as a terminal
shows them), compared exactly but for trailing whitespace: a line ``...`` matches any
run of lines, and ``...`` inside a line any text within it (doctest's ELLIPSIS); in a
table's line (box-drawing characters) a run of spaces or rules matches any run of
them, as a column is as wide as its widest cell (seconds of solving vary). A command
whose status the tutorial does not show must exit 0.

The file steps are reST comments, invisible on the page::

    .. tutorial-step: copy tutorial/house_pitch.pitch    (from docs/, into the folder)
    .. tutorial-step: replace FILE OLD NEW               (OLD must occur exactly once)
    .. tutorial-step: contains FILE TEXT

``pytest tests/test_tutorial.py --update-goldens`` rewrites the outputs in the page
from a fresh run, keeping each block's ``...`` trims where they still fit.
"""

from __future__ import annotations

import difflib
import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import ROOT

DOCS = ROOT / "docs"
TUTORIAL = DOCS / "tutorial.rst"
STEP = ".. tutorial-step:"
ELLIPSIS = "..."


@dataclass(frozen=True)
class Command:
    """A ``$`` line of a console block and the output the page shows for it."""

    line: int
    """The command's line in the page (0-based)."""
    words: tuple[str, ...]
    expected: tuple[str, ...]
    start: int
    """Where the output's lines are in the page: ``start`` to ``end`` (0-based, end excluded)."""
    end: int
    indent: str


@dataclass(frozen=True)
class Step:
    """A file step: ``copy``, ``replace`` or ``contains``."""

    line: int
    words: tuple[str, ...]


def parse(text: str) -> list[Command | Step]:
    """The page's commands and file steps, in the order a reader meets them."""
    lines = text.splitlines()
    items: list[Command | Step] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith(STEP):
            items.append(Step(i, tuple(shlex.split(line[len(STEP):]))))
        elif line.strip() == ".. code-block:: console":
            i = _console_block(lines, i + 1, items)
            continue
        i += 1
    return items


def _console_block(lines: list[str], i: int, items: list[Command | Step]) -> int:
    """Read one console block from line ``i`` (just after the directive); the line after it."""
    while i < len(lines) and lines[i].strip().startswith(":"):
        i += 1  # the directive's options
    body: list[int] = []
    indent = ""
    while i < len(lines):
        line = lines[i]
        if line.strip():
            lead = line[:len(line) - len(line.lstrip())]
            if not lead or (indent and not line.startswith(indent)):
                break
            indent = indent or lead
        body.append(i)
        i += 1
    while body and not lines[body[-1]].strip():
        body.pop()
    starts = [n for n in body if lines[n][len(indent):].startswith("$ ")]
    assert body and starts and starts[0] == next(n for n in body if lines[n].strip()), \
        f"tutorial.rst:{body[0] + 1 if body else i}: a console block must start with a '$ ' line"
    for k, n in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else body[-1] + 1
        last = end
        while last > n + 1 and not lines[last - 1].strip():
            last -= 1
        out = tuple(lines[j][len(indent):].rstrip() for j in range(n + 1, last))
        items.append(Command(n, tuple(shlex.split(lines[n][len(indent) + 2:])),
                             out, n + 1, last, indent))
    return i


TABLE = re.compile("[\u2500-\u257f]")
"""A line with box-drawing characters is a table's: its padding is layout."""
ELASTIC = re.compile(r"(\.\.\.| +|\u2501+|\u2500+)")


def is_ellipsis(line: str) -> bool:
    """A line of ``...`` alone (however indented): any run of lines."""
    return line.strip() == ELLIPSIS


def _line_regex(line: str) -> str:
    if is_ellipsis(line):
        return r"(?:[^\n]*\n)*?"
    if not TABLE.search(line):
        return "[^\n]*?".join(re.escape(part) for part in line.split(ELLIPSIS)) + r"\n"
    out = []
    for piece in ELASTIC.split(line):
        if piece == ELLIPSIS:
            out.append("[^\n]*?")
        elif piece and ELASTIC.fullmatch(piece):
            out.append(re.escape(piece[0]) + "+")
        else:
            out.append(re.escape(piece))
    return "".join(out) + r"\n"


def matches(expected: tuple[str, ...] | list[str], actual: list[str]) -> bool:
    """Whether the output lines fit the page's lines.

    ``...`` matches as doctest's ELLIPSIS does, and in a table's line a run of spaces
    or of rules (``\u2500``, ``\u2501``) matches any run of them: rich pads a column
    to its widest cell, and a cell of seconds is not always as wide.
    """
    pattern = "".join(_line_regex(x) for x in expected)
    text = "".join(x + "\n" for x in actual)
    return re.fullmatch(pattern, text) is not None


def output_lines(text: str) -> list[str]:
    """A command's output as the page shows it: lines without trailing whitespace."""
    lines = [x.rstrip() for x in text.splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    return lines


class Session:
    """The reader's shell: one folder, the last command's exit status."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.status: int | None = None
        self.last: Command | None = None
        self.env = {k: v for k, v in os.environ.items()
                    if k not in ("FORCE_COLOR", "NO_COLOR", "TTY_COMPATIBLE")}
        # The package under test, whether installed or not.
        path = [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]
        self.env.update(PYTHONPATH=os.pathsep.join(path),
                        PITCHSPEC_CACHE="off", COLUMNS="100", LINES="50",
                        PYTHONUNBUFFERED="1", PYTHONIOENCODING="utf-8", TERM="dumb")

    def run(self, command: Command) -> str:
        """Run one ``$`` line; its output (with stderr where a terminal shows it)."""
        words = command.words
        if words == ("echo", "$?"):
            assert self.status is not None, f"tutorial.rst:{command.line + 1}: no command before"
            shown, self.status = self.status, 0
            return f"{shown}\n"
        self.check_status_shown()
        if words[0] == "cat" and len(words) == 2:
            self.status = 0
            return (self.folder / words[1]).read_text(encoding="utf-8")
        assert words[0] == "pitchspec", \
            f"tutorial.rst:{command.line + 1}: the test runs only pitchspec, cat and echo $?"
        done = subprocess.run([sys.executable, "-m", "pitchspec", *words[1:]],
                              cwd=self.folder, env=self.env, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                              timeout=300, check=False)
        self.status = done.returncode
        self.last = command
        return done.stdout.decode("utf-8")

    def check_status_shown(self) -> None:
        """A command whose exit status the page does not show must have succeeded."""
        if self.status not in (None, 0) and self.last is not None:
            line = self.last.line + 1
            pytest.fail(f"tutorial.rst:{line}: {' '.join(self.last.words)} exited "
                        f"{self.status}; show it with '$ echo $?'")

    def step(self, step: Step) -> None:
        """A file step of the page."""
        where = f"tutorial.rst:{step.line + 1}"
        self.check_status_shown()
        self.status = None
        match step.words:
            case ("copy", source):
                shutil.copyfile(DOCS / source, self.folder / Path(source).name)
            case ("copy", source, target):
                shutil.copyfile(DOCS / source, self.folder / target)
            case ("replace", name, old, new):
                path = self.folder / name
                text = path.read_text(encoding="utf-8")
                assert text.count(old) == 1, f"{where}: {old!r} is not in {name} exactly once"
                path.write_text(text.replace(old, new), encoding="utf-8")
            case ("contains", name, wanted):
                text = (self.folder / name).read_text(encoding="utf-8")
                assert wanted in text, f"{where}: {name} does not contain {wanted!r}"
            case _:
                pytest.fail(f"{where}: unknown step {' '.join(step.words)!r}")


def refreshed(expected: tuple[str, ...], actual: list[str]) -> list[str]:
    """New lines for a block whose output changed, keeping its ``...`` trims where they fit.

    The lines before the first ``...`` line are the output's first lines, the lines after
    the last its last; each run between is put where its first line is found again. A
    line with ``...`` inside stays as written when it still fits its new line.
    """
    runs: list[list[str]] = [[]]
    marks: list[str] = []
    for line in expected:
        if is_ellipsis(line):
            runs.append([])
            marks.append(line)
        else:
            runs[-1].append(line)
    if not marks or sum(map(len, runs)) > len(actual):
        return _keep_inline(list(expected) if not marks else [], actual)
    head, *middle, tail = runs
    out = _keep_inline(head, actual[:len(head)])
    at = len(head)
    stop = len(actual) - len(tail)
    for mark, run in zip(marks[:-1], middle, strict=True):
        found = _find(run, actual, at, stop)
        out += [mark, *_keep_inline(run, actual[found:found + len(run)])]
        at = found + len(run)
    return [*out, marks[-1], *_keep_inline(tail, actual[stop:])]


def _find(run: list[str], actual: list[str], at: int, stop: int) -> int:
    """Where a trimmed run of lines begins now: its first line found again, or the closest."""
    room = range(at, max(at, stop - len(run)) + 1)
    for i in room:
        if i < len(actual) and matches([run[0]], [actual[i]]):
            return i
    ratio = [difflib.SequenceMatcher(None, run[0], actual[i] if i < len(actual) else "").ratio()
             for i in room]
    return room[ratio.index(max(ratio))]


def _keep_inline(old: list[str], new: list[str]) -> list[str]:
    """The new lines, except that an old line with ``...`` in it is kept where it still fits."""
    padded = (old + [""] * len(new))[:len(new)]
    return [o if ELLIPSIS in o and matches([o], [n]) else n
            for o, n in zip(padded, new, strict=True)]


def rewrite(text: str, changes: list[tuple[Command, list[str]]]) -> str:
    """The page with the given commands' outputs replaced (from the bottom up)."""
    lines = text.splitlines()
    for command, new in sorted(changes, key=lambda c: -c[0].start):
        lines[command.start:command.end] = [command.indent + x if x else "" for x in new]
    return "\n".join(lines) + "\n"


def _difference(command: Command, actual: list[str]) -> str:
    diff = difflib.unified_diff(list(command.expected), actual, "tutorial.rst", "actual",
                                lineterm="")
    return (f"tutorial.rst:{command.line + 1}: $ {' '.join(command.words)}: the output "
            "differs from the page (pytest --update-goldens rewrites it)\n" + "\n".join(diff))


def test_tutorial_runs_as_written(tmp_path: Path, update_goldens: bool) -> None:
    """Auction Pitch house rules (docs/tutorial.rst): from 'pitchspec new' to a site."""
    text = TUTORIAL.read_text(encoding="utf-8")
    session = Session(tmp_path)
    changes: list[tuple[Command, list[str]]] = []
    for item in parse(text):
        if isinstance(item, Step):
            session.step(item)
            continue
        actual = output_lines(session.run(item))
        if matches(item.expected, actual):
            continue
        if not update_goldens:
            pytest.fail(_difference(item, actual))
        new = refreshed(item.expected, actual)
        changes.append((item, new if matches(new, actual) else actual))
    session.check_status_shown()
    if changes:
        TUTORIAL.write_text(rewrite(text, changes), encoding="utf-8")


def test_every_command_is_one_the_test_runs() -> None:
    """The page has no command the test would not run (nor a block it cannot read)."""
    items = parse(TUTORIAL.read_text(encoding="utf-8"))
    commands = [c for c in items if isinstance(c, Command)]
    assert len(commands) >= 10
    for c in commands:
        assert c.words[0] in ("pitchspec", "cat", "echo"), c
    assert any(isinstance(s, Step) and s.words[0] == "copy" for s in items)


PAGE = """\
Intro.

.. code-block:: console

   $ pitchspec check a.pitch
   a.pitch:1:1: error[PS203]: ...
   ...
   checked 1 spec file(s)
   $ echo $?
   1

.. tutorial-step: replace a.pitch "x y" z
"""


def test_the_page_reader() -> None:
    """Commands, their outputs and the steps are read from a page like the tutorial."""
    check, status, step = parse(PAGE)
    assert isinstance(check, Command) and isinstance(status, Command)
    assert check.words == ("pitchspec", "check", "a.pitch")
    assert check.expected == ("a.pitch:1:1: error[PS203]: ...", "...", "checked 1 spec file(s)")
    assert (check.start, check.end, check.indent) == (5, 8, "   ")
    assert status.words == ("echo", "$?") and status.expected == ("1",)
    assert isinstance(step, Step) and step.words == ("replace", "a.pitch", "x y", "z")


@pytest.mark.parametrize(("expected", "actual", "fits"), [
    (["a", "...", "d"], ["a", "b", "c", "d"], True),
    (["a", "...", "d"], ["a", "d"], True),
    (["a", "...", "d"], ["a", "b", "c", "e"], False),
    (["a", "b"], ["a", "b", "c"], False),
    (["took ...s"], ["took 1.5s"], True),
    (["took ...s"], ["took 1.5s", "more"], False),
    (["a", "c"], ["a", "b"], False),
    (["  ...", "z"], ["  x", "  y", "z"], True),
    (["│ P ... │ R ... │"], ["│  P 0.2  │ R 13.0 │"], True),
    (["│ P ... │"], ["│  R 0.2  │"], False),
    (["┏━━┳━┓"], ["┏━┳━━━┓"], True),
    (["┏━━┳━┓"], ["┏━━━━━┓"], False),
    (["a  b"], ["a b"], False),
])
def test_ellipsis_matching(expected: list[str], actual: list[str], fits: bool) -> None:
    """``...`` matches runs of lines or text in a line; anything else must be equal."""
    assert matches(expected, actual) is fits


def test_refresh_keeps_the_trims() -> None:
    """--update-goldens keeps a block's head, tail, middle runs and in-line ``...``."""
    old = ("head", "...", "middle 1", "...", "took ...s")
    new = ["head", "x", "middle 1", "y", "z", "took 2.5s"]
    assert refreshed(old, new) == list(old)
    changed = ["head 2", "x", "middle 1", "took 2.5s"]
    assert refreshed(old, changed) == ["head 2", "...", "middle 1", "...", "took ...s"]
    page = PAGE.replace("checked 1 spec file(s)", "old tail")
    command = parse(page)[0]
    assert isinstance(command, Command)
    assert "   new tail\n" in rewrite(page, [(command, ["new tail"])])
