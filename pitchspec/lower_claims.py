"""The ``properties`` section: each claim's words -> a typed :class:`~pitchspec.model.Claim`.

The grammar gave a claim its shape (quantifier, ``and``/``or``/``not``, comparisons);
here each term is looked up in the claim vocabulary (:data:`pitchspec.vocabulary.CLAIM_TERMS`)
and checked against the variant: a quantity is compared, an event is combined, a bid or
point must be one the variant has, a side one the default table has, and tricks are
counted only where every trick holds one card of every player. Every problem is a
located diagnostic (PS230-PS235) with a did-you-mean; a claim with any problem is left
out of the variant.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from pitchspec import model as m
from pitchspec.bounds import out_of_bounds
from pitchspec.diagnostics import Diagnostic, did_you_mean
from pitchspec.model.derived import uncounted_tricks
from pitchspec.parse import (
    AtomKind,
    Entry,
    RawClaim,
    RawCompare,
    RawExpr,
    RawJunction,
    RawNot,
    RawTerm,
)
from pitchspec.phrases import match_any
from pitchspec.read import spellings
from pitchspec.source import Span
from pitchspec.vocabulary import CLAIM_TERMS

_BID_EVENTS = frozenset({m.EventKind.BID_MADE, m.EventKind.BID_SET, m.EventKind.BID,
                         m.EventKind.MAKES_BID, m.EventKind.BIDDER_WINS,
                         m.EventKind.POINT_TO_BIDDER})
_NAMING = frozenset({"PS232", "PS233", "PS234"})
_BID_QUANTITIES = frozenset({m.Quantity.POINTS_OF_BIDDER, m.Quantity.POINTS_OF_OTHERS,
                             m.Quantity.SCORE_OF_BIDDER, m.Quantity.GAIN_OF_BIDDER,
                             m.Quantity.LOSS_OF_BIDDER, m.Quantity.GAIN_OF_OTHERS,
                             m.Quantity.BID_LEVEL, m.Quantity.TRICKS_OF_BIDDER,
                             m.Quantity.TRICKS_OF_OTHERS})
_TRICKS = frozenset({m.Quantity.TRICKS_PER_DEAL, m.Quantity.TRICKS_OF_BIDDER,
                     m.Quantity.TRICKS_OF_OTHERS, m.Quantity.TRICKS_OF_DEALER,
                     m.Quantity.TRICKS_OF_SIDE})


@dataclass(frozen=True)
class Names:
    """What a claim may name in this variant: its bids and points, whether it has an
    auction at all, the most sides any table it allows seats (0: not known, no side is
    checked), and why its tricks cannot be counted (empty: they can)."""

    auction: bool
    bids: tuple[str, ...]
    points: tuple[str, ...]
    variant: str = ""
    sides: int = 0
    uncounted: str = ""

    @staticmethod
    def of(bidding: m.Bidding, points: Sequence[m.PointRule], variant: str = "") -> Names:
        auction = bidding.form is not m.AuctionForm.NONE
        levels = [str(level) for level in bidding.levels()] if auction else []
        special = [b.name for b in bidding.special]
        return Names(auction, tuple(levels + special), tuple(p.name for p in points),
                     variant)

    @staticmethod
    def of_variant(v: m.Variant) -> Names:
        """Everything a claim may name in the finished variant."""
        names = Names.of(v.bidding, v.points, v.name)
        return replace(names, sides=most_sides(v), uncounted=uncounted_tricks(v))


def most_sides(v: m.Variant) -> int:
    """The most sides any table the rules allow seats (claims are verified at every
    table; at one with fewer sides than a claim names, the verifier says so, PS521);
    0 when no table can be seated: that is reported elsewhere."""
    from pitchspec.engine import EngineError, choose_seating
    from pitchspec.model.derived import tables_allowed

    sides = [0]
    for players, teams in tables_allowed(v):
        try:
            sides.append(choose_seating(v, players, teams).num_sides)
        except EngineError:
            continue
    return max(sides)


def lower_claims(entries: Sequence[Entry], names: Names
                 ) -> tuple[tuple[m.Claim, ...], list[Diagnostic]]:
    """Every claim that reads cleanly, and a diagnostic for each problem."""
    claims: list[m.Claim] = []
    problems: list[Diagnostic] = []
    for entry in entries:
        if entry.claim is None:
            continue
        found: list[Diagnostic] = []
        claim = _Claim(names, found).claim(entry, entry.claim)
        if not found:
            claims.append(claim)
        elif not _outgrown(entry, names, found):
            problems.extend(found)
    return tuple(claims), problems


def _outgrown(entry: Entry, names: Names, found: list[Diagnostic]) -> bool:
    """An inherited claim about a bid or point the child no longer has (or an auction
    it dropped) does not apply to the child: it is left out without a finding, as a
    parent's rule about a dropped point would be. Its words are checked in the parent."""
    return entry.origin != names.variant and all(d.code in _NAMING for d in found)


