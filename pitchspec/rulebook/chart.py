"""A bar chart of how often each bid is made, as a small hand-written SVG.

>>> from pitchspec.rulebook.results import BidLevel
>>> svg = bid_chart((BidLevel("2", 10, 7),))
>>> svg.startswith("<svg") and "70%" in svg
True
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from pitchspec.rulebook.results import BidLevel

ROW = 26
BAR = 300
TAIL = 130
CHAR = 7.5
"""Roughly the width of one character of the 13px labels."""


def bid_chart(levels: Sequence[BidLevel]) -> str:
    """One horizontal bar per bid: the share of contracts at that bid that were made."""
    label = round(16 + CHAR * max((len(b.bid) for b in levels), default=1))
    height = ROW * len(levels) + 10
    width = label + BAR + TAIL
    rows = "".join(_row(i, level, label) for i, level in enumerate(levels))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="pitch-chart" role="img" '
            f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">'
            "<title>How often each bid is made</title>"
            f'<line x1="{label}" y1="0" x2="{label}" y2="{height}" stroke="#888"/>'
            f"{rows}</svg>")


def _row(index: int, level: BidLevel, label: int) -> str:
    y = 5 + index * ROW
    length = round(BAR * level.rate)
    text = f"{level.rate:.0%} of {level.won}"
    return (f'<text x="{label - 8}" y="{y + 16}" text-anchor="end" font-size="13">'
            f"{escape(level.bid)}</text>"
            f'<rect x="{label}" y="{y + 3}" width="{length}" height="{ROW - 8}" fill="#4a7ab5">'
            f"<title>{escape(text)}</title></rect>"
            f'<text x="{label + length + 6}" y="{y + 16}" font-size="13">{escape(text)}</text>')
