"""Hands per second of every bundled variant: the reference engine and the batch kernel,
beside a hand-written Auction Pitch engine (the peer) and OpenSpiel euchre.

Run: python benchmarks/bench_engine.py [--seconds S] [--variants auction_pitch pitch ...]

One run on one machine (noted at the top, with its load): for each bundled variant, at
its default table (4 players where allowed), random agents play single hands through
the reference engine (one action at a time, OpenSpiel-style API: every variant) and,
where its rules cover the variant, the numpy batch kernel (many hands in lockstep,
what ``pitchspec simulate`` uses). The peer (benchmarks/peer_pitch.py: 4-player Auction
Pitch and nothing else) is measured before and after the table, and every figure is
also given as a ratio to the peer's mean, so a loaded machine shifts all rows alike.
OpenSpiel euchre random playouts from Python are shown when the optional ``bench``
extra (open_spiel) is installed. The API floor drives states that do no work (they
replay recorded Auction Pitch hands) through the same loops: what the API calls, the
random draws and the loop cost alone, the ceiling of any engine behind that API in
Python; beside it, the peer's rules behind the same API (benchmarks/peer_api.py, every
action checked): what a good hand-written engine reaches there. A "hand" is one deal:
dealt, bid, played, scored and settled (a void deal counts). Times are process CPU
seconds. Figures, not assertions.

A machine whose speed drifts moves single figures by a tenth or more, so the reference
engine's Auction Pitch is also measured against the peer in ``--rounds`` interleaved
rounds (the peer, the engine strict, with deal_rest, the peer again, each round), and
the median of the rounds' ratios is printed with their range. The first line names the
engine's build (compiled by mypyc in a wheel, or pure Python; see README).

Beside the engine loop, the CLI path (``--no-cli`` leaves it out): for every variant,
whole matches of at most three hands played by the bare engine loop, against what
``pitchspec simulate --engine reference --agents random --jobs 1`` runs in its process
for the same matches (the match driver, the players, the tally and the report's data),
in three interleaved rounds; the overhead printed is the CLI's cost per hand over the
loop's (issue 32's target: at most 1.2x). ``--cli-only`` prints that table alone.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import NamedTuple, Protocol

# numpy's BLAS threads spin for a while on the other cores after import, and process
# CPU time counts them: the kernel uses no BLAS, so one thread keeps the figures clean.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

from pitchspec import catalogue, engine, load
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.game import Game
from pitchspec.engine.kernel import Batch, supports
from pitchspec.matches.stats import run_simulation

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from peer_api import PeerState
from peer_pitch import play_hand

Rate = Callable[[float], float]


def timed(step: Callable[[], int], seconds: float) -> float:
    """Hands per CPU second of ``step`` (which plays some hands and says how many),
    repeated for about ``seconds``."""
    hands, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        hands += step()
    return hands / (time.process_time() - start)


class ApiState(Protocol):
    """What the bench loops ask of a state: OpenSpiel's API and ``deal_rest``."""

    def is_terminal(self) -> bool: ...
    def is_chance_node(self) -> bool: ...
    def sample_chance(self, rng: random.Random) -> int: ...
    def deal_rest(self, rng: random.Random) -> int: ...
    def legal_actions(self) -> list[int]: ...
    def apply_action(self, action: int) -> None: ...


def hand_loop(new_state: Callable[[int], ApiState], rng: random.Random,
              deal_rest: bool) -> Callable[[], int]:
    """One random hand per call on the ``k``-th new state: strictly one action at a
    time (every chance step sampled and applied alone), or, with ``deal_rest``, each
    run of chance steps resolved by one ``deal_rest`` call."""
    count = [0]

    def one() -> int:
        state = new_state(count[0])
        count[0] += 1
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(state.sample_chance(rng))
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        return 1

    def batched() -> int:
        state = new_state(count[0])
        count[0] += 1
        while not state.is_terminal():
            if state.is_chance_node():
                state.deal_rest(rng)
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        return 1

    return batched if deal_rest else one


def reference_rate(game: Game, seconds: float, seed: int = 0, deal_rest: bool = False) -> float:
    """Random hands through the reference engine's OpenSpiel-style API, by
    :func:`hand_loop` (``deal_rest``: the same random draws and the same states)."""
    return timed(hand_loop(lambda k: game.new_initial_state(k % game.num_players),
                           random.Random(seed), deal_rest), seconds)


