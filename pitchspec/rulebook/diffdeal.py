"""'What this variant changes, shown on one deal': a child's page, from ``pitchspec diff``.

``pitchspec diff PARENT CHILD --results DIR`` writes ``DIR/<child>.diff.json`` (the
command's ``--format json`` output, shape in docs/diff.rst). The rulebook reads it from
its data folder, like the verifier's results, so the build itself solves nothing. The
section shows the deal once, then what each variant makes of it side by side; a pair
proved equivalent, or not comparable on one deal, says so in a sentence. Without the
file the section is left out.

>>> data = {"first": "parent", "second": "short", "first_title": "Auction Pitch",
...         "second_title": "Short", "verdict": "equivalent", "reasons": [],
...         "differences": [], "settled": [], "deal": None}
>>> print("\\n".join(section(data)).strip().splitlines()[-1])
solver proved it on that bounded model.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pitchspec.rulebook import rest as r

TITLE = "What this variant changes, shown on one deal"


def diff_file(folder: Path, name: str) -> Path:
    """Where ``pitchspec diff --results`` puts the comparison of ``name`` with its parent."""
    return folder / f"{name}.diff.json"


def load_diff(folder: Path, name: str) -> dict[str, Any] | None:
    """The comparison with the parent, if it was written (ValueError if unreadable)."""
    path = diff_file(folder, name)
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise ValueError(f"{path}: cannot read the diff: {err}") from err
    if not isinstance(data, dict) or "verdict" not in data:
        raise ValueError(f"{path}: not the output of 'pitchspec diff --format json'")
    return data


def section(data: dict[str, Any]) -> Iterator[str]:
    """The section's reST: the deal and both settlements, or the verdict in words."""
    yield from r.heading(TITLE, "-")
    parent, child = str(data["first_title"]), str(data["second_title"])
    verdict = data["verdict"]
    if verdict == "equivalent":
        yield from r.paragraph("No deal of one hand, from any scores short of the target, "
                               "is settled differently: the solver proved it on that bounded "
                               "model.")
        return
    if verdict == "not comparable":
        reasons = "; ".join(map(str, data["reasons"]))
        yield from r.paragraph(r.escape(f"One deal cannot be played under both {parent} and "
                                        f"{child}: {reasons}."))
        return
    if not data["settled"]:
        yield from r.paragraph(r.escape(f"No deal that {parent} and {child} settle "
                                        "differently was found within the budget."))
        return
    first, second = data["settled"]
    yield from r.paragraph(r.escape(
        f"The same cards, bids and play under {parent} and under {child}, as the "
        f"engine plays them (found by {data.get('method') or 'the solver'}):"))
    yield from r.literal(_deal_lines(first["story"]))
    rows = [(r.escape(label), r.escape(x), r.escape(y)) for label, x, y in _rows(first, second)]
    yield from r.table(("", r.escape(parent), r.escape(child)), rows, widths=(2, 5, 5))
    yield from r.paragraph(r.escape("What differs: " + "; ".join(data["differences"]) + "."))
    yield from r.paragraph(r.escape(f"Replay it: pitchspec diff {data['first']} "
                                    f"{data['second']} --save-deal DIR, then pitchspec play "
                                    "SPEC --deal FILE."))


ENDINGS = ("points:", "during the deal:", "scores after", "bid ", "winner", "no winner",
           "a draw")


def _deal_lines(story: list[str]) -> list[str]:
    return [line for line in story if not line.startswith(ENDINGS)]


def _rows(a: dict[str, Any], b: dict[str, Any]) -> list[tuple[str, str, str]]:
    if a["refused"] or b["refused"]:
        return [("Refused", a["refused"] or "-", b["refused"] or "-")]
    return [("Points", _awards(a), _awards(b)),
            ("Bid", _made(a["made"]), _made(b["made"])),
            ("Score changes", _sides(a["changes"]), _sides(b["changes"])),
            ("Scores after", _sides(a["after"]), _sides(b["after"])),
            ("Match", _winner(a), _winner(b))]


def _awards(s: dict[str, Any]) -> str:
    items = [*s["during"], *s["awards"]]
    return ", ".join(f"{x['point']} {x['value']} to side {x['side']}" for x in items) or "none"


def _made(made: bool | None) -> str:
    return "no bid" if made is None else ("made" if made else "set")


def _sides(values: list[int]) -> str:
    return ", ".join(f"side {k}: {v}" for k, v in enumerate(values))


def _winner(s: dict[str, Any]) -> str:
    if s["winners"]:
        return "side " + " and side ".join(map(str, s["winners"])) + " wins"
    return "a draw" if s["draw"] else "the match goes on"
