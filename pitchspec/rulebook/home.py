"""The home of a rulebook site: find a variant by any of its names, by players, pack,
points or target, and see the families (which variant is played like which).

The table lists every variant with its other names; the finder above it (a text box
and ``pitchspec.js``, nothing fetched) keeps the rows that match every word typed,
and ``find=WORDS`` in the page's address fills it in. Builders without scripts show
the table whole. Sphinx's own search finds a variant by any of its names too: each
page carries an index entry per name.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from pitchspec import model as m
from pitchspec.model.derived import points_in_order
from pitchspec.rulebook import prose, scores
from pitchspec.rulebook import rest as r
from pitchspec.rulebook import words as w
from pitchspec.rulebook.context import variant_label
from pitchspec.rulebook.texts import text

FINDER = ('<div class="pitch-finder"><label for="pitch-finder-input">{label}</label><br>'
          '<input id="pitch-finder-input" type="search" autocomplete="off">'
          ' <span id="pitch-finder-count" class="pf-count"></span></div>')


def finder() -> Iterator[str]:
    """The text box that filters the table below it (HTML builders only)."""
    yield ".. raw:: html"
    yield ""
    yield "   " + FINDER.format(label=text("home.filter"))
    yield ""


def _ref(v: m.Variant, links: bool) -> str:
    return r.ref(variant_label(v.name), v.title) if links else r.escape(v.title)


def table(variants: Sequence[m.Variant], links: bool = True) -> Iterator[str]:
    """Every variant in a row: its names, players, pack, points, target, its parent."""
    titles = {v.name: v.title for v in variants}
    rows = []
    for v in variants:
        margin = text("home.clear", points=w.points(v.winning.margin)) \
            if v.winning.margin else ""
        parent = r.escape(titles.get(v.parent or "", v.parent or "")) if v.parent else ""
        rows.append((_ref(v, links), r.escape(", ".join(v.aliases)),
                     r.escape(w.span_of(v.seating.players)),
                     r.escape(prose.deck_summary(v.deck)),
                     r.escape(w.joined(p.label for p in points_in_order(v))),
                     r.escape(scores.target(v.winning) + margin), parent))
    yield from r.table((text("home.column.variant"), text("home.column.names"),
                        text("home.column.players"), text("home.column.cards"),
                        text("home.column.points"), text("home.column.target"),
                        text("home.column.family")), rows,
                       widths=(3, 3, 1, 2, 4, 1, 2), css="pitch-home")


def families(variants: Sequence[m.Variant], links: bool = True) -> Iterator[str]:
    """The family tree: each variant under the one it is played like."""
    known = {v.name for v in variants}
    children: dict[str | None, list[m.Variant]] = {}
    for v in variants:
        children.setdefault(v.parent if v.parent in known else None, []).append(v)
    yield from _tree(children, None, "", links)


def _tree(children: dict[str | None, list[m.Variant]], parent: str | None, indent: str,
          links: bool) -> Iterator[str]:
    for v in children.get(parent, []):
        names = f" ({r.escape(', '.join(v.aliases))})" if v.aliases else ""
        yield f"{indent}- {_ref(v, links)}{names}"
        yield ""
        yield from _tree(children, v.name, indent + "  ", links)


def home(variants: Sequence[m.Variant], links: bool = True) -> Iterator[str]:
    """The finder, the table and the families, for a home page."""
    yield from finder()
    yield from r.rubric(text("home.table"))
    yield from table(variants, links)
    yield from r.rubric(text("home.families"))
    yield from families(variants, links)


def names_index(v: m.Variant) -> Iterator[str]:
    """Index entries for a variant's title and every other name, so the site's search
    and its index find the page by any of them."""
    entries = [v.title, *(name for _, name in v.names), *v.aliases]
    yield ".. index::"
    for name in entries:
        yield f"   single: {name.replace(';', ',')}"
    yield ""
