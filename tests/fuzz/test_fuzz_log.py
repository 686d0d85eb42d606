"""Issue 15: every game log, however broken, replays or is refused with coded findings
(PS404, PS402, PS405) within a time limit. The logs are written by the tool itself
(`play --log`) and then mutated, so the campaign follows the log format as it changes."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from harness import LARGE, SMALL, SPEC_DIR, run
from hypothesis import given
from hypothesis import strategies as st
from mutate import mutated_text

VARIANTS = ("auction_pitch", "pitch", "seven_up")


@pytest.fixture(scope="module")
def logs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    folder = tmp_path_factory.mktemp("logs")
    found = {}
    for name in VARIANTS:
        path = folder / f"{name}.jsonl"
        run(["play", name, "--seed", "3", "--max-hands", "2", "--log", str(path)])
        found[name] = path.read_text(encoding="utf-8")
    return found


@st.composite
def mutated_log(draw: st.DrawFn, logs: dict[str, str]) -> str:
    text = logs[draw(st.sampled_from(VARIANTS))]
    if draw(st.booleans()):
        lines = text.splitlines()
        for _ in range(draw(st.integers(1, 3))):
            i = draw(st.integers(0, len(lines) - 1))
            op = draw(st.sampled_from(["drop", "repeat", "swap", "edit"]))
            if op == "drop":
                del lines[i]
            elif op == "repeat":
                lines.insert(i, lines[i])
            elif op == "swap":
                j = draw(st.integers(0, len(lines) - 1))
                lines[i], lines[j] = lines[j], lines[i]
            else:
                lines[i] = draw(mutated_text(lines[i]))
            if not lines:
                break
        return "\n".join(lines) + "\n"
    return draw(mutated_text(text))


def _replay(text: str) -> None:
    with tempfile.TemporaryDirectory(prefix="pitchspec-fuzz-") as tmp:
        path = Path(tmp) / "game.jsonl"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        run(["replay", str(path), "-I", str(SPEC_DIR)])


@SMALL
@given(st.data())
def test_a_mutated_log_replays_or_is_refused_with_codes(logs: dict[str, str],
                                                        data: st.DataObject) -> None:
    _replay(data.draw(mutated_log(logs)))


@pytest.mark.slow
@LARGE
@given(st.data())
def test_a_mutated_log_replays_or_is_refused_larger(logs: dict[str, str],
                                                    data: st.DataObject) -> None:
    _replay(data.draw(mutated_log(logs)))


@pytest.mark.parametrize("first", [True, False])
def test_a_log_nested_too_deep_is_refused_with_a_code(logs: dict[str, str],
                                                      first: bool) -> None:
    deep = "[" * 5_000 + "]" * 5_000
    header = logs["pitch"].splitlines()[0]
    _replay(deep + "\n" if first else f"{header}\n{deep}\n")
