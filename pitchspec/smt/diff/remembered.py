"""Comparisons remembered between runs, as verdicts are (:mod:`pitchspec.smt.prove.cache`).

A comparison depends only on the two resolved variants (every rule, their parents'
included), the table asked for, the work budget, pitchspec's own code and the solver's
version: the solver's budgets are counted in its own steps and the engine's deals are
seeded, so the same question gets the same answer. Its key is a hash of exactly those;
a second ``pitchspec diff A B`` with nothing changed reads the answer back instead of
solving again (``PITCHSPEC_CACHE=off`` compares afresh). The entry keeps the whole
result, the deal and both settlements included, and the seconds the solving took.
"""

from __future__ import annotations

import dataclasses
import hashlib
from typing import Any

from pitchspec import model as m
from pitchspec.smt.diff.diffplay import Settled
from pitchspec.smt.prove.cache import code_fingerprint, model_text, recall_entry, remember_entry

KIND = "diff"
"""The part of the cache comparisons are kept in."""


def diff_key(a: m.Variant, b: m.Variant, scale: float,
             asked: tuple[int | None, int | None] | None) -> str:
    """The key of one comparison: both resolved variants, the table asked for, the
    budget, the code."""
    text = "\n".join([code_fingerprint(), KIND, repr(scale), repr(asked),
                      model_text(a), model_text(b)])
    return hashlib.sha256(text.encode()).hexdigest()


def recall_diff(digest: str) -> dict[str, Any] | None:
    """The fields of the comparison kept under this key, if a sound entry is there."""
    data = recall_entry(KIND, digest)
    try:
        return None if data is None else _fields(data)
    except (ValueError, TypeError, KeyError, AttributeError):
        return None


def remember_diff(digest: str, fields: dict[str, Any]) -> None:
    """Keep a comparison's fields (an UNKNOWN too: the budget is in the key)."""
    settled = fields["settled"]
    data = {**fields, "settled": None if settled is None else
            [dataclasses.asdict(s) for s in settled]}
    remember_entry(KIND, digest, data)


def _fields(data: dict[str, Any]) -> dict[str, Any]:
    settled = data["settled"]
    table = data["table"]
    return {**data,
            "reasons": [str(r) for r in data["reasons"]],
            "seconds": float(data["seconds"]),
            "table": None if table is None else (int(table[0]), int(table[1])),
            "settled": None if settled is None else
            (_settled(settled[0]), _settled(settled[1]))}


def _settled(data: dict[str, Any]) -> Settled:
    def awards(items: list[list[Any]]) -> tuple[tuple[str, int, int], ...]:
        return tuple((str(p), int(s), int(v)) for p, s, v in items)

    def ints(items: list[Any]) -> tuple[int, ...]:
        return tuple(int(x) for x in items)

    made = data["made"]
    return Settled(str(data["variant"]), str(data["refused"]), awards(data["awards"]),
                   awards(data["during"]), ints(data["points"]), ints(data["before"]),
                   ints(data["after"]), ints(data["winners"]), bool(data["draw"]),
                   None if made is None else bool(made),
                   tuple(str(line) for line in data["story"]))
