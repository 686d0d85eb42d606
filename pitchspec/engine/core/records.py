"""The records of a hand, as data: tricks, the contract, awards, the settlement.

Scoring reads a :class:`HandRecord`; the match state keeps the tricks, the contract and
the awards made during the deal; logs and statistics report them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final, TypeVar

from mypy_extensions import mypyc_attr


# A compiled build (hatch_build.py) compiles this module's functions but keeps its
# classes Python classes (native_class=False): the records are read, copied, compared
# and taken apart (vars, dataclasses.replace) everywhere as ordinary dataclasses.
@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class Trick:
    """One trick: who led, the cards in play order as (seat, card), and who won it."""

    leader: int
    plays: tuple[tuple[int, int], ...]
    winner: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class Contract:
    """The winning bid: who holds it, its level, doubled or not, and any special bid."""

    bidder: int
    level: int
    doubled: bool = False
    special: str | None = None


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class HandRecord:
    """Everything scoring needs to know about one finished hand."""

    dealer: int
    elder: int
    sides: tuple[int, ...]
    trump: int
    sub: int | None
    dealt: tuple[int, ...]
    held: tuple[int, ...]
    tricks: tuple[Trick, ...]
    contract: Contract | None
    turned: tuple[int, ...] = ()
    conceded: bool = False
    dead: tuple[tuple[int, int], ...] = ()
    """Point cards a player had to discard: (seat, card); they score for his opponents."""
    run: tuple[int, ...] = ()
    """The cards each seat was dealt when the cards were run (after a beg), as masks,
    beside ``dealt``, the hands of the deal itself: together, every card dealt to a
    player before play ('among dealt', 'to original_holder'). Cards run and then thrown
    out unseen (the rejected suit turned again) are not among them. Empty: none run."""
    won: tuple[int, ...] | None = field(default=None, init=False, compare=False, repr=False)
    """The cards each seat captured in its tricks, as masks, where the maker of the
    record (:meth:`MatchState.record`) gathered them while going through the tricks;
    None otherwise (and in a copy made by ``dataclasses.replace``): scoring then reads
    the tricks themselves."""


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class Award:
    """A point awarded to a side (value may exceed 1: Trey 3, Nine 9, Hang Jack 3).

    ``point`` is the author's point name, or the engine's own :class:`~pitchspec.model.
    Reason` for a beg's gift or a commercial sale."""

    point: str
    side: int
    value: int
    card: int | None = None



@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class Credit:
    """One change to one side's score, with why: the point or special bid's name, or
    one of the engine's own :class:`~pitchspec.model.Reason` (bid made, set back, ...)."""

    side: int
    amount: int
    reason: str


@mypyc_attr(native_class=False)
@dataclass
class Settlement:
    credits: list[Credit] = field(default_factory=list)
    made: bool | None = None
    winners: tuple[int, ...] = ()
    draw: bool = False


# The hot loop closes a trick every few cards and scores a few awards and credits per
# hand: these make the same frozen records with their fields filled in directly,
# skipping the frozen ``__init__``'s guarded assignment per field (as
# :func:`pitchspec.engine.observation.observe` does; tests/engine/test_hotpath.py checks
# they give equal records with the same fields).

_R = TypeVar("_R")


def _filled(cls: type[_R], fields: dict[str, Any]) -> _R:
    """A ``cls`` record with ``fields`` set directly (no ``__init__``)."""
    made = _NEW(cls)
    made.__dict__.update(fields)
    return made


_NEW: Final = object.__new__
"""A record made bare, its fields then filled in (read once: a compiled build calls it
without looking it up on ``object`` each time)."""


def trick(leader: int, plays: tuple[tuple[int, int], ...], winner: int) -> Trick:
    """``Trick(leader, plays, winner)``, its three fields filled in one by one."""
    made = _NEW(Trick)
    fields: dict[str, Any] = made.__dict__
    fields["leader"] = leader
    fields["plays"] = plays
    fields["winner"] = winner
    return made


# Awards and credits are values, and a game has few of them (each point's name, side,
# value and card; each side's change and its reason): the same record is handed out
# again rather than made anew, as Python does with small integers. At most _KEPT of
# each are kept; the cache starts again when full.

_KEPT = 1 << 14
_AWARDS: dict[tuple[str, int, int, int | None], Award] = {}
_CREDITS: dict[tuple[int, int, str], Credit] = {}


def award(point: str, side: int, value: int, card: int | None = None) -> Award:
    """``Award(point, side, value, card)``."""
    key = (point, side, value, card)
    found = _AWARDS.get(key)
    if found is None:
        if len(_AWARDS) >= _KEPT:
            _AWARDS.clear()
        found = _AWARDS[key] = _filled(
            Award, {"point": point, "side": side, "value": value, "card": card})
    return found


def credit(side: int, amount: int, reason: str) -> Credit:
    """``Credit(side, amount, reason)``."""
    key = (side, amount, reason)
    found = _CREDITS.get(key)
    if found is None:
        if len(_CREDITS) >= _KEPT:
            _CREDITS.clear()
        found = _CREDITS[key] = _filled(
            Credit, {"side": side, "amount": amount, "reason": reason})
    return found


def hand_record(dealer: int, elder: int, sides: tuple[int, ...], trump: int,
                sub: int | None, dealt: tuple[int, ...], held: tuple[int, ...],
                tricks: tuple[Trick, ...], contract: Contract | None, turned: tuple[int, ...],
                conceded: bool, dead: tuple[tuple[int, int], ...],
                won: tuple[int, ...] | None, run: tuple[int, ...] = ()) -> HandRecord:
    """``HandRecord(...)`` with every field given, and the seats' captured cards."""
    return _filled(HandRecord, {
        "dealer": dealer, "elder": elder, "sides": sides, "trump": trump, "sub": sub,
        "dealt": dealt, "held": held, "tricks": tricks, "contract": contract,
        "turned": turned, "conceded": conceded, "dead": dead, "run": run, "won": won})


def settlement(credits: list[Credit], made: bool | None) -> Settlement:
    """``Settlement(credits, made)``, no winners yet, no draw."""
    return _filled(Settlement, {"credits": credits, "made": made, "winners": (),
                                "draw": False})


__all__ = ["Award", "Contract", "Credit", "HandRecord", "Settlement", "Trick", "award",
           "credit", "hand_record", "settlement", "trick"]
