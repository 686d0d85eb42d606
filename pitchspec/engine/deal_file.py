"""Scripted deals: a JSON file that fixes the cards of a match, and optionally its moves.

A deal file makes a worked example reproduce exactly: ``pitchspec play SPEC --deal
FILE``. It is one JSON object (see ``docs/deal-format.md`` for a complete example)::

    {
      "format": "pitchspec-deal",        optional; if given, exactly this
      "version": 1,                      optional; if given, 1
      "description": "...",              optional text, ignored (also allowed per deal)
      "variant": "pitch",                optional; if given, the spec's variant name
      "players": 4,                      optional; if given, the table's player count
      "first_dealer": 3,                 optional seat; otherwise the cut is random
      "deals": [                         required: the first deals of the match, in order
        {
          "hands":  {"0": ["JS", ...], "1": [...], ...},   required: every seat
          "kitty":  ["AH", ...],         exactly the variant's kitty, if it has one
          "widow":  [...],               exactly the variant's widow, if it has one
          "blinds": {"0": [...], ...},   per-player blinds, if the variant deals them
          "blind":  [...],               a single blind pile, if the variant deals one
          "stock":  ["JH", ...],         optional: the next cards off the stock, in order
          "lost":   [...],               optional: look-or-not cards lookers lose, in order
          "trump":  "hearts",            optional: the suit, where trump is chosen at random
          "moves":  {"1": ["bid 2", "AS", ...], ...}       optional scripted decisions
        }
      ]
    }

Seats are numbered from 0 in the direction of play; a seat map is an object keyed by
seat number (``"0"``, ``"1"``...) or a list with one entry per seat. Cards are written
as in specs: ``AS``, ``10H``, ``JC``, ``joker``, ``big joker``, ``little joker``.

Each seat's ``hands`` entry holds exactly the cards the variant deals one player (the
sum of its packets); no card may appear twice in a deal, and every card must be in the
variant's deck. ``stock`` lists, in order, the cards that come off the stock after the
deal: turned-up trump cards, cards run, draws after tricks, refills. When it runs out
further cards come at random (from ``--seed``), as do all deals after the last one
given. ``deals[i]`` is the i-th deal of the match counting deals thrown in (all pass).

``moves`` lists, per seat, the decisions that seat takes in this deal, in order, as
labels: ``"pass"``, ``"bid 2"``, ``"bid Shoot the moon"`` (or ``"bid moon"``), ``"trump
spades"``, ``"stand"``, ``"beg"``, ``"done"``, a card such as ``"AS"`` to play or
discard it, or an action number. When a seat's moves for a deal run out, its usual
player (random, or the person at the terminal) decides. A move that is not legal when
its turn comes stops the match with PS402 at that move.

Invalid files are refused before anything is played, with every problem located at
the offending value (PS403): JSON syntax errors at their line and column, unknown
fields, unknown card names, a card dealt twice, a wrong number of cards, seats out of
range, a variant or player count that does not match the table.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from json.decoder import scanstring  # type: ignore[attr-defined]
from pathlib import Path
from typing import Any

from pitchspec import model as m
from pitchspec.diagnostics import Diagnostic, Related, did_you_mean
from pitchspec.engine.agents import Agent, Move, ScriptedAgent, ScriptError, Vocabulary, card_id_of
from pitchspec.engine.deals import DealScript, DealScriptError, HandScript
from pitchspec.engine.game import EngineError, Game, read_input
from pitchspec.engine.state import State
from pitchspec.engine.tables import SUITS, card_name
from pitchspec.source import SourceFile, Span

FORMAT = "pitchspec-deal"
VERSION = 1

JPath = tuple[str | int, ...]
"""Where a value sits in the JSON document: keys and list indexes from the top."""

TOP_FIELDS = ("format", "version", "description", "variant", "players", "first_dealer",
              "deals")
DEAL_FIELDS = ("description", "hands", "kitty", "widow", "blinds", "blind", "stock", "lost",
               "trump", "moves")


# --------------------------------------------------------------------------- positions


_SCALAR = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?|true|false|null|NaN"
                     r"|-?Infinity")
_SPACE = " \t\r\n"


class _Positions:
    """The character range of every value (and object key) of a valid JSON text."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.values: dict[JPath, tuple[int, int]] = {}
        self.keys: dict[JPath, tuple[int, int]] = {}
        self.duplicates: list[JPath] = []
        self._value(self._space(0), ())

    def _space(self, i: int) -> int:
        while i < len(self.text) and self.text[i] in _SPACE:
            i += 1
        return i

    def _value(self, i: int, path: JPath) -> int:
        ch = self.text[i]
        if ch == "{":
            end = self._object(i, path)
        elif ch == "[":
            end = self._array(i, path)
        elif ch == '"':
            end = int(scanstring(self.text, i + 1)[1])
        else:
            match = _SCALAR.match(self.text, i)
            end = match.end() if match else i + 1
        self.values[path] = (i, end)
        return end

    def _object(self, i: int, path: JPath) -> int:
        i = self._space(i + 1)
        if self.text[i] == "}":
            return i + 1
        while True:
            key, key_end = scanstring(self.text, i + 1)
            here = (*path, key)
            if here in self.keys:
                self.duplicates.append(here)
            self.keys[here] = (i, int(key_end))
            i = self._space(self._space(int(key_end)) + 1)  # past the colon
            i = self._space(self._value(i, here))
            if self.text[i] == "}":
                return i + 1
            i = self._space(i + 1)

    def _array(self, i: int, path: JPath) -> int:
        i = self._space(i + 1)
        index = 0
        if self.text[i] == "]":
            return i + 1
        while True:
            i = self._space(self._value(i, (*path, index)))
            index += 1
            if self.text[i] == "]":
                return i + 1
            i = self._space(i + 1)


