"""Issue 15: the limits on deal files, logs and expected-verdicts files, and the
window a long source line is shown through, each a coded finding at its place."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pitchspec import limits
from pitchspec.diagnostics import Diagnostic
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.game import Game
from pitchspec.matches.logs.deal_file import parse_deal_text, read_deal_file
from pitchspec.pipeline import load
from pitchspec.report import SHOWN, _Fixed, render_text
from pitchspec.source import SourceFile

from conftest import ROOT, SPEC_DIR

DEAL = ROOT / "tests" / "fixtures" / "deals" / "auction_pitch_bid_three.json"


def _refusal(text: str) -> list[Diagnostic]:
    game = Game(load(SPEC_DIR / "auction_pitch.pitch"), 4, None, 10)
    with pytest.raises(EngineError) as err:
        parse_deal_text(text, "deal.json").compile(game)
    return err.value.diagnostics


def test_a_deal_file_over_the_size_limit_is_ps403(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "MAX_INPUT_CHARS", 100)
    path = tmp_path / "deal.json"
    path.write_text(DEAL.read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(EngineError) as err:
        read_deal_file(path)
    [d] = err.value.diagnostics
    assert d.code == "PS403" and "more than 100 characters" in d.message


def test_a_deal_file_nested_too_deep_is_ps403_at_the_bracket_too_deep() -> None:
    text = '{"deals": ' + "[" * 100 + "]" * 100 + "}"
    with pytest.raises(EngineError) as err:
        parse_deal_text(text, "deal.json")
    [d] = err.value.diagnostics
    assert (d.code, d.span.column) == ("PS403", 11 + limits.MAX_NESTING - 1)


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    assert limits.too_deep('{"a": "' + "[" * 1000 + '"}') is None


def test_an_empty_deals_list_is_ps403() -> None:
    data = json.loads(DEAL.read_text(encoding="utf-8"))
    data["deals"] = []
    [d] = _refusal(json.dumps(data))
    assert d.code == "PS403" and "one or more deals" in d.message


def test_a_long_line_is_shown_around_the_problem_with_the_caret_under_it() -> None:
    line = "x" * 5_000 + "BAD" + "y" * 5_000
    source = SourceFile("long.json", line + "\n")
    d = Diagnostic("PS403", "bad", source.span(5_000, 5_003))
    _, _, shown, caret = render_text(d, _Fixed(source)).splitlines()
    assert len(shown) <= SHOWN + 12 and shown.count("...") == 2
    assert shown[caret.index("^"):][:3] == "BAD" and caret.count("^") == 3


def test_a_results_file_over_the_size_limit_is_refused_in_words(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The rulebook reads verdicts, statistics and diffs through the same bound as
    every other input file: a huge one is refused before it is read, not loaded."""
    from pitchspec.rulebook.results import load_results

    (tmp_path / "house.verify.json").write_text(
        json.dumps({"variant": "house", "properties": [], "pad": "x" * 1000}),
        encoding="utf-8")
    monkeypatch.setattr(limits, "MAX_INPUT_CHARS", 100)
    with pytest.raises(ValueError, match="cannot read results"):
        load_results(tmp_path, "house")


def test_a_verdict_cache_entry_over_the_size_limit_is_not_used(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from pitchspec.smt.encode.verdicts import Proof, Verdict
    from pitchspec.smt.prove import cache

    monkeypatch.setenv("PITCHSPEC_CACHE", str(tmp_path))
    key = "ab" * 32
    cache.remember(key, Proof(Verdict.PROVED, "high_awarded", "house", 0.1,
                              note="x" * 1000))
    assert cache.recall(key) is not None  # a sound entry, read back
    monkeypatch.setattr(limits, "MAX_INPUT_CHARS", 100)
    assert cache.recall(key) is None  # over the limit: not read, solved again
