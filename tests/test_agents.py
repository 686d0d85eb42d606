"""Players worth playing against (pitchspec.agents): the heuristic beats random
players, ends matches well inside the hand limit in every bundled variant, and
neither it nor pimc decides on cards its seat cannot see."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from click.testing import CliRunner

from pitchspec import catalogue
from pitchspec.agents import AgentNameError, make_agent, make_agents, parse_agents
from pitchspec.agents.basic import Agent
from pitchspec.agents.sample import Memory, sample_hands, voids
from pitchspec.cli import main
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.game import Game
from pitchspec.engine.observation import observe
from pitchspec.engine.step import State
from pitchspec.matches.driver import play_match
from pitchspec.pipeline import load

from conftest import SPEC_DIR


def game_of(name: str, **kwargs: int) -> Game:
    return Game(load(SPEC_DIR / f"{name}.pitch"), **kwargs)  # type: ignore[arg-type]


def heuristic_wins(game: Game, matches: int) -> int:
    """Matches won by the heuristic seats, heuristic and random seats alternating and
    changing places every match."""
    won = 0
    for index in range(matches):
        names = ["heuristic", "random"] * 2 if index % 2 == 0 else ["random", "heuristic"] * 2
        result = play_match(game, make_agents(names, game, index), random.Random(index))
        won += any(names[seat] == "heuristic" for seat in range(4)
                   if game.seating.sides[seat] in result.winners)
    return won


def test_heuristic_beats_random_at_auction_pitch() -> None:
    # Auction Pitch (000), four playing alone, to 11
    assert heuristic_wins(game_of("auction_pitch"), 20) >= 16


@pytest.mark.slow
def test_heuristic_beats_random_in_four_of_five_of_200_matches() -> None:
    assert heuristic_wins(game_of("auction_pitch"), 200) >= 160


def test_heuristic_auction_pitch_ends_well_inside_the_limit() -> None:
    game = game_of("auction_pitch", max_hands=60)
    hands = []
    for seed in range(10):
        result = play_match(game, make_agents(["heuristic"], game, seed), random.Random(seed))
        assert not result.state.drawn
        hands.append(result.hands)
    assert 5 <= sum(hands) / len(hands) <= 20


@pytest.mark.slow
@pytest.mark.parametrize("name", catalogue.names())
def test_no_bundled_variant_reaches_the_hand_limit_with_heuristic_players(name: str) -> None:
    try:
        game = Game(load(SPEC_DIR / f"{name}.pitch"), max_hands=200)
    except EngineError:
        pytest.skip("the engine cannot play this variant")
    for seed in range(3):
        result = play_match(game, make_agents(["heuristic"], game, seed), random.Random(seed))
        assert not result.state.drawn, (name, seed)


def actions_of(game: Game, agents: Sequence[Agent], seed: int, limit: int) -> list[int]:
    state = game.new_initial_state(0)
    rng, actions = random.Random(seed), list[int]()
    while not state.is_terminal() and len(actions) < limit:
        player = state.current_player()
        action = state.sample_chance(rng) if state.is_chance_node() else \
            agents[player].act(observe(state, player))
        state.apply_action(action)
        actions.append(action)
    return actions


@pytest.mark.parametrize("name", ["heuristic", "pimc"])
def test_a_seed_reproduces_the_players_choices(name: str) -> None:
    game = game_of("auction_pitch")

    def agents() -> list[Agent]:
        return [make_agent(name if s == 0 else "heuristic", game, s, 9, budget=4)
                for s in range(4)]

    assert actions_of(game, agents(), 3, 80) == actions_of(game, agents(), 3, 80)


# --------------------------------------------------------------------------- hidden cards


def swapped(actions: list[int], mapping: dict[int, int], game: Game) -> State | None:
    """The same actions on a deal where the chance steps hand out ``mapping``'s cards
    instead (None when that makes an action illegal)."""
    state = game.new_initial_state(0)
    try:
        for action in actions:
            chance = state.is_chance_node()
            state.apply_action(mapping.get(action, action) if chance else action)
    except ValueError:
        return None
    return state


def hidden_swap(game: Game, seed: int, names: Sequence[str]) -> tuple[list[int], State,
                                                                      State] | None:
    """A match up to a play decision of seat 0 in the second trick or later, and the
    same position with the unplayed cards of seats 1 and 2 swapped."""
    agents = [make_agent(n, game, s, seed, budget=6) for s, n in enumerate(names)]
    state, rng, actions = game.new_initial_state(0), random.Random(seed), list[int]()
    while not state.is_terminal():
        player = state.current_player()
        if player == 0 and state.phase.value == "play" and state.tricks:
            one, two = observe(state, 1).hand, observe(state, 2).hand
            if len(one) == len(two) and one:
                mapping = dict(zip(one, two, strict=True)) | dict(zip(two, one, strict=True))
                other = swapped(actions, mapping, game)
                if other is not None:
                    return actions, state, other
        action = state.sample_chance(rng) if state.is_chance_node() else \
            agents[player].act(observe(state, player))
        state.apply_action(action)
        actions.append(action)
    return None


@pytest.mark.parametrize("name", ["heuristic", "pimc"])
def test_a_decision_does_not_depend_on_cards_the_seat_cannot_see(name: str) -> None:
    # Auction Pitch: swap the unplayed cards of seats 1 and 2; seat 0 sees the same,
    # so a player with the same seed decides the same, at every one of its turns.
    game = game_of("auction_pitch")
    names = [name, "heuristic", "heuristic", "heuristic"]
    found = next(filter(None, (hidden_swap(game, seed, names) for seed in range(20))))
    actions, real, other = found
    assert observe(real, 1).hand != observe(other, 1).hand
    assert observe(real, 0) == observe(other, 0)
    decisions = []
    for state in (real, other):
        agent = make_agent(name, game, 0, 5, budget=6)
        replay = game.new_initial_state(0)
        mine = []
        for action in [*actions, None]:
            if replay.current_player() == 0:
                mine.append(agent.act(observe(replay, 0)))
            if action is None:
                break
            mapping = {}
            if state is other and replay.is_chance_node():
                one, two = observe(real, 1).hand, observe(real, 2).hand
                mapping = dict(zip(one, two, strict=True)) | dict(zip(two, one, strict=True))
            replay.apply_action(mapping.get(action, action))
        decisions.append(mine)
        assert getattr(agent, "rebuilt", 1) > 0  # pimc searched sampled deals
    assert decisions[0] == decisions[1]


def test_sampled_deals_respect_what_the_seat_has_seen() -> None:
    game = game_of("auction_pitch")
    found = next(filter(None, (hidden_swap(game, seed, ["heuristic"] * 4)
                               for seed in range(20))))
    _, state, _ = found
    obs = observe(state, 0)
    memory = Memory()
    memory.see(obs)
    barred = voids(obs, game)
    played = {c for t in obs.tricks for _, c in t.plays} | {c for _, c in obs.current_trick}
    for seed in range(20):
        plan = sample_hands(obs, memory, game, random.Random(seed))
        everyone = [c for cards in plan.values() for c in cards]
        assert len(everyone) == len(set(everyone))
        for seat, cards in plan.items():
            if seat == 0:
                continue
            unplayed = [c for c in cards if c not in played]
            assert len(unplayed) == obs.hand_sizes[seat]
            assert not set(unplayed) & set(obs.hand)
            assert all(not barred.get(seat, 0) >> c & 1 for c in unplayed)


# --------------------------------------------------------------------------- the option


def test_agent_names_are_checked_with_a_suggestion() -> None:
    assert parse_agents("heuristic,Random") == ("heuristic", "random")
    with pytest.raises(AgentNameError, match="did you mean 'heuristic'"):
        parse_agents("heuristc")


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_a_bad_player_name_is_a_usage_error() -> None:
    code, _, err = run("simulate", "auction_pitch", "-n", "1", "--agents", "heurstic")
    assert code == 2 and "did you mean 'heuristic'" in err
    code, _, err = run("simulate", "auction_pitch", "-n", "1", "--agents", "random,random")
    assert code == 2 and "one per seat" in err
    code, _, err = run("simulate", "auction_pitch", "-n", "1", "--engine", "batch")
    assert code == 2 and "plays only random players" in err


def test_reports_name_their_players() -> None:
    code, out, _ = run("simulate", "auction_pitch", "-n", "2", "--seed", "1",
                       "--agents", "heuristic,random,heuristic,random")
    assert code == 0 and "players: heuristic, random, heuristic, random" in out
    code, out, _ = run("play", "auction_pitch", "--seed", "1")
    assert code == 0 and out.splitlines()[1] == "players: heuristic"


@pytest.mark.slow
@pytest.mark.parametrize("name", catalogue.names())
def test_pimc_plays_a_deal_of_every_bundled_variant(name: str) -> None:
    # where a hidden exchange makes a sample disagree with what the seat saw, the
    # decision falls back to the heuristic player's: never an error
    try:
        game = Game(load(SPEC_DIR / f"{name}.pitch"), max_hands=1)
    except EngineError:
        pytest.skip("the engine cannot play this variant")
    names = ["pimc"] + ["heuristic"] * (game.num_players - 1)
    agents = make_agents(names, game, 1, budget=2)
    result = play_match(game, agents, random.Random(1))
    assert result.state.is_terminal()
    assert getattr(agents[0], "searched", 0) > 0


def test_the_players_compiled_tables_leave_with_their_game() -> None:
    # the per-game caches (trick rules, point model) must not keep a finished game
    # alive, nor grow with every game a long run makes
    import gc
    import weakref

    from pitchspec.agents import tricks
    from pitchspec.agents.estimate import point_model

    variant = load(SPEC_DIR / "auction_pitch.pitch")
    before = len(tricks._RULES)
    refs = []
    for seed in range(3):
        game = Game(variant, max_hands=1)
        play_match(game, make_agents(["heuristic"], game, seed), random.Random(seed))
        assert point_model(game).tables is game.tables
        refs.append(weakref.ref(game))
        del game
    gc.collect()
    assert all(ref() is None for ref in refs)
    assert len(tricks._RULES) == before


@pytest.mark.parametrize("name", ["auction_pitch", "two_trump_pitch", "reverse_pitch",
                                  "carthage_ten_point", "running_fours"])
def test_a_kept_answer_of_who_takes_the_trick_is_the_engines(name: str) -> None:
    """TrickRules.beats keeps whether a card takes the trick after the lead and the
    card winning now; each answer is the engine's rule asked of those cards (two
    trumps, reversed ranking, Carthage's untrumped off-lead, the low trump's capture),
    asked twice so the second answer comes from what was kept."""
    from pitchspec.agents.tricks import trick_rules
    from pitchspec.engine.core.records import Trick
    from pitchspec.engine.phases.play_rules import winner_of

    game = game_of(name)
    rules, rng = trick_rules(game.tables), random.Random(7)
    deck = list(game.tables.deck)
    for trump in range(4):
        table = game.tables.table(trump)
        for _ in range(300):
            lead, best, card = rng.sample(deck, 3)
            best = best if rng.random() < 0.5 else -1
            tricks = () if rng.random() < 0.5 else (Trick(0, (), 0),)
            plays = [(0, lead)] + ([(1, best)] if best >= 0 else []) + [(2, card)]
            expected = winner_of(game.variant.play, table, plays, bool(tricks)) == 2
            for _ in range(2):
                assert rules.beats(table, tricks, lead, best, card) == expected


@pytest.mark.parametrize("name", ["auction_pitch", "two_trump_pitch", "reverse_pitch",
                                  "carthage_ten_point", "running_fours", "blind_blind"])
def test_a_kept_answer_of_who_is_taking_the_trick_is_the_engines(name: str) -> None:
    """TrickRules.taker keeps which card takes the trick so far; each answer is the
    engine's rule asked of those cards, by seats in any order, asked twice so the
    second answer comes from what was kept (tricks of one to four cards)."""
    from pitchspec.agents.tricks import trick_rules
    from pitchspec.engine.core.records import Trick
    from pitchspec.engine.phases.play_rules import winner_of

    game = game_of(name)
    rules, rng = trick_rules(game.tables), random.Random(11)
    deck = list(game.tables.deck)
    for trump in range(4):
        for sub in (None, (trump + 1) % 4):
            table = game.tables.table(trump, sub)
            for _ in range(200):
                cards = rng.sample(deck, rng.randint(1, 4))
                seats = rng.sample(range(6), len(cards))
                plays = list(zip(seats, cards, strict=True))
                tricks = () if rng.random() < 0.5 else (Trick(0, (), 0),)
                expected = winner_of(game.variant.play, table, plays, bool(tricks))
                for _ in range(2):
                    assert rules.taker(table, tricks, plays) == expected
