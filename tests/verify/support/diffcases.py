"""The catalogue's parent/child pairs one deal can serve, each shown by ``pitchspec
diff`` on a deal the two variants settle differently (docs/diff.rst). One list, read
by the tests (tests/verify/test_semantic_diff.py) and the benchmark
(benchmarks/bench_diff.py), so the two always speak of the same pairs."""

from __future__ import annotations

CATALOGUE_PAIRS: tuple[tuple[str, str], ...] = (
    ("auction_pitch", "chicago_pitch"),
    ("auction_pitch", "solo_auction_pitch"),
    ("pitch", "all_fives"),
    ("oklahoma_ten_point", "seven_point_pitch"),
    ("classic_all_fours_cotton", "running_fours"),
    ("auction_pitch", "roadhouse_pitch"),
    ("pitch", "reverse_pitch"),
    ("auction_pitch", "maryland_jack"),
    ("oklahoma_ten_point", "seventeen_point_pitch"),
    ("auction_pitch", "partnership_pitch"),
)
"""Ten (parent, child) spec names of the bundled catalogue whose packs, tables, deals
and exchanges agree, so one deal serves both."""
