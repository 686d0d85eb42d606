"""The JSON Schemas (Draft 2020-12) of the files pitchspec reads and writes, as package data.

* ``deal-file`` - a deal file (``play --deal``, docs/deal-format.md);
* ``game-log-header`` - the first line of a game log (``play --log``);
* ``game-log-line`` - every later line of a game log (an action, a scored hand, the end);
* ``variant`` - a resolved variant as ``pitchspec show`` prints it, generated from the
  model's dataclasses by :mod:`pitchspec.schemas.generate`;
* ``simulate-report`` - what ``simulate --format json`` prints (docs/statistics.rst);
* ``diff`` - what ``diff A B --format json`` prints (docs/diff.rst).

The schemas give the shape of a file; what depends on the table (seats in range, cards
in the variant's deck, the number of cards dealt) is the engine's own check.
:func:`problems` turns a document's schema violations into plain facts (where, what
kind, which field) that the readers word as their coded diagnostics (PS403, PS404).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from jsonschema import Draft202012Validator, ValidationError
from jsonschema.validators import extend

NAMES = ("deal-file", "game-log-header", "game-log-line", "variant", "simulate-report",
         "diff")

JPath = tuple[str | int, ...]


def _whole(_: object, value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# JSON Schema counts 3.0 as an integer; a seat, a score or a card count written 3.0
# is a mistake in a deal file or a log, so pitchspec's validator takes only 3.
_Validator = extend(  # type: ignore[no-untyped-call]  # the stubs leave it untyped
    Draft202012Validator,
    type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", _whole))


def schema_text(name: str) -> str:
    """The text of the schema ``name`` (one of :data:`NAMES`), as shipped."""
    if name not in NAMES:
        raise KeyError(name)
    return resources.files(__name__).joinpath(f"{name}.schema.json").read_text("utf-8")


@cache
def schema(name: str) -> dict[str, Any]:
    """The schema ``name`` as JSON data."""
    data: dict[str, Any] = json.loads(schema_text(name))
    return data


@cache
def validator(name: str) -> Draft202012Validator:
    """A validator for the schema ``name`` (integers are whole numbers, never 3.0)."""
    found: Draft202012Validator = _Validator(schema(name))
    return found


@cache
def part_validator(name: str, part: str) -> Draft202012Validator:
    """A validator for the definition ``part`` of the schema ``name`` alone (its other
    definitions still resolvable): a game log checks an action line against the action
    definition without the line schema's dispatch on ``type``, five times faster."""
    whole = schema(name)
    found: Draft202012Validator = _Validator(
        {**whole["$defs"][part], "$defs": whole["$defs"], "$schema": whole["$schema"]})
    return found


@dataclass(frozen=True)
class Problem:
    """One way a document breaks its schema, in the document's own terms."""

    path: JPath
    """Where: keys and list indexes from the top of the document."""
    keyword: str
    """The rule broken: ``type``, ``required``, ``additionalProperties``, ``const``..."""
    title: str
    """The ``title`` of the schema part broken ("card", "deal", "seat"), or ""."""
    instance: object
    """The offending value (for ``propertyNames``, the key; for ``required`` and
    ``additionalProperties``, the object)."""
    fields: tuple[str, ...] = ()
    """For ``required``: the missing fields; for ``additionalProperties``: the unknown
    ones; for ``propertyNames``: the bad key."""
    known: tuple[str, ...] = ()
    """For ``additionalProperties``: the fields the object may have."""
    expected: object = None
    """The keyword's value: the type(s) wanted, the constant, the choices."""

    @property
    def key(self) -> bool:
        """The problem is with an object key (locate the key, not its value)."""
        return self.keyword in ("additionalProperties", "propertyNames")


def problems(name: str, data: object, part: str | None = None) -> list[Problem]:
    """Every schema violation of ``data`` against the schema ``name`` (or against its
    definition ``part`` alone), in document order."""
    check = validator(name) if part is None else part_validator(name, part)
    found = [p for error in check.iter_errors(data) for p in _problems(error)]
    return sorted(found, key=lambda p: [str(step) for step in p.path])


def first_problem(name: str, data: object, part: str | None = None) -> Problem | None:
    """The violation a reader reports when it stops at the first: the shallowest one."""
    found = problems(name, data, part)
    return min(found, key=lambda p: len(p.path)) if found else None


def _problems(error: ValidationError) -> Iterator[Problem]:
    path: JPath = tuple(error.absolute_path)
    sub = error.schema if isinstance(error.schema, dict) else {}
    title = str(sub.get("title", ""))
    keyword = str(error.validator)
    instance = error.instance
    if keyword == "required" and isinstance(instance, dict):
        missing = tuple(str(f) for f in _listed(error.validator_value) if f not in instance)
        yield Problem(path, keyword, title, instance, missing)
    elif keyword == "additionalProperties" and isinstance(instance, dict):
        known = tuple(sub.get("properties", {}))
        for extra in (k for k in instance if k not in known):
            yield Problem((*path, extra), keyword, title, instance, (extra,), known)
    elif "propertyNames" in error.absolute_schema_path:
        yield Problem((*path, str(instance)), "propertyNames", title, instance,
                      (str(instance),))
    else:
        yield Problem(path, keyword, title, instance, expected=error.validator_value)


_KINDS = {"integer": ("a whole number", "whole numbers"), "string": ("a string", "strings"),
          "boolean": ("true or false", "true or false"), "array": ("a list", "lists"),
          "object": ("an object", "objects"), "null": ("null", "nulls")}


def plain(problem: Problem) -> str:
    """A problem in plain words, naming the field: "'action' must be a whole number",
    "contract: the field 'bidder' is missing", "'sides' must be a list of whole numbers"."""
    path = problem.path
    names = [p for p in path if isinstance(p, str)]
    if problem.keyword == "required":
        names.append("")
    prefix = f"{names[0]}: " if len(names) > 1 else ""
    name = names[-1] if names and names[-1] else ""
    return prefix + _plain(problem, name, bool(path) and isinstance(path[-1], int))


def _plain(problem: Problem, name: str, item: bool) -> str:
    expected = problem.expected
    if problem.keyword == "required":
        return f"the field '{problem.fields[0]}' is missing"
    if problem.keyword == "type":
        wanted = [expected] if isinstance(expected, str) else _listed(expected)
        words = [_KINDS.get(str(w), (str(w), str(w)))[1 if item else 0] for w in wanted]
        return f"'{name}' must be {'a list of ' if item else ''}{' or '.join(words)}"
    if problem.keyword in ("const", "enum"):
        choices = [expected] if problem.keyword == "const" else _listed(expected)
        return (f"'{name}' is {json.dumps(problem.instance)}, not "
                + " or ".join(json.dumps(c) for c in choices))
    if problem.keyword == "minimum":
        return f"'{name}' is {problem.instance}, below {expected}"
    return f"'{name}' breaks the schema's '{problem.keyword}' {json.dumps(expected)}"


def _listed(value: object) -> list[object]:
    return list(value) if isinstance(value, list | tuple) else [value]
