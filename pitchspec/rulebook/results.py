"""Verification verdicts and simulation statistics, as plain data for the rulebook.

The verifier and the simulator write these as JSON files beside the docs
(``docs/_data/<variant>.verify.json`` and ``docs/_data/<variant>.stats.json``); the
rulebook reads them when present and says "not yet available" when not. Both formats
are small and documented here, so either side can change without the other.

Verification (``<variant>.verify.json``, written by ``pitchspec verify --results DIR``)::

    {"variant": "house_pitch", "spec_sha256": "9f2c...", "budget": 1.0,
     "pitchspec": "0.9.0",
     "properties": [
      {"name": "ties_resolved", "verdict": "refuted",
       "claim": "At the end of a deal at most one side wins the match.",
       "method": "engine search", "why": "Two players can stand level ...",
       "story": ["4 players (each plays alone); seat 3 deals, seat 0 is elder", "..."],
       "deal": "house_pitch.ties_resolved.deal.json"}]}

``verdict`` is ``proved``, ``refuted`` or ``unknown``; the other fields of a property
are optional: ``method`` (how the verdict was reached), ``why`` (for an expected
refutation, the finding it records), ``story`` (the verifier's account of the hand, a
list of lines) and ``deal`` (the name of a deal file beside the JSON that ``pitchspec
play --deal`` replays; the page plays it under the variant, see
:mod:`pitchspec.rulebook.examples`). A claim of the spec's ``properties``
section is named ``claim:NAME``, its ``claim`` is the author's own words, and a claim
over some deal that is proved carries the witness's ``story`` and ``deal`` too. A
property may carry a ``note``: the scope its verdict holds in ("proved for deals
starting below the target"). ``tables`` lists every table a property was checked at
(``{"players": 6, "partnerships": true, "teams": 2}``, two teams of three; ``teams``
only in partnerships: every table the rules allow, or for a
refuted one those checked up to its refutation) and ``table`` the table of a verdict
that is not proved: that of the refutation's hand. A deal file may hold one deal or a whole match.

The file also says what it was verified for: ``spec_sha256``, the digest of the
resolved rules (:func:`pitchspec.matches.logs.log_format.spec_digest`, as in a game
log), ``budget`` (the work budget, a multiple of the standard one) and ``pitchspec``
(the version). A page shows verdicts only when the digest is that of the rules it
renders; otherwise it says the results are out of date (and the build warns).

Statistics (``<variant>.stats.json``) are what ``pitchspec simulate SPEC --format json``
prints; the rulebook reads these fields of it::

    {"players": 4, "players_label": "random x4", "seed": 1, "matches": 200,
     "hands": 79031,
     "contracts": {"2": {"contracts": 2960, "made": 1041}, "moon": {...}},
     "points": {"high": {"awarded": 79031, "to_bidder": 40000, "to_others": 39031}, ...},
     "hands_per_match": {"mean": 395.2, "median": 380, "histogram": {"12": 3, ...}},
     "seats": [{"count": 101, "of": 200}, ...],
     "lead_changes": {"mean": 2.1},
     "decided_by_last": {"count": 80, "of": 200},
     "deciding": {"game": 80, "jack": 40}}

The comparison with the parent (``<variant>.diff.json``) is the output of ``pitchspec
diff PARENT VARIANT --format json`` (``--results DIR`` writes it); it is read whole, see
:mod:`pitchspec.rulebook.diffdeal`.

A contract is a bid level (``"3"``, ``"3 doubled"``) or a special bid's name; it
counts the deals in which it won the auction and those in which the bidder made it.
``seats`` counts the matches won by each seat counted from the first dealer (seat 0).
Every field but ``matches`` and ``hands`` is optional (older files lack the newer ones).
The whole format is described in docs/statistics.rst.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

from pitchspec.limits import read_bounded
from pitchspec.rulebook.diffdeal import load_diff


class Verdict(Enum):
    PROVED = "proved"
    REFUTED = "refuted"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class Property:
    """One verified property: its name, the claim in words, the verdict; how it was
    decided, and for a refutation why it is expected, the verifier's own story of
    the hand and the deal file that replays it."""

    name: str
    verdict: Verdict
    claim: str
    method: str = ""
    why: str = ""
    story: tuple[str, ...] = ()
    deal: str | None = None
    note: str = ""
    """A scope the verdict holds in ("proved for deals starting below the target")."""
    tables: tuple[tuple[int, int], ...] = ()
    """The tables it was checked at, (players, teams: 0 alone); empty in files that do
    not say (older ones)."""
    table: tuple[int, int] | None = None
    """The table of a refutation (or of an UNKNOWN), where the verdict is not PROVED."""


@dataclass(frozen=True)
class BidLevel:
    """How often one contract won the auction and how often it was made."""

    bid: str
    won: int
    made: int

    @property
    def rate(self) -> float:
        return self.made / self.won if self.won else 0.0


@dataclass(frozen=True)
class SeatRate:
    """How many matches one seat (counted from the first dealer) won, of how many."""

    wins: int
    matches: int

    @property
    def rate(self) -> float:
        return self.wins / self.matches if self.matches else 0.0


@dataclass(frozen=True)
class PointShare:
    """One point: deals in which it was awarded, and how often it went to the
    bidder's side when there was a bidder."""

    name: str
    awarded: int
    to_bidder: int = 0
    to_others: int = 0


