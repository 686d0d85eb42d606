"""The report of a simulation: JSON data for tools and the rulebook, tables for people.

Rates come with 95% Wilson score intervals (sound for small counts and for rates near
0 or 1, where the normal approximation is not), and distributions are given whole as
histograms besides their means and quantiles.

What is reported, for the players named in it (``players: random x4``):

- each contract (bid level or special bid): how often it won the auction and how often
  it was made, with the made-rate's interval;
- points awarded per deal (mean and histogram); for each point, how often it was
  awarded, its value, and how often it went to the bidder's side (rate, interval);
- match length in deals (mean, quartiles, 10th and 90th percentiles, histogram);
- wins by side, and by seat counted from the first dealer (0 = the first dealer), each
  a rate of all matches with its interval: the fairness of the seats;
- lead changes per match, and when the winner took the lead for good (by tenth of
  the match): how decisive the game is, in CardStock's terms;
- which credit of the last deal put the winner out, and how often it was the last
  point counted in that deal; the winner's final margin.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from rich.console import Console
from rich.table import Table

from pitchspec import model as m
from pitchspec.agents import describe
from pitchspec.agents.human import side_name
from pitchspec.engine import Game, Tally
from pitchspec.model.derived import points_in_order

Z95 = 1.959963984540054
"""The standard normal quantile for a two-sided 95% interval."""


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a rate of ``successes`` in ``trials``.

    >>> wilson(7, 10)
    (0.3968, 0.8922)
    >>> wilson(0, 0)
    (0.0, 1.0)
    """
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)


def rate(successes: int, trials: int) -> dict[str, Any]:
    """A rate as JSON: the count, of how many, the rate and its 95% interval."""
    return {"count": successes, "of": trials, "rate": _share(successes, trials),
            "ci95": list(wilson(successes, trials))}


def _share(successes: int, trials: int) -> float | None:
    """The rate of ``successes`` in ``trials`` to four places (None of no trials)."""
    return round(successes / trials, 4) if trials else None


def quantile(histogram: Counter[int], q: float) -> int | None:
    """The smallest value with at least ``q`` of the counts at or below it."""
    total = sum(histogram.values())
    if not total:
        return None
    seen = 0
    for value in sorted(histogram):
        seen += histogram[value]
        if seen >= q * total:
            return value
    return max(histogram)


def distribution(histogram: Counter[int]) -> dict[str, Any]:
    """A histogram with its mean, extremes and quantiles (each :func:`quantile`, read
    off one running count over the values in order)."""
    values = sorted(histogram)
    counts = [histogram[value] for value in values]
    total = sum(counts)
    mean = sum(k * v for k, v in zip(values, counts, strict=True)) / total if total else None
    p10, p25, median, p75, p90 = _quantiles(values, counts, total)
    return {"mean": round(mean, 3) if mean is not None else None,
            "min": values[0] if total else None, "max": values[-1] if total else None,
            "p10": p10, "p25": p25, "median": median, "p75": p75, "p90": p90,
            "histogram": {str(k): v for k, v in zip(values, counts, strict=True)}}


_QUANTILES = (0.1, 0.25, 0.5, 0.75, 0.9)
"""The quantiles a distribution gives: p10, p25, the median, p75 and p90."""


def _quantiles(values: list[int], counts: list[int], total: int) -> list[int | None]:
    """:func:`quantile` at each of :data:`_QUANTILES` of a histogram given as its values
    in order and their counts: the first value whose running count reaches the
    quantile's share of the total."""
    if not total:
        return [None] * len(_QUANTILES)
    found: list[int | None] = []
    seen, at, last = counts[0], 0, len(values) - 1
    for q in _QUANTILES:  # rising: each quantile's value is at or after the last one's
        while seen < q * total and at < last:
            at += 1
            seen += counts[at]
        found.append(values[at])
    return found


def _ordered_contracts(variant: m.Variant, keys: Iterable[str]) -> list[str]:
    specials = [b.name for b in variant.bidding.special]

    def key(name: str) -> tuple[int, float, str]:
        if name in specials:
            return (1, specials.index(name), name)
        head = name.split()[0]
        return (0, float(head) if head.isdigit() else 0.0, name)

    return sorted(keys, key=key)


def _ordered_points(variant: m.Variant, names: Iterable[str]) -> list[str]:
    order = [p.name for p in points_in_order(variant)]
    return sorted(names, key=lambda n: (order.index(n) if n in order else len(order), n))


def players_label(agents: Sequence[str], budget: int | None = None) -> str:
    """'random x4', or the seats' agents in seat order; a pimc player with its budget
    of playouts ('pimc (budget 100) x4')."""
    named = [describe([a], budget) for a in agents]
    if len(set(named)) == 1:
        return f"{named[0]} x{len(named)}"
    return ", ".join(named)


def report_data(tally: Tally, game: Game, seed: int,
                agents: Sequence[str] | None = None,
                budget: int | None = None) -> dict[str, Any]:
    """The statistics as JSON data (documented in docs/statistics.rst)."""
    variant = game.variant
    num_sides = game.seating.num_sides
    names = list(agents) if agents is not None else ["random"] * game.num_players
    return {
        "variant": variant.name, "players": game.num_players, "agents": names,
        "players_label": players_label(names, budget), "sides": list(game.seating.sides),
        "seed": seed, "matches": tally.matches, "hands": tally.hands,
        "contracts": _contracts(tally, variant),
        "points_per_hand": {str(k): tally.points_per_hand[k]
                            for k in sorted(tally.points_per_hand)},
        "points_per_hand_mean": distribution(tally.points_per_hand)["mean"],
        "points": _points(tally, variant, num_sides),
        "hands_per_match": distribution(tally.hands_per_match),
        "wins_by_side": [tally.wins[s] for s in range(num_sides)],
        "draws": tally.draws,
        "seats": [rate(tally.seat_wins[s], tally.matches) for s in range(game.num_players)],
        "lead_changes": distribution(tally.lead_changes),
        "lead_taken": {str(k): tally.lead_taken[k] for k in range(10)},
        "deciding": {reason: tally.deciding[reason]
                     for reason in sorted(tally.deciding, key=lambda r: (-tally.deciding[r], r))},
        "decided_by_last": rate(tally.decided_last, tally.matches),
        "margin": distribution(tally.margins),
    }


