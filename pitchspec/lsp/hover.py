"""Hover: the meaning of the key or value under the cursor, from the one registry of
meanings (:mod:`pitchspec.meanings`, as ``pitchspec explain`` prints it), with the
entry's own doc comment."""

from __future__ import annotations

from lsprotocol import types

from pitchspec.lsp.text import Text
from pitchspec.lsp.where import Spot, at
from pitchspec.meanings import Meaning, explain, suggest
from pitchspec.parse import SpecFile


def hover(spec: SpecFile, text: Text, offset: int) -> types.Hover | None:
    """What the editor shows over ``offset``; None over blank space and comments."""
    spot = at(spec, offset)
    if spot is None:
        return None
    body = _body(spec, spot)
    if body is None:
        return None
    return types.Hover(types.MarkupContent(types.MarkupKind.Markdown, body),
                       text.range(spot.span.start, spot.span.end))


def _body(spec: SpecFile, spot: Spot) -> str | None:
    if spot.part == "extends":
        return f"**extends {spec.parent}**: every rule not stated here is {spec.parent}'s."
    if spot.part in ("variant", "keyword"):
        found = explain("variant")
        title = f" \"{spec.title}\"" if spec.title else ""
        about = "\n\n" + " ".join(spec.doc) if spec.doc else ""
        return f"**variant {spec.name}**{title}{about}\n\n" + (found.long if found else "")
    if spot.part == "value" and spot.phrase is not None:
        return _value(spot.path, str(spot.phrase))
    found = explain(spot.path)
    if found is None:
        return "\n\n".join(suggest(spot.path))
    doc = spot.entry.doc if spot.entry is not None else ()
    return render(found) + ("\n\n---\n\n" + " ".join(doc) if doc else "")


def _value(path: str, value: str) -> str:
    found = explain(path, value)
    if found is None:
        return f"`{value}` is not a value of `{path}`\n\n" + "\n\n".join(
            f"- {line}" for line in suggest(path, value))
    return render(found)


def render(found: Meaning) -> str:
    """A meaning in Markdown: the thing, what it means, then its forms or words."""
    lines = [f"**{found.path}** — `{found.shown}`", "", found.long]
    if found.kind == "setting" and found.forms:
        lines += ["", *[f"- `{shown}`: {text}" for shown, text in found.forms]]
    elif found.kind == "section" and found.forms:
        lines += ["", *[f"- `{name}`: {text}" for name, text in found.forms]]
    elif found.kind == "value" and found.forms:
        lines += ["", *[f"- `{hole}`: {text}" for hole, text in found.forms]]
    if found.kind == "value" and len(found.words) > 1:
        lines += ["", *[f"- `{word}`: {text}" for word, text in found.words]]
    return "\n".join(lines)
