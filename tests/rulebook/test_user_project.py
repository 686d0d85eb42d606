"""The Sphinx extension in a user's own project: built with the html, epub, latex and
gettext builders, warnings as errors.

The project renders a spec of its own (House Pitch) whose parent is another of its own
specs (Our Base, beside it), itself played like the bundled Auction Pitch; one page
shows it whole, a second again in short (``:noindex:``, ``:sections:``, without
verdicts, statistics or notes). Nothing shows a label behind a link as text; a link
goes to a page of the project or, with ``pitch_catalogue_url``, into the catalogue
for a bundled variant only; results out of date for the rules rendered are a warning.
"""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pitchspec.matches.logs.log_format import spec_digest
from pitchspec.pipeline import load

from conftest import SPEC_DIR

pytest.importorskip("sphinx", reason="the extension needs the 'docs' extra (Sphinx)")

URL = "https://example.org/pitchspec"
BASE = '''/// Our base game: Auction Pitch to 15.
variant our_base "Our Base" extends auction_pitch
source: own "our table"

winning {
  /// choice: a longer game.
  target: 15
}
'''
HOUSE = '''/// House Pitch: our base game where the lowest trump takes the trick.
variant house "House Pitch" extends our_base
source: own "our table"

play {
  /// The joker may not be led to the first trick.
  trick_winner: lowest
}
'''
SUMMARY = '''Summary
=======

The same game, in short:

.. pitch-variant:: rules/house.pitch
   :noindex:
   :sections: overview, play, scoring
   :no-verification:
   :no-statistics:
   :no-notes:
'''


def project(folder: Path, url: bool = True) -> Path:
    src = folder / "src"
    (src / "rules").mkdir(parents=True)
    (src / "rules" / "our_base.pitch").write_text(BASE, encoding="utf-8")
    (src / "rules" / "house.pitch").write_text(HOUSE, encoding="utf-8")
    conf = ['project = "Our card games"', 'copyright = "us"', 'version = "1"',
            'extensions = ["pitchspec.sphinxext"]']
    if url:
        conf.append(f'pitch_catalogue_url = "{URL}"')
    (src / "conf.py").write_text("\n".join(conf) + "\n", encoding="utf-8")
    (src / "index.rst").write_text("Our games\n=========\n\n.. toctree::\n\n   house\n"
                                   "   summary\n", encoding="utf-8")
    (src / "house.rst").write_text("House rules\n===========\n\n"
                                   ".. pitch-variant:: rules/house.pitch\n", encoding="utf-8")
    (src / "summary.rst").write_text(SUMMARY, encoding="utf-8")
    return src


def sphinx(src: Path, builder: str, out: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", builder,
         "-d", str(out.parent / f"{out.name}-doctrees"), str(src), str(out)],
        capture_output=True, text=True, timeout=600, check=False)


def visible(page: str) -> str:
    """A page's text as a reader sees it (no tags, scripts, or attribute values)."""
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("user-project")
    src = project(folder)
    outs = {}
    for builder in ("html", "epub", "latex", "gettext"):
        out = folder / builder
        done = sphinx(src, builder, out)
        assert done.returncode == 0, f"{builder}:\n{done.stdout}\n{done.stderr}"
        outs[builder] = out
    return outs


def test_every_builder_builds_clean(built: dict[str, Path]) -> None:
    assert (built["html"] / "house.html").is_file()
    assert any(built["epub"].glob("*.epub"))
    assert any(built["latex"].glob("*.tex"))
    assert any(built["gettext"].glob("*.pot"))


def test_no_label_shows_as_text(built: dict[str, Path]) -> None:
    """The parent, the grandparents and the notes' origins are named by their titles."""
    pages = [*built["html"].glob("*.html"), *built["epub"].glob("*.xhtml")]
    for page in pages:  # (an ePub prints a link's address after it: not a label)
        text = re.sub(r"\[https?://[^\]]*\]", "", visible(page.read_text(encoding="utf-8")))
        assert "variant-" not in text, page.name
    house = visible((built["html"] / "house.html").read_text(encoding="utf-8"))
    assert "Differences from Our Base" in " ".join(house.split())
    messages = "\n".join(p.read_text(encoding="utf-8") for p in built["gettext"].glob("*.pot"))
    ids = "\n".join(re.findall(r'^msgid "(.*)"$', messages, re.M))
    # a message holds a paragraph's markup, as in any Sphinx project: a link's target
    # is in its role, the text a translator translates is its title
    assert "variant-" not in re.sub(r":ref:`[^`<]*<[^>]*>`", "", ids)
    assert ":ref:`Our Base <variant-our_base>`" in ids
    tex = next(built["latex"].glob("*.tex")).read_text(encoding="utf-8")
    tex = re.sub(r"\\(?:label|index|sphinxhref)\{[^}]*\}|\\hyperref\[[^\]]*\]|"
                 r"\{\\detokenize\{[^}]*\}\}", "", tex)  # targets, not text
    assert "variant-" not in tex


