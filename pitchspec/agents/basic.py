"""Agents: who decides for a seat. Each sees only its seat's observation."""

from __future__ import annotations

import _random
import hashlib
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from pitchspec import model as m
from pitchspec.cards import parse_card
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.tables import JOKER_ID, SUITS, card_id
from pitchspec.engine.observation import Observation


class Agent(Protocol):
    """Chooses one of the legal actions from what its seat may see."""

    def act(self, observation: Observation) -> int: ...


class LegalOnly(Protocol):
    """An agent that looks at nothing but the legal actions: besides :meth:`act` it
    offers :meth:`choose`, the same choice from the legal actions alone, so a match
    driver need not make it an observation (the same decision, and the same draws
    from its generator)."""

    def act(self, observation: Observation) -> int: ...
    def choose(self, legal: Sequence[int]) -> int: ...


class RandomAgent:
    """Uniformly random among the legal actions; seeded for reproducible matches."""

    choose: Callable[[Sequence[int]], int]
    """:meth:`act` from the legal actions alone (``legal`` in the order the observation
    lists them): the generator's own ``choice``, called directly."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.choose = rng.choice

    def act(self, observation: Observation) -> int:
        return self.rng.choice(observation.legal)


class FirstLegalAgent:
    """Always the lowest-numbered legal action (pass before any bid, lowest card)."""

    def act(self, observation: Observation) -> int:
        return observation.legal[0]

    def choose(self, legal: Sequence[int]) -> int:
        """:meth:`act` from the legal actions alone."""
        return legal[0]


# --------------------------------------------------------------------------- scripts

Move = str | int
"""A scripted decision: an action label (``"bid 2"``, ``"pass"``, ``"AS"``) or its number."""


def card_id_of(text: str) -> int | None:
    """The card id of a card written as in a spec (``AS``, ``10H``, ``joker``), or None.

    >>> card_id_of("10H"), card_id_of("little joker"), card_id_of("1X")
    (21, 53, None)
    """
    card = parse_card(text)
    if card is None:
        return None
    if card.joker is not None:
        return JOKER_ID[card.joker]
    assert card.suit is not None and card.rank is not None
    return card_id(SUITS.index(card.suit), card.rank)


def _words(text: str) -> str:
    return " ".join(text.lower().replace("_", " ").split())


@dataclass(frozen=True)
class Vocabulary:
    """The words for a variant's actions: the labels of its moves, including the names
    of its special bids (which an observation does not carry)."""

    labels: tuple[str, ...] = ()
    """Labels of the special bids, in the variant's order (``Shoot the moon``)."""
    names: tuple[str, ...] = ()
    """Names of the special bids, in the same order (``moon``)."""

    @classmethod
    def of(cls, variant: m.Variant) -> Vocabulary:
        specials = variant.bidding.special
        return cls(tuple(b.label for b in specials), tuple(b.name for b in specials))

    def label(self, action: int) -> str:
        """The label a log, a script and a person use for an action."""
        return A.describe(action, self.labels)

    def find(self, text: str, legal: Sequence[int]) -> int | None:
        """The legal action a label names (case and spacing do not matter), or None."""
        wanted = _words(text)
        card = card_id_of(text) if wanted else None
        for action in legal:
            if action == card or _words(self.label(action)) == wanted:
                return action
            index = action - A.SPECIAL_BASE
            if 0 <= index < len(self.names) and wanted in (
                    _words(f"bid {self.names[index]}"), _words(self.names[index])):
                return action
        return None


class ScriptError(Exception):
    """A scripted seat cannot go on: its move is not legal, or its moves ran out.
    ``ordered``: the move is entry ``index`` of the deal's single ordered list."""

    def __init__(self, seat: int, hand: int, index: int, move: Move | None, reason: str,
                 ordered: bool = False) -> None:
        self.seat, self.hand, self.index, self.move, self.reason = seat, hand, index, move, reason
        self.ordered = ordered
        super().__init__(f"seat {seat}, hand {hand + 1}: {reason}")


class ScriptedAgent:
    """Plays a fixed list of moves, given as labels or action numbers.

    ``moves`` is either one list for the whole match, or a mapping from the hand number
    (0-based, counting every deal) to that hand's list. When the list for the current
    hand runs out, the ``fallback`` agent decides; with no fallback the agent raises
    :class:`ScriptError` saying so. A move that is not legal when its turn comes always
    raises :class:`ScriptError` (it is never skipped or replaced).
    """

    def __init__(self, moves: Sequence[Move] | Mapping[int, Sequence[Move]],
                 vocabulary: Vocabulary | None = None, fallback: Agent | None = None) -> None:
        self.per_hand = isinstance(moves, Mapping)
        self.moves: dict[int, list[Move]] = (
            {hand: list(ms) for hand, ms in moves.items()} if isinstance(moves, Mapping)
            else {0: list(moves)})
        self.vocabulary = vocabulary or Vocabulary()
        self.fallback = fallback
        self.used: dict[int, int] = {}

    def act(self, observation: Observation) -> int:
        key = observation.hand_number if self.per_hand else 0
        moves = self.moves.get(key, [])
        index = self.used.get(key, 0)
        if index >= len(moves):
            if self.fallback is not None:
                return self.fallback.act(observation)
            raise ScriptError(observation.seat, observation.hand_number, index, None,
                              f"the script has no move {index + 1} for this seat "
                              f"(legal: {self._legal(observation)})")
        self.used[key] = index + 1
        move = moves[index]
        action = self._resolve(move, observation.legal)
        if action is None:
            raise ScriptError(observation.seat, observation.hand_number, index, move,
                              f"scripted move {index + 1}, '{move}', is not legal now "
                              f"(legal: {self._legal(observation)})")
        return action

    def _resolve(self, move: Move, legal: Sequence[int]) -> int | None:
        if isinstance(move, int):
            return move if move in legal else None
        return self.vocabulary.find(move, legal)

    def _legal(self, observation: Observation) -> str:
        return ", ".join(self.vocabulary.label(a) for a in observation.legal)

    def left_over(self) -> list[tuple[int, int]]:
        """(hand, index) of every scripted move never played."""
        return [(hand, i) for hand, moves in sorted(self.moves.items())
                for i in range(self.used.get(hand, 0), len(moves))]


