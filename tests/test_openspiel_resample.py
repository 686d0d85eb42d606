"""Resampling for information-set search (issue 13): every bundled variant.

``resample_from_infostate`` must give a deal the acting seat cannot tell from the real
one (the same information state), and really deal the unseen cards afresh. Worked
examples: Blind-blind (V14, source 000 "Pitch games with 10 points: Blind-blind"),
where the maker takes a 30-card widow and the others' non-trumps are thrown out, and
Auction Pitch (V03) for ISMCTS against pitchspec's random agents (the heuristic
player of the agents issue was not merged yet when this was written).
"""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip(
    "pyspiel", reason="open_spiel is not installed (pip install 'pitchspec[openspiel]')")

import numpy as np  # noqa: E402

import pitchspec.openspiel as po  # noqa: E402
from pitchspec.catalogue import names  # noqa: E402
from pitchspec.engine.agents import RandomAgent  # noqa: E402
from pitchspec.engine.observation import observe  # noqa: E402
from pitchspec.model import StockFace  # noqa: E402
from pitchspec.openspiel.game import PitchGame, PitchState  # noqa: E402
from pitchspec.openspiel.resample import resample  # noqa: E402

OPEN = ["bonanza_pitch", "contway_pitch", "dai_fem", "five_nine_ne_connecticut",
        "man_o_war_pitch", "new_yorker_pitch", "nine_five", "nine_five_hot",
        "nine_five_nw_connecticut"]
"""Variants where the search can still run out of budget at some points of a deal and
the rejection fallback fail too (measured: 19 of 369 calls, and one point of
Man-o'-War here); issue 13 stays open for them (see README): face-down discards and
refills, and Nine-Five's forced bid on a nine with a suit mate, which no single card
tells."""
SOLVED = [n for n in names() if n not in OPEN]


def _exchanges(name: str) -> bool:
    return bool(pyspiel.load_game(po.PREFIX + name).variant.exchange.steps)


SWEPT = [n for n in SOLVED if not _exchanges(n) or n == "blind_blind"]
"""The larger sweep: variants without discards and refills (and Blind-blind); in the
others the search can still give up at a rare point (Carthage in this sweep)."""


def _decision_points(name: str, seed: int, every: int) -> list[PitchState]:
    """Every ``every``-th decision point of one random deal."""
    game = pyspiel.load_game(po.PREFIX + name)
    rng, state, points, made = random.Random(seed), game.new_initial_state(), [], 0
    while not state.is_terminal():
        if not state.is_chance_node():
            made += 1
            if made % every == 0:
                points.append(state.clone())
        state.apply_action(rng.choice(state.legal_actions()))
    return points


def _hidden(state: PitchState, seat: int) -> list[int]:
    return [h for s, h in enumerate(state.engine.hands) if s != seat]


def _check(state: PitchState, samples: int, seed: int) -> bool:
    """Each sample keeps the seat's information state; True if one differed."""
    seat = state.current_player()
    wanted = state.information_state_string(seat)
    differs = False
    for i in range(samples):
        sample = resample(state, seat, random.Random(seed * 100 + i))
        assert sample.information_state_string(seat) == wanted
        assert sample.legal_actions() == state.legal_actions()
        differs |= _hidden(sample, seat) != _hidden(state, seat)
    return differs


@pytest.mark.parametrize("name", SOLVED)
def test_resample_keeps_the_view_in_every_variant(name: str) -> None:
    """With a face-up stock (California Jack, two hands) a player can tell the other's
    hand from the stock, so there is nothing to deal afresh; elsewhere a sample differs."""
    points = _decision_points(name, 1, 7)
    differs = [_check(state, 2, i) for i, state in enumerate(points)]
    face_up = points[0].pitch.variant.deal.stock is StockFace.UP
    assert points and (face_up or any(differs))


def test_resample_is_deterministic_for_a_seed() -> None:
    state = _decision_points("blind_blind", 2, 9)[3]
    seat = state.current_player()
    one = resample(state, seat, random.Random(5))
    two = resample(state, seat, random.Random(5))
    assert one.history() == two.history()


def test_blind_blind_after_the_widow() -> None:
    """Blind-blind: after the maker took the widow and the others' non-trumps were
    thrown out, each other player is dealt as many trumps as he kept."""
    state = _decision_points("blind_blind", 3, 1)[-1]
    seat = state.current_player()
    sizes = [h.bit_count() for h in state.engine.hands]
    for i in range(5):
        sample = resample(state, seat, random.Random(i))
        assert [h.bit_count() for h in sample.engine.hands] == sizes
        assert sample.information_state_string(seat) == state.information_state_string(seat)


@pytest.mark.slow
@pytest.mark.parametrize("name", SWEPT)
def test_resample_at_many_points(name: str) -> None:
    for i, state in enumerate(_decision_points(name, 11, 4)):
        _check(state, 2, 11 + i)


def _ismcts(game: PitchGame, seed: int, simulations: int) -> object:
    from open_spiel.python.algorithms import ismcts, mcts

    rs = np.random.RandomState(seed)
    return ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rs), 2.0, simulations,
                            random_state=rs)


def _play(game: PitchGame, bot: object, seat: int, seed: int) -> PitchState:
    """One deal: the bot in ``seat``, pitchspec's random agent elsewhere."""
    rng = random.Random(seed)
    agent = RandomAgent(random.Random(seed))
    state: PitchState = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice(state.legal_actions()))
        elif state.current_player() == seat:
            state.apply_action(int(bot.step(state)))  # type: ignore[attr-defined]
        else:
            state.apply_engine(agent.act(observe(state.engine, state.current_player())))
    return state


@pytest.mark.parametrize("name", ["blind_blind", "california_jack", "auction_pitch"])
def test_ismcts_plays_a_deal(name: str) -> None:
    game = pyspiel.load_game(po.PREFIX + name)
    state = _play(game, _ismcts(game, 1, 2), 0, 1)
    assert len(state.engine.hands_played) == 1


@pytest.mark.slow
@pytest.mark.parametrize("name", SOLVED)
def test_ismcts_plays_a_deal_in_every_variant(name: str) -> None:
    game = pyspiel.load_game(po.PREFIX + name)
    state = _play(game, _ismcts(game, 2, 2), 1, 2)
    assert state.is_terminal()


def test_ismcts_against_random_agents() -> None:
    """Auction Pitch, four hands: ISMCTS in seat 0 against three random agents."""
    game = pyspiel.load_game("pitchspec_auction_pitch")
    bot = _ismcts(game, 3, 8)
    returns = [_play(game, bot, 0, seed).returns()[0] for seed in range(2)]
    assert all(-1.0 <= r <= 1.0 for r in returns)


@pytest.mark.slow
@pytest.mark.xfail(reason="issue 13 open: exchanges with refills can exhaust the search",
                   raises=po.ResampleError, strict=False)
@pytest.mark.parametrize("name", [n for n in names() if n not in SWEPT])
def test_resample_in_variants_with_exchanges(name: str) -> None:
    for i, state in enumerate(_decision_points(name, 1, 9)[:4]):
        _check(state, 1, i)