def test_links_go_to_pages_that_exist(built: dict[str, Path]) -> None:
    """A link goes to a page of the project, or into the catalogue for a bundled
    variant (never for the project's own parent) or a page of pitchspec's documentation."""
    folder = built["html"]
    for page in folder.glob("*.html"):
        for href in re.findall(r'href="([^"]+)"', page.read_text(encoding="utf-8")):
            target = href.split("#")[0].split("?")[0]
            if href.startswith(URL):
                assert re.fullmatch(rf"{URL}/(variants/(\w+)\.html|claims\.html|sources\.html)",
                                    target), href
                name = re.match(rf"{URL}/variants/(\w+)\.html", target)
                assert name is None or (SPEC_DIR / f"{name.group(1)}.pitch").is_file(), href
                assert "our_base" not in href and "house" not in href
            elif not href.startswith(("http", "mailto:")) and target:
                assert (folder / target).is_file(), f"{page.name} -> {href}"


def test_one_spec_renders_on_two_pages_with_its_options(built: dict[str, Path]) -> None:
    short = " ".join(visible((built["html"] / "summary.html").read_text(
        encoding="utf-8")).split())
    assert "Scoring" in short and "At a glance" in short and "Play" in short
    for left_out in ("Bidding", "Verification", "Statistics from simulation",
                     "The author's note", "The author\u2019s note", "Choices where"):
        assert left_out not in short, left_out


def test_cards_are_drawn_with_a_text_beside_them(built: dict[str, Path]) -> None:
    """The HTML draws the cards; the LaTeX output, which drops the drawing, has the
    text alternative."""
    page = (built["html"] / "house.html").read_text(encoding="utf-8")
    assert 'class="pc pc-red"' in page and 'class="pitch-alt docutils container"' in page
    tex = next(built["latex"].glob("*.tex")).read_text(encoding="utf-8")
    assert "Every suit, highest first: Ace of hearts" in " ".join(tex.split())


def test_without_a_catalogue_url_nothing_links_out(tmp_path: Path) -> None:
    src = project(tmp_path, url=False)
    done = sphinx(src, "html", tmp_path / "html")
    assert done.returncode == 0, done.stdout + done.stderr
    page = (tmp_path / "html" / "house.html").read_text(encoding="utf-8")
    assert URL not in page and "How claims are written" not in page
    assert "Auction Pitch" in visible(page)


def test_an_unknown_section_is_an_error_naming_the_sections(tmp_path: Path) -> None:
    src = project(tmp_path)
    (src / "summary.rst").write_text(SUMMARY.replace("overview, play", "overview, plya"),
                                     encoding="utf-8")
    done = sphinx(src, "html", tmp_path / "html")
    assert done.returncode != 0
    assert "unknown section plya" in done.stderr and "settlement" in done.stderr


def test_verdicts_for_other_rules_are_a_warning(tmp_path: Path) -> None:
    """Results verified before the spec changed: not shown, and -W fails saying so."""
    src = project(tmp_path)
    data = src / "_data"
    data.mkdir()
    house = load(src / "rules" / "house.pitch", [src / "rules"])
    results = {"variant": "house", "budget": 1.0, "pitchspec": "0",
               "spec_sha256": spec_digest(house)[::-1],
               "properties": [{"name": "points_bounded", "verdict": "proved", "claim": ""}]}
    (data / "house.verify.json").write_text(json.dumps(results), encoding="utf-8")
    done = sphinx(src, "html", tmp_path / "html")
    assert done.returncode != 0 and "verified for other rules" in done.stderr
    results["spec_sha256"] = spec_digest(house)
    (data / "house.verify.json").write_text(json.dumps(results), encoding="utf-8")
    done = sphinx(src, "html", tmp_path / "html2")
    assert done.returncode == 0, done.stderr
    page = visible((tmp_path / "html2" / "house.html").read_text(encoding="utf-8"))
    assert "for exactly these rules" in " ".join(page.split())
