"""Verdicts remembered between runs, so verification keeps up with an author.

A verdict depends only on the resolved variant (every rule, its parents' included),
the tables it is checked at (every one the rules allow), the property, the work
budget, pitchspec's own code and the solver's version. Its key is a hash of exactly
those, so a second ``pitchspec verify spec/`` with nothing changed
reads every verdict back, and changing one spec re-verifies that spec and the specs
that extend it (their resolved rules changed too), nothing else. Any change to
pitchspec's code starts afresh. An UNKNOWN verdict is remembered too: the solver's work
budget is counted in its own steps, never in wall-clock time
(:mod:`pitchspec.smt.encode.terms`), so the same question on the same budget runs out
the same way again; ``--budget`` asks anew (the budget is in the key).

The cache lives in ``$PITCHSPEC_CACHE`` (``off`` turns it off), else
``$XDG_CACHE_HOME/pitchspec``, else ``~/.cache/pitchspec``; each entry is one JSON
file written whole or not at all. A damaged entry is ignored and rewritten.
Comparisons (``pitchspec diff``) are kept beside the verdicts, in the same way
(:mod:`pitchspec.smt.diff.remembered`).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
from functools import cache
from pathlib import Path
from typing import Any

import pitchspec
from pitchspec import model as m
from pitchspec.export import to_data
from pitchspec.limits import read_bounded
from pitchspec.model.derived import tables_allowed
from pitchspec.output import write_atomic
from pitchspec.smt.encode.verdicts import Proof, Verdict
from pitchspec.smt.witness.examples import Example

FORMAT = 2
"""Bumped when an entry's layout changes."""


def cache_dir() -> Path | None:
    """Where verdicts are kept, or None when the cache is off."""
    setting = os.environ.get("PITCHSPEC_CACHE", "")
    if setting.lower() in ("off", "0", "no", "none"):
        return None
    if setting:
        return Path(setting)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "pitchspec"


@cache
def code_fingerprint() -> str:
    """A hash of every source file of the installed pitchspec package, and of the
    solver's version."""
    root = Path(pitchspec.__file__).resolve().parent
    import z3

    digest = hashlib.sha256(f"format {FORMAT} z3 {z3.get_version_string()}".encode())
    for path in sorted(root.rglob("*")):
        if path.suffix in (".py", ".lark") and path.is_file():
            digest.update(path.relative_to(root).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def key(variant: m.Variant, prop: str, scale: float) -> str:
    """The key of one verdict: the resolved rules and the tables they allow, the
    property, the budget, the code.
    Of the author's claims only the one verified is part of it: editing a claim
    re-verifies that claim, nothing else."""
    return keys(variant, [prop], scale)[prop]


def keys(variant: m.Variant, props: list[str], scale: float) -> dict[str, str]:
    """The keys of several verdicts of one variant: its rules without claims written
    out once, and for a claim's verdict that claim alone beside them."""
    plain = model_text(dataclasses.replace(variant, claims=()))
    tables = repr(tables_allowed(variant))

    def one(prop: str) -> str:
        own = tuple(c for c in variant.claims if c.property == prop)
        text = "\n".join([code_fingerprint(), variant.name, prop, repr(scale), tables,
                          plain, model_text(own) if own else ""])
        return hashlib.sha256(text.encode()).hexdigest()

    return {prop: one(prop) for prop in props}


def model_text(value: Any) -> str:
    """A model (a resolved variant, a claim) written out whole and in one order, for a
    key."""
    return json.dumps(to_data(value), sort_keys=True, default=str)


def _entry(folder: Path, kind: str, digest: str) -> Path:
    return folder / kind / digest[:2] / f"{digest}.json"


def recall_entry(kind: str, digest: str) -> Any | None:
    """The data kept under this key in one part of the cache (``verify``, ``diff``),
    or None: the cache is off, holds nothing there, or the entry is damaged."""
    folder = cache_dir()
    if folder is None:
        return None
    try:
        return json.loads(read_bounded(_entry(folder, kind, digest), f"{kind} cache entry"))
    except (OSError, ValueError):
        return None


def remember_entry(kind: str, digest: str, data: Any) -> None:
    """Keep plain data under this key, written whole or not at all; a cache that cannot
    be written is simply not used."""
    folder = cache_dir()
    if folder is None:
        return
    try:
        text = json.dumps(data)
        path = _entry(folder, kind, digest)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, text)
    except (OSError, TypeError, ValueError):
        return


def recall(digest: str) -> Proof | None:
    """The remembered proof under this key, if there is a sound one."""
    data = recall_entry("verify", digest)
    try:
        return None if data is None else _proof(data)
    except (ValueError, TypeError, KeyError):
        return None


def remember(digest: str, proof: Proof) -> None:
    """Keep a proof (an UNKNOWN too: see the module docstring)."""
    remember_entry("verify", digest, _data(proof))


def _data(proof: Proof) -> dict[str, Any]:
    example = proof.counterexample
    return {
        "verdict": proof.verdict.value, "property": proof.property,
        "variant": proof.variant, "seconds": proof.seconds, "method": proof.method,
        "note": proof.note, "cases": proof.cases, "claim": proof.claim,
        "states": proof.states, "tables": [list(t) for t in proof.tables],
        "table": list(proof.table) if proof.table is not None else None,
        "example": dataclasses.asdict(example) if isinstance(example, Example) else None,
    }


def _proof(data: dict[str, Any]) -> Proof:
    example = Example(**data["example"]) if data["example"] is not None else None
    return Proof(Verdict(data["verdict"]), data["property"], data["variant"],
                 float(data["seconds"]), example, str(data["method"]), str(data["note"]),
                 int(data["cases"]), cached=True, claim=str(data.get("claim", "")),
                 states=str(data.get("states", "")),
                 tables=tuple((int(n), int(t)) for n, t in data.get("tables", ())),
                 table=_table(data.get("table")))


def _table(data: Any) -> tuple[int, int] | None:
    return None if data is None else (int(data[0]), int(data[1]))