def _contracts(tally: Tally, variant: m.Variant) -> dict[str, Any]:
    return {k: {"contracts": tally.contracts[k], "made": tally.made[k],
                "made_rate": _share(tally.made[k], tally.contracts[k]),
                "made_ci95": list(wilson(tally.made[k], tally.contracts[k]))}
            for k in _ordered_contracts(variant, tally.contracts)}


def _points(tally: Tally, variant: m.Variant, num_sides: int) -> dict[str, Any]:
    points = {}
    for name in _ordered_points(variant, tally.points):
        t = tally.points[name]
        contested = t.to_bidder + t.to_others
        points[name] = {"awarded": t.awarded, "value": t.value, "to_bidder": t.to_bidder,
                        "to_others": t.to_others,
                        "by_side": [t.by_side[s] for s in range(num_sides)],
                        "to_bidder_rate": _share(t.to_bidder, contested),
                        "to_bidder_ci95": list(wilson(t.to_bidder, contested))}
    return points


def report_json(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2)


# --------------------------------------------------------------------------- text


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def _ci(bounds: Sequence[float]) -> str:
    return f"{100 * bounds[0]:.1f}-{100 * bounds[1]:.1f}%"


def print_report(data: dict[str, Any], console: Console) -> None:
    """The statistics as tables, for people."""
    sides = tuple(data["sides"])
    console.print(f"{data['variant']}: {data['matches']} matches, {data['hands']} hands, "
                  f"{data['players']} players, seed {data['seed']}")
    console.print(f"players: {data.get('players_label', 'random')}; "
                  f"engine: {data.get('engine', '?')}")
    if data["contracts"]:
        table = Table(title="Contracts (made: 95% Wilson interval)")
        for column in ("bid", "contracts", "share", "made", "made %", "95% interval"):
            table.add_column(column, justify="right")
        for name, row in data["contracts"].items():
            table.add_row(name, str(row["contracts"]), _pct(row["contracts"], data["hands"]),
                          str(row["made"]), _pct(row["made"], row["contracts"]),
                          _ci(row["made_ci95"]))
        console.print(table)
    _points_table(data, sides, console)
    table = Table(title=f"Points awarded per hand (mean {data['points_per_hand_mean']})")
    for column in ("points", "hands", "share"):
        table.add_column(column, justify="right")
    for points, count in data["points_per_hand"].items():
        table.add_row(points, str(count), _pct(count, data["hands"]))
    console.print(table)
    _match_lines(data, sides, console)


def _points_table(data: dict[str, Any], sides: tuple[int, ...], console: Console) -> None:
    table = Table(title="Points")
    num_sides = len(set(sides))
    for column in ("point", "awarded", "per hand", "value", "to bidder", "to others",
                   "to bidder %"):
        table.add_column(column, justify="right")
    for s in range(num_sides):
        table.add_column(side_name(s, sides).split(" (")[0], justify="right")
    for name, row in data["points"].items():
        has_bid = row["to_bidder"] + row["to_others"] > 0
        per_hand = f"{row['awarded'] / data['hands']:.2f}" if data["hands"] else "-"
        share = (f"{_pct(row['to_bidder'], row['to_bidder'] + row['to_others'])} "
                 f"({_ci(row['to_bidder_ci95'])})") if has_bid else "-"
        table.add_row(name, str(row["awarded"]), per_hand,
                      str(row["value"]), str(row["to_bidder"]) if has_bid else "-",
                      str(row["to_others"]) if has_bid else "-", share,
                      *(str(n) for n in row["by_side"]))
    console.print(table)


def _match_lines(data: dict[str, Any], sides: tuple[int, ...], console: Console) -> None:
    per = data["hands_per_match"]
    console.print(f"hands per match: mean {per['mean']}, least {per['min']}, "
                  f"quartiles {per['p25']}/{per['median']}/{per['p75']}, most {per['max']}")
    wins = ", ".join(f"{side_name(s, sides)} {w}" for s, w in enumerate(data["wins_by_side"]))
    console.print(f"wins: {wins}; draws by the hand limit: {data['draws']}")
    table = Table(title="Wins by seat, counted from the first dealer (95% interval)")
    for column in ("seat", "wins", "rate", "95% interval"):
        table.add_column(column, justify="right")
    for seat, row in enumerate(data["seats"]):
        label = "first dealer" if seat == 0 else f"dealer + {seat}"
        table.add_row(label, str(row["count"]), _pct(row["count"], row["of"]), _ci(row["ci95"]))
    console.print(table)
    changes = data["lead_changes"]
    console.print(f"lead changes per match: mean {changes['mean']}, median {changes['median']}, "
                  f"most {changes['max']}")
    last = data["decided_by_last"]
    deciding = ", ".join(f"{k} {v}" for k, v in data["deciding"].items()) or "-"
    console.print(f"decided by the last point counted: {last['count']} of {last['of']} "
                  f"matches ({_pct(last['count'], last['of'])}, {_ci(last['ci95'])}); "
                  f"the winner went out on: {deciding}")
    margin = data["margin"]
    console.print(f"winning margin: mean {margin['mean']}, median {margin['median']}")
