"""The "Statistics from simulation" section of a variant's page.

From ``<variant>.stats.json`` (see :mod:`pitchspec.rulebook.results`): who played, how
often each bid is made (chart and table, with 95% Wilson intervals), points per deal
and how often each point goes to the bidder's side, match length (chart), wins by seat
from the first dealer (chart: is the seat you start in an advantage?), lead changes,
and how often the last point counted decides the match.
"""

from __future__ import annotations

from collections.abc import Iterator

from pitchspec import model as m
from pitchspec.i18n import decimal, number, percent
from pitchspec.matches.report import wilson
from pitchspec.rulebook import rest as r
from pitchspec.rulebook.chart import bid_chart, histogram_chart, seat_chart
from pitchspec.rulebook.results import BidLevel, Stats
from pitchspec.rulebook.texts import text


def statistics_section(v: m.Variant, stats: Stats | None) -> Iterator[str]:
    """The section: a heading, then whatever the statistics file holds."""
    yield from r.heading(text("stats.heading"), "-")
    if stats is None:
        yield from r.paragraph(text("stats.none"))
        return
    yield from r.paragraph(_intro(stats))
    yield from _bids(v, stats)
    yield from _points(v, stats)
    yield from _length(stats)
    yield from _seats(stats)
    yield from _decisive(v, stats)


def _pct(bounds: tuple[float, float]) -> str:
    return text("stats.range", low=percent(bounds[0]), high=percent(bounds[1]))


def _intro(stats: Stats) -> str:
    seed = text("stats.seed", seed=stats.seed) if stats.seed is not None else ""
    mean = (text("stats.mean", deals=decimal(stats.mean_hands, 1))
            if stats.mean_hands is not None else "")
    per_deal = (text("stats.per deal", points=decimal(stats.mean_points_per_hand, 2))
                if stats.mean_points_per_hand is not None else "")
    random = stats.players_label.startswith("random")
    caveat = text("stats.random") if random else ""
    return text("stats.intro", matches=stats.matches, deals=stats.hands,
                players=stats.players, label=r.escape(stats.players_label), seed=seed,
                mean=mean, per_deal=per_deal, caveat=caveat)


def _bid_label(v: m.Variant, key: str) -> str:
    special = v.special_bid(key)
    return special.label if special is not None else key


def _point_label(v: m.Variant, name: str) -> str:
    point = v.point(name)
    return point.label if point is not None else name


def _bids(v: m.Variant, stats: Stats) -> Iterator[str]:
    if not stats.bids:
        return
    labelled = [BidLevel(_bid_label(v, b.bid), b.won, b.made) for b in stats.bids]
    yield from r.paragraph(text("stats.bids"))
    yield from r.directive("raw", "html", body=bid_chart(labelled).splitlines())
    rows = [(r.escape(b.bid), number(b.won), number(b.made), percent(b.rate),
             _pct(wilson(b.made, b.won))) for b in labelled]
    yield from r.table(tuple(text(f"stats.bids.{c}") for c in (
        "contract", "won", "made", "rate", "range")), rows)


def _points(v: m.Variant, stats: Stats) -> Iterator[str]:
    if not (stats.points and stats.hands):
        return
    rows = []
    for p in stats.points:
        contested = p.to_bidder + p.to_others
        bidder = (f"{percent(p.to_bidder / contested)} ({_pct(wilson(p.to_bidder, contested))})"
                  if contested else "-")
        rows.append((r.escape(_point_label(v, p.name)), percent(p.awarded / stats.hands),
                     bidder))
    yield from r.table((text("stats.points.point"), text("stats.points.share"),
                        text("stats.points.bidder")), rows, widths=(2, 1, 2))


def _length(stats: Stats) -> Iterator[str]:
    if not stats.hands_histogram:
        return
    median = text("stats.median", deals=stats.median_hands) \
        if stats.median_hands is not None else ""
    yield from r.paragraph(text("stats.length", median=median))
    chart = histogram_chart(stats.hands_histogram, text("stats.length.axis"), "length")
    yield from r.directive("raw", "html", body=chart.splitlines())


def _seats(stats: Stats) -> Iterator[str]:
    if not stats.seats:
        return
    yield from r.paragraph(text("stats.seats"))
    yield from r.directive("raw", "html", body=seat_chart(stats.seats).splitlines())
    rows = [(text("stats.seat.dealer") if i == 0 else text("stats.seat.after", n=i),
             number(s.wins), percent(s.rate), _pct(wilson(s.wins, s.matches)))
            for i, s in enumerate(stats.seats)]
    yield from r.table(tuple(text(f"stats.seats.{c}") for c in (
        "seat", "won", "share", "range")), rows)


def _decisive(v: m.Variant, stats: Stats) -> Iterator[str]:
    parts = []
    if stats.mean_lead_changes is not None:
        parts.append(text("stats.lead changes", times=decimal(stats.mean_lead_changes, 1)))
    last = stats.decided_by_last
    if last is not None and last.matches:
        parts.append(text("stats.last point", share=percent(last.rate),
                          range=_pct(wilson(last.wins, last.matches))))
    if stats.deciding:
        named = ", ".join(f"{text('stats.the bid') if k == 'bid' else r.escape(_point_label(v, k))}"
                          f" {number(n)}" for k, n in stats.deciding)
        parts.append(text("stats.deciding", credits=named))
    if parts:
        yield from r.paragraph(" ".join(parts))