class _Idle:
    """A state behind the same API that does no work: it replays one recorded hand's
    steps (chance or decision, and the legal actions listed at each decision), so the
    bench loops around it cost what the API alone costs: the floor under any engine
    driven one action at a time from Python."""

    __slots__ = ("at", "steps")

    def __init__(self, steps: list[tuple[bool, list[int]]]) -> None:
        self.steps, self.at = steps, 0

    def is_terminal(self) -> bool:
        return self.at >= len(self.steps)

    def is_chance_node(self) -> bool:
        return self.steps[self.at][0]

    def sample_chance(self, rng: random.Random) -> int:
        return self.steps[self.at][1][rng.randrange(len(self.steps[self.at][1]))]

    def deal_rest(self, rng: random.Random) -> int:
        at, steps = self.at, self.steps
        while at < len(steps) and steps[at][0]:
            at += 1
        self.at = at
        return at

    def legal_actions(self) -> list[int]:
        return self.steps[self.at][1]

    def apply_action(self, action: int) -> None:
        self.at += 1


def recorded_hands(game: Game, hands: int, seed: int = 0) -> list[list[tuple[bool, list[int]]]]:
    """The steps of ``hands`` random hands of the reference engine: chance or decision,
    with the stock's cards or the legal actions at each."""
    rng = random.Random(seed)
    recorded = []
    for number in range(hands):
        state = game.new_initial_state(number % game.num_players)
        steps: list[tuple[bool, list[int]]] = []
        while not state.is_terminal():
            chance = state.is_chance_node()
            options = [a for a, _ in state.chance_outcomes()] if chance else state.legal_actions()
            steps.append((chance, list(options)))
            state.apply_action(state.sample_chance(rng) if chance else rng.choice(options))
        recorded.append(steps)
    return recorded


def floor_rate(game: Game, seconds: float, deal_rest: bool, seed: int = 0) -> float:
    """:func:`hand_loop` around :class:`_Idle` states replaying recorded hands of
    ``game``: hands/s of the API alone."""
    recorded = recorded_hands(game, 64, seed)
    return timed(hand_loop(lambda k: _Idle(recorded[k % len(recorded)]),
                           random.Random(seed), deal_rest), seconds)


def peer_api_rate(seconds: float, deal_rest: bool, seed: int = 0) -> float:
    """:func:`hand_loop` around the hand-written Auction Pitch engine behind the same
    API (benchmarks/peer_api.py): the peer's rules, every action checked."""
    scores = [0, 0, 0, 0]
    return timed(hand_loop(lambda k: PeerState(k % 4, scores), random.Random(seed), deal_rest),
                 seconds)


MATCH_HANDS = 3
"""The hand limit of the matches the CLI path is measured on (as ``simulate
--max-hands 3``)."""


def match_loop_rate(game: Game, seconds: float, seed: int = 0) -> float:
    """Hands/s of whole matches of ``game`` played by the bare engine loop: random
    legal choices, each run of chance steps resolved by one ``deal_rest`` call; no
    players, no observations, no tally (the floor under the CLI path)."""
    rng = random.Random(seed)

    def one() -> int:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.deal_rest(rng)
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        return len(state.hands_played)

    return timed(one, seconds)


def cli_rate(game: Game, seconds: float, seed: int = 0) -> float:
    """Hands/s of what ``pitchspec simulate SPEC --engine reference --agents random
    --jobs 1`` does in its process: seeded matches played by the match driver with
    random players, tallied and made into the report's data (``run_simulation``),
    200 matches a call (the report made once a call, as once a run)."""
    calls = [0]

    def some() -> int:
        data = run_simulation(game, 200, seed + calls[0], 1, False, agents=("random",))
        calls[0] += 1
        return int(data["hands"])

    return timed(some, seconds)


def seeding_cost(game: Game, matches: int = 200, seed: int = 0) -> float:
    """CPU seconds per match of what the CLI path does before a match's first deal:
    the match's seed, and its two generators seeded from it in place (the cards' and
    the one its random seats share: ``RandomTable.seat``, the table made once a job);
    the Mersenne Twister's own seeding in C is most of it, and the same numbers need
    the same seeding."""
    from pitchspec.matches.driver import RandomTable, match_seed

    table = RandomTable(game)
    start = time.process_time()
    for index in range(matches):
        table.seat(match_seed(seed, index))
    return (time.process_time() - start) / matches


