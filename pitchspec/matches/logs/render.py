"""Showing a match: a line per bid and per trick, a score line after each hand.

:class:`TextRenderer` and :class:`JsonRenderer` listen to the events of a
:class:`~pitchspec.matches.logs.log.Recorder`. The text is for people watching ``pitchspec
play``; the JSON (``--format json``) holds the same match for programs: the header,
then each deal with its decisions, tricks and result, then the end.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from pitchspec.agents.human import cards_text, scores_text, side_name
from pitchspec.engine.core.records import Award, Contract
from pitchspec.engine.core.tables import card_name
from pitchspec.escape import printable
from pitchspec.matches.logs.log import (
    ActionLine,
    DealShown,
    EndLine,
    Event,
    HandLine,
    Header,
    TrickLine,
)

CHANCE_PHASES = ("cut",)


def contract_text(contract: Contract) -> str:
    """``seat 2 bid 3``, ``seat 0 bid moon``, ``seat 1 bid 5 doubled``."""
    what = contract.special or str(contract.level)
    return f"seat {contract.bidder} bid {what}{' doubled' if contract.doubled else ''}"


def award_text(award: Award, sides: tuple[int, ...]) -> str:
    """``jack seat 2 JS``; a point worth more than one shows its value: ``nine team 1 9D +9``."""
    parts = [award.point, side_name(award.side, sides).split(" (")[0]]
    if award.card is not None:
        parts.append(card_name(award.card))
    if award.value != 1:
        parts.append(f"{award.value:+d}")
    return " ".join(parts)


def header_text(header: Header, title: str) -> str:
    """The match's first lines: the variant's title and table (its strings escaped)."""
    teams = len(set(header.sides)) < header.players
    seating = ", ".join(side_name(s, header.sides) for s in sorted(set(header.sides))) \
        if teams else "each seat plays alone"
    seed = "" if header.seed is None else f", seed {header.seed}"
    lines = [f"{title} ({header.variant}): {header.players} players, {seating}{seed}"]
    if header.first_dealer is not None:  # fixed by a deal file: no cut to show it
        lines.append(f"seat {header.first_dealer} deals first")
    if header.scores is not None:
        lines.append(f"scores before the first deal: {scores_text(header.scores, header.sides)}")
    return printable("\n".join(lines), keep="\n")


class TextRenderer:
    """Writes the match as it happens, one line per bid, trick and hand result; the
    spec's strings in them (move labels, point names) have control characters escaped."""

    def __init__(self, write: Callable[[str], None], sides: tuple[int, ...],
                 show_hands: bool = True) -> None:
        self.write: Callable[[str], None] = lambda line: write(printable(line))
        self.sides = sides
        self.show_hands = show_hands

    def __call__(self, event: Event) -> None:
        if isinstance(event, DealShown):
            self._deal(event)
        elif isinstance(event, ActionLine):
            self._action(event)
        elif isinstance(event, TrickLine):
            plays = ", ".join(f"seat {s} {card_name(c)}" for s, c in event.trick.plays)
            self.write(f"  trick {event.number}: {plays} -> seat {event.trick.winner}")
        elif isinstance(event, HandLine):
            self._hand(event)
        else:
            self._end(event)

    def _deal(self, event: DealShown) -> None:
        self.write(f"hand {event.hand} (dealer: seat {event.dealer})")
        if self.show_hands:
            for seat, cards in enumerate(event.dealt):
                self.write(f"  seat {seat}: {cards_text(cards)}")
        if event.turned:
            self.write(f"  turned: {' '.join(card_name(c) for c in event.turned)}")

    def _action(self, event: ActionLine) -> None:
        if event.player < 0:
            if event.phase in CHANCE_PHASES:
                self.write(event.label)
            return
        if event.phase == "play" and event.action < 54:
            return  # shown with its trick
        self.write(f"  {event.phase.replace('_', ' ')}: seat {event.player} {event.label}")

    def _hand(self, event: HandLine) -> None:
        if event.contract is not None:
            outcome = {True: "made", False: "set", None: ""}[event.made]
            self.write(f"  contract: {contract_text(event.contract)} - {outcome}")
        awards = [*event.during, *event.awards]
        shown = ", ".join(award_text(a, self.sides) for a in awards) or "none"
        self.write(f"  points: {shown}")
        self.write(f"  scores: {scores_text(event.scores, self.sides)}")

    def _end(self, event: EndLine) -> None:
        final = scores_text(event.scores, self.sides)
        if event.draw:
            self.write(f"draw: the hand limit ended the match after {event.hands} hands "
                       f"({final})")
            return
        names = " and ".join(side_name(w, self.sides) for w in event.winners)
        self.write(f"{'winners' if len(event.winners) > 1 else 'winner'}: {names} after "
                   f"{event.hands} hands ({final})")


class JsonRenderer:
    """Collects the match as JSON: header, deals (decisions, tricks, result), end."""

    def __init__(self, header: Header, show_hands: bool = True) -> None:
        self.data: dict[str, Any] = {"header": header.to_json(), "deals": [], "end": None}
        self.show_hands = show_hands

    def __call__(self, event: Event) -> None:
        deals: list[dict[str, Any]] = self.data["deals"]
        if isinstance(event, DealShown):
            deals.append({"hand": event.hand, "dealer": event.dealer,
                          "dealt": [[card_name(c) for c in cards] for cards in event.dealt]
                          if self.show_hands else None,
                          "turned": [card_name(c) for c in event.turned],
                          "decisions": [], "tricks": [], "result": None})
        elif isinstance(event, ActionLine):
            if event.player >= 0 and deals:
                deals[-1]["decisions"].append({"player": event.player, "phase": event.phase,
                                               "action": event.action, "label": event.label})
        elif isinstance(event, TrickLine):
            if deals:
                trick = event.trick
                deals[-1]["tricks"].append({
                    "leader": trick.leader, "winner": trick.winner,
                    "plays": [[s, card_name(c)] for s, c in trick.plays]})
        elif isinstance(event, HandLine):
            if deals:
                deals[-1]["result"] = event.to_json()
        else:
            self.data["end"] = event.to_json()

    def text(self) -> str:
        return json.dumps(self.data, indent=2)
