"""A pitchspec variant as an OpenSpiel game: the game object and its states.

The state wraps the engine's state (which already follows OpenSpiel's conventions)
and translates actions through the variant's :class:`Encoding`. A game lasts
``max_hands`` scored deals (default 1: one deal, so search stays affordable); 0 plays
the whole match, drawn if it is not decided in :data:`MATCH_HANDS` deals.

Returns. A whole match: +1 for each player on a winning side, -1 for the others, 0 for
a draw (the engine's result). A game of deals: a match decided during them scores
the same +1/-1; otherwise each player gets his side's points minus the best other
side's points, divided by the match target and clipped to [-1, 1].
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

import pyspiel

from pitchspec import model as m
from pitchspec.diagnostics import SpecError
from pitchspec.engine import EngineError, Game, Phase, State
from pitchspec.openspiel.encoding import Encoding
from pitchspec.openspiel.history import PHASE_INDEX, PUBLIC_TARGETS, Event, render
from pitchspec.openspiel.observer import Observer
from pitchspec.pipeline import load

DEFAULTS: dict[str, Any] = {"players": 0, "teams": "default", "spec": "", "max_hands": 1}
"""Game parameters: ``players`` (0: the variant's usual count), ``teams`` ("default",
"yes", "no", or a number of teams: "2" seats six in two teams of three), ``spec`` (a
.pitch file to play instead of the bundled one; "" for the bundled one) and
``max_hands`` (scored deals to play; 0 for the whole match)."""
VOID_DEALS = 20
"""Void deals (all passed, no trump) tolerated in a game of deals before it is a draw."""
MATCH_HANDS = 100
"""Deals after which a whole match not yet decided is a draw. No match of heuristic
players in any bundled variant has lasted 30 deals (docs/statistics.rst); random
bidders, set again and again, can sink below zero for good, and OpenSpiel's
``random_sim_test`` keeps a copy of every state of a game: at the engine's own limit of
1,000 deals (some 50,000 steps) those copies need tens of gigabytes."""


def game_type(name: str, long_name: str) -> pyspiel.GameType:
    """The registration record of one variant (player counts are checked on loading)."""
    return pyspiel.GameType(
        short_name=name, long_name=long_name,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=10, min_num_players=2,
        provides_information_state_string=True, provides_information_state_tensor=True,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification=dict(DEFAULTS))


def seating_asked(teams: str) -> int | None:
    """The ``teams`` parameter as the engine's seating takes it: None for the rules'
    default, 0 for each alone, 1 for the first partnership form, or a number of teams
    (``"2"``: six players in two teams of three, where the rules allow it).

    >>> seating_asked("default"), seating_asked("no"), seating_asked("yes"), seating_asked("2")
    (None, 0, 1, 2)
    """
    named = {"default": None, "yes": 1, "no": 0}
    if teams in named:
        return named[teams]
    if teams.isdigit() and int(teams) >= 2:
        return int(teams)
    raise ValueError("teams must be 'default', 'yes', 'no' or a number of teams of two "
                     f"or more ('2': two teams); got {teams!r}")


@lru_cache(maxsize=64)
def _variant(path: str, stamp: int) -> m.Variant:
    return load(path)


def load_variant(path: Path) -> m.Variant:
    """The variant in a spec file (cached until the file changes), or ValueError."""
    try:
        return _variant(str(path), path.stat().st_mtime_ns)
    except OSError as err:
        raise ValueError(f"cannot read the spec {path}: {err}") from None
    except SpecError as err:
        raise ValueError(f"the spec {path} has errors: {err}") from None


class PitchGame(pyspiel.Game):
    """One variant at one table, as OpenSpiel sees it."""

    def __init__(self, kind: pyspiel.GameType, bundled: Path,
                 params: Mapping[str, Any] | None = None) -> None:
        settings = {**DEFAULTS, **(params or {})}
        spec = str(settings["spec"])
        variant = load_variant(Path(spec) if spec else bundled)
        deals = int(settings["max_hands"])
        if deals < 0:
            raise ValueError("max_hands must be 0 (the whole match) or a number of deals")
        teams = seating_asked(str(settings["teams"]))
        cap = deals + VOID_DEALS if deals else MATCH_HANDS
        try:
            engine = Game(variant, int(settings["players"]) or None, teams, max_hands=cap)
        except EngineError as err:
            raise ValueError(str(err)) from None
        encoding = Encoding.of(variant, engine.num_players)
        super().__init__(kind, _info(engine, encoding, cap), dict(settings))
        self.variant, self.deals, self.engine, self.encoding = variant, deals, engine, encoding
        self.specials = tuple(b.label for b in variant.bidding.special)
        self.target = max(1, variant.winning.target)

    def new_initial_state(self) -> PitchState:
        return PitchState(self)

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: Mapping[str, Any] | None = None) -> Observer:
        if params:
            raise ValueError(f"the observer takes no parameters; got {dict(params)}")
        kind = iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False)
        private = kind.private_info == pyspiel.PrivateInfoType.SINGLE_PLAYER
        return Observer(self, kind.perfect_recall, private)

    def __reduce__(self) -> tuple[Any, ...]:
        """A game pickles as its name and parameters and is loaded afresh from them, as
        OpenSpiel's own games are (as a dict, not OpenSpiel's string: a spec file's
        path may hold a comma)."""
        return (loaded, (self.get_type().short_name, dict(self.get_parameters())))


def _info(engine: Game, enc: Encoding, hands: int) -> pyspiel.GameInfo:
    """Sizes for OpenSpiel; the length bound allows every card played and discarded
    and each player making every decision of the table, in every deal."""
    n = engine.num_players
    per_hand = 3 * len(enc.cards) + n * (len(enc.decisions) + 12)
    return pyspiel.GameInfo(
        num_distinct_actions=len(enc.decisions), max_chance_outcomes=len(enc.chances),
        num_players=n, min_utility=-1.0, max_utility=1.0, utility_sum=None,
        max_game_length=per_hand * hands)


class Table:
    """The game, the engine state and the record of steps. OpenSpiel clones a Python
    state by deep-copying its attributes; this copies the state quickly and shares the
    game (a deep copy of a pyspiel game is not a working game).

    OpenSpiel serializes a Python state by pickling its attributes. A table pickles as
    its game and the engine actions taken so far, and is rebuilt by replaying them from
    the start of a match (the engine is deterministic): none of the engine's own
    objects is pickled, so a state saved by the compiled engine loads in the pure one
    and back."""

    def __init__(self, game: PitchGame, engine: State, events: list[Event],
                 start: int = 0) -> None:
        self.game = game
        self.engine = engine
        self.events = events
        self.start = start
        """Where the deal in progress begins in ``events``."""

    def step(self, engine_action: int) -> None:
        """Apply one engine action and record it (who took it, what kind of step,
        the hand, and whether every seat saw it)."""
        e = self.engine
        chance = e.is_chance_node()
        actor = -1 if chance else e.current_player()
        tag = e.queue[0] if chance else PHASE_INDEX[e.phase]
        hand = e.hand_number
        public = shown(e, chance, tag, engine_action, before=True)
        e.apply_action(engine_action)
        public = public or shown(e, chance, tag, engine_action, before=False)
        self.events.append((actor, tag, engine_action, hand, public))
        if e.hand_number != hand:
            self.start = len(self.events)

    def __deepcopy__(self, memo: dict[int, Any]) -> Table:
        return Table(self.game, self.engine.clone(), list(self.events), self.start)

    def __reduce__(self) -> tuple[Any, ...]:
        return (replayed, (self.game, [event[2] for event in self.events]))


def replayed(game: PitchGame, actions: list[int]) -> Table:
    """The table reached by taking these engine actions from the start of a match."""
    table = Table(game, game.engine.new_initial_state(), [])
    for action in actions:
        table.step(action)
    return table


def loaded(name: str, params: dict[str, Any]) -> PitchGame:
    """The game :meth:`PitchGame.__reduce__` names (importing this module registers the
    variants' games, as unpickling does)."""
    game = pyspiel.load_game(name, params)
    if not isinstance(game, PitchGame):
        raise ValueError(f"{name!r} is not a pitchspec game")
    return game


class PitchState(pyspiel.State):
    """A deal (or match) in progress."""

    def __init__(self, game: PitchGame) -> None:
        super().__init__(game)
        self.table = Table(game, game.engine.new_initial_state(), [])

    @property
    def pitch(self) -> PitchGame:
        return self.table.game

    @property
    def engine(self) -> State:
        return self.table.engine

    @property
    def events(self) -> list[Event]:
        return self.table.events

    def current_player(self) -> int:
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        if self.engine.is_chance_node():
            return int(pyspiel.PlayerId.CHANCE)
        return self.engine.current_player()

    def is_terminal(self) -> bool:
        e = self.engine
        return e.is_terminal() or (self.pitch.deals > 0
                                   and len(e.hands_played) >= self.pitch.deals)

    def _legal_actions(self, player: int) -> list[int]:
        if self.is_terminal():
            return []
        enc = self.pitch.encoding
        if self.engine.is_chance_node():
            return [enc.chance(a) for a, _ in self.engine.chance_outcomes()]
        if player != self.engine.current_player():
            return []
        return [enc.decision(a) for a in self.engine.legal_actions()]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if not self.is_chance_node():
            raise ValueError("chance_outcomes called at a decision")
        enc = self.pitch.encoding
        return [(enc.chance(a), p) for a, p in self.engine.chance_outcomes()]

    def _apply_action(self, action: int) -> None:
        self.table.step(self.pitch.encoding.engine(action, self.engine.is_chance_node()))

    def apply_engine(self, engine_action: int) -> None:
        """Apply an action given by its engine number (cards by id, bids by level...)."""
        enc = self.pitch.encoding
        chance = self.engine.is_chance_node()
        self.apply_action(enc.chance(engine_action) if chance else enc.decision(engine_action))

    def _action_to_string(self, player: int, action: int) -> str:
        engine_action = self.pitch.encoding.engine(action, player == pyspiel.PlayerId.CHANCE)
        return self.engine.action_to_string(engine_action)

    def returns(self) -> list[float]:
        e = self.engine
        if not self.is_terminal():
            return [0.0] * e.n
        if self.pitch.deals == 0 or e.winners is not None:
            return e.returns()
        return [self._margin(seat) for seat in range(e.n)]

    def _margin(self, seat: int) -> float:
        e = self.engine
        side = e.sides[seat]
        others = [s for i, s in enumerate(e.scores) if i != side]
        best = max(others) if others else 0
        return max(-1.0, min(1.0, (e.scores[side] - best) / self.pitch.target))

    def record(self, seat: int | None, since: int = 0) -> list[str]:
        """The steps so far (from step ``since``) as ``seat`` knows them (None: every
        card shown)."""
        n, specials = self.engine.n, self.pitch.specials
        return [render(ev, seat, n, specials) for ev in self.events[since:]]

    def resample_from_infostate(self, player: int,
                                sampler: Callable[[], float]) -> PitchState:
        """A state ``player`` cannot tell from this one: the same public steps and his
        own cards, the others' hidden cards dealt afresh (see :mod:`.resample`)."""
        from pitchspec.openspiel.resample import resample

        return resample(self, player, random.Random(int(sampler() * 2**53)))

    def __str__(self) -> str:
        """Every card of the deal in progress (earlier deals show only as scores)."""
        e = self.engine
        hands = " | ".join(" ".join(e.action_to_string(c) for c in _cards(h))
                           for h in getattr(e, "hands", ()))
        scores = ", ".join(str(score) for score in e.scores)
        lines = [f"hand {e.hand_number} phase {e.phase.value} dealer {e.dealer} "
                 f"scores {scores} steps {len(self.events)}", f"hands: {hands}"]
        lines += self.record(None, self.table.start)
        return "\n".join(lines)


def shown(e: State, chance: bool, tag: int, action: int, before: bool) -> bool:
    """Whether every seat sees this step: ``before`` it is applied (a card off a face-up
    stock once the deal is done), or after (a turn-up; a decision, unless it is an
    exchange card that did not land face up)."""
    open_stock = e.variant.deal.stock is m.StockFace.UP
    if before:
        return (chance and open_stock and e.phase not in (Phase.CUT, Phase.DEAL)
                and bool(e.stock >> action & 1))
    if chance:
        return tag in PUBLIC_TARGETS
    if tag != PHASE_INDEX[Phase.EXCHANGE] or not 0 <= action < 54:
        return True
    face_up = e.scrap | (e.stock if open_stock else 0)
    return bool(face_up >> action & 1)


def _cards(mask: int) -> list[int]:
    return [c for c in range(54) if mask >> c & 1]
