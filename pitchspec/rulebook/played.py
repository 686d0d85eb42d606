"""A deal file played by the engine under one variant, as the rulebook shows it.

Every deal a page shows (a counterexample, a claim's witness, the deal on which a
variant and its parent differ) is played here, at build time, under the variant the
page attributes it to: the cards come from the file, every decision is the file's own
move, the tricks, points and scores are the engine's. Nothing is taken from a story
written earlier, so a page cannot show a trick the variant would not play.

Play ends after the file's last deal (the match goes on, unless a side has won), or
earlier where the file's moves run out (no player is invented to finish the deal), or
where a move of the file is one the variant does not allow (``refused``).

>>> from pitchspec import load
>>> import json
>>> deal = json.loads(open("tests/fixtures/deals/auction_pitch_bid_three.json").read())
>>> match = play(load("spec/auction_pitch.pitch"), deal)
>>> [t.winner for t in match.deals[0].tricks]
[2, 2, 2, 1, 3, 3]
>>> match.deals[0].after
(1, 0, 3, 0)
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pitchspec import model as m
from pitchspec.agents.scripted import ScriptError, Vocabulary
from pitchspec.engine import SUITS, EngineError, Game, Observation, State, cards_in, observe
from pitchspec.engine import actions as A
from pitchspec.matches.logs.deal_file import parse_deal_text
from pitchspec.matches.logs.log import DealShown, Event, HandLine, TrickLine
from pitchspec.matches.logs.recorder import Recorder

SEED = 1
"""Chance the file leaves open (rare: verifier and diff files fix every card) is
drawn from this seed, so a page is the same at every build."""


@dataclass(frozen=True)
class Decision:
    """One decision of a seat outside the tricks: a bid, a pass, a discard, a beg."""

    seat: int
    phase: str
    """The engine's phase: ``bid``, ``exchange``, ``beg``, ``declare``..."""
    action: int
    step: str | None = None
    """In the exchange, the kind of step the card was chosen for (``discard``, ``take``)."""


@dataclass(frozen=True)
class Trick:
    """One trick: its number, who led, the cards in play order, who won it."""

    number: int
    leader: int
    plays: tuple[tuple[int, int], ...]
    winner: int


@dataclass(frozen=True)
class Award:
    """A point scored: the point's name in the spec, the side, its value, the card."""

    point: str
    side: int
    value: int
    card: int | None
    during: bool
    """Scored while the deal was going on (a turned Jack, a trick's trumps)."""


@dataclass(frozen=True)
class Contract:
    """The winning bid: the bidder, its level, doubled or not, a special bid's name."""

    bidder: int
    level: int
    doubled: bool
    special: str | None


@dataclass(frozen=True)
class PlayedDeal:
    """One deal as the engine played it from the file."""

    number: int
    dealer: int
    dealt: tuple[tuple[int, ...], ...]
    """Each seat's cards as dealt."""
    turned: tuple[int, ...]
    decisions: tuple[Decision, ...]
    tricks: tuple[Trick, ...]
    trump: int | None
    """The trump suit's index (spades 0, hearts 1, diamonds 2, clubs 3), if fixed."""
    contract: Contract | None
    made: bool | None
    awards: tuple[Award, ...]
    before: tuple[int, ...]
    """Every side's score when the deal began."""
    after: tuple[int, ...] | None
    """Every side's score after it, None when the deal was not finished."""
    at_lead: tuple[tuple[int, ...], ...] | None = None
    """Each seat's cards when the first card was led (None: no card was led); they
    differ from those dealt where the variant discards, draws or runs the cards."""

    @property
    def held_at_lead(self) -> tuple[int, ...] | None:
        """How many cards each seat held when the first card was led."""
        return None if self.at_lead is None else tuple(len(h) for h in self.at_lead)

    @property
    def finished(self) -> bool:
        return self.after is not None


