"""Where each seat sits at the table, and what a player calls it.

Seats are numbered in the direction of play (seat s + 1 plays after seat s). A picture
puts seat 0 at the bottom and the others round the table in the direction of play:
clockwise (to the left) or counter-clockwise. Up to four players a seat is named by
where it sits (South, West, North, East); a larger table numbers its players from 1.

>>> table = Table(4, (0, 1, 0, 1), clockwise=True)
>>> [table.seat(s) for s in range(4)]
['South', 'West', 'North', 'East']
>>> table.side(1)
'East\u2013West'
>>> Table(4, (0, 1, 2, 3), clockwise=False).seat(1)
'East'
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from pitchspec.rulebook import words as w
from pitchspec.rulebook.texts import text

_COMPASS = ("South", "West", "North", "East")
_SAID = ("North", "South", "East", "West")
"""The order partners are named in: North-South, East-West."""
RADIUS = 33.0
"""How far from the middle of a picture the seats sit, in percent of its size."""
"""Compass names by the quarter of the table, clockwise from the bottom."""


@dataclass(frozen=True)
class Table:
    """A table of ``players`` seats, each on a side, play going one way round."""

    players: int
    sides: tuple[int, ...]
    clockwise: bool = True

    def angle(self, seat: int) -> float:
        """Where a seat sits: degrees clockwise (on the page) from the bottom."""
        step = 360.0 * seat / self.players
        return step if self.clockwise else (360.0 - step) % 360.0

    def place(self, seat: int) -> tuple[float, float]:
        """The seat's centre as (left, top) percentages of a square picture."""
        radians = math.radians(self.angle(seat))
        return 50.0 - RADIUS * math.sin(radians), 50.0 + RADIUS * math.cos(radians)

    def compass(self, seat: int) -> str | None:
        """South, West, North or East when the table has four seats or fewer."""
        if self.players > 4:
            return None
        return _COMPASS[round(self.angle(seat) / 90.0) % 4]

    def seat(self, seat: int) -> str:
        """What a player calls the seat: "South", or "Player 5" at a larger table."""
        where = self.compass(seat)
        return text(f"seat.{where}") if where else text("seat.player", number=seat + 1)

    def members(self, side: int) -> list[int]:
        return [s for s, x in enumerate(self.sides) if x == side]

    def side(self, side: int) -> str:
        """A side by its players: "North", "North-South" (partners in the order a
        player says them, joined by an en dash), "Players 1-4-7" at a larger table."""
        seats = self.members(side)
        if len(seats) == 1:
            return self.seat(seats[0])
        if self.players <= 4:
            names = sorted((self.seat(s) for s in seats),
                           key=lambda n: _SAID.index(n) if n in _SAID else 9)
            return text("side.partners", names=text("side.joiner").join(names))
        return text("side.players",
                    numbers=text("side.joiner").join(str(s + 1) for s in seats))

    def key(self) -> str:
        """How the page's seat names map to the deal file's seat numbers (reST: it
        names a command as a literal)."""
        return text("seat.key", first=self.seat(0), last=self.players - 1)

    def scores(self, values: Sequence[object]) -> str:
        """Every side's score: "South 3, West 5 and North 0"."""
        return w.joined(f"{self.side(i)} {v}" for i, v in enumerate(values))
