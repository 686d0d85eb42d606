"""Authoring outside the repository: bundled variant names on every command, parents
found beside the spec, then in -I folders, then in the bundled catalogue; `list`,
`new`, and `verify` of a table's own variant.

The worked example is a house rule on Auction Pitch (V03, source 000): the same game
played to 21 instead of 11.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from pitchspec import catalogue
from pitchspec.cli import main
from pitchspec.cli.new import starter
from pitchspec.cli.verify_run import read_expectations
from pitchspec.diagnostics import SpecError
from pitchspec.matches.logs import chain
from pitchspec.pipeline import load, resolve_spec
from pitchspec.vocabulary import TOP, Section

CHILD = 'variant house "House Auction Pitch" extends auction_pitch\nsource: own "our table"\n'
LOCAL_PARENT = ('variant auction_pitch "Local" extends pitch\nsource: own "ours"\n'
                "winning {{\n  target: {target}\n}}\n")


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    assert "Traceback" not in result.output
    return result.exit_code, result.output


@pytest.fixture
def away(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty working folder outside the checkout, as a new user has."""
    folder = tmp_path / "table"
    folder.mkdir()
    monkeypatch.chdir(folder)
    return folder


# ------------------------------------------------------------------ extends resolution


def test_parent_beside_beats_include_beats_the_catalogue(tmp_path: Path) -> None:
    here, inc = tmp_path / "here", tmp_path / "inc"
    here.mkdir(), inc.mkdir()
    (here / "house.pitch").write_text(CHILD)
    (here / "auction_pitch.pitch").write_text(LOCAL_PARENT.format(target=21))
    (inc / "auction_pitch.pitch").write_text(LOCAL_PARENT.format(target=31))
    assert load(here / "house.pitch", [inc]).winning.target == 21
    (here / "auction_pitch.pitch").unlink()
    assert load(here / "house.pitch", [inc]).winning.target == 31
    house = load(here / "house.pitch")
    assert house.winning.target == 11 and house.parent == "auction_pitch"
    assert house.bidding.maximum == 4  # the bundled Auction Pitch's bids 1..4


def test_ps206_names_every_place_searched_and_suggests_from_all(tmp_path: Path) -> None:
    here, inc = tmp_path / "here", tmp_path / "inc"
    here.mkdir(), inc.mkdir()
    (inc / "our_base.pitch").write_text("variant our_base\n")
    for typo, meant in (("auction_pich", "auction_pitch"), ("our_bse", "our_base")):
        (here / "house.pitch").write_text(CHILD.replace("auction_pitch", typo))
        code, out = run("check", "-I", str(inc), str(here / "house.pitch"))
        assert code == 1 and "error[PS206]" in out
        assert f"{here}, {inc}, the bundled catalogue ({catalogue.spec_dir()})" in out
        assert f"did you mean '{meant}'?" in out


# ------------------------------------------------------------------ spec arguments


def test_an_existing_path_wins_over_a_bundled_name(away: Path) -> None:
    (away / "auction_pitch.pitch").write_text(LOCAL_PARENT.format(target=21))
    assert resolve_spec("auction_pitch.pitch") == Path("auction_pitch.pitch")
    assert resolve_spec("auction_pitch") == catalogue.find("auction_pitch")
    code, out = run("show", "auction_pitch")
    assert code == 0 and json.loads(out)["winning"]["target"] == 11


def test_an_unknown_name_is_ps002_with_did_you_mean(away: Path) -> None:
    with pytest.raises(SpecError) as err:
        resolve_spec("auction_pich")
    (problem,) = err.value.diagnostics
    assert problem.code == "PS002" and problem.help == "did you mean 'auction_pitch'?"
    for command in (["check"], ["show"], ["play"], ["simulate", "-n", "1"], ["verify"]):
        code, out = run(*command, "auction_pich")
        assert code == 1 and "PS002" in out and "auction_pitch" in out, command


def test_every_command_takes_a_bundled_name(away: Path) -> None:
    code, out = run("check", "auction_pitch")
    assert code == 0 and "1 clean" in out
    code, out = run("show", "auction_pitch")
    assert code == 0 and json.loads(out)["name"] == "auction_pitch"
    code, out = run("play", "auction_pitch", "--seed", "1", "--log", "match.log")
    assert code == 0 and "winner:" in out
    code, out = run("replay", "match.log")
    assert code == 0 and "every action legal" in out
    code, out = run("replay", "match.log", "--spec", "auction_pitch")
    assert code == 0 and "every action legal" in out
    code, out = run("simulate", "auction_pitch", "-n", "3", "--seed", "1")
    assert code == 0 and "hands per match" in out
    code, out = run("verify", "auction_pitch", "-p", "bids_makeable")
    assert code == 0 and "1 proved" in out


