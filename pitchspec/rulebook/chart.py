"""Charts of the simulation statistics, drawn with matplotlib as inline SVG.

matplotlib comes with the ``docs`` extra (which building the rulebook needs anyway).
No display is used: figures are made with :class:`matplotlib.figure.Figure` directly
(the Agg/SVG canvases, never pyplot), and the SVG is reproducible: text stays text, the
element ids come from a fixed salt (``svg.hashsalt``) and no date is written, so the
same statistics give the same page byte for byte.

>>> from pitchspec.rulebook.results import BidLevel
>>> svg = bid_chart((BidLevel("2", 10, 7),))
>>> svg.startswith("<svg") and "70%" in svg
True
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from pitchspec.i18n import current, percent
from pitchspec.matches.report import wilson
from pitchspec.rulebook.results import BidLevel, SeatRate
from pitchspec.rulebook.texts import text

if TYPE_CHECKING:
    from matplotlib.figure import Figure

BAR = "#4a7ab5"
_ID = re.compile(r'(id="|url\(#|href="#)([^")]+)')
"""An element id, or a reference to one."""
WIDTH = 6.4
"""Inches; the page scales the SVG to its column."""


@contextmanager
def _style(name: str) -> Iterator[type[Figure]]:
    """matplotlib's Figure, in the charts' style; imported only when a chart is drawn,
    so pages without statistics need no matplotlib."""
    from matplotlib import rc_context
    from matplotlib.figure import Figure

    with rc_context({"svg.hashsalt": f"pitchspec-{name}", "svg.fonttype": "none",
                     "font.size": 10, "axes.spines.top": False,
                     "axes.spines.right": False}):
        yield Figure


def _svg(figure: Figure, title: str, name: str) -> str:
    """The figure as one ``<svg>`` element, ready to inline in HTML: matplotlib's
    element ids (``figure_1``, ``axes_1``...) are prefixed with the chart's name, so
    the charts of one page never share an id."""
    out = io.StringIO()
    figure.savefig(out, format="svg", metadata={"Date": None, "Creator": "pitchspec",
                                                "Title": title})
    drawn = out.getvalue()
    svg = _ID.sub(lambda match: f"{match.group(1)}{name}-{match.group(2)}",
                  drawn[drawn.index("<svg"):])
    return svg.replace("<svg ", '<svg class="pitch-chart" role="img" ', 1)


def bid_chart(levels: Sequence[BidLevel]) -> str:
    """One horizontal bar per bid: the share of contracts at that bid that were made,
    with its 95% Wilson interval as an error bar."""
    with _style("bids") as Figure:
        figure = Figure(figsize=(WIDTH, 0.4 * len(levels) + 0.9))
        axes = figure.subplots()
        rows = list(range(len(levels)))[::-1]
        rates = [b.rate for b in levels]
        bounds = [wilson(b.made, b.won) for b in levels]
        errors = [[r - lo for r, (lo, _) in zip(rates, bounds, strict=True)],
                  [hi - r for r, (_, hi) in zip(rates, bounds, strict=True)]]
        axes.barh(rows, rates, color=BAR, xerr=errors, capsize=3, ecolor="#333")
        axes.set_yticks(rows, [b.bid for b in levels])
        axes.set_xlim(0, 1.25)
        ticks = [0, 0.25, 0.5, 0.75, 1]
        axes.set_xticks(ticks, [percent(t) for t in ticks])
        for row, level in zip(rows, levels, strict=True):
            axes.text(1.02, row, text("chart.bids.of", rate=percent(level.rate),
                                      won=level.won), va="center")
        axes.set_xlabel(text("chart.bids.axis"))
        figure.tight_layout()
        return _svg(figure, text("chart.bids.title"), "bids")


def histogram_chart(histogram: Sequence[tuple[int, int]], xlabel: str, name: str) -> str:
    """Columns of a distribution: how many matches had each value."""
    with _style(name) as Figure:
        figure = Figure(figsize=(WIDTH, 2.4))
        axes = figure.subplots()
        axes.bar([k for k, _ in histogram], [v for _, v in histogram], width=1.0,
                 color=BAR, edgecolor="white", linewidth=0.5)
        axes.set_xlabel(xlabel)
        axes.set_ylabel(text("chart.matches"))
        figure.tight_layout()
        return _svg(figure, xlabel, name)


def seat_chart(seats: Sequence[SeatRate]) -> str:
    """One bar per seat counted from the first dealer: the share of matches won, with
    its 95% interval; a fair game has bars of one height (one per side)."""
    with _style("seats") as Figure:
        figure = Figure(figsize=(WIDTH, 2.4))
        axes = figure.subplots()
        positions = list(range(len(seats)))
        rates = [s.rate for s in seats]
        bounds = [wilson(s.wins, s.matches) for s in seats]
        errors = [[r - lo for r, (lo, _) in zip(rates, bounds, strict=True)],
                  [hi - r for r, (_, hi) in zip(rates, bounds, strict=True)]]
        axes.bar(positions, rates, color=BAR, yerr=errors, capsize=3, ecolor="#333")
        axes.set_xticks(positions, [text("chart.seat.dealer") if i == 0 else
                                    text("chart.seat.after", n=i) for i in positions])
        axes.set_ylabel(text("chart.seats.axis"))
        said = current()
        axes.yaxis.set_major_formatter(lambda value, _pos: percent(value, said))
        figure.tight_layout()
        return _svg(figure, text("chart.seats.title"), "seats")
