"""The tables the engine compiles once per variant (or per table) say what the rules
say: each bid's rank, the special bids a player may call, the counting order, the
deal's order of cards, and the cards in a hand.

tests/engine/test_plans.py plays every spec with the plans on and off; these tests
check the always-on tables against the rules written out by hand.
"""

from __future__ import annotations

import pytest
from helpers import SPEC_NAMES, spec
from hypothesis import given
from hypothesis import strategies as st

from pitchspec.engine.core import actions as A
from pitchspec.engine.core.tables import cards_in, nth_card
from pitchspec.engine.game import Game
from pitchspec.engine.phases.deal import _deal_order


@pytest.mark.parametrize("name", SPEC_NAMES)
def test_bid_keys_rank_bids_as_the_auction_does(name: str) -> None:
    """Numeric bid n ranks n, the doubled bid "n for 2n" n + 0.5, a special bid at its
    level; the callable special bids are the variant's, less those that only name a
    numeric bid and the blind bids where there is no look-or-not rule."""
    variant = spec(name)
    bids = Game(variant).bids
    b = variant.bidding
    for n in b.levels():
        assert bids.keys[A.bid_action(n)] == float(n)
        assert bids.keys.get(A.DOUBLED_BASE + n) == (n + 0.5 if b.doubled else None)
    for i, special in enumerate(b.special):
        assert bids.keys[A.SPECIAL_BASE + i] == special.level
    callable_ = [a - A.SPECIAL_BASE for a, _, _ in bids.specials]
    expected = [i for i, s in enumerate(b.special)
                if not (s.at is not None and s.at in b.levels())
                and not (s.blind and b.look is None)]
    assert callable_ == expected
    assert [a for a, _ in bids.plain] == sorted(a for a, _ in bids.plain)


def test_auction_pitch_bid_table() -> None:
    """Auction Pitch: bids 1 to 4, the moon only a name for the 4 (spec/auction_pitch)."""
    bids = Game(spec("auction_pitch")).bids
    assert bids.plain == ((101, 1.0), (102, 2.0), (103, 3.0), (104, 4.0))
    assert bids.specials == ()


@pytest.mark.parametrize("name", SPEC_NAMES)
def test_settle_table_is_the_variants_order(name: str) -> None:
    """The points anyone scores and each point's place in the counting order."""
    variant = spec(name)
    table = Game(variant).settling
    assert table.anyone == {p.name for p in variant.points if p.anyone}
    assert list(table.order) == list(variant.scoring.order)


@pytest.mark.parametrize("name", SPEC_NAMES[::5])
def test_deal_queue_is_made_once_per_elder(name: str) -> None:
    """A new deal queues the same cards to the same places as the deal order worked
    out afresh, for every dealer."""
    game = Game(spec(name))
    for dealer in range(game.num_players):
        state = game.new_initial_state(dealer)
        fresh: list[int] = []
        _deal_order(state, fresh)
        assert game.deal_queues[state.elder] == tuple(fresh)
        assert state.history == [] and list(state.queue) == fresh


@given(st.integers(min_value=0, max_value=(1 << 54) - 1))
def test_cards_in_lists_every_card_ascending(mask: int) -> None:
    assert cards_in(mask) == [c for c in range(54) if mask >> c & 1]


@given(st.integers(min_value=1, max_value=(1 << 54) - 1))
def test_nth_card_is_the_listings_nth(mask: int) -> None:
    """The card a deal draws by its place in the stock (sample_chance: a count and a
    lookup per byte) is that place in the stock's cards, ascending."""
    cards = cards_in(mask)
    assert [nth_card(mask, index) for index in range(len(cards))] == cards
