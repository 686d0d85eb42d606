"""What every fuzz campaign shares: a command run in-process with a time limit, and
the checks every run must pass whatever its input.

A run passes when it ends within its time limit, exits 0, 1 or 2 as documented (never 3,
an internal error), prints no traceback, and when it refuses an input (exit 1) says why
with a coded finding (``error[PSnnn]``) that names where. Campaigns are bounded: a small
run in the default suite, a larger one marked ``slow``.
"""

from __future__ import annotations

import os
import re
import signal
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from types import FrameType

from click.testing import CliRunner, Result
from hypothesis import HealthCheck, settings

from pitchspec.cli import main

from conftest import ROOT

SPEC_DIR = ROOT / "spec"
CODED = re.compile(r'(error|warning)\[PS\d{3}\]|"code": "PS\d{3}"')
"""A coded finding, as text (``error[PS002]``) or as ``--format json`` gives it."""

SMALL = settings(max_examples=25, deadline=None, derandomize=True, database=None,
                 suppress_health_check=list(HealthCheck))
"""The default suite's run: fixed inputs (derandomized), seconds per campaign."""

LARGE = settings(max_examples=300, deadline=None, database=None,
                 derandomize=os.environ.get("PITCHSPEC_FUZZ_FRESH") != "1",
                 suppress_health_check=list(HealthCheck))
"""The slow run (``pytest -m slow tests/fuzz``): 300 inputs a campaign, the same ones
each run (CI stays repeatable); ``PITCHSPEC_FUZZ_FRESH=1`` draws fresh ones, a campaign
to run by hand."""


class Hang(BaseException):
    """An input ran past its time limit (a BaseException, so the command's own
    handler of internal errors does not take it for a bug of its own)."""


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise :class:`Hang` in this (the main) thread after ``seconds``; the command's
    signal handlers are put back as they were afterwards."""
    saved = {s: signal.getsignal(s) for s in (signal.SIGALRM, signal.SIGTERM, signal.SIGINT)}

    def expire(_signum: int, _frame: FrameType | None) -> None:
        raise Hang(f"no answer within {seconds} s")

    signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        for signum, handler in saved.items():
            signal.signal(signum, handler)


def run(args: Sequence[str], seconds: float = 30, input: str | None = None) -> Result:
    """``pitchspec ARGS`` in this process, checked: see the module's rules."""
    with time_limit(seconds):
        result = CliRunner().invoke(main, list(args), input=input, catch_exceptions=True)
    out = result.output
    assert result.exit_code in (0, 1, 2), (args, result.exit_code, out[-2000:])
    assert ("Traceback" not in out and result.exception is None) or \
        isinstance(result.exception, SystemExit), (args, out[-2000:])
    if result.exit_code == 1 and not _findings_only(args, out):
        assert CODED.search(out), (args, out[-2000:])
    return result


def _findings_only(args: Sequence[str], out: str) -> bool:
    """verify's exit 1 may be a verdict (REFUTED, UNKNOWN) rather than a refusal, and
    explain's JSON an answer: the language has nothing of that name (with suggestions
    and the code PS009, which its text form shows as error[PS009])."""
    if not args:
        return False
    return (args[0] == "verify" and "verdicts:" in out) or \
        (args[0] == "explain" and '"code": "PS009"' in out)
