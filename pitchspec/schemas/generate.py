"""The schema of ``pitchspec show``'s JSON, generated from the model's dataclasses.

``pitchspec show SPEC`` prints :func:`pitchspec.export.variant_data`: the
:class:`~pitchspec.model.Variant` dataclass tree as JSON (spans left out, enums as
their values, ranks as their symbols, fractions as text) plus a ``derived`` object.
This module walks the same tree of type hints and writes one ``$defs`` entry per
dataclass and enum, so the schema cannot drift from the model: a test checks that the
committed ``variant.schema.json`` is what :func:`variant_schema` makes now.

Regenerate after changing the model::

    python -m pitchspec.schemas.generate            # rewrite variant.schema.json
    python -m pitchspec.schemas.generate --check    # exit 1 if it is out of date
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import json
import sys
import types
import typing
from enum import Enum
from fractions import Fraction
from pathlib import Path
from typing import Any

from pitchspec import model as m
from pitchspec.cards import Rank
from pitchspec.source import Span

SCHEMA_FILE = Path(__file__).resolve().parent / "variant.schema.json"
_SCALARS: dict[object, dict[str, Any]] = {
    bool: {"type": "boolean"}, int: {"type": "integer"}, str: {"type": "string"},
    Fraction: {"type": "string", "pattern": r"^-?[0-9]+(/[0-9]+)?$",
               "description": "A fraction written as text: \"1\", \"1/2\"."},
}
_DERIVED = {
    "type": "object",
    "description": "Facts derived from the rules, for a reader: not part of the spec.",
    "required": ["deck_size", "bid_levels", "counting_order", "source_file"],
    "additionalProperties": False,
    "properties": {
        "deck_size": {"type": "integer", "minimum": 0},
        "bid_levels": {"type": "array", "items": {"type": "integer"}},
        "counting_order": {"type": "array", "items": {"type": "string"},
                           "description": "The points' names, in the order they count."},
        "source_file": {"type": "string", "description": "The spec file read."},
    },
}


class _Walker:
    """Collects a ``$defs`` entry for every dataclass and enum reachable from a root."""

    def __init__(self) -> None:
        self.defs: dict[str, dict[str, Any]] = {}

    def ref(self, hint: object) -> dict[str, Any]:
        """The schema of a value of type ``hint``, as to_data writes it."""
        if hint in _SCALARS:
            return dict(_SCALARS[hint])
        origin = typing.get_origin(hint)
        args = typing.get_args(hint)
        if origin in (types.UnionType, typing.Union):
            return self._optional(args)
        if origin is tuple:
            return {"type": "array", "items": self.ref(args[0])}
        if origin is frozenset:
            return {"type": "array", "items": self.ref(args[0]), "uniqueItems": True}
        if isinstance(hint, type) and issubclass(hint, Enum):
            return self._enum(hint)
        if isinstance(hint, type) and dataclasses.is_dataclass(hint):
            return self._dataclass(hint)
        raise TypeError(f"no JSON schema for the model type {hint!r}")

    def _optional(self, args: tuple[object, ...]) -> dict[str, Any]:
        """``X | None``, or a union of dataclasses (a claim's condition: a comparison,
        an event, and/or, not - each an object of its own shape)."""
        kinds = [a for a in args if a is not type(None)]
        if all(isinstance(k, type) and dataclasses.is_dataclass(k) for k in kinds) and \
                len(args) == len(kinds):
            return {"anyOf": [self.ref(k) for k in kinds]}
        if len(kinds) != 1 or len(args) != 2:
            raise TypeError(f"only 'X | None' unions and unions of dataclasses are "
                            f"exported, not {args!r}")
        return {"anyOf": [self.ref(kinds[0]), {"type": "null"}]}

    def _enum(self, kind: type[Enum]) -> dict[str, Any]:
        if kind.__name__ not in self.defs:
            values = [r.symbol for r in Rank] if kind is Rank else [e.value for e in kind]
            entry: dict[str, Any] = {"enum": values}
            entry.update(_described(kind))
            self.defs[kind.__name__] = entry
        return {"$ref": f"#/$defs/{kind.__name__}"}

    def _dataclass(self, kind: type[Any]) -> dict[str, Any]:
        name = kind.__name__
        if name not in self.defs:
            self.defs[name] = {}  # claimed first: a dataclass may refer to itself
            hints = typing.get_type_hints(kind, vars(sys.modules[kind.__module__]))
            fields = [f for f in dataclasses.fields(kind) if hints[f.name] is not Span]
            entry: dict[str, Any] = {"type": "object"}
            entry.update(_described(kind))
            # a field shown only when set (export._unset) may be absent
            entry["required"] = [f.name for f in fields if not f.metadata.get("when_set")]
            entry["additionalProperties"] = False
            notes = _field_notes(kind)
            entry["properties"] = {f.name: _noted(self.ref(hints[f.name]), notes.get(f.name))
                                   for f in fields}
            self.defs[name] = entry
        return {"$ref": f"#/$defs/{name}"}


def _described(kind: type) -> dict[str, str]:
    """The class docstring's first paragraph (a dataclass without one has none)."""
    doc = kind.__doc__ or ""
    if not doc.strip() or doc.startswith(f"{kind.__name__}("):
        return {}
    return {"description": " ".join(doc.strip().split("\n\n")[0].split())}


def _field_notes(kind: type) -> dict[str, str]:
    """The string written under a field in the class body (its attribute docstring)."""
    body = ast.parse(inspect.getsource(kind)).body[0]
    assert isinstance(body, ast.ClassDef)
    notes = {}
    for field, after in zip(body.body, body.body[1:], strict=False):
        if isinstance(field, ast.AnnAssign) and isinstance(field.target, ast.Name) and \
                isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant) and \
                isinstance(after.value.value, str):
            notes[field.target.id] = " ".join(after.value.value.split())
    return notes


def _noted(schema: dict[str, Any], note: str | None) -> dict[str, Any]:
    return {**schema, "description": note} if note else schema


def variant_schema() -> dict[str, Any]:
    """The JSON Schema (Draft 2020-12) of ``pitchspec show``'s output."""
    walker = _Walker()
    walker.ref(m.Variant)
    root = walker.defs.pop("Variant")
    root["required"] = [*root["required"], "derived"]
    root["properties"]["derived"] = _DERIVED
    root["description"] = ("A resolved variant as 'pitchspec show' prints it (extends "
                           "applied, defaults filled, points in counting order). Generated "
                           "from pitchspec/model/ by pitchspec.schemas.generate; do not "
                           "edit.")
    head = {"$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "pitchspec variant"}
    return {**head, **root, "$defs": dict(sorted(walker.defs.items()))}


def schema_json() -> str:
    """The schema as the committed file holds it."""
    return json.dumps(variant_schema(), indent=2) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write the schema file, or with ``--check`` report whether it is up to date."""
    args = sys.argv[1:] if argv is None else argv
    text = schema_json()
    if "--check" in args:
        current = SCHEMA_FILE.read_text("utf-8") if SCHEMA_FILE.is_file() else ""
        if current != text:
            print(f"{SCHEMA_FILE} is out of date: run python -m pitchspec.schemas.generate")
            return 1
        return 0
    SCHEMA_FILE.write_text(text, "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
