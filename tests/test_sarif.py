"""``--format sarif`` (issue 31): findings and verdicts as SARIF 2.1.0 for CI annotations,
valid against the OASIS schema (tests/fixtures/sarif/), each at its file and line."""

from __future__ import annotations

import json
import shutil
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from jsonschema import Draft4Validator

from pitchspec.cli import main

from conftest import ROOT

SCHEMA = ROOT / "tests" / "fixtures" / "sarif" / "sarif-schema-2.1.0.json"
INVALID = ROOT / "tests" / "fixtures" / "invalid"
BROKEN = ROOT / "verify" / "broken"


@cache
def validator() -> Draft4Validator:
    return Draft4Validator(json.loads(SCHEMA.read_text(encoding="utf-8")))


def sarif(*args: str, code: int) -> dict[str, Any]:
    result = CliRunner().invoke(main, [*args, "--format", "sarif"])
    assert result.exit_code == code, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    errors = sorted(validator().iter_errors(data), key=str)
    assert errors == [], errors[0].message
    return data


def test_the_schema_check_itself_finds_a_broken_log() -> None:
    """The validator is the real schema: a result without a message is refused."""
    data = {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}},
                                          "results": [{"ruleId": "PS001"}]}]}
    assert list(validator().iter_errors(data))


def test_check_findings_are_results_at_their_line(tmp_path: Path) -> None:
    spec = tmp_path / "PS102_missing_colon.pitch"
    shutil.copy(INVALID / spec.name, spec)
    data = sarif("check", str(spec), "auction_pitch", code=1)
    [run] = data["runs"]
    assert data["version"] == "2.1.0" and run["tool"]["driver"]["name"] == "pitchspec"
    [rule] = run["tool"]["driver"]["rules"]
    [result] = run["results"]
    assert rule["id"] == result["ruleId"] == "PS102" and result["level"] == "error"
    location = result["locations"][0]["physicalLocation"]
    assert location["artifactLocation"]["uri"] == spec.as_uri()
    assert location["region"]["startLine"] == 5 and location["region"]["startColumn"] == 10


def test_a_relative_path_is_relative_to_the_source_root(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "my specs").mkdir()
    shutil.copy(INVALID / "PS102_missing_colon.pitch", tmp_path / "my specs" / "bad.pitch")
    monkeypatch.chdir(tmp_path)
    data = sarif("check", "my specs/bad.pitch", code=1)
    artifact = data["runs"][0]["results"][0]["locations"][0]["physicalLocation"][
        "artifactLocation"]
    assert artifact == {"uri": "my%20specs/bad.pitch", "uriBaseId": "%SRCROOT%"}
    assert data["runs"][0]["originalUriBaseIds"]["%SRCROOT%"]["uri"] == tmp_path.as_uri() + "/"


def test_a_clean_check_is_a_log_without_results() -> None:
    data = sarif("check", "auction_pitch", "pitch", code=0)
    assert data["runs"][0]["results"] == []


def test_a_finding_about_a_whole_file_is_a_result_without_a_region() -> None:
    data = sarif("check", "/dev/null", code=1)
    [result] = data["runs"][0]["results"]
    assert result["ruleId"] == "PS001" and "a device" in result["message"]["text"]
    assert result["locations"][0]["physicalLocation"] == {
        "artifactLocation": {"uri": "file:///dev/null"}}


def test_verify_gives_a_result_per_verdict_failing_the_unexpected_ones(tmp_path: Path) -> None:
    """A deliberately broken spec refutes its property: with no recorded expectation
    that is a failure, an error at the variant's header line."""
    spec = tmp_path / "low_lost.pitch"  # a name no expected-verdicts file knows
    text = (BROKEN / "broken_low_lost.pitch").read_text(encoding="utf-8")
    spec.write_text(text.replace("variant broken_low_lost", "variant low_lost"),
                    encoding="utf-8")
    data = sarif("verify", str(spec), "-p", "points_one_side", "-p", "deck_sufficient",
                 code=1)
    results = {r["ruleId"]: r for r in data["runs"][0]["results"]}
    assert set(results) == {"points_one_side", "deck_sufficient"}
    refuted, proved = results["points_one_side"], results["deck_sufficient"]
    assert (refuted["kind"], refuted["level"]) == ("fail", "error")
    assert refuted["properties"]["verdict"] == "REFUTED" and "\n" in refuted["message"]["text"]
    assert (proved["kind"], proved["level"]) == ("pass", "none")
    region = refuted["locations"][0]["physicalLocation"]["region"]
    text = spec.read_text(encoding="utf-8").splitlines()
    assert text[region["startLine"] - 1].startswith("variant ")


def test_a_claim_is_located_at_the_claim() -> None:
    data = sarif("verify", "auction_pitch", "-p", "claim:set_never_wins", code=0)
    [result] = data["runs"][0]["results"]
    assert result["ruleId"] == "claim" and result["kind"] == "pass"
    region = result["locations"][0]["physicalLocation"]["region"]
    shown = (ROOT / "spec" / "auction_pitch.pitch").read_text(encoding="utf-8").splitlines()
    assert "set_never_wins" in shown[region["startLine"] - 1]
