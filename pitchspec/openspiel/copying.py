"""Copying an engine state cheaply, for search."""

from __future__ import annotations

import copy

from pitchspec.engine.step import State


def fast_copy(state: State) -> State:
    """A copy of an engine state sharing the (immutable) game, rules and tables: the
    engine's own ``clone`` deep-copies those too, which search cannot afford."""
    new = copy.copy(state)
    for key, value in vars(state).items():
        if isinstance(value, list):
            setattr(new, key, [list(v) if isinstance(v, list) else v for v in value])
        elif isinstance(value, set | dict):
            setattr(new, key, value.copy())
    return new
