"""The rulebook in Russian, Finnish and Armenian beside English.

Every phrase function, heading and label has a version in every language; a page in
another language states the same sentence kinds (each tied to its engine test in the
sentence table) as the English page, for every bundled spec; a complex page (jokers,
partnerships, an exchange, a special bid, a refuted property, statistics) is written
whole in each language, in its own card words and plural forms; and Sphinx builds the
site in all four languages, with a switcher, under ``-W``.
"""

from __future__ import annotations

import dataclasses
import html
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pitchspec import load
from pitchspec.cards import Rank
from pitchspec.i18n import LANGUAGES, TRANSLATED, language
from pitchspec.i18n.catalogues import translations
from pitchspec.matches.logs.log_format import spec_digest
from pitchspec.rulebook import languages as _languages  # noqa: F401  (their phrases)
from pitchspec.rulebook import phrasing, render, tricks, words
from pitchspec.rulebook.backing import recording
from pitchspec.rulebook.results import Results, parse_stats, parse_verification, parse_verified
from pitchspec.rulebook.site import page_context
from pitchspec.rulebook.texts import DOMAIN, ENGLISH, PLURALS, text

from conftest import SPEC_DIR

SPECS = sorted(SPEC_DIR.glob("*.pitch"))
COMPLEX = "contway_pitch"
"""Jokers, partnerships, an exchange and a special bid."""
ENGLISH_HEADINGS = ["At a glance", "Cards and their order", "Dealing", "Bidding", "Scoring",
                    "Making the bid or being set", "Winning the match", "Verification",
                    "Statistics from simulation", "Sources", "Differences from"]
WORDS = {
    # the game's terms in each language's own card vocabulary, as its tables say them
    "ru": ["козыр", "взятк", "масть", "дилер", "джокер", "торг", "партнёр", "очк"],
    "fi": ["valtti", "tiki", "maa", "jakaja", "jokeri", "tarjo", "joukkue", "piste"],
    "hy": ["հաղթաթ", "վերցում", "գույն", "դիլեր", "ջոկեր", "հայտ", "թիմ", "միավոր"],
}


def _page(name: str, code: str, **changes: object) -> str:
    variant, context, _ = page_context(SPEC_DIR / f"{name}.pitch", None)
    context = dataclasses.replace(context, pictures=False, children=(), source=None,
                                  **changes)
    with language(code):
        return render(variant, context)


def _results(name: str) -> Results:
    """A refuted and a proved property, as ``pitchspec verify --results`` writes them,
    and statistics of simulated matches."""
    data = {"variant": name, "spec_sha256": spec_digest(load(SPEC_DIR / f"{name}.pitch")),
            "budget": 1.0, "pitchspec": "0.1.0", "properties": [
                {"name": "points_bounded", "verdict": "proved",
                 "claim": "A deal never awards more points than the rules list.",
                 "method": "outcome model"},
                {"name": "ties_resolved", "verdict": "refuted",
                 "claim": "At most one side wins.", "method": "engine search",
                 "why": "Two sides can stand level (P-50).",
                 "story": ["4 players in two partnerships; seat 3 deals, seat 0 is elder",
                           "why: 2 sides are declared winners at once"],
                 "note": "for deals starting below the target"}]}
    stats = {"variant": name, "players": 4, "seed": 7, "matches": 10, "hands": 200,
             "contracts": {"2": {"contracts": 100, "made": 61},
                           "3": {"contracts": 50, "made": 21}},
             "points": {"high": {"awarded": 200}, "game": {"awarded": 150}},
             "hands_per_match": {"mean": 20.0}}
    return Results(parse_verification(data), parse_stats(stats), verified=parse_verified(data))


# --------------------------------------------------------------------------- coverage


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_phrase_function_has_a_version_in_every_language(code: str) -> None:
    assert sorted(set(phrasing.ENGLISH) - set(phrasing.BOOKS[code])) == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_phrase_table_has_the_keys_of_the_english_one(code: str) -> None:
    """The walkers written once read each language's phrase table: it has every key
    English has, and no other."""
    english, own = set(phrasing.table_of("en")), set(phrasing.table_of(code))
    assert (sorted(english - own), sorted(own - english)) == ([], [])


