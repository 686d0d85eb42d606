"""The most points of a deal are judged once (pitchspec.model.derived.most_points).

Validation (a bid above what a deal yields can never be made) and the verifier (what
``points_bounded`` holds a deal to, what one deal can move a score by) both ask it;
neither keeps its own sum of the points' top values.
"""

from __future__ import annotations

import ast
import re

import pytest

from pitchspec import load
from pitchspec import model as m
from pitchspec.engine.core.tables import compile_tables
from pitchspec.model.derived import CardPointTops, most_points, point_top
from pitchspec.smt.encode.maxima import card_point_tops

from conftest import ROOT, SPEC_DIR

JUDGEMENT = {"most_points", "point_top", "point_swing"}
"""The derived facts that judge the most points, and the names of their old copies."""

OLD_COPIES = {"stated_top", "stated_maximum", "point_maximum", "listed_maximum"}


def _functions(tree: ast.AST) -> list[ast.FunctionDef]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]


def _tops_a_point(fn: ast.FunctionDef) -> bool:
    """Whether the function takes the largest of a point's stated values (a ``max``
    reading its hanged value or turn-up values)."""
    return any(isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
               and call.func.id == "max"
               and any(isinstance(n, ast.Attribute) and n.attr in ("hanged_value", "turn_up")
                       for arg in call.args for n in ast.walk(arg))
               for call in ast.walk(fn))


def package() -> dict[str, str]:
    """Every module of the package but the derived facts, by path."""
    return {path.relative_to(ROOT).as_posix(): path.read_text(encoding="utf-8")
            for path in sorted((ROOT / "pitchspec").rglob("*.py"))
            if path.relative_to(ROOT).as_posix() != "pitchspec/model/derived.py"}


def copies(modules: dict[str, str]) -> list[str]:
    """Each function that defines a judgement of the most points: one named so, or one
    that takes the top of a point's stated values (its value, hanged value and turn-up
    values) itself."""
    return [f"{rel}:{fn.name}" for rel, text in modules.items()
            for fn in _functions(ast.parse(text))
            if fn.name in JUDGEMENT | OLD_COPIES or _tops_a_point(fn)]


def test_the_most_points_are_defined_once() -> None:
    assert copies(package()) == []


def test_every_mirror_asks_the_one_judgement() -> None:
    """Validation and the verifier import it from the derived facts."""
    users = {rel for rel, text in package().items()
             if re.search(r"\b(most_points|point_top|point_swing)\(", text)}
    assert {"pitchspec/validate/bidding.py", "pitchspec/validate/no_effect.py",
            "pitchspec/smt/prove/properties.py", "pitchspec/smt/prove/coarse.py",
            "pitchspec/smt/encode/states.py"} <= users
    for user in users:
        assert "from pitchspec.model.derived import" in package()[user], user


def test_the_copy_finder_finds_a_copy() -> None:
    """The check itself: a mirror taking a point's top value itself is found, as is the
    old name of the verifier's copy."""
    mirror = ("def top(p):\n"
              "    return max([p.value, p.hanged_value or 0, *(t.value for t in p.turn_up)])\n"
              "def stated_maximum(v):\n    return 0\n")
    assert copies({"pitchspec/smt/x.py": mirror}) == ["pitchspec/smt/x.py:top",
                                                      "pitchspec/smt/x.py:stated_maximum"]


@pytest.mark.parametrize(("name", "bid", "listed"), [
    ("pitch", 4, 4),                 # High, Low, Jack, Game
    ("classic_all_fours", 5, 6),     # and the turned Jack once; the beg's gift of 1
    ("caribbean_all_fours", None, 10),  # every card turned scores: no fixed sum for a bid
    ("all_fives", None, None),       # the trumps of each trick at their card points
])
def test_the_most_points_of_a_deal(name: str, bid: int | None, listed: int | None) -> None:
    """What a bid can count on, and what the verifier holds a deal to (each point
    listed once at its top, the gift and the sale), from the same sum."""
    variant = load(SPEC_DIR / f"{name}.pitch")
    assert most_points(variant) == bid
    total = most_points(variant, card_point_tops(compile_tables(variant)), sides=2)
    if listed is not None:
        assert total == listed
    else:  # All Fives: High, Low, Jack, Game, and half of all the trumps' card points
        cards = card_point_tops(compile_tables(variant))
        assert total == cards.trumps + sum(p.value for p in variant.points
                                           if p.kind is not m.PointKind.TRICK_TRUMPS)


def test_a_point_worth_card_points_needs_the_card_points() -> None:
    trumps = next(p for p in load(SPEC_DIR / "all_fives.pitch").points
                  if p.kind is m.PointKind.TRICK_TRUMPS)
    assert point_top(trumps) is None
    assert point_top(trumps, CardPointTops(card=5, trumps=7)) == 7
