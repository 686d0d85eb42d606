"""The match measures of simulate: lead changes, the deciding credit, seats from the
first dealer, Wilson intervals, quantiles; and tallies that merge exactly."""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from pitchspec.engine.core.tally import (
    MatchEnd,
    Tally,
    deciding_credit,
    lead_decile,
    lead_history,
    margin,
    seats_from_dealer,
)
from pitchspec.matches.report import distribution, quantile, wilson


def test_lead_changes_count_passes_between_sides_not_ties() -> None:
    # Pitch to 7, two sides: North-South leads, a tie, East-West leads, then NS again.
    history = lead_history([(2, 1), (3, 3), (3, 5), (7, 5)])
    assert history.changes == 2 and history.leader == 0 and history.since == 3
    assert lead_history([(1, 0), (2, 0), (7, 4)]) == type(history)(0, 0, 0)
    assert lead_history([(0, 0)]).leader is None


def test_the_winner_took_the_lead_for_good_in_a_tenth_of_the_match() -> None:
    assert lead_decile(0, 10) == 0 and lead_decile(9, 10) == 9 and lead_decile(4, 5) == 8
    assert lead_decile(0, 0) == 0


def test_game_counted_last_decides_when_it_puts_the_winner_out() -> None:
    # Auction Pitch to 11: East-West on 9 bid 2; high and low to NS, jack and game to EW
    # (counting order high, low, jack, game): game, the last credit, takes EW to 11.
    credits = [(0, 1, "high"), (0, 1, "low"), (1, 2, "bid made"), (1, 1, "jack"),
               (1, 1, "game")]
    final = (6, 14)

    def reached(score: int) -> bool:
        return score >= 11

    assert deciding_credit(credits, final, 1, reached) == ("bid", False)
    assert deciding_credit([*credits[:2], (1, 1, "jack"), (1, 1, "game")], (6, 11), 1,
                           reached) == ("game", True)
    # already out before the deal's credits (a count-out during the deal): none
    assert deciding_credit(credits, (6, 30), 1, reached) == (None, False)


def test_seats_are_counted_from_the_first_dealer() -> None:
    # Partnership Pitch: seats 0 and 2 are North-South. First dealer seat 1 (East).
    assert seats_from_dealer([0], (0, 1, 0, 1), 1) == (1, 3)
    assert seats_from_dealer([1], (0, 1, 0, 1), 1) == (0, 2)
    assert seats_from_dealer([], (0, 1, 2), 2) == ()
    assert margin((11, 7, 9), (0,)) == 2 and margin((3, 3), ()) is None


def test_wilson_interval_is_sound_at_the_edges() -> None:
    assert wilson(0, 10) == (0.0, 0.2775)
    assert wilson(10, 10) == (0.7225, 1.0)
    assert wilson(50, 100) == (0.4038, 0.5962)


@given(st.integers(0, 500), st.integers(1, 500))
def test_wilson_interval_holds_the_rate(k: int, n: int) -> None:
    k = min(k, n)
    low, high = wilson(k, n)
    assert 0 <= low <= round(k / n, 4) + 1e-4 and round(k / n, 4) - 1e-4 <= high <= 1


def test_quantiles_of_a_histogram() -> None:
    hist = Counter({1: 5, 2: 3, 10: 2})
    assert quantile(hist, 0.5) == 1 and quantile(hist, 0.75) == 2 and quantile(hist, 0.9) == 10
    data = distribution(hist)
    assert data["mean"] == 3.1 and data["min"] == 1 and data["max"] == 10
    assert distribution(Counter())["mean"] is None


@given(st.dictionaries(st.integers(-5, 60), st.integers(0, 40), max_size=12))
def test_a_distributions_quantiles_are_each_quantile_of_its_histogram(
        counts: dict[int, int]) -> None:
    """The report reads its five quantiles off one running count: each is what
    :func:`quantile` (the smallest value with at least that share at or below it)
    gives, zero counts and an empty histogram included."""
    hist = Counter(counts)
    data = distribution(hist)
    for key, q in (("p10", 0.1), ("p25", 0.25), ("median", 0.5), ("p75", 0.75),
                   ("p90", 0.9)):
        assert data[key] == quantile(hist, q)


ENDS = st.builds(MatchEnd, st.integers(1, 30), st.sampled_from([(), (0,), (1,)]),
                 st.sampled_from([(), (0, 2), (1, 3)]), st.integers(0, 5),
                 st.none() | st.integers(0, 9), st.none() | st.sampled_from(["bid", "game"]),
                 st.booleans(), st.none() | st.integers(0, 10))


@given(st.lists(ENDS, max_size=20), st.integers(0, 20))
def test_tallies_merge_exactly_however_the_matches_are_split(ends: list[MatchEnd],
                                                             cut: int) -> None:
    whole, left, right = Tally(), Tally(), Tally()
    for i, end in enumerate(ends):
        whole.add_end(end)
        (left if i < cut else right).add_end(end)
    left.merge(right)
    assert left == whole
