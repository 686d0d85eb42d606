"""Lowering: extends and overrides, defaults, notes, and the rules every variant must state."""

from __future__ import annotations

from collections.abc import Callable

from pitchspec import model as m
from pitchspec.cards import Joker, Rank
from pitchspec.model import Variant
from pitchspec.pipeline import Result

Load = Callable[[str], Variant]
Check = Callable[..., Result]

MINIMAL = """
variant minimal
players {
  count: 4
}
deal {
  hand: 6
}
trump {
  method: first lead
}
points {
  point high: highest trump
  point low: lowest trump, to holder
}
winning {
  target: 7
}
"""


def test_a_minimal_variant_gets_the_languages_defaults(spec_from_text: Load) -> None:
    v = spec_from_text(MINIMAL)
    assert v.deck.size == 52 and v.deck.jokers == ()
    assert v.ranking.trump[0] == m.CardRef(m.SuitRef.TRUMP, Rank.ACE)
    assert v.bidding.form is m.AuctionForm.NONE and v.bidding.levels() == ()
    assert v.play.first_leader is m.Seat.ELDER
    assert v.play.follow is m.FollowRule.FOLLOW_OR_TRUMP
    assert v.scoring.order == ("high", "low")
    assert v.winning.reach is m.Reach.AT_LEAST


def test_a_child_states_only_its_differences(spec_from_text: Load) -> None:
    v = spec_from_text("""
        variant child extends auction_pitch
        winning {
          target: 21
        }
        """)
    assert v.parent == "auction_pitch"
    assert v.winning.target == 21
    assert v.bidding.levels() == (1, 2, 3, 4)
    assert [p.name for p in v.points] == ["high", "low", "jack", "game"]


def test_blocks_merge_setting_by_setting(spec_from_text: Load) -> None:
    v = spec_from_text("""
        variant child extends auction_pitch
        bidding {
          bids: 2..4
        }
        """)
    assert v.bidding.levels() == (2, 3, 4)
    assert v.bidding.form is m.AuctionForm.ONCE_AROUND


def test_a_named_point_is_replaced_in_place_and_new_points_append(spec_from_text: Load) -> None:
    v = spec_from_text("""
        variant child extends pitch
        points {
          point low "Low": lowest trump, worth 1, to capturer
          point five "Five": trump 5, worth 5
        }
        scoring {
          order: high, low, jack, game, five
        }
        """)
    assert [p.name for p in v.points] == ["high", "low", "jack", "game", "five"]
    assert v.point("low").receiver is m.Receiver.CAPTURER  # type: ignore[union-attr]
    assert v.point("five").value == 5  # type: ignore[union-attr]


def test_drop_removes_an_inherited_point(spec_from_text: Load) -> None:
    v = spec_from_text("""
        variant child extends pitch
        points {
          drop point game
        }
        scoring {
          order: high, low, jack
        }
        """)
    assert v.point("game") is None


def test_aliases_and_sources_are_not_inherited(spec_from_text: Load) -> None:
    v = spec_from_text("variant child extends auction_pitch\n")
    assert v.aliases == () and v.sources == () and v.catalogue is None


def test_notes_keep_their_kind_topic_and_origin(spec_from_text: Load) -> None:
    v = spec_from_text("""
        variant child extends pitch
        winning {
          /// choice: twenty-one, as the partnership form suggests.
          target: 21
        }
        """)
    mine = [n for n in v.notes if n.origin == "child"]
    assert mine == [m.Note(m.NoteKind.CHOICE, "winning.target",
                           "twenty-one, as the partnership form suggests.", "child")]
    assert any(n.origin == "pitch" for n in v.notes)


def test_trump_ranking_reads_off_cards_and_jokers(spec_from_text: Load) -> None:
    v = spec_from_text("""
        variant child extends pitch
        deck {
          jokers: two
        }
        ranking {
          trump: A K Q J off J big joker little joker 10..2
        }
        """)
    trump = v.ranking.trump
    assert trump[4] == m.CardRef(m.SuitRef.OFF, Rank.JACK)
    assert trump[5] == m.CardRef(None, None, Joker.BIG)
    assert trump[-1] == m.CardRef(m.SuitRef.TRUMP, Rank.TWO)
    assert len(trump) == 16


def test_every_missing_required_rule_is_reported_at_once(spec_result: Check) -> None:
    result = spec_result("variant empty\n")
    assert sorted(d.code for d in result.diagnostics) == ["PS212"] * 5


def test_a_low_point_without_receiver_is_incomplete(spec_result: Check) -> None:
    result = spec_result(MINIMAL.replace("lowest trump, to holder", "lowest trump"))
    [d] = result.diagnostics
    assert d.code == "PS212" and "receives" in d.message


def test_a_setting_given_twice_in_one_file_is_reported(spec_result: Check) -> None:
    result = spec_result(MINIMAL.replace("target: 7", "target: 7\n  target: 9"))
    assert [d.code for d in result.diagnostics] == ["PS204"]


def test_a_missing_parent_is_reported_alone(spec_result: Check) -> None:
    result = spec_result("variant child extends auction_pich\n")
    [d] = result.diagnostics
    assert d.code == "PS206" and d.help == "did you mean 'auction_pitch'?"


def test_a_cycle_is_reported(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from pitchspec.pipeline import check

    (tmp_path / "a.pitch").write_text("variant a extends b\n")
    (tmp_path / "b.pitch").write_text("variant b extends a\n")
    codes = {d.code for r in check([tmp_path]) for d in r.diagnostics}
    assert codes == {"PS207"}


def test_a_doc_comment_on_a_drop_is_kept_as_a_note(spec_from_text: Load) -> None:
    v = spec_from_text("""
        variant child extends pitch
        points {
          /// choice: no Game point in this house rule.
          drop point game
        }
        scoring {
          order: high, low, jack
        }
        """)
    [note] = [n for n in v.notes if n.origin == "child"]
    assert (note.kind, note.topic) == (m.NoteKind.CHOICE, "points.drop point game")