class OrderedScript:
    """One list of (seat, move) per deal, in the order the moves are made, shared by
    every seat: a move that comes when another seat is to act is out of turn and
    raises :class:`ScriptError` (it is never held back for its seat's turn). When a
    deal's list runs out the seat's ``fallback`` decides, or with none the script
    raises :class:`ScriptError`."""

    def __init__(self, deals: Mapping[int, Sequence[tuple[int, Move]]],
                 vocabulary: Vocabulary | None = None) -> None:
        self.deals = {hand: list(entries) for hand, entries in deals.items()}
        self.vocabulary = vocabulary or Vocabulary()
        self.used: dict[int, int] = {}

    def covers(self, hand: int) -> bool:
        return hand in self.deals

    def act(self, observation: Observation, fallback: Agent | None) -> int:
        hand, seat = observation.hand_number, observation.seat
        entries = self.deals[hand]
        index = self.used.get(hand, 0)
        if index >= len(entries):
            if fallback is not None:
                return fallback.act(observation)
            raise ScriptError(seat, hand, index, None, f"the ordered moves ran out: seat "
                              f"{seat} is to act (legal: {self._legal(observation)})", True)
        who, move = entries[index]
        if who != seat:
            raise ScriptError(who, hand, index, move, f"move {index + 1}, seat {who}'s "
                              f"'{move}', is out of turn: seat {seat} is to act", True)
        self.used[hand] = index + 1
        action = move if isinstance(move, int) else self.vocabulary.find(move, observation.legal)
        if action is None or action not in observation.legal:
            raise ScriptError(who, hand, index, move, f"move {index + 1}, '{move}', is not "
                              f"legal now (legal: {self._legal(observation)})", True)
        return action

    def _legal(self, observation: Observation) -> str:
        return ", ".join(self.vocabulary.label(a) for a in observation.legal)

    def left_over(self) -> list[tuple[int, int]]:
        """(hand, index) of every ordered move never played."""
        return [(hand, i) for hand, entries in sorted(self.deals.items())
                for i in range(self.used.get(hand, 0), len(entries))]


class ScriptedSeat:
    """A seat of a scripted match: the deal's ordered list where it has one, else the
    seat's own moves, else its usual agent (``fallback``; None under --strict)."""

    def __init__(self, seat_moves: ScriptedAgent | None, ordered: OrderedScript,
                 default: Agent, strict: bool) -> None:
        self.seat_moves, self.ordered = seat_moves, ordered
        self.default, self.strict = default, strict

    def act(self, observation: Observation) -> int:
        fallback = None if self.strict else self.default
        if self.ordered.covers(observation.hand_number):
            return self.ordered.act(observation, fallback)
        own = self.seat_moves
        if own is not None and observation.hand_number in own.moves:
            return own.act(observation)
        return self.default.act(observation)


def seeded_agents(players: int, seed: int | str) -> list[Agent]:
    """Random agents for every seat, each with its own generator derived from the seed,
    so a seat's choices do not depend on how often the others were asked."""
    return [RandomAgent(generator(f"{seed}:seat{seat}")) for seat in range(players)]


_NEW_RANDOM = random.Random.__new__
_C_SEED = _random.Random.seed
"""The Mersenne Twister's own seeding, beneath Python's ``Random.seed``."""


def generator(seed: int | str) -> random.Random:
    """``random.Random(seed)``: the same generator in the same state, so the same
    numbers, made in one step. ``random.Random(seed)`` seeds twice over (Python's
    ``__init__`` calls ``seed``, which calls the C seeding) at about the cost of the
    Twister's seeding itself, and a simulated match makes five generators (the
    match's and one a random seat). A string is read as ``Random.seed`` reads it
    (version 2): its bytes followed by their SHA-512, as one big-endian integer."""
    if isinstance(seed, str):
        data = seed.encode()
        seed = int.from_bytes(data + hashlib.sha512(data).digest(), "big")
    rng = _NEW_RANDOM(random.Random)
    _C_SEED(rng, seed)
    rng.gauss_next = None  # type: ignore[attr-defined]  # as Random.seed leaves it
    return rng
