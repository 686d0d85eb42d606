"""Follow proof obligations through ``pitchspec/smt/`` as they are decided (issue 33's
measure: "a proof obligation followed through smt/ in at most 8 files with no
re-entry").

For each obligation of one variant (the first ``--per-property`` of each property),
:func:`pitchspec.smt.prove.solve.solve_one` decides it while a profiler notes every call
into a module of ``smt/``. A *stay* is a file entered by a new caller-to-callee pair of
files (a loop calling the same helper again is one stay); a *return* is a stay in a
file already entered. ``encode/terms.py``, the door to z3 every stage uses, is left out,
as the architecture review's walk left it out.

Two ways to follow:

- ``--follow ob`` (the default): only calls that are handed the obligation itself, as a
  walk follows one parameter;
- ``--follow all``: every call made while the obligation is decided (helpers such as
  the card facts and the engine replay included).

Run: python scripts/walk_obligation.py auction_pitch [--follow all] [--show]
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from types import FrameType
from typing import Any

ROOT = "pitchspec/smt/"
DOOR = "encode/terms.py"


@dataclass
class Walk:
    """The files one obligation passes through, in the order first reached."""

    prop: str
    model: str
    path: list[str] = field(default_factory=list)
    edges: list[tuple[str, str, str]] = field(default_factory=list)

    @property
    def files(self) -> int:
        return len(set(self.path))

    @property
    def returns(self) -> int:
        return len(self.path) - self.files


def smt_file(frame: FrameType | None) -> str | None:
    """The smt/ file of the nearest frame at or above ``frame`` (not the z3 door)."""
    while frame is not None:
        own = _own(frame)
        if own is not None:
            return own
        frame = frame.f_back
    return None


def walk(ob: Any, decide: Any, follow_all: bool) -> Walk:
    """The walk of ``ob`` while ``decide(ob)`` runs."""
    out = Walk(ob.property, ob.model)
    seen: set[tuple[str, str]] = set()

    def note(frame: FrameType, event: str, arg: object) -> None:
        if event != "call":
            return
        here = _own(frame)
        if here is None:
            return
        if not follow_all and not any(v is ob for v in frame.f_locals.values()):
            return
        caller = smt_file(frame.f_back)
        if caller is None:
            out.path = out.path or [here]
        elif caller != here and (caller, here) not in seen:
            seen.add((caller, here))
            out.path.append(here)
            out.edges.append((caller, here, frame.f_code.co_name))

    sys.setprofile(note)
    try:
        decide(ob)
    finally:
        sys.setprofile(None)
    return out


def _own(frame: FrameType) -> str | None:
    """The smt/ file ``frame`` runs in, or None (outside smt/, or the z3 door)."""
    name = frame.f_code.co_filename.replace("\\", "/")
    at = name.find(ROOT)
    return name[at + len(ROOT):] if at >= 0 and not name.endswith(DOOR) else None


def walks(name: str, follow_all: bool, per_property: int) -> list[Walk]:
    """The walk of every obligation (up to ``per_property`` each) of bundled ``name``,
    at its default table."""
    from pitchspec import catalogue, load
    from pitchspec.engine import choose_seating
    from pitchspec.smt.encode import terms
    from pitchspec.smt.prove import solve

    found = catalogue.find(name)
    if found is None:
        raise SystemExit(f"no bundled variant named {name!r}")
    variant = load(str(found))
    terms.fresh_context()
    seating = choose_seating(variant, None, None)  # the default table
    obligations = solve.obligations_of(variant, list(solve.PROPERTIES), seating)
    trial = solve._trial(variant, obligations, seating)
    return [walk(ob, lambda o: solve.solve_one(o, 1.0, trial), follow_all)
            for group in obligations.values() for ob in group[:per_property]]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("variant")
    ap.add_argument("--follow", choices=("ob", "all"), default="ob")
    ap.add_argument("--per-property", type=int, default=3)
    ap.add_argument("--show", action="store_true", help="print each new caller -> callee")
    args = ap.parse_args(argv)
    found = walks(args.variant, args.follow == "all", args.per_property)
    for w in found:
        print(f"{w.prop:28} {w.model:6} files {w.files:2}  stays {len(w.path):2}  "
              f"returns {w.returns:2}")
        for caller, callee, function in w.edges if args.show else []:
            print(f"    {caller} -> {callee}:{function}")
    worst = max(found, key=lambda w: (w.files, w.returns))
    print(f"most: {worst.prop} ({worst.model}): {worst.files} files, {worst.returns} "
          f"returns: {' -> '.join(worst.path)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
