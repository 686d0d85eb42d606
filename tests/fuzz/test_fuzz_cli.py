"""Issue 15: any command line gives a result, a coded refusal or a usage error (exit 2),
never a traceback or a hang: each command's flags drawn at random, with values of every
kind (numbers out of range, words, empty, control characters, paths that exist or not)."""

from __future__ import annotations

import os
import tempfile

import pytest
from harness import LARGE, SMALL, SPEC_DIR, run
from hypothesis import given
from hypothesis import strategies as st

SPEC = str(SPEC_DIR / "pitch.pitch")
COMMANDS = {
    "check": ["--format", "--strict", "-I"],
    "show": ["--format", "-I"],
    "list": ["--format"],
    "explain": [],
    "play": ["--players", "--teams", "--no-teams", "--seed", "--max-hands", "--format",
             "--human", "--strict", "-I"],
    "simulate": ["-n", "--players", "--seed", "--jobs", "--max-hands", "--engine",
                 "--format", "--teams"],
    "verify": ["-p", "--format"],
    "fmt": ["--check", "--diff"],
}
VALUES = st.one_of(
    st.sampled_from(["0", "1", "2", "3", "4", "-1", "99999999999999999999", "1.5", "²",
                     "", "json", "text", "batch", "reference", "auto", "deck_sufficient",
                     "\x1b[2J", "\x00", "pitch", SPEC, str(SPEC_DIR), "/nonexistent/x", "-"]),
    st.text(max_size=8))


@st.composite
def command_line(draw: st.DrawFn) -> list[str]:
    name = draw(st.sampled_from(sorted(COMMANDS)))
    args = [name]
    if draw(st.integers(0, 5)):
        args.append(draw(st.sampled_from(["pitch", SPEC, "auction_pitch", "nonexistent"])))
    for flag in draw(st.lists(st.sampled_from(COMMANDS[name] or ["--format"]), max_size=4)):
        args.append(flag)
        if draw(st.integers(0, 4)):
            args.append(draw(VALUES))
    if name == "simulate" and "-n" not in args and draw(st.booleans()):
        args += ["-n", "1"]
    if name in ("play", "simulate"):
        args += ["--max-hands", "2"]
    if name == "verify":
        args += ["-p", "deck_sufficient"]  # one cheap property: all of them take minutes
    if name == "fmt" and "--check" not in args:
        args.append("--check")  # never rewrite a bundled spec
    return args


def _limit(args: list[str]) -> float:
    """Seconds before a command counts as hung: ``verify`` with no path checks the
    whole catalogue (about 10 s on a quiet 2-core machine, several times that under
    a loaded test run), so it gets more."""
    whole_catalogue = args[0] == "verify" and not any(
        a in ("pitch", SPEC, "auction_pitch", "nonexistent") for a in args[1:2])
    return 180 if whole_catalogue else 60


def _run(args: list[str]) -> None:
    with tempfile.TemporaryDirectory(prefix="pitchspec-fuzz-") as tmp:
        cwd = os.getcwd()
        os.chdir(tmp)
        try:
            run(args, _limit(args), input="")
        finally:
            os.chdir(cwd)


@SMALL
@given(command_line())
def test_any_command_line_ends_with_a_documented_status(args: list[str]) -> None:
    _run(args)


@pytest.mark.slow
@LARGE
@given(command_line())
def test_any_command_line_ends_with_a_documented_status_larger(args: list[str]) -> None:
    _run(args)


@pytest.mark.parametrize("args", [
    ["check", "--strict", "\x00"], ["show", "a\x00b"], ["fmt", "--check", "\x00"],
    ["verify", "\x00", "-p", "deck_sufficient"], ["simulate", "\x00", "-n", "1"],
    ["play", "\x00"], ["diff", "pitch", "\x00"], ["list", "\x00"], ["rulebook", "\x00"],
    ["replay", "\x00"], ["new", "x", "-o", "\x00"], ["check", "-I", "\x00", "pitch"],
])
def test_a_path_holding_nul_is_a_usage_error(args: list[str]) -> None:
    """Found by the larger campaign: ``check --strict '\\x00'`` was an internal error
    (the operating system refuses a NUL in a path); it is now exit 2, saying why."""
    result = run(args, 60, input="")
    assert result.exit_code == 2, (args, result.output)
    assert "NUL character" in result.output


def test_a_refusal_in_json_is_coded() -> None:
    """Found by the larger campaign: ``list nonexistent --format json`` refuses with
    ``"code": "PS002"``, which the harness had taken for an uncoded refusal."""
    result = run(["list", "nonexistent", "--format", "json"], 60, input="")
    assert result.exit_code == 1 and '"code": "PS002"' in result.output
