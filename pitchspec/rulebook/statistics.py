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
from pitchspec.engine.sim.report import wilson
from pitchspec.rulebook import rest as r
from pitchspec.rulebook.chart import bid_chart, histogram_chart, seat_chart
from pitchspec.rulebook.results import BidLevel, Stats


def statistics_section(v: m.Variant, stats: Stats | None) -> Iterator[str]:
    """The section: a heading, then whatever the statistics file holds."""
    yield from r.heading("Statistics from simulation", "-")
    if stats is None:
        yield from r.paragraph("Statistics from simulation are not yet available for this "
                               "variant.")
        return
    yield from r.paragraph(_intro(stats))
    yield from _bids(v, stats)
    yield from _points(v, stats)
    yield from _length(stats)
    yield from _seats(stats)
    yield from _decisive(v, stats)


def _pct(bounds: tuple[float, float]) -> str:
    return f"{bounds[0]:.0%} to {bounds[1]:.0%}"


def _intro(stats: Stats) -> str:
    seed = f" (seed {stats.seed})" if stats.seed is not None else ""
    mean = (f"; a match lasted {stats.mean_hands:.1f} deals on average"
            if stats.mean_hands is not None else "")
    per_deal = (f", and a deal awarded {stats.mean_points_per_hand:.2f} points on average"
                if stats.mean_points_per_hand is not None else "")
    random = stats.players_label.startswith("random")
    caveat = (" Random players bid and play badly, so these numbers describe the rules, "
              "not good play." if random else "")
    return (f"From {stats.matches} simulated matches, {stats.hands} deals in all, between "
            f"{stats.players} players (players: {r.escape(stats.players_label)}){seed}"
            f"{mean}{per_deal}.{caveat} Ranges are 95% Wilson intervals.")


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
    yield from r.paragraph("How often each contract was made, when it won the auction:")
    yield from r.directive("raw", "html", body=bid_chart(labelled).splitlines())
    rows = [(r.escape(b.bid), str(b.won), str(b.made), f"{b.rate:.0%}",
             _pct(wilson(b.made, b.won))) for b in labelled]
    yield from r.table(("Contract", "Won the auction", "Made", "Made (%)", "95% range"), rows)


def _points(v: m.Variant, stats: Stats) -> Iterator[str]:
    if not (stats.points and stats.hands):
        return
    rows = []
    for p in stats.points:
        contested = p.to_bidder + p.to_others
        bidder = (f"{p.to_bidder / contested:.0%} ({_pct(wilson(p.to_bidder, contested))})"
                  if contested else "-")
        rows.append((r.escape(_point_label(v, p.name)), f"{p.awarded / stats.hands:.0%}",
                     bidder))
    yield from r.table(("Point", "Scored in (share of deals)", "To the bidder's side"), rows,
                       widths=(2, 1, 2))


def _length(stats: Stats) -> Iterator[str]:
    if not stats.hands_histogram:
        return
    median = f" (half of them {stats.median_hands} deals or fewer)" \
        if stats.median_hands is not None else ""
    yield from r.paragraph(f"How many deals a match lasted{median}:")
    chart = histogram_chart(stats.hands_histogram, "deals in the match", "length")
    yield from r.directive("raw", "html", body=chart.splitlines())


def _seats(stats: Stats) -> Iterator[str]:
    if not stats.seats:
        return
    yield from r.paragraph("Matches won by each seat, counted from the first dealer in the "
                           "direction of play (partners share their side's wins); in a fair "
                           "game the seats of different sides win equally often:")
    yield from r.directive("raw", "html", body=seat_chart(stats.seats).splitlines())
    rows = [("first dealer" if i == 0 else f"dealer + {i}", str(s.wins), f"{s.rate:.0%}",
             _pct(wilson(s.wins, s.matches))) for i, s in enumerate(stats.seats)]
    yield from r.table(("Seat", "Matches won", "Share", "95% range"), rows)


def _decisive(v: m.Variant, stats: Stats) -> Iterator[str]:
    parts = []
    if stats.mean_lead_changes is not None:
        parts.append(f"The lead changed sides {stats.mean_lead_changes:.1f} times per match "
                     "on average.")
    last = stats.decided_by_last
    if last is not None and last.matches:
        parts.append(f"The last point counted in the final deal decided {last.rate:.0%} of "
                     f"the matches ({_pct(wilson(last.wins, last.matches))}).")
    if stats.deciding:
        named = ", ".join(f"{'the bid' if k == 'bid' else r.escape(_point_label(v, k))} "
                          f"{n}" for k, n in stats.deciding)
        parts.append(f"The credit that put the winner out: {named}.")
    if parts:
        yield from r.paragraph(" ".join(parts))
