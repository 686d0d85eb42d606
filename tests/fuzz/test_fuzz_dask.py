"""Issue 34: any text given to ``simulate --dask`` is a checked address that reads back
the same, or a one-line PS008 before any connection (exit 2)."""

from __future__ import annotations

import pytest
from harness import LARGE, SMALL, run
from hypothesis import given, settings
from hypothesis import strategies as st
from inprocess import check_address

PIECES = st.sampled_from(["tcp://", "tls://", "ws://", "inproc://", "ucx://", "://", "[",
                          "]", "::1", ":", "8786", "0", "65536", "localhost", "127.0.0.1",
                          "-", ".", "/", "@", " ", "é", "\x00", "a" * 64, "1" * 6, "%20"])
ADDRESSES = st.one_of(
    st.text(max_size=40),
    st.lists(PIECES, max_size=8).map("".join),
    st.builds(lambda s, h, p: f"{s}{h}:{p}", st.sampled_from(["", "tcp://", "tls://"]),
              st.from_regex(r"[a-z0-9-]{1,20}(\.[a-z0-9-]{1,10}){0,3}", fullmatch=True),
              st.integers(-5, 70000)),
)


@SMALL
@given(ADDRESSES)
def test_an_address_is_checked_or_refused_in_words(text: str) -> None:
    check_address(text)


@pytest.mark.slow
@settings(LARGE, max_examples=5000)
@given(ADDRESSES)
def test_an_address_is_checked_or_refused_in_words_larger(text: str) -> None:
    check_address(text)


@settings(SMALL, max_examples=15)
@given(st.lists(PIECES, min_size=1, max_size=5).map("".join))
def test_a_malformed_address_is_a_usage_error_at_once(text: str) -> None:
    """Through the command line: exit 2 and PS008 when the address is malformed (a
    well-formed one would be tried, so only malformed ones are given)."""
    if check_address(text) or "\x00" in text:
        return
    result = run(["simulate", "pitch", "-n", "1", "--dask", text], seconds=20)
    assert result.exit_code == 2 and "error[PS008]" in result.output
