"""Checking a deal file against a table: every field, card, seat, score and move,
all problems at once (PS403), located at the offending value; the result is the
:class:`~pitchspec.matches.logs.scripted_deal.ScriptedDeal` the match plays from.

The shape of the file (its fields, and which values are lists, seat maps, card names
or moves) is the JSON Schema ``deal-file`` (:mod:`pitchspec.schemas`); its violations
are worded here. What depends on the table is checked after, on every part of the file
the schema accepted: the variant and player count, seats in range, cards in the deck
and dealt once, the size of each hand and pile, and which piles the variant deals.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from pitchspec import model as m
from pitchspec import schemas
from pitchspec.agents.scripted import Move, card_id_of
from pitchspec.diagnostics import Diagnostic, Related, did_you_mean
from pitchspec.engine import SUITS, EngineError, Game, card_name
from pitchspec.matches.logs.deal_text import FORMAT, VERSION, DealText, JPath
from pitchspec.matches.logs.deals import DealScript, HandScript
from pitchspec.matches.logs.scripted_deal import ScriptedDeal

SCHEMA = "deal-file"
_CARD_HELP = "write cards as in specs: AS, 10H, JC, joker, little joker"
_SEAT_MAP = ("must map seats to lists: an object keyed by seat number, or a list with "
             "one entry per seat")
_MOVE = "write a label such as \"bid 2\", \"pass\", \"AS\", or an action number"
_BY_TITLE = {
    "format": f"'format' must be \"{FORMAT}\"",
    "players": "{value} is not a player count",
    "teams": "{value} is not a seating: write false, true or a number of teams",
    "seat": "{value} is not a seat number",
    "seat key": "{value} is not a seat number",
    "score": "{value} is not a score",
    "scores": "'scores' lists one whole number per side or per seat, or is an object "
              "keyed by seat number",
    "deals": "'deals' must be a list of one or more deals",
    "deal": "deal {deal} must be an object with the cards of the deal",
    "card": "{value} is not a card",
    "cards": "'{name}' must be a list of cards such as \"AS\" or \"10H\"",
    "cards per seat": "'{name}' " + _SEAT_MAP,
    "moves per seat": "'{name}' " + _SEAT_MAP,
    "move": "{value} is not a move: " + _MOVE,
    "moves": "a seat's moves must be a list of labels such as \"bid 2\", \"pass\" or \"AS\"",
    "action": "{value} is not a [seat, move] pair such as [1, \"bid 2\"]",
    "actions": "'actions' must be a list of [seat, move] pairs, in the order they are made",
    "suit": "{value} is not a suit",
    "moves or actions": "a deal gives either 'moves' (per seat) or 'actions' (one ordered "
                        "list), not both",
}
_HELP_BY_TITLE = {"card": _CARD_HELP,
                  "suit": "one of: " + ", ".join(s.value for s in SUITS)}


class Compiler:
    """Checks a deal document against a table and builds the scripted deal."""

    def __init__(self, document: DealText, game: Game) -> None:
        self.doc = document
        self.game = game
        self.variant = game.variant
        self.n = game.num_players
        self.deck = set(game.tables.deck)
        self.problems: list[Diagnostic] = []
        self.result = ScriptedDeal(document, DealScript())
        self.broken: list[JPath] = []
        """Where the schema found a problem: the table checks skip those values."""

    def error(self, path: JPath, message: str, help: str | None = None, key: bool = False,
              related: tuple[Related, ...] = ()) -> None:
        self.problems.append(Diagnostic("PS403", message, self.doc.span(path, key), help=help,
                                        related=related))

    def run(self) -> ScriptedDeal:
        data = self.doc.data
        for problem in schemas.problems(SCHEMA, data):
            self._shape(problem)
        self._duplicates()
        self._header(data)
        if self._whole_shape(("deals",)):
            for index, deal in enumerate(data["deals"]):
                if self._whole_shape(("deals", index)):
                    self.result.script.deals.append(self._deal(index, deal))
        if self.problems:
            raise EngineError(sorted(self.problems, key=Diagnostic.sort_key))
        return self.result

    # ------------------------------------------------------------------ the shape

    def _shape(self, problem: schemas.Problem) -> None:
        """One schema violation, worded in the file's terms, at the offending value."""
        path, key = problem.path, problem.key
        if problem.keyword == "required":
            for missing in problem.fields:
                self.broken.append((*path, missing))
                self.error(path, self._missing(path, missing))
            return
        if problem.title == "moves or actions":
            path, key = (*path, "actions"), True
        self.broken.append(path)
        if problem.keyword == "additionalProperties":
            known = problem.known
            self.error(path, f"unknown field '{path[-1]}'", key=True,
                       help=did_you_mean(str(path[-1]), known) or
                       f"fields: {', '.join(known)}")
            return
        self.error(path, self._worded(problem), _HELP_BY_TITLE.get(problem.title), key)

    def _missing(self, path: JPath, field: str) -> str:
        if field == "hands" and len(path) == 2:
            return (f"deal {int(path[1]) + 1} has no 'hands': give the "
                    f"{sum(self.variant.deal.packets)} cards of each of the {self.n} seats")
        if field == "deals":
            return "the file needs a 'deals' list, one object per deal"
        return f"the field '{field}' is missing"

    def _worded(self, problem: schemas.Problem) -> str:
        path = problem.path
        value = json.dumps(problem.instance)
        if problem.title == "version":
            return f"deal format version {value} is not {VERSION}"
        template = _BY_TITLE.get(problem.title)
        name = next((str(p) for p in reversed(path) if isinstance(p, str)), "the file")
        if template is None:
            return f"'{name}' is not valid: {problem.keyword} {json.dumps(problem.expected)}"
        deal = int(path[1]) + 1 if len(path) > 1 and isinstance(path[1], int) else 0
        return template.format(value=value, name=path[-1] if path else name, deal=deal)

    def _sound(self, path: JPath) -> bool:
        """The schema accepts the value at ``path`` and everything in it."""
        return not any(bad[:len(path)] == path for bad in self.broken)

    def _whole_shape(self, path: JPath) -> bool:
        """The value at ``path`` has its shape (things inside it may still be wrong)."""
        return path not in self.broken

    def _duplicates(self) -> None:
        for path in self.doc.positions.duplicates:
            self.error(path, f"the field '{path[-1]}' is given twice", key=True)

    # ------------------------------------------------------------------ the table

    def _header(self, data: dict[str, Any]) -> None:
        v = self.variant
        if "variant" in data and self._sound(("variant",)) and data["variant"] != v.name:
            self.error(("variant",), f"the deal file is for '{data['variant']}', but the spec "
                       f"is '{v.name}'")
        if "players" in data and self._sound(("players",)) and data["players"] != self.n:
            self.error(("players",), f"the deal file is for {data['players']!r} players, but "
                       f"the table seats {self.n}",
                       help="leave out --players, or give the count the file states")
        if "teams" in data and self._sound(("teams",)) and not self._seated(data["teams"]):
            self.error(("teams",), f"the deal file seats the table {_seated(data['teams'])}, "
                       f"but it sits {_seated(self.game.seating.teams)}",
                       help="leave out --teams and --team-count, or give what the file "
                       "states")
        if "first_dealer" in data and self._sound(("first_dealer",)):
            dealer = self._seat(data["first_dealer"], ("first_dealer",))
            self.result.script.first_dealer = dealer
        if "scores" in data and self._sound(("scores",)):
            self.result.scores = self._scores(data["scores"], ("scores",))

    def _seated(self, teams: bool | int) -> bool:
        """The table sits as the file's ``teams`` says (true: in any partnership)."""
        have = self.game.seating.teams
        if teams in (0, 1):  # false and true, as Game reads 0 and 1
            return bool(have) == bool(teams)
        return have == teams

    def _scores(self, value: list[int] | dict[str, int], path: JPath) -> list[int] | None:
        """Starting scores: a list with one per side, or per seat (a list with one per
        seat, or an object keyed by seat), where the seats of one side must agree."""
        sides = self.game.seating.sides
        count = self.game.seating.num_sides
        if isinstance(value, list) and len(value) == count:
            return list(value)
        if isinstance(value, list) and len(value) != self.n:
            self.error(path, f"'scores' lists one whole number per side or per seat: this "
                       f"table has {count} sides and {self.n} seats")
            return None
        scores: list[int | None] = [None] * count
        given: dict[int, tuple[int, JPath]] = {}  # side -> the seat that gave its score
        for seat, item, where in self._seat_map(value, path):
            side = sides[seat]
            if scores[side] not in (None, item):
                first, at = given[side]
                self.error(where, f"seat {seat}'s side already has {scores[side]} (from seat "
                           f"{first}): partners share one score",
                           help="give partners the same score, or list one score per side",
                           related=(Related(self.doc.span(at), f"seat {first}'s score"),))
            else:
                scores[side] = item
                given.setdefault(side, (seat, where))
        if None in scores:
            self.error(path, "'scores' must give every side a score",
                       help="list one score per side, or give every seat's side one")
            return None
        return [s for s in scores if s is not None]

    def _seat(self, seat: int, path: JPath, key: bool = False) -> int | None:
        """A seat number (the schema made it a whole number), if the table has it."""
        if not 0 <= seat < self.n:
            self.error(path, f"seat {seat} is out of range: this table seats 0 to {self.n - 1}",
                       key=key)
            return None
        return seat

    def _seat_map(self, value: list[Any] | dict[str, Any],
                  path: JPath) -> list[tuple[int, Any, JPath]]:
        """The entries of a per-seat value: (seat, value, path of the value)."""
        if isinstance(value, list):
            if len(value) > self.n:
                self.error((*path, self.n), f"{len(value)} entries for a table of {self.n} "
                           f"seats: seat {self.n} is out of range")
            return [(i, v, (*path, i)) for i, v in enumerate(value[:self.n])]
        entries = []
        for key, item in value.items():
            seat = self._seat(int(key), (*path, key), key=True)
            if seat is not None:
                entries.append((seat, item, (*path, key)))
        return entries

    # ------------------------------------------------------------------ one deal

    def _deal(self, index: int, deal: dict[str, Any]) -> HandScript:
        path: JPath = ("deals", index)
        hand = HandScript()
        sound = {name: value for name, value in deal.items() if self._sound((*path, name))}
        seen: dict[int, JPath] = {}
        self._hands(index, sound, path, hand, seen)
        self._piles(index, deal, sound, path, hand, seen)
        hand.stock = self._cards(index, sound.get("stock", []), (*path, "stock"), seen)
        hand.lost = self._cards(index, sound.get("lost", []), (*path, "lost"), None)
        if "lost" in deal and self.variant.bidding.look is None:
            self.error((*path, "lost"), "this variant has no look-or-not: no cards are lost")
        if "trump" in deal and self._trump_allowed((*path, "trump")) and "trump" in sound:
            hand.trump = [s.value for s in SUITS].index(sound["trump"])
        if "moves" in sound:
            self._moves(index, sound["moves"], (*path, "moves"))
        if "actions" in sound:
            self._actions(index, sound["actions"], (*path, "actions"))
        return hand

    def _hands(self, index: int, deal: dict[str, Any], path: JPath, hand: HandScript,
               seen: dict[int, JPath]) -> None:
        size = sum(self.variant.deal.packets)
        if "hands" not in deal:
            return
        for seat, value, where in self._seat_map(deal["hands"], (*path, "hands")):
            cards = self._cards(index, value, where, seen)
            self._count(value, size, where, f"seat {seat} is dealt", "cards each")
            hand.hands[seat] = cards
        missing = [s for s in range(self.n) if s not in hand.hands]
        if missing:
            self.error((*path, "hands"), f"deal {index + 1} gives no cards to seat"
                       f"{'s' if len(missing) > 1 else ''} {', '.join(map(str, missing))}",
                       help=f"every seat is dealt {size} cards")

    def _piles(self, index: int, deal: dict[str, Any], sound: dict[str, Any], path: JPath,
               hand: HandScript, seen: dict[int, JPath]) -> None:
        d = self.variant.deal
        piles = _Piles(deal, sound)
        hand.kitty = self._pile(index, piles, path, "kitty", d.kitty, seen)
        hand.widow = self._pile(index, piles, path, "widow", d.widow, seen)
        blind = d.blind
        pile = blind.size if blind is not None and not blind.per_player else 0
        cards = self._pile(index, piles, path, "blind", pile, seen)
        if cards:
            hand.blinds[-1] = cards
        each = blind.size if blind is not None and blind.per_player else 0
        if "blinds" in deal and not each:
            self.error((*path, "blinds"), "this variant deals no blind cards to each player")
        elif each:
            self._blinds(index, piles, path, hand, each, seen)

    def _pile(self, index: int, piles: _Piles, path: JPath, name: str, size: int,
              seen: dict[int, JPath]) -> list[int]:
        if name not in piles.given:
            if size:
                self.error(path, f"deal {index + 1} has no '{name}': this variant deals "
                           f"{size} cards to it")
            return []
        if not size:
            self.error((*path, name), f"this variant deals no {name}")
            return []
        value = piles.sound.get(name, [])
        cards = self._cards(index, value, (*path, name), seen)
        self._count(value, size, (*path, name), f"the {name} holds", "cards")
        return cards

    def _blinds(self, index: int, piles: _Piles, path: JPath, hand: HandScript,
                size: int, seen: dict[int, JPath]) -> None:
        if "blinds" not in piles.given:
            self.error(path, f"deal {index + 1} has no 'blinds': each seat has {size} "
                       "blind cards")
            return
        for seat, value, where in self._seat_map(piles.sound.get("blinds", []),
                                                 (*path, "blinds")):
            cards = self._cards(index, value, where, seen)
            self._count(value, size, where, f"seat {seat}'s blind holds", "cards")
            hand.blinds[seat] = cards

    def _count(self, value: list[str], size: int, path: JPath, what: str, unit: str) -> None:
        if len(value) != size:
            self.error(path, f"{what} {len(value)} cards; {self.variant.name} deals {size} "
                       f"{unit}")

    def _cards(self, index: int, value: list[str], path: JPath,
               seen: dict[int, JPath] | None) -> list[int]:
        """Card names to ids, each checked: a card, in the deck, not dealt twice."""
        cards = []
        for i, name in enumerate(value):
            card = self._card(name, (*path, i))
            if card is None:
                continue
            self.result.card_paths.setdefault((index, card), []).append((*path, i))
            if seen is not None and card in seen:
                first = self.doc.span(seen[card])
                self.error((*path, i), f"{card_name(card)} is dealt twice in deal {index + 1}",
                           related=(Related(first, "first dealt here"),))
                continue
            if seen is not None:
                seen[card] = (*path, i)
            cards.append(card)
        return cards

    def _card(self, name: str, path: JPath) -> int | None:
        card = card_id_of(name)
        if card is None:
            self.error(path, f"{json.dumps(name)} is not a card", help=_CARD_HELP)
            return None
        if card not in self.deck:
            self.error(path, f"{card_name(card)} is not in the {self.variant.name} deck")
            return None
        return card

    def _trump_allowed(self, path: JPath) -> bool:
        if self.variant.trump.method is m.TrumpMethod.RANDOM:
            return True
        self.error(path, f"'trump' fixes a suit chosen at random; {self.variant.name} "
                   f"fixes trump by '{self.variant.trump.method.value}'",
                   help="script the card or the declaration that fixes trump instead")
        return False

    def _moves(self, index: int, value: list[Any] | dict[str, Any], path: JPath) -> None:
        for seat, moves, where in self._seat_map(value, path):
            self.result.moves.setdefault(seat, {})[index] = list(moves)
            self.result.move_paths[(seat, index)] = where

    def _actions(self, index: int, value: list[list[Any]], path: JPath) -> None:
        """One ordered list of [seat, move] pairs: the deal's decisions in turn."""
        entries: list[tuple[int, Move]] = []
        for i, (seat, move) in enumerate(value):
            if self._seat(seat, (*path, i, 0)) is not None:
                entries.append((seat, move))
        self.result.ordered[index] = entries


@dataclass(frozen=True)
class _Piles:
    """A deal's fields: all it names (``given``), and those the schema accepted."""

    given: dict[str, Any]
    sound: dict[str, Any]


def _seated(teams: bool | int) -> str:
    """A seating in words: "each alone", "in partnerships", "in 2 teams"."""
    if teams in (0, 1):
        return "in partnerships" if teams else "each alone"
    return f"in {teams} teams"