def test_a_log_naming_a_bundled_variant_replays_from_any_folder(away: Path) -> None:
    """A log of `play auction_pitch` names the variant bare; a log naming a path that
    is not there (spec/auction_pitch.pitch, written in a checkout) needs --spec."""
    code, _ = run("play", str(catalogue.find("auction_pitch")), "--seed", "2",
                  "--log", "match.log")
    assert code == 0
    log = away / "match.log"
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    for named, replays in (("auction_pitch", True), ("auction_pitch.pitch", True),
                           ("spec/auction_pitch.pitch", False)):
        lines[0]["spec"] = named  # the log's chain recomputed for the new header
        sealed = chain.seal(lines, str(lines[0]["spec_sha256"]))
        log.write_text("".join(json.dumps(line) + "\n" for line in sealed))
        code, out = run("replay", "match.log")
        assert (code == 0 and "every action legal" in out) if replays else \
            (code == 1 and "PS404" in out and "--spec" in out), named
        assert run("replay", "match.log", "--spec", "auction_pitch")[0] == 0


# ------------------------------------------------------------------ list


def test_list_without_a_folder_lists_the_catalogue(away: Path) -> None:
    code, out = run("list", "--format", "json")
    assert code == 0
    names = [r["name"] for r in json.loads(out)]
    assert sorted(names) == catalogue.names() and len(names) == 46
    code, out = run("list")
    assert code == 0 and "46 variants" in out


def test_a_parent_name_too_long_for_the_file_system_is_ps206(tmp_path: Path) -> None:
    """A 300-letter parent name makes the file system refuse the path (ENAMETOOLONG):
    it is a parent that is not there, not an internal error."""
    (tmp_path / "house.pitch").write_text(CHILD.replace("auction_pitch", "a" * 300))
    code, out = run("check", str(tmp_path / "house.pitch"))
    assert code == 1 and "error[PS206]" in out


def test_list_of_a_folder_finds_parents_through_include(tmp_path: Path) -> None:
    mine, inc = tmp_path / "mine", tmp_path / "inc"
    mine.mkdir(), inc.mkdir()
    (mine / "house.pitch").write_text(CHILD.replace("auction_pitch", "local_base"))
    (mine / "other.pitch").write_text(CHILD.replace("house", "other"))
    (inc / "local_base.pitch").write_text(LOCAL_PARENT.format(target=21)
                                          .replace("auction_pitch", "local_base"))
    code, out = run("list", str(mine), "--format", "json")
    rows = {r["name"]: r for r in json.loads(out)}
    assert code == 1 and set(rows) == {"house", "other"}
    assert not rows["house"]["ok"] and rows["house"]["codes"] == ["PS206"]
    assert rows["other"]["ok"] and rows["other"]["parent"] == "auction_pitch"
    code, out = run("list", str(mine))
    assert code == 1 and "house (!)" in out and "1 error(s): PS206" in out
    code, out = run("list", str(mine), "-I", str(inc), "--format", "json")
    rows = {r["name"]: r for r in json.loads(out)}
    assert code == 0 and rows["house"]["parent"] == "local_base"
    assert rows["house"]["target"] == 21


def test_list_of_an_empty_folder_says_so(tmp_path: Path) -> None:
    code, out = run("list", str(tmp_path))
    assert code == 1 and "error[PS002]" in out and "holds no .pitch files" in out


def test_list_flags_a_broken_spec_and_summarises_it(tmp_path: Path) -> None:
    (tmp_path / "ok.pitch").write_text(CHILD.replace("house", "ok"))
    (tmp_path / "bad.pitch").write_text("variant bad\nwinning {\n  target 11\n}\n")
    code, out = run("list", str(tmp_path))
    assert code == 1
    assert "bad (!)" in out and "ok" in out
    assert f"(!) {tmp_path / 'bad.pitch'}: 1 error(s): PS102" in out


# ------------------------------------------------------------------ new


def test_new_extends_a_bundled_variant_and_checks_clean(away: Path) -> None:
    code, out = run("new", "my_pitch", "--extends", "auction_pitch")
    assert code == 0, out
    text = (away / "my_pitch.pitch").read_text()
    assert text.splitlines()[1] == 'variant my_pitch "My Pitch" extends auction_pitch'
    assert "source: own" in text
    assert "pitchspec check my_pitch.pitch" in out and "pitchspec play my_pitch.pitch" in out
    assert "rulebook" in out
    assert load("my_pitch.pitch").bidding.maximum == 4
    commented = {line.removeprefix("//").strip() for line in text.splitlines()}
    for example in _examples(TOP):
        assert {line.strip() for line in example.splitlines()} <= commented, example