@dataclass(frozen=True)
class PlayedMatch:
    """A deal file played out: its table, its deals and how the match stood at the end."""

    variant: str
    players: int
    sides: tuple[int, ...]
    """Each seat's side."""
    clockwise: bool
    deals: tuple[PlayedDeal, ...]
    winners: tuple[int, ...]
    draw: bool
    stopped: str | None = None
    """Why play stopped before the match or the file's last deal was over: the file's
    moves ran out (``moves``), or a move was refused (see ``refused``)."""
    refused: str | None = None
    """The engine's reason for refusing a move of the file under this variant."""

    @property
    def over(self) -> bool:
        return bool(self.winners) or self.draw


class NotPlayable(ValueError):
    """The file cannot be fitted to this variant's table at all (its cards, its seats)."""


class _Stop(Exception):
    """A seat whose moves in the file have run out."""


class _Stopper:
    def act(self, observation: Observation) -> int:
        raise _Stop


def play(variant: m.Variant, deal: Mapping[str, Any]) -> PlayedMatch:
    """Play the deal file ``deal`` (its JSON data) under ``variant``, up to its last
    deal or until its moves run out. Raises :class:`NotPlayable` when the file does not
    fit the variant (cards not in its pack, hands of the wrong size)."""
    data = copy.deepcopy(dict(deal))
    data["variant"] = variant.name  # the same cards and moves, under this variant
    document = parse_deal_text(_json(data), f"<{variant.name} deal>")
    try:
        game = Game(variant, document.players, document.teams)  # at the file's table
        scripted = document.compile(game)
    except EngineError as err:
        raise NotPlayable("; ".join(d.message for d in err.diagnostics)) from None
    seats = scripted.agents([_Stopper() for _ in range(game.num_players)],
                            Vocabulary.of(variant))
    deals = len(data.get("deals", []))
    return _Playing(game, scripted.chance, seats, deals).run(scripted.first_dealer,
                                                              scripted.scores)


def _json(data: Mapping[str, Any]) -> str:
    import json

    return json.dumps(data)


