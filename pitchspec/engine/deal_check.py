"""Checking a deal file against a table: every field, card, seat, score and move,
all problems at once (PS403), located at the offending value; the result is the
:class:`~pitchspec.engine.deal_file.ScriptedDeal` the match plays from."""

from __future__ import annotations

import json
from typing import Any

from pitchspec import model as m
from pitchspec.diagnostics import Diagnostic, Related, did_you_mean
from pitchspec.engine.agents import Move, card_id_of
from pitchspec.engine.deal_file import (
    DEAL_FIELDS,
    FORMAT,
    TOP_FIELDS,
    VERSION,
    DealDocument,
    JPath,
    ScriptedDeal,
)
from pitchspec.engine.deals import DealScript, HandScript
from pitchspec.engine.game import EngineError, Game
from pitchspec.engine.tables import SUITS, card_name


class Compiler:
    """Checks a deal document against a table and builds the scripted deal."""

    def __init__(self, document: DealDocument, game: Game) -> None:
        self.doc = document
        self.game = game
        self.variant = game.variant
        self.n = game.num_players
        self.deck = set(game.tables.deck)
        self.problems: list[Diagnostic] = []
        self.result = ScriptedDeal(document, DealScript())

    def error(self, path: JPath, message: str, help: str | None = None, key: bool = False,
              related: tuple[Related, ...] = ()) -> None:
        self.problems.append(Diagnostic("PS403", message, self.doc.span(path, key), help=help,
                                        related=related))

    def run(self) -> ScriptedDeal:
        data = self.doc.data
        self._fields(data, (), TOP_FIELDS)
        self._duplicates()
        self._header(data)
        deals = data.get("deals")
        if not isinstance(deals, list):
            self.error(("deals",), "the file needs a 'deals' list, one object per deal"
                       if "deals" not in data else "'deals' must be a list of deals")
        else:
            for index, deal in enumerate(deals):
                self.result.script.deals.append(self._deal(index, deal))
        if self.problems:
            raise EngineError(sorted(self.problems, key=Diagnostic.sort_key))
        return self.result

    def _fields(self, data: dict[str, Any], path: JPath, known: tuple[str, ...]) -> None:
        for key in data:
            if key not in known:
                self.error((*path, key), f"unknown field '{key}'", key=True,
                           help=did_you_mean(key, known) or f"fields: {', '.join(known)}")

    def _duplicates(self) -> None:
        for path in self.doc.positions.duplicates:
            self.error(path, f"the field '{path[-1]}' is given twice", key=True)

    def _header(self, data: dict[str, Any]) -> None:
        v = self.variant
        if "format" in data and data["format"] != FORMAT:
            self.error(("format",), f"'format' must be \"{FORMAT}\"")
        if "version" in data and data["version"] != VERSION:
            self.error(("version",), f"deal format version {data['version']!r} is not "
                       f"{VERSION}")
        if "variant" in data and data["variant"] != v.name:
            self.error(("variant",), f"the deal file is for '{data['variant']}', but the spec "
                       f"is '{v.name}'")
        if "players" in data and data["players"] != self.n:
            self.error(("players",), f"the deal file is for {data['players']!r} players, but "
                       f"the table seats {self.n}",
                       help="leave out --players, or give the count the file states")
        if "first_dealer" in data:
            dealer = self._seat(data["first_dealer"], ("first_dealer",))
            self.result.script.first_dealer = dealer
        if "scores" in data:
            self.result.scores = self._scores(data["scores"], ("scores",))

    def _scores(self, value: object, path: JPath) -> list[int] | None:
        """Starting scores: a list with one per side, or an object keyed by seat (the
        seats of one side must agree)."""
        sides = self.game.seating.sides
        count = self.game.seating.num_sides
        if isinstance(value, list):
            if len(value) != count or not all(_whole(v) for v in value):
                self.error(path, f"'scores' lists one whole number per side: this table "
                           f"has {count} sides")
                return None
            return list(value)
        scores: list[int | None] = [None] * count
        for seat, item, where in self._seat_map(value, path):
            if not isinstance(item, int) or isinstance(item, bool):
                self.error(where, f"{json.dumps(item)} is not a score")
            elif scores[sides[seat]] not in (None, item):
                self.error(where, f"seat {seat}'s side already has {scores[sides[seat]]}")
            else:
                scores[sides[seat]] = item
        if isinstance(value, dict) and None in scores:
            self.error(path, "'scores' must give every side a score",
                       help="list one score per side, or give every seat's side one")
            return None
        return [s for s in scores if s is not None] if isinstance(value, dict) else None

    def _seat(self, value: object, path: JPath, key: bool = False) -> int | None:
        """A seat number written as a number or (as an object key) a numeric string."""
        seat: int | None = None
        if isinstance(value, int) and not isinstance(value, bool):
            seat = value
        elif isinstance(value, str) and value.strip().isdigit():
            seat = int(value)
        if seat is None:
            self.error(path, f"{json.dumps(value)} is not a seat number", key=key)
            return None
        if not 0 <= seat < self.n:
            self.error(path, f"seat {seat} is out of range: this table seats 0 to {self.n - 1}",
                       key=key)
            return None
        return seat

    def _seat_map(self, value: object, path: JPath) -> list[tuple[int, object, JPath]]:
        """The entries of a per-seat value: (seat, value, path of the value)."""
        if isinstance(value, list):
            if len(value) > self.n:
                self.error((*path, self.n), f"{len(value)} entries for a table of {self.n} "
                           f"seats: seat {self.n} is out of range")
            return [(i, v, (*path, i)) for i, v in enumerate(value[:self.n])]
        if not isinstance(value, dict):
            self.error(path, f"'{path[-1]}' must map seats to lists: an object keyed by "
                       "seat number, or a list with one entry per seat")
            return []
        entries = []
        for key, item in value.items():
            seat = self._seat(key, (*path, key), key=True)
            if seat is not None:
                entries.append((seat, item, (*path, key)))
        return entries

    # ------------------------------------------------------------------ one deal

    def _deal(self, index: int, deal: object) -> HandScript:
        path: JPath = ("deals", index)
        hand = HandScript()
        if not isinstance(deal, dict):
            self.error(path, f"deal {index + 1} must be an object with the cards of the deal")
            return hand
        self._fields(deal, path, DEAL_FIELDS)
        seen: dict[int, JPath] = {}
        self._hands(index, deal, path, hand, seen)
        self._piles(index, deal, path, hand, seen)
        hand.stock = self._cards(index, deal.get("stock", []), (*path, "stock"), seen)
        hand.lost = self._cards(index, deal.get("lost", []), (*path, "lost"), None)
        if "lost" in deal and self.variant.bidding.look is None:
            self.error((*path, "lost"), "this variant has no look-or-not: no cards are lost")
        if "trump" in deal:
            hand.trump = self._trump(deal["trump"], (*path, "trump"))
        if "moves" in deal:
            self._moves(index, deal["moves"], (*path, "moves"))
        if "actions" in deal:
            self._actions(index, deal["actions"], (*path, "actions"))
            if "moves" in deal:
                self.error((*path, "actions"), "a deal gives either 'moves' (per seat) or "
                           "'actions' (one ordered list), not both", key=True)
        return hand

    def _hands(self, index: int, deal: dict[str, Any], path: JPath, hand: HandScript,
               seen: dict[int, JPath]) -> None:
        size = sum(self.variant.deal.packets)
        if "hands" not in deal:
            self.error(path, f"deal {index + 1} has no 'hands': give the {size} cards of "
                       f"each of the {self.n} seats")
            return
        for seat, value, where in self._seat_map(deal["hands"], (*path, "hands")):
            cards = self._cards(index, value, where, seen)
            self._count(cards, value, size, where, f"seat {seat} is dealt", "cards each")
            hand.hands[seat] = cards
        missing = [s for s in range(self.n) if s not in hand.hands]
        if missing and isinstance(deal["hands"], dict | list):
            self.error((*path, "hands"), f"deal {index + 1} gives no cards to seat"
                       f"{'s' if len(missing) > 1 else ''} {', '.join(map(str, missing))}",
                       help=f"every seat is dealt {size} cards")

    def _piles(self, index: int, deal: dict[str, Any], path: JPath, hand: HandScript,
               seen: dict[int, JPath]) -> None:
        d = self.variant.deal
        hand.kitty = self._pile(index, deal, path, "kitty", d.kitty, seen)
        hand.widow = self._pile(index, deal, path, "widow", d.widow, seen)
        blind = d.blind
        pile = blind.size if blind is not None and not blind.per_player else 0
        cards = self._pile(index, deal, path, "blind", pile, seen)
        if cards:
            hand.blinds[-1] = cards
        each = blind.size if blind is not None and blind.per_player else 0
        if "blinds" in deal and not each:
            self.error((*path, "blinds"), "this variant deals no blind cards to each player")
        elif each:
            self._blinds(index, deal, path, hand, each, seen)

    def _pile(self, index: int, deal: dict[str, Any], path: JPath, name: str, size: int,
              seen: dict[int, JPath]) -> list[int]:
        if name not in deal:
            if size:
                self.error(path, f"deal {index + 1} has no '{name}': this variant deals "
                           f"{size} cards to it")
            return []
        if not size:
            self.error((*path, name), f"this variant deals no {name}")
            return []
        cards = self._cards(index, deal[name], (*path, name), seen)
        self._count(cards, deal[name], size, (*path, name), f"the {name} holds", "cards")
        return cards

    def _blinds(self, index: int, deal: dict[str, Any], path: JPath, hand: HandScript,
                size: int, seen: dict[int, JPath]) -> None:
        if "blinds" not in deal:
            self.error(path, f"deal {index + 1} has no 'blinds': each seat has {size} "
                       "blind cards")
            return
        for seat, value, where in self._seat_map(deal["blinds"], (*path, "blinds")):
            cards = self._cards(index, value, where, seen)
            self._count(cards, value, size, where, f"seat {seat}'s blind holds", "cards")
            hand.blinds[seat] = cards

    def _count(self, cards: list[int], value: object, size: int, path: JPath, what: str,
               unit: str) -> None:
        if isinstance(value, list) and len(value) != size:
            self.error(path, f"{what} {len(value)} cards; {self.variant.name} deals {size} "
                       f"{unit}")

    def _cards(self, index: int, value: object, path: JPath,
               seen: dict[int, JPath] | None) -> list[int]:
        """Card names to ids, each checked: a card, in the deck, not dealt twice."""
        if not isinstance(value, list):
            self.error(path, f"'{path[-1]}' must be a list of cards such as \"AS\" or \"10H\"")
            return []
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

    def _card(self, name: object, path: JPath) -> int | None:
        card = card_id_of(name) if isinstance(name, str) else None
        if card is None:
            self.error(path, f"{json.dumps(name)} is not a card",
                       help="write cards as in specs: AS, 10H, JC, joker, little joker")
            return None
        if card not in self.deck:
            self.error(path, f"{card_name(card)} is not in the {self.variant.name} deck")
            return None
        return card

    def _trump(self, value: object, path: JPath) -> int | None:
        if self.variant.trump.method is not m.TrumpMethod.RANDOM:
            self.error(path, f"'trump' fixes a suit chosen at random; {self.variant.name} "
                       f"fixes trump by '{self.variant.trump.method.value}'",
                       help="script the card or the declaration that fixes trump instead")
            return None
        suits = [s.value for s in SUITS]
        if not isinstance(value, str) or value.lower() not in suits:
            self.error(path, f"{json.dumps(value)} is not a suit",
                       help=f"one of: {', '.join(suits)}")
            return None
        return suits.index(value.lower())

    def _moves(self, index: int, value: object, path: JPath) -> None:
        for seat, moves, where in self._seat_map(value, path):
            if not isinstance(moves, list):
                self.error(where, "a seat's moves must be a list of labels such as "
                           "\"bid 2\", \"pass\" or \"AS\"")
                continue
            good: list[Move] = []
            for i, move in enumerate(moves):
                if _is_move(move):
                    good.append(move)
                else:
                    self.error((*where, i), f"{json.dumps(move)} is not a move: write a label "
                               "such as \"bid 2\", \"pass\", \"AS\", or an action number")
            self.result.moves.setdefault(seat, {})[index] = good
            self.result.move_paths[(seat, index)] = where

    def _actions(self, index: int, value: object, path: JPath) -> None:
        """One ordered list of [seat, move] pairs: the deal's decisions in turn."""
        if not isinstance(value, list):
            self.error(path, "'actions' must be a list of [seat, move] pairs, in the order "
                       "they are made")
            return
        entries: list[tuple[int, Move]] = []
        for i, item in enumerate(value):
            where = (*path, i)
            if not (isinstance(item, list) and len(item) == 2 and _is_move(item[1])):
                self.error(where, f"{json.dumps(item)} is not a [seat, move] pair such as "
                           "[1, \"bid 2\"]")
                continue
            seat = self._seat(item[0], (*where, 0))
            if seat is not None:
                entries.append((seat, item[1]))
        self.result.ordered[index] = entries


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_move(move: object) -> bool:
    if isinstance(move, str):
        return bool(move.strip())
    return isinstance(move, int) and not isinstance(move, bool) and move >= 0