@dataclass(frozen=True)
class Stats:
    """Statistics from simulated matches of one variant between the named players."""

    matches: int
    hands: int
    players: int
    seed: int | None
    bids: tuple[BidLevel, ...]
    points: tuple[PointShare, ...] = ()
    mean_hands: float | None = None
    players_label: str = "random"
    median_hands: int | None = None
    hands_histogram: tuple[tuple[int, int], ...] = ()
    seats: tuple[SeatRate, ...] = ()
    mean_lead_changes: float | None = None
    decided_by_last: SeatRate | None = None
    """Matches decided by the last point counted (as wins of all matches)."""
    deciding: tuple[tuple[str, int], ...] = ()
    """(credit that put the winner out, matches)."""
    mean_points_per_hand: float | None = None


@dataclass(frozen=True)
class Verified:
    """What a results file says it was verified for: the digest of the resolved rules
    (:func:`pitchspec.matches.logs.log_format.spec_digest`), the work budget (a
    multiple of the standard one) and the pitchspec that verified it."""

    spec_sha256: str | None = None
    budget: float | None = None
    version: str | None = None


@dataclass(frozen=True)
class Results:
    """Whatever is known about a variant beyond its rules."""

    properties: tuple[Property, ...] | None = None
    stats: Stats | None = None
    diff: dict[str, Any] | None = None
    """The comparison with the parent (``<variant>.diff.json``, rulebook/diffdeal.py)."""
    verified: Verified = field(default_factory=Verified)
    deals: dict[str, Any] = field(default_factory=dict)
    """The deal files the verdicts name, by file name, as read from the data folder."""


def results_files(folder: Path, name: str) -> list[Path]:
    """The results files of variant ``name`` that exist in ``folder``."""
    return [p for p in (folder / f"{name}.verify.json", folder / f"{name}.stats.json",
                        folder / f"{name}.diff.json") if p.is_file()]


def load_results(folder: Path, name: str) -> tuple[Results, list[Path]]:
    """The results files for variant ``name`` in ``folder``, and the files read."""
    verify, stats = folder / f"{name}.verify.json", folder / f"{name}.stats.json"
    read = results_files(folder, name)
    data = _json(verify) if verify in read else None
    properties = parse_verification(data) if data is not None else None
    deals = {}
    for p in properties or ():
        path = folder / p.deal if p.deal else None
        if path is not None and path.name == p.deal and path.is_file():
            deals[p.deal] = _json(path)
            read.append(path)
    return Results(
        properties=properties,
        stats=parse_stats(_json(stats)) if stats in read else None,
        diff=load_diff(folder, name),
        verified=parse_verified(data) if data is not None else Verified(),
        deals=deals,
    ), read


def _json(path: Path) -> Any:
    try:
        return json.loads(read_bounded(path, "results file"))
    except (OSError, ValueError) as err:
        raise ValueError(f"{path}: cannot read results: {err}") from err


def parse_verification(data: Any) -> tuple[Property, ...]:
    """Properties from verification JSON (see the module docstring)."""
    return tuple(Property(str(p["name"]), Verdict(p["verdict"]), str(p.get("claim", "")),
                          str(p.get("method", "")), str(p.get("why", "")),
                          tuple(map(str, p.get("story", ()))), p.get("deal"),
                          str(p.get("note") or ""),
                          tuple(filter(None, map(_table, p.get("tables", ())))),
                          _table(p.get("table")))
                 for p in data["properties"])


def _table(data: Any) -> tuple[int, int] | None:
    """A table of a results file (``{"players": 6, "partnerships": true, "teams": 2}``)
    as (players, teams), if sound; a file that names no teams (an older one) seated
    partners in pairs."""
    if not isinstance(data, dict) or not isinstance(data.get("players"), int):
        return None
    players, teams = int(data["players"]), data.get("teams")
    if not data.get("partnerships", False):
        return players, 0
    return players, int(teams) if isinstance(teams, int) else players // 2


def parse_verified(data: Any) -> Verified:
    """What a verification file was verified for (absent in files of older pitchspecs)."""
    budget = data.get("budget")
    return Verified(data.get("spec_sha256"),
                    float(budget) if isinstance(budget, (int, float)) else None,
                    data.get("pitchspec"))


def parse_stats(data: Any) -> Stats:
    """Statistics from simulation JSON (see the module docstring)."""
    contracts = data.get("contracts", {})
    per_match = data.get("hands_per_match", {})
    last = data.get("decided_by_last")
    players = int(data.get("players", 0))
    return Stats(
        matches=int(data["matches"]), hands=int(data["hands"]),
        players=players, seed=data.get("seed"),
        bids=tuple(BidLevel(str(k), int(v["contracts"]), int(v["made"]))
                   for k, v in contracts.items()),
        points=tuple(PointShare(str(k), int(v["awarded"]), int(v.get("to_bidder", 0)),
                                int(v.get("to_others", 0)))
                     for k, v in data.get("points", {}).items()),
        mean_hands=per_match.get("mean"),
        players_label=str(data.get("players_label", f"random x{players}")),
        median_hands=per_match.get("median"),
        hands_histogram=tuple((int(k), int(v))
                              for k, v in per_match.get("histogram", {}).items()),
        seats=tuple(SeatRate(int(s["count"]), int(s["of"])) for s in data.get("seats", ())),
        mean_lead_changes=data.get("lead_changes", {}).get("mean"),
        decided_by_last=SeatRate(int(last["count"]), int(last["of"])) if last else None,
        deciding=tuple((str(k), int(v)) for k, v in data.get("deciding", {}).items()),
        mean_points_per_hand=data.get("points_per_hand_mean"),
    )
