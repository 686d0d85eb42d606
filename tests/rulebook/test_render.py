"""The rulebook page of a variant: goldens, every section present, well-formed reST."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from pitchspec import load
from pitchspec.matches.logs.log_format import spec_digest
from pitchspec.rulebook import Context, render
from pitchspec.rulebook.results import (
    Results,
    load_results,
    parse_stats,
    parse_verification,
    parse_verified,
)
from pitchspec.rulebook.site import page_context

from conftest import ROOT, SPEC_DIR, compare_golden

GOLDEN = ROOT / "tests" / "golden" / "rulebook"
GOLDEN_VARIANTS = ["auction_pitch", "roadhouse_pitch", "classic_all_fours", "oklahoma_ten_point"]
SPECS = sorted(SPEC_DIR.glob("*.pitch"))
HEADINGS = ["At a glance", "Cards and their order", "Dealing", "Bidding", "Trump", "Play",
            "Scoring", "Making the bid or being set", "Winning the match", "Differences from",
            "Choices where the sources are unclear", "Verification",
            "Statistics from simulation", "Sources"]


def _page(path: Path, **changes: object) -> str:
    variant, context, _ = page_context(path, None)
    # Children and the spec text change whenever another spec does; goldens leave them out,
    # and the pictures (tests/rulebook/test_pictures.py has theirs).
    changes = {"pictures": False, **changes}
    return render(variant, dataclasses.replace(context, children=(), source=None, **changes))


@pytest.mark.parametrize("name", GOLDEN_VARIANTS)
def test_page_matches_golden(name: str, update_goldens: bool) -> None:
    compare_golden(GOLDEN / f"{name}.rst", _page(SPEC_DIR / f"{name}.pitch"), update_goldens)


@pytest.mark.parametrize("path", SPECS, ids=lambda p: p.stem)
def test_every_section_is_present(path: Path) -> None:
    page = _page(path)
    lines = page.splitlines()
    titles = [lines[i - 1] for i, line in enumerate(lines) if line and set(line) == {"-"}]
    for heading in HEADINGS:
        assert any(t.startswith(heading) for t in titles), f"no '{heading}' section"


@pytest.mark.parametrize("path", SPECS, ids=lambda p: p.stem)
def test_rule_text_is_generated_not_copied_from_the_notes(path: Path) -> None:
    """The rule sections cite no source: citations live only in the spec's notes."""
    rules = _page(path).split("\nDifferences from")[0]
    for citation in ("(000", "(001", "(003", "C-0", "O-0"):
        assert citation not in rules


@pytest.mark.parametrize("path", SPECS, ids=lambda p: p.stem)
def test_page_is_well_formed_rest_without_sphinx(path: Path) -> None:
    """Without links or the spec source, the page uses docutils alone and parses cleanly."""
    docutils_core = pytest.importorskip("docutils.core")
    text = _page(path, links=False)
    doctree = docutils_core.publish_doctree(
        text, settings_overrides={"report_level": 5, "halt_level": 5})
    problems = [m.astext() for m in doctree.findall(lambda n: n.tagname == "system_message")]
    assert problems == []


def test_no_results_say_not_yet_available() -> None:
    page = _page(SPEC_DIR / "pitch.pitch")
    assert "Verification results are not yet available for this variant." in page
    assert "Statistics from simulation are not yet available for this variant." in page


STATS = {"variant": "roadhouse_pitch", "players": 4, "seed": 7, "matches": 10, "hands": 200,
         "contracts": {"2": {"contracts": 100, "made": 60}, "3": {"contracts": 50, "made": 20},
                       "moon": {"contracts": 5, "made": 1}},
         "points": {"high": {"awarded": 200}, "game": {"awarded": 150}},
         "hands_per_match": {"mean": 20.0}}
DEAL = "roadhouse_pitch.ties_resolved.deal.json"
DATA = ROOT / "tests" / "fixtures" / "rulebook" / "data"


def _verified(name: str, **changes: object) -> dict[str, object]:
    """Verification results as ``pitchspec verify --results`` writes them, for the
    rules of the bundled spec ``name`` as they are now."""
    return {"variant": name, "spec_sha256": spec_digest(load(SPEC_DIR / f"{name}.pitch")),
            "budget": 1.0, "pitchspec": "0.1.0", **changes, "properties": [
                {"name": "points_bounded", "verdict": "proved",
                 "claim": "A deal never awards more points than the rules list.",
                 "method": "outcome model"},
                {"name": "ties_resolved", "verdict": "refuted", "claim": "At most one side wins.",
                 "method": "engine search", "why": "Two players can stand level (P-50).",
                 "story": ["4 players (each plays alone); seat 3 deals, seat 0 is elder",
                           "why: 3 sides are declared winners at once"],
                 "deal": DEAL, "note": "for deals starting below the target"}]}


def _results(data: dict[str, object]) -> Results:
    return Results(parse_verification(data), parse_stats(STATS), verified=parse_verified(data),
                   deals={DEAL: json.loads((DATA / DEAL).read_text(encoding="utf-8"))})


def test_results_render_as_tables_chart_and_deal() -> None:
    page = _page(SPEC_DIR / "roadhouse_pitch.pitch", results=_results(_verified("roadhouse_pitch")))
    assert "<svg" in page and "Shoot the moon" in page.split("Statistics from")[1]
    assert "60%" in page and "From 10 simulated matches, 200 deals in all" in page
    assert "How \u201cOne winner at a time\u201d fails" in page
    flat = " ".join(page.split())
    assert "South bids 4, West passes, North bids Shoot the moon and East passes." in flat
    assert "Scope: for deals starting below the target." in flat
    assert "South, West and East win the match together." in flat


