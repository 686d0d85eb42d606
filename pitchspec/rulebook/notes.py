"""The author's own words on a page: the choices a spec records where its sources are
unclear, its other notes, the comment above a claim.

The rule text of a page is generated from the model; an author's note is not, and may
say something the rules do not. So a note is never run into the generated text: it
stands in a box of its own (``pitch-author-note``) under a caption that says whose
words these are and that nothing checked them against the rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from pitchspec import model as m
from pitchspec.rulebook import rest as r
from pitchspec.rulebook.context import Context, link
from pitchspec.rulebook.documents import untag
from pitchspec.rulebook.texts import text


def author_note(words: str) -> Iterator[str]:
    """One note in the author's words, boxed apart from the rules."""
    yield from author_notes([r.escape(words)])


def author_notes(items: Iterable[str], bulleted: bool = False) -> Iterator[str]:
    """Notes (reST text) in one box under the caption "The author's note ..."."""
    body = [f"*{text('note.author')}*", ""]
    listed = list(items)
    if bulleted:
        body += list(r.bullets(listed))
    else:
        for item in listed:
            body += [*r.wrap(item), ""]
    while body and not body[-1]:
        body.pop()
    yield from r.directive("container", "pitch-author-note", body=body)


def choices(v: m.Variant, ctx: Context) -> Iterator[str]:
    """Decisions the spec records where the sources are unclear."""
    yield from r.heading(text("choices.heading"), "-")
    chosen = [n for n in v.notes if n.kind is not m.NoteKind.PROSE]
    if not chosen:
        yield from r.paragraph(text("choices.none"))
        return
    yield from r.paragraph(text("choices.intro"))
    yield from author_notes((note_item(n, v, ctx) for n in chosen), bulleted=True)


def spec_notes(v: m.Variant, ctx: Context) -> Iterator[str]:
    """The spec's other notes (those on claims are shown under each claim)."""
    found = [n for n in v.notes if n.kind is m.NoteKind.PROSE
             and not n.topic.startswith("properties.")]
    if found:
        yield from r.rubric(text("notes.heading"))
        yield from author_notes((note_item(n, v, ctx) for n in found), bulleted=True)


def note_item(note: m.Note, v: m.Variant, ctx: Context) -> str:
    """A note as one item: its topic, its text, and the variant it comes from."""
    kind = text("notes.unclear") + " " if note.kind is m.NoteKind.UNCLEAR else ""
    item = f"**{r.escape(topic_label(note.topic, v))}**: {kind}{r.escape(untag(note.text))}"
    if note.origin != v.name:
        item += " " + text("notes.from", variant=link(note.origin, ctx))
    return item


_SECTION_KEYS = ("variant", "players", "deck", "ranking", "deal", "bidding", "trump",
                 "exchange", "play", "points", "scoring", "winning", "procedures",
                 "properties")


def topic_label(topic: str, v: m.Variant) -> str:
    """A note's topic in words: "bidding.bid moon.set" -> "Bidding, Shoot the moon, set"."""
    head, *rest = topic.split(".")
    words = [text(f"topic.{head}") if head in _SECTION_KEYS else head]
    for part in rest:
        kind, _, name = part.partition(" ")
        entry = v.point(name) if kind == "point" else v.special_bid(name) if kind == "bid" \
            else None
        words.append(entry.label if entry is not None else part.replace("_", " "))
    return ", ".join(words)
