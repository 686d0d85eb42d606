"""Mutations of the bundled files: of a JSON value's structure, and of raw text."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(allow_nan=False),
    st.sampled_from([0, 1, 2, 3, 4, -1, 4.0, "0", "1", "\u00b2", "\u0661", "1.0", "", "AS", "10H",
                     "JS", "bid 2", "pass", "hearts", "\x1b[2J", "x" * 300]),
    st.text(max_size=20))
JSON = st.recursive(SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=5), inner, max_size=4)),
    max_leaves=12)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += _paths(item, (*path, i))
    return found


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


@st.composite
def mutated_json(draw: st.DrawFn, data: Any) -> Any:
    """``data`` (a JSON value, copied) with one to three of its parts replaced,
    removed, duplicated or grown."""
    data = json.loads(json.dumps(data))
    for _ in range(draw(st.integers(1, 3))):
        paths = _paths(data)
        path = draw(st.sampled_from(paths))
        op = draw(st.sampled_from(["replace", "delete", "duplicate", "grow", "add"]))
        if not path:
            if op == "replace":
                data = draw(JSON)
            continue
        parent, last = _at(data, path[:-1]), path[-1]
        if op == "replace":
            parent[last] = draw(JSON)
        elif op == "delete":
            del parent[last]
        elif op == "duplicate" and isinstance(parent, list):
            parent.insert(last, json.loads(json.dumps(parent[last])))
        elif op == "grow" and isinstance(parent[last], list):
            parent[last] = parent[last] * draw(st.integers(2, 40))
        elif op == "add" and isinstance(parent, dict):
            parent[draw(st.text(max_size=8))] = draw(JSON)
    return data


@st.composite
def mutated_text(draw: st.DrawFn, text: str) -> str:
    """``text`` with one to three characters or slices changed, or cut short."""
    for _ in range(draw(st.integers(1, 3))):
        if not text:
            break
        i = draw(st.integers(0, len(text) - 1))
        op = draw(st.sampled_from(["flip", "delete", "insert", "cut", "repeat"]))
        if op == "flip":
            text = text[:i] + draw(st.characters()) + text[i + 1:]
        elif op == "delete":
            text = text[:i] + text[i + draw(st.integers(1, 20)):]
        elif op == "insert":
            text = text[:i] + draw(st.text(max_size=10)) + text[i:]
        elif op == "cut":
            text = text[:i]
        else:
            j = min(len(text), i + draw(st.integers(1, 40)))
            text = text[:i] + text[i:j] * draw(st.integers(2, 50)) + text[j:]
    return text
