"""The course of a deal, drawn from the engine: which steps a deal of this variant goes
through, in which order, and which it may skip.

The steps are not written by hand per variant: the engine plays a few seeded deals
with random players (:data:`HANDS`), and every step it passes through, and every step
that follows another, is a box and an arrow. A deal in which elder stands goes from
"Stand or beg" straight to "Play the tricks", so that arrow skips the gift and the run.
After the play come the scoring of the points, the bid made or set (or the plain
adding of scores where there is no auction) and the check for a winner; the match
loops back to the next deal. A deal the engine throws in unplayed with a score (Smear's
forced set: everyone passed, and the dealer's side is set back) is a box beside the
column, from the step it ends at to the check for a winner; one more deal, in which
every player passes whenever he may, makes sure the engine is asked.

>>> from pitchspec import load
>>> flow = observe(load("spec/auction_pitch.pitch"))
>>> [s.phase for s in flow.steps]
['cut', 'deal', 'bid', 'play', 'scoring', 'settle', 'match']
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from html import escape
from itertools import pairwise
from typing import TYPE_CHECKING

from pitchspec import model as m
from pitchspec.agents.basic import seeded_agents
from pitchspec.engine import EngineError, Game
from pitchspec.engine import actions as A
from pitchspec.engine import observe as seen
from pitchspec.model.derived import points_in_order
from pitchspec.rulebook import auction, prose, scores, tricks
from pitchspec.rulebook import words as w
from pitchspec.rulebook.texts import text

if TYPE_CHECKING:
    from pitchspec.engine import State

HANDS = 90
"""Deals played to find the steps (30 matches of up to three deals, seeds 0 to 29)."""
TAIL = ("scoring", "settle", "match")
AGAIN = "again"
"""Marks a deal thrown in before the play (everyone passed, a granted gift redeals)."""
THROWN = "thrown"
"""Marks a deal thrown in unplayed and scored (the forced set): not dealt again, but
counted, so it goes on to the check for a winner."""


@dataclass(frozen=True)
class Step:
    phase: str
    label: str
    detail: str


@dataclass(frozen=True)
class ThrownIn:
    """A deal thrown in unplayed after step ``after`` and scored all the same, going on
    to the check for a winner; ``step`` is its box (the dealer's side set back, say)."""

    after: int
    step: Step


@dataclass(frozen=True)
class Flow:
    """The steps of a deal in order, the arrows between them (by index), and the way a
    deal is thrown in unplayed, if the engine throws one in."""

    steps: tuple[Step, ...]
    arrows: tuple[tuple[int, int], ...]
    hands: int
    thrown_in: ThrownIn | None = None


def _sequences(v: m.Variant, thrown: list[tuple[str, int | None]]) -> Counter[tuple[str, ...]]:
    """The steps of each deal of the seeded matches; each deal thrown in unplayed and
    scored is also put in ``thrown`` (see :func:`_played`)."""
    game = Game(v, max_hands=3)
    found: Counter[tuple[str, ...]] = Counter()
    for seed in range(HANDS // 3):
        found.update(_played(game, seed, thrown))
    return found


def _played(game: Game, seed: int, thrown: list[tuple[str, int | None]],
            passing: bool = False) -> Counter[tuple[str, ...]]:
    """The steps of each deal of one seeded match (with ``passing``, every player
    passes whenever he may). A deal without play is marked dealt again, or thrown in
    and scored; for the latter, the step it ended at and the forced set (None: another
    score) go in ``thrown``."""
    rng = random.Random(seed)
    agents = seeded_agents(game.num_players, seed)
    state = game.new_initial_state()
    found: Counter[tuple[str, ...]] = Counter()
    seq: list[str] = []
    hand = 0
    while not state.is_terminal():
        if state.hand_number != hand:
            found[tuple(seq) + _ending(state, seq, hand, thrown)] += 1
            seq, hand = [], state.hand_number
        phase = state.phase.value
        if phase != "over" and (not seq or seq[-1] != phase):
            seq.append(phase)
        player = state.current_player()
        if state.is_chance_node():
            action = state.sample_chance(rng)
        elif passing and A.PASS in state.legal_actions():
            action = A.PASS
        else:
            action = agents[player].act(seen(state, player))
        state.apply_action(action)
    ending = _ending(state, seq, hand, thrown)  # the match over: none dealt again
    found[tuple(seq) + (ending if ending != (AGAIN,) else ())] += 1
    return found


def _ending(state: State, seq: list[str], hand: int,
            thrown: list[tuple[str, int | None]]) -> tuple[str, ...]:
    """How deal ``hand`` ended if it had no play: thrown in and scored (recorded with
    no trick), or dealt again (not recorded)."""
    if "play" in seq or not seq:
        return ()
    recorded = [h for h in state.hands_played if h["hand"] == hand]
    if not recorded or recorded[-1]["tricks"] != 0:
        return (AGAIN,)
    during = recorded[-1]["during"]
    assert isinstance(during, tuple)
    sets = [-a.value for a in during if a.point == m.Reason.FORCED_SET]
    thrown.append((seq[-1], sets[0] if sets else None))
    return (THROWN,)


def observe(v: m.Variant) -> Flow:
    """The steps the engine takes in this variant's deals (EngineError if it cannot
    play the variant)."""
    thrown: list[tuple[str, int | None]] = []
    sequences = _sequences(v, thrown)
    _played(Game(v, max_hands=1), 0, thrown, passing=True)
    order = _order(sequences)
    index = {phase: i for i, phase in enumerate(order)}
    arrows: set[tuple[int, int]] = set()
    for seq in sequences:
        path = [p for p in seq if p not in (AGAIN, THROWN)] + \
            (list(TAIL) if "play" in seq else [])
        for a, b in pairwise(path):
            arrows.add((index[a], index[b]))
        if seq and seq[-1] == AGAIN and len(seq) > 1:
            arrows.add((index[seq[-2]], index["deal"]))  # thrown in: dealt again
    arrows.add((index["match"], index["deal"]))
    steps = tuple(Step(p, text(_label(v, p)), _detail(v, p)) for p in order)
    return Flow(steps, tuple(sorted(arrows)), sum(sequences.values()),
                _thrown_at(thrown, index))


def _thrown_at(thrown: list[tuple[str, int | None]], index: dict[str, int]) -> ThrownIn | None:
    """The way a deal is thrown in unplayed, from the first such deal at a step the
    random deals also reached."""
    for after, amount in thrown:
        if after in index:
            detail = "" if amount is None else text("phase.detail.thrown_in", amount=amount)
            return ThrownIn(index[after], Step(THROWN, text("phase.thrown_in"), detail))
    return None


def _order(sequences: Counter[tuple[str, ...]]) -> list[str]:
    """Every step seen, ordered by where it comes on average."""
    places: dict[str, list[float]] = {}
    for seq, count in sequences.items():
        seq = tuple(p for p in seq if p not in (AGAIN, THROWN))
        for i, phase in enumerate(seq):
            places.setdefault(phase, []).extend([i / max(len(seq), 1)] * count)
    seen_order = sorted(places, key=lambda p: sum(places[p]) / len(places[p]))
    if "play" in seen_order:  # play ends the deal, whatever the averages say
        seen_order.remove("play")
        seen_order.append("play")
    return seen_order + list(TAIL)


def _label(v: m.Variant, phase: str) -> str:
    if phase == "settle" and not v.bidding.has_auction:
        return "phase.settle.plain"
    return f"phase.{phase}"


def _detail(v: m.Variant, phase: str) -> str:
    if phase == "deal":
        return text("phase.detail.deal", cards=w.counted(v.deal.hand, "card"))
    if phase == "bid":
        return text("phase.detail.bid", bids=auction.bids_summary(v.bidding))
    if phase == "play":
        return text("phase.detail.play", follow=tricks.follow_summary(v.play))
    if phase == "scoring":
        return text("phase.detail.scoring",
                    points=w.joined(p.label for p in points_in_order(v)))
    if phase == "match":
        return text("phase.detail.match", target=scores.target(v.winning))
    if phase == "declare":
        return prose.trump_summary(v.trump)
    return ""


# --------------------------------------------------------------------------- drawing

BOX_W, BOX_H, GAP, LEFT, SIDE = 240, 42, 18, 40, 26


def svg(flow: Flow) -> str:
    """The steps as boxes top to bottom; an arrow to the next box, arrows that skip on
    the right, the way back to the next deal on the left; a deal thrown in unplayed in
    a box on the right, beside the step it ends at, with its way to the check for a
    winner."""
    parts = [p for i, step in enumerate(flow.steps) for p in _box(step, LEFT, _top(i))]
    right = 0
    for a, b in flow.arrows:
        if b == a + 1:
            parts.extend(_down(a))
        elif b > a + 1:
            right += 1
            parts.extend(_around(a, b, LEFT + BOX_W, right))
        else:
            parts.extend(_around(a, b, LEFT, 1))
    width = LEFT + BOX_W + SIDE * (right + 1)
    if flow.thrown_in is not None:
        parts.extend(_thrown_in(flow.thrown_in, len(flow.steps) - 1, width))
        width += BOX_W + SIDE
    height = _top(len(flow.steps)) - GAP + 4
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="pitch-flow" '
            f'viewBox="0 0 {width} {height}" width="{width}" height="{height}">'
            f'{"".join(parts)}</svg>')


def _box(step: Step, x: float, y: float) -> Iterator[str]:
    yield (f'<rect x="{x}" y="{y}" width="{BOX_W}" height="{BOX_H}" rx="6" '
           f'class="pf-box pf-{escape(step.phase)}"/>')
    cy = y + (15 if step.detail else 26)
    yield f'<text x="{x + BOX_W / 2}" y="{cy}" class="pf-label">{escape(step.label)}</text>'
    if step.detail:
        yield (f'<text x="{x + BOX_W / 2}" y="{y + 32}" class="pf-detail">'
               f'{escape(_fit(step.detail))}</text>')


def _thrown_in(thrown: ThrownIn, match: int, x: float) -> Iterator[str]:
    """The box of a deal thrown in, right of the lanes beside the step it ends at: an
    arrow to it from that step, and from it down and back to the check for a winner."""
    yield from _box(thrown.step, x, _top(thrown.after))
    ya = _top(thrown.after) + BOX_H / 2
    yield f'<line x1="{LEFT + BOX_W}" y1="{ya}" x2="{x - 6}" y2="{ya}" class="pf-line"/>'
    yield _head(x, ya, "right")
    cx, yb = x + BOX_W / 2, _top(match) + BOX_H / 2
    d = f"M{cx},{_top(thrown.after) + BOX_H} V{yb} H{LEFT + BOX_W + 6}"
    yield f'<path d="{d}" class="pf-line"/>'
    yield _head(LEFT + BOX_W, yb, "left")


def _fit(detail: str, most: int = 38) -> str:
    return detail if len(detail) <= most else detail[:most - 1].rstrip(" ,") + "…"


def _top(i: int) -> int:
    return 4 + i * (BOX_H + GAP)


def _head(x: float, y: float, pointing: str) -> str:
    if pointing == "down":
        points = f"{x - 5},{y - 7} {x + 5},{y - 7} {x},{y}"
    elif pointing == "left":
        points = f"{x + 7},{y - 5} {x + 7},{y + 5} {x},{y}"
    else:
        points = f"{x - 7},{y - 5} {x - 7},{y + 5} {x},{y}"
    return f'<polygon points="{points}" class="pf-head"/>'


def _down(a: int) -> Iterator[str]:
    x = LEFT + BOX_W / 2
    y1, y2 = _top(a) + BOX_H, _top(a + 1)
    yield f'<line x1="{x}" y1="{y1}" x2="{x}" y2="{y2 - 6}" class="pf-line"/>'
    yield _head(x, y2, "down")


def _around(a: int, b: int, edge: float, lane: int) -> Iterator[str]:
    """An arrow from box ``a`` to box ``b`` round the side of the column."""
    ya, yb = _top(a) + BOX_H / 2, _top(b) + BOX_H / 2
    out = edge + SIDE * lane if edge > LEFT else edge - SIDE + 6
    d = f"M{edge},{ya} H{out} V{yb} H{edge - 6 if edge == LEFT else edge + 6}"
    yield f'<path d="{d}" class="pf-line pf-skip"/>'
    yield _head(edge, yb, "right" if edge == LEFT else "left")


def alt(flow: Flow) -> str:
    """The steps in words, with the steps a deal may skip."""
    named = [f"{i}. {s.label}" + (f" ({s.detail})" if s.detail else "")
             for i, s in enumerate(flow.steps, 1)]
    sentence = text("phases.alt", steps="; ".join(named))
    skips = []
    for a in range(len(flow.steps)):
        targets = [flow.steps[b].label for x, b in flow.arrows if x == a and b > a + 1]
        if targets:
            skips.append(text("phases.alt.skip", step=flow.steps[a].label,
                              targets=w.joined(targets, "or")))
    thrown = flow.thrown_in
    if thrown is not None:
        said = thrown.step.label + (f" ({thrown.step.detail})" if thrown.step.detail else "")
        skips.append(text("phases.alt.thrown_in", step=flow.steps[thrown.after].label,
                          thrown=said, target=flow.steps[-1].label))
    return " ".join([sentence, *(w.capital(s) + "." for s in skips)])


def flow_or_none(v: m.Variant, problems: list[str] | None = None) -> Flow | None:
    """The flow, or None: for a variant the engine cannot play (the engine names the
    construct, PS401), and for one whose play fails - a fault of the engine, reported
    in ``problems`` for the build to warn about, never a page left unbuilt."""
    try:
        return observe(v)
    except EngineError:
        return None
    except Exception as err:
        if problems is not None:
            problems.append(f"{v.name}: the engine failed playing random deals for the "
                            f"course of a deal ({type(err).__name__}: {err})")
        return None


def steps_of(flow: Flow) -> Sequence[str]:
    return [s.phase for s in flow.steps]
