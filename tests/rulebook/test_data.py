"""``pitchspec rulebook --stats``: every spec simulated into the pages' data files."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from pitchspec.rulebook.data import write_stats

from conftest import SPEC_DIR, TURNED_JOKERS


def test_every_spec_gets_a_stats_file_from_the_right_engine(tmp_path: Path) -> None:
    specs = tmp_path / "spec"
    specs.mkdir()
    for name in ("pitch", "auction_pitch"):
        shutil.copy(SPEC_DIR / f"{name}.pitch", specs)
    # the kernel runs every bundled variant, not Seven Up with jokers (a turned joker)
    shutil.copy(TURNED_JOKERS, specs)
    names: list[str] = []
    written = write_stats(specs, tmp_path / "_data", matches=5, workers=1, max_hands=20,
                          done=names.append, agents=("random",))
    assert sorted(p.name for p in written) == [
        "auction_pitch.stats.json", "pitch.stats.json", "turned_jokers.stats.json"]
    assert sorted(names) == ["auction_pitch", "pitch", "turned_jokers"]
    data = {p.stem.split(".")[0]: json.loads(p.read_text()) for p in written}
    assert data["auction_pitch"]["engine"] == "batch"
    assert data["turned_jokers"]["engine"] == "reference"
    assert all(d["matches"] == 5 and d["seed"] == 1 for d in data.values())
    assert not list((tmp_path / "_data").glob("*.tmp"))
    assert all(set(d["agents"]) == {"random"} for d in data.values())


def test_the_pages_default_to_heuristic_players_on_the_reference_engine(
        tmp_path: Path) -> None:
    specs = tmp_path / "spec"
    specs.mkdir()
    shutil.copy(SPEC_DIR / "auction_pitch.pitch", specs)
    [path] = write_stats(specs, tmp_path / "_data", matches=3, workers=1, max_hands=30)
    data = json.loads(path.read_text())
    assert set(data["agents"]) == {"heuristic"} and data["engine"] == "reference"
    assert data["draws"] == 0
