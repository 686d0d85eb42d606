"""The range of every number a spec may write, setting by setting (PS213, PS215, PS216).

The bounds are chosen from what the All Fours family needs, with headroom: at most 9
players are known (16 allowed), hands of 13 (64), bids to 20 and targets to 500 (1,000
and 10,000). Numbers are checked as written, before any is converted or a range is
expanded, so no spec can make the checker allocate without bound, or crash on a number
too long to convert. Semantic checks (a target of 0, a floor above 0) stay with
:mod:`pitchspec.validate`; these bounds only keep numbers within reason.
"""

from __future__ import annotations

from collections.abc import Iterator

from pitchspec.diagnostics import Diagnostic
from pitchspec.parse import Atom, AtomKind, Phrase

Bound = tuple[int, int, str]

PLAYERS: Bound = (2, 16, "players")
CARDS: Bound = (0, 64, "cards")
RANKS: Bound = (2, 14, "ranks (2 to 10, or A K Q J)")
BID: Bound = (1, 1_000, "a bid")
POINTS: Bound = (0, 1_000, "points")
SCORE: Bound = (-10_000, 10_000, "a score")

BOUNDS: dict[tuple[str, str], Bound] = {
    ("players", "count"): PLAYERS,
    ("players", "teams"): (1, 16, "teams or players in a team"),
    ("players", "partner"): PLAYERS,
    ("deck", "remove"): RANKS,
    ("deck", "card_points"): (0, 100, "ranks or card points"),
    ("ranking", "trump"): RANKS,
    ("ranking", "plain"): RANKS,
    ("deal", "hand"): CARDS,
    ("deal", "packets"): CARDS,
    ("deal", "widow"): CARDS,
    ("deal", "kitty"): CARDS,
    ("deal", "blind"): CARDS,
    ("deal", "cut_ranking"): RANKS,
    ("deal", "rounds"): CARDS,
    ("bidding", "bids"): BID,
    ("bidding", "all_pass"): BID,
    ("bidding", "forced"): BID,
    ("bidding", "steal"): BID,
    ("bidding", "declare_by_pitching"): BID,
    ("bidding", "look"): CARDS,
    ("bid", "at"): BID,
    ("bid", "above"): BID,
    ("bid", "value"): POINTS,
    ("bid", "requires"): POINTS,
    ("bid", "made"): POINTS,
    ("bid", "set"): POINTS,
    ("bid", "barred"): SCORE,
    ("beg", "gift"): POINTS,
    ("beg", "run"): CARDS,
    ("exchange", "step"): CARDS,
    ("points", "point"): POINTS,
    ("scoring", "floor"): SCORE,
    ("properties", "claim"): SCORE,
    ("scoring", "made"): POINTS,
    ("scoring", "set"): POINTS,
    ("winning", "target"): (0, 10_000, "points"),
    ("winning", "backdoor"): SCORE,
    ("winning", "hands"): (0, 1_000, "deals"),
    ("winning", "margin"): (0, 10_000, "points"),
    ("winning", "tie"): (0, 1_000, "deals"),
    ("variant", "source"): (0, 999, "a source number"),
    **{("procedures", key): (0, 64, "ranks or cards") for key in (
        "coke", "muck", "misdeal", "replace_pointless", "redeal_pointless")},
}
"""(section, setting) -> (lowest, highest, what the numbers count)."""

ANY: Bound = (-1_000_000, 1_000_000, "a number")
"""A setting the table does not name (none at present: a test checks that every
setting with a number has its bound) stays within this."""

ORDERED = frozenset({("players", "count"), ("players", "partner")})
"""Settings whose ranges are player counts, written low..high (rank runs may run
either way: '10..2' is the same ranks as '2..10'; a reversed bid range is PS313)."""

MAX_VALUES = 64
"""The most values one setting lists (the longest bundled list has 14)."""

_DIGITS = 9  # no bound above has more digits: longer numbers are refused unread


def out_of_bounds(section: str, key: str, phrase: Phrase) -> Iterator[Diagnostic]:
    """Every number in the phrase outside the setting's range, and every reversed range."""
    lo, hi, what = BOUNDS.get((section, key), ANY)
    for atom in phrase.atoms:
        numbers = _numbers(atom)
        bad = [n for n in numbers if n is None or not lo <= n <= hi]
        if bad:
            yield Diagnostic(
                "PS213", f"'{atom.text}' is outside the range '{key}' allows: {what} from "
                f"{lo} to {hi}", atom.span, help=f"write {what} from {lo} to {hi}")
        elif (atom.kind is AtomKind.RANGE and (section, key) in ORDERED
              and numbers[0] is not None and numbers[1] is not None
              and numbers[0] > numbers[1]):
            yield Diagnostic(
                "PS215", f"the range '{atom.text}' runs from high to low, so it is empty",
                atom.span, help=f"write it low..high: '{numbers[1]}..{numbers[0]}'")


def _numbers(atom: Atom) -> list[int | None]:
    """The whole numbers an atom writes (None: too many digits to be in any range)."""
    if atom.kind is AtomKind.INT:
        parts = [atom.text]
    elif atom.kind is AtomKind.RANGE:
        parts = atom.text.split("..")
    elif atom.kind is AtomKind.FRACTION:
        parts = atom.text.split("/")
    else:
        return []
    return [int(p) if len(p.lstrip("-")) <= _DIGITS else None for p in parts]


def too_many_values(key: str, count: int) -> str | None:
    """Why a setting lists too many values, or None."""
    if count <= MAX_VALUES:
        return None
    return f"'{key}' lists {count} values; a setting lists at most {MAX_VALUES}"
