"""What a variant's page needs besides the variant, and how it links to other pages.

A link to another variant always carries that variant's title as its text, so a page
rendered where the other page does not exist (a user's own Sphinx project) shows the
title as a plain mention, never the label behind the link.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pitchspec import model as m
from pitchspec.rulebook import rest as r
from pitchspec.rulebook.commands import SpecRef
from pitchspec.rulebook.results import Results

SECTION_NAMES = ("overview", "phases", "cards", "dealing", "bidding", "trump", "exchange",
                 "play", "scoring", "settlement", "winning", "differences", "example",
                 "choices", "verification", "claims", "statistics", "sources")
"""The sections of a page, in order, by the names the directive's ``:sections:`` takes."""


@dataclass(frozen=True)
class Context:
    """What a variant's page needs besides the variant: its family, results and source,
    how its commands name it, and what the page leaves out."""

    parent: m.Variant | None = None
    children: tuple[tuple[str, str], ...] = ()
    """(name, title) of each variant that extends this one."""
    results: Results = field(default_factory=Results)
    source: str | None = None
    """The spec file's text, shown at the end of the page."""
    links: bool = True
    """Link to other variants' pages and the sources page (off for a page on its own)."""
    label: bool = True
    """Give the page its cross-reference label (off for a second rendering: noindex)."""
    titles: tuple[tuple[str, str], ...] = ()
    """(name, title) of the variants the page may name besides its parent: its
    ancestors, whose notes it inherits."""
    ref: SpecRef | None = None
    """How a command names this spec (None: the page prints no command)."""
    parent_ref: SpecRef | None = None
    sections: tuple[str, ...] = SECTION_NAMES
    """The sections shown (see :data:`SECTION_NAMES`)."""
    verdicts: bool = True
    """Show verification verdicts (the claims' too)."""
    notes: bool = True
    """Show the author's notes (choices, notes in the spec, the words under a claim)."""
    pictures: bool = True
    """Draw the course of a deal and the cards (off: text only, for goldens)."""
    problems: list[str] = field(default_factory=list, compare=False)
    """Filled while rendering: what the build should warn about (results out of date,
    a deal the variant cannot play)."""

    def title_of(self, name: str) -> str:
        """A variant's title, as known to the page; a name the page was not told the
        title of is shown in words ("my_house" -> "My House"), never as is."""
        if self.parent is not None and self.parent.name == name:
            return self.parent.title
        known = dict(self.titles).get(name) or dict(self.children).get(name)
        return known or " ".join(part.capitalize() for part in name.split("_"))


def variant_label(name: str) -> str:
    """The cross-reference label of a variant's page."""
    return f"variant-{name}"


def link(name: str, ctx: Context, text: str | None = None) -> str:
    """A link to a variant's page showing its title (or ``text``); plain text when the
    page links nowhere."""
    shown = text or ctx.title_of(name)
    if not ctx.links:
        return r.escape(shown)
    return r.ref(variant_label(name), shown)