def test_a_missing_table_phrase_is_an_error_not_english() -> None:
    table = phrasing.table_of("ru")
    assert isinstance(table, dict)
    saved = table.pop("play.trick winner leads")
    try:
        with language("ru"), pytest.raises(phrasing.MissingPhrase, match="no ru phrase"):
            tricks.leading(load(SPEC_DIR / "auction_pitch.pitch").play,
                           load(SPEC_DIR / "auction_pitch.pitch").trump)
    finally:
        table["play.trick winner leads"] = saved


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_heading_and_label_has_a_translation(code: str) -> None:
    """Each fixed word of a page (headings, columns, captions, chart labels) is in the
    language's catalogue, translated: looked up, none raises and none is the English."""
    catalogue = translations(DOMAIN, code)
    same = []
    for key, english in ENGLISH.items():
        if key in PLURALS:
            said = catalogue.npgettext(key, PLURALS[key][1], english, 5)
        else:
            said = catalogue.pgettext(key, english)
        if said == english and re.search(r"[A-Za-z]{3,}", re.sub(r"\{\w+\}", "", english)):
            same.append(key)
    assert [k for k in same if k not in ALIKE] == []


ALIKE = {"stats.seed"}
"""Words a language may keep as English writes them (a random generator's seed)."""


def test_a_missing_phrase_is_an_error_not_english() -> None:
    key = "words.rank_name"
    saved = phrasing.BOOKS["ru"].pop(key)
    try:
        with language("ru"), pytest.raises(phrasing.MissingPhrase, match="ru version"):
            words.rank_name(Rank.JACK)
    finally:
        phrasing.BOOKS["ru"][key] = saved
    with language("ru"):
        assert words.rank_name(Rank.JACK) == "Валет"


# --------------------------------------------------------------------------- every spec


@pytest.mark.parametrize("path", SPECS, ids=lambda p: p.stem)
def test_every_language_states_the_same_sentence_kinds(path: Path) -> None:
    """A sentence kind cannot exist in English only: the constructs a page states (each
    tied to its engine test in the sentence table) are the same in every language."""
    said = {}
    for code in LANGUAGES:
        with recording() as seen:
            _page(path.stem, code)
        said[code] = seen
    for code in TRANSLATED:
        assert said[code] == said["en"], (code, said[code] ^ said["en"])


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_english_heading_is_left_on_a_translated_page(code: str) -> None:
    for path in SPECS[::5]:
        page = _page(path.stem, code)
        lines = page.splitlines()
        titles = [lines[i - 1] for i, line in enumerate(lines) if line and set(line) == {"-"}]
        assert titles and not [t for t in titles if any(t.startswith(h)
                                                         for h in ENGLISH_HEADINGS)]


# --------------------------------------------------------------------------- the complex page


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_complex_page_is_written_whole_in_the_language(code: str) -> None:
    page = _page(COMPLEX, code, results=_results(COMPLEX))
    english = _page(COMPLEX, "en", results=_results(COMPLEX))
    low = page.lower()
    assert [w for w in WORDS[code] if w not in low] == []
    for key in ("page.glance", "page.exchange", "verify.heading", "stats.heading",
                "verdict.refuted", "verdict.proved", "claims.heading"):
        with language(code):
            assert text(key) in page, key
    # the refuted property's story and scope are shown, in the language's words
    with language(code):
        assert text("verify.fails", property=text("property.ties_resolved")) in page
        assert text("verify.note", note="for deals starting below the target") in page
    # no generated English sentence is left: the English page's own rule sentences
    # (everything but the author's notes, names and claim wording) are not on it
    for sentence in _rule_sentences(english):
        assert sentence not in page, sentence


