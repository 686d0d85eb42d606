"""Every member of every construct enum, every setting value and every yes-or-no
setting reaches every site of its footprint.

For each member: an engine handler (or the engine's PS401 refusal), a verifier handler
in its repertoire (or PS520, never a ``KeyError``), a batch-kernel handler (or PS420),
a rulebook sentence backed by an engine test (or an explicit 'unsaid'), a meaning, and
for point kinds a heuristic valuation (or an explicit 'ignored by the heuristic') and
clause checks that refuse the clauses that do not fit. A setting (a value such as
``trick_winner: lowest``, or a yes-or-no such as ``jokers: not led to first trick``)
has the engine, verifier, kernel, rulebook and meaning sites. The registries are
tests/footprint.py and tests/footprint_settings.py; docs/internals/adding-a-construct.rst
walks the same sites.
"""

from __future__ import annotations

import re
from enum import Enum

import pytest
from footprint import (
    FOOTPRINT,
    OUTSIDE,
    SITES,
    Footprint,
    missing,
    model_enums,
    probe_variant,
    registry,
    sites,
)
from footprint_gaps import GAP_WHY, KNOWN_GAPS
from footprint_settings import (
    BOOLEANS,
    BOOLEANS_OUTSIDE,
    BOOLEANS_WITHOUT,
    SETTING_SITES,
    SETTINGS,
    SWITCH_SITES,
    boolean_fields,
    missing_field,
    switch,
    switch_sites,
)

from pitchspec import model as m

from conftest import ROOT

MEMBERS = [member for enum in FOOTPRINT for member in enum]
SETTING_MEMBERS = [member for enum in SETTINGS for member in enum]


def _gap(line: str) -> str:
    return line.split(" is not found")[0]


def _lacking(lines: list[str]) -> list[str]:
    """The sites a member or field lacks, beyond the known gaps."""
    return [line for line in lines if _gap(line) not in KNOWN_GAPS]


@pytest.mark.parametrize("member", MEMBERS + SETTING_MEMBERS,
                         ids=lambda x: f"{type(x).__name__}.{x.name}")
def test_every_site_knows_the_member(member: Enum) -> None:
    lacking = _lacking(missing(member))
    assert not lacking, "\n".join(lacking)


@pytest.mark.parametrize("field", sorted(BOOLEANS))
def test_every_site_knows_the_field(field: str) -> None:
    lacking = _lacking(missing_field(field))
    assert not lacking, "\n".join(lacking)


def test_the_known_gaps_are_exactly_the_gaps() -> None:
    """Each known gap is still one (a gap closed is struck from the list), and each
    names a registered setting value or field at a site of its footprint."""
    found = {_gap(line) for member in SETTING_MEMBERS for line in missing(member)}
    found |= {_gap(line) for field in BOOLEANS for line in missing_field(field)}
    assert sorted(KNOWN_GAPS - found) == []
    assert found >= KNOWN_GAPS
    assert {gap.split(": ")[0] for gap in KNOWN_GAPS} <= set(GAP_WHY)


def test_no_construct_enum_has_a_known_gap() -> None:
    """The construct enums (point kinds and their kin) have no gap at all."""
    construct = {e.__name__ for e in FOOTPRINT}
    assert [g for g in KNOWN_GAPS if g.split(": ")[1].split(".")[0] in construct] == []


def test_every_model_enum_has_a_footprint_or_says_why_not() -> None:
    """A new enum of the model is placed: in the registry, or outside it with a reason."""
    placed = registry()
    unplaced = [e.__name__ for e in model_enums() if e not in placed and e not in OUTSIDE]
    assert unplaced == []
    assert not set(placed) & set(OUTSIDE)
    assert not set(FOOTPRINT) & set(SETTINGS)


def unplaced_fields(fields: list[str]) -> list[str]:
    return [f for f in fields if f not in BOOLEANS and f not in BOOLEANS_OUTSIDE]


