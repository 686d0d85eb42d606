"""`pitchspec diff A B`: a spec against itself is equivalent; Auction Pitch against a
child that only lowers the target (spec/auction_pitch.pitch: 11 points) shows a deal
settled differently near the target, which the engine replays under both specs; pairs
that cannot share a deal are PS510; the JSON shape; the rulebook section."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from pitchspec import load
from pitchspec.cli import main
from pitchspec.rulebook import diffdeal
from pitchspec.rulebook.results import load_results

from conftest import SPEC_DIR
from support.diffcases import CATALOGUE_PAIRS

SHORT = """variant short_pitch "Short Pitch" extends auction_pitch

winning {
  target: 7
}
"""

KEYS = {"format", "version", "first", "second", "first_title", "second_title", "rules",
        "verdict", "code", "reasons", "method", "note", "case", "differences", "deal",
        "settled", "seconds", "remembered", "table"}
SETTLED_KEYS = {"variant", "refused", "awards", "during", "points", "before", "after",
                "changes", "made", "winners", "draw", "story"}


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout


@pytest.fixture(scope="module")
def short_diff(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, dict, Path]:
    """auction_pitch against short_pitch (target 7), with the deal files and results."""
    folder = tmp_path_factory.mktemp("short")
    spec = folder / "short_pitch.pitch"
    spec.write_text(SHORT, encoding="utf-8")
    code, out = run("diff", str(SPEC_DIR / "auction_pitch.pitch"), str(spec), "-I",
                    str(SPEC_DIR), "--format", "json", "--save-deal", str(folder / "deals"),
                    "--results", str(folder / "data"))
    return code, json.loads(out), folder


def test_a_spec_against_itself_is_equivalent() -> None:
    code, out = run("diff", "pitch", str(SPEC_DIR / "pitch.pitch"))
    assert code == 0, out
    assert "EQUIVALENT" in out and "rules that differ:\n  none" in out


def test_diff_says_the_one_table_it_compares(short_diff: tuple[int, dict, Path]) -> None:
    """diff compares one table (Auction Pitch's default, four alone), unlike verify's
    every table: the JSON names it and the report says so; a pair one deal cannot serve
    names none."""
    _, data, _ = short_diff
    assert data["table"] == {"players": 4, "partnerships": False}
    code, out = run("diff", "pitch", str(SPEC_DIR / "pitch.pitch"))
    assert code == 0, out
    assert ("compared at one table, 4 players alone (verify checks every table the rules "
            "allow; diff only this one)") in out
    code, out = run("diff", "pitch", "california_jack", "--format", "json")
    assert json.loads(out)["table"] is None


def test_a_lower_target_is_shown_on_a_deal_settled_differently_near_it(
        short_diff: tuple[int, dict, Path]) -> None:
    code, data, _ = short_diff
    assert code == 1
    assert data["verdict"] == "differ" and data["code"] == "PS511"
    assert [r["rule"] for r in data["rules"]] == ["Target"]
    parent, child = data["settled"]
    assert parent["before"] == child["before"] and parent["after"] == child["after"]
    assert (parent["winners"], child["winners"] != []) == ([], True)
    [winner] = child["winners"]
    assert 7 <= child["after"][winner] < 11  # near the target: reached 7, short of 11
    assert any("wins the match" in d for d in data["differences"])


def test_the_saved_deal_replays_under_both_specs_as_printed(
        short_diff: tuple[int, dict, Path]) -> None:
    _, data, folder = short_diff
    parent, child = data["settled"]
    deals = folder / "deals"
    for name, settled, spec in (("auction_pitch", parent, str(SPEC_DIR / "auction_pitch.pitch")),
                                ("short_pitch", child, str(folder / "short_pitch.pitch"))):
        [path] = deals.glob(f"*.{name}.deal.json")
        code, out = run("play", spec, "--deal", str(path), "--strict", "--format", "json",
                        "-I", str(SPEC_DIR), "--max-hands", "1")
        assert code == 0, out
        played = json.loads(out)
        assert played["final_scores"] == settled["after"] if "final_scores" in played \
            else str(settled["after"][0]) in out


def test_the_json_shape_is_stable(short_diff: tuple[int, dict, Path]) -> None:
    _, data, _ = short_diff
    assert set(data) == KEYS and data["format"] == "pitchspec-diff" and data["version"] == 1
    assert all(set(s) == SETTLED_KEYS for s in data["settled"])
    assert data["deal"]["format"] == "pitchspec-deal" and len(data["deal"]["deals"]) == 1


def test_the_json_output_meets_the_shipped_schema(short_diff: tuple[int, dict, Path]) -> None:
    """Real output of each verdict meets pitchspec/schemas/diff.schema.json: a deal
    settled differently (with its deal, itself a valid deal file), an equivalence, and
    a pair one deal cannot serve; the deal file inside is a valid deal file too."""
    from pitchspec import schemas

    _, data, _ = short_diff
    same = json.loads(run("diff", "pitch", "pitch", "--format", "json")[1])
    apart = json.loads(run("diff", "pitch", "nine_five", "--format", "json")[1])
    assert [same["verdict"], apart["verdict"]] == ["equivalent", "not comparable"]
    for document in (data, same, apart):
        assert not list(schemas.validator("diff").iter_errors(document))
    assert not list(schemas.validator("deal-file").iter_errors(data["deal"]))
    broken = {**data, "verdict": "maybe", "settled": [{"variant": "x"}]}
    found = {e.message for e in schemas.validator("diff").iter_errors(broken)}
    assert "'maybe' is not one of ['equivalent', 'differ', 'not comparable', 'unknown']" \
        in found and "'points' is a required property" in found


def test_the_results_feed_the_rulebook_section(short_diff: tuple[int, dict, Path]) -> None:
    _, data, folder = short_diff
    results, read = load_results(folder / "data", "short_pitch")
    assert results.diff == data and read == [folder / "data" / "short_pitch.diff.json"]
    parent = load(SPEC_DIR / "auction_pitch.pitch")
    child = load(folder / "short_pitch.pitch", [SPEC_DIR])
    problems: list[str] = []
    text = "\n".join(diffdeal.section(data, parent, child, None, problems))
    assert problems == []
    assert text.startswith(diffdeal.TITLE + "\n" + "-" * len(diffdeal.TITLE))
    assert ".. list-table::" in text and "Short Pitch" in text and "Scores after" in text


def test_diff_compares_at_the_table_asked_for() -> None:
    """--players and --teams/--team-count choose the table: six players in two teams
    of three, which Pitch allows besides its default; a table either's rules do not
    give is the engine's PS406, and one the two variants seat differently (four alone
    in Pitch, four in partnerships in Partnership Pitch) cannot serve both."""
    code, out = run("diff", "pitch", str(SPEC_DIR / "pitch.pitch"), "--players", "6",
                    "--team-count", "2", "--format", "json")
    data = json.loads(out)
    assert code == 0 and data["verdict"] == "equivalent", out
    assert data["table"] == {"players": 6, "partnerships": True, "teams": 2}
    code, out = run("diff", "pitch", "reverse_pitch", "--players", "6", "--team-count", "2")
    assert code == 1 and "compared at one table, 6 players in 2 teams of 3" in out
    refused = CliRunner().invoke(main, ["diff", "pitch", "pitch", "--players", "6",
                                        "--team-count", "4"])
    assert refused.exit_code == 1 and refused.stdout == ""
    assert "error[PS406]" in refused.stderr and "allowed: 3 teams of 2, 2 teams of 3" \
        in refused.stderr
    code, out = run("diff", "pitch", "partnership_pitch", "--players", "4", "--format",
                    "json")
    reasons = json.loads(out)["reasons"]
    assert code == 1 and "the two variants seat the table asked for differently" in reasons


def test_variants_that_cannot_share_a_deal_are_not_comparable() -> None:
    # Cell Pitch plays with a joker and a kitty (spec/cell_pitch.pitch): no deal of
    # Auction Pitch's 52 cards is one of its deals.
    code, out = run("diff", "auction_pitch", "cell_pitch", "--format", "json")
    data = json.loads(out)
    assert code == 1 and data["verdict"] == "not comparable" and data["code"] == "PS510"
    assert "the packs differ" in data["reasons"] and data["deal"] is None
    code, out = run("diff", "auction_pitch", "cell_pitch")
    assert code == 1 and "not comparable: the packs differ" in out


def test_a_missing_spec_is_a_finding_not_a_traceback(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["diff", "pitch", str(tmp_path / "nothing.pitch")])
    assert result.exit_code in (1, 2) and "Traceback" not in result.output


def test_the_section_says_when_no_deal_can_serve_both() -> None:
    from pitchspec.rulebook.diff import differences

    a, b = load(SPEC_DIR / "auction_pitch.pitch"), load(SPEC_DIR / "cell_pitch.pitch")
    rules = [{"rule": d.rule, "first": d.parent, "second": d.child}
             for d in differences(a, b)]
    data = {"first": a.name, "second": b.name, "first_title": a.title,
            "second_title": b.title, "rules": rules, "verdict": "not comparable",
            "reasons": ["the packs differ"], "settled": [], "differences": [], "deal": None}
    text = " ".join(" ".join(diffdeal.section(data, a, b, None, [])).split())
    assert "One deal cannot be played under both Auction Pitch and Cell Pitch: the packs " \
        "differ." in text


@pytest.mark.slow
@pytest.mark.parametrize(("parent", "child"), CATALOGUE_PAIRS)
def test_catalogue_pairs_show_a_distinguishing_deal(parent: str, child: str) -> None:
    code, out = run("diff", parent, child, "--format", "json")
    data = json.loads(out)
    assert code == 1 and data["verdict"] == "differ", data["note"]
    first, second = data["settled"]
    assert not first["refused"] and not second["refused"]
    assert first["story"] and second["story"] and data["differences"]


@pytest.mark.slow
def test_a_child_restating_its_parent_is_equivalent() -> None:
    # spec/seven_up.pitch restates classic All Fours (turn-up trump, 7 points).
    code, out = run("diff", "classic_all_fours", "seven_up")
    assert code == 0 and "EQUIVALENT" in out
