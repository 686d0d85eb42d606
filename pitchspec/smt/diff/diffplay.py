"""One deal played under two variants: the engine's verdict on each, side by side.

A distinguishing deal is a deal file (``docs/deal-format.md``): the cards, the moves and
the scores the match stands at. :func:`play_under` plays it through the engine under one
spec (strictly: every move scripted, none left over) and reads what a player would
see at the table: who scored which point, each side's points in the hand, the scores
after it, whether the bid was made, who won the match. :func:`settled_alike` compares
two such results; the solver's claim that two variants settle a deal differently stands
only when the engine, playing the deal under both, says so too.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from pitchspec import model as m
from pitchspec.agents.basic import seeded_agents
from pitchspec.agents.scripted import ScriptError, Vocabulary
from pitchspec.engine import EngineError, Game
from pitchspec.matches.driver import play_match
from pitchspec.matches.logs.deal_file import parse_deal_text
from pitchspec.smt.witness.examples import tell_hand
from pitchspec.smt.witness.replay import Played, Recording


@dataclass(frozen=True)
class Settled:
    """What one variant makes of the deal, in the engine's words; ``refused`` says why
    the engine would not play it (a move that is not legal under these rules)."""

    variant: str
    refused: str = ""
    awards: tuple[tuple[str, int, int], ...] = ()
    """(point, side, value) scored at the end of the hand, in the engine's order."""
    during: tuple[tuple[str, int, int], ...] = ()
    """(point, side, value) scored during the deal (turned cards, gifts, sales)."""
    points: tuple[int, ...] = ()
    before: tuple[int, ...] = ()
    after: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    draw: bool = False
    made: bool | None = None
    story: tuple[str, ...] = field(default=(), compare=False)

    def observed(self) -> tuple[Any, ...]:
        """What the two variants are compared on: each side's points in the hand, the
        scores after it, the bid's fate, the match's winners (or draw); or the refusal."""
        if self.refused:
            return ("refused",)
        return (self.points, self.after, self.made, self.winners, self.draw)

    def changes(self) -> tuple[int, ...]:
        return tuple(a - b for a, b in zip(self.after, self.before, strict=True))

    def as_json(self) -> dict[str, Any]:
        return {"variant": self.variant, "refused": self.refused or None,
                "awards": [{"point": p, "side": s, "value": v} for p, s, v in self.awards],
                "during": [{"point": p, "side": s, "value": v} for p, s, v in self.during],
                "points": list(self.points), "before": list(self.before),
                "after": list(self.after), "changes": list(self.changes()),
                "made": self.made, "winners": list(self.winners), "draw": self.draw,
                "story": list(self.story)}


def for_variant(document: dict[str, Any], variant: m.Variant) -> dict[str, Any]:
    """The deal file naming this variant (the deal itself unchanged)."""
    return {**document, "variant": variant.name}


def play_under(variant: m.Variant, document: dict[str, Any], teams: int) -> Settled:
    """Play the deal file's one hand under this variant through the engine."""
    text = json.dumps(for_variant(document, variant))
    game = Game(variant, document["players"], teams=teams, max_hands=1)
    try:
        scripted = parse_deal_text(text).compile(game)
        agents = scripted.agents(seeded_agents(game.num_players, 0), Vocabulary.of(variant),
                                 strict=True)
        result = play_match(game, agents, random.Random(0), scripted.chance,
                            scripted.first_dealer, scores=scripted.scores)
    except ScriptError as err:
        return Settled(variant.name, refused=f"seat {err.seat}: {err.reason}")
    except EngineError as err:
        return Settled(variant.name, refused="; ".join(d.message for d in err.diagnostics))
    left = scripted.left_over()
    if left:
        return Settled(variant.name, refused=left[0].message)
    return _settled(variant, game, result.state, list(document.get("scores") or
                                                      [0] * game.seating.num_sides))


def _settled(variant: m.Variant, game: Game, state: Any, prior: list[int]) -> Settled:
    played = Played(variant, game, state, prior, Recording())
    awards = tuple((a.point, a.side, a.value) for a in played.awards)
    during = tuple((a.point, a.side, a.value) for a in played.during)
    points = [0] * len(prior)
    for _, side, value in (*during, *awards):
        points[side] += value
    settled = state.last_settlement
    made = None if settled is None or settled.made is None else bool(settled.made)
    drawn = bool(settled is not None and settled.draw)
    story = tuple(tell_hand(played)) if state.hands_played else ()
    return Settled(variant.name, "", awards, during, tuple(points), tuple(prior),
                   tuple(state.scores), tuple(state.winners or ()), drawn, made, story)


def settled_alike(a: Settled, b: Settled) -> bool:
    """The two variants settle the deal the same way (as a player sees it)."""
    return a.observed() == b.observed()


def differences(a: Settled, b: Settled) -> list[str]:
    """What differs between the two settlements, in words."""
    if a.refused or b.refused:
        return [f"{x.variant} does not allow the play: {x.refused}" for x in (a, b)
                if x.refused]
    out = []
    if a.points != b.points:
        out.append(f"points in the hand: {_per_side(a.points)} against {_per_side(b.points)}")
    if a.made != b.made:
        out.append(f"the bid is {_fate(a.made)} against {_fate(b.made)}")
    if a.after != b.after:
        out.append(f"scores after: {_per_side(a.after)} against {_per_side(b.after)}")
    if (a.winners, a.draw) != (b.winners, b.draw):
        out.append(f"{outcome(a)} against {outcome(b)}")
    return out


def outcome(s: Settled) -> str:
    if s.winners:
        return "side " + " and side ".join(map(str, s.winners)) + " wins the match"
    return "a draw" if s.draw else "the match goes on"


def _fate(made: bool | None) -> str:
    return "no bid" if made is None else ("made" if made else "set")


def _per_side(values: tuple[int, ...]) -> str:
    return ", ".join(f"side {k} {v}" for k, v in enumerate(values))
