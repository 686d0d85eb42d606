"""Verdicts at every table the rules allow (tables_allowed), not the default alone.

The fixture tests/fixtures/tables/roadhouse_three_or_four.pitch is Roadhouse Pitch
seated as Contway Pitch: four players in two partnerships (the default table) or three
alone. A failed moon loses the game and the others win: at four there is one other
side, so ties_resolved holds there; at three the two others can stand level and win
together. The verdict must be REFUTED at three players alone, with a hand the engine
replays at that table, where the default table alone says PROVED.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from pitchspec.cli import main
from pitchspec.cli import verify_run as run
from pitchspec.engine import choose_seating
from pitchspec.model import Variant
from pitchspec.model.derived import table_name, tables_allowed
from pitchspec.pipeline import Loader
from pitchspec.smt import Verdict, verify_variant
from pitchspec.smt.prove.solve import _verify_at

from conftest import ROOT, SPEC_DIR

FIXTURE = ROOT / "tests" / "fixtures" / "tables" / "roadhouse_three_or_four.pitch"
THREE, FOUR_TEAMS = (3, 0), (4, 2)


def _load() -> Variant:
    result = Loader([SPEC_DIR]).load(FIXTURE)
    assert result.ok and result.variant is not None
    return result.variant


def test_the_default_table_alone_would_prove_what_three_players_break() -> None:
    """At the default table (four in partnerships) ties_resolved is proved: checking it
    there alone, as the verifier did, would have called it PROVED."""
    variant = _load()
    assert tables_allowed(variant) == [THREE, FOUR_TEAMS]
    seating = choose_seating(variant, None, None)
    assert (seating.players, seating.num_sides) == (4, 2)
    [proof] = _verify_at(variant, ["ties_resolved"], 1.0, seating,
                         table_name(*FOUR_TEAMS))
    assert proof.verdict is Verdict.PROVED


def test_a_property_that_fails_at_another_table_is_refuted_there(tmp_path: Path) -> None:
    """REFUTED at three players alone, the default table checked first; its hand is
    dealt at three and the engine replays its deal file at three (``play --deal
    --strict``), two winners at once."""
    variant = _load()
    [proof] = verify_variant(variant, ["ties_resolved"])
    assert proof.verdict is Verdict.REFUTED and proof.table == THREE
    assert proof.tables == (FOUR_TEAMS, THREE)
    assert proof.note.startswith("at 3 players alone")
    example = proof.counterexample
    assert example is not None and example.deal is not None
    assert example.lines[0].startswith("3 players (each plays alone)")
    assert example.deal["players"] == 3
    deal = tmp_path / "deal.json"
    deal.write_text(json.dumps(example.deal), encoding="utf-8")
    result = CliRunner().invoke(main, ["play", str(FIXTURE), "-I", str(SPEC_DIR), "--deal",
                                       str(deal), "--strict", "--format", "json"])
    assert result.exit_code == 0, result.output
    played = json.loads(result.output)
    assert played["header"]["players"] == 3 and played["header"]["sides"] == [0, 1, 2]
    assert len(played["end"]["winners"]) == 2


def test_a_claim_is_checked_at_each_table() -> None:
    """Pitch's claim of one winner at a time (inherited) is refuted at three players
    alone; a claim naming side 3 is not provable at four in partnerships, which seat two
    sides (PS521, UNKNOWN naming that table), though it holds at three."""
    variant = _load()
    one, third = verify_variant(variant, ["claim:one_winner",
                                          "claim:third_side"])
    assert one.verdict is Verdict.REFUTED and one.table == THREE
    assert third.verdict is Verdict.UNKNOWN and third.table == FOUR_TEAMS
    assert "PS521" in third.note and "4 players in partnerships" in third.note
    seating = choose_seating(variant, 3, False)
    [alone] = _verify_at(variant, ["claim:third_side"], 1.0, seating,
                         table_name(*THREE))
    assert alone.verdict is Verdict.PROVED


def test_the_results_name_the_tables_and_the_refutation_s(tmp_path: Path) -> None:
    """``verify --results`` and ``--format json`` record the tables checked and the
    table of the refutation."""
    proofs = run.verify_paths([FIXTURE], ["ties_resolved", "points_bounded"], [SPEC_DIR])
    outcomes = run.judge(proofs, run.expectations_for([FIXTURE]))
    run.write_results(outcomes, tmp_path)
    data = json.loads((tmp_path / "roadhouse_three_or_four.verify.json").read_text(
        encoding="utf-8"))
    ties, points = data["properties"]
    assert ties["table"] == {"players": 3, "partnerships": False}
    assert points["verdict"] == "proved" and "table" not in points
    assert points["tables"] == [{"players": 4, "partnerships": True, "teams": 2},
                                {"players": 3, "partnerships": False}]
    rows = json.loads(run.as_json(outcomes))
    assert rows[0]["table"] == {"players": 3, "partnerships": False}
    assert rows[1]["table"] is None and len(rows[1]["tables"]) == 2