def test_verdicts_for_other_rules_are_not_shown() -> None:
    """A results file verified for other rules (the spec changed since), or one that
    does not say which rules (an older pitchspec), shows no verdict; the first is a
    problem the build warns about."""
    for data, word in ((_verified("roadhouse_pitch", spec_sha256="0" * 64), "other rules"),
                       ({**_verified("roadhouse_pitch"), "spec_sha256": None},
                        "do not say which rules")):
        variant, context, _ = page_context(SPEC_DIR / "roadhouse_pitch.pitch", None)
        context = dataclasses.replace(context, results=_results(data), pictures=False)
        page = render(variant, context)
        section = page.split("Verification\n")[1].split("Statistics from")[0]
        assert word in " ".join(section.split())
        assert "Proved" not in section and "Refuted" not in section
        assert bool(context.problems) == (word == "other rules")


def test_the_statistics_name_their_players() -> None:
    page = _page(SPEC_DIR / "roadhouse_pitch.pitch",
                 results=Results(None, parse_stats(STATS | {"players_label": "heuristic x4"})))
    assert "(players: heuristic x4)" in page.replace("\n", " ")
    assert "Random players" not in page
    page = _page(SPEC_DIR / "roadhouse_pitch.pitch", results=Results(None, parse_stats(STATS)))
    assert "Random players bid and play badly" in page.replace("\n", " ")


def test_results_are_read_from_json_files(tmp_path: Path) -> None:
    (tmp_path / "pitch.stats.json").write_text(json.dumps(STATS), encoding="utf-8")
    results, read = load_results(tmp_path, "pitch")
    assert results.stats is not None and results.properties is None
    assert read == [tmp_path / "pitch.stats.json"]


def test_unreadable_results_file_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "pitch.verify.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(ValueError, match=r"pitch\.verify\.json"):
        load_results(tmp_path, "pitch")


def test_page_links_parent_and_children() -> None:
    variant, context, read = page_context(SPEC_DIR / "auction_pitch.pitch", None)
    page = render(variant, dataclasses.replace(context, pictures=False))
    assert ":ref:`Pitch <variant-pitch>`" in page
    assert ":ref:`Roadhouse Pitch <variant-roadhouse_pitch>`" in page
    assert read[:2] == [SPEC_DIR / "auction_pitch.pitch", SPEC_DIR / "pitch.pitch"]


def test_page_on_its_own_has_no_links() -> None:
    page = render(load(SPEC_DIR / "roadhouse_pitch.pitch"), Context(links=False))
    assert ":ref:" not in page and "Differences from the parent variant" in page


def test_spec_source_is_shown_highlighted() -> None:
    variant, context, _ = page_context(SPEC_DIR / "pitch.pitch", None)
    page = render(variant, context)
    assert ".. code-block:: pitch" in page and '   variant pitch "Pitch"' in page


def test_rulebook_never_names_a_variant() -> None:
    """No rendering code branches on a variant's name (the model must say it)."""
    names = {p.stem for p in SPECS}
    for module in (ROOT / "pitchspec" / "rulebook").glob("*.py"):
        if module.name == "lexer.py":  # "pitch" there names the file format
            continue
        # "pitch" is also the highlighting language of the spec source.
        text = module.read_text(encoding="utf-8").replace('"code-block", "pitch"', "")
        assert not [n for n in names if f'"{n}"' in text or f"'{n}'" in text], module


def test_verifier_results_show_the_finding_the_hand_and_how_to_replay_it() -> None:
    """What `pitchspec verify --results` writes: the method in the table, the finding
    in words, the deal played again and drawn, the commands that save and replay it."""
    docutils_core = pytest.importorskip("docutils.core")
    results = _results(_verified("roadhouse_pitch"))
    page = _page(SPEC_DIR / "roadhouse_pitch.pitch", results=results, links=False,
                 pictures=True)
    section = page.split("Verification\n")[1].split("Statistics from")[0]
    assert "engine search" in section and "Two players can stand level." in section
    assert "P-50" not in section
    assert 'class="pitch-trick"' in section and "Trick 6: East leads" in " ".join(
        section.split())
    assert ("``pitchspec verify roadhouse_pitch --save-cex deals``"
            in " ".join(section.split()))
    assert ("``pitchspec play roadhouse_pitch --deal "
            "deals/roadhouse_pitch.ties_resolved.json``" in " ".join(section.split()))
    doctree = docutils_core.publish_doctree(
        page, settings_overrides={"report_level": 5, "halt_level": 5})
    assert not list(doctree.findall(lambda n: n.tagname == "system_message"))


def test_an_authors_own_source_is_named_as_such(tmp_path: Path) -> None:
    """``source: own`` (what ``pitchspec new`` writes) is the author's own rules, not one
    of the catalogue's translated documents."""
    spec = tmp_path / "house_rules.pitch"
    spec.write_text('variant house_rules "House rules" extends auction_pitch\n'
                    'source: own "our kitchen table"\n', encoding="utf-8")
    page = render(load(spec, [SPEC_DIR]), Context())
    sources = page[page.index("\nSources\n"):]
    assert "The author's own rules" in sources and "our kitchen table" in sources
    assert "machine translations" not in sources and "Document own" not in sources
