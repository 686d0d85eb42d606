"""Issue 34: a key file of any content is read exactly or refused (PS412) without a byte
of it shown, in process and through ``play --sign-key`` / ``replay --verify-key``."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from harness import LARGE, SMALL, run
from hypothesis import given, settings
from hypothesis import strategies as st
from inprocess import check_key

from pitchspec.matches.logs.chain import MAX_KEY_BYTES

MARKER = b"K3Y-"

KEYS = st.one_of(
    st.binary(max_size=200),
    st.builds(lambda n, fill: (MARKER + fill) * (n // (len(fill) + 4) + 1),
              st.integers(MAX_KEY_BYTES - 8, MAX_KEY_BYTES + 64), st.binary(min_size=8,
                                                                            max_size=16)),
    st.sampled_from([b"", b"\n", b"\x00" * 32, b"\x1b[2J" * 10, "é".encode() * 20,
                     b"\xff" * (MAX_KEY_BYTES + 1), b"k" * MAX_KEY_BYTES]),
)


def _check(data: bytes) -> None:
    with tempfile.TemporaryDirectory(prefix="pitchspec-fuzz-") as tmp:
        check_key(data, Path(tmp))


@SMALL
@given(KEYS)
def test_a_key_file_is_read_exactly_or_refused_unshown(data: bytes) -> None:
    _check(data)


@pytest.mark.slow
@settings(LARGE, max_examples=2000)
@given(KEYS)
def test_a_key_file_is_read_exactly_or_refused_unshown_larger(data: bytes) -> None:
    _check(data)


@settings(SMALL, max_examples=10)
@given(st.sampled_from([0, MAX_KEY_BYTES + 1, 3 * MAX_KEY_BYTES]),
       st.sampled_from(["play", "replay"]))
def test_a_refused_key_is_not_in_the_commands_output(size: int, command: str) -> None:
    with tempfile.TemporaryDirectory(prefix="pitchspec-fuzz-") as tmp:
        key = Path(tmp) / "key"
        key.write_bytes((MARKER * (size // 4 + 1))[:size])
        args = ["play", "pitch", "--log", str(Path(tmp) / "m.log"), "--sign-key", str(key)] \
            if command == "play" else ["replay", str(Path(tmp) / "none.log"),
                                       "--verify-key", str(key)]
        result = run([*args, "--seed", "1"] if command == "play" else args)
        assert result.exit_code == 1 and MARKER.decode() not in result.output