def test_every_boolean_field_has_a_footprint_or_says_why_not() -> None:
    """A new yes-or-no field of the model is placed: in BOOLEANS, or outside it with a
    reason; and the check finds one that is not."""
    fields = boolean_fields()
    assert len(fields) >= 50
    assert unplaced_fields(fields) == []
    assert not set(BOOLEANS) & set(BOOLEANS_OUTSIDE)
    assert sorted(set(BOOLEANS) | set(BOOLEANS_OUTSIDE)) == fields
    assert unplaced_fields([*fields, "Play.first_trick_doubled"]) == ["Play.first_trick_doubled"]


def test_a_site_left_out_says_why() -> None:
    """A setting or field whose footprint lacks a site says why, and lacks only those."""
    for enum, (lacks, why) in SETTING_SITES.items():
        assert why and set(lacks) <= {"engine", "verifier", "kernel", "rulebook"}
        assert set(sites(enum)) == {"engine", "verifier", "kernel", "rulebook",
                                    "meaning"} - set(lacks)
    for field, (lacks, why) in BOOLEANS_WITHOUT.items():
        assert why and set(switch_sites(field)) == set(SWITCH_SITES) - set(lacks)


def test_point_kinds_have_every_site() -> None:
    """A point kind's footprint is the whole checklist (the cookbook's example)."""
    assert list(sites(m.PointKind)) == list(SITES)


def test_every_probe_uses_its_member() -> None:
    """The refusal finders ask a variant that really uses the member."""
    for member in MEMBERS:
        variant = probe_variant(member)
        assert variant is not None, member
        assert member in _values(variant), member


def _values(value: object, depth: int = 0) -> set[object]:
    if isinstance(value, Enum):
        return {value}
    if depth > 6:
        return set()
    if isinstance(value, tuple):
        return set().union(*(_values(v, depth + 1) for v in value)) if value else set()
    fields = getattr(value, "__dataclass_fields__", None)
    if fields is None:
        return set()
    return set().union(*(_values(getattr(value, f), depth + 1) for f in fields))


class _Fake(Enum):
    """A point kind nobody has taught anything: FIRST_TRICK, the cookbook's example."""

    FIRST_TRICK = "first_trick"