class _Claim:
    def __init__(self, names: Names, found: list[Diagnostic]) -> None:
        self.names = names
        self.found = found

    def claim(self, entry: Entry, raw: RawClaim) -> m.Claim:
        quantifier = m.Quantifier(raw.quantifier) if raw.quantifier else m.Quantifier.EVERY
        condition = self.condition(raw.condition)
        return m.Claim(entry.name or "", entry.label or "", quantifier, condition,
                       raw.text, entry.span)

    def condition(self, raw: RawExpr) -> m.ClaimCondition:
        if isinstance(raw, RawJunction):
            return m.Junction(raw.op == "and", tuple(self.condition(p) for p in raw.parts),
                              raw.span)
        if isinstance(raw, RawNot):
            return m.Negation(self.condition(raw.part), raw.span)
        if isinstance(raw, RawCompare):
            return m.Compare(self.amount(raw.left), m.Comparison(raw.op),
                             self.amount(raw.right), raw.span)
        return self.event(raw)

    def amount(self, raw: RawTerm) -> m.Amount:
        atoms = raw.words.atoms
        if len(atoms) == 1 and atoms[0].kind is AtomKind.INT:
            return m.Amount(None, int(atoms[0].text) if self.bounded(raw) else 0, raw.span)
        fragment = self.term(raw)
        if fragment is None:
            return m.Amount()
        if "quantity" not in fragment:
            self.error("PS231", f"'{raw.words}' is an event, not a number: it cannot be "
                       "compared", raw.span, "combine events with and, or, not; compare "
                       "quantities such as 'points per deal' with numbers")
            return m.Amount()
        quantity: m.Quantity = fragment["quantity"]
        if quantity in _BID_QUANTITIES:
            self.needs_auction(raw)
        if quantity in _TRICKS and self.names.uncounted:
            self.error("PS235", f"'{raw.words}' counts tricks, but in "
                       f"'{self.names.variant}' {self.names.uncounted}, so a trick need "
                       "not hold a card of every player", raw.span,
                       "state the claim of points, or drop it")
        side = self.side(raw, fragment)
        return m.Amount(quantity, 0, raw.span, side)

    def event(self, raw: RawTerm) -> m.Event:
        fragment = self.term(raw)
        if fragment is None:
            return m.Event(m.EventKind.MATCH_WON)
        if "event" not in fragment:
            self.error("PS231", f"'{raw.words}' is a number, not an event: compare it",
                       raw.span, f"e.g. '{raw.words} <= 4'")
            return m.Event(m.EventKind.MATCH_WON)
        kind: m.EventKind = fragment["event"]
        bid, point = fragment.get("bid"), fragment.get("point")
        if kind in _BID_EVENTS:
            self.needs_auction(raw)
        if bid is not None and self.names.auction and bid not in self.names.bids:
            self.error("PS232", f"the variant has no bid '{bid}'", raw.span,
                       did_you_mean(bid, self.names.bids)
                       or f"its bids: {', '.join(self.names.bids)}")
        if point is not None and point not in self.names.points:
            self.error("PS232", f"the variant has no point '{point}'", raw.span,
                       did_you_mean(point, self.names.points)
                       or f"its points: {', '.join(self.names.points)}")
        return m.Event(kind, bid, point, raw.span, self.side(raw, fragment))

    def side(self, raw: RawTerm, fragment: dict[str, Any]) -> int:
        """The side a term names, if any: one some table seats (counted from 1)."""
        side = int(fragment.get("side", 0))
        sides = self.names.sides
        if "side" in fragment and sides and not 1 <= side <= sides:
            self.error("PS234", f"'{raw.words}': the tables of '{self.names.variant}' "
                       f"seat sides 1 to {sides} at most", raw.span,
                       f"sides are counted from 1 (the elder's) to {sides}")
        return side

    def term(self, raw: RawTerm) -> dict[str, Any] | None:
        return self.vocabulary(raw) if self.bounded(raw) else None

    def bounded(self, raw: RawTerm) -> bool:
        """Numbers within what a score can be (PS213), so no claim overflows a model."""
        bad = list(out_of_bounds("properties", "claim", raw.words))
        self.found.extend(bad)
        return not bad

    def vocabulary(self, raw: RawTerm) -> dict[str, Any] | None:
        atoms = raw.words.atoms
        fragment = match_any(CLAIM_TERMS, atoms)
        if fragment is not None:
            return fragment
        said = str(raw.words)
        hint = did_you_mean(said, spellings(CLAIM_TERMS, atoms) - {said})
        known = ", ".join(f"'{f.shown()}'" for f in CLAIM_TERMS[:6])
        self.error("PS230", f"'{said}' is not a term of the claim language", raw.span,
                   hint or f"e.g. {known} (see 'pitchspec explain properties.claim')")
        return None

    def needs_auction(self, raw: RawTerm) -> None:
        if not self.names.auction:
            self.error("PS233", f"'{raw.words}' speaks of the bid, but the variant has no "
                       "auction", raw.span, "drop the claim, or state it of points and "
                       "winners")

    def error(self, code: str, message: str, span: Span, help: str) -> None:
        self.found.append(Diagnostic(code, message, span, help))
