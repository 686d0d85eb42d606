"""Hover: the meaning of the key or value under the cursor, from the one registry of
meanings (:mod:`pitchspec.meanings`, as ``pitchspec explain`` prints it), with the
entry's own doc comment; then what the rulebook says of it, each sentence in the
editor's language with the engine tests behind it (:mod:`pitchspec.rulebook.explained`,
read from the registry of constructs, :mod:`pitchspec.constructs`).

It is written in Markdown, or in plain text for an editor that shows only plain text
(its ``hover.contentFormat`` at ``initialize`` lists plaintext before markdown, or
only plaintext): the same words, without the marks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lsprotocol import types

from pitchspec.i18n import current
from pitchspec.lsp.text import Text
from pitchspec.lsp.where import Spot, at
from pitchspec.meanings import Meaning, explain, suggest
from pitchspec.meanings.translate import label
from pitchspec.parse import SpecFile


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


def hover(spec: SpecFile, text: Text, offset: int,
          style: Style = MARKDOWN) -> types.Hover | None:
    """What the editor shows over ``offset``; None over blank space and comments."""
    spot = at(spec, offset)
    if spot is None:
        return None
    body = _body(spec, spot, style)
    if body is None:
        return None
    return types.Hover(types.MarkupContent(style.kind, body),
                       text.range(spot.span.start, spot.span.end))


def _body(spec: SpecFile, spot: Spot, style: Style) -> str | None:
    if spot.part == "extends":
        return f"{style.bold(f'extends {spec.parent}')}: " + label("extends", parent=spec.parent)
    if spot.part in ("variant", "keyword"):
        found = explain("variant")
        title = f" \"{spec.title}\"" if spec.title else ""
        about = "\n\n" + " ".join(spec.doc) if spec.doc else ""
        return (f"{style.bold(f'variant {spec.name}')}{title}{about}\n\n"
                + (found.long if found else ""))
    if spot.part == "value" and spot.phrase is not None:
        return _value(spot.path, str(spot.phrase), style)
    found = explain(spot.path)
    if found is None:
        return "\n\n".join(suggest(spot.path))
    doc = spot.entry.doc if spot.entry is not None else ()
    return (render(found, style) + (style.rule + " ".join(doc) if doc else "")
            + rulebook(found, None, style))


def _value(path: str, value: str, style: Style) -> str:
    found = explain(path, value)
    if found is None:
        return label("not a value", value=style.code(value), path=style.code(path)) + (
            "\n\n" + "\n\n".join(f"- {line}" for line in suggest(path, value)))
    return render(found, style) + rulebook(found, value, style)


def rulebook(found: Meaning, value: str | None, style: Style = MARKDOWN) -> str:
    """What the rulebook says of a meaning, in the language in use: each sentence
    stating it and the engine tests (pytest node ids) that show the engine does it;
    nothing when no sentence states it."""
    from pitchspec.rulebook.explained import stated

    said = stated(found.keys, value, current())
    if not said:
        return ""
    lines = [label("rulebook says")]
    for one in said:
        text = one.sentence or label("worded by", writer=style.code(one.writer))
        tests = ", ".join(style.code(t) for t in one.tests)
        lines += ["", f"{style.bold(one.construct)}: {text}", "",
                  f"{label('engine tests')} {tests}"]
    return style.rule + "\n".join(lines)


def render(found: Meaning, style: Style = MARKDOWN) -> str:
    """A meaning: the thing, what it means, then its forms or words."""
    lines = [f"{style.bold(found.path)} — {style.code(found.shown)}", "", found.long]
    if found.kind in ("setting", "section", "value") and found.forms:
        lines += ["", *[f"- {style.code(what)}: {text}" for what, text in found.forms]]
    if found.kind == "value" and len(found.words) > 1:
        lines += ["", *[f"- {style.code(word)}: {text}" for word, text in found.words]]
    return "\n".join(lines)