def test_a_new_member_nobody_taught_is_missing_at_every_site(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The check itself: a member added to an enum and nowhere else fails at every
    site, each named in the message (the point kind's footprint, for a fake kind)."""
    monkeypatch.setitem(FOOTPRINT, _Fake, FOOTPRINT[m.PointKind])
    found = missing(_Fake.FIRST_TRICK)
    assert [line.split(":")[0] for line in found] == list(SITES)
    assert all("_Fake.FIRST_TRICK is not found" in line for line in found)
    assert "pitchspec.engine.phases.scoring:POINT_FUNCTIONS" in found[0]


class _FakeSetting(Enum):
    """A setting value nobody has taught anything (``trick_winner: middle``)."""

    MIDDLE = "middle"


def test_a_new_setting_value_nobody_taught_is_missing_at_every_site(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A value added to a setting enum and nowhere else fails at each of a setting's
    sites, each named in the message."""
    monkeypatch.setitem(SETTINGS, _FakeSetting, SETTINGS[m.TrickWinner])
    found = missing(_FakeSetting.MIDDLE)
    assert [line.split(":")[0] for line in found] == list(SWITCH_SITES)
    assert all("_FakeSetting.MIDDLE is not found" in line for line in found)
    assert "pitchspec/{engine/**/*.py}" in found[0]


def test_a_new_field_nobody_taught_is_missing_at_every_site(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The joker lead rule's kin: a yes-or-no field added to the model and nowhere else
    fails at the engine, verifier, kernel, rulebook and meaning sites, each named."""
    monkeypatch.setitem(BOOLEANS, "Play.first_trick_doubled", switch())
    found = missing_field("Play.first_trick_doubled")
    assert [line.split(":")[0] for line in found] == list(SWITCH_SITES)
    assert all("Play.first_trick_doubled is not found" in line for line in found)


def test_a_field_that_reaches_every_site_is_found_at_each() -> None:
    """The joker lead rule (``jokers: not led to first trick``) is known everywhere."""
    assert missing_field("Play.jokers_not_led_first_trick") == []
    assert set(switch_sites("Play.jokers_not_led_first_trick")) == set(SWITCH_SITES)


def test_a_kind_the_verifier_lacks_is_refused_not_a_key_error(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The verifier's footprint: a kind out of its repertoire is PS520 on every property
    (UNKNOWN, never a pass), not a KeyError inside the encoding; the site then finds the
    refusal instead of the handler."""
    from pitchspec.smt import Verdict, verify_variant
    from pitchspec.smt.encode import repertoire

    kind = m.PointKind.JOKER_PLAYED
    monkeypatch.delitem(repertoire.ENCODES[m.PointKind], kind)
    variant = probe_variant(kind)
    assert variant is not None
    proofs = verify_variant(variant, ["points_bounded", "top_trump_wins"])
    assert {p.verdict for p in proofs} == {Verdict.UNKNOWN}
    assert all(p.note.startswith("PS520: the verifier cannot encode the point kind "
                                 "'joker_played'") for p in proofs)
    assert missing(kind) == []
    verifier = [f(kind) for f in FOOTPRINT[m.PointKind].verifier]
    assert verifier[0] is None and str(verifier[1]).startswith("refused (PS520)")


def test_the_heuristic_ignores_exactly_the_kinds_it_says() -> None:
    """The heuristic's match returns no step for exactly IGNORED_BY_HEURISTIC's kinds."""
    import ast

    from footprint import source_tree

    from pitchspec.agents import valuation

    tree = source_tree("pitchspec.agents.valuation", "_step")
    ignored = set()
    for case in (n for n in ast.walk(tree) if isinstance(n, ast.match_case)):
        body = case.body
        none = len(body) == 1 and isinstance(body[0], ast.Return) \
            and isinstance(body[0].value, ast.Constant) and body[0].value.value is None
        if none and case.guard is None:
            ignored |= {p.value.attr for p in ast.walk(case.pattern)
                        if isinstance(p, ast.MatchValue) and isinstance(p.value, ast.Attribute)}
    assert ignored == {k.name for k in valuation.IGNORED_BY_HEURISTIC}


def test_the_registry_has_the_shape_the_cookbook_walks() -> None:
    assert [f for f in Footprint.__dataclass_fields__] == list(SITES)


COOKBOOK = ROOT / "docs" / "internals" / "adding-a-construct.rst"


def test_every_path_the_cookbook_names_exists() -> None:
    text = COOKBOOK.read_text(encoding="utf-8")
    paths = set(re.findall(r"``((?:pitchspec|tests|docs)/[\w/.{},-]+?)``", text))
    assert len(paths) >= 20
    assert sorted(p for p in paths if not (ROOT / p).exists()) == []


def test_the_cookbook_checklist_is_the_footprint() -> None:
    """The checklist's items, in order, are the footprint's sites; and every module a
    point kind's sites look in is named in the cookbook."""
    text = COOKBOOK.read_text(encoding="utf-8")
    checklist = text.split("\nChecklist\n", 1)[1].split("\nThen:", 1)[0]
    assert re.findall(r"^\d+\. \*\*(\w+)\*\*", checklist, flags=re.M) == list(SITES)
    modules = {ref.split(":")[0] for finders in sites(m.PointKind).values() for f in finders
               for ref in re.findall(r"pitchspec\.[\w.]+:\w+", f.__doc__ or "")}
    assert modules
    named = {mod for mod in modules if mod.replace(".", "/") + ".py" in text}
    assert sorted(modules - named) == []


def test_the_cookbook_setting_checklist_is_the_setting_footprint() -> None:
    """The setting checklist's items, in order, are the sites of a setting with every
    site, and those of a yes-or-no field."""
    text = COOKBOOK.read_text(encoding="utf-8")
    checklist = text.split("\nSetting checklist:\n", 1)[1].split("\nThen:", 1)[0]
    items = re.findall(r"^\d+\. \*\*(\w+)\*\*", checklist, flags=re.M)
    assert items == list(SWITCH_SITES) == list(sites(m.TrickWinner))
    assert items == list(switch_sites("Play.jokers_not_led_first_trick"))