def _rule_sentences(page: str) -> list[str]:
    """Long English sentences of the generated rules (before the notes of the spec)."""
    rules = page.split("\nChoices where the sources are unclear")[0]
    flat = " ".join(rules.split())
    return [s for s in re.split(r"(?<=[.:])\s", flat)
            if len(s) > 40 and re.fullmatch(r"[A-Z][a-z ,;()'-]+[.:]", s)]


def test_russian_counts_take_their_plural_forms() -> None:
    """One sentence template per CLDR form: 1 карта, 3 карты, 5 карт; Finnish 1 kortti,
    6 korttia; Armenian keeps the noun singular after a number."""
    with language("ru"):
        assert [text("cards.count", count=n) for n in (1, 3, 5, 21)] == [
            "1 карта", "3 карты", "5 карт", "21 карта"]
    with language("fi"):
        assert [text("cards.count", count=n) for n in (1, 6)] == ["1 kortti", "6 korttia"]
    with language("hy"):
        assert [text("cards.count", count=n) for n in (1, 6)] == [
            "1 խաղաթուղթ", "6 խաղաթուղթ"]


def test_numbers_are_written_as_the_language_writes_them() -> None:
    page = _page(COMPLEX, "ru", results=_results(COMPLEX))
    assert "61 %" in page.replace("\xa0", " ") and "61%" not in page


def test_the_authors_words_stay_as_written() -> None:
    """Spec notes, names and claim wording are the author's: the same on every page."""
    english = _page(COMPLEX, "en")
    title = load(SPEC_DIR / f"{COMPLEX}.pitch").title
    for code in TRANSLATED:
        page = " ".join(_page(COMPLEX, code).split())
        assert page.count(title) >= 1
        notes = re.findall(r"\*\*[^*]+\*\*: ([^\n]{30,})", english)
        notes = [" ".join(n.split(" (from ")[0].split()) for n in notes]
        assert notes and [n for n in notes if n not in page] == [], code


def test_aliases_show_on_the_page_of_each_language() -> None:
    variant = load(SPEC_DIR / "auction_pitch.pitch")
    assert variant.aliases
    for code in LANGUAGES:
        page = _page("auction_pitch", code)
        intro = " ".join(page.split("=====\n", 1)[1].split("\n\n")[0].split())
        assert all(a in intro for a in variant.aliases), code


