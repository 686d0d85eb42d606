"""The course of a deal, drawn from the engine: which steps a deal of this variant goes
through, in which order, and which it may skip.

The steps are not written by hand per variant: the engine plays a few seeded deals
with random players (:data:`HANDS`), and every step it passes through, and every step
that follows another, is a box and an arrow. A deal in which elder stands goes from
"Stand or beg" straight to "Play the tricks", so that arrow skips the gift and the run.
After the play come the scoring of the points, the bid made or set (or the plain
adding of scores where there is no auction) and the check for a winner; the match
loops back to the next deal.

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

from pitchspec import model as m
from pitchspec.agents.basic import seeded_agents
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.game import Game
from pitchspec.engine.observation import observe as seen
from pitchspec.model.derived import points_in_order
from pitchspec.rulebook import auction, prose, scores, tricks
from pitchspec.rulebook import words as w
from pitchspec.rulebook.texts import text

HANDS = 90
"""Deals played to find the steps (30 matches of up to three deals, seeds 0 to 29)."""
TAIL = ("scoring", "settle", "match")
AGAIN = "again"
"""Marks a deal thrown in before the play (everyone passed, a granted gift redeals)."""


@dataclass(frozen=True)
class Step:
    phase: str
    label: str
    detail: str


@dataclass(frozen=True)
class Flow:
    """The steps of a deal in order, and the arrows between them (by index)."""

    steps: tuple[Step, ...]
    arrows: tuple[tuple[int, int], ...]
    hands: int


def _sequences(v: m.Variant) -> Counter[tuple[str, ...]]:
    game = Game(v, max_hands=3)
    found: Counter[tuple[str, ...]] = Counter()
    for seed in range(HANDS // 3):
        rng = random.Random(seed)
        agents = seeded_agents(game.num_players, seed)
        state = game.new_initial_state()
        seq: list[str] = []
        hand = 0
        while not state.is_terminal():
            if state.hand_number != hand:
                found[tuple(seq) + ((AGAIN,) if "play" not in seq else ())] += 1
                seq, hand = [], state.hand_number
            phase = state.phase.value
            if phase != "over" and (not seq or seq[-1] != phase):
                seq.append(phase)
            player = state.current_player()
            action = state.sample_chance(rng) if state.is_chance_node() else \
                agents[player].act(seen(state, player))
            state.apply_action(action)
        found[tuple(seq)] += 1
    return found


def observe(v: m.Variant) -> Flow:
    """The steps the engine takes in this variant's deals (EngineError if it cannot
    play the variant)."""
    sequences = _sequences(v)
    order = _order(sequences)
    index = {phase: i for i, phase in enumerate(order)}
    arrows: set[tuple[int, int]] = set()
    for seq in sequences:
        path = [p for p in seq if p != AGAIN] + (list(TAIL) if "play" in seq else [])
        for a, b in pairwise(path):
            arrows.add((index[a], index[b]))
        if seq and seq[-1] == AGAIN and len(seq) > 1:
            arrows.add((index[seq[-2]], index["deal"]))  # thrown in: dealt again
    arrows.add((index["match"], index["deal"]))
    steps = tuple(Step(p, text(_label(v, p)), _detail(v, p)) for p in order)
    return Flow(steps, tuple(sorted(arrows)), sum(sequences.values()))


def _order(sequences: Counter[tuple[str, ...]]) -> list[str]:
    """Every step seen, ordered by where it comes on average."""
    places: dict[str, list[float]] = {}
    for seq, count in sequences.items():
        seq = tuple(p for p in seq if p != AGAIN)
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
    the right, the way back to the next deal on the left."""
    parts = []
    for i, step in enumerate(flow.steps):
        y = _top(i)
        parts.append(f'<rect x="{LEFT}" y="{y}" width="{BOX_W}" height="{BOX_H}" rx="6" '
                     f'class="pf-box pf-{escape(step.phase)}"/>')
        cy = y + (15 if step.detail else 26)
        parts.append(f'<text x="{LEFT + BOX_W / 2}" y="{cy}" class="pf-label">'
                     f'{escape(step.label)}</text>')
        if step.detail:
            parts.append(f'<text x="{LEFT + BOX_W / 2}" y="{y + 32}" class="pf-detail">'
                         f'{escape(_fit(step.detail))}</text>')
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
    height = _top(len(flow.steps)) - GAP + 4
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="pitch-flow" '
            f'viewBox="0 0 {width} {height}" width="{width}" height="{height}">'
            f'{"".join(parts)}</svg>')


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
