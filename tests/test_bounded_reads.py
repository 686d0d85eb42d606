"""Every read is bounded before it is made (issue 34): a spec, deal file, log, key or
expected-verdicts file that is a device, a FIFO with no writer, a link to /dev/zero,
a 2 GB sparse file or a file that changes while read is refused with a code, at once:
never exit 3, a traceback, a hang or memory out of proportion to the input."""

from __future__ import annotations

import contextlib
import json
import os
import tracemalloc
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from pitchspec import limits
from pitchspec.cli import main
from pitchspec.matches.logs.deal_file import parse_deal_text
from pitchspec.matches.logs.log_read import parse_log

from conftest import ROOT

DEAL = ROOT / "tests" / "fixtures" / "deals" / "auction_pitch_bid_three.json"


def awkward(folder: Path, suffix: str) -> dict[str, Path]:
    """Inputs no reader may read whole or wait on, named with ``suffix``."""
    folder.mkdir(parents=True, exist_ok=True)
    fifo = folder / f"fifo{suffix}"
    os.mkfifo(fifo)
    zero = folder / f"zero{suffix}"
    zero.symlink_to("/dev/zero")
    sparse = folder / f"sparse{suffix}"
    with sparse.open("wb") as out:
        out.truncate(2 * 1024**3)  # 2 GB of nothing, stored in no blocks
    return {"fifo": fifo, "link to /dev/zero": zero, "2 GB sparse": sparse,
            "/dev/urandom": Path("/dev/urandom")}


KINDS = ["fifo", "link to /dev/zero", "2 GB sparse", "/dev/urandom"]
COMMANDS: dict[str, tuple[Callable[[Path, Path], list[str]], str, str]] = {
    "check": (lambda f, _: ["check", str(f)], ".pitch", "PS00"),
    "show": (lambda f, _: ["show", str(f)], ".pitch", "PS00"),
    "fmt": (lambda f, _: ["fmt", "--check", str(f)], ".pitch", "PS00"),
    "diff": (lambda f, _: ["diff", str(f), "pitch"], ".pitch", "PS00"),
    "list": (lambda f, _: ["list", str(f.parent)], ".pitch", "PS00"),
    "play --deal": (lambda f, _: ["play", "pitch", "--deal", str(f)], ".json", "PS403"),
    "replay": (lambda f, _: ["replay", str(f)], ".log", "PS404"),
    "play --sign-key": (lambda f, t: ["play", "pitch", "--log", str(t / "m.log"),
                                      "--sign-key", str(f)], ".key", "PS412"),
    "verify --expected": (lambda f, _: ["verify", "pitch", "-p", "deck_sufficient",
                                        "--expected", str(f)], ".toml", "PS506"),
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_an_input_that_is_no_file_is_refused_at_once(tmp_path: Path, command: str,
                                                     kind: str) -> None:
    build, suffix, code = COMMANDS[command]
    path = awkward(tmp_path / "in", suffix)[kind]
    if kind == "/dev/urandom" and command == "list":
        pytest.skip("list reads the .pitch files of a folder")
    result = CliRunner().invoke(main, build(path, tmp_path))
    shown = result.output
    assert result.exit_code in (1, 2), (command, kind, shown)
    assert code in shown and "Traceback" not in shown and "internal error" not in shown
    assert not isinstance(result.exception, MemoryError)


def test_a_file_that_changes_size_while_read_is_refused() -> None:
    """/proc/self/status says it holds 0 bytes and then gives more: what is read is
    not the file the size check saw."""
    with pytest.raises(limits.Changed, match="changed size"):
        limits.read_bytes_bounded("/proc/self/status", 1 << 20, "deal file")


def test_the_size_is_checked_before_a_byte_is_read(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 1000)
    read: list[int] = []
    real = limits._read_up_to
    monkeypatch.setattr(limits, "_read_up_to", lambda h, n: read.append(n) or real(h, n))
    with pytest.raises(limits.TooLarge):
        limits.read_bytes_bounded(big, 999, "deal file")
    assert read == []


def test_a_text_file_reads_as_text_mode_does(tmp_path: Path) -> None:
    path = tmp_path / "crlf.json"
    path.write_bytes("a\r\nb\rc\n\ufeffd".encode())
    assert limits.read_bounded(path, "deal file") == path.read_text(encoding="utf-8")


# ------------------------------------------------- memory in proportion to the input's size

def _peak(work: Callable[[], object]) -> int:
    tracemalloc.start()
    try:
        work()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def _deal_with_description(chars: int) -> str:
    data = json.loads(DEAL.read_text(encoding="utf-8"))
    data["description"] = "x\\\"" * (chars // 3)  # plain characters and escapes
    return json.dumps(data)


def _log_with_label(chars: int) -> str:
    line = json.dumps({"type": "action", "label": "y" * chars})
    return "\n".join([line, line])


@pytest.mark.parametrize(("make", "parse"), [
    (_deal_with_description, lambda text: parse_deal_text(text, "deal.json")),
    (_log_with_label, parse_log),
], ids=["deal file", "log"])
def test_reading_costs_memory_in_proportion_to_the_input(
        make: Callable[[int], str], parse: Callable[[str], object]) -> None:
    """At 1 and 4 million characters, reading a deal file (or a log line) whose one
    string is that long peaks at a few bytes a character beyond the text, growing with
    the size, not faster: the nesting pre-check used to spend about 120 bytes a
    character on a long string (6 GB for a 50 MB description)."""
    small, large = make(1_000_000), make(4_000_000)

    def cost(text: str) -> int:
        def work() -> None:
            with contextlib.suppress(Exception):  # a refusal is fine: the cost is reading
                parse(text)
        return _peak(work)

    per_char = [cost(small) / len(small), cost(large) / len(large)]
    assert max(per_char) < 12, per_char  # the text itself is 1 byte a character
    assert per_char[1] < per_char[0] * 1.5, per_char