# --------------------------------------------------------------------------- document


@dataclass
class DealDocument:
    """A deal file read and parsed (JSON syntax checked); not yet fitted to a table."""

    path: str
    text: str
    data: dict[str, Any]
    positions: _Positions

    @property
    def players(self) -> int | None:
        """The player count the file states, when it is a whole number."""
        value = self.data.get("players")
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def span(self, path: JPath, key: bool = False) -> Span:
        """The span of the value at ``path`` (or of its key), else of its nearest parent."""
        source = SourceFile(self.path, self.text)
        table = self.positions.keys if key else self.positions.values
        for cut in range(len(path), -1, -1):
            found = table.get(path[:cut]) or self.positions.values.get(path[:cut])
            if found is not None:
                return source.span(*found)
        return source.span(0, 0)

    def compile(self, game: Game) -> ScriptedDeal:
        """Fit the file to a table: every check, all problems at once (PS403)."""
        return _Compiler(self, game).run()


def read_deal_file(path: Path) -> DealDocument:
    """Read a deal file and check its JSON syntax; EngineError (PS403) when it cannot."""
    return parse_deal_text(read_input(path, "PS403", "deal file"), str(path))


def parse_deal_text(text: str, path: str = "<deal>") -> DealDocument:
    """A deal document from its text; JSON errors located at their line and column."""
    source = SourceFile(path, text)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise EngineError([Diagnostic("PS403", f"the deal file is not valid JSON: {err.msg}",
                                      source.span(err.pos, min(err.pos + 1, len(text))),
                                      help="see docs/deal-format.md for the format")]) from None
    if not isinstance(data, dict):
        raise EngineError([Diagnostic("PS403", "a deal file is one JSON object with a "
                                      "'deals' list", source.span(0, min(1, len(text))))])
    return DealDocument(path, text, data, _Positions(text))


# --------------------------------------------------------------------------- compiled


@dataclass
class ScriptedDeal:
    """A deal file fitted to a table: the chance script and the scripted moves."""

    document: DealDocument
    script: DealScript
    moves: dict[int, dict[int, list[Move]]] = field(default_factory=dict)
    """Per seat, per deal (0-based): the scripted moves."""
    move_paths: dict[tuple[int, int], JPath] = field(default_factory=dict)
    card_paths: dict[tuple[int, int], list[JPath]] = field(default_factory=dict)

    def chance(self, state: State) -> int | None:
        """The scripted chance outcome (None: draw at random); PS403 if it cannot come."""
        try:
            outcome = self.script(state)
        except DealScriptError as err:
            raise EngineError([Diagnostic("PS403", str(err), self._deal_span(state))]) from None
        if outcome is not None and outcome not in (a for a, _ in state.chance_outcomes()):
            paths = self.card_paths.get((state.hand_number, outcome), [])
            where = self.document.span(paths[-1]) if paths else self._deal_span(state)
            raise EngineError([Diagnostic(
                "PS403", f"deal {state.hand_number + 1}: "
                f"{state.action_to_string(outcome)} cannot come at this point of the deal",
                where, help="a lost card must be in the looker's hand; a stock card may "
                "not have been dealt already")])
        return outcome

    def agents(self, defaults: Sequence[Agent], vocabulary: Vocabulary) -> list[Agent]:
        """Scripted seats play their moves first, then their default agent decides."""
        return [ScriptedAgent(self.moves[seat], vocabulary, fallback=agent)
                if seat in self.moves else agent for seat, agent in enumerate(defaults)]

    def diagnose(self, err: ScriptError) -> Diagnostic:
        """PS402 at the scripted move that could not be played."""
        base = self.move_paths.get((err.seat, err.hand))
        span = self.document.span((*base, err.index)) if base is not None else \
            self.document.span(())
        return Diagnostic("PS402", f"deal {err.hand + 1}, seat {err.seat}: {err.reason}", span)

    def _deal_span(self, state: State) -> Span:
        return self.document.span(("deals", state.hand_number))


class _Compiler:
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
                if (isinstance(move, str) and move.strip()) or (
                        isinstance(move, int) and not isinstance(move, bool) and move >= 0):
                    good.append(move)
                else:
                    self.error((*where, i), f"{json.dumps(move)} is not a move: write a label "
                               "such as \"bid 2\", \"pass\", \"AS\", or an action number")
            self.result.moves.setdefault(seat, {})[index] = good
            self.result.move_paths[(seat, index)] = where
