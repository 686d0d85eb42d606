"""A person at the terminal: sees what the seat may see, picks from numbered moves.

At each turn the player is shown their cards, trump, the bids, the trick so far and
the scores, then the legal moves, numbered. They answer with a number or a move's
name (``pass``, ``bid 2``, ``AS``); anything else (``²``, bytes that are not text, a
line too long to be a move) is answered "not understood" with a hint and asked again.
``q``, the end of input, or a line that never ends raises :class:`Quit`, which the
command line turns into a message and exit status 1.
"""

from __future__ import annotations

from typing import TextIO

from pitchspec.agents.basic import Vocabulary
from pitchspec.engine.core.tables import NO_SUIT, SUITS, card_name, rank_of, suit_of
from pitchspec.engine.observation import Observation
from pitchspec.escape import printable

QUIT_WORDS = ("q", "quit", "exit")
LONGEST_ANSWER = 1_000
"""The most characters of a typed line read as the answer (move names are short)."""
MOST_READ = 64_000_000
"""The most characters of one line read at all before the match stops."""


class Quit(Exception):
    """The person at the terminal stopped the match (``q`` or end of input)."""


def sorted_hand(cards: tuple[int, ...] | list[int]) -> list[int]:
    """Cards as a player holds them: by suit (spades, hearts, diamonds, clubs), high
    to low within each suit, jokers first."""
    def key(card: int) -> tuple[int, int]:
        rank = rank_of(card)
        return (suit_of(card) if suit_of(card) != NO_SUIT else -1, -(int(rank) if rank else -card))
    return sorted(cards, key=key)


def cards_text(cards: tuple[int, ...] | list[int]) -> str:
    return " ".join(card_name(c) for c in sorted_hand(cards)) or "(none)"


class HumanAgent:
    """Asks a person for each decision of one seat, on the given text streams."""

    def __init__(self, input_stream: TextIO, output_stream: TextIO,
                 vocabulary: Vocabulary | None = None) -> None:
        self.input = input_stream
        self.output = output_stream
        self.vocabulary = vocabulary or Vocabulary()

    def act(self, observation: Observation) -> int:
        self._say(self.situation(observation))
        legal = observation.legal
        while True:
            self._say(self.options(legal))
            self.output.write("your move (number or name, q to quit): ")
            self.output.flush()
            answer = self.answer()
            if answer.lower() in QUIT_WORDS:
                raise Quit(f"seat {observation.seat} quit the match")
            action = self.parse(answer, legal)
            if action is not None:
                return action
            self._say(self.hint(answer, legal))

    def answer(self) -> str:
        """The next line typed, stripped. A line longer than any move's name is cut to
        :data:`LONGEST_ANSWER` characters (the rest is read and dropped, at most
        :data:`MOST_READ` characters before the match stops: an input such as
        /dev/zero never ends its line); the end of input stops the match."""
        line = self.input.readline(LONGEST_ANSWER)
        if not line:
            raise Quit("the input ended before the match did")
        dropped = 0
        while not line.endswith("\n"):
            rest = self.input.readline(LONGEST_ANSWER)
            dropped += len(rest)
            if not rest or rest.endswith("\n"):
                break
            if dropped > MOST_READ:
                raise Quit(f"an answer ran past {MOST_READ:,} characters without ending")
        return line.strip()

    def parse(self, answer: str, legal: tuple[int, ...]) -> int | None:
        """The legal move an answer names: its number in the list (ASCII digits: '²'
        is a digit to Python, not a number), or its label."""
        if answer.isascii() and answer.isdigit():
            index = int(answer)
            return legal[index - 1] if 1 <= index <= len(legal) else None
        return self.vocabulary.find(answer, legal) if answer else None

    def hint(self, answer: str, legal: tuple[int, ...]) -> str:
        """What to type instead: said for any answer that names no legal move."""
        shown = f"'{answer}'" if answer else "an empty answer"
        example = self.vocabulary.label(legal[0])
        return (f"not understood: {shown} is not one of your moves: type a number from 1 "
                f"to {len(legal)}, or a move such as '{example}'")

    def options(self, legal: tuple[int, ...]) -> str:
        return "\n".join(f"  {i}) {self.vocabulary.label(a)}" for i, a in enumerate(legal, 1))

    def situation(self, obs: Observation) -> str:
        """What the seat may see: its cards, trump, the bids, this trick, the scores."""
        lines = [f"--- seat {obs.seat}, your turn: hand {obs.hand_number + 1}, "
                 f"{obs.phase.replace('_', ' ')} (dealer: seat {obs.dealer}) ---",
                 f"your cards: {_cards_seen(obs)}"]
        if obs.blind_count:
            lines.append(f"blind cards: {obs.blind_count} face down")
        if obs.turned:
            lines.append(f"turned: {' '.join(card_name(c) for c in obs.turned)}")
        lines.append(f"trump: {SUITS[obs.trump].value if obs.trump is not None else 'not yet'}")
        if obs.auction:
            bids = ", ".join(f"seat {s} {self.vocabulary.label(a)}" for s, a in obs.auction)
            lines.append(f"bids: {bids}")
        if obs.contract is not None:
            c = obs.contract
            lines.append(f"contract: seat {c.bidder} bid {c.special or c.level}")
        if obs.current_trick:
            lines.append("this trick: " + ", ".join(f"seat {s} {card_name(c)}"
                                                    for s, c in obs.current_trick))
        elif obs.tricks:
            last = obs.tricks[-1]
            plays = ", ".join(f"seat {s} {card_name(c)}" for s, c in last.plays)
            lines.append(f"last trick: {plays}; won by seat {last.winner}")
        if obs.face_up:
            lines.append(f"face up: {cards_text(obs.face_up)}")
        lines.append(f"scores: {scores_text(obs.scores, obs.sides)}")
        return "\n".join(lines)

    def _say(self, text: str) -> None:
        """Write to the person; a spec's move names (or what they typed) cannot steer
        the terminal: control characters are shown escaped."""
        self.output.write(printable(text, keep="\n") + "\n")
        self.output.flush()


def side_name(side: int, sides: tuple[int, ...]) -> str:
    """``seat 2`` when every seat plays alone, ``team 0 (seats 0+2)`` in partnerships."""
    seats = [s for s, x in enumerate(sides) if x == side]
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return f"team {side} (seats {'+'.join(map(str, seats))})"


def scores_text(scores: tuple[int, ...] | list[int], sides: tuple[int, ...]) -> str:
    return ", ".join(f"{side_name(i, sides)} {score}" for i, score in enumerate(scores))


def _cards_seen(obs: Observation) -> str:
    """The hand, or how many cards lie face down while the player has not looked."""
    held = obs.hand_sizes[obs.seat]
    if not obs.hand and held:
        return f"{held} cards face down (not looked at)"
    return cards_text(obs.hand)
