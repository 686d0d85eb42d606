"""Publishing a user's specs: a site of their own, and the extension in any project.

The worked example is the house rules of ``docs/example`` (Auction Pitch to 15), a
spec outside the catalogue that extends the catalogue's ``auction_pitch`` (000)."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from pitchspec.cli import main

from conftest import ROOT

pytest.importorskip("sphinx", reason="publishing needs the 'docs' extra (Sphinx)")

EXAMPLE = ROOT / "docs" / "example"
HOUSE = EXAMPLE / "house_pitch.pitch"
PARENT_LINK = 'href="auction_pitch.html#variant-auction-pitch"'


def _listing(folder: Path) -> dict[str, str]:
    """Every file under a folder and a hash of its bytes."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def _run(*args: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, timeout=600, check=False)


def _user_folder(tmp_path: Path) -> Path:
    mine = tmp_path / "mine"
    mine.mkdir()
    shutil.copy(HOUSE, mine)
    return mine


def test_site_for_a_user_spec_links_its_parent_from_the_catalogue(tmp_path: Path) -> None:
    mine = _user_folder(tmp_path)
    before = _listing(mine)
    done = _run("-m", "pitchspec", "rulebook", mine / "house_pitch.pitch", "--out", "site",
                cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    page = (tmp_path / "site" / "variants" / "house_pitch.html").read_text(encoding="utf-8")
    assert "<h1>House Pitch" in page and PARENT_LINK in page
    parent = (tmp_path / "site" / "variants" / "auction_pitch.html").read_text(encoding="utf-8")
    assert 'href="house_pitch.html#variant-house-pitch"' in parent
    index = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert "from the pitchspec catalogue" in index
    assert _listing(mine) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine", "site"]


def test_a_second_build_replaces_the_first_site(tmp_path: Path) -> None:
    mine = _user_folder(tmp_path)
    for _ in range(2):
        result = CliRunner().invoke(main, ["rulebook", str(mine), "--out",
                                           str(tmp_path / "site")])
        assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine", "site"]


@pytest.mark.parametrize("taken", ["file", "folder"])
def test_out_holding_other_files_is_refused_untouched(tmp_path: Path, taken: str) -> None:
    out = tmp_path / "out"
    mine = out if taken == "file" else out / "notes.txt"
    mine.parent.mkdir(parents=True, exist_ok=True)
    mine.write_text("mine", encoding="utf-8")
    before = _listing(tmp_path)
    result = CliRunner().invoke(main, ["rulebook", str(HOUSE), "--out", str(out)])
    assert result.exit_code == 2 and "--out" in result.output
    assert _listing(tmp_path) == before


def test_a_spec_with_errors_is_reported_and_nothing_is_written(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pitch"
    bad.write_text("variant bad extends no_such_variant\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["rulebook", str(bad), "--out", str(tmp_path / "site")])
    assert result.exit_code == 1 and "PS206" in result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.pitch"]


def test_two_files_declaring_one_variant_are_refused(tmp_path: Path) -> None:
    mine = _user_folder(tmp_path)
    (tmp_path / "copy").mkdir()
    shutil.copy(HOUSE, tmp_path / "copy")
    result = CliRunner().invoke(main, ["rulebook", str(mine), str(tmp_path / "copy"),
                                       "--out", str(tmp_path / "site")])
    assert result.exit_code == 1 and "PS003" in result.output
    assert not (tmp_path / "site").exists()


def test_the_documented_minimal_project_builds_clean_and_writes_nothing(
        tmp_path: Path) -> None:
    """docs/publishing.rst's conf.py is one line; the parent is a plain mention."""
    assert (EXAMPLE / "conf.py").read_text(encoding="utf-8").strip() == \
        'extensions = ["pitchspec.sphinxext"]'
    before = _listing(EXAMPLE)
    done = _run("-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html", EXAMPLE,
                tmp_path / "html", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    page = (tmp_path / "html" / "index.html").read_text(encoding="utf-8")
    assert "Our house rules" in page and "<h2>House Pitch" in page
    assert '<span class="xref std std-ref">Auction Pitch</span>' in page
    assert _listing(EXAMPLE) == before


def _project(tmp_path: Path, conf: str) -> Path:
    src = tmp_path / "src"
    shutil.copytree(EXAMPLE, src)
    (src / "conf.py").write_text(conf, encoding="utf-8")
    return src


def test_parents_link_into_the_catalogue_url_when_one_is_set(tmp_path: Path) -> None:
    src = _project(tmp_path, 'extensions = ["pitchspec.sphinxext"]\n'
                   'pitch_catalogue_url = "https://example.org/rules/"\n')
    done = _run("-m", "sphinx", "-W", "-q", "-b", "html", src, tmp_path / "html", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    page = (tmp_path / "html" / "index.html").read_text(encoding="utf-8")
    assert ('href="https://example.org/rules/variants/auction_pitch.html'
            '#variant-auction-pitch"') in page


def test_pitch_spec_dir_may_be_a_list_of_folders(tmp_path: Path) -> None:
    """Generated pages for the specs of two folders; the second extends the first."""
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    shutil.copy(HOUSE, tmp_path / "a")
    (tmp_path / "b" / "longer_house_pitch.pitch").write_text(
        'variant longer_house_pitch "Longer House Pitch" extends house_pitch\n\n'
        "winning {\n  target: 21\n}\n", encoding="utf-8")
    src = _project(tmp_path, 'extensions = ["pitchspec.sphinxext"]\npitch_generate = True\n'
                   'pitch_spec_dir = ["../a", "../b"]\npitch_include = ["../a"]\n')
    (src / "index.rst").write_text("Ours\n====\n\n.. toctree::\n\n   variants/index\n"
                                   "   reference/codes\n   reference/language\n",
                                   encoding="utf-8")
    (src / "house_pitch.pitch").unlink()
    done = _run("-m", "sphinx", "-W", "-q", "-b", "html", src, tmp_path / "html", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    child = (tmp_path / "html" / "variants" / "longer_house_pitch.html").read_text(
        encoding="utf-8")
    assert 'href="house_pitch.html#variant-house-pitch"' in child


def test_a_missing_spec_folder_is_a_clear_error(tmp_path: Path) -> None:
    """Sphinx's own report of a configuration error, naming the folder."""
    src = _project(tmp_path, 'extensions = ["pitchspec.sphinxext"]\npitch_generate = True\n'
                   'pitch_spec_dir = "../nowhere"\n')
    done = _run("-m", "sphinx", "-q", "-b", "html", src, tmp_path / "html", cwd=tmp_path)
    assert done.returncode != 0
    assert "Configuration error" in done.stderr
    assert f"pitch_spec_dir: no such folder: {tmp_path / 'nowhere'}" in done.stderr
