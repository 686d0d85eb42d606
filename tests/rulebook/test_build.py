"""A full Sphinx build (warnings as errors): a page per spec, the matrix, working links."""

from __future__ import annotations

import pickle
import re
from pathlib import Path
from urllib.parse import urldefrag

import pytest
from rulebook_site import STATUS, built_site

from pitchspec import load_all

from conftest import SPEC_DIR

VARIANTS = load_all(SPEC_DIR)
HREF = re.compile(r'href="([^"#:]*\.html)(#[^"]*)?"')


def _html(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def test_build_writes_a_page_for_every_spec() -> None:
    html, _ = built_site()
    for v in VARIANTS:
        page = html / "variants" / f"{v.name}.html"
        assert page.is_file(), f"no page for {v.name}"
        assert f"<h1>{v.title}" in _html(page).replace("&#8217;", "'")


def test_matrix_lists_every_variant() -> None:
    html, _ = built_site()
    text = _html(html / "variants" / "compare.html")
    for v in VARIANTS:
        assert f'href="{v.name}.html#variant-' in text, f"{v.name} missing from the matrix"


def test_parent_and_child_pages_link_each_other() -> None:
    html, _ = built_site()
    for v in VARIANTS:
        if v.parent is None:
            continue
        child = _html(html / "variants" / f"{v.name}.html")
        parent = _html(html / "variants" / f"{v.parent}.html")
        assert f'href="{v.parent}.html#variant-' in child, f"{v.name} does not link its parent"
        assert f'href="{v.name}.html#variant-' in parent, f"{v.parent} does not link {v.name}"


def test_every_internal_link_resolves() -> None:
    html, _ = built_site()
    broken = []
    for page in html.rglob("*.html"):
        text = _html(page)
        for target, anchor in HREF.findall(text):
            file = (page.parent / target).resolve() if target else page
            if not file.is_file():
                broken.append(f"{page.relative_to(html)} -> {target}")
            elif anchor and f'id="{urldefrag(anchor).fragment or anchor[1:]}"' not in _html(file):
                broken.append(f"{page.relative_to(html)} -> {target}{anchor}")
    assert broken == []


def test_spec_files_are_dependencies_of_their_pages() -> None:
    """Editing a spec (or its parent) rebuilds the page that renders it."""
    html, _ = built_site()
    env = pickle.loads((html / ".doctrees" / "environment.pickle").read_bytes())
    deps = {Path(d).name for d in env.dependencies["variants/roadhouse_pitch"]}
    assert {"roadhouse_pitch.pitch", "auction_pitch.pitch", "pitch.pitch"} <= deps


def test_pages_show_the_spec_highlighted() -> None:
    html, _ = built_site()
    text = _html(html / "variants" / "roadhouse_pitch.html")
    assert 'class="highlight-pitch' in text and '<span class="nt">bidding</span>' in text


def test_the_build_leaves_the_checkout_as_it_was() -> None:
    """Nothing generated lands in docs/ (not even git-ignored files)."""
    built_site()
    if STATUS.get("before") is None:  # set only in a git work tree
        pytest.skip("the checkout is not a git work tree")
    assert STATUS["after"] == STATUS["before"]


def test_the_publishing_page_shows_the_minimal_conf() -> None:
    html, _ = built_site()
    text = _html(html / "publishing.html")
    assert "pitchspec.sphinxext" in text and "pitch-variant" in text
