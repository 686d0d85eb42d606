"""The engine's own awards and credits carry a :class:`pitchspec.model.Reason`, never a
word an author could also give a point or a special bid (those are refused, PS219);
logs keep writing them as the same words, so old logs replay unchanged."""

from __future__ import annotations

import json

from helpers import play_scripted, spec

from pitchspec import model as m
from pitchspec.engine.core.records import Contract, HandRecord
from pitchspec.engine.phases.credits import bidder_credits

BEG_DEAL = {1: "2H 10C 4C 5C 6C 7C", 0: "3H 10D 2C 8D 9D 2S"}


def test_a_beg_gift_is_the_engines_gift_and_logged_as_the_word() -> None:
    state = play_scripted("classic_all_fours", 2, 0, BEG_DEAL, ["beg", "give"], stock="7H")
    [gift] = state.awards_during
    assert gift.point is m.Reason.GIFT
    assert json.dumps(gift.point) == '"gift"' and f"{gift.point}" == "gift"


def test_a_set_bidder_is_reset_and_marked_by_the_engines_own_credits() -> None:
    """Juniper (spec/juniper_pitch.pitch): a set bidder's score goes back to zero and he
    takes a mark."""
    variant = spec("juniper_pitch")
    record = HandRecord(dealer=0, elder=1, sides=(0, 1), trump=0, sub=None, dealt=(0, 0),
                        held=(0, 0), tricks=(), contract=Contract(0, 2))
    set_back, _ = bidder_credits(variant, record, (), made=False)
    assert [c.reason for c in set_back] == [m.Reason.RESET, m.Reason.MARK]
    assert all(isinstance(c.reason, m.Reason) for c in set_back)


def test_the_reserved_names_are_the_reasons() -> None:
    assert {"gift", "sale", "bid", "bid made", "exact bid", "set back",
                                "reset", "mark", "forced set"} == m.RESERVED_NAMES
    assert all(isinstance(r, str) for r in m.Reason)
