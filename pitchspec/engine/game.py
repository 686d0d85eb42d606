"""A variant compiled for a table: seats, sides and the engine's support check.

``Game(variant, players)`` is OpenSpiel's game object: it knows the rules and makes
new initial states. Constructs the engine cannot run yet are reported here, once, as
PS401 diagnostics naming the construct, never skipped silently.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from pitchspec import model as m
from pitchspec.codes import Category, register
from pitchspec.diagnostics import Diagnostic
from pitchspec.engine.tables import Tables, compile_tables
from pitchspec.limits import TooLarge, read_bounded
from pitchspec.source import SourceFile, Span

if TYPE_CHECKING:
    from pitchspec.engine.state import State

register("PS401", Category.ENGINE, "a rule the engine cannot play yet")
register("PS402", Category.ENGINE, "an illegal action in a log, deal file or at the prompt")
register("PS403", Category.ENGINE, "a deal file that cannot fix a deal")
register("PS404", Category.ENGINE, "a game log that cannot be read")
register("PS405", Category.ENGINE, "a replayed log whose scores differ from the recorded ones")
register("PS406", Category.ENGINE, "a player count or team form the variant does not allow")


class EngineError(Exception):
    """The engine refuses a variant, a table or an input; carries the diagnostics."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        self.diagnostics = diagnostics
        super().__init__("; ".join(f"{d.code}: {d.message}" for d in diagnostics))


def read_input(path: Path, code: str, what: str) -> str:
    """The text of an input file (deal file, game log), or EngineError with ``code``
    saying why it cannot be read."""
    try:
        return read_bounded(path, what)
    except TooLarge as err:
        raise EngineError([Diagnostic(code, str(err), SourceFile(str(path), "").span(0, 0),
                                      help="is this the file you meant?")]) from None
    except (OSError, UnicodeDecodeError) as err:
        raise EngineError([Diagnostic(code, f"cannot read the {what} {path}: {err}",
                                      SourceFile(str(path), "").span(0, 0))]) from None


@dataclass(frozen=True)
class Seating:
    """Who sits where: the number of players and the side of each seat."""

    players: int
    sides: tuple[int, ...]

    @property
    def num_sides(self) -> int:
        return max(self.sides) + 1


class Game:
    """The rules of one variant at one table size, compiled for play."""

    def __init__(self, variant: m.Variant, players: int | None = None,
                 teams: bool | None = None, max_hands: int = 1000) -> None:
        self.variant = variant
        self.tables: Tables = compile_tables(variant)
        self.seating = choose_seating(variant, players, teams)
        self.max_hands = max_hands
        problems = list(unsupported(variant, self.seating))
        if problems:
            raise EngineError(problems)

    @property
    def num_players(self) -> int:
        return self.seating.players

    def new_initial_state(self, first_dealer: int | None = None,
                          scores: Sequence[int] | None = None) -> State:
        """A new match; with no first dealer given, a chance step (the cut) picks one.
        ``scores`` (one per side) starts it from the middle of a match."""
        from pitchspec.engine.state import State

        return State(self, first_dealer, scores)


def choose_seating(variant: m.Variant, players: int | None, teams: bool | None) -> Seating:
    """Seat the table: the variant's first allowed count, teams where required or asked."""
    counts = sorted(variant.seating.players)
    n = players if players is not None else _default_count(counts)
    where = variant.seating.span
    if n not in variant.seating.players:
        raise EngineError([Diagnostic("PS406", f"{variant.name} is not played by {n} players",
                                      where, help=f"allowed: {counts}")])
    forms = variant.seating.forms_for(n)
    use_teams = bool(forms) and (teams if teams is not None else not variant.seating.teams_optional)
    if teams and not forms:
        raise EngineError([Diagnostic("PS406", f"{variant.name} has no partnership form for "
                                      f"{n} players", where)])
    if teams is False and forms and not variant.seating.teams_optional:
        raise EngineError([Diagnostic("PS406", f"{variant.name} is played in partnerships "
                                      f"by {n} players; they cannot play alone", where,
                                      help="drop --no-teams")])
    if use_teams:
        form = forms[0]
        return Seating(n, tuple(seat % form.teams for seat in range(n)))
    return Seating(n, tuple(range(n)))


def _default_count(counts: list[int]) -> int:
    return 4 if 4 in counts else counts[0]


def _not(what: str, span: Span) -> Diagnostic:
    return Diagnostic("PS401", f"the engine cannot play {what} yet", span,
                      help="the variant checks and renders; play and simulation wait for "
                      "engine support of this construct")


def unsupported(variant: m.Variant, seating: Seating) -> Iterator[Diagnostic]:
    """Every construct of the variant that the engine's dispatch tables do not know.

    The language grows by adding enum members; a member the engine has not been
    taught is reported here, by name, instead of failing in the middle of a match."""
    from pitchspec.engine.scoring import POINT_FUNCTIONS

    during = {m.PointKind.TURN_UP, m.PointKind.TRICK_TRUMPS, m.PointKind.SWEEP}
    for rule in variant.points:
        if rule.kind not in POINT_FUNCTIONS and rule.kind not in during:
            yield _not(f"the point kind '{rule.kind.value}' (point {rule.name})", rule.span)
    for step in variant.exchange.steps:
        if step.kind not in KNOWN_STEPS or step.actor not in KNOWN_ACTORS:
            yield _not(f"the exchange step '{step.kind.value}' by '{step.actor.value}'",
                       step.span)
    play = variant.play
    if play.follow not in KNOWN_FOLLOW:
        yield _not(f"the follow rule '{play.follow.value}'", play.span)
    if variant.trump.method not in KNOWN_TRUMP:
        yield _not(f"trump fixed by '{variant.trump.method.value}'", variant.trump.span)
    if variant.bidding.all_pass.action not in KNOWN_ALL_PASS:
        yield _not(f"all-pass action '{variant.bidding.all_pass.action.value}'",
                   variant.bidding.all_pass.span)


KNOWN_STEPS = {m.StepKind.DISCARD, m.StepKind.TAKE, m.StepKind.REFILL, m.StepKind.REDUCE,
               m.StepKind.COMPLETE, m.StepKind.RECLAIM}
KNOWN_ACTORS = {m.Actor.ALL, m.Actor.OTHERS, m.Actor.BIDDER, m.Actor.DEALER,
                m.Actor.NONDEALERS}
KNOWN_FOLLOW = {m.FollowRule.FOLLOW_OR_TRUMP, m.FollowRule.MUST_FOLLOW,
                m.FollowRule.TRUMP_ON_TRUMP, m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN}
KNOWN_TRUMP = {m.TrumpMethod.FIRST_LEAD, m.TrumpMethod.DECLARED, m.TrumpMethod.TURN_UP,
               m.TrumpMethod.CALLED_CARD, m.TrumpMethod.RANDOM}
KNOWN_ALL_PASS = {m.AllPassAction.REDEAL, m.AllPassAction.PASS_DEAL,
                  m.AllPassAction.DEALER_BIDS, m.AllPassAction.DEALER_MUST_BID,
                  m.AllPassAction.ELDER_BIDS,
                  m.AllPassAction.ELDER_PITCHES}
