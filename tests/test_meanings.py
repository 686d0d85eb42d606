"""The registry of meanings: complete, not orphaned, true to the engine, and served by
``pitchspec explain``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from pitchspec import load, meanings
from pitchspec.cli import main
from pitchspec.engine.core.records import Award, Contract, HandRecord
from pitchspec.engine.phases.credits import bid_made
from pitchspec.engine.phases.winning import _eligible
from pitchspec.phrases import match
from pitchspec.pipeline import check

from conftest import ROOT

SPEC = ROOT / "spec"


def test_every_section_setting_value_and_choice_word_has_a_meaning() -> None:
    assert meanings.missing() == [], "give these a meaning in pitchspec/meanings/"


def test_no_meaning_names_something_the_language_lacks() -> None:
    assert meanings.orphans() == [], "the language no longer has these"


def test_completeness_check_names_what_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = dict(meanings.TEXTS)
    del texts["winning.who: bid made"]
    monkeypatch.setattr(meanings, "TEXTS", texts)
    words = {g: dict(t) for g, t in meanings.WORDS.items()}
    del words["{none|elder|joker|half_jokers}"]["elder"]
    monkeypatch.setattr(meanings, "WORDS", words)
    assert sorted(meanings.missing()) == ["winning.who: bid made",
                                          "{none|elder|joker|half_jokers} elder"]


def test_the_walk_covers_nested_blocks_clauses_and_choices() -> None:
    needed = meanings.needed()
    assert "bidding.bid" in needed and "trump.beg.gift" in needed
    assert "bidding.all_pass: or {name}" in needed
    assert "{holder|original_holder|capturer|player|dealer|elder|majority|trick_winner} " \
        "capturer" in needed


def test_short_text_is_the_first_sentence_of_the_long() -> None:
    found = meanings.explain("bidding.bid.requires", "every point scored")
    assert found is not None and found.long.startswith(found.short)
    assert found.short.endswith(".") and len(found.short) < len(found.long)


# ------------------------------------------------------------------ the two ambiguities


def _record(bidder: int, special: str | None = None, level: int = 2) -> HandRecord:
    return HandRecord(dealer=3, elder=0, sides=(0, 1, 0, 1), trump=0, sub=None, dealt=(),
                      held=(), tricks=(), contract=Contract(bidder, level, special=special))


def test_who_bidder_even_if_set_lets_a_set_bidder_win() -> None:
    """Solo Auction Pitch (001/002: "at least 7 at the end of a hand in which he was the
    pitcher"): 'who: bidder even if set' lets a set pitcher win; Nine-Five (V27, 000: "a
    bid that brings it over 100") says 'who: bid made'."""
    solo = load(SPEC / "solo_auction_pitch.pitch")
    nine_five = load(SPEC / "nine_five.pitch")
    assert "set" in meanings.hover("who", "bidder even if set")  # type: ignore[operator]
    assert _eligible(solo, _record(0), 0, made=False)
    assert not _eligible(solo, _record(0), 1, made=True)
    assert not _eligible(nine_five, _record(0), 0, made=False)  # who: bid made
    assert _eligible(nine_five, _record(0), 0, made=True)


MOON_ABOVE = """variant moon_above "Moon above" extends auction_pitch
source: own "a test"

bidding {
  drop bid moon
  bid moon "Shoot the moon" {
    above: 4
    value: 5
    requires: every point scored
    made: score value
    set: lose value
  }
}
"""


def test_every_point_scored_ignores_a_point_no_one_scores(tmp_path: Path) -> None:
    """A moon above 4 (as Campbell Eleven's above 11 was, 000) is made with every point
    that was scored, though Game (tied) went to no one."""
    spec = tmp_path / "moon_above.pitch"
    spec.write_text(MOON_ABOVE, encoding="utf-8")
    variant = load(spec, [SPEC])
    awards = [Award("high", 0, 1), Award("low", 0, 1), Award("jack", 0, 1)]
    assert bid_made(variant, _record(0, "moon", 5), awards)
    assert not bid_made(variant, _record(0, "moon", 5), [*awards, Award("game", 1, 1)])
    text = meanings.explain("requires", "every point scored")
    assert text is not None and "no one scores" in text.long


@pytest.mark.parametrize("path,phrase", [("bidding.bid.requires", "all points"),
                                         ("points.point", "all points"),
                                         ("winning.who", "bidder")])
def test_retired_phrase_is_no_form_and_names_explicit_ones(path: str, phrase: str) -> None:
    setting = dict(meanings.settings())[path]
    (retired,) = setting.retired
    assert retired.phrase == phrase
    atoms = meanings.atoms_of(phrase)
    assert all(match(f, atoms) is None for f in meanings.forms(setting))
    shown = {f.shown() for f in meanings.forms(setting)}
    assert set(retired.instead) <= shown


def test_no_bundled_spec_uses_a_retired_phrase() -> None:
    codes = {d.code for r in check([SPEC]) for d in r.diagnostics}
    assert "PS217" not in codes


# ------------------------------------------------------------------ lookup and explain


def test_short_key_resolves_or_lists_its_sections() -> None:
    assert [m.path for m in meanings.lookup("who")] == ["winning.who"]
    assert [m.path for m in meanings.lookup("jokers")] == ["deck.jokers", "ranking.jokers",
                                                           "play.jokers"]
    assert meanings.explain("jokers") is None
    assert "several sections" in meanings.suggest("jokers")[0]


def test_value_with_holes_and_choice_words() -> None:
    found = meanings.explain("point", "to capturer")
    assert found is not None and found.words[0][0] == "capturer"
    hand = meanings.explain("deal.hand", "6")
    assert hand is not None and hand.forms == (("<nat>", "a whole number, 0 or more"),)
    assert meanings.explain("deal.hand", "six") is None


def test_did_you_mean_for_keys_and_values() -> None:
    assert meanings.suggest("hwo") == ["did you mean 'who'?"]
    hints = meanings.suggest("who", "bidder")
    assert hints[0].startswith("'bidder' is retired as ambiguous")
    assert hints[-1].startswith("forms: anyone")


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["explain", *args])
    return result.exit_code, result.output


