"""The bundled catalogue: every variant of VARIANTS.md is a clean spec, every rule option
and every side of every contradiction is expressible, and ``show`` output is stable."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pitchspec.export import variant_data
from pitchspec.pipeline import check

from conftest import ROOT, SPEC_DIR, compare_golden

COVERAGE = ROOT / "tests" / "fixtures" / "coverage"
RESULTS = check([SPEC_DIR])
VARIANTS = {r.variant.name: r.variant for r in RESULTS if r.variant is not None}

REQUIRED_VARIANTS = {f"V{n:02d}" for n in range(1, 46)}
REQUIRED_OPTIONS = {f"O-{n:02d}" for n in [*range(1, 62), *range(65, 70)]}
CONTRADICTIONS = {f"C-{n:02d}" for n in range(1, 53)}


@pytest.mark.parametrize("result", RESULTS, ids=lambda r: r.path.stem)
def test_every_bundled_spec_is_clean(result) -> None:  # type: ignore[no-untyped-def]
    from pitchspec.report import render_all

    assert result.ok, render_all(result.diagnostics)


def test_every_catalogue_variant_has_exactly_one_spec() -> None:
    ids = [v.catalogue for v in VARIANTS.values() if v.catalogue]
    assert sorted(set(ids)) == sorted(REQUIRED_VARIANTS)
    duplicated = {i for i in ids if ids.count(i) > 1}
    assert duplicated == set()


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_every_spec_cites_its_sources(name: str) -> None:
    variant = VARIANTS[name]
    if variant.catalogue is None:
        return
    assert variant.sources, f"{name} cites no source"
    assert all(re.fullmatch(r"00[0-3]", s.seed) for s in variant.sources)


def _coverage() -> list[tuple[str, Path, str, Path]]:
    rows = []
    for tsv in sorted(COVERAGE.glob("*.tsv")):
        for line in tsv.read_text(encoding="utf-8").splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            item, path, *note = line.split("\t")
            rows.append((item.strip(), ROOT / path.strip(), " ".join(note), tsv))
    return rows


ROWS = _coverage()


def test_every_rule_option_is_expressed_somewhere() -> None:
    listed = {item for item, *_ in ROWS if item.startswith("O-")}
    assert REQUIRED_OPTIONS - listed == set()


def test_every_contradiction_has_each_side_written() -> None:
    sides: dict[str, int] = {}
    for item, *_ in ROWS:
        if item.startswith("C-"):
            sides[item.split(".")[0]] = sides.get(item.split(".")[0], 0) + 1
    assert CONTRADICTIONS - set(sides) == set()
    assert [c for c, n in sorted(sides.items()) if n < 2] == []


@pytest.mark.parametrize("path", sorted({p for _, p, _, _ in ROWS}), ids=lambda p: p.name)
def test_every_coverage_file_is_clean(path: Path) -> None:
    from pitchspec.report import render_all

    assert path.is_file(), f"{path} is listed in a coverage table but does not exist"
    [result] = check([path], include=[SPEC_DIR])
    assert result.ok, render_all(result.diagnostics)


def test_show_output_is_stable(update_goldens: bool) -> None:
    data = variant_data(VARIANTS["auction_pitch"])
    data["derived"]["source_file"] = "spec/auction_pitch.pitch"
    text = json.dumps(data, indent=2) + "\n"
    compare_golden(ROOT / "tests" / "golden" / "show" / "auction_pitch.json", text, update_goldens)
