"""The contract of each input kind, checked by calling the reader itself in this process
(no command line, no new process: microseconds to milliseconds an input), so a
campaign can try a hundred thousand inputs within CI's time.

Each ``check_*`` takes one input and asserts what every input must give: the reader's
answer, or a refusal it is made to give (a coded diagnostic, a worded AddressError),
within a time limit; never another exception (a traceback, exit 3), never a hang.
"""

from __future__ import annotations

import io
import json
import random
from dataclasses import dataclass, field
from pathlib import Path

from harness import SPEC_DIR, time_limit

from pitchspec.agents.basic import Vocabulary
from pitchspec.agents.human import HumanAgent, Quit
from pitchspec.codes import code
from pitchspec.diagnostics import Diagnostic, SpecError
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.game import Game
from pitchspec.export import variant_data
from pitchspec.fmt import format_text
from pitchspec.limits import too_deep
from pitchspec.matches.logs.chain import MAX_KEY_BYTES, read_key
from pitchspec.matches.logs.deal_file import parse_deal_text
from pitchspec.matches.logs.log_read import parse_log
from pitchspec.matches.logs.replay import replay
from pitchspec.model import Variant
from pitchspec.pipeline import check_text, load
from pitchspec.report import render_all, render_json
from pitchspec.scheduler import AddressError, parse_address

SECONDS = 10.0
"""The most one input may take (a hang fails the campaign)."""


@dataclass
class Tally:
    """What a campaign tried: inputs per kind, and how each ended."""

    tried: dict[str, int] = field(default_factory=dict)
    refused: dict[str, int] = field(default_factory=dict)

    def add(self, kind: str, accepted: bool) -> None:
        self.tried[kind] = self.tried.get(kind, 0) + 1
        if not accepted:
            self.refused[kind] = self.refused.get(kind, 0) + 1

    @property
    def total(self) -> int:
        return sum(self.tried.values())


def coded(diagnostics: tuple[Diagnostic, ...] | list[Diagnostic]) -> str:
    """The refusal as a person and a program see it; every code registered."""
    assert diagnostics
    for d in diagnostics:
        code(d.code)  # raises for a code nobody registered
    return render_all(diagnostics) + render_json(list(diagnostics))


# ------------------------------------------------------------------------------ keys

def check_key(data: bytes, folder: Path) -> bool:
    """A key file holding ``data``: read exactly, or PS412 whose words show none of it."""
    path = folder / "key"
    path.write_bytes(data)
    with time_limit(SECONDS):
        try:
            key = read_key(path)
        except EngineError as err:
            shown = coded(err.diagnostics)
            assert [d.code for d in err.diagnostics] == ["PS412"]
            assert not data or len(data) > MAX_KEY_BYTES
            _hidden(data, shown)
            return False
    assert key == data and 0 < len(data) <= MAX_KEY_BYTES
    return True


def _hidden(data: bytes, shown: str) -> None:
    if len(data) >= 12:
        for text in (data[:12].decode("latin-1"), data[:12].decode("utf-8", "replace")):
            assert text not in shown, (data[:12], shown)


# -------------------------------------------------------------------- Dask addresses

def check_address(text: str) -> bool:
    """An address: a checked one that reads back the same, or a one-line AddressError."""
    with time_limit(SECONDS):
        try:
            found = parse_address(text)
        except AddressError as err:
            assert "\n" not in str(err) and str(err)
            return False
    assert parse_address(str(found)) == found
    return True


# ------------------------------------------------------------------ the human prompt

_AUCTION: list[tuple[HumanAgent, tuple[int, ...]]] = []


def _prompt() -> tuple[HumanAgent, tuple[int, ...]]:
    if not _AUCTION:  # the first bidder of an Auction Pitch deal: pass, bid 1 to 4
        variant = load(SPEC_DIR / "auction_pitch.pitch")
        state = Game(variant, 4, None, 10).new_initial_state()
        state.deal_rest(random.Random(1))
        agent = HumanAgent(io.StringIO(), io.StringIO(), Vocabulary.of(variant))
        _AUCTION.append((agent, tuple(state.legal_actions())))
    return _AUCTION[0]


def check_answer(text: str) -> bool:
    """What a person types at the prompt: a legal move, or 'not understood' and asked
    again; the line read at most 1,000 characters at a time."""
    agent, legal = _prompt()
    agent.input = io.StringIO(text + "\n")
    with time_limit(SECONDS):
        try:
            answer = agent.answer()
        except Quit:
            return False
        action = agent.parse(answer, legal)
        if action is None:
            assert agent.hint(answer, legal).startswith("not understood")
            return False
    assert action in legal
    return True


# ------------------------------------------------------------------ deal files, logs

def check_deal(text: str, game: Game) -> bool:
    """A deal file's text: fitted to the table, or refused with coded findings."""
    with time_limit(SECONDS):
        try:
            parse_deal_text(text, "deal.json").compile(game)
        except EngineError as err:
            coded(err.diagnostics)
            return False
    return True


def check_log(text: str, variant: Variant) -> bool:
    """A game log's text: replayed to the end, or refused with coded findings."""
    with time_limit(SECONDS):
        try:
            replay(parse_log(text, "m.log"), variant)
        except EngineError as err:
            coded(err.diagnostics)
            return False
    return True


def check_nesting(text: str) -> bool:
    """The nesting pre-check of any text: None, or a place inside the text."""
    with time_limit(SECONDS):
        deep = too_deep(text)
    assert deep is None or 0 <= deep < len(text)
    return deep is None


# -------------------------------------------------------------------------------- fmt

def check_fmt(text: str, path: Path) -> bool:
    """A spec's text laid out: refused with coded findings, or laid out so that laying
    it out again changes nothing and the variant it states (``pitchspec show``) is
    the same before and after."""
    with time_limit(SECONDS * 3):
        try:
            laid = format_text(text, str(path))
        except SpecError as err:
            coded(err.diagnostics)
            return False
        assert format_text(laid, str(path)) == laid, "fmt is not idempotent"
        before = check_text(text, path)
        after = check_text(laid, path)
        assert before.ok == after.ok, [d.message for d in after.diagnostics]
        if before.ok and before.variant is not None and after.variant is not None:
            assert json.dumps(variant_data(before.variant)) == \
                json.dumps(variant_data(after.variant)), "fmt changed the rules"
        assert [d.code for d in before.diagnostics] == [d.code for d in after.diagnostics]
    return True
