"""The generated pages: one per spec, the matrix, the family tree, the references."""

from __future__ import annotations

from pathlib import Path

from pitchspec import load_all
from pitchspec.codes import CODES
from pitchspec.rulebook import reference, site
from pitchspec.vocabulary import TOP

from conftest import SPEC_DIR

VARIANTS = load_all(SPEC_DIR)


def test_a_page_is_generated_for_every_spec(tmp_path: Path) -> None:
    pages = site.pages_for(VARIANTS, [SPEC_DIR], tmp_path)
    for v in VARIANTS:
        text = pages[tmp_path / "variants" / f"{v.name}.rst"]
        assert f".. pitch-variant:: ../../spec/{v.name}.pitch" in text.replace(
            str(SPEC_DIR.parent), "../..") or f"spec/{v.name}.pitch" in text
        assert f"   {v.name}" in pages[tmp_path / "variants" / "index.rst"]


def test_generate_writes_only_what_changed_and_removes_stale_pages(tmp_path: Path) -> None:
    stale = tmp_path / "variants" / "gone.rst"
    stale.parent.mkdir(parents=True)
    stale.write_text(site.MARKER + "\n", encoding="utf-8")
    kept = tmp_path / "variants" / "handwritten.rst"
    kept.write_text("Mine\n====\n", encoding="utf-8")
    first = site.generate([SPEC_DIR], tmp_path)
    assert len(first) == len(VARIANTS) + 6  # index, matrix, tree, finder, two references
    assert site.generate([SPEC_DIR], tmp_path) == []
    assert not stale.exists() and kept.exists()


def test_matrix_lists_every_variant_once() -> None:
    text = "\n".join(site.matrix_page(VARIANTS))
    for v in VARIANTS:
        assert text.count(f"<variant-{v.name}>`") == 1


def test_family_tree_puts_each_variant_under_its_parent() -> None:
    lines = list(site.family_page(VARIANTS))
    depth = {line.split("<")[1].split(">")[0]: len(line) - len(line.lstrip())
             for line in lines if line.lstrip().startswith("- :ref:")}
    assert len(depth) == len(VARIANTS)
    for v in VARIANTS:
        if v.parent:
            assert depth[f"variant-{v.name}"] == depth[f"variant-{v.parent}"] + 2


def test_codes_page_lists_every_registered_code() -> None:
    text = "\n".join(reference.codes_page())
    assert all(f"``{code}``" in text for code in CODES)


def test_language_page_lists_every_section_and_setting_with_forms() -> None:
    text = "\n".join(reference.language_page())
    for block in TOP.blocks:
        assert f"``{block.key}" in text
        for setting in block.settings:
            assert f"``{setting.key}``" in text
    assert "``teams: <nat> of <nat>``" in text and "``count: <range>``" in text


def test_language_page_gives_every_value_its_meaning() -> None:
    text = "\n".join(reference.language_page())
    row = "``who: bid made``\n     - Only the bidder's side, and only when it made its bid."
    assert row in text
    assert "Retired: ``all points``" in text and "``..., tie none|elder|joker|half_jokers``" in text
    assert "``elder``: of the tied sides" in text


def test_headers_are_read_without_resolving() -> None:
    found = site.headers(SPEC_DIR)
    assert found["roadhouse_pitch"] == site.Header("roadhouse_pitch", "Roadhouse Pitch",
                                                   "auction_pitch")
