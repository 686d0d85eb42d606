"""What a seat sees, as OpenSpiel strings and tensors, built from its observation only.

The observation (``observation_string/tensor``) is the seat's current view: its hand,
the turn-ups, trump, the auction, the tricks and the scores, and its options when it
is to act. The information state (``information_state_string/tensor``) adds the
record of the deal as the seat saw it (:mod:`.history`): perfect recall. Nothing in
either comes from another player's hidden cards.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from pitchspec.engine.core.records import Contract
from pitchspec.engine.core.state import Phase
from pitchspec.engine.core.tables import SUITS
from pitchspec.engine.observation import Observation, observe
from pitchspec.openspiel.history import PHASES

if TYPE_CHECKING:
    from pitchspec.openspiel.game import PitchGame, PitchState


class Observer:
    """OpenSpiel's Python observer for one variant (one tensor layout per game)."""

    def __init__(self, game: PitchGame, perfect_recall: bool, private: bool) -> None:
        self.perfect_recall = perfect_recall
        self.private = private
        enc = game.encoding
        self.card_index = {card: i for i, card in enumerate(enc.cards)}
        self.decision_index = {a: i for i, a in enumerate(enc.decisions)}
        self.target = game.target
        n, d, sides = game.engine.num_players, len(enc.cards), game.engine.seating.num_sides
        pieces = [("seat", (n,)), ("phase", (len(PHASES),)), ("dealer", (n,)),
                  ("hand", (d,)), ("face_up", (d,)), ("turned", (d,)), ("trump", (5,)),
                  ("sub", (5,)), ("won", (n, d)), ("trick", (n, d)), ("bidder", (n,)),
                  ("level", (1,)), ("scores", (sides,)), ("hand_sizes", (n,)),
                  ("legal", (len(enc.decisions),))]
        if perfect_recall:
            pieces.append(("bids", (n, len(enc.decisions))))
        total = sum(int(np.prod(shape)) for _, shape in pieces)
        self.tensor: npt.NDArray[np.float32] = np.zeros(total, np.float32)
        self.dict: dict[str, Any] = {}
        start = 0
        for name, shape in pieces:
            size = int(np.prod(shape))
            self.dict[name] = self.tensor[start:start + size].reshape(shape)
            start += size
        self.cards = d
        self.marks = bool(game.variant.scoring.set_marks)

    def _view(self, state: PitchState, player: int) -> Observation:
        e = state.engine
        if e.phase is Phase.CUT:  # before the cut no hand exists; observe() needs one
            return Observation(
                seat=player, phase=e.phase.value, hand=(), blind_count=0, dealer=0, elder=0,
                trump=None, sub=None, turned=(), auction=(), contract=None, called=None,
                tricks=(), current_trick=(), scores=tuple(e.scores), sides=tuple(e.sides),
                hand_sizes=(0,) * e.n, face_up=(), hand_number=e.hand_number, legal=())
        return observe(e, player)

    def set_from(self, state: PitchState, player: int) -> None:
        """Fill the tensor with ``player``'s view of ``state``."""
        self.tensor.fill(0)
        o, t = self._view(state, player), self.dict
        t["seat"][player] = 1
        t["phase"][[p.value for p in PHASES].index(o.phase)] = 1
        t["dealer"][o.dealer] = 1
        if self.private:
            self._cards(t["hand"], o.hand)
            for a in o.legal:
                t["legal"][self.decision_index[a]] = 1
        self._cards(t["face_up"], o.face_up)
        self._cards(t["turned"], o.turned)
        t["trump"][4 if o.trump is None else o.trump] = 1
        t["sub"][4 if o.sub is None else o.sub] = 1
        for trick in o.tricks:
            for seat, card in trick.plays:
                t["won"][seat, self.card_index[card]] = 1
        for seat, card in o.current_trick:
            t["trick"][seat, self.card_index[card]] = 1
        if o.contract is not None:
            t["bidder"][o.contract.bidder] = 1
            t["level"][0] = o.contract.level / self.target
        t["scores"][:] = [s / self.target for s in o.scores]
        t["hand_sizes"][:] = [s / self.cards for s in o.hand_sizes]
        if "bids" in t:
            for seat, action in o.auction:
                t["bids"][seat, self.decision_index[action]] = 1

    def _cards(self, row: Any, cards: tuple[int, ...]) -> None:
        for card in cards:
            row[self.card_index[card]] = 1

    def string_from(self, state: PitchState, player: int) -> str:
        """``player``'s view of ``state`` as text, in card names and plain numbers;
        with perfect recall, followed by his record of the deal in progress. Earlier
        deals of a match show only as what they left: the scores (and marks), the hand
        number and the dealer, which are all a new deal inherits from them."""
        o = self._view(state, player)
        name = state.engine.action_to_string

        def cards(ids: Iterable[int]) -> str:
            return " ".join(name(c) for c in ids) or "-"

        lines = [f"seat {player} hand {o.hand_number} phase {o.phase} dealer {o.dealer}"]
        if self.private:
            lines += [f"hand: {cards(o.hand)} blind: {o.blind_count}",
                      f"options: {', '.join(name(a) for a in o.legal) or '-'}"]
        lines += [f"trump: {_suit(o.trump)} sub-trump: {_suit(o.sub)} "
                  f"turned: {cards(o.turned)}",
                  f"face up: {cards(o.face_up)}",
                  f"auction: {', '.join(f'{s}:{name(a)}' for s, a in o.auction) or '-'}",
                  f"contract: {_contract(o.contract)} "
                  f"called: {'-' if o.called is None else name(o.called)}",
                  f"tricks: {' / '.join(cards([c for _, c in t.plays]) for t in o.tricks) or '-'}",
                  f"trick: {cards([c for _, c in o.current_trick])}",
                  f"scores: {_numbers(o.scores)} hand sizes: {_numbers(o.hand_sizes)}"]
        if self.marks:
            lines.append(f"marks: {_numbers(state.engine.marks)}")
        if self.perfect_recall:
            seat = player if self.private else -1
            lines += state.record(seat, state.table.start)
        return "\n".join(lines)


def _suit(suit: int | None) -> str:
    return "-" if suit is None else SUITS[suit].value


def _numbers(values: Iterable[int]) -> str:
    return ", ".join(str(v) for v in values)


def _contract(contract: Contract | None) -> str:
    """The contract in words: "seat 2 bid 4", "seat 0 bid 3 for 6", "seat 1 bid 4
    (Shoot the moon)"."""
    if contract is None:
        return "-"
    words = f"seat {contract.bidder} bid {contract.level}"
    if contract.doubled:
        words += f" for {2 * contract.level}"
    return f"{words} ({contract.special})" if contract.special else words