def _examples(section: Section) -> list[str]:
    """The vocabulary's examples the skeleton shows: each setting's, and a named
    block's own example (a special bid) whole."""
    if section.named:
        return [section.example]
    found = [s.example for s in section.settings if s.example and section is not TOP]
    for block in section.blocks:
        found += _examples(block)
    return found


def test_new_standalone_is_a_complete_game(away: Path) -> None:
    code, out = run("new", "solo", "--title", "Our Solo Game")
    assert code == 0, out
    variant = load("solo.pitch")
    assert variant.parent is None and variant.title == "Our Solo Game"
    assert variant.winning.target == 11


def test_the_starter_text_checks_clean_for_any_parent(tmp_path: Path) -> None:
    for parent in ("pitch", "all_fives", None):
        path = tmp_path / "x.pitch"
        path.write_text(starter("x", "X", parent))
        assert load(path).parent == parent
        path.unlink()


def test_new_refuses_to_overwrite(away: Path) -> None:
    (away / "my_pitch.pitch").write_text("mine\n")
    code, out = run("new", "my_pitch")
    assert code == 2 and "already exists" in out
    assert (away / "my_pitch.pitch").read_text() == "mine\n"


def test_new_refuses_an_unknown_parent_and_writes_nothing(away: Path) -> None:
    code, out = run("new", "my_pitch", "--extends", "auction_pich")
    assert code == 2 and "error[PS206]" in out and "did you mean 'auction_pitch'?" in out
    assert list(away.iterdir()) == []


def test_new_writes_nothing_that_would_not_check_clean(away: Path) -> None:
    code, out = run("new", "quoted", "--title", 'The "Best" Pitch')
    assert code == 1 and "error[PS1" in out
    assert list(away.iterdir()) == []


def test_new_writes_into_a_folder_or_a_file_of_its_name(away: Path) -> None:
    (away / "specs").mkdir()
    assert run("new", "a", "-o", "specs")[0] == 0
    assert (away / "specs" / "a.pitch").is_file()
    assert run("new", "b", "-o", "specs/b.pitch", "--extends", "a")[0] == 0
    assert load("specs/b.pitch").parent == "a"
    code, out = run("new", "c", "-o", "specs/d.pitch")
    assert code == 2 and "must be named c.pitch" in out


# ------------------------------------------------------------------ verify


def test_verify_of_a_bundled_variant_uses_the_bundled_expectations(away: Path) -> None:
    """Campbell Ten-Point (V12): deck_sufficient is REFUTED, as expected.toml records."""
    code, out = run("verify", "campbell_ten_point", "-p", "deck_sufficient")
    assert code == 0, out
    assert "1 refuted" in out and "0 not as expected" in out


def test_verify_of_an_own_variant_tells_a_refutation_and_records_it(away: Path) -> None:
    """A table's Campbell Ten-Point with no recorded verdicts: the refutation is a
    finding in full, with its hand; --record keeps it; then it verifies clean."""
    (away / "campbell_ours.pitch").write_text(
        'variant campbell_ours "Ours" extends campbell_ten_point\nsource: own "us"\n')
    code, out = run("verify", "campbell_ours.pitch", "-p", "deck_sufficient")
    assert code == 1
    assert "REFUTED (expected PROVED, as no verdict is recorded)" in out
    assert "seat 0 dealt:" in out and "--record FILE" in out
    code, out = run("verify", "campbell_ours.pitch", "-p", "deck_sufficient",
                    "--record", "expected.toml")
    assert code == 0 and "expected verdicts written to expected.toml" in out
    recorded = read_expectations(away / "expected.toml").get("campbell_ours",
                                                             "deck_sufficient")
    assert recorded.verdict.value == "REFUTED" and recorded.why
    code, out = run("verify", "campbell_ours.pitch", "-p", "deck_sufficient",
                    "--expected", "expected.toml")
    assert code == 0 and "0 not as expected" in out


def test_verify_of_an_own_variant_that_proves_passes(away: Path) -> None:
    (away / "house.pitch").write_text(CHILD)
    code, out = run("verify", "house.pitch", "-p", "bids_makeable")
    assert code == 0 and "1 proved" in out
    assert os.listdir(away) == ["house.pitch"]