# --------------------------------------------------------------------------- Sphinx


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``pitchspec rulebook --language all`` of the complex variant, as a user runs it."""
    pytest.importorskip("sphinx", reason="the rulebook needs the 'docs' extra (Sphinx)")
    out = tmp_path_factory.mktemp("languages") / "site"
    done = subprocess.run([sys.executable, "-m", "pitchspec", "rulebook",
                           str(SPEC_DIR / f"{COMPLEX}.pitch"), "--language", "all",
                           "--out", str(out)], capture_output=True, text=True, check=False,
                          cwd=out.parent, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return out


def test_the_site_builds_in_every_language_under_its_own_folder(site: Path) -> None:
    front = (site / "index.html").read_text(encoding="utf-8")
    for code in LANGUAGES:
        assert f'href="{code}/index.html"' in front
        page = (site / code / "variants" / f"{COMPLEX}.html").read_text(encoding="utf-8")
        assert f'<html lang="{code}"' in page
        with language(code):
            assert html.escape(text("page.glance")) in page, code
        # the switcher links the same page in every other language, and each exists
        links = re.findall(r'<nav class="pitch-languages".*?</nav>', page, re.S)
        assert len(links) == 1
        targets = re.findall(r'href="([^"]+)"', links[0])
        assert len(targets) == len(LANGUAGES) - 1
        for target in targets:
            assert (site / code / "variants" / target).resolve().is_file(), target


def test_sphinx_speaks_armenian_too(site: Path) -> None:
    """Sphinx ships no Armenian words for its own furniture: pitchspec's catalogue gives
    them, and no build's language leaks into another's (Russian words on the Finnish
    page were the first try's)."""
    armenian = (site / "hy" / "variants" / f"{COMPLEX}.html").read_text(encoding="utf-8")
    finnish = (site / "fi" / "variants" / f"{COMPLEX}.html").read_text(encoding="utf-8")
    assert "Որոնում" in armenian and "Նավիգացիա" in armenian
    assert "Навигация" not in finnish and "Navikointi" in finnish


def test_a_users_project_with_language_ru_gets_russian_pages(tmp_path: Path) -> None:
    """``language = "ru"`` in a user's conf.py: the directive writes the page in Russian."""
    pytest.importorskip("sphinx", reason="the extension needs the 'docs' extra (Sphinx)")
    source = tmp_path / "docs"
    source.mkdir()
    (source / "conf.py").write_text('extensions = ["pitchspec.sphinxext"]\n'
                                    'language = "ru"\nexclude_patterns = ["_build"]\n',
                                    encoding="utf-8")
    spec = (SPEC_DIR / f"{COMPLEX}.pitch").read_text(encoding="utf-8")
    (source / f"{COMPLEX}.pitch").write_text(spec, encoding="utf-8")
    (source / "index.rst").write_text(f"Правила\n=======\n\n.. pitch-variant:: {COMPLEX}.pitch\n",
                                      encoding="utf-8")
    out = tmp_path / "html"
    done = subprocess.run([sys.executable, "-c",
                           "import sys; from pathlib import Path; "
                           "from pitchspec.sphinxext import build; "
                           "sys.exit(build(Path(sys.argv[1]), Path(sys.argv[2]), jobs='1'))",
                           str(source), str(out)], capture_output=True, text=True,
                          check=False, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    page = (out / "index.html").read_text(encoding="utf-8")
    assert "Коротко" in page and "Козырь" in page and "At a glance" not in page
    assert "pitch-languages" not in page


# --------------------------------------------------------------------------- names


NAMED = '''variant named "Our Auction" extends auction_pitch
name: ru "Наш аукцион"
name: hy "Մեր աճուրդը"
aliases: "House Setback"
'''


def _named_page(tmp_path: Path, code: str, spec: str = NAMED, name: str = "named") -> str:
    path = tmp_path / f"{name}.pitch"
    path.write_text(spec, encoding="utf-8")
    variant, context, _ = page_context(path, None)
    context = dataclasses.replace(context, pictures=False, children=(), source=None)
    with language(code):
        return render(variant, context)


def test_a_spec_names_the_variant_in_a_language(tmp_path: Path) -> None:
    """``name: ru "..."`` is the Russian page's title; the title as written stays among
    its other names; a language without a name of its own shows the title."""
    russian = _named_page(tmp_path, "ru")
    assert "\nНаш аукцион\n===========\n" in russian
    assert "Our Auction или House Setback" in " ".join(russian.split())
    armenian = _named_page(tmp_path, "hy")
    assert "\nՄեր աճուրդը\n" in armenian
    for code in ("en", "fi"):
        assert "\nOur Auction\n===========\n" in _named_page(tmp_path, code)
    # the site's index and search find the page by every name, in every language
    index = russian.split(".. _variant")[0]
    assert all(n in index for n in ("Our Auction", "Наш аукцион", "Մեր աճուրդը",
                                    "House Setback"))


def test_a_name_is_not_inherited(tmp_path: Path) -> None:
    (tmp_path / "named.pitch").write_text(NAMED, encoding="utf-8")
    child = 'variant kid "Kid Auction" extends named\n'
    assert "\nKid Auction\n===========\n" in _named_page(tmp_path, "ru", child, "kid")


def test_the_footprint_misses_a_sentence_a_language_lacks() -> None:
    """tests/footprint.py asks every language's phrase table for a walker's sentence."""
    from footprint import missing

    from pitchspec import model as m

    assert not [s for s in missing(m.FollowRule.MUST_FOLLOW) if "rulebook" in s]
    table = phrasing.table_of("fi")
    assert isinstance(table, dict)
    saved = table.pop("play.follow: must follow")
    try:
        assert [s for s in missing(m.FollowRule.MUST_FOLLOW) if "rulebook" in s]
    finally:
        table["play.follow: must follow"] = saved
