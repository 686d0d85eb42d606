"""`pitchspec verify`: exit codes, the table, JSON, saved counterexamples that
`pitchspec play --deal` replays, the rulebook's results files, bad input."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from pitchspec.cli import main
from pitchspec.rulebook.results import Verdict, load_results

from conftest import ROOT, SPEC_DIR

BROKEN = ROOT / "verify" / "broken"
EXPECTED = ROOT / "verify" / "expected.toml"
SET_SCORES = BROKEN / "broken_set_scores.pitch"


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output


def test_a_proved_property_exits_0_with_a_table() -> None:
    code, out = run("verify", str(SPEC_DIR / "pitch.pitch"), "-p", "points_bounded",
                    "-p", "one_trick_winner")
    assert code == 0, out
    assert "pitch" in out and "points bounded" in out
    assert "2 verdicts: 2 proved, 0 refuted, 0 unknown; 0 not as expected" in out


def test_json_gives_one_row_per_spec_and_property() -> None:
    code, out = run("verify", str(SPEC_DIR / "pitch.pitch"), "-p", "deck_sufficient",
                    "--format", "json")
    assert code == 0, out
    [row] = json.loads(out)
    assert row["variant"] == "pitch" and row["property"] == "deck_sufficient"
    assert row["verdict"] == row["expected"] == "PROVED" and row["ok"] is True


def test_an_unexpected_refutation_exits_1_and_tells_the_hand(tmp_path: Path) -> None:
    """Against an empty expectations file every property is expected PROVED."""
    none = tmp_path / "expected.toml"
    none.write_text("", encoding="utf-8")
    code, out = run("verify", str(SET_SCORES), "-I", str(SPEC_DIR), "-p", "score_signs",
                    "--expected", str(none))
    assert code == 1, out
    assert "score_signs REFUTED (expected PROVED, as no verdict is recorded)" in out
    assert "counterexample" in out and "why: the bidder was set" in out


def test_an_expected_refutation_exits_0(tmp_path: Path) -> None:
    expected = tmp_path / "expected.toml"
    expected.write_text('[broken_set_scores]\nscore_signs = { verdict = "REFUTED", '
                        'why = "a set moon scores 4" }\n', encoding="utf-8")
    code, out = run("verify", str(SET_SCORES), "-I", str(SPEC_DIR), "-p", "score_signs",
                    "--expected", str(expected))
    assert code == 0, out
    assert "expected because: a set moon scores 4" in out


def test_saved_counterexample_replays_with_play_deal(tmp_path: Path) -> None:
    cex = tmp_path / "cex"
    code, out = run("verify", str(SET_SCORES), "-I", str(SPEC_DIR), "-p", "score_signs",
                    "--save-cex", str(cex), "--expected", str(EXPECTED))
    assert code == 0, out  # verify/expected.toml expects this refutation
    deal = cex / "broken_set_scores.score_signs.json"
    assert (cex / "broken_set_scores.score_signs.txt").is_file()
    code, out = run("play", str(SET_SCORES), "-I", str(SPEC_DIR), "--deal", str(deal))
    assert code == 0, out
    assert "bid moon - set" in out


def test_results_are_what_the_rulebook_reads(tmp_path: Path) -> None:
    data = tmp_path / "_data"
    code, out = run("verify", str(SET_SCORES), "-I", str(SPEC_DIR), "-p", "score_signs",
                    "-p", "points_bounded", "--results", str(data), "--expected",
                    str(EXPECTED))
    assert code == 0, out
    results, files = load_results(data, "broken_set_scores")
    assert data / "broken_set_scores.verify.json" in files
    assert results.properties is not None
    verdicts = {p.name: p for p in results.properties}
    assert verdicts["points_bounded"].verdict is Verdict.PROVED
    refuted = verdicts["score_signs"]
    assert refuted.verdict is Verdict.REFUTED and refuted.story and refuted.deal
    assert refuted.why.startswith("Failing the moon scores 4")
    assert (data / refuted.deal).is_file()


def test_unknown_property_is_a_usage_error() -> None:
    code, out = run("verify", str(SPEC_DIR / "pitch.pitch"), "-p", "no_such_thing")
    assert code == 2
    assert "error[PS504]" in out and "points_bounded" in out


def test_malformed_expectations_are_a_usage_error(tmp_path: Path) -> None:
    bad = tmp_path / "expected.toml"
    bad.write_text('[pitch]\npoints_bounded = "MAYBE"\n', encoding="utf-8")
    code, out = run("verify", str(SPEC_DIR / "pitch.pitch"), "--expected", str(bad))
    assert code == 2
    assert "error[PS506]" in out and "MAYBE" in out
    bad.write_text("[pitch\n", encoding="utf-8")
    code, out = run("verify", str(SPEC_DIR / "pitch.pitch"), "--expected", str(bad))
    assert code == 2 and "error[PS506]" in out and "Traceback" not in out


def test_a_spec_with_errors_is_reported_not_verified(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pitch"
    bad.write_text("variant bad\nwinning {\n  target 11\n}\n", encoding="utf-8")
    code, out = run("verify", str(bad))
    assert code == 1
    assert "error[PS102]" in out and "fix them before verifying" in out


def test_a_missing_path_is_a_finding_as_in_every_command(tmp_path: Path) -> None:
    code, out = run("verify", str(tmp_path / "nowhere.pitch"))
    assert code == 1 and "PS002" in out


def test_the_summary_counts_the_tables_verified_and_json_names_them() -> None:
    """Pitch is played by 2 to 8 (alone or in partnerships), California Jack by two:
    each property is checked at every table the rules allow, the summary counts them
    and each JSON row lists them (the tables_allowed of each variant, no fewer)."""
    from pitchspec import load
    from pitchspec.model.derived import tables_allowed

    pitch, jack = SPEC_DIR / "pitch.pitch", SPEC_DIR / "california_jack.pitch"
    count = len(tables_allowed(load(pitch))) + len(tables_allowed(load(jack)))
    assert count == 13
    code, out = run("verify", str(pitch), str(jack), "-p", "one_trick_winner")
    assert code == 0, out
    assert (f"verified at every table the rules allow: 2 variants at {count} tables; a "
            "refutation's note names its table" in " ".join(out.split()))
    assert "not yet verified" not in out
    code, out = run("verify", str(pitch), "-p", "one_trick_winner", "--format", "json")
    [row] = json.loads(out)
    assert row["verdict"] == "PROVED" and row["table"] is None
    assert [(t["players"], t.get("teams", 0)) for t in row["tables"]] == \
        sorted(tables_allowed(load(pitch)), key=lambda t: t != (4, 0))
    assert {"players": 6, "partnerships": True, "teams": 2} in row["tables"]