class CliRow(NamedTuple):
    """The CLI path beside the bare match loop, for one variant (medians of the
    interleaved rounds)."""

    loop: float
    """Hands/s of the bare engine loop."""
    cli: float
    """Hands/s of the CLI path."""
    ratio: float
    """loop/cli: the CLI's cost per hand over the loop's (1.0 is no overhead)."""
    overhead: float
    """The CLI's cost per hand less the loop's, in microseconds."""
    seeding: float
    """Of that, the microseconds per hand spent making each match's generators."""


def cli_overhead(game: Game, seconds: float, rounds: int = 3) -> CliRow:
    """The bare match loop beside the CLI path over ``rounds`` interleaved rounds:
    their rates, the median ratio and overhead per hand, and what seeding the matches
    takes of it (per match, over the CLI's hands per match)."""
    loops, clis, ratios, overs, seeds = [], [], [], [], []
    per_match = game.max_hands  # replaced by the CLI's own count below
    for round_ in range(rounds):
        loop = match_loop_rate(game, seconds / rounds, seed=round_)
        cli = cli_rate(game, seconds / rounds, seed=round_)
        data = run_simulation(game, 100, round_, 1, False, agents=("random",))
        per_match = data["hands"] / data["matches"]
        loops.append(loop)
        clis.append(cli)
        ratios.append(loop / cli)
        overs.append(1e6 / cli - 1e6 / loop)
        seeds.append(seeding_cost(game, seed=round_) * 1e6 / per_match)
    return CliRow(statistics.median(loops), statistics.median(clis), statistics.median(ratios),
                  statistics.median(overs), statistics.median(seeds))


def kernel_rate(game: Game, seconds: float, seed: int = 0) -> float | None:
    """Random hands through the batch kernel, or None where it does not cover the rules."""
    if supports(game.variant):
        return None
    batch = Batch(game.variant, game.num_players, lanes=4096, seed=seed)

    def some() -> int:
        before = batch.stats.hands
        batch.run(before + 1)
        return batch.stats.hands - before

    return timed(some, seconds)


def peer_rate(seconds: float, seed: int = 0) -> float:
    """Random hands of the hand-written Auction Pitch engine."""
    rng = random.Random(seed)
    scores = [0, 0, 0, 0]

    def one() -> int:
        play_hand(rng, 0, scores)
        return 1

    return timed(one, seconds)


def euchre_rate(seconds: float, seed: int = 0) -> float | None:
    """OpenSpiel euchre random playouts, or None if open_spiel is not installed."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("euchre")
    rng = random.Random(seed)

    def one() -> int:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
        return 1

    return timed(one, seconds)


def actions_per_hand(game: Game, hands: int = 64, seed: int = 0) -> float:
    """The mean number of steps (chance steps and decisions) of a random hand of
    ``game``: a variant that deals more cards, or asks for each card exchanged, takes
    more steps a hand than Auction Pitch, the peer's game."""
    recorded = recorded_hands(game, hands, seed)
    return sum(len(steps) for steps in recorded) / len(recorded)


def plans_of(game: Game) -> str:
    """Which compiled plans the variant's hands take (core/plans.py,
    core/auction_plans.py): plain trick play, the plain auction."""
    names = [name for name, plan in (("play", game.plans.play), ("auction", game.plans.auction))
             if plan is not None]
    return "+".join(names) or "-"


def machine() -> str:
    load_avg = ", load {:.1f} {:.1f} {:.1f}".format(*os.getloadavg()) \
        if hasattr(os, "getloadavg") else ""
    return (f"machine: {platform.system()} {platform.machine()} ({platform.processor() or '?'}), "
            f"{os.cpu_count()} cores{load_avg}, Python {platform.python_version()}, "
            f"engine {engine.build()}")


def head_to_head(game: Game, seconds: float, rounds: int) -> tuple[list[float], list[float]]:
    """The reference engine's rate over the peer's, strict and with deal_rest, in
    ``rounds`` interleaved rounds (each ratio to the mean of the peer's rates measured
    just before and just after it in the same round)."""
    strict, rest = [], []
    for round_ in range(rounds):
        before = peer_rate(seconds / 2, seed=round_)
        one = reference_rate(game, seconds, seed=round_)
        batched = reference_rate(game, seconds, seed=round_, deal_rest=True)
        peer = (before + peer_rate(seconds / 2, seed=round_)) / 2
        strict.append(one / peer)
        rest.append(batched / peer)
    return strict, rest