class _Playing:
    """The loop of :func:`pitchspec.matches.driver.play_match`, stopping where the
    file's moves stop, recording what the page shows."""

    def __init__(self, game: Game, chance: Any, seats: Sequence[Any], deals: int) -> None:
        self.game, self.chance, self.seats, self.deals = game, chance, seats, deals
        self.events: list[Event] = []
        self.recorder = Recorder((self.events.append,))
        self.decisions: dict[int, list[Decision]] = {}
        self.held: dict[int, tuple[tuple[int, ...], ...]] = {}
        self.trump: dict[int, int | None] = {}
        self.before: dict[int, tuple[int, ...]] = {}

    def run(self, first_dealer: int | None, scores: list[int] | None) -> PlayedMatch:
        state = self.game.new_initial_state(first_dealer, scores)
        rng = random.Random(SEED)
        stopped = refused = None
        try:
            while not state.is_terminal():
                self._note(state)
                player = state.current_player()
                if state.is_chance_node():
                    action = self.chance(state)
                    if action is None:
                        action = state.sample_chance(rng)
                else:
                    self.recorder.state = state
                    self.recorder.flush()
                    action = self.seats[player].act(observe(state, player))
                    self._decided(state, player, action)
                self.recorder.on_action(state, player, action)
                state.apply_action(action)
            self.recorder.finish(state)
        except _Stop:
            self.recorder.flush()
            if state.hand_number < self.deals:  # else: every deal of the file was played
                stopped = "moves"
        except ScriptError as err:
            self.recorder.flush()
            stopped, refused = "refused", err.reason
        except EngineError as err:
            self.recorder.flush()
            stopped, refused = "refused", "; ".join(d.message for d in err.diagnostics)
        return self._match(state, stopped, refused)

    def _note(self, state: State) -> None:
        hand = state.hand_number
        self.before.setdefault(hand, tuple(state.scores))
        if state.trump is not None:
            self.trump[hand] = state.trump
        if state.phase.value == "play" and hand not in self.held and not state.plays \
                and not state.tricks:
            self.held[hand] = tuple(tuple(cards_in(h)) for h in state.hands)

    def _decided(self, state: State, player: int, action: int) -> None:
        phase = state.phase.value
        if phase == "play" and 0 <= action < 54:
            return  # shown with its trick
        step = None
        if phase == "exchange" and 0 <= action < 54 and state.step_index < len(state.steps):
            step = state.steps[state.step_index].kind.value
        self.decisions.setdefault(state.hand_number, []).append(
            Decision(player, phase, action, step))

    def _match(self, state: State, stopped: str | None, refused: str | None) -> PlayedMatch:
        deals = self._deals(state)
        return PlayedMatch(self.game.variant.name, self.game.num_players,
                           tuple(self.game.seating.sides), bool(self.game.clockwise),
                           tuple(deals), tuple(state.winners or ()), bool(state.drawn),
                           stopped, refused)

    def _deals(self, state: State) -> list[PlayedDeal]:
        shown = {e.hand - 1: e for e in self.events if isinstance(e, DealShown)}
        scored = {e.hand - 1: e for e in self.events if isinstance(e, HandLine)}
        tricks: dict[int, list[Trick]] = {}
        for e in self.events:
            if isinstance(e, TrickLine):
                tricks.setdefault(e.hand - 1, []).append(
                    Trick(e.number, e.trick.leader, tuple(e.trick.plays), e.trick.winner))
        out = []
        for hand in sorted(h for h in shown if h < self.deals):
            seen = shown[hand]
            line = scored.get(hand)
            awards, after = _awards(line), line.scores if line is not None else None
            if line is None and state.is_terminal() and hand == state.hand_number:
                # the match ended during the deal (counting out): what it scored so far
                awards = tuple(Award(a.point, a.side, a.value, a.card, True)
                               for a in state.awards_during)
                after = tuple(state.scores)
            out.append(PlayedDeal(
                number=hand + 1, dealer=seen.dealer, dealt=seen.dealt, turned=seen.turned,
                decisions=tuple(self.decisions.get(hand, ())),
                tricks=tuple(tricks.get(hand, ())),
                trump=_trump(line) if line is not None else self.trump.get(hand),
                contract=_contract(line), made=line.made if line is not None else None,
                awards=awards, before=self.before.get(hand, tuple(state.scores)),
                after=after, at_lead=self.held.get(hand)))
        return out


def _trump(line: HandLine) -> int | None:
    names = [s.value for s in SUITS]
    return names.index(line.trump) if line.trump in names else None


def _contract(line: HandLine | None) -> Contract | None:
    if line is None or line.contract is None:
        return None
    c = line.contract
    return Contract(c.bidder, c.level, c.doubled, c.special)


def _awards(line: HandLine | None) -> tuple[Award, ...]:
    if line is None:
        return ()
    return (*(Award(a.point, a.side, a.value, a.card, True) for a in line.during),
            *(Award(a.point, a.side, a.value, a.card, False) for a in line.awards))


def decision_kind(d: Decision) -> str:
    """What a decision is, for the words that tell it: ``pass``, ``bid``, ``card``..."""
    a = d.action
    if 0 <= a < 54:
        return "card"
    if a == A.PASS:
        return "pass"
    if A.BID_BASE < a < A.SPECIAL_BASE:
        return "bid"
    if A.SPECIAL_BASE <= a < A.DECLARE_BASE:
        return "special"
    if A.DECLARE_BASE <= a < A.DECLARE_BASE + 4:
        return "trump"
    if A.SUB_BASE <= a < A.SUB_BASE + 4:
        return "sub"
    if A.PROCEDURE_BASE <= a < A.DEALER_BASE:
        return "procedure"
    return "other"
