"""Hover: the meaning of the key or value under the cursor, from the one registry of
meanings (:mod:`pitchspec.meanings`, as ``pitchspec explain`` prints it), with the
entry's own doc comment; then what the rulebook says of it, each sentence in the
editor's language with the engine tests behind it (:mod:`pitchspec.rulebook.explained`,
read from the registry of constructs, :mod:`pitchspec.constructs`).

A sentence is the one the page of the spec's own variant prints (the server words the
page once per text, :func:`pitchspec.rulebook.explained.page_of`), that of the entry
under the cursor where the page words several; one the page does not print is not
quoted, the hover says so. While the spec has errors there is no variant: a sentence
that needs nothing from one is its phrase table's, and one worded from a variant's
numbers is never shown as its template: the hover says what it is worded from.

It is written in Markdown, or in plain text for an editor that shows only plain text
(its ``hover.contentFormat`` at ``initialize`` lists plaintext before markdown, or
only plaintext): the same words, without the marks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from lsprotocol import types

from pitchspec.i18n import current
from pitchspec.lsp.text import Text
from pitchspec.lsp.where import Spot, at
from pitchspec.meanings import Meaning, explain, suggest
from pitchspec.meanings.translate import label
from pitchspec.parse import SpecFile
from pitchspec.source import Span

if TYPE_CHECKING:
    from pitchspec.rulebook.explained import Page


@dataclass(frozen=True)
class Style:
    """How the marks are written: Markdown's, or none in plain text."""

    markdown: bool = True

    def bold(self, words: str) -> str:
        return f"**{words}**" if self.markdown else words

    def code(self, words: str) -> str:
        return f"`{words}`" if self.markdown else words

    @property
    def rule(self) -> str:
        return "\n\n---\n\n" if self.markdown else "\n\n"

    @property
    def kind(self) -> types.MarkupKind:
        return types.MarkupKind.Markdown if self.markdown else types.MarkupKind.PlainText


MARKDOWN, PLAIN = Style(True), Style(False)


def style_for(formats: Sequence[types.MarkupKind] | None) -> Style:
    """The style an editor asked for: the first of its formats that is known here
    (Markdown when it names none)."""
    for kind in formats or ():
        if kind == types.MarkupKind.Markdown:
            return MARKDOWN
        if kind == types.MarkupKind.PlainText:
            return PLAIN
    return MARKDOWN


def hover(spec: SpecFile, text: Text, offset: int, style: Style = MARKDOWN,
          page: Page | None = None) -> types.Hover | None:
    """What the editor shows over ``offset``; None over blank space and comments.
    ``page``: what the page of the spec's variant says (unresolved when the spec has
    errors); without it the sentences are the phrase tables'."""
    spot = at(spec, offset)
    if spot is None:
        return None
    body = _body(spec, spot, style, page)
    if body is None:
        return None
    return types.Hover(types.MarkupContent(style.kind, body),
                       text.range(spot.span.start, spot.span.end))


def _body(spec: SpecFile, spot: Spot, style: Style, page: Page | None) -> str | None:
    if spot.part == "extends":
        return f"{style.bold(f'extends {spec.parent}')}: " + label("extends", parent=spec.parent)
    if spot.part in ("variant", "keyword"):
        found = explain("variant")
        title = f" \"{spec.title}\"" if spec.title else ""
        about = "\n\n" + " ".join(spec.doc) if spec.doc else ""
        return (f"{style.bold(f'variant {spec.name}')}{title}{about}\n\n"
                + (found.long if found else ""))
    near = tuple(e.span for e in spot.chain)
    if spot.part == "value" and spot.phrase is not None:
        return _value(spot.path, str(spot.phrase), style, page, near)
    found = explain(spot.path)
    if found is None:
        return "\n\n".join(suggest(spot.path))
    doc = spot.entry.doc if spot.entry is not None else ()
    return (render(found, style) + (style.rule + " ".join(doc) if doc else "")
            + rulebook(found, None, style, page, near))


def _value(path: str, value: str, style: Style, page: Page | None,
           near: tuple[Span, ...]) -> str:
    found = explain(path, value)
    if found is None:
        return label("not a value", value=style.code(value), path=style.code(path)) + (
            "\n\n" + "\n\n".join(f"- {line}" for line in suggest(path, value)))
    return render(found, style) + rulebook(found, value, style, page, near)


def rulebook(found: Meaning, value: str | None, style: Style = MARKDOWN,
             page: Page | None = None, near: tuple[Span, ...] = ()) -> str:
    """What the rulebook says of a meaning, in the language in use: each sentence
    stating it (as the variant's ``page`` says it, of the spec entries at ``near``
    first) and the engine tests (pytest node ids) that show the engine does it;
    nothing when no sentence states it."""
    from pitchspec.rulebook.explained import stated

    said = stated(found.keys, value, current(), page if page and page.resolved else None,
                  near)
    if not said:
        return ""
    lines = [label("rulebook says")]
    for one in said:
        head = style.bold(one.construct) + ":"
        if len(one.sentences) > 1:
            lines += ["", head, "", *[f"- {s}" for s in one.sentences]]
        else:
            lines += ["", f"{head} {one.sentence or _unworded(one.writer, style, page)}"]
        tests = ", ".join(style.code(t) for t in one.tests)
        lines += ["", f"{label('engine tests')} {tests}"]
    return style.rule + "\n".join(lines)


def _unworded(writer: str, style: Style, page: Page | None) -> str:
    """What a sentence that could not be worded is worded from, in words."""
    if page is None:
        return label("worded by", writer=style.code(writer))
    return label("worded by, not on the page" if page.resolved
                 else "worded by, no variant", writer=style.code(writer))


def render(found: Meaning, style: Style = MARKDOWN) -> str:
    """A meaning: the thing, what it means, then its forms or words."""
    lines = [f"{style.bold(found.path)} — {style.code(found.shown)}", "", found.long]
    if found.kind in ("setting", "section", "value") and found.forms:
        lines += ["", *[f"- {style.code(what)}: {text}" for what, text in found.forms]]
    if found.kind == "value" and len(found.words) > 1:
        lines += ["", *[f"- {style.code(word)}: {text}" for word, text in found.words]]
    return "\n".join(lines)
