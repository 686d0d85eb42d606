"""The language server's answers as plain functions of the text, without the protocol:
completion of keys and values, hover on an unknown value, definition through a drop
and across two generations, and the outline of a nested block.

The specs are house rules on the bundled Auction Pitch (V03, seed 000)."""

from __future__ import annotations

import re
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
from pitchspec.rulebook.explained import Page, page_of
from pitchspec.source import SourceFile

from conftest import SPEC_DIR

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


def _page(text: str, path: Path, code: str = "en") -> Page:
    """What the page of the text's variant says (as the server words it for a hover)."""
    variant = check_text(text, path).variant
    assert variant is not None
    return page_of(variant, code)


def _hover(text: str, path: Path, needle: str, page: Page | None) -> str:
    """The hover over the last character of ``needle``."""
    shown = hover(_spec(text, path), Text(text), text.index(needle) + len(needle) - 1,
                  page=page)
    assert shown is not None and isinstance(shown.contents, MarkupContent)
    return shown.contents.value


def test_hover_on_a_value_shows_the_rulebook_sentence_and_its_engine_test(
        tmp_path: Path) -> None:
    """Over a setting's value the hover gives its meaning, then the rulebook's sentence
    for it, its fields filled from the spec's own variant as its page fills them, and
    the engine tests (pytest node ids) that back the sentence."""
    from pitchspec.constructs import CONSTRUCTS

    path = tmp_path / "house.pitch"
    body = _hover(HOUSE, path, "2..4", _page(HOUSE, path))
    assert "The rulebook says:" in body and "**bidding.bids**" in body
    assert "**bidding.bids**: The bids run from 2 to 4 (" in body
    assert f"`{CONSTRUCTS['bidding.bids'].tests[0]}`" in body
    assert "{" not in body


def test_the_hover_says_the_sentence_of_the_entry_under_the_cursor() -> None:
    """Where the page words a construct once per spec entry (a special bid's row), the
    hover says the sentence of the entry under the cursor."""
    path = SPEC_DIR / "nine_five.pitch"
    text = path.read_text(encoding="utf-8")
    page = _page(text, path)
    smudge = _hover(text, path, "above: 18", page)
    blind = _hover(text, path, "above: 19", page)
    assert "**bidding.special: above**: just above 18" in smudge and "19" not in smudge
    assert "**bidding.special: above**: just above 19" in blind


def test_a_spec_with_errors_hovers_without_a_template(tmp_path: Path) -> None:
    """A spec with errors has no variant to word a sentence from: the hover says what
    the sentence is worded from, never its template's ``{fields}``; a sentence that
    needs nothing from a variant is still shown."""
    from pitchspec.constructs import CONSTRUCTS
    from pitchspec.lsp.server import build

    path = tmp_path / "house.pitch"
    text = HOUSE + "winning {\n  target: eleven\n}\nplay {\n  follow: must follow\n}\n"
    server = build()
    doc = server.documents.open(path.as_uri(), text, 1)
    page = server.page(doc)
    assert not page.resolved and [d.code for d in server.findings(doc)] == ["PS203"]
    body = _hover(text, path, "2..4", page)
    writer = CONSTRUCTS["bidding.bids"].writer
    assert (f"**bidding.bids**: (worded from the variant itself, by `{writer}`: this spec "
            "has errors, so there is no variant yet to word it from)") in body
    assert "{" not in body
    body = _hover(text, path, "must follow", page)
    assert "A player must follow suit if he can" in body


def test_the_server_words_the_page_once_per_text(tmp_path: Path) -> None:
    """The page a hover reads is worded at the first hover over a text and kept until
    the text changes (or is saved: a parent beside it may have changed)."""
    from pitchspec.lsp.server import build

    path = tmp_path / "house.pitch"
    server = build()
    doc = server.documents.open(path.as_uri(), HOUSE, 1)
    first = server.page(doc)
    assert first.resolved and server.page(doc) is first
    doc.replace(HOUSE.replace("2..4", "2..3"), 2)
    second = server.page(doc)
    assert second is not first and "The bids run from 2 to 3" in second.of("bidding.bids")[0]
    doc.checked = None
    assert server.page(doc) is not second


@pytest.mark.parametrize("code", ["en", "ru"])
def test_a_callable_phrase_is_worded_from_the_variant(code: str) -> None:
    """A language's phrase that is a function of its fields (the kitty's pile and who
    takes it) is worded only by the page: the hover says what the page says, in the
    editor's language; without a variant, in words what it is worded from."""
    from pitchspec.constructs import CONSTRUCTS
    from pitchspec.i18n import language
    from pitchspec.meanings.translate import lenient
    from pitchspec.rulebook.phrasing import table_of

    assert callable(table_of(code)["trump.declare: after kitty"])
    path = SPEC_DIR / "blind_blind.pitch"
    text = path.read_text(encoding="utf-8")
    page = _page(text, path, code)
    (said,) = page.of("trump.declare: after kitty")
    with language(code), lenient():
        body = _hover(text, path, "after kitty", page)
        bare = _hover(text, path, "after kitty", None)
    assert f"**trump.declare: after kitty**: {said}" in body
    writer = CONSTRUCTS["trump.declare: after kitty"].writer
    assert said not in bare and "{" not in bare
    assert "**trump.declare: after kitty**: (" in bare and f"`{writer}`)" in bare


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


SPECS = sorted(SPEC_DIR.glob("*.pitch"))
_FIELD = re.compile(r"\{\w*\}")
_QUOTED = re.compile(r"^(?:\*\*[^*]+\*\*: |- )(?!\()(.+)$", re.MULTILINE)
"""A sentence the hover quotes: after its construct, or a bullet under it (a label in
parentheses says what a sentence is worded from instead)."""


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("path", SPECS, ids=lambda p: p.stem)
def test_every_hover_over_a_bundled_spec_says_its_page(path: Path) -> None:
    """Over every key and value of a bundled spec, in every language, what the hover
    says the rulebook says has no ``{field}`` left, and each sentence it quotes is on
    the variant's rendered page."""
    from pitchspec.i18n import LANGUAGES, language
    from pitchspec.lsp.where import walk
    from pitchspec.meanings.translate import label, lenient
    from pitchspec.rulebook import Context, render, rest

    text = path.read_text(encoding="utf-8")
    spec, lines = _spec(text, path), Text(text)
    offsets = [offset for chain in walk(spec.entries)
               for offset in (chain[-1].key_span.start, *(v.span.start
                                                          for v in chain[-1].values))]
    variant = check_text(text, path).variant
    assert variant is not None
    for code in LANGUAGES:
        page = page_of(variant, code)
        with language(code):
            rendered = _flat(render(variant, Context(links=False, pictures=False)))
        quoted = 0
        for offset in offsets:
            with language(code), lenient():
                shown = hover(spec, lines, offset, page=page)
                heading = label("rulebook says")
            assert shown is not None and isinstance(shown.contents, MarkupContent)
            _, _, said = shown.contents.value.partition(heading)
            assert not _FIELD.search(said), (code, text[offset:offset + 30], said)
            for sentence in _QUOTED.findall(said):
                quoted += 1
                # as said, or as the page prints it: escaped, or capitalised where the
                # phrase begins a table's cell ("On a tie no one scores it")
                forms = {_flat(f) for one in (sentence, sentence[:1].upper() + sentence[1:])
                         for f in (one, rest.escape(one))}
                assert any(f in rendered for f in forms), (code, text[offset:offset + 30],
                                                           sentence)
        assert quoted