def spread(ratios: list[float]) -> str:
    return (f"median {statistics.median(ratios):.3f}x "
            f"(min {min(ratios):.3f}x, max {max(ratios):.3f}x)")


def figure(rate: float | None, peer: float) -> str:
    if rate is None:
        return f"{'-':>10} {'':>7}"
    return f"{rate:>10,.0f} {rate / peer:>6.2f}x"


def print_cli_rows(rows: list[tuple[str, CliRow]], peer: float) -> None:
    """The CLI path's table: rates, the overhead as a ratio and in microseconds per
    hand, and the part of it that seeding the matches takes."""
    print(f"\nthe CLI path beside the engine loop, whole matches of at most {MATCH_HANDS} "
          f"hands:\nloop: the bare engine loop (random choices, deal_rest); cli: what "
          f"`simulate --engine reference\n--agents random --jobs 1` runs in its process "
          f"(match driver, players, tally, report data);\noverhead: loop/cli, the CLI's "
          f"cost per hand over the loop's, and cli less loop in us/hand;\nseeding: the "
          f"us/hand of that spent seeding each match's generators (the match's and its\n"
          f"random players': the same numbers need the same seeding); medians of 3 "
          f"interleaved rounds")
    print(f"\n{'variant':<34} {'loop':>10} {'/peer':>7} {'cli':>10} {'/peer':>7} "
          f"{'overhead':>9} {'us/hand':>8} {'seeding':>8}")
    for name, row in rows:
        print(f"{name:<34} {figure(row.loop, peer)} {figure(row.cli, peer)} "
              f"{row.ratio:>8.2f}x {row.overhead:>8.1f} {row.seeding:>8.1f}")
    ratios = [row.ratio for _, row in rows]
    overs = [row.overhead for _, row in rows]
    rest = [(1e6 / row.cli - row.seeding) * row.loop / 1e6 for _, row in rows]
    print(f"\nCLI overhead over {len(rows)} variants: median {statistics.median(ratios):.2f}x, "
          f"max {max(ratios):.2f}x; {sum(r <= 1.2 for r in ratios)} at or under 1.2x; "
          f"median {statistics.median(overs):.1f} us/hand, max {max(overs):.1f} us/hand"
          f"\nless the seeding: median {statistics.median(rest):.2f}x, max {max(rest):.2f}x; "
          f"{sum(r <= 1.2 for r in rest)} at or under 1.2x")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=1.0, help="CPU seconds per figure")
    ap.add_argument("--variants", nargs="*", default=None,
                    help="bundled variant names (default: all)")
    ap.add_argument("--no-cli", dest="cli", action="store_false",
                    help="leave out the CLI path (simulate's driver, players and tally)")
    ap.add_argument("--cli-only", action="store_true",
                    help="only the CLI path's table beside the peer (no engine table, no "
                    "floors, no head-to-head rounds)")
    ap.add_argument("--floors", action="store_true",
                    help="measure the API floor (a state doing no work, replaying the "
                    "variant's recorded hands) for every variant: the most its strict "
                    "loop can reach")
    ap.add_argument("--no-kernel", dest="kernel", action="store_false",
                    help="leave out the batch kernel's column")
    ap.add_argument("--rounds", type=int, default=5,
                    help="interleaved rounds of Auction Pitch against the peer (0: none)")
    args = ap.parse_args()
    print(machine())
    before = peer_rate(args.seconds)
    print(f"peer (benchmarks/peer_pitch.py, Auction Pitch, 4 players): {before:,.0f} hands/s")
    euchre = euchre_rate(args.seconds)
    rows = []
    cli_rows: list[tuple[str, CliRow]] = []
    for name in args.variants or catalogue.names():
        path = catalogue.find(name)
        if path is None:
            print(f"{name}: not a bundled variant")
            continue
        try:
            game = Game(load(str(path)), max_hands=1)
        except EngineError as err:
            print(f"{name}: the engine cannot play it ({err})")
            continue
        if args.cli_only:
            cli_rows.append((name, cli_overhead(Game(game.variant, max_hands=MATCH_HANDS),
                                                args.seconds)))
            continue
        rows.append((name, game.num_players, reference_rate(game, args.seconds),
                     reference_rate(game, args.seconds, deal_rest=True),
                     kernel_rate(game, args.seconds) if args.kernel else None,
                     plans_of(game), actions_per_hand(game),
                     floor_rate(game, args.seconds, False) if args.floors else None))
        if args.cli:
            matches = Game(game.variant, max_hands=MATCH_HANDS)
            cli_rows.append((name, cli_overhead(matches, args.seconds)))
    if args.cli_only:
        after = peer_rate(args.seconds)
        print(f"peer again after the table: {after:,.0f} hands/s")
        print_cli_rows(cli_rows, (before + after) / 2)
        return
    pitch = catalogue.find("auction_pitch")
    floors = None if pitch is None else \
        (floor_rate(Game(load(str(pitch)), max_hands=1), args.seconds, False),
         floor_rate(Game(load(str(pitch)), max_hands=1), args.seconds, True))
    behind = (peer_api_rate(args.seconds, False), peer_api_rate(args.seconds, True))
    after = peer_rate(args.seconds)
    peer = (before + after) / 2
    print(f"peer again after the table: {after:,.0f} hands/s; ratios below are to the mean "
          f"{peer:,.0f}")
    print("\nreference: one action at a time, every chance step sampled and applied alone "
          "(strict OpenSpiel loop);\ndeal_rest: the same, each run of chance steps resolved "
          "by one State.deal_rest call (same draws, same states)")
    steps = 0.0 if pitch is None else actions_per_hand(Game(load(str(pitch)), max_hands=1))
    print(f"steps: the mean chance steps and decisions of a random hand; /step: the "
          f"reference's strict rate\nper step over the peer's, counting the peer's hand as "
          f"Auction Pitch's {steps:.1f} steps" + (
              ";\nfloor: the API floor's strict rate /peer for the variant's own recorded "
              "hands (the most its\nstrict loop can reach)" if args.floors else ""))
    print(f"\n{'variant':<34} {'seats':>5} {'reference':>10} {'/peer':>7} "
          f"{'deal_rest':>10} {'/peer':>7} {'kernel':>10} {'/peer':>7} {'steps':>6} "
          f"{'/step':>6}{'   floor' if args.floors else ''}  plans")
    for name, seats, ref, rest, kernel, plans, acts, floor in rows:
        per_step = f"{ref * acts / (peer * steps):>5.2f}x" if steps else f"{'-':>6}"
        ceiling = "" if floor is None else f" {floor / peer:>6.2f}x"
        print(f"{name:<34} {seats:>5} {figure(ref, peer)} {figure(rest, peer)} "
              f"{figure(kernel, peer)} {acts:>6.1f} {per_step}{ceiling}  {plans}")
    if rows:
        plays = sum("play" in row[5] for row in rows)
        bids = sum("auction" in row[5] for row in rows)
        strict = [row[2] / peer for row in rows]
        batched = [row[3] / peer for row in rows]
        for label, ratios in (("reference (strict)", strict), ("with deal_rest", batched)):
            print(f"\n{label} /peer over {len(rows)} variants: median "
                  f"{statistics.median(ratios):.3f}x, min {min(ratios):.3f}x, "
                  f"max {max(ratios):.3f}x; {sum(r >= 1.0 for r in ratios)} at or above "
                  f"1.0x", end="")
        print(f"\nplain play plan: {plays}, plain auction plan: {bids}")
    if cli_rows:
        print_cli_rows(cli_rows, peer)
    if floors is not None:
        print(f"\nAPI floor: the same loops around a state that does no work, replaying "
              f"recorded Auction Pitch hands\n(the most any engine driven one action at a "
              f"time from Python can reach):\n  strict {figure(floors[0], peer)}   "
              f"deal_rest {figure(floors[1], peer)}")
    print(f"\nhand-written Auction Pitch behind the same API (benchmarks/peer_api.py: the "
          f"peer's rules,\nevery action checked):\n  strict {figure(behind[0], peer)}   "
          f"deal_rest {figure(behind[1], peer)}")
    if pitch is not None and args.rounds > 0:
        strict_r, rest_r = head_to_head(Game(load(str(pitch)), max_hands=1), args.seconds,
                                        args.rounds)
        print(f"\nAuction Pitch, reference engine /peer in {args.rounds} interleaved rounds:"
              f"\n  strict    {spread(strict_r)}\n  deal_rest {spread(rest_r)}")
    if euchre is None:
        print("\nOpenSpiel euchre: not installed (pip install '.[bench]' to compare)")
    else:
        print(f"\nOpenSpiel euchre, random playouts from Python: {figure(euchre, peer)}")


if __name__ == "__main__":
    main()
