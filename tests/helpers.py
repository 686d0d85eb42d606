"""Helpers for engine tests: cards by name, scripted seats and scripted hands.

A worked example fixes a deal exactly with a :class:`DealScript` and plays a given
list of actions (ints or labels such as ``"bid 2"``, ``"pass"``, ``"JS"``, ``"trump
hearts"``, ``"beg"``, ``"run"``) through a fresh state, so every award and score it
asserts follows from the rules alone.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path

from pitchspec.agents.basic import Vocabulary, seeded_agents
from pitchspec.cards import parse_card
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.tables import JOKER_ID, SUITS, card_id, card_name
from pitchspec.engine.game import Game
from pitchspec.engine.observation import Observation
from pitchspec.engine.step import State
from pitchspec.matches.logs.deal_file import read_deal_file
from pitchspec.matches.logs.deals import DealScript, HandScript
from pitchspec.matches.logs.log import Record, record_match
from pitchspec.model import Variant
from pitchspec.pipeline import check_text, load

ROOT = Path(__file__).resolve().parents[1]
SPEC_DIR = ROOT / "spec"
SPEC_NAMES: tuple[str, ...] = tuple(sorted(p.stem for p in SPEC_DIR.glob("*.pitch")))

Action = int | str

_JOKERS = {"BJ": 52, "JOKER": 52, "BIG_JOKER": 52, "LJ": 53, "LITTLE_JOKER": 53}
_ALIASES = {"give": A.GIVE, "take one": A.GIVE, "run": A.RUN, "blind": A.NO_LOOK,
            "look": A.LOOK, "concede": A.CONCEDE, "throw in": A.THROW_IN,
            "refuse": A.REFUSE}
SUIT_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3, "spades": 0, "hearts": 1, "diamonds": 2,
              "clubs": 3}


def card(text: str) -> int:
    """One card id from its short name: ``AS``, ``10H``, ``JC``, ``BJ``/``LJ`` (jokers)."""
    t = text.strip()
    if t.upper() in _JOKERS:
        return _JOKERS[t.upper()]
    parsed = parse_card(t)
    if parsed is None:
        raise ValueError(f"not a card: {text!r}")
    if parsed.joker is not None:
        return JOKER_ID[parsed.joker]
    assert parsed.suit is not None and parsed.rank is not None
    return card_id(SUITS.index(parsed.suit), parsed.rank)


def cards(text: str) -> list[int]:
    """Card ids from a space-separated list: ``cards("AS 10H JC")``."""
    return [card(t) for t in text.split()]


def fill(hands: dict[int, str], size: int, avoid: str = "",
         deck: Iterable[int] = range(52), players: int = 4) -> dict[int, list[int]]:
    """Complete each seat's hand (seats 0 to players-1) to ``size`` cards with the
    lowest unused cards of ``deck``, never using a card named in ``avoid``."""
    given = {s: cards(hands.get(s, "")) for s in range(players)}
    used = {c for h in given.values() for c in h} | set(cards(avoid))
    spare = [c for c in deck if c not in used]
    for seat in sorted(given):
        while len(given[seat]) < size:
            given[seat].append(spare.pop(0))
    return given


def names(ids: Iterable[int]) -> list[str]:
    return [card_name(c) for c in ids]


@cache
def spec(name: str) -> Variant:
    """The resolved variant of ``spec/<name>.pitch``."""
    return load(SPEC_DIR / f"{name}.pitch", include=[SPEC_DIR])


def spec_text(text: str, name: str = "example") -> Variant:
    """A variant from spec text (an option on a catalogue spec, usually ``extends``)."""
    result = check_text(text, SPEC_DIR / f"{name}.pitch", include=[SPEC_DIR])
    errors = [d for d in result.diagnostics if d.is_error]
    assert result.variant is not None and not errors, errors
    return result.variant


@cache
def _labels(specials: tuple[str, ...]) -> dict[str, int]:
    labels = {A.describe(a, specials).lower(): a for a in range(0, 500)}
    labels.update(_ALIASES)
    for name, s in SUIT_INDEX.items():
        labels[f"trump {name.lower()}"] = A.DECLARE_BASE + s
        labels[f"sub {name.lower()}"] = A.SUB_BASE + s
    return labels


def action(label: Action, state: State | None = None) -> int:
    """An action int from an int or a label (``"pass"``, ``"bid 3"``, ``"bid 6 for 12"``,
    ``"JS"``, ``"trump hearts"``, ``"stand"``, ``"beg"``, ``"give"``, ``"run"``,
    ``"bid Shoot the moon"``, ``"done"``); special bids need the state."""
    if isinstance(label, int):
        return label
    specials = tuple(b.label for b in state.specials) if state is not None else ()
    found = _labels(specials).get(label.strip().lower())
    if found is not None:
        return found
    return card(label)


def legal_labels(state: State) -> list[str]:
    return [state.action_to_string(a) for a in state.legal_actions()]


class ScriptedSeat:
    """An agent that plays the given actions in order (checking each is legal)."""

    def __init__(self, actions: Sequence[Action]) -> None:
        self.actions = list(actions)
        self.played: list[int] = []

    def act(self, observation: Observation) -> int:
        if not self.actions:
            raise AssertionError(f"seat {observation.seat} has no scripted action left")
        label = self.actions.pop(0)
        chosen = action(label) if isinstance(label, str) else label
        if chosen not in observation.legal:
            raise AssertionError(f"seat {observation.seat}: scripted {label!r} is not legal "
                                 f"in phase {observation.phase}; legal: {observation.legal}")
        self.played.append(chosen)
        return chosen


def hand_script(hands: dict[int, str | Sequence[int]], stock: str | Sequence[int] = (),
                kitty: str | Sequence[int] = (), widow: str | Sequence[int] = (),
                trump: int | None = None, lost: str | Sequence[int] = ()) -> HandScript:
    def ids(x: str | Sequence[int]) -> list[int]:
        return cards(x) if isinstance(x, str) else list(x)

    return HandScript(hands={s: ids(h) for s, h in hands.items()}, stock=ids(stock),
                      kitty=ids(kitty), widow=ids(widow), trump=trump, lost=ids(lost))


def game_for(variant: Variant | str, players: int | None = None, teams: bool | None = None,
             max_hands: int = 1) -> Game:
    v = spec(variant) if isinstance(variant, str) else variant
    return Game(v, players=players, teams=teams, max_hands=max_hands)


def play_scripted(variant: Variant | str, players: int | None, dealer: int,
                  hands: dict[int, str | Sequence[int]] | None,
                  actions: Sequence[Action] = (),
                  stock: str | Sequence[int] = (), kitty: str | Sequence[int] = (),
                  widow: str | Sequence[int] = (), teams: bool | None = None,
                  max_hands: int = 1, scores: Sequence[int] | None = None,
                  more_deals: Sequence[HandScript] = (), auto: bool = False,
                  lost: str | Sequence[int] = (), trump: int | None = None) -> State:
    """Play one scripted hand of ``spec/<variant>.pitch`` (or a Variant).

    The first dealer is ``dealer``; ``hands`` gives each seat's cards (dealt from elder
    in the variant's packets; ``None``: random cards), ``stock`` the order further cards
    come off the stock (turn-up, runs, refills), ``lost`` the cards lookers lose.
    Decisions come from ``actions`` in order. Returns the state once the match is over
    (after the first hand with ``max_hands=1``) or when the script runs out at a
    decision; with ``auto`` the remaining decisions take the lowest-numbered legal
    action.
    ``scores`` sets the match scores before the deal."""
    game = game_for(variant, players, teams, max_hands)
    first = [] if hands is None else [hand_script(hands, stock, kitty, widow, trump, lost)]
    script = DealScript(first_dealer=dealer, deals=[*first, *more_deals])
    state = game.new_initial_state(dealer)
    if scores is not None:
        state.scores[:] = list(scores)
    rng = random.Random(0)
    todo = list(actions)
    while not state.is_terminal():
        if state.is_chance_node():
            outcome = script(state)
            state.apply_action(outcome if outcome is not None else state.sample_chance(rng))
            continue
        if not todo and not auto:
            break
        label = todo.pop(0) if todo else state.legal_actions()[0]
        chosen = action(label, state)
        if chosen not in state.legal_actions():
            raise AssertionError(
                f"scripted {label!r} is not legal for seat {state.current_player()} in "
                f"phase {state.phase.value}; legal: {legal_labels(state)}")
        state.apply_action(chosen)
    if todo:
        raise AssertionError(f"the match ended with actions left over: {todo}")
    return state


def last_hand(state: State) -> dict[str, object]:
    assert state.hands_played, "no hand was finished"
    return state.hands_played[-1]


def awards(state: State) -> list[tuple[str, int, int]]:
    """The finished hand's end-of-deal awards as (point, side, value), in counting order."""
    return [(a.point, a.side, a.value) for a in last_hand(state)["awards"]]  # type: ignore[attr-defined]


def during(state: State) -> list[tuple[str, int, int]]:
    """Awards scored during the deal (turn-up, gift, sale, trick trumps)."""
    return [(a.point, a.side, a.value) for a in state.awards_during]


def trick_cards(state: State) -> list[list[str]]:
    return [[card_name(c) for _, c in t.plays] for t in state.tricks]


def play_deal_file(game: Game, path: Path, seed: int = 1) -> list[Record]:
    """Every record of the match a deal file starts in ``game``: its deals, dealer and
    starting scores as the file fixes them, seeded players deciding what it leaves open."""
    deal = read_deal_file(path).compile(game)
    agents = deal.agents(seeded_agents(game.num_players, seed), Vocabulary.of(game.variant))
    _, records = record_match(game, agents, random.Random(seed), deal.chance,
                              deal.first_dealer, scores=deal.scores)
    return records
