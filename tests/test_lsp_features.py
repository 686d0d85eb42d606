"""The language server's answers as plain functions of the text, without the protocol:
completion of keys and values, hover on an unknown value, definition through a drop
and across two generations, and the outline of a nested block.

The specs are house rules on the bundled Auction Pitch (V03, seed 000)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("lsprotocol", reason="the 'lsp' extra (pygls) brings lsprotocol")

from lsprotocol.types import MarkupContent

from pitchspec import catalogue
from pitchspec.lsp.complete import complete
from pitchspec.lsp.documents import Documents
from pitchspec.lsp.family import Family, Member
from pitchspec.lsp.hover import hover
from pitchspec.lsp.navigate import definition, symbols
from pitchspec.lsp.report import check_document
from pitchspec.lsp.text import Text
from pitchspec.parse import SpecFile, parse
from pitchspec.pipeline import check_text
from pitchspec.source import SourceFile

HOUSE = ('variant house "House" extends auction_pitch\n'
         'bidding {\n  drop bid moon\n  bids: 2..4\n}\n'
         'points {\n  point low "Low": lowest trump, worth 1, to capturer\n}\n')


def _spec(text: str, path: Path) -> SpecFile:
    spec, found = parse(SourceFile(str(path), text))
    assert spec is not None, found
    return spec


def test_keys_complete_per_section_and_values_per_key() -> None:
    text = "variant house extends pitch\nwinning {\n  who: "
    shown = [i.label for i in complete(text, len(text))]
    assert shown == ["anyone", "bidder even if set", "bidder or setter", "bid made"]
    text = "variant house extends pitch\nplayers {\n  teams: "
    (first, *_), = [[i for i in complete(text, len(text)) if i.label == "<nat> of <nat>"]]
    assert first.insert_text == "${1:<nat>} of ${2:<nat>}"
    top = [i.label for i in complete("variant house extends pitch\n", 28)]
    assert {"aliases", "source", "bidding", "winning"} <= set(top) and "drop" not in top
    text = "variant house extends pitch\nbidding {\n  bid moon {\n    "
    assert "requires" in [i.label for i in complete(text, len(text))]
    text = "variant house extends pitch\nbidding {\n  nonsense: "
    assert complete(text, len(text)) == []


def test_the_findings_are_checks_own(tmp_path: Path) -> None:
    path = tmp_path / "house.pitch"
    bad = HOUSE.replace("bids: 2..4", "bids: lots")
    found = check_document(Text(bad), path)
    expected = check_text(bad, path).diagnostics
    assert [d.code for d in found] == [d.code for d in expected] != []
    assert [(d.range.start.line + 1, d.range.start.character + 1) for d in found] == [
        (d.span.line, d.span.column) for d in expected]


def test_hover_on_an_unknown_value_names_the_forms(tmp_path: Path) -> None:
    text = HOUSE.replace("bids: 2..4", "bids: lots")
    shown = hover(_spec(text, tmp_path / "house.pitch"), Text(text), text.index("lots"))
    assert shown is not None and isinstance(shown.contents, MarkupContent)
    assert "`lots` is not a value of `bidding.bids`" in shown.contents.value
    assert "forms:" in shown.contents.value


def _member(text: str, path: Path) -> Member:
    return Member(path, path.as_uri(), Text(text), _spec(text, path), bundled=False)


def test_definition_follows_a_drop_and_two_generations(tmp_path: Path) -> None:
    path = tmp_path / "house.pitch"
    house, books = _member(HOUSE, path), Family(Documents(), ())
    moon = definition(books, house, HOUSE.index("bid moon") + 5)
    parent = catalogue.find("auction_pitch")
    assert moon is not None and moon.uri == parent.resolve().as_uri()
    assert parent.read_text().split("\n")[moon.range.start.line].strip().startswith("bid moon")
    low = definition(books, house, HOUSE.index("point low"))
    grand = catalogue.find("pitch")
    assert low is not None and low.uri == grand.resolve().as_uri()
    assert "point low" in grand.read_text().split("\n")[low.range.start.line]
    assert definition(books, house, HOUSE.index("2..4")) is None


def test_the_outline_nests_blocks_and_names_entries(tmp_path: Path) -> None:
    text = catalogue.find("auction_pitch").read_text(encoding="utf-8")
    (variant,) = symbols(_spec(text, tmp_path / "auction_pitch.pitch"), Text(text))
    assert variant.name == "auction_pitch" and variant.detail == "extends pitch"
    bidding = next(s for s in variant.children or [] if s.name == "bidding")
    moon = next(s for s in bidding.children or [] if s.name == "bid moon")
    assert moon.detail == "Shoot the moon"
    assert [s.name for s in moon.children or []] == ["at", "value", "requires", "made", "set"]
    assert moon.range.end.line > moon.range.start.line


def test_an_unnamed_claim_is_renamed_by_naming_it(tmp_path: Path) -> None:
    """A claim written without a name is named by its words; renaming it writes the
    new name after 'claim', and a child's drop follows."""
    from pitchspec.lsp.rename import prepare, rename

    parent = ('variant base extends auction_pitch\n\nproperties {\n'
              '  claim "at most 4 points": every deal where points per deal <= 4\n}\n')
    child = 'variant child extends base\n\nproperties {\n  drop claim at_most_4_points\n}\n'
    (tmp_path / "base.pitch").write_text(parent, encoding="utf-8")
    (tmp_path / "child.pitch").write_text(child, encoding="utf-8")
    documents = Documents()
    doc = documents.open((tmp_path / "base.pitch").as_uri(), parent, 1)
    family = Family(documents, ())
    member = family.of(doc)
    assert member is not None
    offset = parent.index("claim") + 2
    ready = prepare(family, member, offset)
    assert ready is not None and ready.placeholder == "at_most_4_points"
    edit = rename(family, member, offset, [tmp_path], "small")
    assert edit is not None and edit.changes is not None
    assert edit.changes[doc.uri][0].new_text == " small"
    (drop,) = edit.changes[(tmp_path / "child.pitch").resolve().as_uri()]
    assert drop.new_text == "small" and drop.range.start.line == 3