def test_explain_command_exit_codes_and_json() -> None:
    code, out = _run("winning.who")
    assert code == 0 and "bidder even if set:" in out
    code, out = _run("--format", "json", "who", "bid", "made")
    assert code == 0 and json.loads(out)["shown"] == "who: bid made"
    code, out = _run("who", "bidder")
    assert code == 1 and "bidder even if set" in out
    code, out = _run("--format", "json", "hwo")
    assert code == 1 and json.loads(out)["suggestions"] == ["did you mean 'who'?"]
    assert json.loads(out)["code"] == "PS009"
    code, _ = _run("--no-such-option")
    assert code == 2
    code, out = _run()
    assert code == 0 and out.splitlines()[0].startswith("variant")


def test_section_then_setting_then_value() -> None:
    found = meanings.explain("winning", "who bid made")
    assert found is not None and found.shown == "who: bid made"
    assert meanings.explain("winning", "nothing here") is None
    nested = meanings.explain("bidding", "bid requires all tricks")
    assert nested is not None and nested.path == "bidding.bid.requires"


def test_header_settings_holes_and_hover() -> None:
    source = meanings.explain("source", '000 "Auction Pitch section"')
    assert source is not None and source.path == "source"
    assert meanings.explain("bids", "<range>") is not None  # a form as shown
    assert meanings.explain("count", "2..9") is not None
    assert meanings.hover("who") == "Which sides may win the match at the end of a deal."
    assert meanings.hover("hwo") is None


def test_a_setting_lists_its_choice_words_in_place() -> None:
    point = meanings.explain("points.point")
    assert point is not None
    shown = dict(point.words)
    assert "tie elder" in shown and "three or more sides" in shown["tie elder"]
    assert "to capturer" in shown


def test_explain_shows_the_rulebook_sentence_and_its_engine_test() -> None:
    """Under a value's meaning, ``explain`` prints the sentence the rulebook states it
    with (a number the value gives filled in) and the engine tests behind it, in the
    language asked for; ``--format json`` carries the same."""
    from pitchspec.constructs import CONSTRUCTS

    code, out = _run("follow", "must follow")
    assert code == 0
    backing = CONSTRUCTS["play.follow: must follow"]
    assert "The rulebook says:" in out and "play.follow: must follow" in out
    assert "A player must follow suit if he can" in out
    assert backing.tests[0] in out
    code, out = _run("--language", "ru", "follow", "must follow")
    assert code == 0 and "книге правил сказано:" in out
    assert "Игрок обязан следовать масти" in out and backing.tests[0] in out
    code, out = _run("deal", "hand", "6")
    assert code == 0 and "The dealer gives each player six cards" in out
    code, out = _run("--format", "json", "trick_winner", "lowest")
    said = json.loads(out)["rulebook"]
    assert [s["construct"] for s in said] == ["play.trick_winner: lowest"]
    assert said[0]["tests"] == list(CONSTRUCTS["play.trick_winner: lowest"].tests)


def test_explain_never_prints_a_template() -> None:
    """Without a variant a sentence worded from the variant's fields cannot be written:
    ``explain`` says what it is worded from, never the template's ``{fields}``; one
    number the value gives fills a sentence of one field taking it."""
    from pitchspec.constructs import CONSTRUCTS

    code, out = _run("bidding.bids", "2..4")
    writer = CONSTRUCTS["bidding.bids"].writer
    assert code == 0 and "{" not in out
    assert f"(worded from the variant itself, by {writer})" in out
    code, out = _run("--format", "json", "bidding.bids")
    assert json.loads(out)["rulebook"][0]["sentence"] is None
    code, out = _run("scoring.floor", "--", "-10")
    assert code == 0 and "No score goes below -10." in out


@pytest.mark.parametrize("language", ["en", "ru", "fi", "hy"])
def test_no_sentence_without_a_variant_is_a_template(language: str) -> None:
    """Of every construct, in every language, what ``explain`` and a hover without a
    variant say is a sentence without ``{fields}`` or none."""
    import re

    from pitchspec.constructs import CONSTRUCTS
    from pitchspec.rulebook.explained import stated

    for construct in CONSTRUCTS.values():
        for value in (None, "1", "2..4"):
            for one in stated([construct.meaning], value, language):
                assert not re.search(r"\{\w*\}", one.sentence or ""), (construct.key, value)


def test_explain_says_nothing_of_the_rulebook_for_a_form_without_a_sentence() -> None:
    """A value no sentence states (listed in pitchspec.constructs.NOT_SENTENCES) is
    explained without a rulebook part."""
    from pitchspec.constructs import NOT_SENTENCES

    assert "play.throw_in: none" in NOT_SENTENCES
    code, out = _run("throw_in", "none")
    assert code == 0 and "The rulebook says:" not in out
