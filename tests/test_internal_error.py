"""A bug in pitchspec is exit status 3 and one line asking for a report, never a bare
traceback (and never status 1, which means findings about the input)."""

from __future__ import annotations

import importlib

import pytest
from click.testing import CliRunner

from pitchspec.cli import main

from conftest import ROOT

pipeline = importlib.import_module("pitchspec.pipeline")  # check imports it when it runs


def _broken(*_args: object, **_kwargs: object) -> object:
    raise RuntimeError("a deliberate bug")


def test_an_internal_error_is_status_3_with_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PITCHSPEC_DEBUG", raising=False)
    monkeypatch.setattr(pipeline, "check", _broken)
    result = CliRunner().invoke(main, ["check", str(ROOT / "spec" / "pitch.pitch")])
    assert result.exit_code == 3
    assert "internal error (RuntimeError: a deliberate bug)" in result.output
    assert "please report it" in result.output
    assert "Traceback" not in result.output


def test_debug_shows_the_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PITCHSPEC_DEBUG", "1")
    monkeypatch.setattr(pipeline, "check", _broken)
    result = CliRunner().invoke(main, ["check", str(ROOT / "spec" / "pitch.pitch")])
    assert isinstance(result.exception, RuntimeError)