def test_hover_on_a_value_shows_the_rulebook_sentence_and_its_engine_test(
        tmp_path: Path) -> None:
    """Over a setting's value the hover gives its meaning, then the rulebook's sentence
    for it and the engine tests (pytest node ids) that back the sentence."""
    from pitchspec.constructs import CONSTRUCTS

    shown = hover(_spec(HOUSE, tmp_path / "house.pitch"), Text(HOUSE), HOUSE.index("2..4"))
    assert shown is not None and isinstance(shown.contents, MarkupContent)
    body = shown.contents.value
    assert "The rulebook says:" in body and "**bidding.bids**" in body
    assert "**bidding.bids**: (worded from the variant itself, by `auction.auction`)" in body
    assert "{" not in body
    assert f"`{CONSTRUCTS['bidding.bids'].tests[0]}`" in body


def test_the_hover_gives_the_sentence_in_the_editors_language(tmp_path: Path) -> None:
    """The server hovers in the client's locale (``initialize``): the meaning and the
    rulebook's sentence come in that language, the engine tests as they are."""
    from pitchspec.i18n import language
    from pitchspec.meanings.translate import lenient

    text = HOUSE.replace("  bids: 2..4\n", "  bids: 2..4\n  all_pass: dealer bids 2\n")
    spec = _spec(text, tmp_path / "house.pitch")
    with language("ru"), lenient():
        shown = hover(spec, Text(text), text.index("dealer bids"))
    assert shown is not None and isinstance(shown.contents, MarkupContent)
    body = shown.contents.value
    assert "книге правил сказано:" in body
    assert "дилеру засчитывается ставка 2" in body
    assert "test_dealer_given_the_bid_when_all_pass" in body
