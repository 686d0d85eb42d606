"""Differences from the parent are computed from both resolved models, rule by rule."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from pitchspec import load
from pitchspec import model as m
from pitchspec.rulebook import Context, render
from pitchspec.rulebook.diff import RULES, differences, not_used

from conftest import SPEC_DIR


def _rules(parent: m.Variant, child: m.Variant) -> list[str]:
    return [d.rule for d in differences(parent, child)]


def test_roadhouse_differs_from_auction_pitch_in_exactly_its_own_rules() -> None:
    parent, child = load(SPEC_DIR / "auction_pitch.pitch"), load(SPEC_DIR / "roadhouse_pitch.pitch")
    assert _rules(parent, child) == [
        "Auction", "Bids", "When everyone passes", "Special bid: Shoot the moon",
        "Following suit", "Point: Low", "Target", "Margin and back door"]


def test_one_changed_setting_is_one_difference(spec_from_text: Callable[..., m.Variant]) -> None:
    parent = load(SPEC_DIR / "auction_pitch.pitch")
    child = spec_from_text("""
        variant longer extends auction_pitch
        winning {
          target: 21
        }
        """)
    found = differences(parent, child)
    assert [(d.rule, d.parent, d.child) for d in found] == [
        ("Target", "The first side to score at least 11 points wins the match.",
         "The first side to score at least 21 points wins the match.")]


def test_added_and_dropped_entries_show_as_not_used(
        spec_from_text: Callable[..., m.Variant]) -> None:
    parent = load(SPEC_DIR / "auction_pitch.pitch")
    child = spec_from_text("""
        variant lasting extends auction_pitch
        bidding {
          drop bid moon
        }
        points {
          point last "Last trick": last trick, worth 1, to trick_winner
        }
        scoring {
          order: pitcher first, high, low, jack, game, last
        }
        """)
    found = {d.rule: d for d in differences(parent, child)}
    assert set(found) == {"Special bid: Shoot the moon", "Point: Last trick", "Counting order"}
    assert found["Special bid: Shoot the moon"].child == not_used()
    assert found["Point: Last trick"].parent == not_used()


def test_a_copy_of_the_parent_has_no_differences(spec_from_text: Callable[..., m.Variant]) -> None:
    parent = load(SPEC_DIR / "pitch.pitch")
    child = spec_from_text("variant same extends pitch\n")
    assert differences(parent, child) == []
    assert "Every rule is the same as in" in render(child, Context(parent=parent))


def test_every_rule_field_of_the_model_is_compared() -> None:
    """A field no rule covers would make a real difference invisible on the page."""
    covered = {(r.section, f) for r in RULES for f in r.fields}
    keyed = {("bidding", "special")}  # compared one by one, like points and procedures
    sections = {"seating": m.Seating, "deck": m.Deck, "ranking": m.Ranking, "deal": m.Deal,
                "bidding": m.Bidding, "trump": m.Trump, "exchange": m.Exchange,
                "play": m.Play, "scoring": m.Scoring, "winning": m.Winning}
    missing = [(name, f.name) for name, cls in sections.items()
               for f in dataclasses.fields(cls)
               if f.name != "span" and (name, f.name) not in covered | keyed]
    assert missing == []
